import { randomUUID } from 'node:crypto';
import { PROVIDER_UNAVAILABLE } from '../src/modules/people-data/provider-guard';
import { newStaff } from './factories';
import { signUp, type TestServer } from './helpers';
import { OPEN, peopleDataWorld } from './people-data-kit';

/**
 * A live provider (People Data Labs) behind the guard, against the local stand-in of PDL's v5 API
 * over HTTP, through the official client: opening a LinkedIn link the index does not hold, the
 * budget, the time limit, the circuit that keeps the product on the index when PDL is down,
 * refreshing, the staff view and the open web. Hunter: people-data-hunter.test.ts.
 */
const world = peopleDataWorld('tl_people_data');
const serve = (env: Record<string, string>) => world.serve(env);
const person = (likelihood?: number) => world.person(likelihood);
const enrichCalls = (username: string) => world.enrichCalls(username);
const callsOf = (userId: string) => world.callsOf(userId);
let pdl: typeof world.pdl;
let t: TestServer;

beforeAll(async () => {
  pdl = world.pdl;
  t = await serve({
    PDL_API_KEY: pdl.apiKey,
    PDL_BASE_URL: pdl.baseUrl,
    PDL_REQUESTS_PER_MINUTE: '1000',
    PROVIDER_TIMEOUT_MS: '1500',
    PROVIDER_USER_DAILY_BUDGET: '3',
    PROVIDER_CIRCUIT_MIN_CALLS: '3',
    PROVIDER_CIRCUIT_OPEN_SECONDS: '1',
  });
});

describe('opening a LinkedIn link the index does not hold', () => {
  it('asks PDL once, stores the person with PDL as the source, and serves the next open from the index', async () => {
    const user = await signUp(t);
    const { username, record } = person();
    const first = await t.gql(OPEN, { u: `https://www.linkedin.com/in/${username}/` }, { token: user.token });
    expect(first.body.errors).toBeUndefined();
    const opened = first.body.data.profile;
    expect(opened.fullName.toLowerCase()).toBe(record.full_name);
    expect(opened.sample).toBe(false);
    expect(opened.factSources).toEqual([expect.objectContaining({ source: 'pdl' })]);
    expect(enrichCalls(username)).toHaveLength(1);
    expect(enrichCalls(username)[0].query.min_likelihood).toBe('6');

    // Another user, by username and over REST: the index answers, PDL is not asked again.
    const other = await signUp(t);
    const again = await t.gql(OPEN, { u: username }, { token: other.token });
    expect(again.body.data.profile.id).toBe(opened.id);
    const rest = await t.rest(
      'GET',
      `/api/profile/id/${Buffer.from(`https://www.linkedin.com/in/${username}`).toString('base64')}`,
      undefined,
      {
        token: other.token,
      },
    );
    expect(rest.status).toBe(200);
    expect(enrichCalls(username)).toHaveLength(1);
    expect(await callsOf(user.user._id)).toEqual([{ outcome: 'match', cost: 1 }]);
    expect(await callsOf(other.user._id)).toEqual([]);
  });

  it('says "We could not find this person" when PDL has no match (or only an unlikely one), charges nothing, and does not ask twice', async () => {
    const user = await signUp(t);
    const unknown = `nobody-${randomUUID().slice(0, 8)}`;
    const unlikely = person(3).username;
    for (const u of [unknown, unknown, unlikely]) {
      const r = await t.gql(OPEN, { u }, { token: user.token });
      expect(r.body.errors[0]).toMatchObject({ message: 'We could not find this person', extensions: { code: 'NOT_FOUND' } });
    }
    expect(enrichCalls(unknown)).toHaveLength(1); // the no-match is kept, like a match
    expect(await callsOf(user.user._id)).toEqual([
      { outcome: 'no_match', cost: 0 },
      { outcome: 'cached', cost: 0 },
      { outcome: 'no_match', cost: 0 },
    ]);
  });

  it("stops at the user's daily budget with a clear message, and the index still opens", async () => {
    const user = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await t.gql(OPEN, { u: person().username }, { token: user.token })).body.errors).toBeUndefined();
    const over = person().username;
    const refused = await t.gql(OPEN, { u: over }, { token: user.token });
    expect(refused.body.errors[0]).toMatchObject({
      message:
        "You have used today's look-ups outside the index (3 a day). Searching and opening people in the index still work; try again tomorrow.",
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(enrichCalls(over)).toHaveLength(0);
    // Tomorrow (UTC) the budget is whole again.
    t.clock.advance(24 * 3_600_000);
    expect((await t.gql(OPEN, { u: over }, { token: user.token })).body.errors).toBeUndefined();
  });
});

