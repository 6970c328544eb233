/**
 * The staff area's accounts and access: the first superadmin made on the command line signs in at
 * /admin, sees themselves in /admin/admins, adds an admin (a refusal shown in the dialog first),
 * logs out; the new admin signs in, sees the table without 'Add Admin User', and finds the
 * superadmin's 'admin.create' in the audit log. Also: a refused sign-in, deactivating and
 * reactivating, a user's session kept out of the staff area (and still signed in as a user), and
 * the staff pages on a phone.
 */
import type { Browser, Page } from 'playwright-core';
import {
  afterMotion,
  apiGraphql,
  checkAtWidths,
  apiSignUp,
  createStaffFromCli,
  horizontalOverflow,
  launchBrowser,
  newPage,
  screenshot,
  seriousAxeViolations,
  signInPage,
  staffSignedInPage,
  staffSignInThroughUi,
  uniqueStaff,
  type StaffAccount,
} from './helpers';
import { standInRecords } from '../../server/src/cli/local-providers';

let browser: Browser;
let superadmin: StaffAccount;

beforeAll(async () => {
  browser = await launchBrowser();
  superadmin = uniqueStaff('root');
  const out = await createStaffFromCli(superadmin);
  expect(out).toContain(`created superadmin ${superadmin.username}`);
});
afterAll(() => browser.close());

/** The admin users table's row of one account. */
function adminRow(page: Page, username: string) {
  return page.getByRole('row').filter({ hasText: username });
}

