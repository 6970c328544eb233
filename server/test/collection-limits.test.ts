import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { newList, newProfiles, newUser, type NewUser } from './factories';
import { startTestServer, TestServer } from './helpers';
import { gqlError, listsApi, M_ADD, M_ADD_MANY, M_CREATE } from './lists-kit';
import { limit } from './time-limits';

/**
 * Every collection of an account has a size (docs/decisions.md, "Collection sizes"): lists per
 * user, people per list and saved searches are limited (also under concurrent requests, on both
 * transports), a list's profiles come a page at a time and in one query for every list of a
 * request, the GraphQL budget prices list sizes, and an account at every limit cannot make its own
 * requests, or anybody else's, slow. The limits are the defaults (100 lists, 1,000 people, 200
 * saved searches); accounts are filled through SQL in bulk, then used through the API.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
const { createRest, addRest, addManyRest, getRest, exportRest } = listsApi(() => t);

const LISTS_MAX = 100;
const ENTRIES_MAX = 1000;
const SAVED_MAX = 200;

/** `count` lists of the user, made in one statement; their ids, newest first. */
async function fillLists(userId: string, count: number): Promise<string[]> {
  const rows: Array<{ id: string }> = await t.ds.query(
    `INSERT INTO profile_lists (user_id, name, created_at, updated_at)
     SELECT $1, 'Bulk list ' || g, now() - make_interval(secs => g), now() FROM generate_series(1, $2::int) g RETURNING id`,
    [userId, count],
  );
  return rows.map((r) => r.id);
}

/** People of the index to put in lists: the first `count` by id (factory people make up any shortfall). */
async function people(count: number): Promise<Array<{ id: string; linkedin_username: string }>> {
  const have: Array<{ id: string; linkedin_username: string }> = await t.ds.query(
    'SELECT id::text AS id, linkedin_username FROM profiles ORDER BY id LIMIT $1',
    [count],
  );
  if (have.length >= count) return have;
  const made = await newProfiles(t.ds, count - have.length);
  return [...have, ...made.map((p) => ({ id: p.id, linkedin_username: p.linkedinUsername }))];
}

/** Puts the first `count` of `who` in each of these lists, in one statement. */
async function fillEntries(listIds: string[], who: Array<{ id: string; linkedin_username: string }>, count: number): Promise<void> {
  const chosen = who.slice(0, count);
  await t.ds.query(
    `INSERT INTO profile_list_items (list_id, linkedin_username, profile_id)
     SELECT l.id, p.username, p.id FROM unnest($1::uuid[]) AS l(id)
     CROSS JOIN unnest($2::text[], $3::bigint[]) WITH ORDINALITY AS p(username, id, ord) ORDER BY l.id, p.ord`,
    [listIds, chosen.map((p) => p.linkedin_username), chosen.map((p) => p.id)],
  );
}

const countEntries = async (listId: string) =>
  ((await t.ds.query('SELECT count(*)::int AS n FROM profile_list_items WHERE list_id = $1', [listId])) as Array<{ n: number }>)[0].n;
const countLists = async (userId: string) =>
  ((await t.ds.query('SELECT count(*)::int AS n FROM profile_lists WHERE user_id = $1', [userId])) as Array<{ n: number }>)[0].n;

const LIST_FULL = `This list holds 1,000 people, the most a list can keep. Remove people you no longer need, or add them to another list.`;
const TOO_MANY_LISTS = 'You have 100 lists, the most an account can keep. Delete a list you no longer need to create a new one.';

