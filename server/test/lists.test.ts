import { newList, newProfile, newProfiles, newUser } from './factories';
import { startTestServer, TestServer } from './helpers';
import { gqlError, LIST_NOT_FOUND, listsApi, M_ADD, M_CREATE, M_DELETE, M_REMOVE, Q_LIST, Q_LISTS } from './lists-kit';

/**
 * Lists of saved profiles over both transports: creating and deleting them, a user's lists, and
 * that nobody sees or changes another user's list; rows are read back from the tables. Adding and
 * removing people is in lists-entries.test.ts, the CSV export in lists-export.test.ts. Each test
 * makes its users, lists and people (factories).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
const { createRest, addRest, getRest, removeRest, deleteRest, exportRest, storedUsernames, listCount } = listsApi(() => t);

describe('creating lists', () => {
  it('REST: creates a list with the trimmed name and description, answering it with _id and listId', async () => {
    const { user, token } = await newUser(t);
    const r = await createRest(token, { name: '  Berlin engineers  ', description: '  Backend, 5+ years  ' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      status: 'success',
      message: 'List created.',
      data: {
        _id: expect.any(String),
        id: r.body.data._id,
        listId: r.body.data._id,
        name: 'Berlin engineers',
        description: 'Backend, 5+ years',
        linkedinUsernames: [],
        profileCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        shared: false,
        ownerName: user.email,
        ownedByYou: true,
      },
    });
    const [row] = await t.ds.query('SELECT user_id, name, description FROM profile_lists WHERE id = $1', [r.body.data.id]);
    expect(row).toEqual({ user_id: user._id, name: 'Berlin engineers', description: 'Backend, 5+ years' });

    const noDescription = await createRest(token, { name: 'Sales leaders', description: '   ' });
    expect(noDescription.body.data.description).toBeNull();
  });

  it('GraphQL: createList answers the new, empty list', async () => {
    const { token } = await newUser(t);
    const r = await t.gql(M_CREATE, { input: { name: 'Designers', description: null } }, { token });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.createList).toEqual({
      id: expect.any(String),
      name: 'Designers',
      description: null,
      linkedinUsernames: [],
      profileCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("refuses a blank name with the spec's message, and over-long fields, creating nothing", async () => {
    const { user, token } = await newUser(t);
    for (const body of [{ name: '   ' }, { name: '' }, {}, { name: 42 }, { name: null, description: 'x' }]) {
      const r = await createRest(token, body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Please enter a list name' });
    }
    expect(await createRest(token, { name: 'x'.repeat(101) })).toMatchObject({
      status: 400,
      body: { message: 'A list name can be at most 100 characters.' },
    });
    expect(await createRest(token, { name: 'ok', description: 'd'.repeat(501) })).toMatchObject({
      status: 400,
      body: { message: 'A list description can be at most 500 characters.' },
    });
    expect(await createRest(token, 'not json')).toMatchObject({ status: 400 });

    const blank = await t.gql(M_CREATE, { input: { name: ' \t ' } }, { token });
    expect(gqlError(blank)).toEqual({ message: 'Please enter a list name', code: 'BAD_USER_INPUT' });
    const long = await t.gql(M_CREATE, { input: { name: 'n'.repeat(101) } }, { token });
    expect(gqlError(long)).toEqual({ message: 'A list name can be at most 100 characters.', code: 'BAD_USER_INPUT' });
    expect(await listCount(user._id)).toBe(0);

    // Exactly at the limits is fine.
    expect((await createRest(token, { name: 'x'.repeat(100), description: 'd'.repeat(500) })).status).toBe(201);
  });
});

describe('deleting lists', () => {
  it('REST and GraphQL: deleting a list removes it and its entries', async () => {
    const { token, user } = await newUser(t);
    const p = await newProfile(t.ds);
    const one = await newList(t, token, 'One');
    const two = await newList(t, token, 'Two');
    await addRest(token, one, p.id);
    await addRest(token, two, p.id);

    const r = await deleteRest(token, one);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'success', message: 'List deleted.', data: { _id: one, id: one, listId: one } });
    expect(await getRest(token, one)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    expect(await storedUsernames(one)).toEqual([]);
    expect(await deleteRest(token, one)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });

    const g = await t.gql(M_DELETE, { id: two }, { token });
    expect(g.body).toEqual({ data: { deleteList: two } });
    expect(gqlError(await t.gql(Q_LIST, { id: two }, { token }))).toEqual({ message: 'List not found', code: 'NOT_FOUND' });
    expect(gqlError(await t.gql(M_DELETE, { id: two }, { token }))).toEqual({ message: 'List not found', code: 'NOT_FOUND' });
    expect(await storedUsernames(two)).toEqual([]);
    expect(await listCount(user._id)).toBe(0);
  });
});

describe("the user's lists", () => {
  it('come newest first with their counts and usernames, and only the own ones', async () => {
    const alice = await newUser(t);
    const bob = await newUser(t);
    const [a, b, c] = await newProfiles(t.ds, 3);
    const first = await newList(t, alice.token, 'First');
    const second = await newList(t, alice.token, 'Second');
    const third = await newList(t, alice.token, 'Third', 'With a description');
    await newList(t, bob.token, 'Bob only');
    await addRest(alice.token, first, a.id);
    await addRest(alice.token, first, b.id);
    await addRest(alice.token, third, c.id);

    const rest = await t.rest('GET', '/api/profile/list', undefined, { token: alice.token });
    expect(rest.status).toBe(200);
    expect(rest.body.status).toBe('success');
    expect(
      rest.body.data.map((l: { _id: string; name: string; profileCount: number; linkedinUsernames: string[] }) => [
        l._id,
        l.name,
        l.profileCount,
        l.linkedinUsernames,
      ]),
    ).toEqual([
      [third, 'Third', 1, [c.linkedinUsername]],
      [second, 'Second', 0, []],
      [first, 'First', 2, [a.linkedinUsername, b.linkedinUsername]],
    ]);
    expect(rest.body.data[0]).toMatchObject({ id: third, listId: third, description: 'With a description' });
    expect(rest.body.data[0].profiles).toBeUndefined();

    const gql = await t.gql(Q_LISTS, {}, { token: alice.token });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.lists.map((l: { id: string; profileCount: number }) => [l.id, l.profileCount])).toEqual([
      [third, 1],
      [second, 0],
      [first, 2],
    ]);
    const withProfiles = await t.gql(
      `query { lists(first: 3) { id profiles(first: 10) { linkedinUsername error } } }`,
      {},
      { token: alice.token },
    );
    expect(withProfiles.body.data.lists[2]).toEqual({
      id: first,
      profiles: [
        { linkedinUsername: a.linkedinUsername, error: false },
        { linkedinUsername: b.linkedinUsername, error: false },
      ],
    });

    const bobs = (await t.rest('GET', '/api/profile/list', undefined, { token: bob.token })).body.data;
    expect(bobs.map((l: { name: string }) => l.name)).toEqual(['Bob only']);
    expect((await t.rest('GET', '/api/profile/list', undefined, { token: (await newUser(t)).token })).body).toEqual({
      status: 'success',
      data: [],
    });
  });
});

describe('ownership', () => {
  it("another user's list answers 'List not found' for every operation on both transports, and stays as it was", async () => {
    const alice = await newUser(t);
    const bob = await newUser(t);
    const [p, q] = await newProfiles(t.ds, 2);
    const listId = await newList(t, alice.token, 'Alice only');
    await addRest(alice.token, listId, p.id);
    const bobsOwn = await newList(t, bob.token, 'Bob');

    expect(await getRest(bob.token, listId)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    expect(await addRest(bob.token, listId, q.id)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    expect(await addRest(bob.token, listId, 'nobody-by-this-name-000000')).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    expect(await removeRest(bob.token, listId, p.linkedinUsername)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    expect(await deleteRest(bob.token, listId)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    const exported = await exportRest(bob.token, listId);
    expect(exported.status).toBe(404);
    expect(JSON.parse(exported.text)).toEqual(LIST_NOT_FOUND);

    const notFound = { message: 'List not found', code: 'NOT_FOUND' };
    expect(gqlError(await t.gql(Q_LIST, { id: listId }, { token: bob.token }))).toEqual(notFound);
    expect(gqlError(await t.gql(M_ADD, { listId, profileId: q.id }, { token: bob.token }))).toEqual(notFound);
    expect(gqlError(await t.gql(M_REMOVE, { listId, linkedinUsername: p.linkedinUsername }, { token: bob.token }))).toEqual(notFound);
    expect(gqlError(await t.gql(M_DELETE, { id: listId }, { token: bob.token }))).toEqual(notFound);
    expect((await t.gql(Q_LISTS, {}, { token: bob.token })).body.data.lists.map((l: { id: string }) => l.id)).toEqual([bobsOwn]);

    expect(await storedUsernames(listId)).toEqual([p.linkedinUsername]);
    expect((await getRest(alice.token, listId)).body.data).toMatchObject({ name: 'Alice only', profileCount: 1 });
  });

  it('a malformed list id is not found, never an error of ours', async () => {
    const { token } = await newUser(t);
    const p = await newProfile(t.ds);
    for (const id of ['not-a-uuid', '123', "1' OR '1'='1", '00000000-0000-0000-0000-000000000000', 'x'.repeat(500)]) {
      expect(await getRest(token, id)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
      expect(await deleteRest(token, id)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
      expect(await addRest(token, id, p.id)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
      expect(await removeRest(token, id, p.linkedinUsername)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
      expect((await exportRest(token, id)).status).toBe(404);
      expect(gqlError(await t.gql(Q_LIST, { id }, { token })).code).toBe('NOT_FOUND');
      expect(gqlError(await t.gql(M_ADD, { listId: id, profileId: p.id }, { token })).code).toBe('NOT_FOUND');
    }
    expect(await addRest(token, 42, p.id)).toMatchObject({ status: 400, body: { message: 'Please choose a list.' } });
  });

  it('needs a session on every route and operation', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token);
    const signedOut = { status: 'error', message: 'Please sign in to continue.' };
    expect(await createRest(undefined, { name: 'x' })).toMatchObject({ status: 401, body: signedOut });
    expect(await t.rest('GET', '/api/profile/list')).toMatchObject({ status: 401, body: signedOut });
    expect(await getRest(undefined, listId)).toMatchObject({ status: 401, body: signedOut });
    expect(await addRest(undefined, listId, '1')).toMatchObject({ status: 401, body: signedOut });
    expect(await removeRest(undefined, listId, 'someone')).toMatchObject({ status: 401, body: signedOut });
    expect(await deleteRest(undefined, listId)).toMatchObject({ status: 401, body: signedOut });
    expect((await exportRest(undefined, listId)).status).toBe(401);
    for (const [query, variables] of [
      [Q_LISTS, {}],
      [Q_LIST, { id: listId }],
      [M_CREATE, { input: { name: 'x' } }],
      [M_DELETE, { id: listId }],
      [M_ADD, { listId, profileId: '1' }],
      [M_REMOVE, { listId, linkedinUsername: 'someone' }],
    ] as const) {
      expect(gqlError(await t.gql(query, variables))).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
    }
    expect(await storedUsernames(listId)).toEqual([]);
  });
});
