import { createHash } from 'node:crypto';
import { memo } from '../../common/memo';
import { oneSpaced } from '../analysis/normalise';
import type { AcademicCredential, WorkExperience } from '../profiles/profile.entity';
import type { ContactType } from '../profiles/profile-contact.entity';
import { LINKEDIN_PROFILE_LINK } from '../profiles/profile-link';

export { emailKey, normaliseEmail } from '../privacy/person-keys';

/**
 * One person as a file describes them, whatever the format: what a format's reader makes of a
 * record, and what the import writer merges into the index. Values are already read (titles,
 * places, phones, dates); an absent fact is null or empty, never a guess.
 */
export interface PersonRecord {
  /** The source's own id of the record (PDL's `id`), null when the format has none. */
  recordId: string | null;
  firstName: string;
  lastName: string;
  /** The LinkedIn username ('seanthorne'), from a profile URL or given as it is. */
  linkedinUsername: string | null;
  headline: string | null;
  summary: string | null;
  location: { city: string; country: string; countryCode: string; region?: string } | null;
  /** The current role. */
  title: string | null;
  company: CompanyFact | null;
  industry: string | null;
  experience: WorkExperience[];
  education: AcademicCredential[];
  skills: string[];
  emails: Array<{ value: string; type: ContactType }>;
  phones: Array<{ value: string; type: ContactType }>;
}

export interface CompanyFact {
  name: string;
  /** 'acme.com', from the company's website; null when not given. */
  domain: string | null;
  industry: string | null;
  /** Head-count band ('51-200'). */
  size: string | null;
}

