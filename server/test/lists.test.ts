import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { parseCsv } from './csv-parse';
import { signUp, startTestServer, TestServer } from './helpers';

/**
 * Lists of saved profiles over both transports against the seeded index: creating, reading,
 * adding (by id or username, idempotent), removing, deleting, the CSV export, and that nobody sees
 * or changes another user's list. Entries are read back from the tables too.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const LIST_NOT_FOUND = { status: 'error', message: 'List not found' };
const LIST = 'id name description linkedinUsernames profileCount createdAt updatedAt';
const ENTRY = 'linkedinUsername fullName currentPosition company location profilePicture linkedinLink profileId addedAt error';

const Q_LISTS = `query { lists { ${LIST} } }`;
const Q_LIST = `query List($id: ID!) { list(id: $id) { ${LIST} profiles { ${ENTRY} } } }`;
const M_CREATE = `mutation Create($input: CreateListInput!) { createList(input: $input) { ${LIST} } }`;
const M_DELETE = `mutation Delete($id: ID!) { deleteList(id: $id) }`;
const M_ADD = `mutation Add($listId: ID!, $profileId: String!) { addToList(listId: $listId, profileId: $profileId) { ${LIST} } }`;
const M_REMOVE = `mutation Remove($listId: ID!, $linkedinUsername: String!) { removeFromList(listId: $listId, linkedinUsername: $linkedinUsername) { ${LIST} profiles { linkedinUsername } } }`;
const M_REVEAL = `mutation Reveal($linkedinUsername: String!) { revealContacts(linkedinUsername: $linkedinUsername) { charged } }`;

interface ProfileRow {
  id: string;
  linkedin_username: string;
  first_name: string;
  last_name: string;
  current_title: string | null;
  current_company: string | null;
  city: string;
  country: string;
  profile_picture: string | null;
  linkedin_link: string;
}

/** Profiles from the middle of the index (filtered ones counted from its end), away from the ranges other test files take. */
let nextOffset = 12_000;
let nextFilteredOffset = 300;
async function someProfiles(n: number, where?: string): Promise<ProfileRow[]> {
  const rows: ProfileRow[] = await t.ds.query(
    `SELECT id::text AS id, linkedin_username, first_name, last_name, current_title, current_company, city, country, profile_picture, linkedin_link
       FROM profiles p WHERE ${where ?? 'TRUE'} ORDER BY id ${where ? 'DESC' : 'ASC'} OFFSET $1 LIMIT $2`,
    [where ? nextFilteredOffset : nextOffset, n],
  );
  if (where) nextFilteredOffset += 20;
  else nextOffset += 100;
  expect(rows).toHaveLength(n);
  return rows;
}

/** A list entry as both transports show a profile that is still in the index. */
function entryOf(p: ProfileRow) {
  return {
    linkedinUsername: p.linkedin_username,
    fullName: `${p.first_name} ${p.last_name}`,
    currentPosition: p.current_title,
    company: p.current_company,
    location: `${p.city}, ${p.country}`,
    profilePicture: p.profile_picture,
    linkedinLink: p.linkedin_link,
    profileId: p.id,
    addedAt: expect.any(String),
    error: false,
  };
}

const createRest = (token: string | undefined, body: unknown) => t.rest('POST', '/api/profile/list', body, { token });
const addRest = (token: string | undefined, listId: unknown, profileId: unknown) =>
  t.rest('POST', '/api/profile/addtolist', { listId, profileId }, { token });
const getRest = (token: string | undefined, listId: string) =>
  t.rest('GET', `/api/profile/list/${encodeURIComponent(listId)}`, undefined, { token });
const removeRest = (token: string | undefined, listId: string, username: string) =>
  t.rest('DELETE', `/api/profile/list/${encodeURIComponent(listId)}/profiles/${encodeURIComponent(username)}`, undefined, { token });
const deleteRest = (token: string | undefined, listId: string) =>
  t.rest('DELETE', `/api/profile/list/${encodeURIComponent(listId)}`, undefined, { token });

