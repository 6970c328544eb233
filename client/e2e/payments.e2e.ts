/**
 * Buying credits with the local test checkout (the app runs without Stripe keys): the Buy Credits
 * dialog from the header, Buy Now to the test checkout page, Pay, the result page with the header's
 * credits changed in place (5 -> 49), the notice on the dashboard and the order on the account
 * page; a declined card and Cancel, which grant nothing; the out-of-credits path (reveal at 0,
 * buy, reveal again); the dialog and result page on a phone; and a result address with made-up
 * credits and amount, which shows none of them.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import {
  afterMotion,
  apiGraphql,
  apiSignUp,
  headerCredits,
  horizontalOverflow,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  signedInPage,
} from './helpers';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

function buyDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Buy Credits' });
}

/** From the open Buy Credits dialog through the test checkout's Pay button, to the result page. */
async function buyAndPay(page: Page, label: string, amount: string): Promise<void> {
  await afterMotion(buyDialog(page));
  await buyDialog(page).getByRole('button', { name: label }).click();
  await page.waitForURL('**/checkout/test/**');
  await page.getByText('TEST MODE: no real payment is made and no card is charged').waitFor();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL('**/payment/result?payment=success**');
}

describe('buying credits', () => {
  it('Buy Now -> test checkout -> Pay -> Payment Successful!, the header going from 5 to 49 without a reload', async () => {
    const session = await apiSignUp('buyer');
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto('/dashboard');
      await page.getByRole('banner').getByRole('button', { name: 'Credits : 5 / 5' }).click();
      const dialog = buyDialog(page);
      await dialog.getByText('Choose a credit package that suits your needs').waitFor();
      await dialog.getByText('Most Popular').waitFor();
      await dialog.getByText('Test mode: no card is charged.').waitFor();
      expect(await dialog.getByRole('button', { name: /^Buy Now: / }).count()).toBe(3);

      await buyAndPay(page, 'Buy Now: 44 credits for $50', '$50');
      // Count document loads from here: the credits must change through the cache, not a reload.
      let loads = 0;
      page.on('load', () => loads++);
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      await headerCredits(page, 'Credits : 49 / 49').waitFor();
      await page.getByRole('heading', { name: 'Processing result' }).waitFor();
      await page.getByText('Completed', { exact: true }).waitFor();
      await screenshot(page, 'payment-result');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(loads).toBe(0);

      await page.getByRole('link', { name: 'Back to Dashboard' }).click();
      await page.getByText('Payment successful! 44 credits added for $50').waitFor();
      await page.waitForURL((url) => url.pathname === '/dashboard' && !url.search.includes('payment='));

      await page.goto('/account');
      const orders = page.getByRole('table').filter({ hasText: 'Package' }).last();
      const row = orders.getByRole('row').filter({ hasText: '44 credits' });
      await row.getByText('Completed').waitFor();
      await row.getByText('$50').waitFor();
    } finally {
      await close();
    }
  });

  it('a declined card grants nothing; Cancel comes back to Payment Canceled with the credits unchanged', async () => {
    const session = await apiSignUp('declined');
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto('/dashboard');
      await page.getByRole('banner').getByRole('button', { name: 'Credits : 5 / 5' }).click();
      await afterMotion(buyDialog(page));
      await buyDialog(page).getByRole('button', { name: 'Buy Now: 66 credits for $75' }).click();
      await page.waitForURL('**/checkout/test/**');
      await page.getByRole('radio', { name: /4000 0000 0000 0002/ }).check();
      await page.getByRole('button', { name: 'Pay $75' }).click();
      await page.getByRole('alert').getByText('Your card was declined.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL('**/payment/result?payment=canceled**');
      await page.getByRole('heading', { level: 1, name: 'Payment Canceled' }).waitFor();
      await headerCredits(page, 'Credits : 5 / 5').waitFor();
      expect(await page.getByRole('button', { name: 'Refresh Status' }).count()).toBe(0);

      await page.goto('/account');
      const row = page.getByRole('row').filter({ hasText: '66 credits' });
      await row.getByText('Expired').waitFor();
    } finally {
      await close();
    }
  });

  it('out of credits: reveal at 0, buy from the message, and the reveal then succeeds', async () => {
    const session = await apiSignUp('topup');
    const search = 'software engineers in London';
    const { searchProfiles } = await apiGraphql<{ searchProfiles: { hits: Array<{ person: { linkedinUsername: string } }> } }>(
      session,
      'query($input: SearchInput!) { searchProfiles(input: $input) { hits { person { linkedinUsername } } } }',
      { input: { type: 'ai', query: search, page: 1 } },
    );
    for (const { person: p } of searchProfiles.hits.slice(1, 6)) {
      await apiGraphql(session, 'mutation($u: String!) { revealContacts(linkedinUsername: $u) { charged } }', { u: p.linkedinUsername });
    }
    const { page, close } = await signedInPage(browser, session);
    try {
      const openFirst = async () => {
        await page.goto(`/search?q=${encodeURIComponent(search)}&page=1&type=ai`);
        const card = page.getByRole('article').first();
        await card.waitFor();
        const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
        await card.getByRole('button', { name, exact: true }).click();
        const dialog = page.getByRole('dialog', { name, exact: true });
        await afterMotion(dialog);
        return dialog;
      };
      let profile = await openFirst();
      await headerCredits(page, 'Credits : 0 / 5').waitFor();
      await profile.getByRole('button', { name: 'Get Contacts' }).click();
      await profile.getByText("You have no credits left. Buy credits to reveal this profile's contacts.").waitFor();
      await profile.getByRole('button', { name: 'Buy credits' }).click();

      await buyAndPay(page, 'Buy Now: 2 credits for $1', '$1');
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      await headerCredits(page, 'Credits : 2 / 7').waitFor();

      profile = await openFirst();
      await profile.getByRole('button', { name: 'Get Contacts' }).click();
      await profile.getByText('1 credit used. These contacts stay free for you from now on.').waitFor();
      await headerCredits(page, 'Credits : 1 / 7').waitFor();
    } finally {
      await close();
    }
  });

  it('on a phone: the dialog from the bottom navigation, the checkout and the result page fit the screen', async () => {
    const session = await apiSignUp('phonebuyer');
    const { page, close } = await signedInPage(browser, session, 375, 812);
    try {
      await page.goto('/dashboard');
      await page.getByRole('navigation').getByRole('button', { name: 'Credits' }).click();
      await buyDialog(page).getByRole('button', { name: 'Buy Now: 2 credits for $1' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      await buyAndPay(page, 'Buy Now: 2 credits for $1', '$1');
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      await page.getByText('Completed', { exact: true }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'payment-result-phone');
    } finally {
      await close();
    }
  });
  it('an address that claims a payment shows no claimed numbers: only what the server says of the session', async () => {
    const session = await apiSignUp('forger');
    const { page, close } = await signedInPage(browser, session);
    try {
      // A session the server does not know, and no session at all: nothing is confirmed, nothing claimed is shown.
      for (const url of [
        '/payment/result?payment=success&session_id=cs_test_local_forged&credits=999999&amount=0&package_id=2',
        '/payment/result?payment=success&credits=999999&amount=0',
      ]) {
        await page.goto(url);
        await page.getByRole('heading', { level: 1, name: 'Payment Status Unknown' }).waitFor();
        const text = await page.getByRole('main').innerText();
        expect(text).not.toContain('999999');
        expect(text).not.toContain('$0');
        expect(text).not.toContain('Payment Successful');
      }
      await headerCredits(page, 'Credits : 5 / 5').waitFor();
    } finally {
      await close();
    }
  });
});
