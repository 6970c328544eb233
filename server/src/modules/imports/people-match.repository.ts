import type { DataSource } from 'typeorm';
import { sameFullNameSql } from '../profiles/text-search';

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
   * Up to `limit` people whose full name is this as people write it (sameFullNameSql: case,
   * accents and apostrophes aside, CJK parts joined), and whether `company` (case and accents aside) is
   * their current company or one of their history's.
   */
  async byFullName(name: string, company: string | null, limit = 10): Promise<Array<{ id: string; atCompany: boolean }>> {
    return this.ds.query(
      `SELECT p.id::text AS id,
              $2::text IS NOT NULL AND EXISTS (
                SELECT 1 FROM (SELECT p.current_company AS c UNION SELECT we->>'company' FROM jsonb_array_elements(p.work_experiences) we) cs
                 WHERE unaccent(lower(cs.c)) = unaccent(lower($2))) AS "atCompany"
         FROM profile_search ps JOIN profiles p ON p.id = ps.profile_id
        WHERE ${sameFullNameSql('$1')}
        ORDER BY ps.quality DESC, ps.profile_id LIMIT $3`,
      [name, company, limit],
    );
  }
}