const REFRESH = `mutation Refresh($id: ID!) {
  refreshProfile(id: $id) { id currentTitle currentCompany refreshedAt nextRefreshAt factSources { source fetchedAt } refreshNote { message changes } }
}`;

describe('refreshing a person from PDL', () => {
  it('retrieves them by their PDL id, says what changed and keeps it, then waits an hour before asking again', async () => {
    const user = await signUp(t);
    const { username, record } = person();
    const { id } = (await t.gql(OPEN, { u: username }, { token: user.token })).body.data.profile;

    // At PDL, the person has moved on since.
    const experience = (record.experience as Array<Record<string, unknown>>).map((e) => ({ ...e, end_date: e.end_date ?? '2025-02' }));
    pdl.add({
      ...record,
      job_title: 'head of data',
      job_company_name: 'acme analytics',
      job_company_website: 'acme-analytics.example',
      location_name: 'berlin, germany',
      experience: [
        {
          company: { name: 'acme analytics', website: 'acme-analytics.example' },
          title: { name: 'head of data' },
          start_date: '2025-03',
          end_date: null,
          is_primary: true,
        },
        ...experience,
      ],
    });
    const r = await t.gql(REFRESH, { id }, { token: user.token });
    expect(r.body.errors).toBeUndefined();
    const refreshed = r.body.data.refreshProfile;
    expect(refreshed.refreshNote.changes).toEqual(expect.arrayContaining(['New role since Mar 2025: Head of Data at Acme Analytics.']));
    expect(refreshed.refreshNote.message).toMatch(/^Profile refreshed\. New role since Mar 2025: Head of Data at Acme Analytics\./);
    expect(refreshed).toMatchObject({ currentTitle: 'Head of Data', currentCompany: 'Acme Analytics' });
    expect(pdl.calls.filter((c) => c.path === `/v5/person/retrieve/${record.id}`)).toHaveLength(1);
    const stored = await t.gql(OPEN, { u: username }, { token: user.token });
    expect(stored.body.data.profile.currentTitle).toBe('Head of Data');

    // Within the hour, on either transport: 429, naming when; PDL is not asked.
    const again = await t.gql(REFRESH, { id }, { token: user.token });
    expect(again.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(again.body.errors[0].message).toMatch(/^This profile was refreshed less than an hour ago\. You can refresh it again at /);
    const link = Buffer.from(`https://www.linkedin.com/in/${username}`).toString('base64');
    const rest = await t.rest('GET', `/api/profile/update/${link}`, undefined, { token: user.token });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(pdl.calls.filter((c) => c.path === `/v5/person/retrieve/${record.id}`)).toHaveLength(1);

    // An hour later, nothing new at PDL: said so, over REST.
    t.clock.advance(61 * 60_000);
    const later = await t.rest('GET', `/api/profile/update/${link}`, undefined, { token: user.token });
    expect(later.status).toBe(200);
    expect(later.body.message).toBe('Profile refreshed: nothing has changed since it was last read.');
    expect(await callsOf(user.user._id)).toEqual([
      { outcome: 'match', cost: 1 },
      { outcome: 'match', cost: 1 },
      { outcome: 'match', cost: 1 },
    ]);
  });

  it('lets only one of two simultaneous refreshes ask PDL, and gives the hour back when PDL fails', async () => {
    const user = await signUp(t);
    const { username, record } = person();
    const { id } = (await t.gql(OPEN, { u: username }, { token: user.token })).body.data.profile;
    const both = await Promise.all([t.gql(REFRESH, { id }, { token: user.token }), t.gql(REFRESH, { id }, { token: user.token })]);
    expect(both.map((r) => r.body.errors?.[0]?.extensions.code ?? 'OK').sort()).toEqual(['OK', 'RATE_LIMITED']);
    expect(pdl.calls.filter((c) => c.path === `/v5/person/retrieve/${record.id}`)).toHaveLength(1);

    t.clock.advance(61 * 60_000);
    pdl.failNext(503);
    const failed = await t.gql(REFRESH, { id }, { token: user.token });
    expect(failed.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    // The hour was given back: the next refresh asks PDL again at once.
    const retried = await t.gql(REFRESH, { id }, { token: user.token });
    expect(retried.body.errors).toBeUndefined();
    expect(retried.body.data.refreshProfile.refreshNote.message).toBe('Profile refreshed: nothing has changed since it was last read.');
  });

  it('says so when PDL no longer has the person, and keeps the profile as it was', async () => {
    const user = await signUp(t);
    const { username, record } = person();
    const { id, fullName } = (await t.gql(OPEN, { u: username }, { token: user.token })).body.data.profile;
    pdl.remove(record.id);
    const r = await t.gql(REFRESH, { id }, { token: user.token });
    expect(r.body.data.refreshProfile.refreshNote).toEqual({
      message: 'Our data provider no longer has this person; the profile is kept as it was.',
      changes: [],
    });
    expect((await t.gql(OPEN, { u: username }, { token: user.token })).body.data.profile.fullName).toBe(fullName);
  });
});

describe('when PDL misbehaves', () => {
  // A server of its own: its circuit has seen no other test's calls.
  let t: TestServer;
  beforeAll(async () => {
    t = await serve({
      PDL_API_KEY: pdl.apiKey,
      PDL_BASE_URL: pdl.baseUrl,
      PDL_REQUESTS_PER_MINUTE: '1000',
      PROVIDER_TIMEOUT_MS: '1500',
      PROVIDER_CIRCUIT_MIN_CALLS: '3',
      // Open long enough that the calls below land while it is, however busy the machine.
      PROVIDER_CIRCUIT_OPEN_SECONDS: '5',
    });
  });
  afterAll(() => t?.close());

  it('retries after a 429, gives up on time when PDL does not answer, and opens the circuit after repeated failures, then closes it', async () => {
    const user = await signUp(t);
    const unavailable = {
      message:
        'Our people-data provider is not answering right now, so we could not look outside the index. Searching and opening people in the index still work; please try again in a few minutes.',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    };
    // A 429 is waited out and asked again within the time limit.
    const patient = person().username;
    pdl.failNext(429);
    expect((await t.gql(OPEN, { u: patient }, { token: user.token })).body.errors).toBeUndefined();
    expect(enrichCalls(patient)).toHaveLength(2);

    // No answer: the call ends at the time limit (1.5 s) with the notice, and the server keeps answering.
    const silent = person().username;
    pdl.failNext('hang');
    const started = Date.now();
    expect((await t.gql(OPEN, { u: silent }, { token: user.token })).body.errors[0]).toMatchObject(unavailable);
    expect(Date.now() - started).toBeLessThan(4000);

    // A 500 makes two failures of three calls: the circuit opens, and PDL is not called while it is open.
    pdl.failNext(500);
    expect((await t.gql(OPEN, { u: person().username }, { token: user.token })).body.errors[0]).toMatchObject(unavailable);
    const meanwhile = person().username;
    expect((await t.gql(OPEN, { u: meanwhile }, { token: user.token })).body.errors[0]).toMatchObject(unavailable);
    expect(enrichCalls(meanwhile)).toHaveLength(0);
    // The index still opens while the circuit is open.
    const { id } = (await t.gql(OPEN, { u: patient }, { token: user.token })).body.data.profile;
    expect(id).toBeTruthy();

    // After its 5 seconds the circuit lets one call through; it succeeds and the circuit closes.
    await new Promise((r) => setTimeout(r, 5100));
    expect((await t.gql(OPEN, { u: meanwhile }, { token: user.token })).body.errors).toBeUndefined();
    expect((await t.gql(OPEN, { u: person().username }, { token: user.token })).body.errors).toBeUndefined();
    const outcomes = (await callsOf(user.user._id)).map((c) => c.outcome);
    expect(outcomes).toEqual(['match', 'timeout', 'unavailable', 'circuit_open', 'match', 'match']);
  });

  it('refuses nothing of the index when the key is wrong or the account is out of credits (402), and records the refusals', async () => {
    // The rate limit is counted in the shared database (across processes): each server here allows 1000 a minute.
    const wrong = await serve({ PDL_API_KEY: 'x'.repeat(64), PDL_BASE_URL: pdl.baseUrl, PDL_REQUESTS_PER_MINUTE: '1000' });
    try {
      const user = await signUp(wrong);
      const r = await wrong.gql(OPEN, { u: person().username }, { token: user.token });
      expect(r.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(await wrong.ds.query(`SELECT outcome FROM provider_calls WHERE user_id = $1`, [user.user._id])).toEqual([
        { outcome: 'refused' },
      ]);
    } finally {
      await wrong.close();
    }
    const user = await signUp(t);
    pdl.failNext(402);
    const { username } = person();
    const r = await t.gql(OPEN, { u: username }, { token: user.token });
    expect(r.body.errors[0]).toMatchObject({ message: PROVIDER_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    expect(await callsOf(user.user._id)).toEqual([{ outcome: 'refused', cost: 0 }]);
    // Not kept as an answer: once PDL has credits again, the same link opens.
    expect((await t.gql(OPEN, { u: username }, { token: user.token })).body.errors).toBeUndefined();
  });
});

describe('the staff view of provider calls', () => {
  const USAGE = `query Usage($days: Int!) {
    providerUsage(days: $days) {
      configured monthlyBudget userDailyBudget
      providers { provider spentThisMonth circuitOpen }
      days { day provider calls cached hitRate errors heldBack cost }
    }
  }`;
  let u: TestServer;
  beforeAll(async () => {
    u = await serve({
      PDL_API_KEY: pdl.apiKey,
      PDL_BASE_URL: pdl.baseUrl,
      PDL_REQUESTS_PER_MINUTE: '1000',
      PROVIDER_USER_DAILY_BUDGET: '1',
    });
    // A day (and a month) of its own, far from the other tests' calls in the shared database.
    u.clock.advance(700 * 24 * 3_600_000);
  });
  afterAll(() => u?.close());

  it('counts per provider and day the calls, cached answers, hit rate, errors, calls held back and cost; users cannot see it', async () => {
    const a = await signUp(u);
    const b = await signUp(u);
    expect((await u.gql(OPEN, { u: person().username }, { token: a.token })).body.errors).toBeUndefined(); // a match: 1 credit
    expect((await u.gql(OPEN, { u: person().username }, { token: a.token })).body.errors[0].extensions.code).toBe('RATE_LIMITED'); // a's budget
    const unknown = `nobody-${randomUUID().slice(0, 8)}`;
    await u.gql(OPEN, { u: unknown }, { token: b.token }); // no match
    await u.gql(OPEN, { u: unknown }, { token: b.token }); // the kept answer
    pdl.failNext(500);
    await u.gql(OPEN, { u: person().username }, { token: b.token }); // an error

    const staff = await newStaff(u);
    const r = await u.gql(USAGE, { days: 1 }, { token: staff.token });
    expect(r.body.errors).toBeUndefined();
    const usage = r.body.data.providerUsage;
    expect(usage).toMatchObject({ configured: ['pdl'], monthlyBudget: 1000, userDailyBudget: 1 });
    expect(usage.providers).toEqual([{ provider: 'pdl', spentThisMonth: 1, circuitOpen: false }]);
    expect(usage.days).toEqual([
      {
        day: u.clock.now().toISOString().slice(0, 10),
        provider: 'pdl',
        calls: 3,
        cached: 1,
        hitRate: 0.25,
        errors: 1,
        heldBack: 1,
        cost: 1,
      },
    ]);

    expect((await u.gql(USAGE, { days: 0 }, { token: staff.token })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const asUser = await u.gql(USAGE, { days: 1 }, { token: a.token });
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(asUser.body.errors[0].extensions.code);
  });

  it('lets a superadmin set the budgets on the settings page: the next call keeps to them, the change is audited, and the staff page shows them', async () => {
    const SET = `mutation Set($d: Int!, $m: Int!, $reason: String) {
      updateProviderBudgets(userDailyBudget: $d, monthlyBudget: $m, reason: $reason) { providerUserDailyBudget providerMonthlyBudget }
    }`;
    const admin = await newStaff(u);
    const superadmin = await newStaff(u, 'superadmin');
    try {
      const refused = await u.gql(SET, { d: 2, m: 500 }, { token: admin.token });
      expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const bad = await u.gql(SET, { d: -1, m: 500 }, { token: superadmin.token });
      expect(bad.body.errors[0]).toMatchObject({
        message: 'A provider budget is a whole number of credits from 0 to 1,000,000.',
        extensions: { code: 'BAD_USER_INPUT' },
      });

      const set = await u.gql(SET, { d: 2, m: 500, reason: 'a trial week' }, { token: superadmin.token });
      expect(set.body.data.updateProviderBudgets).toEqual({ providerUserDailyBudget: 2, providerMonthlyBudget: 500 });
      const [audit] = await u.ds.query(
        `SELECT details, reason FROM staff_audit_log WHERE action = 'settings.provider_budgets' AND staff_id = $1`,
        [superadmin.id],
      );
      expect(audit).toEqual({
        details: { before: { userDaily: 1, monthly: 1000 }, after: { userDaily: 2, monthly: 500 } },
        reason: 'a trial week',
      });

      // Configured at 1 a day; set to 2: a user's second look-up goes through, the third is held back.
      const user = await signUp(u);
      for (let i = 0; i < 2; i++) expect((await u.gql(OPEN, { u: person().username }, { token: user.token })).body.errors).toBeUndefined();
      const third = await u.gql(OPEN, { u: person().username }, { token: user.token });
      expect(third.body.errors[0].message).toBe(
        "You have used today's look-ups outside the index (2 a day). Searching and opening people in the index still work; try again tomorrow.",
      );
      const usage = (await u.gql(USAGE, { days: 1 }, { token: admin.token })).body.data.providerUsage;
      expect(usage).toMatchObject({ monthlyBudget: 500, userDailyBudget: 2 });
    } finally {
      // The database is this file's: the other servers here run on their configured budgets again.
      await u.ds.query(`DELETE FROM app_settings WHERE key = 'provider_budgets'`);
    }
  });
});

describe('searching the open web for more', () => {
  const MORE = `mutation More($input: SearchInput!) { searchOpenWeb(input: $input) { total returned added updated exhausted message } }`;
  const SEARCH = `query Search($input: SearchInput!) {
    searchProfiles(input: $input) { exactTotal profiles { fullName linkedinUsername } }
  }`;
  let w: TestServer;
  beforeAll(async () => {
    w = await serve({
      PDL_API_KEY: pdl.apiKey,
      PDL_BASE_URL: pdl.baseUrl,
      PDL_REQUESTS_PER_MINUTE: '1000',
      PROVIDER_USER_DAILY_BUDGET: '12',
    });
  });
  afterAll(() => w?.close());

  /** People only the stand-in knows: data engineers in Tallinn, and one who is not. */
  function tallinn(title: string) {
    const { username, record } = person();
    pdl.add({ ...record, job_title: title, location_name: 'tallinn, estonia', location_locality: 'tallinn', location_country: 'estonia' });
    return username;
  }

  it('compiles the search for PDL, writes the people it returns with their source, and they are then in the results', async () => {
    const user = await signUp(w);
    const wanted = [tallinn('data engineer'), tallinn('senior data engineer')];
    const other = tallinn('nurse');
    // One of them the index holds already (opened by link): the search merges into it, no second profile.
    const known = tallinn('lead data engineer');
    expect((await w.gql(OPEN, { u: known }, { token: user.token })).body.errors).toBeUndefined();
    const input = { type: 'ai', query: 'data engineers in Tallinn' };
    const before = (await w.gql(SEARCH, { input }, { token: user.token })).body.data.searchProfiles;

    const r = await w.gql(MORE, { input }, { token: user.token });
    expect(r.body.errors).toBeUndefined();
    const more = r.body.data.searchOpenWeb;
    expect(more.returned).toBeGreaterThanOrEqual(3);
    expect(more.added + more.updated).toBe(more.returned);
    expect(more.updated).toBeGreaterThanOrEqual(1);
    expect(await w.ds.query('SELECT count(*)::int AS n FROM profiles WHERE linkedin_username = $1', [known])).toEqual([{ n: 1 }]);
    expect(more.message).toMatch(/^Found \d+ people at People Data Labs: \d+ (person|people) new to the index/);
    const asked = pdl.calls.filter((c) => c.path === '/v5/person/search');
    expect(asked.length).toBeGreaterThanOrEqual(1);

    // The same search at once (its cached answer dropped): the new people are among its exact matches.
    const after = (await w.gql(SEARCH, { input }, { token: user.token })).body.data.searchProfiles;
    expect(after.exactTotal).toBe(before.exactTotal + more.added);
    expect(more.added).toBeGreaterThanOrEqual(2);
    // Only the people the search asked for came in.
    expect(await w.ds.query('SELECT 1 FROM profiles WHERE linkedin_username = $1', [other])).toEqual([]);
    const opened = await w.gql(OPEN, { u: wanted[0] }, { token: user.token });
    expect(opened.body.data.profile.factSources).toEqual([expect.objectContaining({ source: 'pdl' })]);
    // Charged in PDL credits: one per record returned.
    const [{ cost }] = await w.ds.query(
      `SELECT cost FROM provider_calls WHERE user_id = $1 AND operation = 'search' ORDER BY id DESC LIMIT 1`,
      [user.user._id],
    );
    expect(cost).toBe(more.returned);
  });

  it('brings the next people each time it is asked (PDL scroll token), says when that was everyone, and answers the REST flag', async () => {
    for (let i = 0; i < 13; i++) tallinn('nurse');
    const input = { type: 'ai', query: 'nurses in Tallinn' };
    const searches = () => pdl.calls.filter((c) => c.path === '/v5/person/search').length;
    const a = await signUp(w);
    const first = (await w.gql(MORE, { input }, { token: a.token })).body.data.searchOpenWeb;
    expect(first).toMatchObject({ returned: 10, exhausted: false });
    expect(first.total).toBeGreaterThanOrEqual(13);
    expect(first.total).toBeLessThanOrEqual(20);

    // Another user, over REST: the flag looks outside the index first, and the search then holds everyone it brought in.
    const b = await signUp(w);
    const rest = await w.rest('GET', `/api/search/profiles?q=${encodeURIComponent(input.query)}&openWeb=true`, undefined, {
      token: b.token,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.openWeb).toMatchObject({ returned: first.total - 10, exhausted: true });
    expect(rest.body.openWeb.message).toMatch(/That is everyone it has for this search\.$/);
    expect(rest.body.exactTotal).toBeGreaterThanOrEqual(first.total);
    const asked = searches();

    // Everyone is in: asking again costs no call and says so.
    const again = (await w.gql(MORE, { input }, { token: b.token })).body.data.searchOpenWeb;
    expect(again).toMatchObject({ returned: 0, exhausted: true, message: 'People Data Labs has no one else for this search.' });
    expect(searches()).toBe(asked);
    const bad = await w.rest('GET', `/api/search/profiles?q=nurses&openWeb=maybe`, undefined, { token: b.token });
    expect(bad.status).toBe(400);
  });

  it('says when PDL has no one else, refuses a search that names nothing, and keeps to the budget', async () => {
    const user = await signUp(w);
    const none = await w.gql(MORE, { input: { type: 'ai', query: 'astronaut trainers in Tallinn' } }, { token: user.token });
    expect(none.body.data.searchOpenWeb).toMatchObject({
      returned: 0,
      added: 0,
      message: 'People Data Labs has no one else for this search.',
    });
    const blank = await w.gql(MORE, { input: { type: 'ai', query: '   ' } }, { token: user.token });
    expect(blank.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // A search may cost up to 10 credits: with 12 a day, after one that cost 3 or more the next is refused before asking.
    for (let i = 0; i < 3; i++) tallinn('data engineer');
    const paid = await w.gql(MORE, { input: { type: 'ai', query: 'data engineers in Estonia' } }, { token: user.token });
    expect(paid.body.data.searchOpenWeb.returned).toBeGreaterThanOrEqual(3);
    const over = await w.gql(MORE, { input: { type: 'ai', query: 'senior data engineers in Tallinn' } }, { token: user.token });
    expect(over.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  });
});