async function exportRest(token: string | undefined, listId: string) {
  const res = await fetch(`${t.url}/api/profile/list/${encodeURIComponent(listId)}/export`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  // Decoded keeping the byte order mark, to see that it is there.
  return { status: res.status, headers: res.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
}

async function newList(token: string, name = 'Prospects', description?: string): Promise<string> {
  const r = await createRest(token, { name, description });
  expect(r.status).toBe(201);
  return r.body.data.id as string;
}

async function storedUsernames(listId: string): Promise<string[]> {
  const rows: Array<{ linkedin_username: string }> = await t.ds.query(
    'SELECT linkedin_username FROM profile_list_items WHERE list_id = $1 ORDER BY position',
    [listId],
  );
  return rows.map((r) => r.linkedin_username);
}

async function listCount(userId: string): Promise<number> {
  const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM profile_lists WHERE user_id = $1', [userId]);
  return n;
}

function gqlError(r: { body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } }) {
  expect(r.body.errors).toHaveLength(1);
  return { message: r.body.errors![0].message, code: r.body.errors![0].extensions?.code };
}

describe('creating lists', () => {
  it('REST: creates a list with the trimmed name and description, answering it with _id and listId', async () => {
    const { user, token } = await signUp(t);
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
      },
    });
    const [row] = await t.ds.query('SELECT user_id, name, description FROM profile_lists WHERE id = $1', [r.body.data.id]);
    expect(row).toEqual({ user_id: user._id, name: 'Berlin engineers', description: 'Backend, 5+ years' });

    const noDescription = await createRest(token, { name: 'Sales leaders', description: '   ' });
    expect(noDescription.body.data.description).toBeNull();
  });

  it('GraphQL: createList answers the new, empty list', async () => {
    const { token } = await signUp(t);
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
    const { user, token } = await signUp(t);
    for (const body of [{ name: '   ' }, { name: '' }, {}, { name: 42 }, { name: null, description: 'x' }]) {
      const r = await createRest(token, body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ status: 'error', message: 'Please enter a list name' });
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

describe('adding profiles', () => {
  it('adds by numeric id (REST, also as a JSON number) and by username (GraphQL), keeping the order added', async () => {
    const { token } = await signUp(t);
    const listId = await newList(token);
    const [a, b, c, d] = await someProfiles(4);

    const first = await addRest(token, listId, a.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'success',
      message: 'Profile added to list.',
      data: { _id: listId, listId, linkedinUsernames: [a.linkedin_username], profileCount: 1 },
    });
    expect((await addRest(token, listId, Number(c.id))).body.data.profileCount).toBe(2);
    const byName = await t.gql(M_ADD, { listId, profileId: b.linkedin_username }, { token });
    expect(byName.body.errors).toBeUndefined();
    expect(byName.body.data.addToList).toMatchObject({
      id: listId,
      linkedinUsernames: [a, c, b].map((p) => p.linkedin_username),
      profileCount: 3,
    });
    // A profile link and another casing name the same person.
    expect((await t.gql(M_ADD, { listId, profileId: d.linkedin_link }, { token })).body.data.addToList.profileCount).toBe(4);
    expect((await addRest(token, listId, d.linkedin_username.toUpperCase())).body).toMatchObject({
      message: 'This profile is already in the list.',
      data: { profileCount: 4 },
    });

    const order = [a, c, b, d];
    expect(await storedUsernames(listId)).toEqual(order.map((p) => p.linkedin_username));

    const rest = await getRest(token, listId);
    expect(rest.status).toBe(200);
    expect(rest.body.status).toBe('success');
    expect(rest.body.data).toMatchObject({
      _id: listId,
      listId,
      id: listId,
      name: 'Prospects',
      profileCount: 4,
      linkedinUsernames: order.map((p) => p.linkedin_username),
    });
    expect(rest.body.data.profiles).toEqual(order.map(entryOf));

    const gql = await t.gql(Q_LIST, { id: listId }, { token });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.list.profiles).toEqual(order.map(entryOf));
    const added = gql.body.data.list.profiles.map((e: { addedAt: string }) => Date.parse(e.addedAt));
    expect(added).toEqual([...added].sort((x: number, y: number) => x - y));
  });

  it('keeps one entry when the same profile is added twice, or 10 times at once', async () => {
    const { token } = await signUp(t);
    const listId = await newList(token);
    const [p, q] = await someProfiles(2);

    expect((await addRest(token, listId, p.linkedin_username)).body.message).toBe('Profile added to list.');
    const again = await addRest(token, listId, p.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'This profile is already in the list.', data: { profileCount: 1 } });
    expect((await t.gql(M_ADD, { listId, profileId: p.linkedin_username }, { token })).body.data.addToList.profileCount).toBe(1);
    expect(await storedUsernames(listId)).toEqual([p.linkedin_username]);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? addRest(token, listId, i % 4 === 0 ? q.id : q.linkedin_username)
          : t.gql(M_ADD, { listId, profileId: q.id }, { token }),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.errors).toBeUndefined();
    }
    const restAnswers = answers.filter((a) => a.body.status === 'success');
    expect(restAnswers.filter((a) => a.body.message === 'Profile added to list.').length).toBeLessThanOrEqual(1);
    expect(await storedUsernames(listId)).toEqual([p.linkedin_username, q.linkedin_username]);
    expect((await getRest(token, listId)).body.data.profileCount).toBe(2);
  });

  it("answers 404 'Profile not found' for an unknown profile and 400 for a missing or malformed one", async () => {
    const { token } = await signUp(t);
    const listId = await newList(token);
    for (const ref of [
      'nobody-by-this-name-000000',
      '999999999',
      '12345678901234567890123',
      'https://www.linkedin.com/in/nobody-by-this-name-000000',
    ]) {
      expect(await addRest(token, listId, ref)).toMatchObject({ status: 404, body: { status: 'error', message: 'Profile not found' } });
      expect(gqlError(await t.gql(M_ADD, { listId, profileId: ref }, { token }))).toEqual({
        message: 'Profile not found',
        code: 'NOT_FOUND',
      });
    }
    expect(await addRest(token, listId, '   ')).toMatchObject({ status: 400, body: { message: 'Please choose a profile to add.' } });
    expect(await addRest(token, listId, undefined)).toMatchObject({ status: 400, body: { message: 'Please choose a profile to add.' } });
    expect(await addRest(token, listId, "x'; DROP TABLE profile_lists; --")).toMatchObject({
      status: 400,
      body: { message: 'That is not a valid LinkedIn username.' },
    });
    expect(await addRest(token, listId, 'https://example.com/jane')).toMatchObject({ status: 400 });
    expect(await addRest(token, listId, 'a'.repeat(301))).toMatchObject({
      status: 400,
      body: { message: 'That is not a valid profile id or username.' },
    });
    expect(await addRest(token, undefined, '1')).toMatchObject({ status: 400, body: { message: 'Please choose a list.' } });
    expect(await storedUsernames(listId)).toEqual([]);
  });

  it('shows an entry whose profile is no longer in the index with error: true, on both transports', async () => {
    const { token } = await signUp(t);
    const listId = await newList(token);
    const [p] = await someProfiles(1);
    await addRest(token, listId, p.id);
    await t.ds.query(
      "INSERT INTO profile_list_items (list_id, linkedin_username, profile_id) VALUES ($1, 'gone-from-the-index-4242', 987654321)",
      [listId],
    );

    const missing = {
      linkedinUsername: 'gone-from-the-index-4242',
      fullName: null,
      currentPosition: null,
      company: null,
      location: null,
      profilePicture: null,
      linkedinLink: null,
      profileId: null,
      addedAt: expect.any(String),
      error: true,
    };
    const rest = await getRest(token, listId);
    expect(rest.body.data).toMatchObject({ profileCount: 2, linkedinUsernames: [p.linkedin_username, 'gone-from-the-index-4242'] });
    expect(rest.body.data.profiles).toEqual([entryOf(p), missing]);
    expect((await t.gql(Q_LIST, { id: listId }, { token })).body.data.list.profiles).toEqual([entryOf(p), missing]);

    // It can be removed like any other entry.
    expect((await removeRest(token, listId, 'gone-from-the-index-4242')).body.data.linkedinUsernames).toEqual([p.linkedin_username]);
  });
});

