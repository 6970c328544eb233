import type { EntityManager } from 'typeorm';
import type { ContactKind, ContactSource, ContactStatus, ContactType } from './profile-contact.entity';
import type { Profile } from './profile.entity';
import { DOC_COLUMNS, profileSearchRow, SEARCH_KEY_COLUMNS, type ProfileSearchRow } from './profile-search-row';
import { TEXT_SEARCH } from './text-search';

/**
 * The writer of one profile of the people index: the profile, its contacts and its profile_search
 * row, together, for any code that adds or replaces one profile (a provider's refresh, test
 * factories); the seed's bulk loader writes the same columns with COPY.
 */

/** The stored fields of a profile, as a writer gives them (the timestamps are the database's). */
export type ProfileFields = Omit<Profile, 'createdAt' | 'refreshedAt' | 'provenance'>;

/** One e-mail address or phone number of the profile. */
export interface ContactWrite {
  kind: ContactKind;
  value: string;
  status: ContactStatus;
  /** Unsaid: an e-mail is taken as a work address, a phone as personal (CONTACT_DEFAULTS). */
  type?: ContactType;
  /** Unsaid: a data partner's (a provider's profile data). */
  source?: ContactSource;
  /** When it was last checked, as an ISO date or timestamp; unsaid or null: never. */
  lastVerifiedAt?: string | null;
}

/** What a contact written without its facts is taken to be. */
export const CONTACT_DEFAULTS = { emailType: 'work', phoneType: 'personal', source: 'data_partner' } as const;

/** The columns of profile_contacts a writer sets for a contact, in this order (the bulk loader's COPY too). */
export function contactColumnValues(c: ContactWrite): [ContactKind, string, ContactStatus, ContactType, ContactSource, string | null] {
  const type = c.type ?? (c.kind === 'email' ? CONTACT_DEFAULTS.emailType : CONTACT_DEFAULTS.phoneType);
  return [c.kind, c.value, c.status, type, c.source ?? CONTACT_DEFAULTS.source, c.lastVerifiedAt ?? null];
}

/** What upsertProfile writes. */
export interface ProfileWrite {
  profile: ProfileFields;
  /** Every contact of the profile: they replace the stored ones. */
  contacts: readonly ContactWrite[];
  /**
   * The search row; when omitted it is built from the profile alone (profileSearchRow: the current
   * company and industry stand for the whole history).
   */
  search?: ProfileSearchRow;
}

/** The columns of profiles a writer sets, in the order of ProfileFields as the writers send them. */
export const PROFILE_COLUMNS = [
  'id',
  'linkedin_username',
  'linkedin_link',
  'first_name',
  'last_name',
  'profile_picture',
  'headline',
  'summary',
  'city',
  'country',
  'country_code',
  'current_title',
  'current_company_id',
  'current_company',
  'seniority',
  'job_function',
  'industry',
  'experience_months',
  'skills',
  'social_profiles',
  'work_experiences',
  'academic_credentials',
  'source',
  'region',
] as const;

/** A profile's columns (PROFILE_COLUMNS) by name, as `jsonb_populate_recordset(NULL::profiles, …)` reads them. */
export function profileColumns(p: ProfileFields): Record<(typeof PROFILE_COLUMNS)[number], unknown> {
  return {
    id: p.id,
    linkedin_username: p.linkedinUsername,
    linkedin_link: p.linkedinLink,
    first_name: p.firstName,
    last_name: p.lastName,
    profile_picture: p.profilePicture,
    headline: p.headline,
    summary: p.summary,
    city: p.city,
    country: p.country,
    country_code: p.countryCode,
    current_title: p.currentTitle,
    current_company_id: p.currentCompanyId,
    current_company: p.currentCompany,
    seniority: p.seniority,
    job_function: p.jobFunction,
    industry: p.industry,
    experience_months: p.experienceMonths,
    skills: p.skills,
    social_profiles: p.socialProfiles,
    work_experiences: p.workExperiences,
    academic_credentials: p.academicCredentials,
    source: p.source,
    region: p.region,
  };
}

