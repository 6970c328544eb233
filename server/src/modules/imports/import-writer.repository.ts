import { In, type EntityManager } from 'typeorm';
import { totalExperienceMonths } from '../analysis/rules/career-facts';
import { SENIORITY_LEVELS } from '../vocabulary';
import type { ContactKind, ContactStatus, ContactType } from '../profiles/profile-contact.entity';
import { SAMPLE_SOURCE, type FactName, type FactOrigin, type Profile } from '../profiles/profile.entity';
import { PROFILE_FACTS } from '../profiles/fact-sources';
import {
  profileColumns,
  replaceContacts,
  upsertProfileRows,
  writeSearchRows,
  type ContactWrite,
  type ProfileFields,
} from '../profiles/profile-writer.repository';
import { profileSearchRow } from '../profiles/profile-search-row';
import { emailKey, type CompanyFact, type PersonRecord } from './person-record';
import { readTitle } from './readings';

/**
 * Writes one imported person into the people index: finds the profile the record names (by LinkedIn
 * username, the source's record id, or an e-mail address), merges fact by fact with what is there,
 * and keeps where each fact and contact came from. The merge rules (docs/features/imports.md):
 * - a fact the record gives replaces the stored one unless the stored one was read later;
 * - a fact the record leaves out is cleared only when the stored one came from this same record of
 *   this same source (the source took it back); a fact of another source is never blanked;
 * - this record's contacts replace the ones it gave before; other sources' contacts stay.
 */

export type WriteOutcome = 'created' | 'updated' | 'unchanged';

export interface Origin {
  source: string;
  fetchedAt: Date;
}

interface StoredContact {
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

type Facts = Pick<
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
  location: ['city', 'country', 'countryCode'],
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

/**
 * The company ids one import has found or added, kept across its batches so that a company named
 * again is not looked up again: `resolved` collects what a batch's transaction found, and moves to
 * `committed` (which look-ups read) only once that transaction has committed (`commit()`), so an
 * undone batch leaves no id of a company that was never written. At most `max` are kept.
 */
export class CompanyIds {
  readonly committed = new Map<string, number>();
  resolved = new Map<string, number>();
  constructor(private readonly max = 100_000) {}

  commit(): void {
    if (this.committed.size + this.resolved.size > this.max) this.committed.clear();
    for (const [key, id] of this.resolved) this.committed.set(key, id);
    this.resolved = new Map();
  }

