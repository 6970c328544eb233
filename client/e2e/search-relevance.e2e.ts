/**
 * Why each result is there, against the seeded local profile index: an AI search with a role, a
 * place and skills shows its exact and closest matches counted apart, each card with the
 * constraints it meets (✓) and misses (✗) and the words of the search marked; the profile dialog's
 * 'Find similar' runs a lookalike search ('People like {name}'), whose heading opens that person's
 * profile; a search that nothing matches entirely says so and lists its closest matches; the
 * results fit 360 px with no serious or critical axe-core violation.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiSignUp,
  ApiSession,
  horizontalOverflow,
  launchBrowser,
  signedInPage,
  queryOf,
  screenshot,
  seriousAxeViolations,
} from './helpers';

const QUERY = 'frontend engineers in Berlin with React and TypeScript';
/** Frontend engineers in Berlin know React; none of them also sells with Salesforce (in the journeys' index). */
const CLOSEST_QUERY = 'frontend engineers in Berlin with React and Salesforce';
const NO_EXACT_MATCH = 'No profile matches everything you asked.';
/** The totals line: '12 exact matches', 'About 12,000 exact matches', '2 exact matches · 40 closest matches'. */
const TOTALS = /^(About )?[\d,]+ exact match(es)?( · (about )?[\d,]+ closest match(es)?)?$/;

let browser: Browser;
let session: ApiSession;

function cards(page: Page): Locator {
  return page.getByRole('article');
}

/** The constraints row of a card (MatchConstraints). */
function constraintsOf(card: Locator): Locator {
  return card.getByRole('list', { name: 'How this profile matches the search' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiSignUp('relevance');
});
afterAll(() => browser.close());

describe('why each result is there', () => {
  it('shows the constraints each card meets, then finds people like one of them', async () => {
    const { page, close } = await signedInPage(browser, session);
    try {
      // An AI search from the search page's own box.
      await page.goto('/search?page=1&type=ai');
      await page.getByPlaceholder('Search with AI Search...').fill(QUERY);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === QUERY);
      await cards(page).first().waitFor();
      expect(await page.getByTestId('search-total').textContent()).toMatch(TOTALS);

      // Every card says why it is there; Berlin is met on the first one (with a check, read as 'Berlin…: met').
      const first = cards(page).first();
      await constraintsOf(first).waitFor();
      const berlin = constraintsOf(first).getByRole('listitem', { name: /Berlin[^:]*: met/ });
      await berlin.first().waitFor();
      expect(await berlin.first().locator('.anticon-check').count()).toBe(1);
      for (const card of await cards(page).all()) expect(await constraintsOf(card).count()).toBe(1);
      // The words of the search are marked on the cards.
      expect(await page.locator('article mark').count()).toBeGreaterThan(0);
      await screenshot(page, 'search-relevance-1440');

      // Open the first profile; 'Find similar' is a button reached and pressed with the keyboard.
      const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
      expect(name).not.toBe('');
      await first.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name, exact: true });
      await dialog.waitFor();
      const findSimilar = dialog.getByRole('button', { name: 'Find similar' });
      await findSimilar.focus();
      await page.keyboard.press('Enter');
      // The seeded people are sample people: their link is on the reserved host.
      await page.waitForURL((url) => (url.searchParams.get('q') ?? '').startsWith('people like https://linkedin.example/in/'));
      expect(queryOf(page).get('type')).toBe('ai');
      expect(queryOf(page).get('page')).toBe('1');
      await dialog.waitFor({ state: 'hidden' });

      // The results are people like them, and say why too.
      await page.getByRole('heading', { level: 2, name: `People like ${name}` }).waitFor();
      await cards(page).first().waitFor();
      await constraintsOf(cards(page).first()).waitFor();
      // People, not matches: a lookalike search asks nothing of its own to meet.
      expect(await page.getByTestId('search-total').textContent()).toMatch(/^[\d,]+ (person|people)$/);
      await screenshot(page, 'search-relevance-similar-1440');

      // The heading's link opens the person the results resemble.
      await page.getByRole('button', { name: `View ${name}'s profile` }).click();
      await page.getByRole('dialog', { name, exact: true }).waitFor();
    } finally {
      await close();
    }
  });

  it('says when nothing matches everything, and shows what each closest match misses', async () => {
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto(`/search?q=${encodeURIComponent(CLOSEST_QUERY)}&page=1&type=ai`);
      await cards(page).first().waitFor();
      await page.getByText(NO_EXACT_MATCH).waitFor();
      expect(await page.getByTestId('search-total').textContent()).toMatch(/^0 exact matches · (about )?[\d,]+ closest match(es)?$/);
      const first = cards(page).first();
      await constraintsOf(first)
        .getByRole('listitem', { name: /: missed/ })
        .first()
        .waitFor();
      expect(
        await constraintsOf(first)
          .getByRole('listitem', { name: /: missed/ })
          .first()
          .locator('.anticon-close')
          .count(),
      ).toBe(1);
    } finally {
      await close();
    }
  });

  it('fits 360 px with its constraints, and has no serious accessibility violation', async () => {
    const { page, close } = await signedInPage(browser, session, 360, 800);
    try {
      await page.goto(`/search?q=${encodeURIComponent(QUERY)}&page=1&type=ai`, { waitUntil: 'networkidle' });
      await constraintsOf(cards(page).first()).waitFor();
      await screenshot(page, 'search-relevance-360');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
