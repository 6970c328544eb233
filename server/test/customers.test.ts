import { randomUUID } from 'node:crypto';
import { newProfile, newUser, type NewUser } from './factories';
import { startTestServer, type TestServer } from './helpers';
import { gqlError, newStaff, type Staff } from './staff-kit';

/**
 * The users of the staff area over GraphQL: finding users by e-mail, name or company, paging and
 * sorting; one user's counts, ledger and orders; granting and removing credits with a reason,
 * which the user sees in their ledger and the audit log keeps, never below zero (also when removals
 * race); and every operation refused to a user's token and to no token. Other test files create
 * users meanwhile, so every search here is narrowed to the users this file made.
 */
let t: TestServer;
let staff: Staff;
beforeAll(async () => {
  t = await startTestServer();
  staff = await newStaff(t);
});
afterAll(() => t.close());

const USER_FIELDS = 'id email firstName lastName company plan planExpiry remainingCredits totalCredits createdAt lastActiveAt';
const USERS = `query ($query: String, $page: Int! = 1, $pageSize: Int! = 20, $sortBy: CustomerSort! = createdAt, $sortOrder: SortOrder! = desc) {
  customers(query: $query, page: $page, pageSize: $pageSize, sortBy: $sortBy, sortOrder: $sortOrder) {
    total page pageSize hasMore items { ${USER_FIELDS} }
  }
}`;
const DETAIL = `query ($id: ID!, $ledgerPage: Int! = 1) {
  customer(id: $id) {
    ${USER_FIELDS} phone designation searchesCount revealsCount ordersCount
    ledger(page: $ledgerPage, pageSize: 10) { total hasMore items { change reason reference balanceAfter } }
    orders(page: 1, pageSize: 10) { total items { packageId credits amountCents status } }
  }
}`;
const ADJUST = `mutation ($userId: ID!, $amount: Int!, $reason: String!) {
  adjustUserCredits(userId: $userId, amount: $amount, reason: $reason) { ${USER_FIELDS} }
}`;
const AUDIT = `query ($action: String) { auditLog(action: $action, pageSize: 100) { items { action staffId targetType targetId details reason } } }`;
const OWN_LEDGER = '{ creditLedger(page: 1, pageSize: 20) { total items { change reason reference balanceAfter } } }';
const ME = '{ me { remainingCredits totalCredits } }';

const asStaff = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, { token: staff.token });

/** A new user whose account form is filled in over REST, as the dashboard's dialog does. */
async function userWith(details: { firstName: string; lastName: string; company: string }): Promise<NewUser> {
  const user = await newUser(t);
  const put = await t.rest(
    'PUT',
    `/api/users/profile/${user.id}`,
    { email: user.email, phone: '+1 555 0100', ...details },
    { token: user.token },
  );
  expect(put.status).toBe(200);
  return user;
}

async function adjust(userId: string, amount: number, reason = 'Goodwill after a support ticket') {
  return asStaff(ADJUST, { userId, amount, reason });
}

async function balanceOf(userId: string): Promise<{ remaining: number; total: number }> {
  const [row] = await t.ds.query('SELECT remaining_credits AS remaining, total_credits AS total FROM users WHERE id = $1', [userId]);
  return row;
}

async function adjustmentsOf(userId: string): Promise<Array<{ change: number; reference: string | null }>> {
  return t.ds.query(`SELECT change, reference FROM credit_ledger WHERE user_id = $1 AND reason = 'admin_adjustment' ORDER BY created_at`, [
    userId,
  ]);
}

async function auditRowsOf(userId: string): Promise<Array<{ action: string; reason: string; details: Record<string, unknown> }>> {
  return t.ds.query(
    `SELECT action, reason, details FROM staff_audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY created_at`,
    [userId],
  );
}