describe('lists per user', () => {
  it(`refuses list ${LISTS_MAX + 1} with a clear message on both transports, and takes one again after a delete`, async () => {
    const user = await newUser(t);
    await fillLists(user.id, LISTS_MAX - 1);
    expect((await createRest(user.token, { name: 'The last one' })).status).toBe(201);

    const rest = await createRest(user.token, { name: 'One too many' });
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ status: 'error', code: 'CONFLICT', message: TOO_MANY_LISTS });
    const gql = await t.gql(M_CREATE, { input: { name: 'One too many' } }, { token: user.token });
    expect(gqlError(gql)).toEqual({ message: TOO_MANY_LISTS, code: 'CONFLICT' });
    expect(await countLists(user.id)).toBe(LISTS_MAX);

    const [oldest] = (await t.ds.query('SELECT id FROM profile_lists WHERE user_id = $1 ORDER BY created_at LIMIT 1', [user.id])) as Array<{
      id: string;
    }>;
    expect((await t.rest('DELETE', `/api/profile/list/${oldest.id}`, undefined, { token: user.token })).status).toBe(200);
    expect((await createRest(user.token, { name: 'Room again' })).status).toBe(201);
  });

  it('lets exactly as many concurrent creations through as there is room for', async () => {
    const user = await newUser(t);
    await fillLists(user.id, LISTS_MAX - 3);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? createRest(user.token, { name: `Burst ${i}` })
          : t.gql(M_CREATE, { input: { name: `Burst ${i}` } }, { token: user.token }),
      ),
    );
    const created = answers.filter((a) => a.status === 201 || (a.status === 200 && !a.body.errors));
    const refused = answers.filter((a) => a.body.message === TOO_MANY_LISTS || a.body.errors?.[0]?.message === TOO_MANY_LISTS);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(9);
    expect(await countLists(user.id)).toBe(LISTS_MAX);
  });
});

describe('people per list', () => {
  it(`adds up to ${ENTRIES_MAX} and refuses more: a bulk add that does not fit adds none and says how many fit`, async () => {
    const user = await newUser(t);
    const listId = await newList(t, user.token);
    const who = await people(ENTRIES_MAX + 10);
    await fillEntries([listId], who, ENTRIES_MAX - 3);

    // Five new people (and one already in the list, which takes no room): 3 fit, none are added.
    const five = who.slice(ENTRIES_MAX - 3, ENTRIES_MAX + 2).map((p) => p.id);
    const tooMany = [who[0].id, ...five];
    const fitMessage =
      'Only 3 more people fit in this list (a list keeps at most 1,000), so none of these 5 were added. Choose 3 or fewer, or add them to another list.';
    const rest = await addManyRest(user.token, listId, tooMany);
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ status: 'error', code: 'CONFLICT', message: fitMessage });
    expect(gqlError(await t.gql(M_ADD_MANY, { listId, profileIds: tooMany }, { token: user.token }))).toEqual({
      message: fitMessage,
      code: 'CONFLICT',
    });
    expect(await countEntries(listId)).toBe(ENTRIES_MAX - 3);

    // What fits is added (the one already there counted apart); then the list is full.
    const fits = await t.gql(M_ADD_MANY, { listId, profileIds: [who[0].id, ...five.slice(0, 2)] }, { token: user.token });
    expect(fits.body.data.addProfilesToList).toMatchObject({ added: 2, alreadyInList: 1, list: { profileCount: ENTRIES_MAX - 1 } });
    expect((await addRest(user.token, listId, five[2])).status).toBe(200);
    expect(await countEntries(listId)).toBe(ENTRIES_MAX);

    const one = await addRest(user.token, listId, five[3]);
    expect(one.status).toBe(409);
    expect(one.body.message).toBe(LIST_FULL);
    expect(gqlError(await t.gql(M_ADD, { listId, profileId: five[4] }, { token: user.token }))).toEqual({
      message: LIST_FULL,
      code: 'CONFLICT',
    });
    // Adding someone already in a full list still answers as before: nothing to add.
    expect((await addRest(user.token, listId, who[0].id)).body.message).toBe('This profile is already in the list.');
    expect(await countEntries(listId)).toBe(ENTRIES_MAX);
  });

  it('lets exactly as many concurrent adds through as there is room for', async () => {
    const user = await newUser(t);
    const listId = await newList(t, user.token);
    const who = await people(ENTRIES_MAX + 10);
    await fillEntries([listId], who, ENTRIES_MAX - 4);
    const newcomers = who.slice(ENTRIES_MAX - 4, ENTRIES_MAX + 6);
    const answers = await Promise.all(
      newcomers.map((p, i) =>
        i % 2 === 0 ? addRest(user.token, listId, p.id) : t.gql(M_ADD, { listId, profileId: p.linkedin_username }, { token: user.token }),
      ),
    );
    const added = answers.filter((a) => a.status === 200 && !a.body.errors);
    expect(added).toHaveLength(4);
    expect(answers.filter((a) => a.body.message === LIST_FULL || a.body.errors?.[0]?.message === LIST_FULL)).toHaveLength(6);
    expect(await countEntries(listId)).toBe(ENTRIES_MAX);
  });
});

