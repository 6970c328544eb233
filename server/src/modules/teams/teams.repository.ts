import type { DataSource, EntityManager } from 'typeorm';
import { Team } from './team.entity';
import { TeamInvitation } from './team-invitation.entity';
import { TeamLedgerEntry } from './team-ledger.entity';
import { userNameSql } from '../users/user-name-sql';
import { TeamMember, type TeamRole } from './team-member.entity';

/** A member as the team page lists them: who, their role and limit, and what they spent of the pool. */
export interface MemberRow {
  userId: string;
  email: string;
  /** Their name, or their e-mail when they gave none (users/user-name-sql.ts). */
  name: string;
  role: TeamRole;
  monthlyCap: number | null;
  joinedAt: Date;
  /** Pool credits spent on reveals since the month began ($2). */
  spentThisMonth: number;
  spentTotal: number;
  /** Profiles they revealed for the team. */
  reveals: number;
}

/** An open invitation as the team page lists it. */
export type OpenInvitation = Pick<TeamInvitation, 'id' | 'email' | 'role' | 'createdAt' | 'expiresAt'> & { invitedByName: string | null };

/** A row of the pool's ledger with the name of the member it names. */
export type LedgerRow = Pick<
  TeamLedgerEntry,
  'id' | 'teamId' | 'userId' | 'change' | 'reason' | 'reference' | 'balanceAfter' | 'createdAt'
> & {
  memberName: string | null;
};

/** A team as the staff area shows it. */
export interface StaffTeamRow {
  id: string;
  name: string;
  seats: number;
  members: number;
  remainingCredits: number;
  totalCredits: number;
  requireSso: boolean;
  ownerEmail: string | null;
  createdAt: Date;
}

/** Pool credits spent on reveals by member $2 of team $1 since $3. */
const SPENT_SINCE_SQL = `SELECT COALESCE(-sum(change), 0)::int AS spent FROM team_credit_ledger
  WHERE team_id = $1 AND user_id = $2 AND reason = 'contact_reveal' AND created_at >= $3`;

const MEMBERS_SQL = `SELECT tm.user_id AS "userId", u.email, ${userNameSql('u')} AS name, tm.role,
    tm.monthly_cap AS "monthlyCap", tm.joined_at AS "joinedAt",
    COALESCE((SELECT -sum(l.change) FROM team_credit_ledger l WHERE l.team_id = tm.team_id AND l.user_id = tm.user_id
               AND l.reason = 'contact_reveal' AND l.created_at >= $2), 0)::int AS "spentThisMonth",
    COALESCE((SELECT -sum(l.change) FROM team_credit_ledger l WHERE l.team_id = tm.team_id AND l.user_id = tm.user_id
               AND l.reason = 'contact_reveal'), 0)::int AS "spentTotal",
    (SELECT count(*) FROM team_reveals tr WHERE tr.team_id = tm.team_id AND tr.user_id = tm.user_id)::int AS "reveals"
  FROM team_members tm JOIN users u ON u.id = tm.user_id
  WHERE tm.team_id = $1
  ORDER BY CASE tm.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, tm.joined_at, tm.user_id`;

/** A page of team $1's ledger, newest first ($2 rows after the first $3), with each member's name (or e-mail). */
const LEDGER_PAGE_SQL = `SELECT l.id, l.team_id AS "teamId", l.user_id AS "userId", l.change, l.reason, l.reference,
    l.balance_after AS "balanceAfter", l.created_at AS "createdAt",
    CASE WHEN u.id IS NULL THEN NULL ELSE ${userNameSql('u')} END AS "memberName"
  FROM team_credit_ledger l LEFT JOIN users u ON u.id = l.user_id
  WHERE l.team_id = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT $2 OFFSET $3`;

/** Open invitations of team $1 that have not expired by $2 (each holds a seat). */
const openInvitationsOf = (i: string) =>
  `${i}.team_id = $1 AND ${i}.accepted_at IS NULL AND ${i}.revoked_at IS NULL AND ${i}.expires_at > $2`;

