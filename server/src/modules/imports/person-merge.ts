import type { ContactKind, ContactStatus, ContactType } from '../profiles/profile-contact.entity';
import type { FactName, FactOrigin, Profile } from '../profiles/profile.entity';
import { PROFILE_FACTS } from '../profiles/fact-sources';
import type { ContactWrite, ProfileFields } from '../profiles/profile-writer.repository';
import { emailKey, folded, type CompanyFact, type PersonRecord } from './person-record';
import { readTitle, readTitleLevel } from './readings';

/**
 * How one imported record merges with what the index holds of its person, without the database
 * (import-writer.repository.ts finds the person and writes the result). A person is named by a
 * LinkedIn username, the source's record id, or an e-mail address; facts merge fact by fact and
 * keep where each fact and contact came from. The merge rules (docs/features/imports.md):
 * - a fact the record gives replaces the stored one unless the stored one was read later;
 * - a fact the record leaves out is cleared only when the stored one came from this same record of
 *   this same source (the source took it back); a fact of another source is never blanked;
 * - this record's contacts replace the ones it gave before; other sources' contacts stay.
 */

export type WriteOutcome = 'created' | 'updated' | 'unchanged' | 'suppressed';

export interface Origin {
  source: string;
  fetchedAt: Date;
}

export interface StoredContact {
  kind: ContactKind;
  value: string;
  status: ContactStatus;
  type: ContactType;
  source: ContactWrite['source'];
  last_verified_at: Date | null;
  origin: string | null;
  origin_record_id: string | null;
  fetched_at: Date | null;
}

export type Facts = Pick<
  ProfileFields,
  | 'firstName'
  | 'lastName'
  | 'linkedinUsername'
  | 'linkedinLink'
  | 'headline'
  | 'summary'
  | 'city'
  | 'country'
  | 'countryCode'
  | 'region'
  | 'currentTitle'
  | 'currentCompany'
  | 'currentCompanyId'
  | 'seniority'
  | 'jobFunction'
  | 'industry'
  | 'workExperiences'
  | 'academicCredentials'
  | 'skills'
>;

/** Which columns each kept fact covers. */
const FACT_COLUMNS: Record<FactName, Array<keyof Facts>> = {
  name: ['firstName', 'lastName'],
  linkedin: ['linkedinUsername', 'linkedinLink'],
  headline: ['headline'],
  summary: ['summary'],
  location: ['city', 'country', 'countryCode', 'region'],
  role: ['currentTitle', 'currentCompany', 'currentCompanyId', 'seniority', 'jobFunction'],
  industry: ['industry'],
  experience: ['workExperiences'],
  education: ['academicCredentials'],
  skills: ['skills'],
};

const EMPTY: Facts = {
  firstName: '',
  lastName: '',
  linkedinUsername: '',
  linkedinLink: '',
  headline: '',
  summary: '',
  city: '',
  country: '',
  countryCode: '',
  region: null,
  currentTitle: null,
  currentCompany: null,
  currentCompanyId: null,
  seniority: null,
  jobFunction: null,
  industry: null,
  workExperiences: [],
  academicCredentials: [],
  skills: [],
};

/** The username of a person without a LinkedIn profile: '~<source>.<record id>' (no LinkedIn username has a '~'). */
export function localUsername(source: string, recordId: string): string {
  return `~${source}.${recordId}`.replace(/[^\w.~-]/g, '_').slice(0, 100);
}

/** One company a record names: by its website's domain, else by its name (compared case-blind). */
export function companyKey(c: CompanyFact): string {
  return c.domain ? `d:${c.domain}` : `n:${c.name}`;
}

