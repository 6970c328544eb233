import { randomUUID } from 'node:crypto';
import { AuditService } from '../src/modules/staff/audit.service';
import { insertStaffAccount } from '../src/modules/staff/staff-accounts.service';
import type { StaffRole } from '../src/common/session';
import { newUser } from './factories';
import { clientKeyOf } from '../src/common/rest';
import { startTestServer, uniqueClientIp, type TestServer } from './helpers';
import { ownDatabase } from './own-database';

/** Polls `check` until it holds (for audit rows written beside the answer). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The staff area's accounts and access over both transports: sign-in by e-mail or username, staff
 * and user tokens that never open each other's routes, who may add and deactivate whom, the audit
 * log, and the sign-in rate limit.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ADMIN_LOGIN_LIMIT_PER_ACCOUNT: '3', ADMIN_LOGIN_LIMIT_PER_CLIENT: '1000' });
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery staple';

interface Staff {
  id: string;
  username: string;
  email: string;
  token: string;
}

/** A staff account made as the command line makes it, signed in over REST. */
async function newStaff(role: StaffRole, password = PASSWORD, server: TestServer = t): Promise<Staff> {
  const id = randomUUID().slice(0, 8);
  const username = `${role}-${id}`;
  const email = `${username}@staff.talentlens.test`;
  const made = await insertStaffAccount(
    server.ds,
    new AuditService(server.ds),
    { username, email, password, role },
    null,
    'command line',
    server.config.staffPasswordCost,
  );
  const login = await server.rest('POST', '/api/admins/login', { email: username.toUpperCase(), password });
  expect(login.status).toBe(200);
  return { id: made.id, username, email, token: login.body.data.token };
}

const ADMINS = '{ staffAccounts { id username email role isActive } }';
const CREATE = `mutation ($input: CreateAdminInput!) { createStaffAccount(input: $input) { id username role isActive } }`;
const SET_ACTIVE = `mutation ($id: ID!, $isActive: Boolean!) { setStaffAccountActive(id: $id, isActive: $isActive) { id isActive } }`;
const AUDIT = `query ($staffId: ID, $action: String) { auditLog(staffId: $staffId, action: $action, pageSize: 50) { total items { action staffId staffUsername targetType targetId details reason } } }`;