/** Team $1's open invitations at $2, newest first, with the name of who sent each. */
const OPEN_INVITATIONS_SQL = `SELECT i.id, i.email, i.role, i.created_at AS "createdAt", i.expires_at AS "expiresAt",
    (SELECT ${userNameSql('u')} FROM users u WHERE u.id = i.invited_by) AS "invitedByName"
  FROM team_invitations i WHERE ${openInvitationsOf('i')}
  ORDER BY i.created_at DESC, i.id DESC`;

/** Adds $2 to team $1's pool (both balances) and answers the remaining balance. */
const ADD_SQL = `UPDATE teams SET remaining_credits = remaining_credits + $2, total_credits = total_credits + $2, updated_at = now()
  WHERE id = $1 RETURNING remaining_credits`;

/** Takes $2 from team $1's pool if that many are left, and answers what is left. */
const TAKE_SQL = `UPDATE teams SET remaining_credits = remaining_credits - $2, updated_at = now()
  WHERE id = $1 AND remaining_credits >= $2 RETURNING remaining_credits`;

/** Records that a member ($3) revealed profile $2 for team $1; a row comes back only when this call recorded it. */
const INSERT_REVEAL_SQL = `INSERT INTO team_reveals (team_id, profile_id, user_id) VALUES ($1, $2, $3)
  ON CONFLICT DO NOTHING RETURNING profile_id`;

/** A removed member's lists shared with team $1 stay with the team: they pass to its owner $3. */
const HAND_OVER_LISTS_SQL = `UPDATE profile_lists SET user_id = $3 WHERE team_id = $1 AND user_id = $2`;

/** Ends the sessions of team $1's members that were not signed in through the company's provider ($2), but session $3. */
const END_OTHER_SESSIONS_SQL = `UPDATE sessions SET revoked_at = now()
  WHERE user_id IN (SELECT user_id FROM team_members WHERE team_id = $1) AND method <> $2 AND revoked_at IS NULL
    AND ($3::uuid IS NULL OR id <> $3)`;

/** How session $1 was signed in. */
const SESSION_METHOD_SQL = 'SELECT method FROM sessions WHERE id = $1';

const STAFF_TEAM_COLUMNS = `t.id, t.name, t.seats, t.remaining_credits AS "remainingCredits", t.total_credits AS "totalCredits",
    t.require_sso AS "requireSso", t.created_at AS "createdAt",
    (SELECT count(*) FROM team_members m WHERE m.team_id = t.id)::int AS members,
    (SELECT u.email FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = t.id AND m.role = 'owner') AS "ownerEmail"`;

/** Teams whose name, or a member's e-mail, holds $1 (all when null). */
const STAFF_SEARCH_WHERE = `$1::text IS NULL OR t.name ILIKE '%' || $1 || '%'
     OR EXISTS (SELECT 1 FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = t.id AND u.email ILIKE '%' || $1 || '%')`;

/**
 * The statements of teams: teams (its pool columns changed only through addCredits / takeCredits),
 * team_members, team_invitations, team_credit_ledger and team_reveals; and two writes named by
 * table for what a membership ends (profile_lists shared with the team, sessions). Runs on a
 * DataSource or inside a caller's transaction.
 */