describe('loading a list', () => {
  it('takes as many queries for 25 profiles as for 1 (none per profile), on both transports', async () => {
    const { token } = await signUp(t);
    const small = await newList(token, 'Small');
    const large = await newList(token, 'Large');
    const profiles = await someProfiles(25);
    await addRest(token, small, profiles[0].id);
    for (const p of profiles) await addRest(token, large, p.id);

    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    try {
      const queriesFor = async (load: () => Promise<unknown>) => {
        spy.mockClear();
        await load();
        return spy.mock.calls.length;
      };
      const restSmall = await queriesFor(() => getRest(token, small));
      const restLarge = await queriesFor(() => getRest(token, large));
      const gqlSmall = await queriesFor(() => t.gql(Q_LIST, { id: small }, { token }));
      const gqlLarge = await queriesFor(() => t.gql(Q_LIST, { id: large }, { token }));
      expect(restLarge).toBe(restSmall);
      expect(gqlLarge).toBe(gqlSmall);
      expect(restSmall).toBeGreaterThanOrEqual(2); // the list and its entries (the spy counts)
      expect(restSmall).toBeLessThanOrEqual(4); // and the session
    } finally {
      spy.mockRestore();
    }
    expect((await getRest(token, large)).body.data.profiles).toEqual(profiles.map(entryOf));
  });
});

