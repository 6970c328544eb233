import type { EntityManager } from 'typeorm';
import { totalExperienceMonths } from '../analysis/rules/career-facts';
import { SENIORITY_LEVELS } from '../vocabulary';
import type { ContactKind, ContactStatus, ContactType } from '../profiles/profile-contact.entity';
import { SAMPLE_SOURCE, type FactName, type FactOrigin, type Profile } from '../profiles/profile.entity';
import { PROFILE_FACTS } from '../profiles/fact-sources';
import { upsertProfile, type ContactWrite, type ProfileFields } from '../profiles/profile-writer.repository';
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

async function companyIdOf(tx: EntityManager, company: CompanyFact, countryCode: string): Promise<number> {
  const found: Array<{ id: number }> = company.domain
    ? await tx.query(`SELECT id FROM companies WHERE domain = $1`, [company.domain])
    : await tx.query(`SELECT id FROM companies WHERE lower(name) = lower($1) ORDER BY id LIMIT 1`, [company.name]);
  if (found[0]) return found[0].id;
  const [{ id }]: Array<{ id: string }> = await tx.query(`SELECT nextval('imported_company_ids') AS id`);
  // A company without a known website gets a domain under .invalid (RFC 2606): it can reach no one.
  const domain = company.domain ?? `company-${id}.invalid`;
  await tx.query(
    `INSERT INTO companies (id, name, domain, industry, size, country_code) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (domain) DO NOTHING`,
    [Number(id), company.name, domain, company.industry ?? '', company.size ?? '', countryCode.slice(0, 2)],
  );
  const [row]: Array<{ id: number }> = await tx.query(`SELECT id FROM companies WHERE domain = $1`, [domain]);
  return row.id;
}

/** The facts a record gives; a fact it leaves out is absent. */
async function recordFacts(tx: EntityManager, r: PersonRecord): Promise<Partial<Facts>> {
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
    f.currentCompanyId = r.company ? await companyIdOf(tx, r.company, r.location?.countryCode ?? '') : null;
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

async function findProfile(tx: EntityManager, r: PersonRecord, source: string): Promise<Profile | null> {
  const byUsername = r.linkedinUsername ?? localUsername(source, r.recordId ?? '');
  const keys = [
    ...(r.recordId ? [{ kind: 'record', key: `${source}:${r.recordId}` }] : []),
    ...r.emails.map((e) => ({ kind: 'email', key: emailKey(e.value) })),
  ];
  const rows: Array<{ id: string; rank: number }> = await tx.query(
    `SELECT p.id, 0 AS rank FROM profiles p WHERE p.linkedin_username = $1 AND p.source <> $4
     UNION ALL
     SELECT i.profile_id, CASE i.kind WHEN 'record' THEN 1 ELSE 2 END FROM profile_identities i
       WHERE (i.kind, i.key) IN (SELECT * FROM unnest($2::varchar[], $3::varchar[]))
     ORDER BY rank LIMIT 1`,
    [byUsername, keys.map((k) => k.kind), keys.map((k) => k.key), SAMPLE_SOURCE],
  );
  if (!rows[0]) return null;
  const [profile]: Profile[] = await tx.getRepository<Profile>('Profile').find({ where: { id: rows[0].id } });
  return profile ?? null;
}

/** Merges one record into the index (see the rules above), in the caller's transaction. */
export async function writePerson(tx: EntityManager, r: PersonRecord, origin: Origin): Promise<WriteOutcome> {
  const { source } = origin;
  const fetchedAt = origin.fetchedAt.toISOString();
  const existing = await findProfile(tx, r, source);
  const incoming = await recordFacts(tx, r);
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

  const storedContacts: StoredContact[] = existing
    ? await tx.query(
        `SELECT kind, value, status, type, source, last_verified_at, origin, origin_record_id, fetched_at FROM profile_contacts WHERE profile_id = $1 ORDER BY id`,
        [existing.id],
      )
    : [];
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
  if (existing && same(pickFacts(existing), pickFacts(merged)) && same(contactsKey(storedContacts), contactsKey(contacts))) {
    await addIdentities(tx, existing.id, r, source);
    return 'unchanged';
  }

  const id = existing?.id ?? String((await tx.query(`SELECT nextval('imported_profile_ids') AS id`))[0].id);
  if (!existing) await freeUsernameOfSample(tx, merged.linkedinUsername);
  const profile: ProfileFields = {
    id,
    ...merged,
    profilePicture: existing?.profilePicture ?? null,
    experienceMonths: totalExperienceMonths(merged.workExperiences, origin.fetchedAt),
    socialProfiles: existing?.socialProfiles ?? [],
    source: existing?.source ?? source,
  };
  await upsertProfile(tx, {
    profile,
    contacts: contacts.map((c) => ({
      kind: c.kind,
      value: c.value,
      status: c.status,
      type: c.type,
      source: c.source,
      lastVerifiedAt: c.last_verified_at ? new Date(c.last_verified_at).toISOString() : null,
    })),
  });
  await tx.query(`UPDATE profiles SET provenance = $2::jsonb WHERE id = $1`, [id, JSON.stringify(provenance)]);
  const withOrigin = contacts.filter((c) => c.origin);
  if (withOrigin.length)
    await tx.query(
      `UPDATE profile_contacts pc SET origin = v.origin, origin_record_id = v.record_id, fetched_at = v.fetched_at
       FROM unnest($2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::timestamptz[]) AS v(kind, value, origin, record_id, fetched_at)
       WHERE pc.profile_id = $1 AND pc.kind = v.kind AND pc.value = v.value`,
      [
        id,
        withOrigin.map((c) => c.kind),
        withOrigin.map((c) => c.value),
        withOrigin.map((c) => c.origin),
        withOrigin.map((c) => c.origin_record_id),
        withOrigin.map((c) => (c.fetched_at ? new Date(c.fetched_at).toISOString() : null)),
      ],
    );
  await addIdentities(tx, id, r, source);
  return existing ? 'updated' : 'created';
}

function pickFacts(p: Facts): Facts {
  const out = {} as Record<string, unknown>;
  for (const k of Object.keys(EMPTY))
    out[k] = (p as unknown as Record<string, unknown>)[k] ?? (EMPTY as unknown as Record<string, unknown>)[k];
  out.currentCompanyId = out.currentCompanyId === null ? null : Number(out.currentCompanyId);
  return out as unknown as Facts;
}

/** A sample person holding a real person's LinkedIn username gives it up (theirs was invented). */
async function freeUsernameOfSample(tx: EntityManager, username: string): Promise<void> {
  await tx.query(
    `UPDATE profiles SET linkedin_username = left(linkedin_username, 80) || '-sample-' || id WHERE linkedin_username = $1 AND source = $2`,
    [username, SAMPLE_SOURCE],
  );
}

async function addIdentities(tx: EntityManager, profileId: string, r: PersonRecord, source: string): Promise<void> {
  const keys = [
    ...(r.recordId ? [{ kind: 'record', key: `${source}:${r.recordId}`.slice(0, 300) }] : []),
    ...r.emails.map((e) => ({ kind: 'email', key: emailKey(e.value) })),
  ];
  if (!keys.length) return;
  await tx.query(
    `INSERT INTO profile_identities (kind, key, profile_id) SELECT k, v, $1 FROM unnest($2::varchar[], $3::varchar[]) AS t(k, v) ON CONFLICT DO NOTHING`,
    [profileId, keys.map((k) => k.kind), keys.map((k) => k.key)],
  );
}
