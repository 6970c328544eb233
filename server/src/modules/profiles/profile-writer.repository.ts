import type { EntityManager } from 'typeorm';
import type { ContactKind, ContactSource, ContactStatus, ContactType } from './profile-contact.entity';
import type { Profile } from './profile.entity';
import { DOC_COLUMNS, profileSearchRow, SEARCH_KEY_COLUMNS, type ProfileSearchRow } from './profile-search-row';

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
] as const;

/**
 * Writes one profile with its contacts and search row (tsvectors computed by PostgreSQL) in a
 * transaction: inserted, or replaced when the id exists. Contacts are replaced as a whole, and a
 * current title the index has not seen joins job_titles.
 */
export async function upsertProfile(manager: EntityManager, input: ProfileWrite): Promise<void> {
  const p = input.profile;
  const s = input.search ?? profileSearchRow(p);
  await manager.transaction(async (tx) => {
    const profileValues = [
      p.id,
      p.linkedinUsername,
      p.linkedinLink,
      p.firstName,
      p.lastName,
      p.profilePicture,
      p.headline,
      p.summary,
      p.city,
      p.country,
      p.countryCode,
      p.currentTitle,
      p.currentCompanyId,
      p.currentCompany,
      p.seniority,
      p.jobFunction,
      p.industry,
      p.experienceMonths,
      p.skills,
      JSON.stringify(p.socialProfiles),
      JSON.stringify(p.workExperiences),
      JSON.stringify(p.academicCredentials),
      p.source,
    ];
    const placeholders = PROFILE_COLUMNS.map((c, i) =>
      c === 'social_profiles' || c === 'work_experiences' || c === 'academic_credentials' ? `$${i + 1}::jsonb` : `$${i + 1}`,
    );
    const updates = PROFILE_COLUMNS.filter((c) => c !== 'id').map((c) => `${c} = EXCLUDED.${c}`);
    await tx.query(
      `INSERT INTO profiles (${PROFILE_COLUMNS.join(', ')}) VALUES (${placeholders.join(', ')}) ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
      profileValues,
    );

    await tx.query('DELETE FROM profile_contacts WHERE profile_id = $1', [p.id]);
    if (input.contacts.length > 0) {
      const params: unknown[] = [];
      const rows = input.contacts.map((c, i) => {
        params.push(p.id, ...contactColumnValues(c));
        return `(${Array.from({ length: 7 }, (_, k) => `$${i * 7 + k + 1}`).join(', ')})`;
      });
      await tx.query(
        `INSERT INTO profile_contacts (profile_id, kind, value, status, type, source, last_verified_at) VALUES ${rows.join(', ')}`,
        params,
      );
    }

    const searchColumns = ['profile_id', ...DOC_COLUMNS, ...SEARCH_KEY_COLUMNS];
    const searchValues = [
      s.profileId,
      s.textA,
      s.textB,
      s.textC,
      s.titleText,
      s.seniority,
      s.jobFunction,
      s.cityKey,
      s.countryCode,
      s.currentCompanyId,
      s.companyIds,
      s.industry,
      s.industries,
      s.skillKeys,
      s.years,
      s.schoolKeys,
      s.degreeLevels,
      s.quality,
    ];
    const keyPlaceholders = SEARCH_KEY_COLUMNS.map((_, i) => `$${i + 6}`);
    await tx.query(
      `INSERT INTO profile_search (${searchColumns.join(', ')})
       SELECT $1, ${docValuesSql('$5::text')}, ${keyPlaceholders.join(', ')} FROM ${weightedTextsSql('$2::text', '$3::text', '$4::text')}
       ON CONFLICT (profile_id) DO UPDATE SET ${searchColumns
         .filter((c) => c !== 'profile_id')
         .map((c) => `${c} = EXCLUDED.${c}`)
         .join(', ')}`,
      searchValues,
    );
    await tx.query(addJobTitlesSql('ps.profile_id = $1'), [s.profileId]);
  });
}

/** The SQL of a profile's search documents (DOC_COLUMNS, in profile-search-row.ts), from its three texts weighed once in a LATERAL named w. */
export function weightedTextsSql(a: string, b: string, c: string): string {
  return `LATERAL (SELECT setweight(to_tsvector('english', ${a}), 'A') AS a, setweight(to_tsvector('english', ${b}), 'B') AS b, setweight(to_tsvector('english', ${c}), 'C') AS c) w`;
}
export function docValuesSql(title: string): string {
  return `w.a || w.b || w.c, w.a || w.b, w.a, to_tsvector('english', ${title}), lower(${title})`;
}

/** Adds the titles of profile_search that job_titles does not have yet (all of them, or those of some profiles). */
export function addJobTitlesSql(where = 'TRUE'): string {
  return `INSERT INTO job_titles (title_key, doc)
    SELECT DISTINCT ps.title_key, to_tsvector('english', ps.title_key) FROM profile_search ps WHERE ps.title_key <> '' AND ${where}
    ON CONFLICT (title_key) DO NOTHING`;
}