/** A name as compared: accents, case, apostrophes and other punctuation aside ('Zoë O’Brien-Smith' as 'zoe obrien smith'). */
export function folded(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The record id of a person whose source gives none (a CSV row without an id column, a resume):
 * made from who the record says they are, their name and current employer (without one, their
 * title and place), their LinkedIn username and e-mail addresses (accents, case and punctuation
 * aside). The same person read again (next month's export, in another order, from a file of another
 * name) is the same record, and two people never share one for standing on the same row or in
 * files of the same name (every resume is "resume.json"); two of one name at one employer share
 * one only when nothing else tells them apart.
 */
export function contentRecordId(person: Omit<PersonRecord, 'recordId'>): string {
  const where = person.company?.name
    ? folded(person.company.name)
    : `${folded(person.title)}|${folded(person.location?.city)}|${person.location?.countryCode ?? ''}`;
  const reached = [person.linkedinUsername ?? '', ...person.emails.map((e) => e.value).sort()].join(' ');
  const who = `${folded(`${person.firstName} ${person.lastName}`)}|${where}|${reached}`;
  return `person-${createHash('sha256').update(who).digest('hex').slice(0, 16)}`;
}

/** A record a reader could not take, with why, in words an operator can act on. */
export class RecordRejected extends Error {}

/** The LinkedIn username of a profile URL or a bare username; null when it is neither. */
export function linkedinUsernameOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // As mail clients and documents quote a link: '<https://…>', '"https://…"', '(https://…)'.
  const v = value.trim().replace(/^[<"'(]+|[>"')]+$/g, '');
  if (!v) return null;
  const m = LINKEDIN_PROFILE_LINK.exec(v);
  const raw = m ? m[1] : /^[\w\-%.]{3,100}$/.test(v) && !v.includes('.') ? v : null;
  if (!raw) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const username = decoded.toLowerCase();
  return /^[\p{L}\p{N}_-]{3,100}$/u.test(username) ? username : null;
}

/** A date as sources write it ('2019', '2019-03', '2019-03-15') as 'YYYY-MM' (a year alone as its January); null otherwise. */
export function monthOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const m = /^(\d{4})(?:-(\d{1,2}))?(?:-\d{1,2})?/.exec(String(value).trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = m[2] ? Number(m[2]) : 1;
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return null;
  return `${m[1]}-${String(month).padStart(2, '0')}`;
}

/** A website ('https://www.acme.com/about', 'acme.com') as its domain ('acme.com'); null otherwise. */
export function domainOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(?:https?:\/\/)?(?:www\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)(?:[/:?#].*)?$/i.exec(value.trim());
  return m ? m[1].toLowerCase() : null;
}

/** A string field: trimmed, or null when empty or not a string (PDL sends `true` for a field a plan does not show). */
export function text(value: unknown, max = 2000): string | null {
  if (typeof value !== 'string') return null;
  const v = oneSpaced(value);
  return v ? v.slice(0, max) : null;
}

/**
 * A person's first and last name from what a record gives: both apart, a full name (first word and
 * the rest, as people write it: fullNameParts), or some of each; lower-case names capitalised. Null
 * when there is no first name.
 */
export function personName(first: string | null, last: string | null, full: string | null): { firstName: string; lastName: string } | null {
  const [fullFirst, ...fullRest] = full ? fullNameParts(unadorned(full)) : [];
  const f = (first && firstNamePart(unadorned(first))) || fullFirst || null;
  const l = (last && lastNamePart(unadorned(last))) || fullRest.join(' ') || null;
  return f ? { firstName: nameCase(f), lastName: l ? nameCase(l) : '' } : null;
}

/** A name without what people add to it on a profile: pronouns ('(she/her)'), emoji ('🚀'); as given when nothing else is left. */
function unadorned(name: string): string {
  const bare = name
    .replace(/\((?:she|he|they|ze|xe|her|him|them)\b[^)]*\)/giu, ' ')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return bare || name;
}

const words = (s: string) => s.split(' ').filter(Boolean);
/** The words without degrees at their end ('Smith PhD'), keeping one word at least. */
function withoutDegrees(ws: string[]): string[] {
  let out = ws;
  while (out.length > 1 && POST_NOMINAL.test(out[out.length - 1])) out = out.slice(0, -1);
  return out;
}
/** The comma-separated parts of a name without those that are only degrees ('Smith, MBA, PMP'). */
function withoutDegreeParts(name: string): string[] {
  let parts = name.split(',').map((p) => p.trim());
  while (parts.length > 1 && words(parts[parts.length - 1]).every((w) => POST_NOMINAL.test(w) || AFTER_A_COMMA.test(w)))
    parts = parts.slice(0, -1);
  return parts;
}

/** A first name given apart, without a form of address before it ('Dr. Jane'). */
function firstNamePart(first: string): string {
  let ws = words(first);
  while (ws.length > 1 && HONORIFIC.test(ws[0])) ws = ws.slice(1);
  return ws.join(' ');
}

/** A last name given apart, without degrees after it ('Smith, MBA, PMP', 'Smith PhD'). */
function lastNamePart(last: string): string {
  return withoutDegrees(words(withoutDegreeParts(last).join(', '))).join(' ');
}

/** Forms of address before a name, in the languages the importer reads ('Dr.', 'Prof', 'Mme', 'Dhr.'). */
const HONORIFIC = /^(?:mr|mrs|ms|miss|mx|dr|prof|sir|dame|herr|frau|mme|mlle|dhr|mevr|sra|srta)\.?$/i;
/**
 * Degrees and credentials after a name ('PhD', 'MBA', 'M.D.'); generational suffixes (Jr., III) are
 * part of it. Short ones that are also surnames ('Ma', 'Ba', 'Ing') only after a comma ('Jane Smith, MA').
 */
const POST_NOMINAL =
  /^(?:ph\.?d|m\.?d|mba|cpa|cfa|pmp|esq|m\.?sc|b\.?sc|m\.s|b\.a|m\.a|rn|cissp|jd|j\.d|llm|dds|acca|fca|cipd|sphr|shrm-s?cp|dipl\.?-ing)\.?$/i;
const AFTER_A_COMMA = /^(?:ma|ba|ms|mag|ing|aca|phr)\.?$/i;

/**
 * The words of a full name as people write it, first name first: without a form of address before
 * it ('Dr. Jane Smith') or degrees after it ('Jane Smith, PhD', 'Jane Smith MBA'), and turned round
 * when written last name first ('Smith, Jane'; 'von Trapp, Maria'). The name as given when nothing
 * of it would be left.
 */
export function fullNameParts(full: string): string[] {
  const parts = withoutDegreeParts(full);
  const generational = /^(?:jr|sr|[ivx]+)\.?$/i;
  let tokens =
    parts.length === 2 && parts[1] && !generational.test(parts[1])
      ? [...withoutDegrees(words(parts[1])), ...words(parts[0])]
      : withoutDegrees(words(parts.join(' ')));
  while (tokens.length > 1 && HONORIFIC.test(tokens[0])) tokens = tokens.slice(1);
  tokens = withoutDegrees(tokens);
  return tokens.length ? tokens : words(full);
}

// Names repeat (first names most): their capitalised forms are kept.
const capitalised = memo<string>(20_000);

/**
 * Capitalises a name delivered in lower case ('sean thorne' -> 'Sean Thorne'), and the words of one
 * written in capitals, as HR systems write surnames ('SMITH', "O'NEIL" -> 'Smith', "O'Neil"; a Roman
 * numeral such as 'III' kept); other casing is kept ('McDonald', 'van der Berg').
 */
export function nameCase(value: string): string {
  if (value === value.toLowerCase()) return capitalised(value, () => capitalise(value));
  return value
    .split(' ')
    .map((word) => (inCapitals(word) ? capitalise(word.toLowerCase()) : word))
    .join(' ');
}

const capitalise = (name: string) => name.replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
const inCapitals = (word: string) => /\p{Lu}.*\p{Lu}/u.test(word) && word === word.toUpperCase() && !/^[IVX]+\.?$/.test(word);
