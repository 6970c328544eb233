import { newUser } from './factories';
import { startTestServer, TestServer } from './helpers';
import { newStaff } from './staff-kit';
import {
  errorOf,
  M_ACCEPT,
  M_CAP,
  M_CREATE_TEAM,
  M_INVITE,
  M_LEAVE,
  M_OWNER,
  M_REMOVE_MEMBER,
  M_REVOKE,
  M_ROLE,
  M_SEATS,
  M_UPDATE_TEAM,
  Q_PREVIEW,
  Q_TEAM,
  teamsKit,
} from './teams-kit';

/**
 * Teams over both transports (docs/decisions.md, "Teams"): creating one, invitations by e-mail
 * (a link that works once and expires), roles and who may do what, within a team and across
 * teams, seats, and the staff's view. The pool, reveals and shared lists are in teams-pool.test.ts.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const { gql, ok, tokenMailedTo, newTeam, addMember } = teamsKit(() => t);
const DAY = 24 * 60 * 60 * 1000;

describe('a team and its invitations', () => {
  it('invite, then accept with the invited address: a member, the link used up; only the hash of its token is kept', async () => {
    const team = await newTeam('Northwind Talent');
    const rest = await t.rest(
      'POST',
      '/api/team/invitations',
      { email: `Ann.Lee@${team.domain.toUpperCase()}` },
      { token: team.owner.token },
    );
    expect(rest.status).toBe(201);
    const email = `ann.lee@${team.domain}`;
    expect(rest.body.message).toBe(`Invitation sent to ${email}. The link works once, for 7 days.`);
    expect(rest.body.data.invitations).toEqual([
      {
        id: expect.any(String),
        email,
        role: 'member',
        invitedBy: team.owner.email,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    expect(rest.body.data.seatsUsed).toBe(2); // the owner and the open invitation

    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe(`${team.owner.email} invited you to Northwind Talent on TalentLens`);
    const token = await tokenMailedTo(email);
    const stored = await t.ds.query('SELECT token_hash FROM team_invitations WHERE team_id = $1', [team.teamId]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await t.ds.query('SELECT * FROM team_invitations'))).not.toContain(token);

    // Anyone holding the link reads what it is for (the join page, before signing in).
    const preview = await t.rest('GET', `/api/team/invitations/preview?token=${token}`, undefined, {});
    expect(preview.body.data).toEqual({
      teamName: 'Northwind Talent',
      email,
      role: 'member',
      invitedBy: team.owner.email,
      expiresAt: expect.any(String),
      status: 'open',
    });

    const ann = await newUser(t, { email });
    const accepted = await gql(M_ACCEPT, { token }, ann.token);
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data.acceptTeamInvitation).toMatchObject({ id: team.teamId, myRole: 'member', invitations: [], seatsUsed: 2 });
    expect(accepted.body.data.acceptTeamInvitation.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [team.owner.email, 'owner'],
      [email, 'member'],
    ]);
    const [{ accepted_by }] = await t.ds.query('SELECT accepted_by FROM team_invitations WHERE team_id = $1', [team.teamId]);
    expect(accepted_by).toBe(ann.id);

    // The link works once.
    expect(errorOf(await gql(M_ACCEPT, { token }, ann.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This invitation has already been used.',
    });
    expect((await ok(Q_PREVIEW, { token }, ann.token)).teamInvitation.status).toBe('used');
  });

  it('refuses an expired link, a link for another address, an unknown link, and an address of free mail', async () => {
    const team = await newTeam();
    const email = `bo@${team.domain}`;
    await ok(M_INVITE, { email }, team.owner.token);
    const token = await tokenMailedTo(email);

    const stranger = await newUser(t);
    expect(errorOf(await gql(M_ACCEPT, { token }, stranger.token))).toEqual({
      code: 'FORBIDDEN',
      message: `This invitation is for ${email}. Sign in with that address to accept it.`,
    });
    expect(errorOf(await gql(M_ACCEPT, { token: 'no-such-token' }, stranger.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This invitation link is not valid. Ask your team for a new one.',
    });

    t.clock.advance(7 * DAY + 60_000);
    try {
      const bo = await newUser(t, { email }); // signed up a week later: the link has expired meanwhile
      expect(errorOf(await gql(M_ACCEPT, { token }, bo.token))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'This invitation has expired. Ask your team for a new one.',
      });
      expect((await ok(Q_PREVIEW, { token }, bo.token)).teamInvitation.status).toBe('expired');
      expect((await ok(Q_TEAM, {}, bo.token)).myTeam).toBeNull();
    } finally {
      t.clock.advance(-(7 * DAY + 60_000));
    }

    expect(errorOf(await gql(M_INVITE, { email: 'someone@gmail.com' }, team.owner.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Please use a official email address',
    });
  });

  it('a new link replaces the earlier one; a withdrawn one stops working', async () => {
    const team = await newTeam();
    const email = `cy@${team.domain}`;
    await ok(M_INVITE, { email }, team.owner.token);
    const first = await tokenMailedTo(email);
    const again = await ok(M_INVITE, { email, role: 'admin' }, team.owner.token);
    expect(again.inviteToTeam.team.invitations).toHaveLength(1);
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    const cy = await newUser(t, { email });
    expect(errorOf(await gql(M_ACCEPT, { token: first }, cy.token))?.message).toBe(
      'This invitation link is not valid. Ask your team for a new one.',
    );
    const [{ id }] = again.inviteToTeam.team.invitations;
    await ok(M_REVOKE, { id }, team.owner.token);
    expect(errorOf(await gql(M_ACCEPT, { token: second }, cy.token))?.message).toBe(
      'This invitation link is not valid. Ask your team for a new one.',
    );
  });

  it('a user is in one team at most, and a team has no more members and open invitations than seats', async () => {
    const team = await newTeam();
    const staff = await newStaff(t);
    const seats = await t.gql(M_SEATS, { teamId: team.teamId, seats: 2, reason: 'Two seats bought' }, { token: staff.token });
    expect(seats.body.data.setTeamSeats).toEqual({ id: team.teamId, seats: 2 });
    await ok(M_INVITE, { email: `dee@${team.domain}` }, team.owner.token);
    expect(errorOf(await gql(M_INVITE, { email: `eve@${team.domain}` }, team.owner.token))).toEqual({
      code: 'CONFLICT',
      message: 'Your team has no free seat: remove a member or an invitation first, or ask us for more seats.',
    });
    expect(errorOf(await gql(M_CREATE_TEAM, { name: 'Second team' }, team.owner.token))).toEqual({
      code: 'CONFLICT',
      message: 'You are already in a team. Leave it first to create or join another.',
    });

    // A member of another team cannot accept until they leave it.
    const other = await newTeam();
    const deeToken = await tokenMailedTo(`dee@${team.domain}`);
    const dee = await newUser(t, { email: `dee@${team.domain}` });
    await ok(M_CREATE_TEAM, { name: "Dee's own" }, dee.token);
    expect(errorOf(await gql(M_ACCEPT, { token: deeToken }, dee.token))?.message).toBe(
      'You are already in a team. Leave it first to create or join another.',
    );
    expect(await t.ds.query('SELECT count(*)::int AS n FROM team_members WHERE user_id = $1', [dee.id])).toEqual([{ n: 1 }]);
    expect(other.teamId).not.toBe(team.teamId);

    // Seats never go below the members a team has.
    const tooFew = await t.gql(M_SEATS, { teamId: team.teamId, seats: 0, reason: 'Shrinking' }, { token: staff.token });
    expect(errorOf(tooFew)?.code).toBe('BAD_USER_INPUT');
  });
});

describe('roles', () => {
  it('members read the team but do not manage it; admins manage members; the owner alone hands ownership over', async () => {
    const team = await newTeam();
    const admin = await addMember(team, 'ada', 'admin');
    const member = await addMember(team, 'max');

    const forbidden = { code: 'FORBIDDEN', message: "Only the team's owner and admins can do this." };
    expect(errorOf(await gql(M_INVITE, { email: `zed@${team.domain}` }, member.token))).toEqual(forbidden);
    expect(errorOf(await gql(M_CAP, { userId: admin.id, monthlyCap: 1 }, member.token))).toEqual(forbidden);
    expect(errorOf(await gql(M_ROLE, { userId: member.id, role: 'admin' }, member.token))).toEqual(forbidden);
    expect(errorOf(await gql(M_REMOVE_MEMBER, { userId: admin.id }, member.token))).toEqual(forbidden);
    expect(errorOf(await gql(M_UPDATE_TEAM, { input: { name: 'Renamed' } }, member.token))).toEqual(forbidden);
    const seen = await ok(Q_TEAM, {}, member.token);
    expect(seen.myTeam).toMatchObject({ myRole: 'member', invitations: [] });

    // An admin invites, sets limits and roles, and removes members, but not the owner.
    await ok(M_INVITE, { email: `zed@${team.domain}` }, admin.token);
    await ok(M_CAP, { userId: member.id, monthlyCap: 10 }, admin.token);
    expect(errorOf(await gql(M_REMOVE_MEMBER, { userId: team.owner.id }, admin.token))).toEqual({
      code: 'CONFLICT',
      message: 'The team always has one owner: hand ownership to another member first.',
    });
    expect(errorOf(await gql(M_ROLE, { userId: team.owner.id, role: 'member' }, admin.token))?.message).toBe(
      "The owner's role changes only by handing ownership over.",
    );
    expect(errorOf(await gql(M_OWNER, { userId: admin.id }, admin.token))).toEqual({
      code: 'FORBIDDEN',
      message: "Only the team's owner can do this.",
    });

    // The owner cannot leave; handing over makes the old owner an admin, and there is one owner still.
    expect(errorOf(await gql(M_LEAVE, {}, team.owner.token))?.message).toBe(
      'The team always has one owner: hand ownership to another member first.',
    );
    const handed = await ok(M_OWNER, { userId: member.id }, team.owner.token);
    expect(handed.transferTeamOwnership.myRole).toBe('admin');
    const roles = await t.ds.query('SELECT user_id, role FROM team_members WHERE team_id = $1 ORDER BY role', [team.teamId]);
    expect(roles).toEqual(
      expect.arrayContaining([
        { user_id: member.id, role: 'owner' },
        { user_id: team.owner.id, role: 'admin' },
        { user_id: admin.id, role: 'admin' },
      ]),
    );
    expect(roles.filter((r: { role: string }) => r.role === 'owner')).toHaveLength(1);
    expect(await ok(M_LEAVE, {}, team.owner.token)).toEqual({ leaveTeam: true });
    expect((await ok(Q_TEAM, {}, team.owner.token)).myTeam).toBeNull();
  });

  it('nobody reaches another team: every operation on its members and invitations answers as if they did not exist', async () => {
    const a = await newTeam();
    const b = await newTeam();
    const bMember = await addMember(b, 'bea');
    await ok(M_INVITE, { email: `pending@${b.domain}` }, b.owner.token);
    const bInvitation = (await ok(Q_TEAM, {}, b.owner.token)).myTeam.invitations[0].id;
    const outsider = await newUser(t);
    const before = await t.ds.query('SELECT user_id, role, monthly_cap FROM team_members WHERE team_id = $1 ORDER BY user_id', [b.teamId]);

    const notMember = { code: 'NOT_FOUND', message: 'There is no such member in your team.' };
    const attempts: Array<[string, string, Record<string, unknown>]> = [
      ['set a role', M_ROLE, { userId: bMember.id, role: 'admin' }],
      ['set a limit', M_CAP, { userId: bMember.id, monthlyCap: 0 }],
      ['remove a member', M_REMOVE_MEMBER, { userId: bMember.id }],
      ['remove the owner', M_REMOVE_MEMBER, { userId: b.owner.id }],
      ['hand ownership to them', M_OWNER, { userId: bMember.id }],
    ];
    for (const [what, doc, variables] of attempts) {
      expect([what, errorOf(await gql(doc, variables, a.owner.token))]).toEqual([what, notMember]);
      expect([what, errorOf(await gql(doc, variables, outsider.token))]).toEqual([
        what,
        { code: 'NOT_FOUND', message: 'You are not in a team.' },
      ]);
    }
    expect(errorOf(await gql(M_REVOKE, { id: bInvitation }, a.owner.token))).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no such invitation in your team.',
    });
    const rest = await t.rest('DELETE', `/api/team/members/${bMember.id}`, undefined, { token: a.owner.token });
    expect([rest.status, rest.body.message]).toEqual([404, 'There is no such member in your team.']);
    expect(await t.ds.query('SELECT user_id, role, monthly_cap FROM team_members WHERE team_id = $1 ORDER BY user_id', [b.teamId])).toEqual(
      before,
    );
    expect((await ok(Q_TEAM, {}, outsider.token)).myTeam).toBeNull();
    const unsigned = await t.gql(Q_TEAM, {});
    expect(errorOf(unsigned)?.code).toBe('UNAUTHENTICATED');
  });

  it('an owner alone disbands the team by leaving it: open links stop working, shared lists are theirs again', async () => {
    const team = await newTeam('Short-lived');
    const email = `late@${team.domain}`;
    await ok(M_INVITE, { email }, team.owner.token);
    const link = await tokenMailedTo(email);
    const listId = (await ok(`mutation { createList(input: { name: "Shared once", shared: true }) { id } }`, {}, team.owner.token))
      .createList.id;

    expect(await ok(M_LEAVE, {}, team.owner.token)).toEqual({ leaveTeam: true });
    expect((await ok(Q_TEAM, {}, team.owner.token)).myTeam).toBeNull();
    const list = await ok(`query ($id: ID!) { list(id: $id) { id shared ownedByYou } }`, { id: listId }, team.owner.token);
    expect(list.list).toEqual({ id: listId, shared: false, ownedByYou: true });
    const late = await newUser(t, { email });
    expect(errorOf(await gql(M_ACCEPT, { token: link }, late.token))?.message).toBe(
      'This invitation link is not valid. Ask your team for a new one.',
    );
    expect(await t.ds.query('SELECT count(*)::int AS n FROM team_members WHERE team_id = $1', [team.teamId])).toEqual([{ n: 0 }]);
    // Free to start another.
    expect((await ok(M_CREATE_TEAM, { name: 'Second go' }, team.owner.token)).createTeam.myRole).toBe('owner');
  });

  it('a team cannot require a company sign-in this server does not have', async () => {
    const team = await newTeam();
    expect(errorOf(await gql(M_UPDATE_TEAM, { input: { requireSso: true } }, team.owner.token))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Company sign-in is not set up on this server, so it cannot be required.',
    });
    const renamed = await ok(
      M_UPDATE_TEAM,
      { input: { name: '  Renamed team ', domains: [team.domain, 'Sister-Company.io'] } },
      team.owner.token,
    );
    expect(renamed.updateTeam).toMatchObject({ name: 'Renamed team', domains: [team.domain, 'sister-company.io'], requireSso: false });
    expect(errorOf(await gql(M_UPDATE_TEAM, { input: { domains: ['gmail.com'] } }, team.owner.token))?.message).toBe(
      '"gmail.com" is not a company e-mail domain.',
    );
  });

  it('an API key acts as its owner within the team', async () => {
    const team = await newTeam();
    const created = await ok<{ createApiKey: { key: string } }>(
      `mutation { createApiKey(input: { name: "CRM sync" }) { key } }`,
      {},
      team.owner.token,
    );
    const key = created.createApiKey.key;
    const r = await t.gql(M_INVITE, { email: `api@${team.domain}` }, { token: key });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.inviteToTeam.team.myRole).toBe('owner');
    const viaRest = await t.rest('GET', '/api/team', undefined, { token: key });
    expect(viaRest.body.data).toMatchObject({ id: team.teamId, myRole: 'owner' });
  });
});

describe('staff', () => {
  it('list teams with seats, members and pool, set seats and pool credits with a reason, each audited', async () => {
    const team = await newTeam('Staffed Team');
    await addMember(team, 'sam');
    const staff = await newStaff(t);
    const list = await t.gql(
      `query ($search: String) { staffTeams(search: $search) { total items { id name seats members remainingCredits ownerEmail } } }`,
      { search: team.domain },
      { token: staff.token },
    );
    expect(list.body.data.staffTeams).toEqual({
      total: 1,
      items: [{ id: team.teamId, name: 'Staffed Team', seats: 5, members: 2, remainingCredits: 0, ownerEmail: team.owner.email }],
    });
    const adjust = `mutation ($teamId: ID!, $amount: Int!, $reason: String!) { adjustTeamCredits(teamId: $teamId, amount: $amount, reason: $reason) { remainingCredits totalCredits } }`;
    const added = await t.gql(adjust, { teamId: team.teamId, amount: 50, reason: 'Enterprise contract' }, { token: staff.token });
    expect(added.body.data.adjustTeamCredits).toEqual({ remainingCredits: 50, totalCredits: 50 });
    const tooMany = await t.gql(adjust, { teamId: team.teamId, amount: -60, reason: 'Correction' }, { token: staff.token });
    expect(errorOf(tooMany)).toEqual({ code: 'CONFLICT', message: "The team's pool has only 50 credits: it cannot go below zero." });
    await t.gql(M_SEATS, { teamId: team.teamId, seats: 12, reason: 'Contract for 12 seats' }, { token: staff.token });
    const audit = await t.ds.query(
      `SELECT action, details->>'amount' AS amount, reason FROM staff_audit_log WHERE target_type = 'team' AND target_id = $1 ORDER BY created_at`,
      [team.teamId],
    );
    expect(audit).toEqual([
      { action: 'team.credits_grant', amount: '50', reason: 'Enterprise contract' },
      { action: 'team.seats', amount: null, reason: 'Contract for 12 seats' },
    ]);
    const detail = await t.gql(
      `query ($teamId: ID!) { staffTeam(teamId: $teamId) { team { seats remainingCredits } members { email role } ledger { change reason memberName } } }`,
      { teamId: team.teamId },
      { token: staff.token },
    );
    expect(detail.body.data.staffTeam).toEqual({
      team: { seats: 12, remainingCredits: 50 },
      members: [
        { email: team.owner.email, role: 'owner' },
        { email: `sam@${team.domain}`, role: 'member' },
      ],
      ledger: [{ change: 50, reason: 'admin_adjustment', memberName: null }],
    });
    // A user's token never opens the staff's teams.
    expect(errorOf(await gql(`query { staffTeams { total } }`, {}, team.owner.token))?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});
