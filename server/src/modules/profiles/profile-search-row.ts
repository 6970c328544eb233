import { wholeYears } from '../analysis/months';
import type { Profile } from './profile.entity';
import type { ProfileSearch } from './profile-search.entity';
import { INDUSTRY_NAMES, titleHead, VOCABULARY } from '../vocabulary';

/**
 * The profile_search row of a profile: its filter keys, and the texts whose tsvectors PostgreSQL
 * computes on write (the SQL below). Every writer of profiles builds the row here: the profile
 * writer (one profile) and the seed's bulk loader (COPY through a staging table).
 */

/** What a search row is built from: the stored fields of a profile that search filters and ranks on. */
export type ProfileSearchInput = Pick<
  Profile,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'headline'
  | 'summary'
  | 'city'
  | 'country'
  | 'countryCode'
  | 'currentTitle'
  | 'currentCompanyId'
  | 'seniority'
  | 'jobFunction'
  | 'industry'
  | 'experienceMonths'
  | 'skills'
  | 'workExperiences'
  | 'academicCredentials'
> &
  Partial<Pick<Profile, 'region'>>;

/** A profile_search row before PostgreSQL turns its texts into the documents (doc, head_doc) and the title key. */
export type ProfileSearchRow = Omit<ProfileSearch, 'doc' | 'headDoc' | 'titleKey' | 'profile'> & {
  /** Weight A: full name and current title. */
  textA: string;
  /** Weight B: past titles, company names, skills. */
  textB: string;
  /** Weight C: headline, summary, schools, degrees, fields, industries, city, country. */
  textC: string;
  /**
   * The current title's head (titleHead: without the team or market written after it) for title_key,
   * lower-cased, and the job_titles it adds. The whole title is in textA.
   */
  titleText: string;
};

const DEGREE_LEVEL_BY_NAME = new Map<string, string>();
for (const degree of VOCABULARY.degrees) for (const name of degree.names) DEGREE_LEVEL_BY_NAME.set(name.toLowerCase(), degree.level);

/**
 * The tie-break of search ranking, 0..100: how much a recruiter can go on. Being in the role now
 * counts most (40), then a fuller profile: skills (up to 20), roles of the history (up to 15),
 * education (15) and a summary (10). Equally relevant people are listed by it, best first.
 */
export function profileQuality(p: Pick<ProfileSearchInput, 'workExperiences' | 'skills' | 'academicCredentials' | 'summary'>): number {
  const current = p.workExperiences.length > 0 && p.workExperiences[0].end === null ? 40 : 0;
  const skills = Math.round((Math.min(p.skills.length, 10) / 10) * 20);
  const roles = Math.round((Math.min(p.workExperiences.length, 3) / 3) * 15);
  const education = p.academicCredentials.length > 0 ? 15 : 0;
  const summary = p.summary.trim().length >= 80 ? 10 : 0;
  return current + skills + roles + education + summary;
}

/** The level key of a written degree ('MSc' -> 'master'); null when unknown. */
export function degreeLevelOf(name: string): string | null {
  const direct = DEGREE_LEVEL_BY_NAME.get(name.toLowerCase());
  if (direct) return direct;
  const lower = name.toLowerCase();
  for (const degree of VOCABULARY.degrees) if (degree.aliases?.some((a) => lower === a)) return degree.level;
  if (/\bmba\b/.test(lower)) return 'mba';
  if (/ph\.?d|doctor/.test(lower)) return 'phd';
  if (/master|\bm\.?sc|\bm\.?a\b|\bmeng\b/.test(lower)) return 'master';
  if (/bachelor|\bb\.?sc|\bb\.?a\b|\bbeng\b/.test(lower)) return 'bachelor';
  return null;
}

/** A remote role, in its place or its title ('Remote', 'Berlin (remote)', 'Software Engineer - Remote'). */
const REMOTE = /\bremote\b/i;
/** Someone open to relocating, in their own words (the migration WorkModes reads rows by the same rule). */
const RELOCATION = /\b(open|willing|happy|ready|able|available) to (relocat\w*|move)\b|\bopen to relocation\b|\brelocation: *(yes|open)\b/i;

