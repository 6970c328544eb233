/**
 * Pro subscriptions in the staff area: a user subscribes to Pro monthly over the REST API and the
 * local test checkout; an admin sees the MRR on the dashboard, and on /admin/subscriptions the
 * figure cards and the account as Pro, Monthly, Active (filtered by status, on a phone too); the
 * Pro account's 'Set plan' is refused with the server's words; another user is put on Enterprise
 * until a day with 100 credits, and their page shows the plan and the credits. The payments list
 * names an invoice of Pro, links it, and refunds it.
 */
import type { Browser, Page } from 'playwright-core';
import {
  afterMotion,
  apiSignUp,
  BASE_URL,
  checkAtWidths,
  createStaffFromCli,
  launchBrowser,
  screenshot,
  staffSignedInPage,
  uniqueStaff,
  type ApiSession,
  type StaffAccount,
} from './helpers';

let browser: Browser;
let admin: StaffAccount;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = uniqueStaff('billing');
  await createStaffFromCli(admin, 'admin');
});
afterAll(() => browser.close());

/** Subscribes the user to Pro monthly: the checkout session over REST, then the local test checkout paid with the test card that succeeds. */
async function subscribeMonthly(session: ApiSession): Promise<void> {
  const created = await fetch(`${BASE_URL}/api/payment/create-subscription-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ interval: 'month' }),
  });
  expect(created.status).toBe(200);
  const { data } = (await created.json()) as { data: { sessionId: string; url: string } };
  expect(data.url).toBe(`/checkout/test/${data.sessionId}`);
  const paid = await fetch(`${BASE_URL}/checkout/test/${data.sessionId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', card: 'success' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toMatch(/^\/payment\/result\?payment=success/);
}

/** A dollar figure on a card ('$1,234.00') as a number. */
function dollars(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

/** The value of a figure card in a list of cards, by its title. */
async function cardValue(page: Page, list: string, title: string): Promise<string> {
  const card = page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: title });
  await card.locator('.ant-statistic-content-value').waitFor();
  return card.locator('.ant-statistic-content-value').innerText();
}

/** Opens a user's staff page by searching for their e-mail on /admin/users. */
async function openUser(page: Page, email: string): Promise<void> {
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(email);
  await page.getByLabel('Search users').press('Enter');
  await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: email }).click();
  await page.waitForURL(/\/admin\/users\/[^/]+$/);
  await page.getByRole('heading', { level: 1, name: email }).waitFor();
}

/** Opens 'Set plan' on a user's page and waits for its dialog. */
async function openSetPlan(page: Page) {
  await page.getByRole('region', { name: 'Plan' }).getByRole('button', { name: 'Set plan' }).click();
  const dialog = page.getByRole('dialog', { name: /^Set the plan of / });
  await afterMotion(dialog);
  return dialog;
}

