import type { DataSource } from 'typeorm';

/** The look-ups of matching a recruiter's rows against the index (people-match.service). */
export class PeopleMatchRepository {
  constructor(private readonly ds: DataSource) {}

  /** Profile ids by LinkedIn username (as stored; usernames are given lower-cased and as written). */
  async byUsernames(usernames: string[]): Promise<Map<string, string>> {
    if (!usernames.length) return new Map();
    const rows: Array<{ id: string; u: string }> = await this.ds.query(
      `SELECT id::text AS id, lower(linkedin_username) AS u FROM profiles WHERE linkedin_username = ANY($1::text[])`,
      [usernames],
    );
    return new Map(rows.map((r) => [r.u, r.id]));
  }

  /** Profile ids by the identity key of an e-mail address (profile_identities, kind 'email'). */
  async byEmailKeys(keys: string[]): Promise<Map<string, string>> {
    if (!keys.length) return new Map();
    const rows: Array<{ id: string; key: string }> = await this.ds.query(
      `SELECT profile_id::text AS id, key FROM profile_identities WHERE kind = 'email' AND key = ANY($1::varchar[])`,
      [keys],
    );
    return new Map(rows.map((r) => [r.key, r.id]));
  }

  /**
   * Up to `limit` people whose full name is exactly this (case aside), found through the search
   * index's name-and-title document, with their current company and every company of their history.
   */
  async byFullName(name: string, limit = 10): Promise<Array<{ id: string; companies: string[] }>> {
    return this.ds.query(
      `SELECT p.id::text AS id,
              ARRAY(SELECT lower(c) FROM (SELECT p.current_company AS c UNION SELECT we->>'company' FROM jsonb_array_elements(p.work_experiences) we) cs
                    WHERE c IS NOT NULL AND c <> '') AS companies
         FROM profile_search ps JOIN profiles p ON p.id = ps.profile_id
        WHERE ps.head_doc @@ phraseto_tsquery('english', $1) AND lower(p.first_name || ' ' || p.last_name) = lower($1)
        ORDER BY ps.quality DESC, ps.profile_id LIMIT $2`,
      [name, limit],
    );
  }
}