describe('finding users', () => {
  const tag = randomUUID().slice(0, 8);
  let user: NewUser;
  beforeAll(async () => {
    user = await userWith({ firstName: `Quillon${tag}`, lastName: `Brask${tag}`, company: `Ferrovane ${tag} Ltd` });
  });

  it.each([
    ['part of the e-mail, in another case', () => user.email.split('@')[0].toUpperCase()],
    ['the first name', () => `quillon${tag}`],
    ['the last name', () => `BRASK${tag}`],
    ['"First Last"', () => `Quillon${tag} Brask${tag}`],
    ['"First Last" with stray spaces', () => `  Quillon${tag}   Brask${tag} `],
    ['part of the company', () => `rrovane ${tag}`],
    ['the id', () => user.id],
  ])('by %s', async (_how, query) => {
    const r = await asStaff(USERS, { query: query() });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.customers).toMatchObject({ total: 1, page: 1, hasMore: false });
    const [row] = r.body.data.customers.items;
    expect(row).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: `Quillon${tag}`,
      lastName: `Brask${tag}`,
      company: `Ferrovane ${tag} Ltd`,
      plan: 'starter',
      remainingCredits: 5,
      totalCredits: 5,
    });
    expect(Date.parse(row.planExpiry)).toBeGreaterThan(Date.now());
    expect(Date.parse(row.createdAt)).toBeLessThanOrEqual(Date.now());
    // Signing up opened a session: that is activity.
    expect(Date.parse(row.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(row.createdAt));
  });

  it('reads LIKE wildcards and backslashes as themselves, and never matches across two fields', async () => {
    for (const query of [
      `Brask${tag} Ferrovane`,
      `${tag} Quillon`,
      `Quillon${tag}%`,
      `Quillon${tag.slice(0, 4)}_${tag.slice(5)}`,
      `%${tag}`,
      `Quillon\\${tag}`,
      '%',
      '_',
      '\\',
    ]) {
      const r = await asStaff(USERS, { query });
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.customers.items.map((u: { id: string }) => u.id)).not.toContain(user.id);
    }
  });

  it('lists everyone for no query, an empty one and a blank one', async () => {
    for (const query of [null, '', '   ']) {
      const r = await asStaff(USERS, { query, pageSize: 1 });
      expect(r.body.data.customers.total).toBeGreaterThanOrEqual(1);
      expect(r.body.data.customers.items).toHaveLength(1);
    }
  });
});

describe('paging and sorting', () => {
  const tag = randomUUID().slice(0, 8);
  const company = `Sortwell ${tag}`;
  let users: NewUser[];
  beforeAll(async () => {
    users = [];
    // One after the other, so their sign-up times are in this order.
    for (const name of ['Carla', 'Alba', 'Bruno']) users.push(await userWith({ firstName: name, lastName: `Sorter${tag}`, company }));
    // 5 + 3, 5 + 1, 5 + 2 credits.
    for (const [i, amount] of [3, 1, 2].entries()) expect((await adjust(users[i].id, amount)).body.errors).toBeUndefined();
  });

  const ids = (r: { body: { data: { customers: { items: Array<{ id: string }> } } } }) => r.body.data.customers.items.map((u) => u.id);

  it('pages by the sort asked, with the total and whether more follow', async () => {
    const first = await asStaff(USERS, { query: company, sortBy: 'remainingCredits', sortOrder: 'asc', pageSize: 2 });
    expect(first.body.data.customers).toMatchObject({ total: 3, page: 1, pageSize: 2, hasMore: true });
    expect(first.body.data.customers.items.map((u: { remainingCredits: number }) => u.remainingCredits)).toEqual([6, 7]);
    const second = await asStaff(USERS, { query: company, sortBy: 'remainingCredits', sortOrder: 'asc', pageSize: 2, page: 2 });
    expect(second.body.data.customers).toMatchObject({ total: 3, page: 2, hasMore: false });
    expect(second.body.data.customers.items.map((u: { remainingCredits: number }) => u.remainingCredits)).toEqual([8]);
    const beyond = await asStaff(USERS, { query: company, page: 3, pageSize: 2 });
    expect(beyond.body.data.customers).toMatchObject({ total: 3, items: [], hasMore: false });
  });

  it('sorts by credits, e-mail and sign-up date, either way', async () => {
    const [carla, alba, bruno] = users;
    const sorted = async (sortBy: string, sortOrder: string) => ids(await asStaff(USERS, { query: company, sortBy, sortOrder }));
    expect(await sorted('remainingCredits', 'desc')).toEqual([carla.id, bruno.id, alba.id]);
    expect(await sorted('createdAt', 'asc')).toEqual([carla.id, alba.id, bruno.id]);
    expect(await sorted('createdAt', 'desc')).toEqual([bruno.id, alba.id, carla.id]);
    const byEmail = [...users].sort((a, b) => (a.email < b.email ? -1 : 1)).map((u) => u.id);
    expect(await sorted('email', 'asc')).toEqual(byEmail);
    expect(await sorted('email', 'desc')).toEqual([...byEmail].reverse());
  });

  it('sorts by last activity: a search makes a user the most recently active', async () => {
    const [carla] = users;
    const search = await t.rest('GET', `/api/search/profiles?searchterm=${encodeURIComponent(`sorter ${tag}`)}&page=1&type=ai`, undefined, {
      token: carla.token,
    });
    expect(search.status).toBe(200);
    const desc = await asStaff(USERS, { query: company, sortBy: 'lastActiveAt', sortOrder: 'desc' });
    expect(ids(desc)[0]).toBe(carla.id);
    const asc = await asStaff(USERS, { query: company, sortBy: 'lastActiveAt', sortOrder: 'asc' });
    expect(ids(asc)[2]).toBe(carla.id);
    const items: Array<{ lastActiveAt: string }> = desc.body.data.customers.items;
    expect(items.map((u) => Date.parse(u.lastActiveAt))).toEqual(items.map((u) => Date.parse(u.lastActiveAt)).sort((a, b) => b - a));
  });

  it('ties break on the id, in the order asked, so pages never repeat or skip a user', async () => {
    // Three users with the same balance: only the id orders them.
    const tied = `Tiewell ${randomUUID().slice(0, 8)}`;
    const made: string[] = [];
    for (const name of ['Tia', 'Tom', 'Tess']) made.push((await userWith({ firstName: name, lastName: 'Tied', company: tied })).id);
    for (const [sortOrder, expected] of [
      ['asc', [...made].sort()],
      ['desc', [...made].sort().reverse()],
    ] as const) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        seen.push(...ids(await asStaff(USERS, { query: tied, sortBy: 'remainingCredits', sortOrder, pageSize: 1, page })));
      }
      expect(seen).toEqual(expected);
    }
  });
});

