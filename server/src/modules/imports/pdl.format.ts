import { memo } from '../../common/memo';
import { VOCABULARY } from '../vocabulary';
import type { AcademicCredential, WorkExperience } from '../profiles/profile.entity';
import type { ContactType } from '../profiles/profile-contact.entity';
import {
  domainOf,
  linkedinUsernameOf,
  monthOf,
  personName,
  normaliseEmail,
  RecordRejected,
  text,
  type CompanyFact,
  type PersonRecord,
} from './person-record';
import { readPhone, readPlace } from './readings';

/**
 * People Data Labs person records (the v5 person schema its bulk data and its API share), one JSON
 * object per record: the fields the product shows are mapped, the rest left out. PDL writes most
 * values in lower case and, for fields a plan does not include, `true` instead of the value; both
 * are read as such. Dates may be partial ('2019', '2019-03').
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

// Lower-case words kept lower-case inside a title-cased name ('vice president of sales').
const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'de', 'du', 'la', 'von', 'van', 'der', 'und', 'et', 'y']);

// Words written in capitals: grades ('software engineer ii') and the acronyms of titles and companies.
const UPPER_WORDS = new Set(
  'ii iii iv vi vii viii ix xi vp svp evp avp ceo cto cfo coo cmo cio ciso cpo cro chro hr it qa ui ux sre swe sde ai ml bi seo ppc pr rn lpn np pa md phd mba llc ltd ag sa bv nv plc usa uk eu us'.split(
    ' ',
  ),
);

// Files repeat the same titles, companies, schools and places endlessly: their display forms are kept.
const displayForms = memo<string>(20_000);

/** A lower-case value as people write it ('vice president of sales' -> 'Vice President of Sales'); other casing is kept. */
export function displayCase(value: string): string {
  if (value !== value.toLowerCase()) return value;
  return displayForms(value, () =>
    value.replace(/\p{L}[\p{L}'’]*/gu, (word, offset: number) => {
      if (word === 'gmbh') return 'GmbH';
      if (UPPER_WORDS.has(word)) return word.toUpperCase();
      if (offset > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    }),
  );
}

const INDUSTRY_BY_NAME = new Map<string, string>();
for (const i of VOCABULARY.industries) for (const n of [i.key, i.name, ...(i.aliases ?? [])]) INDUSTRY_BY_NAME.set(n.toLowerCase(), i.key);

/** An industry as a key of the vocabulary when it is one ('computer software' stays as written when not). */
export function industryKey(value: unknown): string | null {
  const v = text(value, 64)?.toLowerCase();
  if (!v) return null;
  return INDUSTRY_BY_NAME.get(v) ?? v;
}

function companyOf(value: unknown, fallbackName?: unknown): CompanyFact | null {
  const c = isObject(value) ? value : {};
  const name = text(c.name, 200) ?? text(fallbackName, 200);
  if (!name) return null;
  return {
    name: displayCase(name),
    domain: domainOf(c.website) ?? null,
    industry: industryKey(c.industry),
    size: text(c.size, 16),
  };
}

function titleName(value: unknown): string | null {
  if (isObject(value)) return text(value.name, 200);
  return text(value, 200);
}

/** A value of a PDL file as what it holds: a person record (`value`), or why it holds none (`reason`); `at` says where in the value. */
export interface PdlEntry {
  at?: string;
  value?: unknown;
  reason?: string;
}

/** Whether a value is an answer of one of PDL's person APIs (its HTTP status beside the people), not a person record. */
function isPdlAnswer(value: Json): boolean {
  return (
    typeof value.status === 'number' &&
    !('id' in value) &&
    (isObject(value.data) || Array.isArray(value.data) || Array.isArray(value.matches) || isObject(value.error))
  );
}

/**
 * The person records a value of a PDL file holds. Usually the value is one (bulk data). Saved from
 * PDL's person APIs, it is their answer: Person Enrichment's `{ status, likelihood, data }` (also
 * each element of a Bulk Enrichment answer), Person Search's `{ status, data: [...], total,
 * scroll_token }` and Person Identify's `{ status, matches: [{ data, match_score }] }`: the records
 * in `data` or `matches` are read. An answer without a person (404, no match; 402, credits used
 * up) says so as its reason.
 */
export function pdlEntries(value: unknown): PdlEntry[] {
  if (!isObject(value) || !isPdlAnswer(value)) return [{ value }];
  if (value.status !== 200) {
    const error = isObject(value.error) ? text(value.error.message, 300) : null;
    return [{ reason: `a People Data Labs answer with status ${value.status as number}${error ? ` (${error})` : ''}, no person in it` }];
  }
  if (isObject(value.data)) return [{ value: value.data }];
  const people = Array.isArray(value.data)
    ? value.data.map((person, i) => ({ at: `data[${i}]`, value: person }))
    : list(value.matches).map((match, i) => ({ at: `matches[${i}]`, value: isObject(match) ? match.data : match }));
  return people.length ? people : [{ reason: 'a People Data Labs answer with no person in it' }];
}

/** Maps one PDL person record; throws RecordRejected with the reason when it cannot be a person. */
export function readPdlPerson(value: unknown): PersonRecord {
  if (!isObject(value)) throw new RecordRejected('not a JSON object');
  const id = text(value.id, 128);
  if (!id) throw new RecordRejected('no "id"');
  const name = personName(text(value.first_name, 100), text(value.last_name, 100), text(value.full_name, 200));
  if (!name) throw new RecordRejected('no name ("first_name" or "full_name")');

  const locationName = text(value.location_name, 300);
  const locality = text(value.location_locality, 100);
  const countryName = text(value.location_country, 100);
  const written = locationName ?? [locality, text(value.location_region, 100), countryName].filter(Boolean).join(', ');
  const place = written ? readPlace(written, countryName) : null;
  const location =
    place && (place.city || place.country) ? { ...place, city: displayCase(place.city), country: displayCase(place.country) } : null;

  const experience: WorkExperience[] = [];
  for (const e of list(value.experience)) {
    if (!isObject(e)) continue;
    const company = companyOf(e.company);
    const title = titleName(e.title);
    if (!company && !title) continue;
    const locationNames = list(e.location_names).filter((n): n is string => typeof n === 'string');
    experience.push({
      title: title ? displayCase(title) : '',
      company: company?.name ?? '',
      companyDomain: company?.domain ?? null,
      industry: company?.industry ?? null,
      location: locationNames[0] ? displayCase(locationNames[0]) : null,
      start: monthOf(e.start_date) ?? '',
      end: e.end_date == null || e.end_date === '' ? null : (monthOf(e.end_date) ?? null),
      summary: text(e.summary),
    });
  }
  // Current roles first, then the latest start (PDL lists them in no promised order).
  experience.sort((a, b) => Number(a.end !== null) - Number(b.end !== null) || (b.start || '0').localeCompare(a.start || '0'));

  const education: AcademicCredential[] = [];
  for (const ed of list(value.education)) {
    if (!isObject(ed)) continue;
    const school = isObject(ed.school) ? text(ed.school.name, 200) : null;
    if (!school) continue;
    const degrees = list(ed.degrees)
      .map((d) => text(d, 100))
      .filter((d): d is string => !!d)
      .map(displayCase);
    const majors = list(ed.majors)
      .map((d) => text(d, 100))
      .filter((d): d is string => !!d);
    education.push({
      school: displayCase(school),
      degree: degrees.length > 1 ? degrees : (degrees[0] ?? ''),
      field: majors[0] ? displayCase(majors[0]) : null,
      start: monthOf(ed.start_date),
      end: monthOf(ed.end_date),
      summary: text(ed.summary),
    });
  }

  const emails = new Map<string, ContactType>();
  const addEmail = (v: unknown, type: ContactType) => {
    const e = normaliseEmail(v);
    if (e && !emails.has(e)) emails.set(e, type);
  };
  addEmail(value.work_email, 'work');
  for (const e of list(value.emails)) {
    if (!isObject(e)) continue;
    const type = typeof e.type === 'string' && e.type.includes('professional') ? 'work' : 'personal';
    addEmail(e.address, type);
  }
  for (const e of list(value.personal_emails)) addEmail(e, 'personal');
  addEmail(value.recommended_personal_email, 'personal');

  const phones = new Map<string, ContactType>();
  const cc = location?.countryCode || null;
  const mobile = typeof value.mobile_phone === 'string' ? readPhone(value.mobile_phone, cc) : null;
  if (mobile) phones.set(mobile, 'personal');
  for (const p of list(value.phone_numbers)) {
    const n = typeof p === 'string' ? readPhone(p, cc) : null;
    if (n && !phones.has(n)) phones.set(n, 'work');
  }

  const title = text(value.job_title, 200);
  const companyName = text(value.job_company_name, 200);
  // The current company's domain: its website, else the domain of the person's work address there.
  const workDomain = [...emails].find(([, type]) => type === 'work')?.[0].split('@')[1] ?? null;
  const companyDomain = domainOf(value.job_company_website) ?? (companyName ? workDomain : null);
  // PDL's job_* fields are the current job; a record whose experience[] leaves it out still has it.
  if (!experience.some((e) => e.end === null) && (title || companyName))
    experience.unshift({
      title: title ? displayCase(title) : '',
      company: companyName ? displayCase(companyName) : '',
      companyDomain,
      industry: industryKey(value.job_company_industry),
      location: null,
      start: monthOf(value.job_start_date) ?? '',
      end: null,
      summary: null,
    });
  // job_title is the title of the current job at job_company_name: listed there without one, it has it.
  const untitled = experience.find((e) => e.end === null && !e.title && !!companyName && e.company === displayCase(companyName));
  if (untitled && title) untitled.title = displayCase(title);
  const current = experience.find((e) => e.end === null && e.company);
  const company: CompanyFact | null = companyName
    ? {
        name: displayCase(companyName),
        domain: companyDomain,
        industry: industryKey(value.job_company_industry),
        size: text(value.job_company_size, 16),
      }
    : current
      ? { name: current.company, domain: current.companyDomain ?? null, industry: current.industry ?? null, size: null }
      : null;

  const skills = [
    ...new Set(
      list(value.skills)
        .map((s) => text(s, 80))
        .filter((s): s is string => !!s)
        .map((s) => s.toLowerCase()),
    ),
  ];

  return {
    recordId: id,
    ...name,
    linkedinUsername: linkedinUsernameOf(value.linkedin_username) ?? linkedinUsernameOf(value.linkedin_url),
    headline: text(value.headline, 300),
    summary: text(value.summary, 5000),
    location,
    title: title ? displayCase(title) : (experience.find((e) => e.end === null)?.title ?? null),
    company,
    industry: industryKey(value.industry) ?? company?.industry ?? null,
    experience,
    education,
    skills,
    emails: [...emails].map(([v, type]) => ({ value: v, type })),
    phones: [...phones].map(([v, type]) => ({ value: v, type })),
  };
}
