import { randomUUID } from 'node:crypto';
import type { StaffRole } from '../src/common/session';
import { insertStaffAccount } from '../src/modules/staff/staff-accounts.service';
import { AuditService } from '../src/modules/staff/audit.service';
import { newUser, type NewUser } from './factories';
import { codeIn, startTestServer, uniqueEmail, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';

/**
 * The staff area's settings (/admin/settings): the credit packages and the sign-up bonus, read by
 * staff, changed by a superadmin, each change audited in its transaction. Packages and the bonus
 * are global and other test files expect the defaults, so this file runs on a database of its own.
 */
let own: OwnDatabase;
let t: TestServer;
let superadmin: Staff;
let admin: Staff;
beforeAll(async () => {
  own = await ownDatabase('tl_settings');
  t = await startTestServer({ DATABASE_URL: own.url });
  superadmin = await newStaff('superadmin');
  admin = await newStaff('admin');
});
afterAll(async () => {
  await t?.close();
  await own?.drop();
});

const PASSWORD = 'correct horse battery staple';

interface Staff {
  id: string;
  token: string;
}

/** A staff account made as the command line makes it, signed in over REST. */
async function newStaff(role: StaffRole): Promise<Staff> {
  const username = `${role}-${randomUUID().slice(0, 8)}`;
  const made = await insertStaffAccount(
    t.ds,
    new AuditService(t.ds),
    { username, email: `${username}@staff.talentlens.test`, password: PASSWORD, role },
    null,
    'command line',
    t.config.staffPasswordCost,
  );
  const login = await t.rest('POST', '/api/admins/login', { email: username, password: PASSWORD });
  expect(login.status).toBe(200);
  return { id: made.id, token: login.body.data.token };
}

const SETTINGS = '{ staffSettings { signupBonusCredits packages { id credits priceCents price currency popular active } } }';
const UPDATE_PACKAGE = `mutation ($id: Int!, $input: CreditPackageInput!) {
  updateCreditPackage(id: $id, input: $input) { signupBonusCredits packages { id credits priceCents price currency popular active } }
}`;
const CREATE_PACKAGE = `mutation ($input: CreditPackageInput!) {
  createCreditPackage(input: $input) { packages { id credits priceCents currency popular active } }
}`;
const UPDATE_BONUS = `mutation ($credits: Int!, $reason: String) { updateSignupBonus(credits: $credits, reason: $reason) { signupBonusCredits } }`;
const PUBLIC_PACKAGES = '{ creditPackages { id credits priceCents price currency popular } }';

const SPEC_PACKAGES = [
  { id: 1, credits: 2, priceCents: 100, price: 1, currency: 'usd', popular: false, active: true },
  { id: 2, credits: 44, priceCents: 5000, price: 50, currency: 'usd', popular: true, active: true },
  { id: 3, credits: 66, priceCents: 7500, price: 75, currency: 'usd', popular: false, active: true },
];

type Terms = { credits: number; priceCents: number; popular: boolean; active: boolean; reason?: string | null };

/** The spec's terms of a package, to edit from (and to put back). */
function specTerms(id: number): Terms {
  const { credits, priceCents, popular, active } = SPEC_PACKAGES[id - 1];
  return { credits, priceCents, popular, active };
}

async function updatePackage(id: number, input: Terms, token = superadmin.token) {
  return t.gql(UPDATE_PACKAGE, { id, input }, { token });
}

/** Puts the spec's three packages and the bonus of 5 back, as the migration made them. */
async function restoreDefaults(): Promise<void> {
  for (const id of [1, 3, 2]) expect((await updatePackage(id, specTerms(id))).body.errors).toBeUndefined();
  expect((await t.gql(UPDATE_BONUS, { credits: 5 }, { token: superadmin.token })).body.errors).toBeUndefined();
}

async function auditRows(action?: string) {
  return (await t.ds.query(
    `SELECT staff_id, action, target_type, target_id, details, reason FROM staff_audit_log
     WHERE action LIKE 'settings.%' AND ($1::text IS NULL OR action = $1) ORDER BY created_at, id`,
    [action ?? null],
  )) as Array<{ staff_id: string; action: string; target_type: string; target_id: string; details: any; reason: string | null }>;
}

async function packagesInDb() {
  return t.ds.query('SELECT id, credits, price_cents, popular, active FROM credit_packages ORDER BY id');
}

async function checkout(user: NewUser, packageId: number) {
  const r = await t.rest('POST', '/api/payment/create-checkout-session', { packageId }, { token: user.token });
  return r;
}

async function orderOf(sessionId: string) {
  const [row] = await t.ds.query('SELECT status, credits, amount_cents, package_id FROM payment_orders WHERE checkout_session_id = $1', [
    sessionId,
  ]);
  return row as { status: string; credits: number; amount_cents: number; package_id: number };
}

/** Pays a local test checkout as its page's form does. */
async function pay(sessionId: string): Promise<void> {
  const res = await fetch(`${t.url}/checkout/test/${sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card: 'success' }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

/** Signs up over REST; the answer of verify-otp. */
async function register(email: string) {
  await t.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
  const mail = await t.lastMailTo(email);
  return t.rest('POST', '/api/users/verify-otp', { userEmail: email, otp: codeIn(mail!.text), type: 'register', termsAccepted: true });
}

async function ledgerOf(userId: string) {
  return t.ds.query('SELECT change, reason, reference, balance_after FROM credit_ledger WHERE user_id = $1 ORDER BY created_at', [userId]);
}

describe('reading the settings', () => {
  it('any staff member sees the sign-up bonus and every package, on sale or not', async () => {
    for (const staff of [admin, superadmin]) {
      const r = await t.gql(SETTINGS, undefined, { token: staff.token });
      expect(r.body).toEqual({ data: { staffSettings: { signupBonusCredits: 5, packages: SPEC_PACKAGES } } });
    }
  });

  it('a user token and no token are refused, on every settings operation', async () => {
    const user = await newUser(t);
    const operations: Array<[string, Record<string, unknown>?]> = [
      [SETTINGS],
      [UPDATE_PACKAGE, { id: 2, input: { ...specTerms(2), credits: 1 } }],
      [CREATE_PACKAGE, { input: { ...specTerms(1), popular: false } }],
      [UPDATE_BONUS, { credits: 100 }],
    ];
    for (const [query, variables] of operations) {
      for (const token of [user.token, undefined]) {
        const r = await t.gql(query, variables, { token });
        expect(r.body.data).toBeNull();
        expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      }
    }
    expect(await packagesInDb()).toEqual(
      SPEC_PACKAGES.map(({ id, credits, priceCents, popular, active }) => ({
        id,
        credits,
        price_cents: priceCents,
        popular,
        active,
      })),
    );
    expect(await auditRows()).toEqual([]);
  });
});

describe('an admin (not a superadmin)', () => {
  it('gets FORBIDDEN for every change, and nothing changes', async () => {
    const before = await packagesInDb();
    const answers = [
      await updatePackage(2, { ...specTerms(2), credits: 50, priceCents: 5500 }, admin.token),
      await t.gql(CREATE_PACKAGE, { input: { credits: 10, priceCents: 900, popular: false, active: true } }, { token: admin.token }),
      await t.gql(UPDATE_BONUS, { credits: 7 }, { token: admin.token }),
      // Even with input that would not pass: the role is checked first.
      await updatePackage(2, { ...specTerms(2), credits: 0 }, admin.token),
    ];
    for (const r of answers) {
      expect(r.body.data).toBeNull();
      expect(r.body.errors[0]).toMatchObject({ message: 'Only a superadmin can do this.', extensions: { code: 'FORBIDDEN' } });
    }
    expect(await packagesInDb()).toEqual(before);
    expect((await t.gql(SETTINGS, undefined, { token: admin.token })).body.data.staffSettings.signupBonusCredits).toBe(5);
    expect(await auditRows()).toEqual([]);
  });
});

describe('editing a credit package', () => {
  afterAll(restoreDefaults);

  it('package 2 at 50 credits for $55: the public list and a new checkout use it; an order made before keeps its own; audited', async () => {
    const user = await newUser(t);
    const earlier = await checkout(user, 2);
    expect(earlier.status).toBe(200);

    const r = await updatePackage(2, { credits: 50, priceCents: 5500, popular: true, active: true, reason: 'Spring pricing' });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.updateCreditPackage.packages[1]).toEqual({
      id: 2,
      credits: 50,
      priceCents: 5500,
      price: 55,
      currency: 'usd',
      popular: true,
      active: true,
    });

    const pub = await t.gql(PUBLIC_PACKAGES);
    expect(pub.body.data.creditPackages[1]).toEqual({ id: 2, credits: 50, priceCents: 5500, price: 55, currency: 'usd', popular: true });
    const rest = await t.rest('GET', '/api/payment/packages');
    expect(rest.body.data[1]).toMatchObject({ id: 2, credits: 50, priceCents: 5500 });

    const later = await checkout(user, 2);
    expect(later.status).toBe(200);
    expect(await orderOf(later.body.data.sessionId)).toEqual({ status: 'pending', credits: 50, amount_cents: 5500, package_id: 2 });
    expect(await orderOf(earlier.body.data.sessionId)).toEqual({ status: 'pending', credits: 44, amount_cents: 5000, package_id: 2 });

    // Paying the earlier order grants what it was priced for: 44 credits on top of the 5 of sign-up.
    await pay(earlier.body.data.sessionId);
    expect(await orderOf(earlier.body.data.sessionId)).toMatchObject({ status: 'completed', credits: 44, amount_cents: 5000 });
    const me = await t.gql('{ me { remainingCredits totalCredits } }', undefined, { token: user.token });
    expect(me.body.data.me).toEqual({ remainingCredits: 49, totalCredits: 49 });

    const audit = await auditRows('settings.package');
    expect(audit).toEqual([
      {
        staff_id: superadmin.id,
        action: 'settings.package',
        target_type: 'package',
        target_id: '2',
        details: {
          before: { credits: 44, priceCents: 5000, currency: 'usd', popular: true, active: true },
          after: { credits: 50, priceCents: 5500, currency: 'usd', popular: true, active: true },
          popularClearedFrom: [],
        },
        reason: 'Spring pricing',
      },
    ]);
    const log = await t.gql(
      '{ auditLog(action: "settings.package") { total items { action staffUsername targetType targetId details } } }',
      undefined,
      {
        token: admin.token,
      },
    );
    expect(log.body.data.auditLog.items[0]).toMatchObject({ action: 'settings.package', targetType: 'package', targetId: '2' });
  });

  it('saving the same terms again changes nothing and writes no audit row', async () => {
    const before = (await auditRows()).length;
    const r = await updatePackage(2, { credits: 50, priceCents: 5500, popular: true, active: true });
    expect(r.body.errors).toBeUndefined();
    expect(await auditRows()).toHaveLength(before);
  });

  it("marking another package 'Most Popular' takes the badge off the one that had it, in the same change", async () => {
    const r = await updatePackage(3, { ...specTerms(3), popular: true });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.updateCreditPackage.packages.map((p: { id: number; popular: boolean }) => [p.id, p.popular])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    const pub = await t.gql(PUBLIC_PACKAGES);
    expect(pub.body.data.creditPackages.filter((p: { popular: boolean }) => p.popular).map((p: { id: number }) => p.id)).toEqual([3]);
    const [row] = (await auditRows('settings.package')).slice(-1);
    expect(row).toMatchObject({
      target_id: '3',
      details: { before: { popular: false }, after: { popular: true }, popularClearedFrom: [2] },
    });

    // Two superadmins marking two packages at once: one badge in the end.
    const other = await newStaff('superadmin');
    await Promise.all([
      updatePackage(1, { ...specTerms(1), popular: true }),
      updatePackage(2, { credits: 50, priceCents: 5500, popular: true, active: true }, other.token),
    ]);
    const popular = await t.ds.query('SELECT id FROM credit_packages WHERE popular');
    expect(popular).toHaveLength(1);
  });

  it('a package off sale leaves the public list and cannot be bought; the last one on sale stays (CONFLICT)', async () => {
    for (const id of [1, 2, 3]) expect((await updatePackage(id, { ...specTerms(id), popular: false })).body.errors).toBeUndefined();
    expect((await updatePackage(1, { ...specTerms(1), active: false })).body.errors).toBeUndefined();
    const pub = await t.gql(PUBLIC_PACKAGES);
    expect(pub.body.data.creditPackages.map((p: { id: number }) => p.id)).toEqual([2, 3]);
    const user = await newUser(t);
    const refused = await checkout(user, 1);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'Invalid package selected' });
    const staffView = await t.gql(SETTINGS, undefined, { token: admin.token });
    expect(staffView.body.data.staffSettings.packages[0]).toMatchObject({ id: 1, active: false });

    // Two superadmins taking the last two off sale at once: one of them is refused.
    const other = await newStaff('superadmin');
    const both = await Promise.all([
      updatePackage(2, { ...specTerms(2), popular: false, active: false }),
      updatePackage(3, { ...specTerms(3), active: false }, other.token),
    ]);
    const refusals = both.filter((r) => r.body.errors);
    expect(refusals).toHaveLength(1);
    expect(refusals[0].body.errors[0]).toMatchObject({
      message: 'At least one credit package must stay on sale, so this one cannot be taken off sale.',
      extensions: { code: 'CONFLICT' },
    });
    const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM credit_packages WHERE active');
    expect(n).toBe(1);
    const onSale = (await t.gql(PUBLIC_PACKAGES)).body.data.creditPackages;
    expect(onSale).toHaveLength(1);
    const last = await updatePackage(onSale[0].id, { ...specTerms(onSale[0].id), popular: false, active: false });
    expect(last.body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await t.gql(PUBLIC_PACKAGES)).body.data.creditPackages).toEqual(onSale);
  });

  it("refuses a package off sale marked 'Most Popular', and an unknown package", async () => {
    const offSalePopular = await updatePackage(1, { ...specTerms(1), popular: true, active: false });
    expect(offSalePopular.body.errors[0]).toMatchObject({
      message: "A package that is off sale cannot be marked 'Most Popular'.",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const id of [99, 0, -1, 2_147_483_647]) {
      const r = await updatePackage(id, specTerms(1));
      expect(r.body.errors[0]).toMatchObject({ message: 'Credit package not found', extensions: { code: 'NOT_FOUND' } });
    }
  });
});

describe('validation', () => {
  afterAll(restoreDefaults);

  it.each([
    ['0 credits', { credits: 0 }, 'A package has from 1 to 100,000 credits.'],
    ['100,001 credits', { credits: 100_001 }, 'A package has from 1 to 100,000 credits.'],
    ['-5 credits', { credits: -5 }, 'A package has from 1 to 100,000 credits.'],
    ['49 cents', { priceCents: 49 }, 'A package costs from $0.50 to $100,000 (50 to 10,000,000 cents).'],
    ['10,000,001 cents', { priceCents: 10_000_001 }, 'A package costs from $0.50 to $100,000 (50 to 10,000,000 cents).'],
    ['0 cents', { priceCents: 0 }, 'A package costs from $0.50 to $100,000 (50 to 10,000,000 cents).'],
    ['a reason of 501 characters', { reason: 'x'.repeat(501) }, 'A reason can be at most 500 characters.'],
  ])('a package with %s is refused, updated or added', async (_label, change, message) => {
    const before = await packagesInDb();
    for (const r of [
      await updatePackage(1, { ...specTerms(1), ...change }),
      await t.gql(CREATE_PACKAGE, { input: { ...specTerms(1), ...change } }, { token: superadmin.token }),
    ]) {
      expect(r.body.data).toBeNull();
      expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(r.body.errors[0].message).toContain(message);
    }
    expect(await packagesInDb()).toEqual(before);
  });

  it('values outside GraphQL Int, fractions and strings are refused before anything runs', async () => {
    for (const input of [
      { ...specTerms(1), credits: 2 ** 31 },
      { ...specTerms(1), credits: 2.5 },
      { ...specTerms(1), priceCents: '100' },
      { ...specTerms(1), popular: 'yes' },
      { credits: 2, priceCents: 100 },
    ]) {
      const r = await t.gql(UPDATE_PACKAGE, { id: 1, input }, { token: superadmin.token });
      expect(r.status).toBeLessThan(500);
      expect(r.body.errors[0].extensions.code).toMatch(/^(BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED)$/);
    }
  });

  it('accepts the bounds: 1 and 100,000 credits, 50 and 10,000,000 cents', async () => {
    for (const terms of [
      { credits: 1, priceCents: 50 },
      { credits: 100_000, priceCents: 10_000_000 },
    ]) {
      const r = await updatePackage(1, { ...specTerms(1), ...terms });
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.updateCreditPackage.packages[0]).toMatchObject({ id: 1, ...terms });
    }
  });

  it.each([[-1], [1001], [100_000]])('a sign-up bonus of %p is refused', async (credits) => {
    const r = await t.gql(UPDATE_BONUS, { credits }, { token: superadmin.token });
    expect(r.body.errors[0]).toMatchObject({
      message: expect.stringContaining('The sign-up bonus is a whole number of credits from 0 to 1,000.'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await t.gql(SETTINGS, undefined, { token: admin.token })).body.data.staffSettings.signupBonusCredits).toBe(5);
  });

  it('accepts a sign-up bonus of 0 and of 1,000', async () => {
    for (const credits of [0, 1000]) {
      const r = await t.gql(UPDATE_BONUS, { credits }, { token: superadmin.token });
      expect(r.body.data.updateSignupBonus.signupBonusCredits).toBe(credits);
    }
  });
});

describe('the sign-up bonus', () => {
  afterAll(restoreDefaults);

  it('set to 7: a new account starts with 7 credits; audited with before and after', async () => {
    const auditBefore = (await auditRows('settings.signup_bonus')).length;
    expect((await t.gql(UPDATE_BONUS, { credits: 5 }, { token: superadmin.token })).body.errors).toBeUndefined();
    const r = await t.gql(UPDATE_BONUS, { credits: 7, reason: 'Launch week' }, { token: superadmin.token });
    expect(r.body).toEqual({ data: { updateSignupBonus: { signupBonusCredits: 7 } } });

    const email = uniqueEmail('bonus');
    const signedUp = await register(email);
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.message).toBe('Registration successful! Redirecting to dashboard...');
    expect(signedUp.body.data).toMatchObject({ remainingCredits: 7, totalCredits: 7, plan: 'starter' });
    expect(await ledgerOf(signedUp.body.data._id)).toEqual([{ change: 7, reason: 'signup_bonus', reference: 'starter', balance_after: 7 }]);
    // Still once per mailbox.
    const again = await register(email.replace('@', '+2@'));
    expect(again.body.data).toMatchObject({ remainingCredits: 0, totalCredits: 0 });
    expect(await ledgerOf(again.body.data._id)).toEqual([
      { change: 0, reason: 'signup_bonus', reference: 'mailbox_already_claimed', balance_after: 0 },
    ]);

    const audit = (await auditRows('settings.signup_bonus')).slice(auditBefore);
    expect(audit.slice(-1)).toEqual([
      {
        staff_id: superadmin.id,
        action: 'settings.signup_bonus',
        target_type: 'setting',
        target_id: 'signup_bonus_credits',
        details: { before: 5, after: 7 },
        reason: 'Launch week',
      },
    ]);
    const [row] = await t.ds.query(`SELECT value, updated_by FROM app_settings WHERE key = 'signup_bonus_credits'`);
    expect(row).toEqual({ value: 7, updated_by: superadmin.id });
  });

  it('set to 0: a new account starts with 0, says so in its ledger, and its mailbox keeps its bonus for later', async () => {
    expect((await t.gql(UPDATE_BONUS, { credits: 0 }, { token: superadmin.token })).body.errors).toBeUndefined();
    const email = uniqueEmail('nobonus');
    const first = await register(email);
    expect(first.body.message).toBe('Registration successful! Redirecting to dashboard...');
    expect(first.body.data).toMatchObject({ remainingCredits: 0, totalCredits: 0 });
    expect(await ledgerOf(first.body.data._id)).toEqual([
      { change: 0, reason: 'signup_bonus', reference: 'no_signup_bonus', balance_after: 0 },
    ]);
    const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM signup_bonus_claims WHERE user_id = $1', [first.body.data._id]);
    expect(n).toBe(0);

    // A mailbox that already had its bonus is told so, as ever.
    const claimed = uniqueEmail('claimed');
    expect((await t.gql(UPDATE_BONUS, { credits: 3 }, { token: superadmin.token })).body.errors).toBeUndefined();
    expect((await register(claimed)).body.data.remainingCredits).toBe(3);
    expect((await t.gql(UPDATE_BONUS, { credits: 0 }, { token: superadmin.token })).body.errors).toBeUndefined();
    const second = await register(claimed.replace('@', '+x@'));
    expect(second.body.message).toMatch(/^Registration successful! This mailbox already received its free Starter credits/);
    expect(await ledgerOf(second.body.data._id)).toEqual([
      { change: 0, reason: 'signup_bonus', reference: 'mailbox_already_claimed', balance_after: 0 },
    ]);

    // Back at 5, the mailbox that signed up at 0 gets its bonus with its next account.
    expect((await t.gql(UPDATE_BONUS, { credits: 5 }, { token: superadmin.token })).body.errors).toBeUndefined();
    const later = await register(email.replace('@', '+later@'));
    expect(later.body.data).toMatchObject({ remainingCredits: 5, totalCredits: 5 });
  });

  it('setting the same value again writes no audit row', async () => {
    const before = (await auditRows('settings.signup_bonus')).length;
    expect((await t.gql(UPDATE_BONUS, { credits: 5 }, { token: superadmin.token })).body.data.updateSignupBonus.signupBonusCredits).toBe(5);
    expect(await auditRows('settings.signup_bonus')).toHaveLength(before);
  });
});

describe('adding a credit package', () => {
  it('numbers it after the highest, lists it when on sale, and audits it with no before', async () => {
    const r = await t.gql(
      CREATE_PACKAGE,
      { input: { credits: 120, priceCents: 9900, popular: false, active: true, reason: 'Team size' } },
      {
        token: superadmin.token,
      },
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.createCreditPackage.packages.slice(-1)).toEqual([
      { id: 4, credits: 120, priceCents: 9900, currency: 'usd', popular: false, active: true },
    ]);
    expect((await t.gql(PUBLIC_PACKAGES)).body.data.creditPackages.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
    const user = await newUser(t);
    const bought = await checkout(user, 4);
    expect(await orderOf(bought.body.data.sessionId)).toMatchObject({ credits: 120, amount_cents: 9900, package_id: 4 });
    const [row] = (await auditRows('settings.package')).slice(-1);
    expect(row).toMatchObject({
      target_id: '4',
      details: { before: null, after: { credits: 120, priceCents: 9900, currency: 'usd', popular: false, active: true } },
      reason: 'Team size',
    });
  });

  it('stops at 20 packages', async () => {
    const [{ n }] = await t.ds.query('SELECT count(*)::int AS n FROM credit_packages');
    for (let i = n; i < 20; i++) {
      const r = await t.gql(
        CREATE_PACKAGE,
        { input: { credits: 10 + i, priceCents: 1000, popular: false, active: false } },
        {
          token: superadmin.token,
        },
      );
      expect(r.body.errors).toBeUndefined();
    }
    const over = await t.gql(
      CREATE_PACKAGE,
      { input: { credits: 99, priceCents: 1000, popular: false, active: false } },
      {
        token: superadmin.token,
      },
    );
    expect(over.body.errors[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(over.body.errors[0].message).toMatch(/^There can be at most 20 credit packages\./);
  });
});