/** Whether the current role is remote and whether the person is open to relocating, as the profile says. */
export function workModesOf(p: Pick<ProfileSearchInput, 'workExperiences' | 'currentTitle' | 'headline' | 'summary'>): {
  remote: boolean;
  relocates: boolean;
} {
  const current = p.workExperiences[0]?.end === null ? p.workExperiences[0] : null;
  const remote = !!current && (REMOTE.test(current.location ?? '') || REMOTE.test(p.currentTitle ?? ''));
  return { remote, relocates: RELOCATION.test(`${p.headline} ${p.summary}`) };
}

/**
 * The most bytes one entry of IDX_profile_search_title_key may take: PostgreSQL refuses a b-tree
 * entry over 2,704 bytes (a third of a page), and the entry carries `industries` and `skill_keys`
 * whole. Kept under it with room for the entry's header and alignment.
 */
const TITLE_INDEX_ENTRY_BYTES = 2_500;
/** The bytes of an entry besides its texts and arrays: the header, the id, the numbers, two array headers. */
const ENTRY_FIXED_BYTES = 120;
/** What one array element costs beyond its text: its length word and alignment. */
const ELEMENT_BYTES = 8;

/** Han, kana and Hangul: names in those scripts are typed without a space between their parts. */
const JOINED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * A name's other forms that people type, for the search documents: a word with an apostrophe
 * without it ('O'Brien' as 'OBrien', as recruiters type 'obrien'), and a name in Chinese, Japanese or
 * Korean script with its parts joined, either way round ('李 娜' as '李娜' and '娜李'). Nothing for
 * most names. The migration NameForms adds the same words to the documents written before.
 */
export function nameForms(firstName: string, lastName: string): string[] {
  const forms = `${firstName} ${lastName}`
    .split(/\s+/)
    .filter((w) => /\p{L}['’]\p{L}/u.test(w))
    .map((w) => w.replace(/['’]/g, ''));
  const [first, last] = [firstName.trim(), lastName.trim()];
  if (first && last && (JOINED_SCRIPT.test(first) || JOINED_SCRIPT.test(last))) forms.push(`${first}${last}`, `${last}${first}`);
  return forms;
}

/**
 * The industries and skills a search row carries, in their order, as many as fit one entry of the
 * title index beside the entry's texts (`texts`: title key, city key, industry, function): a person
 * with hundreds of skills or jobs could not be written otherwise. The industries take at most a
 * third of the room, the skills the rest. Past that the last ones are left out of the keys the
 * filters read; every skill and industry stays in the profile and in the text keywords search.
 */
function carriedKeys(industries: string[], skillKeys: string[], texts: string[]): { industries: string[]; skillKeys: string[] } {
  const room = TITLE_INDEX_ENTRY_BYTES - ENTRY_FIXED_BYTES - bytesOf(texts);
  const carriedIndustries = fitting(industries, Math.floor(room / 3));
  return { industries: carriedIndustries, skillKeys: fitting(skillKeys, room - bytesOf(carriedIndustries)) };
}

/** What values take in an index entry: their bytes, and ELEMENT_BYTES each. */
const bytesOf = (values: string[]) => values.reduce((n, v) => n + Buffer.byteLength(v) + ELEMENT_BYTES, 0);

/** The first values that fit `room` (bytesOf). */
function fitting(values: string[], room: number): string[] {
  let left = room;
  const kept: string[] = [];
  for (const v of values) {
    left -= bytesOf([v]);
    if (left < 0) break;
    kept.push(v);
  }
  return kept;
}

/**
 * The search side of a profile: filter keys and the text of the three weights. `companyIds` and
 * `industries` list every company/industry of the history (current first); when omitted they are
 * the current ones only (a profile from a provider without company ids).
 */
export function profileSearchRow(
  profile: ProfileSearchInput,
  extra: { companyIds?: number[]; industries?: string[] } = {},
): ProfileSearchRow {
  const companyIds = extra.companyIds ?? (profile.currentCompanyId != null ? [profile.currentCompanyId] : []);
  const allIndustries = (extra.industries ?? (profile.industry ? [profile.industry] : [])).map((i) => i.toLowerCase());
  const allSkillKeys = [...new Set(profile.skills.map((s) => s.toLowerCase()))];
  const title = profile.currentTitle ?? '';
  const { industries, skillKeys } = carriedKeys(allIndustries, allSkillKeys, [
    title.toLowerCase(),
    profile.city.toLowerCase(),
    profile.industry ?? '',
    profile.jobFunction ?? '',
  ]);
  const schoolKeys: string[] = [];
  const degreeLevels: string[] = [];
  const degreeNames: string[] = [];
  const fields: string[] = [];
  const schools: string[] = [];
  for (const c of profile.academicCredentials) {
    const key = c.school.toLowerCase();
    if (!schoolKeys.includes(key)) {
      schoolKeys.push(key);
      schools.push(c.school);
    }
    const names = Array.isArray(c.degree) ? c.degree : [c.degree];
    for (const d of names) {
      degreeNames.push(d);
      const level = degreeLevelOf(d);
      if (level && !degreeLevels.includes(level)) degreeLevels.push(level);
    }
    if (c.field && !fields.includes(c.field)) fields.push(c.field);
  }
  let textB = '';
  const seenCompanies: string[] = [];
  for (let i = 0; i < profile.workExperiences.length; i++) {
    const w = profile.workExperiences[i];
    if (i > 0 || w.end !== null) textB += `${w.title}. `;
    if (!seenCompanies.includes(w.company)) {
      seenCompanies.push(w.company);
      textB += `${w.company}. `;
    }
  }
  textB += profile.skills.join(', ');
  const industryNames = allIndustries.map((k) => INDUSTRY_NAMES.get(k) ?? k).join(', ');
  const textC =
    `${profile.headline}. ${profile.summary} ${schools.join(', ')}. ${degreeNames.join(', ')}. ${fields.join(', ')}. ` +
    `${industryNames}. ${profile.city}, ${profile.country}`;
  return {
    profileId: profile.id,
    seniority: profile.seniority,
    jobFunction: profile.jobFunction,
    cityKey: profile.city.toLowerCase(),
    countryCode: profile.countryCode,
    regionKey: profile.region ? profile.region.toLowerCase() : null,
    currentCompanyId: profile.currentCompanyId,
    companyIds,
    industry: profile.industry ? profile.industry.toLowerCase() : null,
    industries,
    skillKeys,
    years: wholeYears(profile.experienceMonths),
    schoolKeys,
    degreeLevels,
    quality: profileQuality(profile),
    ...workModesOf(profile),
    textA: [profile.firstName, profile.lastName, title, ...nameForms(profile.firstName, profile.lastName)].join(' ').trim(),
    textB,
    textC,
    titleText: titleHead(title),
  };
}

// ---------------------------------------------------------------------------------------------
// SQL shared by the one-profile writer and the bulk loader
// ---------------------------------------------------------------------------------------------

/** The key columns of profile_search, in the order of ProfileSearchRow's keys as the writers send them. */
export const SEARCH_KEY_COLUMNS = [
  'seniority',
  'job_function',
  'city_key',
  'country_code',
  'current_company_id',
  'company_ids',
  'industry',
  'industries',
  'skill_keys',
  'years',
  'school_keys',
  'degree_levels',
  'quality',
  'remote',
  'relocates',
  'region_key',
] as const;

/**
 * The search documents of a profile, from its three texts weighed once in a LATERAL named w:
 * A name and current title, B past titles, companies and skills, C the rest. `doc` holds all,
 * `head_doc` A alone (the first ranking tier; the second, A and B, is read from doc by weight),
 * `title_key` the current title's head lower-cased (see job_titles). Nothing else repeats these texts:
 * a document the others hold is computed from them (issue 35).
 */
export const DOC_COLUMNS = ['doc', 'head_doc', 'title_key'] as const;
