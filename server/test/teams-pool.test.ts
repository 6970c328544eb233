import { newProfile, newProfiles, newUser } from './factories';
import { startTestServer, TestServer } from './helpers';
import { gqlError, listsApi, M_ADD, M_CREATE, M_UPDATE_ENTRY, Q_LIST, Q_LISTS } from './lists-kit';
import { errorOf, M_ADD_CREDITS, M_CAP, M_REMOVE_MEMBER, M_REVEAL, Q_LEDGER, Q_TEAM, teamsKit } from './teams-kit';

/**
 * A team's pool, its reveals and its shared lists (docs/decisions.md, "Teams"): members spend from
 * the pool only, within their monthly limit; a contact is paid once for the whole team, whoever
 * reveals it and however many reveal it at once; the pool's ledger adds up to its balance; lists
 * shared with the team are its members' and stay with it when a member goes.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const { gql, ok, newTeam, addMember, pool, poolLedger, fund } = teamsKit(() => t);
const { getRest } = listsApi(() => t);
const M_SHARE = `mutation ($listId: ID!, $shared: Boolean!) { setListShared(listId: $listId, shared: $shared) { id shared ownerName ownedByYou } }`;

/** What revealing the person would cost the user now, and who of their team revealed them (the card's and the dialog's preview). */
const previewFor = async (token: string, linkedinUsername: string) => {
  const r = await t.gql(
    `query ($u: [String!]!) { contactCost(linkedinUsernames: $u) { profiles { preview { revealed revealedBy revealedAt cost } } } }`,
    { u: [linkedinUsername] },
    { token },
  );
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.contactCost.profiles[0].preview;
};

const ownBalance = async (userId: string) =>
  (await t.ds.query('SELECT remaining_credits AS n FROM users WHERE id = $1', [userId]))[0].n as number;

/** Every change of the pool adds up to its balance, and each row's balance is the running sum. */
async function expectLedgerAddsUp(teamId: string): Promise<void> {
  const rows = await poolLedger(teamId);
  let running = 0;
  for (const row of rows) {
    running += row.change;
    expect(row.balance_after).toBe(running);
  }
  const { remaining, total } = await pool(teamId);
  expect(remaining).toBe(running);
  expect(total).toBe(rows.filter((r) => r.change > 0).reduce((sum, r) => sum + r.change, 0));
}

describe('paying once per team', () => {
  it('a contact one member revealed is free for every other member, who sees who revealed it and when', async () => {
    const team = await newTeam();
    const ann = await addMember(team, 'ann');
    const ben = await addMember(team, 'ben');
    await fund(team.teamId, 10);
    const person = await newProfile(t.ds);

    const first = await ok(M_REVEAL, { linkedinUsername: person.linkedinUsername }, ann.token);
    expect(first.revealContacts).toMatchObject({
      charged: true,
      creditsCharged: 1,
      teamCredits: 9,
      user: { remainingCredits: 5 }, // her own credits stay hers
      contactPreview: { revealed: true, revealedBy: ann.email, cost: 0 },
    });

    // Before revealing, Ben's preview already says it is free, and by whom.
    expect(await previewFor(ben.token, person.linkedinUsername)).toEqual({
      revealed: true,
      cost: 0,
      revealedBy: ann.email,
      revealedAt: expect.any(String),
    });
    const second = await ok(M_REVEAL, { linkedinUsername: person.linkedinUsername }, ben.token);
    expect(second.revealContacts).toMatchObject({ charged: false, creditsCharged: 0, teamCredits: 9, user: { remainingCredits: 5 } });
    expect(second.revealContacts.emails).toEqual(first.revealContacts.emails);

    const ledger = await ok(Q_LEDGER, {}, team.owner.token);
    expect(ledger.teamLedger.items).toEqual([
      { change: -1, reason: 'contact_reveal', reference: person.linkedinUsername, balanceAfter: 9, userId: ann.id, memberName: ann.email },
      { change: 10, reason: 'admin_adjustment', reference: null, balanceAfter: 10, userId: null, memberName: null },
    ]);
    const members = (await ok(Q_TEAM, {}, team.owner.token)).myTeam.members;
    expect(members.find((m: { email: string }) => m.email === ann.email)).toMatchObject({ spentThisMonth: 1, spentTotal: 1, reveals: 1 });
    expect(members.find((m: { email: string }) => m.email === ben.email)).toMatchObject({ spentThisMonth: 0, reveals: 0 });
    await expectLedgerAddsUp(team.teamId);
  });

  it('two members revealing the same contact at the same moment charge the pool once', async () => {
    const team = await newTeam();
    const members = [await addMember(team, 'cat'), await addMember(team, 'dan'), await addMember(team, 'eli')];
    await fund(team.teamId, 5);
    const people = await newProfiles(t.ds, 4);
    for (const person of people) {
      const answers = await Promise.all(members.map((m) => gql(M_REVEAL, { linkedinUsername: person.linkedinUsername }, m.token)));
      for (const a of answers) expect(a.body.errors).toBeUndefined();
      expect(answers.filter((a) => a.body.data.revealContacts.charged)).toHaveLength(1);
      const reveals = await t.ds.query('SELECT user_id FROM team_reveals WHERE team_id = $1 AND profile_id = $2', [team.teamId, person.id]);
      expect(reveals).toHaveLength(1);
    }
    expect(await pool(team.teamId)).toEqual({ remaining: 1, total: 5 });
    await expectLedgerAddsUp(team.teamId);
  });
});