export class TeamsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async membership(userId: string): Promise<TeamMember | null> {
    return this.db.getRepository(TeamMember).findOne({ where: { userId } });
  }

  /** The member row, locked for the rest of the transaction. */
  async lockMembership(userId: string): Promise<TeamMember | null> {
    return this.db.getRepository(TeamMember).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  async team(teamId: string): Promise<Team | null> {
    return this.db.getRepository(Team).findOne({ where: { id: teamId } });
  }

  /** The team row, locked: every change of a team's members, seats or pool takes this lock first. */
  async lockTeam(teamId: string): Promise<Team | null> {
    return this.db.getRepository(Team).findOne({ where: { id: teamId }, lock: { mode: 'pessimistic_write' } });
  }

  async insertTeam(fields: Pick<Team, 'name' | 'domains'>): Promise<Team> {
    return this.db.getRepository(Team).save(this.db.getRepository(Team).create(fields));
  }

  async updateTeam(teamId: string, fields: Partial<Pick<Team, 'name' | 'requireSso' | 'domains' | 'seats'>>): Promise<void> {
    await this.db.getRepository(Team).update({ id: teamId }, fields);
  }

  async insertMember(fields: Pick<TeamMember, 'userId' | 'teamId' | 'role'>): Promise<void> {
    await this.db.getRepository(TeamMember).insert({ ...fields, monthlyCap: null });
  }

  async setRole(userId: string, role: TeamRole): Promise<void> {
    await this.db.getRepository(TeamMember).update({ userId }, { role });
  }

  async setCap(userId: string, monthlyCap: number | null): Promise<void> {
    await this.db.getRepository(TeamMember).update({ userId }, { monthlyCap });
  }

  async deleteMember(userId: string): Promise<void> {
    await this.db.getRepository(TeamMember).delete({ userId });
  }

  async members(teamId: string, monthStart: Date): Promise<MemberRow[]> {
    return this.db.query(MEMBERS_SQL, [teamId, monthStart]);
  }

  async memberCount(teamId: string): Promise<number> {
    return this.db.getRepository(TeamMember).count({ where: { teamId } });
  }

  async memberEmails(teamId: string): Promise<string[]> {
    const rows: Array<{ email: string }> = await this.db.query(
      'SELECT u.email FROM team_members tm JOIN users u ON u.id = tm.user_id WHERE tm.team_id = $1',
      [teamId],
    );
    return rows.map((r) => r.email);
  }

  async ownerOf(teamId: string): Promise<string | null> {
    return (await this.db.getRepository(TeamMember).findOne({ where: { teamId, role: 'owner' } }))?.userId ?? null;
  }

  async spentSince(teamId: string, userId: string, since: Date): Promise<number> {
    const [row] = (await this.db.query(SPENT_SINCE_SQL, [teamId, userId, since])) as Array<{ spent: number }>;
    return row.spent;
  }

  // Invitations

  /** Open invitations that have not expired by `now`, newest first, each with the name of who sent it. */
  async openInvitations(teamId: string, now: Date): Promise<OpenInvitation[]> {
    return this.db.query(OPEN_INVITATIONS_SQL, [teamId, now]);
  }

  async countOpenInvitations(teamId: string, now: Date): Promise<number> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM team_invitations i WHERE ${openInvitationsOf('i')}`, [
      teamId,
      now,
    ])) as Array<{ n: number }>;
    return row.n;
  }

  /** Revokes the open invitation of address $2 to team $1, if any (inviting again replaces it). */
  async revokeOpenFor(teamId: string, email: string, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE team_invitations SET revoked_at = $3 WHERE team_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL',
      [teamId, email, now],
    );
  }

  async insertInvitation(
    fields: Pick<TeamInvitation, 'teamId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
  ): Promise<TeamInvitation> {
    const repo = this.db.getRepository(TeamInvitation);
    return repo.save(repo.create({ ...fields, acceptedAt: null, acceptedBy: null, revokedAt: null }));
  }

  async invitation(id: string): Promise<TeamInvitation | null> {
    return this.db.getRepository(TeamInvitation).findOne({ where: { id } });
  }

  /** The invitation of a link, locked when `lock` (accepting it). */
  async invitationByToken(tokenHash: string, lock = false): Promise<TeamInvitation | null> {
    return this.db
      .getRepository(TeamInvitation)
      .findOne({ where: { tokenHash }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  async markAccepted(id: string, userId: string, now: Date): Promise<void> {
    await this.db.getRepository(TeamInvitation).update({ id }, { acceptedAt: now, acceptedBy: userId });
  }

  async markRevoked(id: string, now: Date): Promise<void> {
    await this.db.getRepository(TeamInvitation).update({ id }, { revokedAt: now });
  }

  /** The display name of user $1 (their name, else their e-mail), for an invitation's page. */
  async nameOf(userId: string | null): Promise<string | null> {
    if (!userId) return null;
    const rows: Array<{ name: string }> = await this.db.query(`SELECT ${userNameSql('u')} AS name FROM users u WHERE u.id = $1`, [userId]);
    return rows[0]?.name ?? null;
  }

  // The pool

  async addCredits(teamId: string, amount: number): Promise<number | null> {
    const [rows] = (await this.db.query(ADD_SQL, [teamId, amount])) as [Array<{ remaining_credits: number }>, number];
    return rows[0]?.remaining_credits ?? null;
  }

  async takeCredits(teamId: string, amount: number): Promise<number | null> {
    const [rows] = (await this.db.query(TAKE_SQL, [teamId, amount])) as [Array<{ remaining_credits: number }>, number];
    return rows[0]?.remaining_credits ?? null;
  }

  /** Appends a row to the pool's ledger, stamped with the time of the write. */
  async appendLedger(row: Pick<TeamLedgerEntry, 'teamId' | 'userId' | 'change' | 'reason' | 'reference' | 'balanceAfter'>): Promise<void> {
    await this.db.getRepository(TeamLedgerEntry).insert({ ...row, createdAt: () => 'clock_timestamp()' });
  }

  /** One page of the pool's ledger, newest first, each row with its member's name, and how many rows there are. */
  async ledgerPage(teamId: string, page: { skip: number; take: number }): Promise<[LedgerRow[], number]> {
    const rows: LedgerRow[] = await this.db.query(LEDGER_PAGE_SQL, [teamId, page.take, page.skip]);
    const total = await this.db.getRepository(TeamLedgerEntry).count({ where: { teamId } });
    return [rows, total];
  }

  /** Whether this call recorded that the team revealed the profile (false: the team had revealed it). */
  async insertReveal(teamId: string, profileId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(INSERT_REVEAL_SQL, [teamId, profileId, userId]);
    return rows.length > 0;
  }

  // What a membership's end or a rule change touches

  async handOverSharedLists(teamId: string, fromUserId: string, toUserId: string): Promise<void> {
    await this.db.query(HAND_OVER_LISTS_SQL, [teamId, fromUserId, toUserId]);
  }

  /** What disbanding a team does before its last member goes: open invitations withdrawn, shared lists private again. */
  async disband(teamId: string, now: Date): Promise<void> {
    await this.db.query('UPDATE team_invitations SET revoked_at = $2 WHERE team_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL', [
      teamId,
      now,
    ]);
    await this.db.query('UPDATE profile_lists SET team_id = NULL, updated_at = now() WHERE team_id = $1', [teamId]);
  }

  async endSessionsNotBy(teamId: string, method: string, keepSessionId: string | null): Promise<void> {
    await this.db.query(END_OTHER_SESSIONS_SQL, [teamId, method, keepSessionId]);
  }

  async sessionMethod(sessionId: string): Promise<string | null> {
    const rows: Array<{ method: string }> = await this.db.query(SESSION_METHOD_SQL, [sessionId]);
    return rows[0]?.method ?? null;
  }

  /** A page of teams, newest first, whose name or a member's e-mail holds `search`, and how many match. */
  async staffTeams(search: string | null, page: { offset: number; limit: number }): Promise<[StaffTeamRow[], number]> {
    const rows: StaffTeamRow[] = await this.db.query(
      `SELECT ${STAFF_TEAM_COLUMNS} FROM teams t WHERE ${STAFF_SEARCH_WHERE} ORDER BY t.created_at DESC, t.id LIMIT $2 OFFSET $3`,
      [search, page.limit, page.offset],
    );
    const [{ n }] = (await this.db.query(`SELECT count(*)::int AS n FROM teams t WHERE ${STAFF_SEARCH_WHERE}`, [search])) as Array<{
      n: number;
    }>;
    return [rows, n];
  }

  async staffTeam(teamId: string): Promise<StaffTeamRow | null> {
    const rows: StaffTeamRow[] = await this.db.query(`SELECT ${STAFF_TEAM_COLUMNS} FROM teams t WHERE t.id = $1`, [teamId]);
    return rows[0] ?? null;
  }
}