/** The facts a record gives; a fact it leaves out is absent. */
export function recordFacts(r: PersonRecord, companies: Map<string, number>): Partial<Facts> {
  const f: Partial<Facts> = { firstName: r.firstName, lastName: r.lastName };
  if (r.linkedinUsername) {
    f.linkedinUsername = r.linkedinUsername;
    f.linkedinLink = `https://www.linkedin.com/in/${r.linkedinUsername}`;
  }
  if (r.summary) f.summary = r.summary;
  if (r.location)
    Object.assign(f, {
      city: r.location.city,
      country: r.location.country,
      countryCode: r.location.countryCode,
      region: r.location.region ?? null,
    });
  if (r.title || r.company) {
    const reading = r.title ? readTitle(r.title) : null;
    f.currentTitle = r.title;
    f.currentCompany = r.company?.name ?? null;
    f.currentCompanyId = r.company ? companies.get(companyKey(r.company))! : null;
    f.seniority = r.title ? readTitleLevel(r.title, reading) : null;
    f.jobFunction = reading?.functionKey ?? null;
  }
  const headline = r.headline ?? [r.title, r.company?.name].filter(Boolean).join(' at ');
  if (headline) f.headline = headline.slice(0, 300);
  if (r.industry) f.industry = r.industry.slice(0, 64);
  if (r.experience.length) f.workExperiences = r.experience;
  if (r.education.length) f.academicCredentials = r.education;
  if (r.skills.length) f.skills = r.skills;
  return f;
}