describe("one user's detail", () => {
  it('counts what the user did and pages their ledger and orders', async () => {
    const user = await userWith({ firstName: 'Detta', lastName: 'Countwell', company: 'Tally Works' });
    const person = await newProfile(t.ds);
    const search = await t.rest('GET', '/api/search/profiles?searchterm=gizmologist%20tally&page=1&type=ai', undefined, {
      token: user.token,
    });
    expect(search.status).toBe(200);
    const reveal = await t.rest('GET', `/api/profile/contacts/${person.linkedinUsername}`, undefined, { token: user.token });
    expect(reveal.status).toBe(200);
    const checkout = await t.rest('POST', '/api/payment/create-checkout-session', { packageId: 1 }, { token: user.token });
    expect(checkout.status).toBe(200);

    const r = await asStaff(DETAIL, { id: user.id });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.customer).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Detta',
      lastName: 'Countwell',
      company: 'Tally Works',
      phone: '+1 555 0100',
      designation: null,
      remainingCredits: 4,
      totalCredits: 5,
      searchesCount: 1,
      revealsCount: 1,
      ordersCount: 1,
      ledger: {
        total: 2,
        hasMore: false,
        items: [
          { change: -1, reason: 'contact_reveal', reference: person.linkedinUsername, balanceAfter: 4 },
          { change: 5, reason: 'signup_bonus', balanceAfter: 5 },
        ],
      },
      orders: { total: 1, items: [{ packageId: 1, credits: 2, amountCents: 100, status: 'pending' }] },
    });
    expect(r.body.data.customer.lastActiveAt).not.toBeNull();
    const page2 = await asStaff(DETAIL, { id: user.id, ledgerPage: 2 });
    expect(page2.body.data.customer.ledger).toMatchObject({ total: 2, items: [] });
  });

  it.each([[randomUUID()], ['not-an-id'], ['   '], ["' OR 1=1 --"], ['x'.repeat(300)]])('answers NOT_FOUND for %p', async (id) => {
    const r = await asStaff(DETAIL, { id });
    expect(gqlError(r)).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
  });
});

