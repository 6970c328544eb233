import type { default as Ajv, ValidateFunction } from 'ajv';
import type { default as addFormats } from 'ajv-formats';
import resumeSchema from '@jsonresume/schema/schema.json';
import type { AcademicCredential, WorkExperience } from '../profiles/profile.entity';
import {
  domainOf,
  linkedinUsernameOf,
  monthOf,
  normaliseEmail,
  personName,
  RecordRejected,
  text,
  type PersonRecord,
} from './person-record';
import { readPhone, readPlace } from './readings';

/**
 * JSON Resume documents (jsonresume.org), checked against the published schema (@jsonresume/schema,
 * with ajv) before anything is read from them: the person's basics (name, label, e-mail, phone,
 * location, the LinkedIn profile among `basics.profiles`), work, education and skills.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);

let validator: ValidateFunction | undefined;
function validate(value: unknown): string | null {
  if (!validator) {
    // Loaded at the first resume: ajv and its formats are some 130 modules that every process (and
    // every test file) would compile otherwise.
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { default: AjvClass } = require('ajv') as { default: typeof Ajv };
    const { default: withFormats } = require('ajv-formats') as { default: typeof addFormats };
    /* eslint-enable @typescript-eslint/no-require-imports */
    const ajv = new AjvClass({ allErrors: false, strict: false });
    withFormats(ajv);
    validator = ajv.compile(resumeSchema);
  }
  if (validator(value)) return null;
  const e = validator.errors?.[0];
  return e ? `${e.instancePath || '/'} ${e.message ?? 'is not valid'}` : 'not valid';
}

/** The schema's date fields of each entry of a section (work, education, awards, ...). */
const DATE_FIELDS = ['startDate', 'endDate', 'date', 'releaseDate'];

/**
 * The resume with its empty dates left out: editors and themes write `"endDate": ""` for a job held
 * now, which the schema's date pattern refuses, though it says only that no date is given. Any other
 * date is checked as written.
 */
function withoutEmptyDates(value: Json): Json {
  const copy: Json = { ...value };
  for (const [section, entries] of Object.entries(value)) {
    if (!Array.isArray(entries)) continue;
    copy[section] = entries.map((entry: unknown) =>
      isObject(entry)
        ? Object.fromEntries(
            Object.entries(entry).filter(([k, v]) => !(DATE_FIELDS.includes(k) && typeof v === 'string' && v.trim() === '')),
          )
        : entry,
    );
  }
  return copy;
}

/**
 * Maps one resume; throws RecordRejected with the reason when it is not a JSON Resume or names no
 * one. A resume has no id of its own (`basics.url` is a homepage, often an employer's, that
 * colleagues share): its record id is null, and the import gives it the one its person makes
 * (contentRecordId).
 */
export function readJsonResume(raw: unknown): PersonRecord {
  if (!isObject(raw)) throw new RecordRejected('not a JSON object');
  const value = withoutEmptyDates(raw);
  const invalid = validate(value);
  if (invalid) throw new RecordRejected(`not a JSON Resume: ${invalid}`);
  const basics = isObject(value.basics) ? value.basics : {};
  const name = personName(null, null, text(basics.name, 200));
  if (!name) throw new RecordRejected('no name (basics.name)');

  const linkedin = list(basics.profiles).find((p) => typeof p.network === 'string' && /linked\s*in/i.test(p.network));
  const linkedinUsername = linkedin ? (linkedinUsernameOf(linkedin.url) ?? linkedinUsernameOf(linkedin.username)) : null;

  const where = isObject(basics.location) ? basics.location : {};
  const countryCode = text(where.countryCode, 2)?.toUpperCase() ?? null;
  const written = [text(where.city, 100), text(where.region, 100)].filter(Boolean).join(', ');
  const place = written || countryCode ? readPlace(written || (countryCode ?? ''), countryCode) : null;
  const location = place && (place.city || place.country) ? place : null;

  // A job's company is `name` and its site `url`; resumes written to the schema before 1.0.0 (many
  // still are) call them `company` and `website`, which the schema still allows.
  const experience: WorkExperience[] = list(value.work)
    .map((w) => ({
      title: text(w.position, 200) ?? '',
      company: text(w.name, 200) ?? text(w.company, 200) ?? '',
      companyDomain: domainOf(w.url) ?? domainOf(w.website),
      industry: null,
      location: text(w.location, 200),
      start: monthOf(w.startDate) ?? '',
      end: w.endDate ? (monthOf(w.endDate) ?? null) : null,
      summary: text(w.summary),
    }))
    .filter((w) => w.title || w.company)
    .sort((a, b) => Number(a.end !== null) - Number(b.end !== null) || (b.start || '0').localeCompare(a.start || '0'));
  const current = experience.find((w) => w.end === null);

  const education: AcademicCredential[] = list(value.education)
    .filter((e) => text(e.institution, 200))
    .map((e) => ({
      school: text(e.institution, 200)!,
      degree: text(e.studyType, 100) ?? '',
      field: text(e.area, 100),
      start: monthOf(e.startDate),
      end: monthOf(e.endDate),
      summary: null,
    }));

  const email = normaliseEmail(basics.email);
  const workDomain = current?.companyDomain ?? null;
  const phone = typeof basics.phone === 'string' ? readPhone(basics.phone, location?.countryCode || countryCode) : null;
  return {
    recordId: null,
    ...name,
    linkedinUsername,
    headline: text(basics.label, 300),
    summary: text(basics.summary, 5000),
    location,
    title: current?.title || null,
    company: current?.company ? { name: current.company, domain: current.companyDomain ?? null, industry: null, size: null } : null,
    industry: null,
    experience,
    education,
    skills: [
      ...new Set(
        list(value.skills)
          .map((s) => text(s.name, 80)?.toLowerCase())
          .filter((s): s is string => !!s),
      ),
    ],
    emails: email ? [{ value: email, type: workDomain && email.endsWith(`@${workDomain}`) ? 'work' : 'personal' }] : [],
    phones: phone ? [{ value: phone, type: 'personal' }] : [],
  };
}