async function logout(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Staff menu for ${username.replace(/\./g, '\\.')}`) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
}

describe('the staff area', () => {
  it('superadmin from the command line -> sign in -> add an admin -> log out -> the admin signs in, cannot add, and reads the audit log', async () => {
    const added = uniqueStaff('ops');
    const { context, page, close } = await newPage(browser, 1440, 900);
    try {
      // Sign in by username; the browser keeps display data, never the token.
      await staffSignInThroughUi(page, superadmin.username, superadmin.password);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByText(`Welcome, ${superadmin.username}.`, { exact: false }).waitFor();
      await page.getByRole('list', { name: 'Totals of the range' }).waitFor();
      await screenshot(page, 'admin-dashboard');
      expect(await seriousAxeViolations(page)).toEqual([]);
      const stored = await page.evaluate(() => localStorage.getItem('admin-user-data'));
      expect(JSON.parse(stored!).admin.username).toBe(superadmin.username);
      expect(stored).not.toMatch(/token/i);
      const cookie = (await context.cookies()).find((c) => c.name === 'tl_staff');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Strict');

      // The sidebar leads to the admin users; the superadmin is there, active, without an action on their own row.
      await page.getByRole('navigation', { name: 'Staff area' }).getByRole('menuitem', { name: 'Admins' }).click();
      await page.waitForURL('**/admin/admins');
      await page.getByRole('heading', { level: 1, name: 'Admin users' }).waitFor();
      const own = adminRow(page, superadmin.username);
      await own.getByText('Superadmin').waitFor();
      await own.getByText('Active', { exact: true }).waitFor();
      expect(await own.getByRole('button', { name: /Deactivate/ }).count()).toBe(0);
      for (const header of ['Username', 'Email', 'Roles', 'Status', 'Last sign-in']) {
        await page.getByRole('columnheader', { name: header }).waitFor();
      }

      // Add Admin User: empty fields are named; a taken e-mail is refused in the dialog, which stays open.
      await page.getByRole('button', { name: 'Add Admin User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Admin User' });
      // The dialog opens with the cursor in Username.
      await page.waitForFunction(() => document.activeElement?.id === 'add-admin_username');
      await afterMotion(dialog);
      await dialog.getByRole('button', { name: 'Add admin' }).click();
      await dialog.getByText('Please enter a username.').waitFor();
      await dialog.getByText('Please enter a password.').waitFor();
      await dialog.getByLabel('Username').fill(added.username);
      await dialog.getByLabel('Email').fill(superadmin.email);
      await dialog.getByLabel('Password').fill(added.password);
      expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email');
      await dialog.getByRole('button', { name: 'Add admin' }).click();
      await dialog.getByRole('alert').getByText('An admin user with that e-mail already exists.').waitFor();
      expect(await dialog.isVisible()).toBe(true);

      await dialog.getByLabel('Email').fill(added.email);
      await dialog.getByLabel('Email').press('Enter'); // Enter submits, as in any form.
      await dialog.waitFor({ state: 'hidden' });
      const row = adminRow(page, added.username);
      await row.getByText('Admin', { exact: true }).waitFor();
      await row.getByText('Never').waitFor();
      await row.getByRole('button', { name: `Deactivate ${added.username}` }).waitFor();
      await screenshot(page, 'admin-admins');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Logout ends the staff session and forgets the display data.
      await logout(page, superadmin.username);
      expect(await page.evaluate(() => localStorage.getItem('admin-user-data'))).toBeNull();
      await page.goto('/admin/admins');
      await page.waitForURL((url) => url.pathname === '/admin');

      // The new admin signs in by e-mail: the table, without 'Add Admin User' or row actions.
      await staffSignInThroughUi(page, added.email, added.password);
      await page.getByRole('banner').getByText('Admin', { exact: true }).waitFor();
      await page.goto('/admin/admins');
      await adminRow(page, superadmin.username).waitFor();
      await adminRow(page, added.username).getByText('Active', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Add Admin User' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^(Deactivate|Reactivate) / }).count()).toBe(0);

      // The audit log shows the superadmin's admin.create, also when filtered by staff member and action.
      await page.getByRole('navigation', { name: 'Staff area' }).getByRole('menuitem', { name: 'Audit' }).click();
      await page.waitForURL('**/admin/audit');
      await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
      const entry = page
        .getByRole('row')
        .filter({ hasText: 'admin.create' })
        .filter({ hasText: `username: ${added.username}` });
      await entry.getByText(superadmin.username, { exact: true }).waitFor();
      await entry.getByText('via: admin area', { exact: false }).waitFor();
      // The superadmin's own creation came from the command line: 'System'.
      await page
        .getByRole('row')
        .filter({ hasText: `username: ${superadmin.username}` })
        .getByText('System', { exact: true })
        .waitFor();

      // The filters by keyboard: type to narrow the choices, Enter to pick.
      await page.getByLabel('Staff member').fill(superadmin.username);
      await page.keyboard.press('Enter');
      // Until no row of the command line's is left (other journeys may have added staff the same minute).
      await page.getByRole('row').filter({ hasText: 'System' }).first().waitFor({ state: 'detached' });
      await page.getByLabel('Action').fill('admin.create');
      await page.keyboard.press('Enter');
      await entry.waitFor();
      // The choices have closed (axe reads an open list too).
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.ant-select-dropdown')).every((d) => !(d as HTMLElement).offsetParent),
      );
      await screenshot(page, 'admin-audit');
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a wrong password shows the server's message and stays on /admin", async () => {
    const { page, close } = await newPage(browser, 1440, 900);
    try {
      await page.goto('/admin');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Please enter your e-mail or username.').waitFor();
      await page.getByLabel('Email or Username').fill(superadmin.email);
      await page.getByLabel('Password').fill('not the password at all');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText('The e-mail or username and password do not match an active staff account.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      expect(await page.getByLabel('Password').inputValue()).toBe('');
      await screenshot(page, 'admin-login-failed');
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a superadmin deactivates (after a confirmation) and reactivates an admin; the deactivated admin is sent to /admin and cannot sign in', async () => {
    const admin = uniqueStaff('temp');
    await createStaffFromCli(admin, 'admin');
    const { page, close } = await staffSignedInPage(browser, superadmin);
    const other = await staffSignedInPage(browser, admin);
    try {
      await other.page.goto('/admin/dashboard');
      await other.page.getByText(`Welcome, ${admin.username}.`, { exact: false }).waitFor();

      await page.goto('/admin/admins');
      const row = adminRow(page, admin.username);
      await row.getByRole('button', { name: `Deactivate ${admin.username}` }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: `Deactivate ${admin.username}?` });
      await afterMotion(confirm);
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await row.getByText('Inactive', { exact: true }).waitFor();

      const refused = await fetch(`${process.env.E2E_BASE_URL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { token } }',
          variables: { input: { email: admin.username, password: admin.password } },
        }),
      }).then((r) => r.json() as Promise<{ errors?: Array<{ extensions: { code: string } }> }>);
      expect(refused.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
      // The admin's open page: the next staff call finds the session ended, and the staff area sends them to the login.
      await other.page.getByRole('navigation', { name: 'Staff area' }).getByRole('menuitem', { name: 'Audit' }).click();
      await other.page.waitForURL((url) => url.pathname === '/admin');
      await other.page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();

      await row.getByRole('button', { name: `Reactivate ${admin.username}` }).click();
      await row.getByText('Active', { exact: true }).waitFor();
    } finally {
      await close();
      await other.close();
    }
  });

  it("a user's session never opens the staff area: /admin/admins lands on the staff login, and the user stays signed in", async () => {
    const session = await apiSignUp('notstaff');
    const { page, close } = await newPage(browser, 1440, 900);
    try {
      await signInPage(page, session);
      await page.goto('/admin/admins');
      await page.waitForURL((url) => url.pathname === '/admin');
      await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Admin users' }).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('userInfo'))).not.toBeNull();
      await page.goto('/dashboard');
      await page.getByText('Find the right leaders, faster').waitFor();
    } finally {
      await close();
    }
  });

  it('on a phone (375 px) the staff pages fit the width: admin users as a list, the navigation in a drawer', async () => {
    const { page, close } = await staffSignedInPage(browser, superadmin, 375, 800);
    try {
      await page.goto('/admin/admins');
      const list = page.getByRole('list', { name: 'Admin users' });
      await list.getByText(superadmin.username, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add Admin User' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'admin-admins-375');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Open the staff navigation' }).click();
      await page.getByRole('dialog').getByRole('menuitem', { name: 'Audit' }).click();
      await page.waitForURL('**/admin/audit');
      await page.getByRole('list', { name: 'Audit log' }).getByText('admin.create').first().waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, 'admin-audit-375');

      await page.goto('/admin/settings');
      await page.getByRole('heading', { level: 2, name: 'Credit packages' }).waitFor();
      await page.getByRole('button', { name: 'Add package' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);

      await page.goto('/admin/payments');
      await page.getByRole('heading', { level: 1, name: 'Payments' }).waitFor();
      await page.getByLabel('Search orders').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);

      await page.goto('/admin/dashboard');
      await page.getByRole('list', { name: 'Totals of the range' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
    } finally {
      await close();
    }
  });

  it('the providers page: People Data Labs configured, its month against the budget, and the calls of the day; it fits a phone; the budget set on the settings page', async () => {
    // A call to the stand-in of PDL's API (global-setup): a person only it knows, opened by link.
    const session = await apiSignUp('providers');
    const username = standInRecords(2)[1].linkedin_username;
    await apiGraphql(session, 'query($u: String!) { profile(linkedinUsername: $u) { id } }', { u: username });
    const { page, close } = await staffSignedInPage(browser, superadmin);
    try {
      await page.goto('/admin/providers');
      await page.getByRole('heading', { level: 1, name: 'Providers' }).waitFor();
      const pdl = page.getByRole('region', { name: 'People Data Labs' });
      await pdl.getByText('Configured', { exact: true }).waitFor();
      await pdl.getByText(/^\d+ of 1,000 credits this month$/).waitFor();
      await page.getByRole('region', { name: 'Hunter' }).getByText('Configured', { exact: true }).waitFor();
      const today = new Date().toISOString().slice(0, 10);
      await page.getByRole('row').filter({ hasText: today }).filter({ hasText: 'People Data Labs' }).waitFor();
      await checkAtWidths(page, 'admin-providers', [375, 1440]);

      // The superadmin raises the monthly budget on the settings page; the providers page shows it.
      await page.goto('/admin/settings');
      const budgets = page.getByRole('form', { name: 'Provider budgets' });
      await budgets.getByLabel('For the service per month').fill('1500');
      await budgets.getByLabel('Reason (optional)').fill('More look-ups this month');
      await budgets.getByRole('button', { name: 'Save budgets' }).click();
      await page.getByText('Provider budgets saved.').waitFor();
      await page.goto('/admin/providers');
      await page
        .getByRole('region', { name: 'People Data Labs' })
        .getByText(/^\d+ of 1,500 credits this month$/)
        .waitFor();
    } finally {
      await close();
    }
  });

  it("an admin finds a user, grants them 3 credits with a reason, sees today's figures and the audit row; the user sees the adjustment", async () => {
    const admin = uniqueStaff('support');
    await createStaffFromCli(admin, 'admin');
    const session = await apiSignUp('adjusted');
    const email = String(session.user.email);
    expect(email).toContain('@');
    const reason = `Goodwill after a failed search ${Date.now()}`;
    const { page, close } = await staffSignedInPage(browser, admin);
    try {
      // /admin/users: find the user by e-mail (Enter sends the search) and open them.
      await page.goto('/admin/users');
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      for (const header of ['Email', 'Name', 'Company', 'Plan', 'Expiry', 'Credits', 'Signed up', 'Last active']) {
        await page.getByRole('columnheader', { name: header }).first().waitFor();
      }
      await page.getByLabel('Search users').fill(email);
      const answered = page.waitForResponse(
        (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(email),
      );
      await page.getByLabel('Search users').press('Enter');
      const row = page.getByRole('row').filter({ hasText: email });
      // The newest user also heads the unfiltered list: wait for the search's answer, then for the
      // list to shrink to the header and the one user found (no third row).
      await answered;
      await page.getByRole('row').nth(2).waitFor({ state: 'detached' });
      await row.getByText('5 / 5', { exact: true }).waitFor();
      expect(await page.getByRole('row').count()).toBe(2);
      await row.getByRole('link', { name: email }).click();
      await page.waitForURL(/\/admin\/users\/[^/]+$/);
      await page.getByRole('heading', { level: 1, name: email }).waitFor();
      await page.getByText('Acme Research').first().waitFor();
      await screenshot(page, 'admin-user');

      // Adjust credits: a reason is required; Grant 3 -> 8 / 8 and a ledger row.
      await page.getByLabel('Credits', { exact: true }).fill('3');
      await page.getByRole('button', { name: 'Grant credits' }).click();
      await page.getByText('Please give a reason.').waitFor();
      await page.getByLabel('Reason').fill(reason);
      await page.getByRole('button', { name: 'Grant credits' }).click();
      await page.getByText(`Granted 3 credits to ${email}.`).waitFor();
      await page.getByText('8 / 8', { exact: true }).first().waitFor();
      const ledgerRow = page.getByRole('row').filter({ hasText: 'Adjustment by our team' });
      await ledgerRow.getByText('+3', { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The dashboard: today's sign-ups (in the default range) count this user.
      await page.getByRole('navigation', { name: 'Staff area' }).getByRole('menuitem', { name: 'Dashboard' }).click();
      await page.waitForURL('**/admin/dashboard');
      const signUps = page.getByRole('list', { name: 'Totals of the range' }).getByRole('listitem').filter({ hasText: 'Sign-ups' });
      await signUps.locator('.ant-statistic-content-value').waitFor();
      expect(Number((await signUps.locator('.ant-statistic-content-value').innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
      // The charts load on their own (a skeleton until then) and push the table's header down: a
      // click while they arrive can miss it, so wait for them, then for the header to say it opened.
      await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
      const daily = page.getByRole('button', { name: 'Daily figures (table)' });
      await daily.click();
      await page.getByRole('button', { name: 'Daily figures (table)', expanded: true }).waitFor();
      const today = new Date().toISOString().slice(0, 10);
      const todayRow = page.getByRole('row').filter({ hasText: today });
      await todayRow.waitFor();
      expect(Number((await todayRow.getByRole('cell').nth(1).innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
      await screenshot(page, 'admin-dashboard-figures');

      // The audit log: the grant, with its reason.
      await page.goto('/admin/audit');
      await page.getByRole('row').filter({ hasText: 'credits.grant' }).filter({ hasText: reason }).waitFor();
    } finally {
      await close();
    }

    // The user: '+3', 'Adjustment by our team' in the credit history of /account.
    const user = await newPage(browser, 1440, 900);
    try {
      await signInPage(user.page, session);
      await user.page.goto('/account');
      await user.page.getByRole('row').filter({ hasText: 'Adjustment by our team' }).getByText('+3', { exact: true }).waitFor();
    } finally {
      await user.close();
    }

    // /admin/users on a phone: a list, no page-level horizontal overflow.
    const phone = await staffSignedInPage(browser, admin, 375, 800);
    try {
      await phone.page.goto('/admin/users');
      await phone.page.getByRole('list', { name: 'Users' }).getByRole('link').first().waitFor();
      expect(await horizontalOverflow(phone.page)).toBe(0);
      await screenshot(phone.page, 'admin-users-375');
    } finally {
      await phone.close();
    }
  });
});