/** A JSON array of rows each already written as JSON (the row builders below). */
function jsonArray(rows: readonly string[]): string {
  return `[${rows.join(',')}]`;
}

/** A profile's row as JSON: its columns (profileColumns) and `extra` columns of the profiles table. */
export function profileRowJson(p: ProfileFields, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...profileColumns(p), ...extra });
}

/**
 * Inserts profiles, or replaces those whose id exists, from their rows as JSON (profileRowJson, with
 * the `extra` columns named) in one statement.
 */
export async function upsertProfileRows(tx: EntityManager, rows: readonly string[], extra: string[] = []): Promise<void> {
  const columns = [...PROFILE_COLUMNS, ...extra];
  await tx.query(
    `INSERT INTO profiles (${columns.join(', ')})
     SELECT ${columns.join(', ')} FROM jsonb_populate_recordset(NULL::profiles, $1::jsonb)
     ON CONFLICT (id) DO UPDATE SET ${columns
       .filter((c) => c !== 'id')
       .map((c) => `${c} = EXCLUDED.${c}`)
       .join(', ')}`,
    [jsonArray(rows)],
  );
}

/** One stored contact of a profile, with where it came from when an import or provider gave it. */
export interface ContactRow {
  profileId: string;
  contact: ContactWrite;
  origin?: { source: string; recordId: string | null; fetchedAt: Date | string | null };
}

/** A contact's row of profile_contacts as JSON. */
export function contactRowJson({ profileId, contact, origin }: ContactRow): string {
  const [kind, value, status, type, source, lastVerifiedAt] = contactColumnValues(contact);
  return JSON.stringify({
    profile_id: profileId,
    kind,
    value,
    status,
    type,
    source,
    last_verified_at: lastVerifiedAt,
    origin: origin?.source ?? null,
    origin_record_id: origin?.recordId ?? null,
    fetched_at: origin?.fetchedAt ? new Date(origin.fetchedAt).toISOString() : null,
  });
}

/** Replaces every contact of the given profiles with `rows` (contactRowJson), in two statements for any number of profiles. */
export async function replaceContacts(tx: EntityManager, profileIds: readonly string[], rows: readonly string[]): Promise<void> {
  if (profileIds.length) await tx.query('DELETE FROM profile_contacts WHERE profile_id = ANY($1::bigint[])', [profileIds]);
  if (!rows.length) return;
  const columns = 'profile_id, kind, value, status, type, source, last_verified_at, origin, origin_record_id, fetched_at';
  await tx.query(
    `INSERT INTO profile_contacts (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::profile_contacts, $1::jsonb)`,
    [jsonArray(rows)],
  );
}

/** A search row as JSON: its texts, and its filter keys by column. */
export function searchRowJson(s: ProfileSearchRow): string {
  return JSON.stringify({
    text_a: s.textA,
    text_b: s.textB,
    text_c: s.textC,
    title_text: s.titleText,
    keys: {
      profile_id: s.profileId,
      seniority: s.seniority,
      job_function: s.jobFunction,
      city_key: s.cityKey,
      country_code: s.countryCode,
      current_company_id: s.currentCompanyId,
      company_ids: s.companyIds,
      industry: s.industry,
      industries: s.industries,
      skill_keys: s.skillKeys,
      years: s.years,
      school_keys: s.schoolKeys,
      degree_levels: s.degreeLevels,
      quality: s.quality,
      remote: s.remote,
      relocates: s.relocates,
      region_key: s.regionKey,
    } satisfies Record<'profile_id' | (typeof SEARCH_KEY_COLUMNS)[number], unknown>,
  });
}

