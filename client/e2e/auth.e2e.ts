import type { Browser } from 'playwright-core';
import { afterMotion, codeFromOutbox, framesLater, launchBrowser, newPage, signUpThroughUi, uniqueWorkEmail } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('signing up and in', () => {
  it('a signed-out visit to /dashboard lands on /login', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto('/dashboard');
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Send OTP' }).waitFor();
    } finally {
      await close();
    }
  });

  it('refuses a free-mail address with the spec message, on /login and /register', async () => {
    const { page, close } = await newPage(browser);
    try {
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByLabel('Work e-mail').fill('someone@gmail.com');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expectVisibleText(page, 'Please use a official email address');

      // The prerendered page, once its script has run: a box ticked before it hydrates is not the form's yet.
      await page.goto('/register', { waitUntil: 'networkidle' });
      const send = page.getByRole('button', { name: 'Send OTP' });
      expect(await send.isDisabled()).toBe(true); // until the terms are accepted
      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByLabel('Work e-mail').fill('someone@yahoo.co.uk');
      await send.click();
      await expectVisibleText(page, 'Please use a official email address');
      // Nothing was sent: the e-mail field is still editable and no code field appeared.
      expect(await page.getByLabel('Work e-mail').isEditable()).toBe(true);
      expect(await page.getByLabel('6-digit code').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('signs up with the code from the outbox, completes the account, logs out and signs in again', async () => {
    const { page, close } = await newPage(browser);
    try {
      const email = await signUpThroughUi(page, uniqueWorkEmail('journey'));

      // The account completion dialog is forced: Escape and a click outside do not close it.
      const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      // Had either closed it, its leave motion would have begun two frames later, and ended before it is still.
      await framesLater(page);
      await afterMotion(dialog);
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByLabel(/e-?mail/i).inputValue()).toBe(email);

      await dialog.getByLabel(/first name/i).fill('Grace');
      await dialog.getByLabel(/last name/i).fill('Hopper');
      await dialog.getByLabel(/company|organi[sz]ation/i).fill('Compilers Inc');
      await dialog.getByLabel(/phone/i).fill('+1 555 0100');
      await dialog.getByRole('button', { name: /update|save/i }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The header reads the credits from the API: a new account has 5 of 5.
      await expectVisibleText(page, 'Credits : 5 / 5');

      // Log out from the avatar menu: the session ends on the server and in the browser.
      await page
        .getByRole('button', { name: /account menu|avatar|grace/i })
        .first()
        .click();
      await page.locator('.ant-dropdown').getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
      await page.goto('/dashboard');
      await page.waitForURL('**/login');

      // Sign in again, through the e-mail code state machine.
      await page.getByLabel('Work e-mail').fill(email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('OTP sent successfully! Please check your email.').waitFor();
      expect(await page.getByLabel('Work e-mail').isDisabled()).toBe(true);
      await page.getByLabel('6-digit code').fill('12345');
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await expectVisibleText(page, 'Please enter a valid 6-digit OTP');
      await page.getByLabel('6-digit code').fill(await codeFromOutbox(email));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByText('Login successful! Redirecting to dashboard...').waitFor();
      await page.waitForURL('**/dashboard');
      await expectVisibleText(page, 'Credits : 5 / 5');
      // The account is complete now: no dialog (it would render with the credits, from the same answer).
      await framesLater(page);
      expect(await page.getByRole('dialog', { name: 'Complete Your Profile' }).count()).toBe(0);
      // A signed-in user visiting /login or /register goes to the dashboard.
      await page.goto('/register');
      await page.waitForURL('**/dashboard');
    } finally {
      await close();
    }
  });
});

async function expectVisibleText(page: import('playwright-core').Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}
