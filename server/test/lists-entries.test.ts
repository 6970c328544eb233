import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { newList, newProfile, newProfiles, newUser } from './factories';
import { startTestServer, TestServer } from './helpers';
import { entryOf, gqlError, listsApi, M_ADD, M_REMOVE, Q_LIST } from './lists-kit';

/**
 * The people in a list, over both transports: adding them (by id, username or link; idempotent,
 * also under concurrent adds), an entry whose person left the index, loading a list without a
 * query per person, and removing them. Entries are read back from the tables too. Each test makes
 * its users, lists and people (factories).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
const { addRest, getRest, removeRest, storedUsernames } = listsApi(() => t);

describe('adding profiles', () => {
  it('adds by numeric id (REST, also as a JSON number) and by username (GraphQL), keeping the order added', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token);
    const [a, b, c, d] = await newProfiles(t.ds, 4);

    const first = await addRest(token, listId, a.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'success',
      message: 'Profile added to list.',
      data: { _id: listId, listId, linkedinUsernames: [a.linkedinUsername], profileCount: 1 },
    });
    expect((await addRest(token, listId, Number(c.id))).body.data.profileCount).toBe(2);
    const byName = await t.gql(M_ADD, { listId, profileId: b.linkedinUsername }, { token });
    expect(byName.body.errors).toBeUndefined();
    expect(byName.body.data.addToList).toMatchObject({
      id: listId,
      linkedinUsernames: [a, c, b].map((p) => p.linkedinUsername),
      profileCount: 3,
    });
    // A profile link and another casing name the same person.
    expect((await t.gql(M_ADD, { listId, profileId: d.linkedinLink }, { token })).body.data.addToList.profileCount).toBe(4);
    expect((await addRest(token, listId, d.linkedinUsername.toUpperCase())).body).toMatchObject({
      message: 'This profile is already in the list.',
      data: { profileCount: 4 },
    });

    const order = [a, c, b, d];
    expect(await storedUsernames(listId)).toEqual(order.map((p) => p.linkedinUsername));

    const rest = await getRest(token, listId);
    expect(rest.status).toBe(200);
    expect(rest.body.status).toBe('success');
    expect(rest.body.data).toMatchObject({
      _id: listId,
      listId,
      id: listId,
      name: 'Prospects',
      profileCount: 4,
      linkedinUsernames: order.map((p) => p.linkedinUsername),
    });
    expect(rest.body.data.profiles).toEqual(order.map(entryOf));

    const gql = await t.gql(Q_LIST, { id: listId }, { token });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.list.profiles).toEqual(order.map(entryOf));
    const added = gql.body.data.list.profiles.map((e: { addedAt: string }) => Date.parse(e.addedAt));
    expect(added).toEqual([...added].sort((x: number, y: number) => x - y));
  });

  it('keeps one entry when the same profile is added twice, or 10 times at once', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token);
    const [p, q] = await newProfiles(t.ds, 2);

    expect((await addRest(token, listId, p.linkedinUsername)).body.message).toBe('Profile added to list.');
    const again = await addRest(token, listId, p.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'This profile is already in the list.', data: { profileCount: 1 } });
    expect((await t.gql(M_ADD, { listId, profileId: p.linkedinUsername }, { token })).body.data.addToList.profileCount).toBe(1);
    expect(await storedUsernames(listId)).toEqual([p.linkedinUsername]);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? addRest(token, listId, i % 4 === 0 ? q.id : q.linkedinUsername)
          : t.gql(M_ADD, { listId, profileId: q.id }, { token }),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.errors).toBeUndefined();
    }
    const restAnswers = answers.filter((a) => a.body.status === 'success');
    expect(restAnswers.filter((a) => a.body.message === 'Profile added to list.').length).toBeLessThanOrEqual(1);
    expect(await storedUsernames(listId)).toEqual([p.linkedinUsername, q.linkedinUsername]);
    expect((await getRest(token, listId)).body.data.profileCount).toBe(2);
  });

  it("answers 404 'Profile not found' for an unknown profile and 400 for a missing or malformed one", async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token);
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
    const { token } = await newUser(t);
    const listId = await newList(t, token);
    const p = await newProfile(t.ds);
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
      removedNote: null,
      sample: false,
      stage: 'new',
      notes: null,
      revealed: false,
      emails: [],
      phoneNumbers: [],
      listCount: 1,
      addedBy: null, // written before anyone was recorded as adding it
      stageChangedBy: null,
      stageChangedAt: null,
      stageHistory: [],
    };
    const rest = await getRest(token, listId);
    expect(rest.body.data).toMatchObject({ profileCount: 2, linkedinUsernames: [p.linkedinUsername, 'gone-from-the-index-4242'] });
    expect(rest.body.data.profiles).toEqual([entryOf(p), missing]);
    expect((await t.gql(Q_LIST, { id: listId }, { token })).body.data.list.profiles).toEqual([entryOf(p), missing]);

    // It can be removed like any other entry.
    expect((await removeRest(token, listId, 'gone-from-the-index-4242')).body.data.linkedinUsernames).toEqual([p.linkedinUsername]);
  });
});

describe('loading a list', () => {
  it('takes as many queries for 25 profiles as for 1 (none per profile), on both transports', async () => {
    const { token } = await newUser(t);
    const small = await newList(t, token, 'Small');
    const large = await newList(t, token, 'Large');
    const profiles = await newProfiles(t.ds, 25);
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
    // The first is in both lists.
    expect((await getRest(token, large)).body.data.profiles).toEqual(
      profiles.map((p, i) => ({ ...entryOf(p), listCount: i === 0 ? 2 : 1 })),
    );
  });
});

describe('removing profiles', () => {
  it('REST and GraphQL: a removal is saved; removing one that is not there changes nothing', async () => {
    const { token } = await newUser(t);
    const listId = await newList(t, token);
    const [a, b, c] = await newProfiles(t.ds, 3);
    for (const p of [a, b, c]) await addRest(token, listId, p.id);
    const before = (await getRest(token, listId)).body.data.updatedAt as string;

    const r = await removeRest(token, listId, b.linkedinUsername);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: 'success',
      message: 'Profile removed from list.',
      data: { listId, profileCount: 2, linkedinUsernames: [a.linkedinUsername, c.linkedinUsername] },
    });
    expect(Date.parse(r.body.data.updatedAt)).toBeGreaterThan(Date.parse(before));
    expect(await storedUsernames(listId)).toEqual([a.linkedinUsername, c.linkedinUsername]);
    expect((await getRest(token, listId)).body.data.profiles.map((e: { linkedinUsername: string }) => e.linkedinUsername)).toEqual([
      a.linkedinUsername,
      c.linkedinUsername,
    ]);

    const g = await t.gql(M_REMOVE, { listId, linkedinUsername: a.linkedinUsername }, { token });
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.removeFromList).toMatchObject({
      id: listId,
      profileCount: 1,
      linkedinUsernames: [c.linkedinUsername],
      profiles: [{ linkedinUsername: c.linkedinUsername }],
    });

    const absent = await removeRest(token, listId, a.linkedinUsername);
    expect(absent.status).toBe(200);
    expect(absent.body).toMatchObject({ message: 'This profile was not in the list.', data: { profileCount: 1 } });
    expect(await storedUsernames(listId)).toEqual([c.linkedinUsername]);

    // Added again, it goes to the end.
    await addRest(token, listId, a.linkedinUsername);
    expect(await storedUsernames(listId)).toEqual([c.linkedinUsername, a.linkedinUsername]);
  });
});