describe('saved searches per user', () => {
  const M_SAVE = 'mutation Save($input: SaveSearchInput!) { saveSearch(input: $input) { id name } }';
  const TOO_MANY_SAVED = 'You can keep up to 200 saved searches. Delete one to save another.';
  const fillSaved = (userId: string, count: number) =>
    t.ds.query(
      `INSERT INTO saved_searches (user_id, name, type, query, last_run_at)
       SELECT $1, 'Saved ' || g, 'ai', 'data scientist', now() FROM generate_series(1, $2::int) g`,
      [userId, count],
    );
  const countSaved = async (userId: string) =>
    ((await t.ds.query('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [userId])) as Array<{ n: number }>)[0].n;
  const saveRest = (user: NewUser, name: string) =>
    t.rest('POST', '/api/searches/saved', { name, type: 'ai', query: 'data scientist' }, { token: user.token });

  it(`refuses search ${SAVED_MAX + 1} on both transports, also under concurrent saves`, async () => {
    const user = await newUser(t);
    await fillSaved(user.id, SAVED_MAX - 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? saveRest(user, `Burst ${i}`)
          : t.gql(M_SAVE, { input: { name: `Burst ${i}`, type: 'ai', query: 'data scientist' } }, { token: user.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 201 || (a.status === 200 && !a.body.errors))).toHaveLength(3);
    expect(answers.filter((a) => a.body.message === TOO_MANY_SAVED || a.body.errors?.[0]?.message === TOO_MANY_SAVED)).toHaveLength(5);
    expect(await countSaved(user.id)).toBe(SAVED_MAX);

    const rest = await saveRest(user, 'One more');
    expect(rest.status).toBe(409);
    expect(rest.body).toEqual({ status: 'error', code: 'CONFLICT', message: TOO_MANY_SAVED });
  });
});

const ENTRY_FIELDS =
  'linkedinUsername fullName currentPosition company location profilePicture linkedinLink profileId addedAt error stage notes revealed listCount emails { address status } phoneNumbers { number status }';
const BUDGET_REFUSAL = /^This request asks for too much at once \(cost \d+; at most 600\)\. Split it into smaller requests\.$/;

describe('an account at every limit', () => {
  let heavy: NewUser;
  let listIds: string[];
  let bystander: NewUser;

  beforeAll(async () => {
    heavy = await newUser(t);
    bystander = await newUser(t);
    listIds = await fillLists(heavy.id, LISTS_MAX);
    // Each of the 1,000 people in every list: the most each entry's "in N lists" count can cost.
    await fillEntries(listIds, await people(ENTRIES_MAX), ENTRIES_MAX);
  }, limit(120_000));

  /** Runs a request and answers it with how long it took. */
  async function timed<T>(run: () => Promise<T>): Promise<{ answer: T; ms: number }> {
    const started = performance.now();
    const answer = await run();
    return { answer, ms: performance.now() - started };
  }

  it('refuses, before running, GraphQL requests for the profiles of many lists', async () => {
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    try {
      for (const query of [
        `query { lists { id profiles { ${ENTRY_FIELDS} } } }`,
        `query { lists(first: 100) { id profiles(first: 100) { linkedinUsername } } }`,
        `query { lists(first: 10) { id profiles(first: 100) { ${ENTRY_FIELDS} } } }`,
        `query Big($n: Int!) { lists(first: $n) { id profiles(first: $n) { linkedinUsername } } }`,
        `query { lists { id linkedinUsernames } }`,
        `query { lists(first: 29) { linkedinUsernames } }`,
      ]) {
        spy.mockClear();
        const r = await t.gql(query, { n: 100 }, { token: heavy.token });
        expect(r.status).toBe(400);
        expect(r.body.errors[0].message).toMatch(BUDGET_REFUSAL);
        expect(spy.mock.calls.filter(([sql]) => String(sql).includes('profile_list_items'))).toHaveLength(0);
      }
    } finally {
      spy.mockRestore();
    }
    // A document whose page sizes are variables is priced with each request's variables, not once.
    const big = `query Big($n: Int!) { lists(first: $n) { id profiles(first: $n) { linkedinUsername } } }`;
    expect((await t.gql(big, { n: 2 }, { token: heavy.token })).body.errors).toBeUndefined();
    expect((await t.gql(big, { n: 100 }, { token: heavy.token })).body.errors[0].message).toMatch(BUDGET_REFUSAL);

    // A page size past the largest is refused by the arguments' rules.
    const tooLong = await t.gql(
      `query($id: ID!) { list(id: $id) { profiles(first: 101) { linkedinUsername } } }`,
      { id: listIds[0] },
      { token: heavy.token },
    );
    expect(tooLong.body.errors[0].message).toMatch(/first must be at most 100/);
  });

  /** The heaviest reads the budget and the routes allow, each answered in full. */
  const heaviest: Array<[string, () => Promise<void>]> = [
    [
      'GraphQL: 28 lists with all their usernames',
      async () => {
        const r = await t.gql(
          'query { lists(first: 28) { id name description profileCount linkedinUsernames createdAt updatedAt } }',
          undefined,
          {
            token: heavy.token,
          },
        );
        expect(r.body.errors).toBeUndefined();
        expect(r.body.data.lists).toHaveLength(28);
        expect(r.body.data.lists[0].linkedinUsernames).toHaveLength(ENTRIES_MAX);
      },
    ],
    [
      'GraphQL: 4 lists with 100 profiles each',
      async () => {
        const r = await t.gql(`query { lists(first: 4) { id profiles(first: 100, offset: 900) { ${ENTRY_FIELDS} } } }`, undefined, {
          token: heavy.token,
        });
        expect(r.body.errors).toBeUndefined();
        expect(r.body.data.lists.map((l: { profiles: unknown[] }) => l.profiles.length)).toEqual([100, 100, 100, 100]);
        expect(r.body.data.lists[0].profiles[0].listCount).toBe(LISTS_MAX);
      },
    ],
    [
      'GraphQL: 25 lists with 20 profiles each',
      async () => {
        const r = await t.gql(`query { lists(first: 25) { id profiles(first: 20) { linkedinUsername } } }`, undefined, {
          token: heavy.token,
        });
        expect(r.body.errors).toBeUndefined();
        expect(r.body.data.lists).toHaveLength(25);
      },
    ],
    [
      'GraphQL: all 100 lists with their counts',
      async () => {
        const r = await t.gql('query { lists { id name description profileCount createdAt updatedAt } }', undefined, {
          token: heavy.token,
        });
        expect(r.body.data.lists).toHaveLength(LISTS_MAX);
        expect(r.body.data.lists[0].profileCount).toBe(ENTRIES_MAX);
      },
    ],
    [
      'REST: all 100 lists',
      async () => {
        const r = await t.rest('GET', '/api/profile/list', undefined, { token: heavy.token });
        expect(r.body.data).toHaveLength(LISTS_MAX);
      },
    ],
    [
      'REST: a list of 1,000 with every profile',
      async () => {
        const r = await getRest(heavy.token, listIds[0]);
        expect(r.body.data.profiles).toHaveLength(ENTRIES_MAX);
      },
    ],
    [
      'REST: the CSV export of a list of 1,000',
      async () => {
        const r = await exportRest(heavy.token, listIds[1]);
        expect(r.status).toBe(200);
        expect(r.text.trim().split('\n')).toHaveLength(ENTRIES_MAX + 1);
      },
    ],
  ];

  // Before the limits, one such request took 5.1 s and hit the 5 s statement limit. The bound here
  // catches that again with room for a machine busy with other tests (npm test runs its steps side by
  // side); the speed itself is measured by npm run bench:load, and the figure is printed here.
  const WELL_WITHIN_STATEMENT_LIMIT_MS = 3000;

  it.each(heaviest)(
    'answers %s well within the statement time limit',
    async (name, run) => {
      await run(); // warm
      // The best of three, and of up to eight while none is within the bound: the request's own cost,
      // not a pause of the machine the other steps share (clean-clone CI runs twice took 8 to 9.5 s,
      // all three times, for an export that takes 0.1-0.6 s every other time).
      let ms = Infinity;
      for (let i = 0; i < 8 && (i < 3 || ms >= WELL_WITHIN_STATEMENT_LIMIT_MS); i++) ms = Math.min(ms, (await timed(run)).ms);
      console.log(`${name}: ${Math.round(ms)} ms`);
      expect(ms).toBeLessThan(WELL_WITHIN_STATEMENT_LIMIT_MS);
    },
    limit(90_000),
  );

  it("keeps another user's `me` fast while 4 of the heaviest requests run at once, again and again", async () => {
    const me = () => t.gql('query { me { id email } }', undefined, { token: bystander.token });
    let running = true;
    const load = Promise.all(
      [heaviest[0], heaviest[1], heaviest[5], heaviest[6]].map(async ([, run]) => {
        while (running) await run();
      }),
    );
    const times: number[] = [];
    try {
      for (let i = 0; i < 8; i++) {
        const { answer, ms } = await timed(me);
        expect(answer.body.data.me.id).toBe(bystander.id);
        times.push(ms);
      }
    } finally {
      running = false;
      await load;
    }
    console.log(`another user's me under the heaviest load: ${times.map((ms) => Math.round(ms)).join(', ')} ms`);
    // Half of the eight within the bound: heavy requests that held the pool or the event loop would
    // slow every one; the machine the other steps share, when it is saturated, slows several (CI
    // runs saw 4233, 455, 1872, 557, 1058, 959, 116, 67 ms, and on a slower machine 5598, 1482, 25, 97, 3409, 1828, 411, 3372 ms).
    expect([...times].sort((a, b) => a - b)[3]).toBeLessThan(WELL_WITHIN_STATEMENT_LIMIT_MS);
  });

  it('loads the profiles of every list of a request in one query', async () => {
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    try {
      const pageReads = async (lists: number) => {
        spy.mockClear();
        const r = await t.gql(`query { lists(first: ${lists}) { id profiles(first: 5) { linkedinUsername listCount } } }`, undefined, {
          token: heavy.token,
        });
        expect(r.body.data.lists).toHaveLength(lists);
        for (const l of r.body.data.lists) expect(l.profiles).toHaveLength(5);
        return {
          all: spy.mock.calls.length,
          entries: spy.mock.calls.filter(([sql]) => /FROM profile_list_items e\b/.test(String(sql))).length,
        };
      };
      const one = await pageReads(1);
      const twenty = await pageReads(20);
      expect(one.entries).toBe(1);
      expect(twenty.entries).toBe(1);
      expect(twenty.all).toBe(one.all);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers its other reads bounded and fast: 5,000 searches of history, 200 saved searches', async () => {
    await t.ds.query(
      `INSERT INTO search_history (user_id, term, type, created_at)
       SELECT $1, 'search ' || g, 'ai', now() - make_interval(secs => g) FROM generate_series(1, 5000) g`,
      [heavy.id],
    );
    await t.ds.query(
      `INSERT INTO saved_searches (user_id, name, type, query, last_run_at)
       SELECT $1, 'Saved ' || g, 'ai', 'data scientist', now() FROM generate_series(1, $2::int) g`,
      [heavy.id, SAVED_MAX],
    );
    const history = await timed(() => t.rest('GET', '/api/users/searches', undefined, { token: heavy.token }));
    expect(history.answer.body.data).toHaveLength(200); // the newest 200 (GraphQL's searchHistory is paged, 100 a page at most)
    const page = await timed(() =>
      t.gql('query { searchHistory(page: 50, pageSize: 100) { total items { searchTerm } } }', undefined, { token: heavy.token }),
    );
    expect(page.answer.body.data.searchHistory).toMatchObject({ total: 5000 });
    expect(page.answer.body.data.searchHistory.items).toHaveLength(100);
    const saved = await timed(() => t.rest('GET', '/api/searches/saved', undefined, { token: heavy.token }));
    expect(saved.answer.body.data).toHaveLength(SAVED_MAX);
    for (const { ms } of [history, page, saved]) expect(ms).toBeLessThan(1000);
  });

  it('pages a list: GraphQL by first/offset, REST by ?offset=&limit=, both in the order added', async () => {
    const all = (await getRest(heavy.token, listIds[2])).body.data.profiles.map((p: { linkedinUsername: string }) => p.linkedinUsername);
    const q = `query($id: ID!, $first: Int, $offset: Int) { list(id: $id) { profileCount profiles(first: $first, offset: $offset) { linkedinUsername } } }`;
    const page = await t.gql(q, { id: listIds[2], first: 50, offset: 950 }, { token: heavy.token });
    expect(page.body.data.list.profileCount).toBe(ENTRIES_MAX);
    expect(page.body.data.list.profiles.map((p: { linkedinUsername: string }) => p.linkedinUsername)).toEqual(all.slice(950));
    const restPage = await t.rest('GET', `/api/profile/list/${listIds[2]}?offset=10&limit=20`, undefined, { token: heavy.token });
    expect(restPage.body.data.profiles.map((p: { linkedinUsername: string }) => p.linkedinUsername)).toEqual(all.slice(10, 30));
    const bad = await t.rest('GET', `/api/profile/list/${listIds[2]}?limit=5000`, undefined, { token: heavy.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be a whole number from 1 to 1,000.');
  });
});
