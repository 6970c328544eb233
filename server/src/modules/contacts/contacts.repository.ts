import type { DataSource, EntityManager } from 'typeorm';
import { userNameSql } from '../users/user-name-sql';
import type { CheckFacts, StoredContact, TeamRevealFacts } from './contact-facts';
import { UNKNOWN_DOMAIN_SUFFIX } from '../profiles/company.entity';

/** Records that user $1 revealed profile $2; a row comes back only when this call recorded it. */
const INSERT_REVEAL_SQL = `INSERT INTO contact_reveals (user_id, profile_id) VALUES ($1, $2)
  ON CONFLICT DO NOTHING RETURNING profile_id`;

/**
 * For each profile of $1 (ids): the domains of its current employer, whether user $2 revealed it,
 * whether it is a sample person, its name (for a finder), and its stored contacts in the order
 * written, each with when the index got it (its fetched_at, else when the profile was added: the
 * retention rule reads it for a contact never checked), and who of the user's team revealed it and
 * when (revealed counts the team's reveal: paid once per team). The current employer is every role
 * without an end date (its companyDomain) and, while the person holds a role, the company of
 * current_company_id; none of either means no current role, and null a current role whose employer's
 * domain is not known (an imported file that named the company alone). One statement for a page of profiles.
 */
const FACTS_SQL = `SELECT p.id::text AS "profileId", p.linkedin_username AS "linkedinUsername",
    CASE WHEN cur.domains = '{}' AND cur.holds_role THEN NULL ELSE cur.domains END AS "currentDomains",
    (EXISTS (SELECT 1 FROM contact_reveals r WHERE r.user_id = $2 AND r.profile_id = p.id) OR t.at IS NOT NULL) AS revealed,
    t.at AS "teamRevealedAt", t.by AS "teamRevealedBy",
    p.source = 'sample' AS sample, p.first_name AS "firstName", p.last_name AS "lastName",
    COALESCE((
      SELECT json_agg(json_build_object('kind', c.kind, 'value', c.value, 'status', c.status, 'type', c.type,
                                        -- A sample person's contacts are said to be sample data, whatever the generator named.
                                        'source', CASE WHEN p.source = 'sample' THEN 'sample' ELSE c.source END,
                                        'lastVerifiedAt', c.last_verified_at, 'fetchedAt', COALESCE(c.fetched_at, p.created_at),
                                        'origin', c.origin,
                                        'id', c.id::text, 'lastSeenOn', to_char(c.last_seen_on, 'YYYY-MM-DD')) ORDER BY c.id)
        FROM profile_contacts c WHERE c.profile_id = p.id
    ), '[]'::json) AS contacts
  FROM profiles p
  CROSS JOIN LATERAL (
    SELECT EXISTS (SELECT 1 FROM jsonb_array_elements(p.work_experiences) we WHERE we->>'end' IS NULL) AS holds_role
  ) role
  CROSS JOIN LATERAL (
    SELECT role.holds_role, ARRAY(
        SELECT DISTINCT lower(btrim(d.domain)) FROM (
          SELECT we->>'companyDomain' AS domain FROM jsonb_array_elements(p.work_experiences) we WHERE we->>'end' IS NULL
          UNION ALL
          SELECT co.domain FROM companies co WHERE co.id = p.current_company_id AND role.holds_role
        ) d WHERE d.domain IS NOT NULL AND btrim(d.domain) <> ''
          -- A company an import met without a domain has a placeholder (unknownCompanyDomain): no domain known.
          AND d.domain NOT LIKE '%${UNKNOWN_DOMAIN_SUFFIX}'
      )::text[] AS domains
  ) cur
  -- The reveal of user $2's team, if any (teams/team-sql.ts's rule: the team's reveals are every member's).
  LEFT JOIN LATERAL (
    SELECT tr.created_at AS at, ${userNameSql('u')} AS by
      FROM team_members tm JOIN team_reveals tr ON tr.team_id = tm.team_id AND tr.profile_id = p.id
      LEFT JOIN users u ON u.id = tr.user_id
     WHERE tm.user_id = $2
  ) t ON true
  WHERE p.id = ANY($1::bigint[])`;

/** The ids of the profiles stored under usernames $1 (as given, or lower-cased: findProfileByUsername's rule). */
const IDS_OF_USERNAMES_SQL =
  'SELECT id::text AS id, linkedin_username AS "linkedinUsername" FROM profiles WHERE linkedin_username = ANY($1::text[])';

/** What a reveal of one profile reads: FACTS_SQL's row. */
export interface ProfileContactFacts extends CheckFacts {
  profileId: string;
  linkedinUsername: string;
  /** Null: the person holds a role whose employer's domain is not known. */
  currentDomains: string[] | null;
  revealed: boolean;
  contacts: StoredContact[];
  /** The reveal of the user's team, when it revealed the profile. */
  team: TeamRevealFacts | null;
}

/**
 * The statements of contact_reveals (one row per user and profile revealed), and the read of a
 * page of profiles' contacts with what decides their shown status (profiles, profile_contacts and
 * companies, named by table: the profiles module writes them). Opening a profile reads
 * contact_reveals too (profile.repository.ts), as does a list's export (lists.repository.ts). Runs
 * on a DataSource or inside a caller's transaction.
 */
export class ContactsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Whether this call recorded the reveal (false when the user had revealed the profile before). */
  async insertReveal(userId: string, profileId: string): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(INSERT_REVEAL_SQL, [userId, profileId]);
    return inserted.length > 0;
  }

  /** Each username's profile id, the name as given first, then lower-cased (as findProfileByUsername finds it); unknown ones are left out. */
  async idsOfUsernames(usernames: readonly string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(usernames.flatMap((u) => [u, u.toLowerCase()]))];
    const rows: Array<{ id: string; linkedinUsername: string }> = await this.db.query(IDS_OF_USERNAMES_SQL, [wanted]);
    const byName = new Map(rows.map((r) => [r.linkedinUsername, r.id]));
    const ids = new Map<string, string>();
    for (const u of usernames) {
      const id = byName.get(u) ?? byName.get(u.toLowerCase());
      if (id !== undefined) ids.set(u, id);
    }
    return ids;
  }

  /** The contact facts of these profiles (those that exist, in no particular order) for this user. */
  async factsOf(profileIds: readonly string[], userId: string): Promise<ProfileContactFacts[]> {
    if (profileIds.length === 0) return [];
    const rows: Array<
      Omit<ProfileContactFacts, 'contacts' | 'team'> & {
        teamRevealedAt: string | null;
        teamRevealedBy: string | null;
        contacts: Array<Omit<StoredContact, 'lastVerifiedAt' | 'fetchedAt'> & { lastVerifiedAt: string | null; fetchedAt: string | null }>;
      }
    > = await this.db.query(FACTS_SQL, [profileIds, userId]);
    const date = (at: string | null) => (at === null ? null : new Date(at));
    return rows.map(({ teamRevealedAt, teamRevealedBy, ...row }) => ({
      ...row,
      team: teamRevealedAt === null ? null : { by: teamRevealedBy, at: new Date(teamRevealedAt) },
      contacts: row.contacts.map((c) => ({ ...c, lastVerifiedAt: date(c.lastVerifiedAt), fetchedAt: date(c.fetchedAt) })),
    }));
  }
}