  /** Forgets what an undone transaction found. */
  discard(): void {
    this.resolved = new Map();
  }
}

/** One company a record names: by its website's domain, else by its name (compared case-blind). */
function companyKey(c: CompanyFact): string {
  return c.domain ? `d:${c.domain}` : `n:${c.name}`;
}

/**
 * The ids of the companies records name, found or added in a few statements for the whole set: by
 * domain, else by name (the oldest company of that name). A company without a known website gets a
 * domain under .invalid (RFC 2606): it can reach no one.
 */
async function companyIds(
  tx: EntityManager,
  wanted: Array<{ company: CompanyFact; countryCode: string }>,
  known: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const first = new Map<string, { company: CompanyFact; countryCode: string }>();
  for (const w of wanted) {
    const key = companyKey(w.company);
    const id = known.get(key);
    if (id !== undefined) ids.set(key, id);
    else if (!first.has(key)) first.set(key, w);
  }
  if (!first.size) return ids;
  const domains = [...first.values()].filter((w) => w.company.domain).map((w) => w.company.domain!);
  const names = [...first.values()].filter((w) => !w.company.domain).map((w) => w.company.name);
  const found: Array<{ key: string; id: number }> = await tx.query(
    `SELECT 'd:' || domain AS key, id FROM companies WHERE domain = ANY($1::varchar[])
     UNION ALL
     SELECT 'n:' || n.name, c.id FROM unnest($2::varchar[]) AS n(name)
       CROSS JOIN LATERAL (SELECT id FROM companies WHERE lower(name) = lower(n.name) ORDER BY id LIMIT 1) c`,
    [domains, names],
  );
  for (const f of found) ids.set(f.key, Number(f.id));
  const missing = [...first.entries()].filter(([key]) => !ids.has(key));
  if (!missing.length) return ids;
  const fresh: Array<{ id: string }> = await tx.query(`SELECT nextval('imported_company_ids') AS id FROM generate_series(1, $1::int)`, [
    missing.length,
  ]);
  const rows = missing.map(([key, { company, countryCode }], i) => ({
    key,
    id: Number(fresh[i].id),
    name: company.name,
    domain: company.domain ?? `company-${fresh[i].id}.invalid`,
    industry: company.industry ?? '',
    size: company.size ?? '',
    country_code: countryCode.slice(0, 2),
  }));
  await tx.query(
    `INSERT INTO companies (id, name, domain, industry, size, country_code)
     SELECT id, name, domain, industry, size, country_code FROM jsonb_populate_recordset(NULL::companies, $1::jsonb)
     ON CONFLICT (domain) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  const added: Array<{ domain: string; id: number }> = await tx.query(
    `SELECT domain, id FROM companies WHERE domain = ANY($1::varchar[])`,
    [rows.map((r) => r.domain)],
  );
  const byDomain = new Map(added.map((a) => [a.domain, Number(a.id)]));
  for (const r of rows) ids.set(r.key, byDomain.get(r.domain)!);
  return ids;
}

/** The facts a record gives; a fact it leaves out is absent. */
function recordFacts(r: PersonRecord, companies: Map<string, number>): Partial<Facts> {
  const f: Partial<Facts> = { firstName: r.firstName, lastName: r.lastName };
  if (r.linkedinUsername) {
    f.linkedinUsername = r.linkedinUsername;
    f.linkedinLink = `https://www.linkedin.com/in/${r.linkedinUsername}`;
  }
  if (r.summary) f.summary = r.summary;
  if (r.location) Object.assign(f, { city: r.location.city, country: r.location.country, countryCode: r.location.countryCode });
  if (r.title || r.company) {
    const reading = r.title ? readTitle(r.title) : null;
    f.currentTitle = r.title;
    f.currentCompany = r.company?.name ?? null;
    f.currentCompanyId = r.company ? companies.get(companyKey(r.company))! : null;
    f.seniority = reading ? Math.min(reading.level, SENIORITY_LEVELS.length - 1) : null;
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
function stable(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
const same = (a: unknown, b: unknown) => stable(a) === stable(b);

interface IdentityKey {
  kind: 'record' | 'email';
  key: string;
}

/** A record with the keys that find its person: a LinkedIn (or local) username, the source's record id, e-mail addresses. */
interface Keyed {
  index: number;
  r: PersonRecord;
  username: string;
  keys: IdentityKey[];
}

function keyed(r: PersonRecord, index: number, source: string): Keyed {
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

const keyNames = (k: Keyed) => [`username:${k.username}`, ...k.keys.map((i) => `${i.kind}:${i.key}`)];

/** The profile each record names, if the index has it: by username, else the record id, else an e-mail address. */
async function findProfiles(tx: EntityManager, round: Keyed[]): Promise<Map<number, string>> {
  const byUsername: Array<{ id: string; linkedin_username: string }> = await tx.query(
    `SELECT id, linkedin_username FROM profiles WHERE linkedin_username = ANY($1::varchar[]) AND source <> $2`,
    [round.map((k) => k.username), SAMPLE_SOURCE],
  );
  const keys = round.flatMap((k) => k.keys);
  const byKey: Array<{ kind: string; key: string; profile_id: string }> = keys.length
    ? await tx.query(
        `SELECT kind, key, profile_id FROM profile_identities WHERE (kind, key) IN (SELECT * FROM unnest($1::varchar[], $2::varchar[]))`,
        [keys.map((k) => k.kind), keys.map((k) => k.key)],
      )
    : [];
  const usernames = new Map(byUsername.map((p) => [p.linkedin_username, String(p.id)]));
  const identities = new Map(byKey.map((i) => [`${i.kind}:${i.key}`, String(i.profile_id)]));
  const found = new Map<number, string>();
  for (const k of round) {
    const id = usernames.get(k.username) ?? k.keys.map((i) => identities.get(`${i.kind}:${i.key}`)).find(Boolean);
    if (id) found.set(k.index, id);
  }
  return found;
}

/** What merging one record into its stored profile (or none) comes to. */
interface Merge {
  outcome: WriteOutcome;
  facts: Facts;
  provenance: Partial<Record<FactName, FactOrigin>>;
  contacts: StoredContact[];
}

/** Merges one record's facts and contacts into what the index holds of its person (the rules above). */
function mergePerson(
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

/**
 * Merges people into the index (the rules above), in the caller's transaction, as a set: each
 * statement covers the whole set (its look-ups, profiles, contacts, search rows and identity keys).
 * Records of the same person (a key in common, or the same stored profile) are merged one after
 * the other, in file order, as separate rounds. Returns each record's outcome, in order. A record
 * that cannot be written fails the whole call; the caller retries its records one by one.
 */
export async function writePeople(
  tx: EntityManager,
  records: readonly PersonRecord[],
  origin: Origin,
  companies: CompanyIds = new CompanyIds(),
): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = new Array<WriteOutcome>(records.length);
  let pending = records.map((r, i) => keyed(r, i, origin.source));
  while (pending.length) {
    // A round: records that share no key with an earlier record still to be written.
    const round: Keyed[] = [];
    const later: Keyed[] = [];
    const seen = new Set<string>();
    for (const k of pending) {
      const names = keyNames(k);
      if (names.some((n) => seen.has(n))) later.push(k);
      else round.push(k);
      for (const n of names) seen.add(n);
    }
    const deferred = await writeRound(tx, round, origin, outcomes, companies);
    pending = [...deferred, ...later].sort((a, b) => a.index - b.index);
  }
  return outcomes;
}

/** Writes one round (no two records share a key); returns the records whose stored profile an earlier record of the round also names. */
async function writeRound(
  tx: EntityManager,
  round: Keyed[],
  origin: Origin,
  outcomes: WriteOutcome[],
  known: CompanyIds,
): Promise<Keyed[]> {
  const found = await findProfiles(tx, round);
  const deferred: Keyed[] = [];
  const claimed = new Set<string>();
  const writing: Keyed[] = [];
  for (const k of round) {
    const id = found.get(k.index);
    if (id && claimed.has(id)) deferred.push(k);
    else {
      if (id) claimed.add(id);
      writing.push(k);
    }
  }
  const ids = [...claimed];
  const stored = ids.length ? await tx.getRepository<Profile>('Profile').find({ where: { id: In(ids) } }) : [];
  const profiles = new Map(stored.map((p) => [String(p.id), p]));
  const contactRows: Array<StoredContact & { profile_id: string }> = ids.length
    ? await tx.query(
        `SELECT profile_id, kind, value, status, type, source, last_verified_at, origin, origin_record_id, fetched_at
         FROM profile_contacts WHERE profile_id = ANY($1::bigint[]) ORDER BY id`,
        [ids],
      )
    : [];
  const contactsOf = new Map<string, StoredContact[]>();
  for (const { profile_id, ...c } of contactRows) contactsOf.set(String(profile_id), [...(contactsOf.get(String(profile_id)) ?? []), c]);
  const companies = await companyIds(
    tx,
    writing.filter((k) => k.r.company).map((k) => ({ company: k.r.company!, countryCode: k.r.location?.countryCode ?? '' })),
    known.committed,
  );
  for (const [key, id] of companies) known.resolved.set(key, id);

  const merges = writing.map((k) => {
    const id = found.get(k.index);
    const existing = id ? (profiles.get(id) ?? null) : null;
    return { k, existing, merge: mergePerson(existing, id ? (contactsOf.get(id) ?? []) : [], k.r, recordFacts(k.r, companies), origin) };
  });
  const created = merges.filter((m) => m.merge.outcome === 'created');
  const fresh: Array<{ id: string }> = created.length
    ? await tx.query(`SELECT nextval('imported_profile_ids') AS id FROM generate_series(1, $1::int)`, [created.length])
    : [];
  const idOf = new Map<number, string>(merges.filter((m) => m.existing).map((m) => [m.k.index, String(m.existing!.id)]));
  created.forEach((m, i) => idOf.set(m.k.index, String(fresh[i].id)));
  const changed = merges.filter((m) => m.merge.outcome !== 'unchanged');
  if (created.length)
    // A sample person holding a real person's LinkedIn username gives it up (theirs was invented).
    await tx.query(
      `UPDATE profiles SET linkedin_username = left(linkedin_username, 80) || '-sample-' || id WHERE linkedin_username = ANY($1::varchar[]) AND source = $2`,
      [created.map((m) => m.merge.facts.linkedinUsername), SAMPLE_SOURCE],
    );
  if (changed.length) await writeProfiles(tx, changed, idOf, origin);
  const identities = writing.flatMap((k) => k.keys.map((i) => ({ ...i, profileId: idOf.get(k.index)! })));
  if (identities.length)
    await tx.query(
      `INSERT INTO profile_identities (kind, key, profile_id)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::bigint[]) ON CONFLICT DO NOTHING`,
      [identities.map((i) => i.kind), identities.map((i) => i.key), identities.map((i) => i.profileId)],
    );
  for (const m of merges) outcomes[m.k.index] = m.merge.outcome;
  return deferred;
}

/** Writes the profiles, contacts and search rows of the merged records that changed, one statement each. */
async function writeProfiles(
  tx: EntityManager,
  changed: Array<{ k: Keyed; existing: Profile | null; merge: Merge }>,
  idOf: Map<number, string>,
  origin: Origin,
): Promise<void> {
  const rows = changed.map(({ k, existing, merge }) => {
    const profile: ProfileFields = {
      id: idOf.get(k.index)!,
      ...merge.facts,
      profilePicture: existing?.profilePicture ?? null,
      experienceMonths: totalExperienceMonths(merge.facts.workExperiences, origin.fetchedAt),
      socialProfiles: existing?.socialProfiles ?? [],
      source: existing?.source ?? origin.source,
    };
    return { profile, provenance: merge.provenance, contacts: merge.contacts };
  });
  await upsertProfileRows(
    tx,
    rows.map((r) => ({ ...profileColumns(r.profile), provenance: r.provenance })),
    ['provenance'],
  );
  await replaceContacts(
    tx,
    rows.map((r) => r.profile.id),
    rows.flatMap((r) =>
      r.contacts.map((c) => ({
        profileId: r.profile.id,
        contact: {
          kind: c.kind,
          value: c.value,
          status: c.status,
          type: c.type,
          source: c.source,
          lastVerifiedAt: c.last_verified_at ? new Date(c.last_verified_at).toISOString() : null,
        },
        origin: c.origin ? { source: c.origin, recordId: c.origin_record_id, fetchedAt: c.fetched_at } : undefined,
      })),
    ),
  );
  await writeSearchRows(
    tx,
    rows.map((r) => profileSearchRow(r.profile)),
  );
}

function pickFacts(p: Facts): Facts {
  const out = {} as Record<string, unknown>;
  for (const k of Object.keys(EMPTY))
    out[k] = (p as unknown as Record<string, unknown>)[k] ?? (EMPTY as unknown as Record<string, unknown>)[k];
  out.currentCompanyId = out.currentCompanyId === null ? null : Number(out.currentCompanyId);
  return out as unknown as Facts;
}
