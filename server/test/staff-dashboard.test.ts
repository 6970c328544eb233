import { newProfile, newUser, type NewUser } from './factories';
import { startTestServer, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';
import { gqlError, newStaff, type Staff } from './staff-kit';
import { limit } from './time-limits';

/**
 * The staff dashboard's figures, on a database of this file's own (so that no other test file's
 * users, searches or purchases count): one entry per UTC day with zeros filled in, each figure
 * rising by exactly what the test did, active users counted once over the range, and the range
 * validated.
 */
jest.setTimeout(limit(60_000));

let own: OwnDatabase;
let t: TestServer;
let staff: Staff;
beforeAll(async () => {
  own = await ownDatabase('staff_dashboard');
  t = await startTestServer({ DATABASE_URL: own.url });
  staff = await newStaff(t);
});
afterAll(async () => {
  await t?.close();
  await own?.drop();
});

const DASHBOARD = `query ($from: String!, $to: String!) {
  staffDashboard(from: $from, to: $to) {
    from to
    days { date signUps activeUsers searches reveals creditsSold revenueCents }
    totals { signUps activeUsers searches reveals creditsSold revenueCents }
  }
}`;

const DAY_MS = 86_400_000;
/** The UTC day `offset` days from today, YYYY-MM-DD. */
const day = (offset = 0) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

interface Figures {
  signUps: number;
  activeUsers: number;
  searches: number;
  reveals: number;
  creditsSold: number;
  revenueCents: number;
}
const ZERO: Figures = { signUps: 0, activeUsers: 0, searches: 0, reveals: 0, creditsSold: 0, revenueCents: 0 };

async function dashboard(
  from: string,
  to: string,
): Promise<{ from: string; to: string; days: Array<Figures & { date: string }>; totals: Figures }> {
  const r = await t.gql(DASHBOARD, { from, to }, { token: staff.token });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.staffDashboard;
}

/** Buys package 1 (2 credits for $1) through the local test checkout, as payments.test.ts does. */
async function buyPackageOne(user: NewUser): Promise<void> {
  const created = await t.rest('POST', '/api/payment/create-checkout-session', { packageId: 1 }, { token: user.token });
  expect(created.status).toBe(200);
  const paid = await fetch(`${t.url}/checkout/test/${created.body.data.sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card: 'success' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBeLessThan(400);
}

describe('the figures', () => {
  it('one entry per day, zeros included, and each figure rises by exactly what happened', async () => {
    // Yesterday to tomorrow: today is inside even if the test runs across midnight (UTC).
    const [from, to] = [day(-1), day(1)];
    const before = await dashboard(from, to);
    expect(before.from).toBe(from);
    expect(before.to).toBe(to);
    expect(before.days.map((d) => d.date)).toEqual([day(-1), day(0), day(1)]);
    expect(before.totals).toEqual(ZERO);
    for (const d of before.days) expect(d).toEqual({ date: d.date, ...ZERO });

    // A sign-up (a session), a search, a reveal and a completed purchase; another sign-up; an open checkout.
    const buyer = await newUser(t);
    const search = await t.rest('GET', '/api/search/profiles?searchterm=engineer&page=1&type=ai', undefined, { token: buyer.token });
    expect(search.status).toBe(200);
    const person = await newProfile(own.ds);
    expect((await t.rest('GET', `/api/profile/contacts/${person.linkedinUsername}`, undefined, { token: buyer.token })).status).toBe(200);
    await buyPackageOne(buyer);
    const other = await newUser(t);
    expect((await t.rest('POST', '/api/payment/create-checkout-session', { packageId: 2 }, { token: other.token })).status).toBe(200);

    const after = await dashboard(from, to);
    expect(after.totals).toEqual({ signUps: 2, activeUsers: 2, searches: 1, reveals: 1, creditsSold: 2, revenueCents: 100 });
    // The days add up to the totals (active users aside: distinct over the range).
    for (const key of ['signUps', 'searches', 'reveals', 'creditsSold', 'revenueCents'] as const) {
      expect([key, after.days.reduce((n, d) => n + d[key], 0)]).toEqual([key, after.totals[key]]);
    }
    expect(after.days.find((d) => d.date === day(1))).toEqual({ date: day(1), ...ZERO });
  });

  it('counts a user active on several days once in the totals, and on each of those days', async () => {
    const user = await newUser(t);
    // A search three days ago and a session two days ago, written as they would have been then.
    await own.ds.query(
      `INSERT INTO search_history (user_id, term, type, created_at) VALUES ($1, 'product manager', 'ai', now() - interval '3 days')`,
      [user.id],
    );
    await own.ds.query(`INSERT INTO sessions (user_id, expires_at, created_at) VALUES ($1, now(), now() - interval '2 days')`, [user.id]);
    const figures = await dashboard(day(-3), day(-2));
    expect(figures.days.map((d) => [d.date, d.activeUsers, d.searches])).toEqual([
      [day(-3), 1, 1],
      [day(-2), 1, 0],
    ]);
    expect(figures.totals).toMatchObject({ activeUsers: 1, searches: 1, signUps: 0 });
  });

  it('answers a whole year (366 days) and a single day', async () => {
    expect((await dashboard('2024-01-01', '2024-12-31')).days).toHaveLength(366);
    const one = await dashboard('2024-02-29', '2024-02-29');
    expect(one.days).toEqual([{ date: '2024-02-29', ...ZERO }]);
    expect(one.totals).toEqual(ZERO);
  });
});

describe('the range', () => {
  it.each([
    ['2025-02-01', '2025-01-31', 'The end date must be on or after the start date.'],
    ['2024-01-01', '2025-01-01', 'Please choose a range of at most 366 days.'],
    ['2025-1-01', '2025-01-31', 'Dates are written YYYY-MM-DD, e.g. 2025-01-31.'],
    ['2025-02-30', '2025-03-01', 'Dates are written YYYY-MM-DD, e.g. 2025-01-31.'],
    ['yesterday', '2025-03-01', 'Dates are written YYYY-MM-DD, e.g. 2025-01-31.'],
    ['2025-01-01T00:00:00Z', '2025-03-01', 'Dates are written YYYY-MM-DD, e.g. 2025-01-31.'],
    ['', '2025-03-01', 'Dates are written YYYY-MM-DD, e.g. 2025-01-31.'],
    ['2025-01-01', '2025-13-01', 'Dates are written YYYY-MM-DD, e.g. 2025-01-31.'],
    ['0000-01-01', '0000-01-02', 'Dates are written YYYY-MM-DD, e.g. 2025-01-31.'],
    ['1969-12-31', '1970-01-01', 'Dates are between 1970-01-01 and 9999-12-31.'],
  ])('refuses from %p to %p: %s', async (from, to, message) => {
    const r = await t.gql(DASHBOARD, { from, to }, { token: staff.token });
    expect(gqlError(r)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('answers the far end of the calendar', async () => {
    expect((await dashboard('9999-12-01', '9999-12-31')).days).toHaveLength(31);
  });
});

describe('staff only', () => {
  it('refuses a user token and no token (UNAUTHENTICATED)', async () => {
    const user = await newUser(t);
    for (const token of [user.token, undefined]) {
      const r = await t.gql(DASHBOARD, { from: day(-7), to: day(0) }, { token });
      expect(gqlError(r)?.code).toBe('UNAUTHENTICATED');
      expect(r.body.data).toBeNull();
    }
  });
});