/** A day about a year ahead as the date picker takes it, and as the page writes it. */
function aYearAhead(): { typed: string; shown: string } {
  const day = new Date();
  day.setFullYear(day.getFullYear() + 1);
  day.setDate(15);
  const typed = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-15`;
  const shown = `${day.toLocaleString('en-US', { month: 'short' })} 15, ${day.getFullYear()}`;
  return { typed, shown };
}

describe('Pro subscriptions for staff', () => {
  it('a monthly Pro subscription on the subscriptions page and in the MRR; Set plan refused while Pro runs; another user put on Enterprise with 100 credits', async () => {
    const pro = await apiSignUp('pro');
    const proEmail = String(pro.user.email);
    await subscribeMonthly(pro);
    const other = await apiSignUp('enterprise');
    const otherEmail = String(other.user.email);

    const { page, close } = await staffSignedInPage(browser, admin);
    try {
      // The dashboard: MRR beside the range's figures (at least this $100 a month; other journeys may subscribe too).
      await page.goto('/admin/dashboard');
      await page.getByRole('list', { name: 'Totals of the range' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Pro subscriptions now' }).waitFor();
      const mrrCard = page.locator('.ant-card').filter({ hasText: 'See subscriptions' });
      await mrrCard.getByText('MRR', { exact: true }).waitFor();
      expect(dollars(await mrrCard.locator('.ant-statistic-content-value').innerText())).toBeGreaterThanOrEqual(100);
      await mrrCard.getByText(/^\d+ live Pro subscriptions? ·/).waitFor();
      await screenshot(page, 'admin-dashboard-mrr');
      await page.getByRole('link', { name: 'See subscriptions' }).click();

      // /admin/subscriptions from the dashboard's link (and the staff navigation marks it).
      await page.waitForURL('**/admin/subscriptions');
      await page.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Staff area' }).getByRole('menuitem', { name: 'Subscriptions' }).count()).toBe(1);
      expect(dollars(await cardValue(page, 'Subscription figures', 'MRR'))).toBeGreaterThanOrEqual(100);
      expect(Number(await cardValue(page, 'Subscription figures', 'Active'))).toBeGreaterThanOrEqual(1);
      expect(await cardValue(page, 'Subscription figures', 'Monthly / yearly')).toMatch(/^[1-9][\d,]* \/ \d[\d,]*$/);
      for (const header of ['Account', 'Plan', 'Billing', 'Status', 'Amount', 'Renewal or end', 'Created']) {
        await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
      }
      const row = page.getByRole('row').filter({ hasText: proEmail });
      await row.getByRole('cell', { name: 'Pro', exact: true }).waitFor();
      await row.getByRole('cell', { name: 'Monthly', exact: true }).waitFor();
      await row.getByText('Active', { exact: true }).waitFor();
      await row.getByText('$100 / month', { exact: true }).waitFor();
      await row.getByText(/^Renews /).waitFor();

      // The status filter: Active keeps it; Ended has nothing of it.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: 'Ended' }).click();
      await page.getByRole('row').filter({ hasText: proEmail }).waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: 'Active' }).click();
      await row.getByText('Active', { exact: true }).waitFor();
      await screenshot(page, 'admin-subscriptions');
      await checkAtWidths(page, 'admin-subscriptions', [375, 1440]);

      // The account's e-mail opens the customer's page; while Pro runs, 'Set plan' is refused in the server's words.
      await row.getByRole('link', { name: proEmail }).click();
      await page.waitForURL(/\/admin\/users\/[^/]+$/);
      await page.getByRole('heading', { level: 1, name: proEmail }).waitFor();
      const end = aYearAhead();
      let dialog = await openSetPlan(page);
      await dialog.getByText('This account is on Pro').waitFor();
      await dialog.getByLabel('Ends on').fill(end.typed);
      await dialog.getByLabel('Ends on').press('Enter');
      await dialog.getByLabel('Reason').fill('Contract signed for the year');
      await dialog.getByRole('button', { name: 'Set plan' }).click();
      await dialog
        .getByRole('alert')
        .getByText('This account has a Pro subscription. It must end (or be cancelled) before the plan is set by hand.')
        .waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Another user: the form asks for a reason first, then puts them on Enterprise until the day with 100 credits.
      await openUser(page, otherEmail);
      await page.getByRole('region', { name: 'Plan' }).getByText('Starter', { exact: true }).waitFor();
      dialog = await openSetPlan(page);
      await dialog.getByLabel('Ends on').fill(end.typed);
      await dialog.getByLabel('Ends on').press('Enter');
      await dialog.getByLabel('Credits to add').fill('100');
      await dialog.getByRole('button', { name: 'Set plan' }).click();
      await dialog.getByText('Please give a reason.').waitFor();
      await dialog.getByLabel('Reason').fill('Enterprise contract signed');
      await screenshot(page, 'admin-set-plan');
      await dialog.getByRole('button', { name: 'Set plan' }).click();
      await page.getByText(`${otherEmail} is on Enterprise until ${end.shown}, with 100 credits added.`).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('region', { name: 'Plan' })
        .getByText(new RegExp(`^Enterprise until ${end.shown}`))
        .waitFor();
      await page.getByText('105 / 105', { exact: true }).first().waitFor();
      await page.getByRole('row').filter({ hasText: 'Adjustment by our team' }).getByText('+100', { exact: true }).waitFor();
      await screenshot(page, 'admin-user-enterprise');
    } finally {
      await close();
    }
  });

  it("the payments list names an invoice of Pro 'Pro (monthly)', links the invoice, and refunds it", async () => {
    const pro = await apiSignUp('proinvoice');
    const email = String(pro.user.email);
    await subscribeMonthly(pro);
    const { page, close } = await staffSignedInPage(browser, admin);
    try {
      await page.goto('/admin/payments');
      await page.getByLabel('Search orders').fill(email);
      await page.getByLabel('Search orders').press('Enter');
      const row = page.getByRole('row').filter({ hasText: email });
      await row.getByText('Pro (monthly) · 90 credits', { exact: true }).waitFor();
      await row.getByText('$100', { exact: true }).waitFor();
      await row.getByText('Completed', { exact: true }).waitFor();
      expect(await row.getByRole('link', { name: /^Invoice/ }).getAttribute('href')).toMatch(/^\/checkout\/test\/invoice\//);

      await row.getByRole('button', { name: `Refund the order of ${email}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
      await afterMotion(dialog);
      await dialog.getByText('The Pro subscription itself is not cancelled.', { exact: false }).waitFor();
      await dialog.getByLabel('Reason').fill('Charged by mistake');
      await dialog.getByRole('button', { name: 'Refund the order' }).click();
      await dialog.getByRole('status').getByText('Refunded', { exact: true }).waitFor();
      // The footer's Close (the corner's × is named Close too).
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
      await row.getByText('Refunded', { exact: true }).waitFor();
    } finally {
      await close();
    }
  });
});
