/**
 * Search journeys against the seeded local profile index: a search from the dashboard, its results
 * and pagination, re-running it from My Searches, removing an AI chip, the build tab's filters, and
 * /search and /searches at 375 and 1440 px (screenshots with E2E_SCREENSHOTS=1, no horizontal
 * overflow, no serious or critical axe-core violation).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { apiSignUp, ApiSession, launchBrowser, signedInPage, queryOf, screenshot, checkAtWidths } from './helpers';
import { standInRecords } from '../../server/src/cli/local-providers';

let browser: Browser;
let session: ApiSession;

function cards(page: Page): Locator {
  return page.getByRole('article');
}

/** The name on the first result card, once results are on screen. */
async function firstCardName(page: Page): Promise<string> {
  await cards(page).first().waitFor();
  // Every person of the seeded index is a sample person, and each card says so.
  expect(await cards(page).filter({ hasNotText: 'Sample' }).count()).toBe(0);
  return (await cards(page).first().getByRole('heading').textContent())?.trim() ?? '';
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiSignUp('search');
});
afterAll(() => browser.close());

describe('search', () => {
  it('offers the open web under a search with few exact matches, and the people People Data Labs returns join the results', async () => {
    // A QA engineer in Yokohama only the stand-in of PDL's API knows (global-setup starts it).
    const record = standInRecords(17)[16];
    const own = await apiSignUp('open-web');
    const { page, close } = await signedInPage(browser, own);
    try {
      await page.goto('/search?q=qa%20engineers%20in%20Yokohama&page=1&type=ai');
      const more = page.getByRole('button', { name: 'Search the open web for more' });
      await more.click();
      // The card keeps what the run did (the toast says it too); PDL has no one else, so the button goes.
      await page
        .getByRole('status')
        .getByText(
          /^Found \d+ (person|people) at People Data Labs: \d+ (person|people) new to the index.* That is everyone it has for this search\.$/,
        )
        .waitFor();
      await more.waitFor({ state: 'detached' });
      // The search runs again: the new person is among its results, with PDL as their source when opened.
      const results = page.getByRole('region', { name: 'Search results' });
      const card = results.getByRole('listitem').filter({ hasText: new RegExp(String(record.full_name), 'i') });
      await card.first().waitFor();
      // Marked with where they came from.
      await card.first().getByText('From People Data Labs', { exact: true }).waitFor();
      await screenshot(page, 'search-open-web');
    } finally {
      await close();
    }
  });

  it('runs a search from the dashboard, pages through it and re-runs it from My Searches', async () => {
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto('/dashboard');
      await page.getByPlaceholder('Search with AI Search...').fill('software engineers in London');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'software engineers in London');
      expect(queryOf(page).get('page')).toBe('1');
      expect(queryOf(page).get('type')).toBe('ai');

      const first = await firstCardName(page);
      expect(first).not.toBe('');
      expect(await cards(page).count()).toBe(10);
      expect(await page.getByTestId('search-total').textContent()).toMatch(
        /^(About )?[\d,]+ exact match(es)?( · (about )?[\d,]+ closest match(es)?)?$/,
      );
      await screenshot(page, 'search-results-1440');

      // Page 2 through the pagination: the address follows, and the first card is another person.
      await page.getByRole('navigation', { name: 'Result pages' }).getByTitle('2', { exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.waitForFunction((previous) => {
        const heading = document.querySelector('article h3');
        return heading !== null && heading.textContent?.trim() !== previous;
      }, first);
      expect(await firstCardName(page)).not.toBe(first);

      // My Searches lists it; its chip re-runs it at page 1.
      await page.goto('/searches');
      await page.getByRole('heading', { name: 'My Searches', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'software engineers in London' }).first().click();
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'software engineers in London');
      expect(queryOf(page).get('page')).toBe('1');
      expect(await firstCardName(page)).toBe(first);
    } finally {
      await close();
    }
  });

  it('widens an AI search when a chip is removed with the keyboard', async () => {
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto(`/search?q=${encodeURIComponent('software engineers in London')}&page=1&type=ai`);
      await cards(page).first().waitFor();
      const remove = page.getByRole('button', { name: /^Remove .*London/ });
      await remove.first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !(url.searchParams.get('q') ?? '').includes('London'));
      const q = queryOf(page).get('q') ?? '';
      expect(q).toMatch(/engineer/i);
      expect(q).not.toMatch(/\s(in|at)$/);
      expect(queryOf(page).get('page')).toBe('1');
      await cards(page).first().waitFor();
    } finally {
      await close();
    }
  });

  it('builds a search from a title and a location', async () => {
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto('/search?page=1&type=build');
      await page.getByText('Add a keyword or at least one filter and press Search.').waitFor();
      await page.getByLabel('Job titles').fill('Engineer');
      await page.getByLabel('Job titles').press('Enter');
      await page.getByLabel('Locations').fill('London');
      await page.getByLabel('Locations').press('Enter');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'build' && url.searchParams.getAll('locations').includes('London'));
      expect(queryOf(page).getAll('titles')).toEqual(['Engineer']);
      await cards(page).first().waitFor();
      const texts = await cards(page).allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain('London');
      await screenshot(page, 'search-build-journey-1440');
    } finally {
      await close();
    }
  });

  it('combines a persona with the text of the search box', async () => {
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto('/search?page=1&type=persona');
      await page.getByText('Choose a persona to see the profiles that fit it.').waitFor();
      await page.getByPlaceholder('Search with Persona...').fill('London');
      await page.getByRole('radio', { name: /^Early manager/ }).click();
      await page.waitForURL((url) => url.searchParams.get('persona') === 'early-manager' && url.searchParams.get('q') === 'London');
      expect(queryOf(page).get('type')).toBe('persona');
      await cards(page).first().waitFor();
      await page.getByText('Persona: Early manager').waitFor();
    } finally {
      await close();
    }
  });

  const PAGES = [
    { name: 'search', path: '/search?q=engineer&page=1&type=ai', ready: (page: Page) => cards(page).first() },
    { name: 'search-build', path: '/search?page=1&type=build&titles=Recruiter', ready: (page: Page) => cards(page).first() },
    {
      name: 'search-persona',
      path: '/search?q=London&page=1&type=persona&persona=early-manager',
      ready: (page: Page) => cards(page).first(),
    },
    // The searches above are in this user's history by now.
    { name: 'searches', path: '/searches', ready: (page: Page) => page.getByRole('link', { name: 'engineer', exact: true }).first() },
  ];

  // One load per page, then the window is resized from a phone's width to a wide screen's.
  it.each(PAGES)('$path fits 375 and 1440 px and has no serious accessibility violation', async ({ name, path, ready }) => {
    const { page, close } = await signedInPage(browser, session, 375, 900);
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      await ready(page).waitFor();
      await checkAtWidths(page, name, [375, 1440]);
    } finally {
      await close();
    }
  });
});
