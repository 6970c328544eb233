import { newProfiles, newUser } from './factories';
import { startTestServer, TestServer } from './helpers';

/**
 * Real numbers: the dashboard's figures are the user's own, counted from the database, over both
 * transports; the landing page's figures are counts of the index and its use. Each expected figure
 * is counted here with its own SQL over the rows the test made.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const ACTIVITY = '{ myActivity { searchesRun lists profilesSaved contactsRevealed creditsLeft } }';

async function counted(userId: string) {
  const one = async (sql: string) => Number((await t.ds.query(sql, [userId]))[0].n);
  return {
    searchesRun: await one('SELECT count(*) AS n FROM search_history WHERE user_id = $1'),
    lists: await one('SELECT count(*) AS n FROM profile_lists WHERE user_id = $1'),
    profilesSaved: await one(
      'SELECT count(DISTINCT i.linkedin_username) AS n FROM profile_list_items i JOIN profile_lists l ON l.id = i.list_id WHERE l.user_id = $1',
    ),
    contactsRevealed: await one('SELECT count(*) AS n FROM contact_reveals WHERE user_id = $1'),
    creditsLeft: await one('SELECT remaining_credits AS n FROM users WHERE id = $1'),
  };
}

async function createList(token: string, name: string): Promise<string> {
  const res = await t.gql('mutation ($input: CreateListInput!) { createList(input: $input) { id } }', { input: { name } }, { token });
  return res.body.data.createList.id;
}

async function addToList(token: string, listId: string, profileId: string) {
  const res = await t.gql(
    'mutation ($l: ID!, $p: String!) { addToList(listId: $l, profileId: $p) { id } }',
    { l: listId, p: profileId },
    { token },
  );
  expect(res.body.errors).toBeUndefined();
}

describe('the dashboard figures', () => {
  it("are a new user's own zeros and credits, not decorative numbers", async () => {
    const u = await newUser(t);
    const res = await t.gql(ACTIVITY, {}, { token: u.token });
    expect(res.body.data.myActivity).toEqual({ ...(await counted(u.id)), searchesRun: 0, lists: 0, profilesSaved: 0, contactsRevealed: 0 });
  });

  it("follow the user's searches, lists, saved profiles and reveals, equal to the database's counts", async () => {
    const u = await newUser(t);
    const other = await newUser(t);
    const people = await newProfiles(t.ds, 3);
    for (const query of ['software engineers in Berlin', 'nurses', 'sales managers in London'])
      expect(
        (
          await t.gql(
            'query ($i: SearchInput!) { searchProfiles(input: $i) { totalResults } }',
            { i: { query, type: 'ai' } },
            { token: u.token },
          )
        ).body.errors,
      ).toBeUndefined();
    const a = await createList(u.token, 'Berlin');
    const b = await createList(u.token, 'Backup');
    await addToList(u.token, a, people[0].id);
    await addToList(u.token, a, people[1].id);
    await addToList(u.token, b, people[1].id); // the same person in two lists is one profile saved
    const reveal = 'mutation ($u: String!) { revealContacts(linkedinUsername: $u) { charged } }';
    await t.gql(reveal, { u: people[2].linkedinUsername }, { token: u.token });
    await t.gql(reveal, { u: people[2].linkedinUsername }, { token: u.token }); // again: still one profile revealed
    // Another user's activity counts only for them.
    await createList(other.token, 'Theirs');

    const expected = await counted(u.id);
    expect(expected).toMatchObject({ searchesRun: 3, lists: 2, profilesSaved: 2, contactsRevealed: 1 });
    expect((await t.gql(ACTIVITY, {}, { token: u.token })).body.data.myActivity).toEqual(expected);
    const rest = await t.rest('GET', '/api/activity', undefined, { token: u.token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toEqual(expected);
  });

  it('are for signed-in users only', async () => {
    expect((await t.gql(ACTIVITY)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/api/activity')).status).toBe(401);
  });
});

describe("the landing page's figures", () => {
  it('are public counts of the index and its use', async () => {
    // Other test files add to the same database meanwhile: the figures lie between the counts before and after.
    const count = async () =>
      (
        await t.ds.query(`SELECT (SELECT count(*) FROM profiles)::int AS profiles, (SELECT count(*) FROM companies)::int AS companies,
          (SELECT count(DISTINCT country) FROM profiles)::int AS countries, (SELECT count(*) FROM search_history)::int AS searches,
          (SELECT count(*) FROM contact_reveals)::int AS "contactsRevealed", (SELECT count(DISTINCT profile_id) FROM profile_analyses)::int AS analyses`)
      )[0] as Record<string, number>;
    const before = await count();
    const res = await t.rest('GET', '/api/stats');
    const after = await count();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(before).sort());
    for (const key of Object.keys(before)) {
      expect(res.body.data[key]).toBeGreaterThanOrEqual(before[key]);
      expect(res.body.data[key]).toBeLessThanOrEqual(after[key]);
    }
    expect(res.body.data.profiles).toBeGreaterThan(0);
  });
});