describe('signing in', () => {
  it('by e-mail or username; the answer is the spec’s admin data with a token and the staff cookie', async () => {
    const staff = await newStaff('admin');
    const byEmail = await t.rest('POST', '/api/admins/login', { email: staff.email, password: PASSWORD });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({
      status: 'success',
      data: { _id: staff.id, username: staff.username, email: staff.email, roles: ['admin'], role: 'admin', isActive: true },
    });
    expect(byEmail.body.data).not.toHaveProperty('passwordHash');
    expect(byEmail.headers.get('set-cookie')).toMatch(/^tl_staff=[^;]+;.*HttpOnly.*SameSite=Strict/i);
    const gql = await t.gql('mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { token admin { username role } } }', {
      input: { email: staff.username, password: PASSWORD },
    });
    expect(gql.body.data.adminLogin.admin).toEqual({ username: staff.username, role: 'admin' });
    // Both transports leave a device cookie naming the account: httpOnly, SameSite=Strict, long-lived (docs/decisions.md, "Staff").
    for (const r of [byEmail, gql]) {
      expect(r.headers.getSetCookie().find((c) => c.startsWith('tl_staff_device='))).toMatch(
        new RegExp(
          `^tl_staff_device=${Buffer.from(staff.id).toString('base64url')}\\.\\d+\\.[\\w-]+\\.[\\w-]+;.*Max-Age=15552000;.*HttpOnly.*SameSite=Strict`,
          'i',
        ),
      );
    }
  });

  it('answers the same for an unknown account, a wrong password and a deactivated account', async () => {
    const staff = await newStaff('admin');
    const superadmin = await newStaff('superadmin');
    await t.gql(SET_ACTIVE, { id: staff.id, isActive: false }, { token: superadmin.token });
    const answers = await Promise.all([
      t.rest('POST', '/api/admins/login', { email: `nobody-${randomUUID()}@staff.talentlens.test`, password: PASSWORD }),
      t.rest('POST', '/api/admins/login', { email: superadmin.email, password: 'not the password at all' }),
      t.rest('POST', '/api/admins/login', { email: staff.email, password: PASSWORD }),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(401);
      expect(a.body).toEqual({
        status: 'error',
        code: 'UNAUTHENTICATED',
        message: 'The e-mail or username and password do not match an active staff account.',
      });
    }
    // The deactivated account's earlier session ended with it.
    expect((await t.rest('GET', '/api/admins/me', undefined, { token: staff.token })).status).toBe(401);
  });

  it('refuses an account after too many failed tries, even with the right password, before checking it', async () => {
    const staff = await newStaff('admin');
    for (let i = 0; i < 3; i++) {
      expect((await t.rest('POST', '/api/admins/login', { email: staff.email, password: `wrong password ${i}` })).status).toBe(401);
    }
    const limited = await t.rest('POST', '/api/admins/login', { email: staff.email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // GraphQL answers the same refusal with HTTP 429 and Retry-After too.
    const overGraphql = await t.gql('mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { token } }', {
      input: { email: staff.email, password: PASSWORD },
    });
    expect(overGraphql.status).toBe(429);
    expect(Number(overGraphql.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(overGraphql.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/),
      extensions: { code: 'RATE_LIMITED' },
    });
  });

  it('audits sign-ins, failed sign-ins (the login tried and the client, never the password) and the first refusal by a limit', async () => {
    const staff = await newStaff('admin');
    const secret = `a wrong password ${randomUUID()}`;
    const ip = uniqueClientIp();
    const login = (email: string, password: string) => t.rest('POST', '/api/admins/login', { email, password }, { clientIp: ip });
    expect((await login(` ${staff.username.toUpperCase()} `, secret)).status).toBe(401);
    const unknown = `nobody-${randomUUID()}@staff.talentlens.test`;
    expect((await login(unknown, secret)).status).toBe(401);
    for (let i = 0; i < 4; i++) await login(staff.username, secret); // 2 more failures, then 2 refused
    expect((await login(staff.email, PASSWORD)).status).toBe(429);

    const rows: Array<{ action: string; staff_id: string | null; target_id: string | null; details: Record<string, unknown> }> =
      await t.ds.query(
        `SELECT action, staff_id, target_id, details FROM staff_audit_log
         WHERE action LIKE 'staff.sign_in%' AND (target_id = $1 OR details->>'login' = $2) ORDER BY created_at, id`,
        [staff.id, unknown],
      );
    expect(rows.map((r) => r.action)).toEqual([
      'staff.sign_in',
      'staff.sign_in_failed',
      'staff.sign_in_failed',
      'staff.sign_in_failed',
      'staff.sign_in_failed',
      'staff.sign_in_limited',
    ]);
    expect(rows[0]).toMatchObject({ staff_id: staff.id, target_id: staff.id });
    expect(rows[1]).toMatchObject({
      staff_id: null,
      target_id: staff.id,
      details: { login: staff.username, client: clientKeyOf(ip), why: 'wrong password', trustedDevice: false },
    });
    expect(rows[2]).toMatchObject({
      staff_id: null,
      target_id: null,
      details: { login: unknown, client: clientKeyOf(ip), why: 'unknown account' },
    });
    expect(rows[5]).toMatchObject({ target_id: staff.id, details: { bucket: 'account and client', limit: 3, client: clientKeyOf(ip) } });
    expect(JSON.stringify(await t.ds.query('SELECT details FROM staff_audit_log'))).not.toContain(secret);
    expect(JSON.stringify(await t.ds.query('SELECT details FROM staff_audit_log'))).not.toContain(PASSWORD);
  });

  it('ends the session on logout', async () => {
    const staff = await newStaff('admin');
    expect((await t.rest('GET', '/api/admins/me', undefined, { token: staff.token })).status).toBe(200);
    await t.rest('POST', '/api/admins/logout', {}, { token: staff.token });
    const after = await t.rest('GET', '/api/admins/me', undefined, { token: staff.token });
    expect(after).toMatchObject({ status: 401, body: { message: 'Your staff session has ended. Please sign in again.' } });
  });
});

describe('staff and user tokens never cross', () => {
  const STAFF_REST: Array<[string, string, unknown?]> = [
    ['GET', '/api/admins/me'],
    ['GET', '/api/admins/admin/list'],
    ['POST', '/api/admins/admin', { username: 'intruder', email: 'intruder@acme.io', password: PASSWORD, role: 'admin' }],
    ['PATCH', `/api/admins/admin/${randomUUID()}`, { isActive: false }],
  ];
  const STAFF_GQL = [
    '{ adminMe { id } }',
    ADMINS,
    '{ auditLog { total } }',
    '{ auditActions }',
    'mutation { adminLogout { message } }',
    `mutation { createStaffAccount(input: { username: "intruder", email: "intruder@acme.io", password: "${PASSWORD}", role: admin }) { id } }`,
    `mutation { setStaffAccountActive(id: "${randomUUID()}", isActive: false) { id } }`,
  ];

  it('every staff route and operation refuses a user token and no token', async () => {
    const user = await newUser(t);
    for (const [method, path, body] of STAFF_REST) {
      for (const token of [user.token, undefined]) {
        const r = await t.rest(method, path, body, { token });
        expect([method, path, r.status]).toEqual([method, path, 401]);
        expect(r.body.status).toBe('error');
      }
    }
    for (const query of STAFF_GQL) {
      for (const token of [user.token, undefined]) {
        const r = await t.gql(query, {}, { token });
        expect([query, r.body.errors?.[0]?.extensions?.code]).toEqual([query, 'UNAUTHENTICATED']);
      }
    }
    expect(await t.ds.query(`SELECT 1 FROM staff_accounts WHERE username = 'intruder'`)).toEqual([]);
  });

  it("a staff token opens no user route: not the user's account, search, lists or credits", async () => {
    const staff = await newStaff('superadmin');
    for (const [method, path] of [
      ['GET', '/api/users/searches'],
      ['GET', '/api/profile/list'],
      ['GET', '/api/search/profiles?searchterm=engineer&page=1&type=ai'],
    ]) {
      expect((await t.rest(method, path, undefined, { token: staff.token })).status).toBe(401);
    }
    const me = await t.gql('{ me { id } }', {}, { token: staff.token });
    expect(me.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('staff accounts', () => {
  it('a superadmin adds an admin, who can sign in and list staff; the addition is audited', async () => {
    const superadmin = await newStaff('superadmin');
    const username = `new-${randomUUID().slice(0, 8)}`;
    const created = await t.rest(
      'POST',
      '/api/admins/admin',
      { username, email: `${username}@staff.talentlens.test`, password: PASSWORD, role: 'admin' },
      { token: superadmin.token },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ username, roles: ['admin'], isActive: true });

    const login = await t.rest('POST', '/api/admins/login', { email: username, password: PASSWORD });
    const list = await t.rest('GET', '/api/admins/admin/list', undefined, { token: login.body.data.token });
    expect(list.body.data.map((a: { username: string }) => a.username)).toEqual(expect.arrayContaining([username, superadmin.username]));

    const audit = await t.gql(AUDIT, { staffId: superadmin.id, action: 'admin.create' }, { token: superadmin.token });
    expect(audit.body.data.auditLog.items).toEqual([
      expect.objectContaining({
        action: 'admin.create',
        staffId: superadmin.id,
        staffUsername: superadmin.username,
        targetType: 'staff',
        targetId: created.body.data.id,
        details: expect.objectContaining({ username, role: 'admin', via: 'admin area' }),
      }),
    ]);
  });

  it('an admin cannot add anyone, least of all a superadmin', async () => {
    const admin = await newStaff('admin');
    for (const role of ['superadmin', 'admin']) {
      const r = await t.gql(
        CREATE,
        { input: { username: `x-${randomUUID().slice(0, 8)}`, email: `x-${randomUUID().slice(0, 8)}@acme.io`, password: PASSWORD, role } },
        { token: admin.token },
      );
      expect(r.body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const rest = await t.rest(
      'POST',
      '/api/admins/admin',
      { username: `x-${randomUUID().slice(0, 8)}`, email: `x-${randomUUID().slice(0, 8)}@acme.io`, password: PASSWORD, role: 'superadmin' },
      { token: admin.token },
    );
    expect(rest).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: 'Only a superadmin can do this.' } });
    expect((await t.rest('GET', '/api/admins/admin/list', undefined, { token: admin.token })).status).toBe(200);

    // Each refusal is in the audit log, under the admin who tried (written beside the answer: polled).
    const refusals = async () =>
      (await t.gql(AUDIT, { staffId: admin.id, action: 'staff.forbidden' }, { token: admin.token })).body.data.auditLog.items;
    await eventually(async () => (await refusals()).length === 3);
    expect((await refusals()).map((i: { details: { what: string } }) => i.details.what).sort()).toEqual([
      'GraphQL createStaffAccount',
      'GraphQL createStaffAccount',
      'POST /api/admins/admin',
    ]);
    expect((await refusals())[0]).toMatchObject({
      staffId: admin.id,
      staffUsername: admin.username,
      targetType: 'staff',
      details: { role: 'admin', needed: 'superadmin' },
    });
  });

  it.each([
    [{ username: '', email: 'a@acme.io', password: PASSWORD, role: 'admin' }, 'Please fill in all required fields'],
    [{ username: 'someone', email: 'not-an-email', password: PASSWORD, role: 'admin' }, 'Please enter a valid e-mail address.'],
    [{ username: 'someone', email: 'a@acme.io', password: 'short', role: 'admin' }, 'A password needs at least 12 characters.'],
    [{ username: 'someone', email: 'a@acme.io', password: PASSWORD, role: 'owner' }, 'Please choose a role: admin or superadmin.'],
    [{ username: 'someone', email: 'a@acme.io', password: PASSWORD }, 'Please choose a role: admin or superadmin.'],
  ])('refuses %p with a clear message and adds nothing', async (body, message) => {
    const superadmin = await newStaff('superadmin');
    const r = await t.rest('POST', '/api/admins/admin', body, { token: superadmin.token });
    expect(r).toMatchObject({ status: 400, body: { status: 'error', message } });
    expect(await t.ds.query(`SELECT 1 FROM staff_accounts WHERE username = 'someone'`)).toEqual([]);
  });

  it('refuses a username or e-mail that is taken, whatever its case', async () => {
    const superadmin = await newStaff('superadmin');
    const other = await newStaff('admin');
    const r = await t.rest(
      'POST',
      '/api/admins/admin',
      { username: other.username.toUpperCase(), email: 'fresh@acme.io', password: PASSWORD, role: 'admin' },
      { token: superadmin.token },
    );
    expect(r).toMatchObject({ status: 409, body: { message: 'That username is already taken.' } });
  });

  it('deactivating ends the account’s sessions; reactivating lets it sign in again; both audited', async () => {
    const superadmin = await newStaff('superadmin');
    const admin = await newStaff('admin');
    const off = await t.rest('PATCH', `/api/admins/admin/${admin.id}`, { isActive: false }, { token: superadmin.token });
    expect(off.body.data).toMatchObject({ _id: admin.id, isActive: false });
    expect((await t.rest('GET', '/api/admins/me', undefined, { token: admin.token })).status).toBe(401);
    await t.gql(SET_ACTIVE, { id: admin.id, isActive: true }, { token: superadmin.token });
    expect((await t.rest('POST', '/api/admins/login', { email: admin.email, password: PASSWORD })).status).toBe(200);
    const audit = await t.gql(AUDIT, { staffId: superadmin.id }, { token: superadmin.token });
    const changes = audit.body.data.auditLog.items.filter((i: { action: string }) => i.action.startsWith('admin.'));
    expect(changes.map((i: { action: string }) => i.action)).toEqual(['admin.reactivate', 'admin.deactivate']);
  });

  // On a database of its own: other files make superadmins in the shared one at any moment.
  it('the last active superadmin cannot be deactivated, not even by two superadmins deactivating each other at once', async () => {
    const own = await ownDatabase('last_superadmin');
    const t = await startTestServer({ DATABASE_URL: own.url, ADMIN_LOGIN_LIMIT_PER_CLIENT: '1000' });
    try {
      const a = await newStaff('superadmin', PASSWORD, t);
      const b = await newStaff('superadmin', PASSWORD, t);
      const [ab, ba] = await Promise.all([
        t.gql(SET_ACTIVE, { id: b.id, isActive: false }, { token: a.token }),
        t.gql(SET_ACTIVE, { id: a.id, isActive: false }, { token: b.token }),
      ]);
      const outcomes = [ab, ba].map((r) => (r.body.errors ? r.body.errors[0].message : 'deactivated')).sort();
      // One went through; the other then found its target the last active superadmin (or its own session ended).
      expect(outcomes[1]).toBe('deactivated');
      expect(['The last active superadmin cannot be deactivated.', 'Your staff session has ended. Please sign in again.']).toContain(
        outcomes[0],
      );
      const [{ count }] = await t.ds.query(`SELECT count(*)::int AS count FROM staff_accounts WHERE role = 'superadmin' AND is_active`);
      expect(count).toBe(1);

      const last = (await t.ds.query(`SELECT id FROM staff_accounts WHERE role = 'superadmin' AND is_active`))[0].id as string;
      const lastToken = last === a.id ? a.token : b.token;
      const self = await t.gql(SET_ACTIVE, { id: last, isActive: false }, { token: lastToken });
      expect(self.body.errors[0].message).toBe('You cannot deactivate your own account.');
    } finally {
      await t.close();
      await own.drop();
    }
  });

  it('an unknown or malformed id is not found', async () => {
    const superadmin = await newStaff('superadmin');
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      const r = await t.rest('PATCH', `/api/admins/admin/${id}`, { isActive: false }, { token: superadmin.token });
      expect(r).toMatchObject({ status: 404, body: { message: 'Admin user not found' } });
    }
  });
});
