import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { parseCsv } from './csv-parse';
import { newList, newProfile, newProfiles, newUser } from './factories';
import { startTestServer, TestServer } from './helpers';
import { gqlError, listsApi, M_ADD, M_ADD_MANY, M_REVEAL, M_UPDATE_ENTRY, Q_LIST } from './lists-kit';

/**
 * A recruiter's work on lists: a stage and notes per person (validated, saved, the owner's only),
 * adding many people at once (all or none, those already there counted), "in N lists" on list
 * rows and on search cards, the revealed contacts a list shows, and exporting chosen people.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
const { addRest, addManyRest, updateRest, storedUsernames } = listsApi(() => t);

const M_ADD_FLAG = `mutation Add($listId: ID!, $profileId: String!) { addToList(listId: $listId, profileId: $profileId) { id profileCount added } }`;

async function stored(listId: string, username: string) {
  const [row] = await t.ds.query('SELECT stage, notes FROM profile_list_items WHERE list_id = $1 AND linkedin_username = $2', [
    listId,
    username,
  ]);
  return row as { stage: string; notes: string | null };
}

describe('stage and notes of a person in a list', () => {
  it('saves a stage and notes over GraphQL and REST, answering the entry; blank notes clear them', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token);
    const p = await newProfile(t.ds);
    await addRest(token, listId, p.id);
    expect(await stored(listId, p.linkedinUsername)).toEqual({ stage: 'new', notes: null });

    const g = await t.gql(
      M_UPDATE_ENTRY,
      { listId, linkedinUsername: p.linkedinUsername, stage: 'contacted', notes: '  Call Tuesday  ' },
      { token },
    );
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.updateListEntry).toMatchObject({ linkedinUsername: p.linkedinUsername, stage: 'contacted', notes: 'Call Tuesday' });

    // Only the stage: the notes stay.
    const r = await updateRest(token, listId, p.linkedinUsername, { stage: 'replied' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ stage: 'replied', notes: 'Call Tuesday', listCount: 1, revealed: false });
    // Only the notes, blank: cleared, the stage stays.
    expect((await updateRest(token, listId, p.linkedinUsername, { notes: '   ' })).body.data).toMatchObject({
      stage: 'replied',
      notes: null,
    });
    expect(await stored(listId, p.linkedinUsername)).toEqual({ stage: 'replied', notes: null });

    const list = (await t.gql(Q_LIST, { id: listId }, { token })).body.data.list;
    expect(list.profiles[0]).toMatchObject({ stage: 'replied', notes: null });
  });

  it('refuses an unknown stage, notes over 2,000 characters and an empty change, changing nothing', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token);
    const p = await newProfile(t.ds);
    await addRest(token, listId, p.id);
    await updateRest(token, listId, p.linkedinUsername, { stage: 'contacted', notes: 'first call' });

    expect(await updateRest(token, listId, p.linkedinUsername, { stage: 'hired' })).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', message: 'Please choose a stage: new, contacted, replied, interviewing or not a fit.' },
    });
    expect(await updateRest(token, listId, p.linkedinUsername, { notes: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', message: 'Notes can be at most 2,000 characters.' },
    });
    expect(await updateRest(token, listId, p.linkedinUsername, {})).toMatchObject({
      status: 400,
      body: { code: 'BAD_USER_INPUT', message: 'Please choose a stage or write notes to save.' },
    });
    const g = await t.gql(M_UPDATE_ENTRY, { listId, linkedinUsername: p.linkedinUsername, notes: 'y'.repeat(2001) }, { token });
    expect(gqlError(g)).toEqual({ message: 'Notes can be at most 2,000 characters.', code: 'BAD_USER_INPUT' });
    // 2,000 exactly is fine.
    expect((await updateRest(token, listId, p.linkedinUsername, { notes: 'z'.repeat(2000) })).status).toBe(200);
    expect(await stored(listId, p.linkedinUsername)).toEqual({ stage: 'contacted', notes: 'z'.repeat(2000) });
  });

  it("answers NOT_FOUND for another user's list and for a person not in the list, changing nothing", async () => {
    const owner = await newUser(t);
    const other = await newUser(t);
    const listId = await newList(t, owner.token);
    const [p, outside] = await newProfiles(t.ds, 2);
    await addRest(owner.token, listId, p.id);

    expect(await updateRest(other.token, listId, p.linkedinUsername, { stage: 'not_a_fit' })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'List not found' },
    });
    const g = await t.gql(M_UPDATE_ENTRY, { listId, linkedinUsername: p.linkedinUsername, notes: 'mine now' }, { token: other.token });
    expect(gqlError(g)).toEqual({ message: 'List not found', code: 'NOT_FOUND' });
    expect(await updateRest(owner.token, listId, outside.linkedinUsername, { stage: 'contacted' })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'This profile is not in the list.' },
    });
    expect(await stored(listId, p.linkedinUsername)).toEqual({ stage: 'new', notes: null });
  });

  it('the table itself refuses an unknown stage and notes that are too long', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token);
    await expect(
      t.ds.query("INSERT INTO profile_list_items (list_id, linkedin_username, stage) VALUES ($1, 'someone-1', 'hired')", [listId]),
    ).rejects.toThrow(/CHK_profile_list_items_stage/);
    await expect(
      t.ds.query("INSERT INTO profile_list_items (list_id, linkedin_username, notes) VALUES ($1, 'someone-2', repeat('n', 2001))", [
        listId,
      ]),
    ).rejects.toThrow(/CHK_profile_list_items_notes/);
  });
});

describe('adding one or many', () => {
  it('addToList says whether it added the profile', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token);
    const p = await newProfile(t.ds);
    const first = await t.gql(M_ADD_FLAG, { listId, profileId: p.id }, { token });
    expect(first.body.data.addToList).toEqual({ id: listId, profileCount: 1, added: true });
    const again = await t.gql(M_ADD_FLAG, { listId, profileId: p.linkedinUsername }, { token });
    expect(again.body.data.addToList).toEqual({ id: listId, profileCount: 1, added: false });
  });

  it('adds many in the order given, counting those already there, over GraphQL and REST', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token, 'Backend Berlin');
    const [a, b, c, d] = await newProfiles(t.ds, 4);
    await addRest(token, listId, a.id);

    const g = await t.gql(M_ADD_MANY, { listId, profileIds: [b.id, a.id, c.linkedinUsername, b.linkedinUsername] }, { token });
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.addProfilesToList).toEqual({
      added: 2,
      alreadyInList: 1,
      list: { id: listId, profileCount: 3, linkedinUsernames: [a.linkedinUsername, b.linkedinUsername, c.linkedinUsername] },
    });

    const r = await addManyRest(token, listId, [d.id, c.id]);
    expect(r).toMatchObject({
      status: 200,
      body: { message: 'Added 1 profile; 1 was already in the list.', data: { added: 1, alreadyInList: 1, list: { profileCount: 4 } } },
    });
    expect(await storedUsernames(listId)).toEqual([a, b, c, d].map((p) => p.linkedinUsername));
  });

  it('adds none when one cannot be found, and refuses 0 or more than 100 profiles or a list that is not theirs', async () => {
    const { token } = await newUser(t);
    const other = await newUser(t);
    const listId = await newList(t, token);
    const [a] = await newProfiles(t.ds, 1);

    expect(await addManyRest(token, listId, [a.id, 'no-such-person-9191'])).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Profile not found' },
    });
    expect(await storedUsernames(listId)).toEqual([]);
    for (const profileIds of [[], Array.from({ length: 101 }, (_, i) => String(i + 1)), 'abc', [42]]) {
      expect(await addManyRest(token, listId, profileIds)).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT' } });
    }
    expect(gqlError(await t.gql(M_ADD_MANY, { listId, profileIds: [] }, { token }))).toEqual({
      message: 'Please choose between 1 and 100 profiles.',
      code: 'BAD_USER_INPUT',
    });
    expect(await addManyRest(other.token, listId, [a.id])).toMatchObject({ status: 404, body: { message: 'List not found' } });
    expect(await storedUsernames(listId)).toEqual([]);
  });
});

describe('what a list row shows', () => {
  it('the revealed contacts as a reveal shows them (best first, a former employer outdated) only after this user revealed them, and in how many of their lists the person is', async () => {
    const { token } = await newUser(t);
    const other = await newUser(t);
    const p = await newProfile(t.ds, {
      contacts: [
        // The factory's person works at vexmoor-gizmoworks.example now and worked at plonkbury-widgetry.example before.
        { kind: 'email', value: 'old.address@plonkbury-widgetry.example', status: 'verified' },
        { kind: 'email', value: 'now@vexmoor-gizmoworks.example', status: 'likely' },
        { kind: 'phone', value: '+999 301 5550 7777', status: 'likely' },
      ],
    });
    const first = await newList(t, token, 'First');
    const second = await newList(t, token, 'Second');
    const theirs = await newList(t, other.token, 'Theirs');
    for (const l of [first, second]) await addRest(token, l, p.id);
    await addRest(other.token, theirs, p.id);

    const before = (await t.gql(Q_LIST, { id: first }, { token })).body.data.list.profiles[0];
    expect(before).toMatchObject({ revealed: false, emails: [], phoneNumbers: [], listCount: 2 });
    // Another user's reveal shows nothing here.
    await t.gql(M_REVEAL, { linkedinUsername: p.linkedinUsername }, { token: other.token });
    expect((await t.gql(Q_LIST, { id: first }, { token })).body.data.list.profiles[0]).toMatchObject({ revealed: false, emails: [] });

    await t.gql(M_REVEAL, { linkedinUsername: p.linkedinUsername }, { token });
    const after = (await t.gql(Q_LIST, { id: first }, { token })).body.data.list.profiles[0];
    expect(after).toMatchObject({
      revealed: true,
      listCount: 2,
      emails: [
        { address: 'now@vexmoor-gizmoworks.example', status: 'likely' },
        { address: 'old.address@plonkbury-widgetry.example', status: 'outdated' },
      ],
      phoneNumbers: [{ number: '+999 301 5550 7777', status: 'likely' }],
    });
  });

  it("search cards say in how many of the signed-in user's lists each person is", async () => {
    const { token } = await newUser(t);
    const SEARCH = `query($input: SearchInput!) { searchProfiles(input: $input) { profiles { id linkedinUsername listCount } } }`;
    const input = { type: 'ai', query: 'software engineers in London' };
    const cards = (await t.gql(SEARCH, { input }, { token })).body.data.searchProfiles.profiles as Array<{
      id: string;
      linkedinUsername: string;
      listCount: number;
    }>;
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(cards.map((c) => c.listCount)).toEqual(cards.map(() => 0));

    const one = await newList(t, token, 'One');
    const two = await newList(t, token, 'Two');
    await t.gql(M_ADD_MANY, { listId: one, profileIds: [cards[0].id, cards[1].id] }, { token });
    await t.gql(M_ADD, { listId: two, profileId: cards[0].id }, { token });
    // Another user's lists do not count.
    const other = await newUser(t);
    await addRest(other.token, await newList(t, other.token), cards[2].id);

    // The page's cards are counted together: one query, however many cards.
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    let again: typeof cards;
    try {
      again = (await t.gql(SEARCH, { input }, { token })).body.data.searchProfiles.profiles as typeof cards;
      const countQueries = spy.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes('FROM profile_list_items i'));
      expect(countQueries).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
    const byId = new Map(again.map((c) => [c.id, c.listCount]));
    expect([byId.get(cards[0].id), byId.get(cards[1].id), byId.get(cards[2].id)]).toEqual([2, 1, 0]);
  });
});

describe('exporting chosen people', () => {
  it('answers a CSV of the chosen usernames in that order, contacts only where revealed, unknown ones left out', async () => {
    const { token } = await newUser(t);
    const revealed = await newProfile(t.ds, { contacts: [{ kind: 'phone', value: '+999 301 5550 1111', status: 'verified' }] });
    const plain = await newProfile(t.ds, { contacts: [{ kind: 'email', value: 'hidden@example.example', status: 'verified' }] });
    await t.gql(M_REVEAL, { linkedinUsername: revealed.linkedinUsername }, { token });

    const res = await fetch(`${t.url}/api/profile/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ linkedinUsernames: [plain.linkedinUsername, 'no-such-person-7171', revealed.linkedinUsername] }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="talentlens-profiles.csv"');
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ''));
    expect(rows[0].slice(0, 2)).toEqual(['First name', 'Last name']);
    const [email, phone] = [rows[0].indexOf('Email 1'), rows[0].indexOf('Phone 1')];
    expect(rows.slice(1).map((r) => [r[0], r[1], r[email], r[phone]])).toEqual([
      [plain.firstName, plain.lastName, '', ''],
      [revealed.firstName, revealed.lastName, '', '+999 301 5550 1111'],
    ]);

    const bad = await t.rest('POST', '/api/profile/export', { linkedinUsernames: [] }, { token });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please choose between 1 and 100 profiles to export.' } });
    expect((await t.rest('POST', '/api/profile/export', { linkedinUsernames: [plain.linkedinUsername] })).status).toBe(401);
  });
});