describe('removing profiles and deleting lists', () => {
  it('REST and GraphQL: a removal is saved; removing one that is not there changes nothing', async () => {
    const { token } = await signUp(t);
    const listId = await newList(token);
    const [a, b, c] = await someProfiles(3);
    for (const p of [a, b, c]) await addRest(token, listId, p.id);
    const before = (await getRest(token, listId)).body.data.updatedAt as string;

    const r = await removeRest(token, listId, b.linkedin_username);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'success',
      message: 'Profile removed from list.',
      data: { listId, profileCount: 2, linkedinUsernames: [a.linkedin_username, c.linkedin_username] },
    });
    expect(Date.parse(r.body.data.updatedAt)).toBeGreaterThan(Date.parse(before));
    expect(await storedUsernames(listId)).toEqual([a.linkedin_username, c.linkedin_username]);
    expect((await getRest(token, listId)).body.data.profiles.map((e: { linkedinUsername: string }) => e.linkedinUsername)).toEqual([
      a.linkedin_username,
      c.linkedin_username,
    ]);

    const g = await t.gql(M_REMOVE, { listId, linkedinUsername: a.linkedin_username }, { token });
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.removeFromList).toMatchObject({
      id: listId,
      profileCount: 1,
      linkedinUsernames: [c.linkedin_username],
      profiles: [{ linkedinUsername: c.linkedin_username }],
    });

    const absent = await removeRest(token, listId, a.linkedin_username);
    expect(absent.status).toBe(200);
    expect(absent.body).toMatchObject({ message: 'This profile was not in the list.', data: { profileCount: 1 } });
    expect(await storedUsernames(listId)).toEqual([c.linkedin_username]);

    // Added again, it goes to the end.
    await addRest(token, listId, a.linkedin_username);
    expect(await storedUsernames(listId)).toEqual([c.linkedin_username, a.linkedin_username]);
  });

  it('REST and GraphQL: deleting a list removes it and its entries', async () => {
    const { token, user } = await signUp(t);
    const [p] = await someProfiles(1);
    const one = await newList(token, 'One');
    const two = await newList(token, 'Two');
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
    const alice = await signUp(t);
    const bob = await signUp(t);
    const [a, b, c] = await someProfiles(3);
    const first = await newList(alice.token, 'First');
    const second = await newList(alice.token, 'Second');
    const third = await newList(alice.token, 'Third', 'With a description');
    await newList(bob.token, 'Bob only');
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
      [third, 'Third', 1, [c.linkedin_username]],
      [second, 'Second', 0, []],
      [first, 'First', 2, [a.linkedin_username, b.linkedin_username]],
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
    const withProfiles = await t.gql(`query { lists { id profiles { linkedinUsername error } } }`, {}, { token: alice.token });
    expect(withProfiles.body.data.lists[2]).toEqual({
      id: first,
      profiles: [
        { linkedinUsername: a.linkedin_username, error: false },
        { linkedinUsername: b.linkedin_username, error: false },
      ],
    });

    const bobs = (await t.rest('GET', '/api/profile/list', undefined, { token: bob.token })).body.data;
    expect(bobs.map((l: { name: string }) => l.name)).toEqual(['Bob only']);
    expect((await t.rest('GET', '/api/profile/list', undefined, { token: (await signUp(t)).token })).body).toEqual({
      status: 'success',
      data: [],
    });
  });
});

