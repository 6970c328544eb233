import type { DataSource, EntityManager } from 'typeorm';

/** A profile as its person sees it: every fact with where it came from, and every contact with its source and dates. */
export interface HeldProfile {
  id: string;
  linkedin_username: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  summary: string | null;
  city: string | null;
  country: string | null;
  current_title: string | null;
  current_company: string | null;
  industry: string | null;
  skills: string[];
  work_experiences: unknown[];
  academic_credentials: unknown[];
  source: string;
  provenance: Record<string, { source: string; recordId: string | null; fetchedAt: string }>;
  created_at: Date;
  refreshed_at: Date | null;
  contacts: Array<{
    kind: 'email' | 'phone';
    value: string;
    status: string;
    type: string;
    source: string;
    origin: string | null;
    fetchedAt: string | null;
    lastVerifiedAt: string | null;
    lastSeenOn: string | null;
  }>;
}

/** The profiles an e-mail address names: by its identity key (as imports file it), or as a stored contact. */
const PROFILES_OF_EMAIL_SQL = `
  SELECT profile_id::text AS id FROM profile_identities WHERE kind = 'email' AND key = $1
  UNION
  SELECT profile_id::text FROM profile_contacts WHERE kind = 'email' AND lower(value) = ANY($2::text[])`;

const HELD_SQL = `
  SELECT p.id::text AS id, p.linkedin_username, p.first_name, p.last_name, p.headline, p.summary, p.city, p.country,
         p.current_title, p.current_company, p.industry, p.skills, p.work_experiences, p.academic_credentials, p.source,
         p.provenance, p.created_at, p.refreshed_at,
         COALESCE((SELECT json_agg(json_build_object('kind', c.kind, 'value', c.value, 'status', c.status, 'type', c.type,
                     'source', c.source, 'origin', c.origin, 'fetchedAt', c.fetched_at, 'lastVerifiedAt', c.last_verified_at,
                     'lastSeenOn', to_char(c.last_seen_on, 'YYYY-MM-DD')) ORDER BY c.id)
                     FROM profile_contacts c WHERE c.profile_id = p.id), '[]'::json) AS contacts
    FROM profiles p WHERE p.id = ANY($1::bigint[]) ORDER BY p.id`;

/** What the index holds about the person a verified e-mail address belongs to. */
export class PersonAccessRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async profileIdsOf(emailKey: string, addresses: readonly string[]): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db.query(PROFILES_OF_EMAIL_SQL, [emailKey, addresses.map((a) => a.toLowerCase())]);
    return rows.map((r) => r.id);
  }

  /** The e-mail addresses profile $1 holds, in the order stored. */
  async emailsOf(profileId: string): Promise<string[]> {
    const rows: Array<{ value: string }> = await this.db.query(
      `SELECT value FROM profile_contacts WHERE profile_id = $1 AND kind = 'email' ORDER BY id`,
      [profileId],
    );
    return rows.map((r) => r.value);
  }

  async held(ids: readonly string[]): Promise<HeldProfile[]> {
    if (!ids.length) return [];
    return this.db.query(HELD_SQL, [ids]);
  }
}