describe('the pool and its limits', () => {
  it("a member's monthly limit stops their spending with a clear message; the pool and the reveal stay as they were", async () => {
    const team = await newTeam();
    const fay = await addMember(team, 'fay');
    await fund(team.teamId, 10);
    await ok(M_CAP, { userId: fay.id, monthlyCap: 1 }, team.owner.token);
    const [a, b] = await newProfiles(t.ds, 2);
    expect((await ok(M_REVEAL, { linkedinUsername: a.linkedinUsername }, fay.token)).revealContacts.charged).toBe(true);
    const refused = await gql(M_REVEAL, { linkedinUsername: b.linkedinUsername }, fay.token);
    expect(errorOf(refused)).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      message: 'You have used your monthly limit of 1 team credit. Ask a team admin to raise it.',
    });
    const rest = await t.rest('GET', `/api/profile/contacts/${b.linkedinUsername}`, undefined, { token: fay.token });
    expect([rest.status, rest.body.code]).toEqual([402, 'INSUFFICIENT_CREDITS']);
    expect(await pool(team.teamId)).toEqual({ remaining: 9, total: 10 });
    expect(await t.ds.query('SELECT 1 FROM team_reveals WHERE profile_id = $1', [b.id])).toEqual([]);
    expect(await t.ds.query('SELECT 1 FROM contact_reveals WHERE profile_id = $1', [b.id])).toEqual([]);
    expect(await ownBalance(fay.id)).toBe(5);

    // The owner is not limited; raising the limit lets her go on.
    expect((await ok(M_REVEAL, { linkedinUsername: b.linkedinUsername }, team.owner.token)).revealContacts.charged).toBe(true);
    await ok(M_CAP, { userId: fay.id, monthlyCap: null }, team.owner.token);
    const [c] = await newProfiles(t.ds, 1);
    expect((await ok(M_REVEAL, { linkedinUsername: c.linkedinUsername }, fay.token)).revealContacts.charged).toBe(true);
    await expectLedgerAddsUp(team.teamId);
  });

  it("members spend the pool only: an empty pool is refused even with credits of one's own, which can be moved in", async () => {
    const team = await newTeam();
    const gus = await addMember(team, 'gus');
    const person = await newProfile(t.ds);
    expect(errorOf(await gql(M_REVEAL, { linkedinUsername: person.linkedinUsername }, gus.token))).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Your team has no credits left. Ask a team admin to add credits, or add your own on the Team page.',
    });
    expect(await ownBalance(gus.id)).toBe(5);

    const moved = await ok(M_ADD_CREDITS, { amount: 3 }, gus.token);
    expect(moved.addCreditsToTeam).toMatchObject({ remainingCredits: 3, totalCredits: 3 });
    expect(await ownBalance(gus.id)).toBe(2);
    const own = await t.ds.query(`SELECT change, reason, reference FROM credit_ledger WHERE user_id = $1 AND reason = 'team_transfer'`, [
      gus.id,
    ]);
    expect(own).toEqual([{ change: -3, reason: 'team_transfer', reference: team.teamId }]);
    expect(errorOf(await gql(M_ADD_CREDITS, { amount: 3 }, gus.token))?.code).toBe('INSUFFICIENT_CREDITS');
    expect(errorOf(await gql(M_ADD_CREDITS, { amount: 0 }, gus.token))?.message).toBe(
      'Choose a whole number of credits from 1 to 100,000.',
    );

    expect((await ok(M_REVEAL, { linkedinUsername: person.linkedinUsername }, gus.token)).revealContacts.teamCredits).toBe(2);
    expect(await poolLedger(team.teamId)).toEqual([
      { user_id: gus.id, change: 3, reason: 'member_transfer', balance_after: 3 },
      { user_id: gus.id, change: -1, reason: 'contact_reveal', balance_after: 2 },
    ]);
    await expectLedgerAddsUp(team.teamId);
  });
});