describe('granting and removing credits', () => {
  it("a grant rises both balances, shows in the user's own ledger as an adjustment, and is audited with the reason", async () => {
    const user = await newUser(t);
    const reason = `Compensation for outage ${randomUUID().slice(0, 8)}`;
    const r = await adjust(user.id, 3, `  ${reason}  `);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.adjustUserCredits).toMatchObject({ id: user.id, email: user.email, remainingCredits: 8, totalCredits: 8 });

    const me = await t.gql(ME, {}, { token: user.token });
    expect(me.body.data.me).toEqual({ remainingCredits: 8, totalCredits: 8 });
    const ledger = await t.gql(OWN_LEDGER, {}, { token: user.token });
    expect(ledger.body.data.creditLedger.items[0]).toEqual({ change: 3, reason: 'admin_adjustment', reference: null, balanceAfter: 8 });

    const audit = await asStaff(AUDIT, { action: 'credits.grant' });
    const row = audit.body.data.auditLog.items.find((e: { targetId: string }) => e.targetId === user.id);
    expect(row).toEqual({
      action: 'credits.grant',
      staffId: staff.id,
      targetType: 'user',
      targetId: user.id,
      details: { amount: 3, remainingBefore: 5, remainingAfter: 8, email: user.email },
      reason,
    });
  });

  it('a removal takes from the remaining credits only, shows in the ledger and is audited', async () => {
    const user = await newUser(t);
    const r = await adjust(user.id, -2, 'Duplicate grant reversed');
    expect(r.body.data.adjustUserCredits).toMatchObject({ remainingCredits: 3, totalCredits: 5 });
    const ledger = await t.gql(OWN_LEDGER, {}, { token: user.token });
    expect(ledger.body.data.creditLedger.items[0]).toEqual({ change: -2, reason: 'admin_adjustment', reference: null, balanceAfter: 3 });
    const audit = await asStaff(AUDIT, { action: 'credits.remove' });
    const row = audit.body.data.auditLog.items.find((e: { targetId: string }) => e.targetId === user.id);
    expect(row).toMatchObject({
      action: 'credits.remove',
      staffId: staff.id,
      details: { amount: -2, remainingBefore: 5, remainingAfter: 3, email: user.email },
      reason: 'Duplicate grant reversed',
    });
  });

  it('refuses to remove more than the user has, says how many can go, and changes nothing', async () => {
    const user = await newUser(t);
    const r = await adjust(user.id, -6);
    expect(gqlError(r)).toEqual({ code: 'CONFLICT', message: 'This user has only 5 credits left; you can remove at most 5.' });
    expect(await balanceOf(user.id)).toEqual({ remaining: 5, total: 5 });
    expect(await adjustmentsOf(user.id)).toEqual([]);
    expect(await auditRowsOf(user.id)).toEqual([]);

    expect((await adjust(user.id, -4)).body.errors).toBeUndefined();
    expect(gqlError(await adjust(user.id, -2))?.message).toBe('This user has only 1 credit left; you can remove at most 1.');
    expect((await adjust(user.id, -1)).body.errors).toBeUndefined();
    expect(gqlError(await adjust(user.id, -1))?.message).toBe('This user has no credits left, so there is nothing to remove.');
    expect(await balanceOf(user.id)).toEqual({ remaining: 0, total: 5 });
  });

  it('concurrent removals never take a balance below zero: exactly the ones that fit succeed, each with its ledger and audit row', async () => {
    const user = await newUser(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => adjust(user.id, -2, 'Racing removals')));
    const succeeded = answers.filter((a) => !a.body.errors);
    const refused = answers.filter((a) => a.body.errors);
    for (const a of refused) expect(gqlError(a)?.code).toBe('CONFLICT');
    expect(succeeded).toHaveLength(2);
    const balance = await balanceOf(user.id);
    expect(balance.remaining).toBeGreaterThanOrEqual(0);
    expect(balance).toEqual({ remaining: 1, total: 5 });
    expect(await adjustmentsOf(user.id)).toHaveLength(succeeded.length);
    expect((await auditRowsOf(user.id)).map((a) => a.action)).toEqual(succeeded.map(() => 'credits.remove'));
    // The ledger's sum is the balance.
    const [{ sum }] = await t.ds.query('SELECT sum(change)::int AS sum FROM credit_ledger WHERE user_id = $1', [user.id]);
    expect(sum).toBe(balance.remaining);
  });

  it.each([
    [0, 'A reason', 'BAD_USER_INPUT', 'Please enter a number of credits other than 0: positive to add, negative to remove.'],
    [10_001, 'A reason', 'BAD_USER_INPUT', 'An adjustment is between -10,000 and 10,000 credits.'],
    [-10_001, 'A reason', 'BAD_USER_INPUT', 'An adjustment is between -10,000 and 10,000 credits.'],
    [3, '', 'BAD_USER_INPUT', 'Please give a reason (at least 3 characters).'],
    [3, '  ab  ', 'BAD_USER_INPUT', 'Please give a reason (at least 3 characters).'],
    [3, 'x'.repeat(501), 'BAD_USER_INPUT', 'A reason can be at most 500 characters.'],
  ])('refuses amount %p with reason %p and changes nothing', async (amount, reason, code, message) => {
    const user = await newUser(t);
    expect(gqlError(await adjust(user.id, amount, reason))).toEqual({ code, message });
    expect(await balanceOf(user.id)).toEqual({ remaining: 5, total: 5 });
    expect(await auditRowsOf(user.id)).toEqual([]);
  });

  it('refuses a missing reason, an amount out of Int range, and an unknown user', async () => {
    const user = await newUser(t);
    const missing = await asStaff('mutation ($userId: ID!) { adjustUserCredits(userId: $userId, amount: 3) { id } }', { userId: user.id });
    expect(missing.status).toBe(400);
    expect(gqlError(missing)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const huge = await asStaff(ADJUST, { userId: user.id, amount: 2 ** 40, reason: 'Too much' });
    expect(gqlError(huge)?.code).toBe('BAD_USER_INPUT');
    for (const userId of [randomUUID(), 'nobody']) {
      expect(gqlError(await adjust(userId, 3))).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    }
    expect(await balanceOf(user.id)).toEqual({ remaining: 5, total: 5 });
  });
});

