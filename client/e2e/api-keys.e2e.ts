/**
 * Personal API keys, as an integrator gets one: create a key on /account, copy it from the dialog
 * that shows it once, call the API with it from outside the browser (this test, in Node), see its
 * last use on the page, revoke it there, and the same call is refused at once. At phone width the
 * list fits the screen.
 */
import type { Browser, Locator } from 'playwright-core';
import {
  afterMotion,
  apiSignUp,
  BASE_URL,
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

/** `{ me { email } }` with the key as Bearer, as a script would send it. */
async function meWithKey(key: string): Promise<{ status: number; body: { data?: { me: { email: string } } | null; errors?: unknown[] } }> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  return { status: res.status, body: (await res.json()) as { data?: { me: { email: string } } | null; errors?: unknown[] } };
}

describe('API keys', () => {
  it('creates a key shown once, works with it from outside the browser, and revokes it', async () => {
    const session = await apiSignUp('apikeys');
    const email = session.user.email as string;
    const { context, page, close } = await signedInPage(browser, session);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    try {
      await page.goto('/account');
      await page.getByText('No API keys yet').waitFor();

      // A blank name is refused in the dialog; a name makes the key, shown with the warning to copy it now.
      await page.getByRole('button', { name: 'Create API key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create API key' });
      await afterMotion(dialog);
      const cursorIn = async (field: Locator) =>
        page.waitForFunction((element) => element === document.activeElement, await field.elementHandle());
      // The cursor is in Name, at this opening and at the next.
      await cursorIn(dialog.getByLabel('Name'));
      await dialog.getByRole('button', { name: 'Create key' }).click();
      await dialog.getByText('Please give the API key a name.').waitFor();
      await dialog.getByLabel('Name').fill('CRM sync');
      await dialog.getByRole('button', { name: 'Create key' }).click();
      const shown = page.getByRole('dialog', { name: 'Your new API key' });
      await shown.getByText('Copy it now: you will not see it again.').waitFor();
      await afterMotion(shown);
      const key = await shown.getByLabel('Your new API key').inputValue();
      expect(key).toMatch(/^tlk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('API key copied.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await screenshot(page, 'api-keys-created');
      await shown.getByRole('button', { name: 'Done' }).click();
      await shown.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Create API key' }).click();
      await cursorIn(dialog.getByLabel('Name'));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The list shows its name and prefix, never the key.
      const list = page.getByRole('list', { name: 'API keys' });
      const row = list.getByRole('listitem').filter({ hasText: 'CRM sync' });
      await row.getByText(`${key.slice(0, 12)}…`).waitFor();
      await row.getByText('Last used: Never').waitFor();
      await row.getByText('Active').waitFor();
      expect(await page.content()).not.toContain(key);

      // The key works from anywhere, as its owner.
      const works = await meWithKey(key);
      expect(works.status).toBe(200);
      expect(works.body.data?.me.email).toBe(email);
      await page.reload();
      await list.getByRole('listitem').filter({ hasText: 'CRM sync' }).getByText('Last used: Just now').waitFor();

      // Revoked on the page, after a confirmation: refused at once.
      await row.getByRole('button', { name: 'Revoke API key CRM sync' }).click();
      await page.getByRole('button', { name: 'Revoke', exact: true }).click();
      await page.getByText('API key “CRM sync” revoked.').waitFor();
      await row.getByText(/^Revoked /).waitFor();
      expect(await row.getByRole('button', { name: /Revoke/ }).count()).toBe(0);
      const refused = await meWithKey(key);
      expect(refused.body.data ?? null).toBeNull();
      expect(refused.body.errors).toEqual([
        expect.objectContaining({
          message: 'This API key has been revoked. Create a new one on the account page.',
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ]);
      const rest = await fetch(`${BASE_URL}/api/users/profile/${session.user._id as string}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(rest.status).toBe(401);

      // At phone width the keys fit the screen.
      await page.setViewportSize({ width: 360, height: 780 });
      await row.waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'api-keys-phone');
    } finally {
      await close();
    }
  });
});