describe('shared lists', () => {
  it('members work on a shared list: who added each person and who set each stage; private lists stay private', async () => {
    const team = await newTeam();
    const hal = await addMember(team, 'hal');
    const ivy = await addMember(team, 'ivy');
    const [p1, p2] = await newProfiles(t.ds, 2);
    const listId = (await ok(M_CREATE, { input: { name: 'Backend hires', shared: true } }, hal.token)).createList.id;
    const privateId = (await ok(M_CREATE, { input: { name: 'My own notes' } }, hal.token)).createList.id;
    await ok(M_ADD, { listId, profileId: p1.linkedinUsername }, hal.token);
    await ok(M_ADD, { listId, profileId: p2.linkedinUsername }, ivy.token);
    await ok(M_UPDATE_ENTRY, { listId, linkedinUsername: p1.linkedinUsername, stage: 'contacted' }, ivy.token);
    await ok(M_UPDATE_ENTRY, { listId, linkedinUsername: p1.linkedinUsername, stage: 'interviewing' }, team.owner.token);
    await ok(M_UPDATE_ENTRY, { listId, linkedinUsername: p2.linkedinUsername, stage: 'contacted' }, hal.token);

    const seen = await ok(Q_LIST, { id: listId }, team.owner.token);
    expect(seen.list.profiles.map((e: Record<string, unknown>) => [e.linkedinUsername, e.addedBy, e.stage, e.stageChangedBy])).toEqual([
      [p1.linkedinUsername, hal.email, 'interviewing', team.owner.email],
      [p2.linkedinUsername, ivy.email, 'contacted', hal.email],
    ]);
    // Every change of the stage, newest first, with who set it.
    expect(seen.list.profiles[0].stageHistory).toEqual([
      { stage: 'interviewing', changedBy: team.owner.email },
      { stage: 'contacted', changedBy: ivy.email },
    ]);
    const ivyLists = (await ok(Q_LISTS, {}, ivy.token)).lists.map((l: { id: string }) => l.id);
    expect(ivyLists).toContain(listId);
    expect(ivyLists).not.toContain(privateId);
    expect(gqlError(await gql(Q_LIST, { id: privateId }, ivy.token))).toEqual({ message: 'List not found', code: 'NOT_FOUND' });
    const shared = await ok(`query { lists(first: 20) { id shared ownerName ownedByYou } }`, {}, ivy.token);
    expect(shared.lists.find((l: { id: string }) => l.id === listId)).toEqual({
      id: listId,
      shared: true,
      ownerName: hal.email,
      ownedByYou: false,
    });

    // Only its owner or a team admin changes who sees it.
    expect(errorOf(await gql(M_SHARE, { listId, shared: false }, ivy.token))).toEqual({
      code: 'FORBIDDEN',
      message: "Only the list's owner or a team admin can change who sees this list.",
    });
    const outsider = await newUser(t);
    const ownList = (await ok(M_CREATE, { input: { name: 'Solo' } }, outsider.token)).createList.id;
    expect(errorOf(await gql(M_SHARE, { listId: ownList, shared: true }, outsider.token))?.message).toBe(
      'Join or create a team to share a list.',
    );
  });

  it('nobody outside the team reaches a shared list, on either transport', async () => {
    const team = await newTeam();
    const jo = await addMember(team, 'jo');
    const other = await newTeam();
    const outsider = await newUser(t);
    const [p] = await newProfiles(t.ds, 1);
    const listId = (await ok(M_CREATE, { input: { name: 'Shortlist', shared: true } }, jo.token)).createList.id;
    await ok(M_ADD, { listId, profileId: p.linkedinUsername }, jo.token);
    const before = await t.ds.query('SELECT linkedin_username, stage, notes FROM profile_list_items WHERE list_id = $1', [listId]);

    for (const stranger of [other.owner, outsider]) {
      expect(gqlError(await gql(Q_LIST, { id: listId }, stranger.token)).code).toBe('NOT_FOUND');
      expect(gqlError(await gql(M_ADD, { listId, profileId: p.linkedinUsername }, stranger.token)).code).toBe('NOT_FOUND');
      expect(gqlError(await gql(M_UPDATE_ENTRY, { listId, linkedinUsername: p.linkedinUsername, notes: 'x' }, stranger.token)).code).toBe(
        'NOT_FOUND',
      );
      expect(errorOf(await gql(M_SHARE, { listId, shared: false }, stranger.token))?.code).toBe('NOT_FOUND');
      expect((await getRest(stranger.token, listId)).status).toBe(404);
      expect((await t.rest('DELETE', `/api/profile/list/${listId}`, undefined, { token: stranger.token })).status).toBe(404);
      expect((await ok(Q_LISTS, {}, stranger.token)).lists.map((l: { id: string }) => l.id)).not.toContain(listId);
    }
    expect(await t.ds.query('SELECT linkedin_username, stage, notes FROM profile_list_items WHERE list_id = $1', [listId])).toEqual(before);
  });
});