describe('ownership', () => {
  it("another user's list answers 'List not found' for every operation on both transports, and stays as it was", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const [p, q] = await someProfiles(2);
    const listId = await newList(alice.token, 'Alice only');
    await addRest(alice.token, listId, p.id);
    const bobsOwn = await newList(bob.token, 'Bob');

    expect(await getRest(bob.token, listId)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    expect(await addRest(bob.token, listId, q.id)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    expect(await addRest(bob.token, listId, 'nobody-by-this-name-000000')).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    expect(await removeRest(bob.token, listId, p.linkedin_username)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    expect(await deleteRest(bob.token, listId)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
    const exported = await exportRest(bob.token, listId);
    expect(exported.status).toBe(404);
    expect(JSON.parse(exported.text)).toEqual(LIST_NOT_FOUND);

    const notFound = { message: 'List not found', code: 'NOT_FOUND' };
    expect(gqlError(await t.gql(Q_LIST, { id: listId }, { token: bob.token }))).toEqual(notFound);
    expect(gqlError(await t.gql(M_ADD, { listId, profileId: q.id }, { token: bob.token }))).toEqual(notFound);
    expect(gqlError(await t.gql(M_REMOVE, { listId, linkedinUsername: p.linkedin_username }, { token: bob.token }))).toEqual(notFound);
    expect(gqlError(await t.gql(M_DELETE, { id: listId }, { token: bob.token }))).toEqual(notFound);
    expect((await t.gql(Q_LISTS, {}, { token: bob.token })).body.data.lists.map((l: { id: string }) => l.id)).toEqual([bobsOwn]);

    expect(await storedUsernames(listId)).toEqual([p.linkedin_username]);
    expect((await getRest(alice.token, listId)).body.data).toMatchObject({ name: 'Alice only', profileCount: 1 });
  });

  it('a malformed list id is not found, never an error of ours', async () => {
    const { token } = await signUp(t);
    const [p] = await someProfiles(1);
    for (const id of ['not-a-uuid', '123', "1' OR '1'='1", '00000000-0000-0000-0000-000000000000', 'x'.repeat(500)]) {
      expect(await getRest(token, id)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
      expect(await deleteRest(token, id)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
      expect(await addRest(token, id, p.id)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
      expect(await removeRest(token, id, p.linkedin_username)).toMatchObject({ status: 404, body: LIST_NOT_FOUND });
      expect((await exportRest(token, id)).status).toBe(404);
      expect(gqlError(await t.gql(Q_LIST, { id }, { token })).code).toBe('NOT_FOUND');
      expect(gqlError(await t.gql(M_ADD, { listId: id, profileId: p.id }, { token })).code).toBe('NOT_FOUND');
    }
    expect(await addRest(token, 42, p.id)).toMatchObject({ status: 400, body: { message: 'Please choose a list.' } });
  });

  it('needs a session on every route and operation', async () => {
    const { token } = await signUp(t);
    const listId = await newList(token);
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

describe('exporting a list as CSV', () => {
  it('downloads the profiles in list order, with contacts only for the profiles this user revealed', async () => {
    const { token, user } = await signUp(t);
    const other = await signUp(t);
    const [revealed, hidden] = await someProfiles(
      2,
      "EXISTS (SELECT 1 FROM profile_contacts c WHERE c.profile_id = p.id AND c.kind = 'phone')",
    );
    const [quoted] = await someProfiles(1);
    const listId = await newList(token, 'Hiring, "Q3" / Berlin – Ünter');

    // A name with a comma and quotes, and a title that a spreadsheet would run as a formula (restored below).
    await t.ds.query(`UPDATE profiles SET first_name = 'Ana, "AJ"', current_title = '=HYPERLINK("http://x.example")' WHERE id = $1`, [
      quoted.id,
    ]);
    try {
      for (const p of [revealed, hidden, quoted]) await addRest(token, listId, p.linkedin_username);
      await t.ds.query("INSERT INTO profile_list_items (list_id, linkedin_username) VALUES ($1, 'gone-from-the-index-4343')", [listId]);
      const reveal = await t.gql(M_REVEAL, { linkedinUsername: revealed.linkedin_username }, { token });
      expect(reveal.body.data.revealContacts.charged).toBe(true);
      // Another user's reveal of `hidden` does not show it to this user.
      expect(
        (await t.gql(M_REVEAL, { linkedinUsername: hidden.linkedin_username }, { token: other.token })).body.data.revealContacts.charged,
      ).toBe(true);

      const r = await exportRest(token, listId);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(r.headers.get('content-disposition')).toBe('attachment; filename="Hiring-Q3-Berlin-Unter.csv"');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.text.startsWith('\uFEFF')).toBe(true);
      expect(r.text.endsWith('\r\n')).toBe(true);

      const rows = parseCsv(r.text.slice(1));
      expect(rows[0]).toEqual(['Name', 'Position', 'Company', 'Location', 'Profile link', 'Emails', 'Phone numbers']);
      expect(rows).toHaveLength(5);

      const contacts: Array<{ kind: string; value: string }> = await t.ds.query(
        `SELECT kind, value FROM profile_contacts WHERE profile_id = $1
          ORDER BY CASE status WHEN 'verified' THEN 0 WHEN 'likely' THEN 1 ELSE 2 END, id`,
        [revealed.id],
      );
      const emails = contacts.filter((c) => c.kind === 'email').map((c) => c.value);
      const phones = contacts.filter((c) => c.kind === 'phone').map((c) => c.value);
      expect(phones.length).toBeGreaterThan(0);
      const cell = (v: string) => (/^[=+\-@]/.test(v) ? `'${v}` : v);
      const base = (p: ProfileRow) => [
        `${p.first_name} ${p.last_name}`,
        p.current_title ?? '',
        p.current_company ?? '',
        `${p.city}, ${p.country}`,
        p.linkedin_link,
      ];
      expect(rows[1]).toEqual([...base(revealed), cell(emails.join('; ')), cell(phones.join('; '))]);
      expect(rows[1][6].startsWith("'+")).toBe(true);
      expect(rows[2]).toEqual([...base(hidden), '', '']);
      expect(rows[3]).toEqual([
        `Ana, "AJ" ${quoted.last_name}`,
        `'=HYPERLINK("http://x.example")`,
        quoted.current_company ?? '',
        `${quoted.city}, ${quoted.country}`,
        quoted.linkedin_link,
        '',
        '',
      ]);
      expect(rows[4]).toEqual(['Not found', '', '', '', 'https://www.linkedin.com/in/gone-from-the-index-4343', '', '']);
      // The raw text quotes the name and doubles its quotes.
      expect(r.text).toContain(`"Ana, ""AJ"" ${quoted.last_name}"`);

      const ledger = await t.ds.query("SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1 AND reason = 'contact_reveal'", [
        user._id,
      ]);
      expect(ledger[0].n).toBe(1); // exporting costs nothing
    } finally {
      await t.ds.query('UPDATE profiles SET first_name = $2, current_title = $3 WHERE id = $1', [
        quoted.id,
        quoted.first_name,
        quoted.current_title,
      ]);
    }
  });

  it('an empty list is the header row alone; a name with no safe characters gives list.csv', async () => {
    const { token } = await signUp(t);
    const listId = await newList(token, '«»');
    const r = await exportRest(token, listId);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="list.csv"');
    expect(r.text).toBe('\uFEFFName,Position,Company,Location,Profile link,Emails,Phone numbers\r\n');
  });
});
