/**
 * Landing, pricing, login and dashboard at 375, 900 and 1440 px: a screenshot of each (kept in
 * test-results/screenshots), no horizontal overflow, and no serious or critical axe-core violation.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { BASE_URL, codeFromOutbox, horizontalOverflow, launchBrowser, newPage, screenshot, seriousAxeViolations, uniqueWorkEmail } from './helpers';

const WIDTHS = [375, 900, 1440];
const PAGES: Array<{ name: string; path: string; signedIn?: boolean; ready: string }> = [
  { name: 'landing', path: '/', ready: 'Search without borders' },
  { name: 'pricing', path: '/pricing', ready: 'Yearly (Save 20%)' },
  { name: 'login', path: '/login', ready: 'Send OTP' },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: 'Find the right leaders, faster' },
];

let browser: Browser;
let session: { token: string; user: Record<string, unknown> };

/** A user with a complete profile, signed up over the API, so the dashboard shows without its dialog. */
async function apiSignUp() {
  const email = uniqueWorkEmail('layout');
  const post = (path: string, body: object, token?: string, method = 'POST') =>
    fetch(BASE_URL + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: Record<string, unknown> & { token: string; _id: string } }>);
  await post('/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
  const verified = await post('/api/users/verify-otp', { userEmail: email, otp: await codeFromOutbox(email), type: 'register', termsAccepted: true });
  const { token, ...user } = verified.data;
  const updated = await post(
    `/api/users/profile/${user._id}`,
    { email, firstName: 'Layout', lastName: 'Tester', company: 'Acme Research', phone: '+44 20 7946 0000' },
    token,
    'PUT',
  );
  return { token, user: updated.data };
}

async function signIn(context: BrowserContext) {
  await context.addCookies([{ name: 'tl_session', value: session.token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((user) => localStorage.setItem('userInfo', JSON.stringify(user)), session.user);
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiSignUp();
});
afterAll(() => browser.close());

describe.each(PAGES)('$name', ({ name, path, signedIn, ready }) => {
  it.each(WIDTHS)(`at %i px: fits the width and has no serious accessibility violation`, async (width) => {
    const { context, page } = await newPage(browser, width, 900);
    try {
      if (signedIn) await signIn(context);
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByText(ready, { exact: true }).first().waitFor();
      await screenshot(page, `${name}-${width}`);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