/** JSON with object keys sorted (jsonb keeps its own key order), for comparing stored and new values. */
export function stable(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
const same = (a: unknown, b: unknown) => stable(a) === stable(b);

export interface IdentityKey {
  kind: 'record' | 'email';
  key: string;
}

/** A record with the keys that find its person: a LinkedIn (or local) username, the source's record id, e-mail addresses. */
export interface Keyed {
  index: number;
  r: PersonRecord;
  username: string;
  keys: IdentityKey[];
}

export function keyed(r: PersonRecord, index: number, source: string): Keyed {
  return {
    index,
    r,
    username: r.linkedinUsername ?? localUsername(source, r.recordId ?? ''),
    keys: [
      ...(r.recordId ? [{ kind: 'record' as const, key: `${source}:${r.recordId}`.slice(0, 300) }] : []),
      ...r.emails.map((e) => ({ kind: 'email' as const, key: emailKey(e.value) })),
    ],
  };
}

/**
 * Whether a stored person and a record found by an e-mail address alone can be one person by their
 * names (accents, case and punctuation aside): first names that agree ('Kim' and 'Kimberly', 'J.'
 * and 'Jane') and surnames one of which holds the other's ('Watson' in 'Jane Watson', a middle name
 * written with the last; 'García' in 'García López'). A nickname ('Bob' for 'Robert') or a new last
 * name reads as someone else: a second profile is the lesser harm than two people made one.
 */
export function sameNamedPerson(stored: { firstName: string; lastName: string }, r: { firstName: string; lastName: string }): boolean {
  const words = (p: { firstName: string; lastName: string }) => folded(`${p.firstName} ${p.lastName}`).split(' ').filter(Boolean);
  const [a, b] = [words(stored), words(r)];
  if (a.join(' ') === b.join(' ')) return true;
  if (a.length < 2 || b.length < 2 || !(a[0].startsWith(b[0]) || b[0].startsWith(a[0]))) return false;
  const [shorter, longer] = a.length <= b.length ? [a.slice(1), b.slice(1)] : [b.slice(1), a.slice(1)];
  return shorter.every((word) => longer.includes(word));
}

/**
 * Whether a name says less of the same person than another: an initial or a prefix of the first name
 * ('D. Scully' of 'Dana Scully'), or some of the surnames ('Mary Watson' of 'Mary Jane Watson',
 * 'María García' of 'María García López'), and nothing the other does not.
 */
function shortens(given: Partial<Facts>, whole: Facts): boolean {
  const [first, wholeFirst] = [given.firstName, whole.firstName].map(folded);
  const [last, wholeLast] = [given.lastName, whole.lastName].map((n) => folded(n).split(' ').filter(Boolean));
  const firstShorter = wholeFirst.startsWith(first) && first.length <= wholeFirst.length;
  const lastWithin = last.every((w) => wholeLast.includes(w)) && last.length <= wholeLast.length;
  return Boolean(first) && firstShorter && lastWithin && (first.length < wholeFirst.length || last.length < wholeLast.length);
}

export const keyNames = (k: Keyed) => [`username:${k.username}`, ...k.keys.map((i) => `${i.kind}:${i.key}`)];

/** What merging one record into its stored profile (or none) comes to. */
export interface Merge {
  outcome: WriteOutcome;
  facts: Facts;
  provenance: Partial<Record<FactName, FactOrigin>>;
  contacts: StoredContact[];
}

/** Merges one record's facts and contacts into what the index holds of its person (the rules above). */
export function mergePerson(
  existing: Profile | null,
  storedContacts: StoredContact[],
  r: PersonRecord,
  incoming: Partial<Facts>,
  origin: Origin,
): Merge {
  const { source } = origin;
  const fetchedAt = origin.fetchedAt.toISOString();
  const theirs: FactOrigin = { source, recordId: r.recordId, fetchedAt };
  const merged: Facts = existing ? { ...EMPTY, ...pickFacts(existing) } : { ...EMPTY };
  const provenance: Partial<Record<FactName, FactOrigin>> = existing ? { ...existing.provenance } : {};
  for (const fact of PROFILE_FACTS) {
    const columns = FACT_COLUMNS[fact];
    const given = columns.some((c) => incoming[c] !== undefined);
    const stored =
      provenance[fact] ?? (existing ? { source: existing.source, recordId: null, fetchedAt: '1970-01-01T00:00:00.000Z' } : undefined);
    if (given) {
      if (stored && stored.fetchedAt > fetchedAt) continue;
      // A name another source shortens ('D. Scully' for 'Dana Scully') leaves the whole one.
      if (fact === 'name' && existing && stored?.source !== source && shortens(incoming, merged)) continue;
      for (const c of columns) (merged as Record<string, unknown>)[c] = incoming[c] ?? EMPTY[c];
      provenance[fact] = theirs;
    } else if (
      stored &&
      stored.source === source &&
      stored.recordId === r.recordId &&
      stored.fetchedAt <= fetchedAt &&
      fact !== 'linkedin'
    ) {
      for (const c of columns) (merged as Record<string, unknown>)[c] = EMPTY[c];
      delete provenance[fact];
    }
  }
  if (!merged.linkedinUsername) merged.linkedinUsername = localUsername(source, r.recordId ?? '');

  const kept = storedContacts.filter((c) => !(c.origin === source && c.origin_record_id === r.recordId));
  const keptValues = new Set(kept.map((c) => `${c.kind}:${c.value}`));
  const given = [
    ...r.emails.map((e) => ({ kind: 'email' as const, ...e })),
    ...r.phones.map((p) => ({ kind: 'phone' as const, ...p })),
  ].filter((c) => !keptValues.has(`${c.kind}:${c.value}`));
  const contacts: StoredContact[] = [
    ...kept,
    ...given.map((c) => {
      const before = storedContacts.find((s) => s.kind === c.kind && s.value === c.value);
      return {
        kind: c.kind,
        value: c.value,
        // A file says nothing of whether an address or line works: unverified until checked.
        status: before?.status ?? ('unverified' as const),
        type: c.type,
        source: 'data_partner' as const,
        last_verified_at: before?.last_verified_at ?? null,
        origin: source,
        origin_record_id: r.recordId,
        fetched_at: origin.fetchedAt,
      };
    }),
  ];
  const contactsKey = (list: StoredContact[]) => list.map((c) => [c.kind, c.value, c.type, c.origin, c.origin_record_id]).sort();
  const unchanged = existing && same(pickFacts(existing), pickFacts(merged)) && same(contactsKey(storedContacts), contactsKey(contacts));
  return { outcome: unchanged ? 'unchanged' : existing ? 'updated' : 'created', facts: merged, provenance, contacts };
}

export function pickFacts(p: Facts): Facts {
  const out = {} as Record<string, unknown>;
  for (const k of Object.keys(EMPTY))
    out[k] = (p as unknown as Record<string, unknown>)[k] ?? (EMPTY as unknown as Record<string, unknown>)[k];
  out.currentCompanyId = out.currentCompanyId === null ? null : Number(out.currentCompanyId);
  return out as unknown as Facts;
}