describe('removing a member', () => {
  it('ends their access at once; their shared lists stay with the team, their private ones stay theirs', async () => {
    const team = await newTeam();
    const kim = await addMember(team, 'kim');
    await fund(team.teamId, 3);
    const [p, q] = await newProfiles(t.ds, 2);
    const shared = (await ok(M_CREATE, { input: { name: 'Sales leads', shared: true } }, kim.token)).createList.id;
    const mine = (await ok(M_CREATE, { input: { name: 'Kim private' } }, kim.token)).createList.id;
    await ok(M_ADD, { listId: shared, profileId: p.linkedinUsername }, kim.token);
    // The owner reveals one for the team: free for Kim while she is a member.
    await ok(M_REVEAL, { linkedinUsername: q.linkedinUsername }, team.owner.token);
    expect(await previewFor(kim.token, q.linkedinUsername)).toMatchObject({ revealed: true, revealedBy: team.owner.email });

    const removed = await ok(M_REMOVE_MEMBER, { userId: kim.id }, team.owner.token);
    expect(removed.removeTeamMember.members.map((m: { email: string }) => m.email)).toEqual([team.owner.email]);

    expect(gqlError(await gql(Q_LIST, { id: shared }, kim.token)).code).toBe('NOT_FOUND');
    expect((await ok(Q_LIST, { id: mine }, kim.token)).list.name).toBe('Kim private');
    expect((await ok(Q_TEAM, {}, kim.token)).myTeam).toBeNull();
    expect(await previewFor(kim.token, q.linkedinUsername)).toEqual({ revealed: false, revealedBy: null, revealedAt: null, cost: 1 });
    // Her reveals are paid from her own credits again.
    const own = await ok(M_REVEAL, { linkedinUsername: p.linkedinUsername }, kim.token);
    expect(own.revealContacts).toMatchObject({ charged: true, teamCredits: null, user: { remainingCredits: 4 } });
    expect(await pool(team.teamId)).toEqual({ remaining: 2, total: 3 });

    const kept = await ok(Q_LIST, { id: shared }, team.owner.token);
    expect(kept.list.profiles.map((e: { addedBy: string }) => e.addedBy)).toEqual([kim.email]);
    const [{ user_id }] = await t.ds.query('SELECT user_id FROM profile_lists WHERE id = $1', [shared]);
    expect(user_id).toBe(team.owner.id);
    await expectLedgerAddsUp(team.teamId);
  });
});
