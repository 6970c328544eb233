import { randomUUID } from 'node:crypto';
import { newUser, type NewUser } from './factories';
import type { TestServer } from './helpers';
import { newStaff, type Staff } from './staff-kit';

/**
 * What the teams tests share: the GraphQL documents, a team made as people make one (the owner
 * signs up and creates it, colleagues are invited by e-mail, read the link from the outbox, sign
 * up with that address and accept), and reads of the tables.
 */

export const TEAM = `id name seats seatsUsed remainingCredits totalCredits requireSso domains myRole
  members { userId email name role monthlyCap spentThisMonth spentTotal reveals isYou }
  invitations { id email role invitedBy expiresAt }`;
export const Q_TEAM = `query { myTeam { ${TEAM} } }`;
export const M_CREATE_TEAM = `mutation ($name: String!) { createTeam(name: $name) { ${TEAM} } }`;
export const M_INVITE = `mutation ($email: String!, $role: InvitedRole) { inviteToTeam(email: $email, role: $role) { message team { ${TEAM} } } }`;
export const M_ACCEPT = `mutation ($token: String!) { acceptTeamInvitation(token: $token) { ${TEAM} } }`;
export const M_ROLE = `mutation ($userId: ID!, $role: InvitedRole!) { setTeamMemberRole(userId: $userId, role: $role) { ${TEAM} } }`;
export const M_CAP = `mutation ($userId: ID!, $monthlyCap: Int) { setTeamMemberCap(userId: $userId, monthlyCap: $monthlyCap) { ${TEAM} } }`;
export const M_REMOVE_MEMBER = `mutation ($userId: ID!) { removeTeamMember(userId: $userId) { ${TEAM} } }`;
export const M_OWNER = `mutation ($userId: ID!) { transferTeamOwnership(userId: $userId) { ${TEAM} } }`;
export const M_LEAVE = `mutation { leaveTeam }`;
export const M_REVOKE = `mutation ($id: ID!) { revokeTeamInvitation(id: $id) { ${TEAM} } }`;
export const M_ADD_CREDITS = `mutation ($amount: Int!) { addCreditsToTeam(amount: $amount) { ${TEAM} } }`;
export const M_UPDATE_TEAM = `mutation ($input: UpdateTeamInput!) { updateTeam(input: $input) { ${TEAM} } }`;
export const M_ADJUST_POOL = `mutation ($teamId: ID!, $amount: Int!, $reason: String!) {
  adjustTeamCredits(teamId: $teamId, amount: $amount, reason: $reason) { id remainingCredits totalCredits }
}`;
export const M_SEATS = `mutation ($teamId: ID!, $seats: Int!, $reason: String!) { setTeamSeats(teamId: $teamId, seats: $seats, reason: $reason) { id seats } }`;
export const Q_PREVIEW = `query ($token: String!) { teamInvitation(token: $token) { teamName email role invitedBy expiresAt status } }`;
export const Q_LEDGER = `query { teamLedger(pageSize: 50) { total items { change reason reference balanceAfter userId memberName } } }`;
export const M_REVEAL = `mutation ($linkedinUsername: String!) {
  revealContacts(linkedinUsername: $linkedinUsername) {
    charged creditsCharged teamCredits emails { address } user { remainingCredits }
    contactPreview { revealed revealedBy revealedAt cost }
  }
}`;

export interface Member extends NewUser {
  /** Their user id (also user._id). */
  id: string;
}

export interface TeamSetup {
  teamId: string;
  domain: string;
  owner: Member;
}

/** The first GraphQL error of an answer: its code and message. */
export function errorOf(r: { body: { errors?: Array<{ message: string; extensions?: { code?: string } }> } }) {
  const e = r.body.errors?.[0];
  return e ? { code: e.extensions?.code, message: e.message } : undefined;
}

export function teamsKit(server: () => TestServer) {
  const gql = async (query: string, variables: Record<string, unknown>, token: string) => server().gql(query, variables, { token });

  /** GraphQL that must succeed: its data. */
  async function ok<T = any>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const r = await gql(query, variables, token);
    if (r.body.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(r.body.errors)}`);
    return r.body.data as T;
  }

  /** The token of the newest invitation link mailed to `email`. */
  async function tokenMailedTo(email: string): Promise<string> {
    const mail = await server().lastMailTo(email);
    const match = /\/team\/join\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no invitation link mailed to ${email}: ${mail?.text}`);
    return match[1];
  }

  /** A new domain of the tests' own, and an owner there who created a team. */
  async function newTeam(name = 'Talent Partners'): Promise<TeamSetup> {
    const domain = `team-${randomUUID().slice(0, 8)}.io`;
    const owner = await newUser(server(), { email: `owner@${domain}` });
    const created = await ok<{ createTeam: { id: string } }>(M_CREATE_TEAM, { name }, owner.token);
    return { teamId: created.createTeam.id, domain, owner };
  }

  /** Invites `local@domain` (by `inviter`), who signs up with that address and accepts: the new member. */
  async function addMember(team: TeamSetup, local: string, role: 'admin' | 'member' = 'member', inviter = team.owner): Promise<Member> {
    const email = `${local}@${team.domain}`;
    await ok(M_INVITE, { email, role }, inviter.token);
    const token = await tokenMailedTo(email);
    const user = await newUser(server(), { email });
    await ok(M_ACCEPT, { token }, user.token);
    return user;
  }

  async function pool(teamId: string): Promise<{ remaining: number; total: number }> {
    const [row] = await server().ds.query('SELECT remaining_credits AS remaining, total_credits AS total FROM teams WHERE id = $1', [
      teamId,
    ]);
    return row;
  }

  async function poolLedger(
    teamId: string,
  ): Promise<Array<{ user_id: string | null; change: number; reason: string; balance_after: number }>> {
    return server().ds.query(
      'SELECT user_id, change, reason, balance_after FROM team_credit_ledger WHERE team_id = $1 ORDER BY created_at, id',
      [teamId],
    );
  }

  let staff: Staff | undefined;
  /** Credits put into the pool by a staff member through the staff API (audited, an adjustment row in the pool's ledger). */
  async function fund(teamId: string, amount: number): Promise<void> {
    staff ??= await newStaff(server());
    const r = await server().gql(M_ADJUST_POOL, { teamId, amount, reason: 'Enterprise contract credits' }, { token: staff.token });
    if (r.body.errors) throw new Error(`adjustTeamCredits: ${JSON.stringify(r.body.errors)}`);
  }

  return { gql, ok, tokenMailedTo, newTeam, addMember, pool, poolLedger, fund };
}
