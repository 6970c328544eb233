/**
 * Landing, pricing, login and dashboard at 375, 900 and 1440 px: a screenshot of each (kept in
 * test-results/screenshots), no horizontal overflow, and no serious or critical axe-core violation.
 */
import type { Browser } from 'playwright-core';
import { apiSignUp, ApiSession, horizontalOverflow, launchBrowser, newPage, screenshot, seriousAxeViolations, signInContext } from './helpers';

const WIDTHS = [375, 900, 1440];
const PAGES: Array<{ name: string; path: string; signedIn?: boolean; ready: string }> = [
  { name: 'landing', path: '/', ready: 'Search without borders' },
  { name: 'pricing', path: '/pricing', ready: 'Yearly (Save 20%)' },
  { name: 'login', path: '/login', ready: 'Send OTP' },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: 'Find the right leaders, faster' },
];

let browser: Browser;
let session: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiSignUp('layout');
});
afterAll(() => browser.close());

describe.each(PAGES)('$name', ({ name, path, signedIn, ready }) => {
  it.each(WIDTHS)(`at %i px: fits the width and has no serious accessibility violation`, async (width) => {
    const { context, page } = await newPage(browser, width, 900);
    try {
      if (signedIn) await signInContext(context, session);
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
