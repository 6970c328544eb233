/**
 * Signing up and in with Google, LinkedIn and the company's sign-in, against a real OpenID Connect
 * provider (global-setup.ts starts oidc-provider with its development login and consent pages,
 * which sign in whoever types an e-mail address, and registers the app as all three): sign-up with
 * Google onto the dashboard with the name the provider gave; the same person later with LinkedIn,
 * the account page listing all three ways in; a free-mail address refused and sent back to sign-up
 * with no session; LinkedIn sign-in without an account; the buttons and a callback page on a phone;
 * a callback page with nothing in its address.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { headerCredits, horizontalOverflow, launchBrowser, newPage, screenshot, seriousAxeViolations } from './helpers';

const ISSUER = process.env.E2E_OIDC_ISSUER!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

function rand(): string {
  return randomUUID().slice(0, 8);
}

/** How the test provider makes names from an address's local part (server/src/cli/local-oidc-provider.ts). */
function titleCase(word: string): string {
  return word[0].toUpperCase() + word.slice(1).toLowerCase();
}

/** At the provider: its login page (any password), then its consent page. */
async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.waitForURL(`${ISSUER}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Clicks a provider's button on /login or /register and waits to leave for the provider. */
async function continueWith(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Continue with ${name}` }).click();
  await page.waitForURL(`${ISSUER}/**`);
}

async function expectVisibleText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

describe('signing up and in with a provider', () => {
  // One person through both journeys: signed up with Google, back later with LinkedIn.
  const id = rand();
  const email = `nia.okafor.${id}@acme-${id}.io`;

  it('a new visitor signs up with Google: terms first, the provider, the callback, then the dashboard with the name filled in', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto('/register');
      // The terms come first, as for the e-mail code: nothing starts without them.
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await expectVisibleText(page, 'Please accept the Terms & Conditions and Privacy Policy');
      expect(page.url()).toMatch(/\/register$/);

      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await signInAtProvider(page, email);
      await page.waitForURL('**/google-callback?**');
      await page.waitForURL('**/dashboard');

      // The completion dialog opens (company and phone are missing), with the provider's name in it.
      const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
      await dialog.waitFor();
      expect(await dialog.getByLabel(/first name/i).inputValue()).toBe('Nia');
      expect(await dialog.getByLabel(/last name/i).inputValue()).toBe(`Okafor ${titleCase(id)}`);
      expect(await dialog.getByLabel(/e-?mail/i).inputValue()).toBe(email);
      // A new account: the Starter credits, read from the API.
      await headerCredits(page, 'Credits : 5 / 5').waitFor();
      await screenshot(page, 'social-sign-up-google-dashboard');
    } finally {
      await close();
    }
  });

  it('the same person signs in later with LinkedIn, into the same account, which lists all three ways in', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto('/login');
      await continueWith(page, 'LinkedIn');
      await signInAtProvider(page, email);
      await page.waitForURL('**/linkedin-callback?**');
      await page.waitForURL('**/dashboard');
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').email)).toBe(email);
      // The same account: the name from the Google sign-up, and the same credits.
      const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
      await dialog.waitFor();
      expect(await dialog.getByLabel(/first name/i).inputValue()).toBe('Nia');
      await headerCredits(page, 'Credits : 5 / 5').waitFor();

      await page.goto('/account');
      const methods = page.getByRole('list', { name: 'Sign-in methods' });
      await methods.waitFor();
      const items = methods.getByRole('listitem');
      await items.nth(2).waitFor();
      const texts = await items.allInnerTexts();
      expect(texts).toHaveLength(3);
      expect(texts[0]).toContain('E-mail code');
      expect(texts.find((t) => t.startsWith('Google'))).toMatch(/Linked \w{3} \d{1,2}, \d{4}/);
      expect(texts.find((t) => t.startsWith('LinkedIn'))).toContain(email);
      await screenshot(page, 'social-sign-in-methods');
    } finally {
      await close();
    }
  });
});

describe('refusals', () => {
  it('a free-mail address at Google is refused on the callback page, which goes back to sign-up, with no session', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto('/register');
      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await continueWith(page, 'Google');
      await signInAtProvider(page, `someone.${rand()}@gmail.com`);
      await page.waitForURL('**/google-callback?**');
      await page.getByRole('alert').getByText('Please use a official email address', { exact: true }).waitFor();
      await expectVisibleText(page, 'Taking you to sign-up in 3 seconds…');
      await page.waitForURL('**/register', { timeout: 5000 });
      await page.getByRole('button', { name: 'Send OTP' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
      await page.goto('/dashboard');
      await page.waitForURL('**/login');
    } finally {
      await close();
    }
  });

  it('LinkedIn sign-in without an account says to sign up first', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto('/login');
      await continueWith(page, 'LinkedIn');
      const id = rand();
      await signInAtProvider(page, `new.person.${id}@acme-${id}.io`);
      await page.waitForURL('**/linkedin-callback?**');
      await expectVisibleText(page, 'There is no TalentLens account for this LinkedIn account yet. Please sign up first.');
      expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    } finally {
      await close();
    }
  });

  it('a callback page with nothing in its address says no data was received', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto('/linkedin-callback');
      await page.getByRole('heading', { level: 1, name: 'Signing you in with LinkedIn' }).waitFor();
      await page.getByRole('alert').getByText('No LinkedIn data received', { exact: true }).waitFor();
    } finally {
      await close();
    }
  });
});

describe('on a phone', () => {
  it('the buttons fit and work on /login, and /login and a callback page pass the accessibility check', async () => {
    const { page, close } = await newPage(browser, 390, 844);
    try {
      await page.goto('/login');
      for (const name of ['Google', 'LinkedIn', 'Acme SSO']) {
        const button = page.getByRole('button', { name: `Continue with ${name}` });
        await button.waitFor();
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'social-sign-in-login-phone');

      // Keyboard: the company button is reachable and starts its sign-in.
      const sso = page.getByRole('button', { name: 'Continue with Acme SSO' });
      await sso.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${ISSUER}/**`);

      await page.goto('/sso-callback?error=Acme+SSO+sign-in+failed.+Please+try+again.');
      await page.getByRole('heading', { level: 1, name: 'Signing you in with Acme SSO' }).waitFor();
      await expectVisibleText(page, 'Acme SSO sign-in failed. Please try again.');
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'social-callback-phone');
    } finally {
      await close();
    }
  });
});
