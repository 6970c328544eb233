/**
 * Landing, pricing, login, dashboard, account, lists and one list at 375, 900 and 1440 px: no horizontal
 * overflow and no serious or critical axe-core violation (and a screenshot of each in
 * test-results/screenshots with E2E_SCREENSHOTS=1).
 */
import type { Browser } from 'playwright-core';
import { apiSignUp, ApiSession, launchBrowser, newPage, signInPage, checkAtWidths } from './helpers';

const WIDTHS = [375, 900, 1440];
const PAGES: Array<{ name: string; path: string; signedIn?: boolean; ready: string }> = [
  { name: 'landing', path: '/', ready: 'Search without borders' },
  { name: 'pricing', path: '/pricing', ready: 'Yearly (Save 20%)' },
  { name: 'login', path: '/login', ready: 'Send OTP' },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: 'Find the right leaders, faster' },
  { name: 'account', path: '/account', signedIn: true, ready: 'Credit history' },
  { name: 'lists', path: '/lists', signedIn: true, ready: 'Layout list' },
  // :list is the list made in beforeAll.
  { name: 'list', path: '/list/:list', signedIn: true, ready: 'Profiles (1)' },
];

let browser: Browser;
let session: ApiSession;
let listId: string;

/** A REST call as the layout user. */
async function api(path: string, body: object): Promise<{ data: { _id: string } }> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ data: { _id: string } }>;
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiSignUp('layout');
  // A list with one profile, so /lists and /list/{id} show their tables.
  listId = (await api('/profile/list', { name: 'Layout list', description: 'A list with one profile, for the layout check' })).data._id;
  const search = await fetch(`${process.env.E2E_BASE_URL}/api/search/profiles?searchterm=engineer&page=1`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const first = ((await search.json()) as { data: Array<{ linkedinUsername: string }> }).data[0];
  await api('/profile/addtolist', { listId, profileId: first.linkedinUsername });
});
afterAll(() => browser.close());

describe.each(PAGES)('$name', ({ name, path, signedIn, ready }) => {
  // One load per page, then the window is resized through the widths (the layout follows, as it does
  // when a window is resized): each width is checked on the page as laid out for it.
  it(`at ${WIDTHS.join(', ')} px: fits the width and has no serious accessibility violation`, async () => {
    const { page, close } = await newPage(browser, WIDTHS[0], 900);
    try {
      if (signedIn) await signInPage(page, session);
      await page.goto(path.replace(':list', listId), { waitUntil: 'networkidle' });
      await page.getByText(ready, { exact: true }).first().waitFor();
      await checkAtWidths(page, name, WIDTHS);
    } finally {
      await close();
    }
  });
});
