import { newProfile, newUser, type NewUser, type ProfileOverrides } from './factories';
import { startTestServer, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';
import { limit } from './time-limits';

/**
 * Saved searches: saving, listing, renaming and deleting them (with their validation and
 * ownership, on both transports), and "new since the last run": a run counts exactly the profiles
 * the search lists (exact and closest matches) that were added to the index after the run before.
 *
 * On a database of its own, so that the profiles added between runs are exactly this file's:
 * people of the real vocabulary (data scientists in Berlin with PyTorch), which the shared index's
 * other files must not see. The server keeps its answer cache on (as in production), and profiles
 * are written behind its back with the profile writer, as a load in another process would: a run
 * must still count them.
 */
let own: OwnDatabase;
let t: TestServer;
let alice: NewUser;
let bob: NewUser;

const QUERY = 'data scientists in Berlin with PyTorch';

/** Meets every constraint: a data scientist in Berlin who knows PyTorch. */
const exact: ProfileOverrides = {
  currentTitle: 'Data Scientist',
  city: 'Berlin',
  country: 'Germany',
  countryCode: 'DE',
  skills: ['PyTorch', 'Python', 'SQL'],
};
/** Closest: the role and the place, without PyTorch. */
const closeInBerlin: ProfileOverrides = { ...exact, skills: ['Python', 'SQL'] };
/** Closest when the place is a nice-to-have: the role with PyTorch, in the same country. */
const closeInMunich: ProfileOverrides = { ...exact, city: 'Munich' };
/** Never listed: another role in another country. */
const unrelated: ProfileOverrides = {
  currentTitle: 'Registered Nurse',
  city: 'Toronto',
  country: 'Canada',
  countryCode: 'CA',
  skills: ['Triage'],
};

async function add(overrides: ProfileOverrides, count: number): Promise<string[]> {
  const ids: string[] = [];
  // One at a time: each its own transaction, each with its own created_at.
  for (let i = 0; i < count; i++) ids.push((await newProfile(t.ds, overrides)).id);
  return ids;
}

const SAVED_FIELDS = 'id name type query persona searchTerm createdAt lastRunAt previousRunAt filters { titles keywords }';
const RUN = `query Run($input: SearchInput!) {
  searchProfiles(input: $input) {
    totalResults exactTotal closestTotal page
    profiles { id isNew match { exact } }
    hits { person { id } isNew match { exact } }
    savedRun { since newCount newCountIsApproximate onlyNew savedSearch { id name lastRunAt previousRunAt } }
  }
}`;

async function save(user: NewUser, input: Record<string, unknown>) {
  return t.gql(
    `mutation Save($input: SaveSearchInput!) { saveSearch(input: $input) { ${SAVED_FIELDS} } }`,
    { input },
    { token: user.token },
  );
}

async function run(user: NewUser, savedSearchId: string, opts: { page?: number; onlyNew?: boolean; since?: string } = {}) {
  const r = await t.gql(
    RUN,
    { input: { type: 'ai', savedSearchId, page: opts.page ?? 1, onlyNew: opts.onlyNew ?? false, since: opts.since } },
    { token: user.token },
  );
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  const answer = r.body.data.searchProfiles;
  // Each run's hits are its (deprecated) cards taken apart: the person, and this run's match and isNew.
  expect(answer.hits).toEqual(
    answer.profiles.map((p: { id: string; isNew: boolean | null; match: unknown }) => ({
      person: { id: p.id },
      isNew: p.isNew,
      match: p.match,
    })),
  );
  return answer;
}

beforeAll(async () => {
  own = await ownDatabase('tl_saved');
  t = await startTestServer({ DATABASE_URL: own.url });
  [alice, bob] = await Promise.all([newUser(t), newUser(t)]);
  await add(exact, 2);
  await add(closeInBerlin, 1);
  await add(closeInMunich, 1);
  await add(unrelated, 1);
}, limit(120_000));

afterAll(async () => {
  await t?.close();
  await own?.drop();
}, limit(60_000));

describe('saving, listing, renaming and deleting', () => {
  it('saves a search under a trimmed name, lists it, renames and deletes it', async () => {
    const saved = await save(alice, { name: '  Berlin DS  ', type: 'ai', query: QUERY });
    expect(saved.body.errors).toBeUndefined();
    const s = saved.body.data.saveSearch;
    expect(s).toMatchObject({ name: 'Berlin DS', type: 'ai', query: QUERY, searchTerm: QUERY, previousRunAt: null });
    expect(Date.parse(s.lastRunAt)).not.toBeNaN(); // saving counts as a run

    const build = await save(alice, {
      name: 'Berlin DS build',
      type: 'build',
      filters: { titles: ['Data Scientist'], locations: ['Berlin'] },
    });
    expect(build.body.data.saveSearch).toMatchObject({ type: 'build', query: null, filters: { titles: ['Data Scientist'] } });
    expect(build.body.data.saveSearch.searchTerm).toBe('Titles: Data Scientist; Locations: Berlin');

    const listed = await t.gql(`{ savedSearches { id name } }`, {}, { token: alice.token });
    expect(listed.body.data.savedSearches.map((x: { name: string }) => x.name)).toEqual(['Berlin DS build', 'Berlin DS']);

    const renamed = await t.gql(
      `mutation { renameSavedSearch(id: "${s.id}", name: " Data people ") { id name } }`,
      {},
      { token: alice.token },
    );
    expect(renamed.body.data.renameSavedSearch).toEqual({ id: s.id, name: 'Data people' });

    const deleted = await t.gql(`mutation { deleteSavedSearch(id: "${s.id}") }`, {}, { token: alice.token });
    expect(deleted.body.data.deleteSavedSearch).toBe(s.id);
    const after = await t.gql(`{ savedSearches { name } }`, {}, { token: alice.token });
    expect(after.body.data.savedSearches).toEqual([{ name: 'Berlin DS build' }]);
  });

  it('refuses a blank, too long or taken name, and a search with nothing to run, saving nothing', async () => {
    const user = await newUser(t);
    const refused = async (input: Record<string, unknown>) => {
      const r = await save(user, input);
      return [r.body.errors?.[0]?.extensions?.code, r.body.errors?.[0]?.message];
    };
    expect(await refused({ name: '   ', type: 'ai', query: QUERY })).toEqual(['BAD_USER_INPUT', 'Please enter a name for the search']);
    expect(await refused({ name: 'x'.repeat(101), type: 'ai', query: QUERY })).toEqual([
      'BAD_USER_INPUT',
      'The name must be at most 100 characters',
    ]);
    expect(await refused({ name: 'Empty', type: 'ai', query: '   ' })).toEqual([
      'BAD_USER_INPUT',
      'There is nothing to save yet: run a search first.',
    ]);
    expect(await refused({ name: 'No persona', type: 'persona', persona: 'nobody' })).toEqual(['BAD_USER_INPUT', 'Unknown persona']);
    expect((await save(user, { name: 'Mine', type: 'ai', query: QUERY })).body.errors).toBeUndefined();
    expect(await refused({ name: ' MINE ', type: 'ai', query: 'recruiters' })).toEqual([
      'CONFLICT',
      'You already have a saved search named "MINE". Choose another name.',
    ]);
    const other = (await save(user, { name: 'Other', type: 'ai', query: 'recruiters' })).body.data.saveSearch;
    const rename = await t.gql(`mutation { renameSavedSearch(id: "${other.id}", name: "mine") { name } }`, {}, { token: user.token });
    expect(rename.body.errors[0].extensions.code).toBe('CONFLICT');
    const listed = await t.gql(`{ savedSearches { name } }`, {}, { token: user.token });
    expect(listed.body.data.savedSearches).toEqual([{ name: 'Other' }, { name: 'Mine' }]);
  });

  it("answers NOT_FOUND for another user's saved search on every operation, and lists only one's own", async () => {
    const mine = (await save(alice, { name: 'Alice only', type: 'ai', query: QUERY })).body.data.saveSearch;
    const code = (r: { body: { errors?: Array<{ extensions: { code: string } }> } }) => r.body.errors?.[0]?.extensions.code;
    expect(code(await t.gql(`mutation { renameSavedSearch(id: "${mine.id}", name: "Bob's") { id } }`, {}, { token: bob.token }))).toBe(
      'NOT_FOUND',
    );
    expect(code(await t.gql(`mutation { deleteSavedSearch(id: "${mine.id}") }`, {}, { token: bob.token }))).toBe('NOT_FOUND');
    expect(code(await t.gql(RUN, { input: { type: 'ai', savedSearchId: mine.id } }, { token: bob.token }))).toBe('NOT_FOUND');
    expect(code(await t.gql(RUN, { input: { type: 'ai', savedSearchId: 'not-an-id' } }, { token: bob.token }))).toBe('NOT_FOUND');
    expect((await t.gql(`{ savedSearches { id } }`, {}, { token: bob.token })).body.data.savedSearches).toEqual([]);
    expect((await t.rest('GET', `/api/searches/saved/${mine.id}`, undefined, { token: bob.token })).status).toBe(404);
    expect((await t.rest('DELETE', `/api/searches/saved/${mine.id}`, undefined, { token: bob.token })).status).toBe(404);
    expect((await t.rest('GET', `/api/searches/saved/${mine.id}/run`, undefined, { token: bob.token })).status).toBe(404);
    // Still there, unchanged, for its owner.
    const still = await t.rest('GET', `/api/searches/saved/${mine.id}`, undefined, { token: alice.token });
    expect(still.body.data).toMatchObject({ _id: mine.id, name: 'Alice only' });
  });

  it('works over REST: save (201), list, rename, run, delete, with the same refusals', async () => {
    const user = await newUser(t);
    const opts = { token: user.token };
    const created = await t.rest('POST', '/api/searches/saved', { name: 'REST search', type: 'ai', query: QUERY }, opts);
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    expect((await t.rest('POST', '/api/searches/saved', { name: 'rest SEARCH', type: 'ai', query: QUERY }, opts)).status).toBe(409);
    expect((await t.rest('POST', '/api/searches/saved', { name: '', type: 'ai', query: QUERY }, opts)).body.message).toBe(
      'Please enter a name for the search',
    );
    expect((await t.rest('GET', '/api/searches/saved', undefined, opts)).body.data.map((s: { id: string }) => s.id)).toEqual([id]);
    const renamed = await t.rest('PATCH', `/api/searches/saved/${id}`, { name: 'Renamed' }, opts);
    expect(renamed.body.data.name).toBe('Renamed');
    const ran = await t.rest('GET', `/api/searches/saved/${id}/run?page=1`, undefined, opts);
    expect(ran.status).toBe(200);
    expect(ran.body.savedRun).toMatchObject({ newCount: 0, onlyNew: false });
    expect(ran.body.data.length).toBeGreaterThan(0);
    expect((await t.rest('GET', `/api/searches/saved/${id}/run?onlyNew=maybe`, undefined, opts)).status).toBe(400);
    expect((await t.rest('GET', `/api/searches/saved/${id}/run?since=yesterday`, undefined, opts)).status).toBe(400);
    expect((await t.rest('DELETE', `/api/searches/saved/${id}`, undefined, opts)).status).toBe(200);
    expect((await t.rest('GET', '/api/searches/saved', undefined, opts)).body.data).toEqual([]);
  });
});

describe('who is new since the last run', () => {
  it('counts exactly the matching profiles added after the previous run, pages only them, and says 0 new when nothing was added', async () => {
    const user = await newUser(t);
    // The same search, run and cached before anything is added.
    const plain = await t.gql(`{ searchProfiles(input: { type: ai, query: "${QUERY}" }) { exactTotal } }`, {}, { token: user.token });
    expect(plain.body.data.searchProfiles.exactTotal).toBe(2);

    // Saved with the place as a nice-to-have: data scientists elsewhere with PyTorch are closest matches too.
    const saved = (await save(user, { name: 'DS Berlin', type: 'ai', query: QUERY, mustHave: ['title'] })).body.data.saveSearch;
    const first = await run(user, saved.id);
    expect(first.savedRun.newCount).toBe(0);
    expect(first.savedRun.since).toBe(saved.lastRunAt); // the run before this one: the save
    expect(first.exactTotal).toBe(2);
    expect(first.profiles.every((p: { isNew: boolean }) => p.isNew === false)).toBe(true);

    // Added after the first run: 11 exact matches, 2 closest ones (without PyTorch; in Munich), 3 nobody asked for.
    const newExact = await add(exact, 11);
    const newClosest = [...(await add(closeInBerlin, 1)), ...(await add(closeInMunich, 1))];
    await add(unrelated, 2);
    await newProfile(t.ds); // a factory person of Testville
    const expectedNew = new Set([...newExact, ...newClosest]);

    const second = await run(user, saved.id);
    expect(second.savedRun).toMatchObject({ newCount: 13, newCountIsApproximate: false });
    expect(second.savedRun.savedSearch.previousRunAt).toBe(first.savedRun.savedSearch.lastRunAt);
    expect(second.savedRun.since).toBe(first.savedRun.savedSearch.lastRunAt);
    // The whole search sees them too (the cached answer of before is not read): 13 exact, 2 + 2 closest.
    expect(second.exactTotal).toBe(13);
    for (const p of second.profiles) expect(p.isNew).toBe(expectedNew.has(p.id));

    // Only the new ones, a page at a time, at the run's own `since` (nothing recorded).
    const since = second.savedRun.since as string;
    const page1 = await run(user, saved.id, { onlyNew: true, since });
    const page2 = await run(user, saved.id, { onlyNew: true, since, page: 2 });
    // As any search counts them: closest matches once the pages reach past the exact ones.
    expect(page1.exactTotal).toBe(11);
    expect(page2).toMatchObject({ exactTotal: 11, closestTotal: 2, totalResults: 13 });
    expect(page1.profiles).toHaveLength(10);
    expect(page2.profiles).toHaveLength(3);
    const listed = [...page1.profiles, ...page2.profiles];
    expect(new Set(listed.map((p: { id: string }) => p.id))).toEqual(expectedNew);
    expect(listed.every((p: { isNew: boolean }) => p.isNew)).toBe(true);
    expect(page2.profiles.slice(1).map((p: { match: { exact: boolean } }) => p.match.exact)).toEqual([false, false]);
    expect(page2.savedRun).toMatchObject({ newCount: 13, onlyNew: true, since });
    expect(page2.savedRun.savedSearch.lastRunAt).toBe(second.savedRun.savedSearch.lastRunAt);

    // Run again with nothing added: nothing new, and its `since` is the second run.
    const third = await run(user, saved.id);
    expect(third.savedRun.newCount).toBe(0);
    expect(third.savedRun.since).toBe(second.savedRun.savedSearch.lastRunAt);
    expect(third.exactTotal).toBe(13);
    expect(third.profiles.every((p: { isNew: boolean }) => p.isNew === false)).toBe(true);
    const onlyNew = await run(user, saved.id, { onlyNew: true, since: third.savedRun.since });
    expect(onlyNew).toMatchObject({ totalResults: 0, profiles: [] });

    // A run is recorded in the history once, by its first page.
    const history = await t.gql(`{ searchHistory { total } }`, {}, { token: user.token });
    expect(history.body.data.searchHistory.total).toBe(1 + 3);
  });

  it('counts a person whose title the index had never seen before the run (the title dictionary is read afresh)', async () => {
    const user = await newUser(t);
    const saved = (await save(user, { name: 'Zeppelins', type: 'build', filters: { titles: ['Zeppelin Officer'] } })).body.data.saveSearch;
    const first = await run(user, saved.id);
    expect(first).toMatchObject({ totalResults: 0, savedRun: { newCount: 0 } });

    const [officer] = await add({ currentTitle: 'Chief Zeppelin Officer' }, 1);
    const second = await run(user, saved.id);
    expect(second.savedRun.newCount).toBe(1);
    expect(second.profiles.map((p: { id: string; isNew: boolean }) => [p.id, p.isNew])).toEqual([[officer, true]]);
  });
});