describe('hostile input never fails the server', () => {
  it.each([
    [{ query: 'x'.repeat(201) }, 'A search is at most 200 characters.'],
    [{ pageSize: 101 }, 'pageSize must be at most 100'],
    [{ page: 0 }, 'page must be 1 or more'],
  ])('refuses %p with BAD_USER_INPUT', async (variables, message) => {
    expect(gqlError(await asStaff(USERS, variables))).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it.each([
    ["' OR 1=1; DROP TABLE users; --"],
    ['\\%\\_\\\\'],
    ['ü ß 名前 🙂'],
    ['x'.repeat(200)],
    ['%'.repeat(200)],
    ['00000000-0000-0000-0000-000000000000'],
  ])('answers a page for the query %p', async (query) => {
    for (const sortBy of ['createdAt', 'lastActiveAt', 'remainingCredits', 'email']) {
      const r = await asStaff(USERS, { query, sortBy, pageSize: 5 });
      expect(r.status).toBe(200);
      expect(r.body.errors).toBeUndefined();
    }
  });

  it('refuses a sort that is not on the list', async () => {
    const r = await asStaff(USERS, { sortBy: 'password_hash' });
    expect(r.status).toBe(400);
    expect(gqlError(r)?.code).toBe('BAD_USER_INPUT');
  });
});

describe('staff only', () => {
  const OPERATIONS = [
    '{ customers { total } }',
    `{ customer(id: "${randomUUID()}") { id } }`,
    `mutation { adjustUserCredits(userId: "${randomUUID()}", amount: 5, reason: "Intrusion") { id } }`,
    '{ staffDashboard(from: "2025-01-01", to: "2025-01-31") { totals { signUps } } }',
  ];

  it('every new operation refuses a user token and no token (UNAUTHENTICATED), and a user cannot grant themselves credits', async () => {
    const user = await newUser(t);
    for (const query of [...OPERATIONS, `mutation { adjustUserCredits(userId: "${user.id}", amount: 5, reason: "Free credits") { id } }`]) {
      for (const token of [user.token, undefined]) {
        const r = await t.gql(query, {}, { token });
        expect([query, gqlError(r)?.code, r.body.data ?? null]).toEqual([query, 'UNAUTHENTICATED', null]);
      }
    }
    expect(await balanceOf(user.id)).toEqual({ remaining: 5, total: 5 });
    expect(await auditRowsOf(user.id)).toEqual([]);
  });
});