/**
 * Writes search rows (searchRowJson: inserted, or replaced when the profile has one; tsvectors
 * computed by PostgreSQL) in one statement for any number of rows. Their current titles go to
 * job_titles with addJobTitles.
 */
export async function writeSearchRows(tx: EntityManager, rows: readonly string[]): Promise<void> {
  if (!rows.length) return;
  const columns = ['profile_id', ...DOC_COLUMNS, ...SEARCH_KEY_COLUMNS];
  await tx.query(
    `INSERT INTO profile_search (${columns.join(', ')})
     SELECT k.profile_id, ${docValuesSql('t.title_text')}, ${SEARCH_KEY_COLUMNS.map((c) => `k.${c}`).join(', ')}
     FROM jsonb_to_recordset($1::jsonb) AS t(text_a text, text_b text, text_c text, title_text text, keys jsonb),
       jsonb_populate_record(NULL::profile_search, t.keys) AS k,
       ${weightedTextsSql('t.text_a', 't.text_b', 't.text_c')}
     ON CONFLICT (profile_id) DO UPDATE SET ${columns
       .filter((c) => c !== 'profile_id')
       .map((c) => `${c} = EXCLUDED.${c}`)
       .join(', ')}`,
    [jsonArray(rows)],
  );
}

/**
 * Adds the titles job_titles has not seen (title_key is lower(title_text), as docValuesSql writes it).
 * Apart from the search rows so that an import writing two batches at once can add its titles only
 * once the batch before has committed (two transactions adding one title wait on each other).
 */
export async function addJobTitles(tx: EntityManager, titles: readonly string[]): Promise<void> {
  if (!titles.length) return;
  await tx.query(
    `INSERT INTO job_titles (title_key, doc)
     SELECT n.key, to_tsvector('${TEXT_SEARCH}', n.key) FROM (SELECT DISTINCT lower(t) AS key FROM unnest($1::text[]) AS t) n
     WHERE n.key <> '' AND NOT EXISTS (SELECT 1 FROM job_titles j WHERE j.title_key = n.key)
     ON CONFLICT (title_key) DO NOTHING`,
    [titles],
  );
}

/**
 * Writes one profile with its contacts and search row in a transaction: inserted, or replaced when
 * the id exists. Contacts are replaced as a whole, and a current title the index has not seen joins job_titles.
 */
export async function upsertProfile(manager: EntityManager, input: ProfileWrite): Promise<void> {
  const p = input.profile;
  const search = input.search ?? profileSearchRow(p);
  await manager.transaction(async (tx) => {
    await upsertProfileRows(tx, [profileRowJson(p)]);
    await replaceContacts(
      tx,
      [p.id],
      input.contacts.map((contact) => contactRowJson({ profileId: p.id, contact })),
    );
    await writeSearchRows(tx, [searchRowJson(search)]);
    await addJobTitles(tx, [search.titleText]);
  });
}

/** The SQL of a profile's search documents (DOC_COLUMNS, in profile-search-row.ts), from its three texts weighed once in a LATERAL named w. */
export function weightedTextsSql(a: string, b: string, c: string): string {
  return `LATERAL (SELECT setweight(to_tsvector('${TEXT_SEARCH}', ${a}), 'A') AS a, setweight(to_tsvector('${TEXT_SEARCH}', ${b}), 'B') AS b, setweight(to_tsvector('${TEXT_SEARCH}', ${c}), 'C') AS c) w`;
}
export function docValuesSql(title: string): string {
  return `w.a || w.b || w.c, w.a, lower(${title})`;
}

/** Adds every title of profile_search that job_titles does not have yet (the bulk loader, after its search rows). */
export function addJobTitlesSql(): string {
  return `INSERT INTO job_titles (title_key, doc)
    SELECT DISTINCT ps.title_key, to_tsvector('${TEXT_SEARCH}', ps.title_key) FROM profile_search ps WHERE ps.title_key <> ''
    ON CONFLICT (title_key) DO NOTHING`;
}
