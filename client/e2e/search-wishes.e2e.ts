/**
 * Must-haves and nice-to-haves (issue 34) in the browser: the chips of an AI search say which is
 * which, a chip's toggle makes it a must-have and the closest matches keep it, the page says what
 * its closest matches relax, and a build filter's box makes it a nice-to-have. Build filters suggest
 * the index's values with their counts, and the page says which values the index does not know.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { apiGraphql, apiSignUp, ApiSession, launchBrowser, queryOf, screenshot, signedInPage } from './helpers';
import { pdfFile } from '../../server/test/pdf-files';

let browser: Browser;
let session: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiSignUp('wishes');
});
afterAll(() => browser.close());

const QUERY = 'senior backend engineers in Berlin who know Kubernetes';

function cards(page: Page): Locator {
  return page.getByRole('article');
}

/** How each card on screen checks one constraint: the accessible names of its items ('Kubernetes: met, must-have'). */
async function checksOf(page: Page, label: string): Promise<string[]> {
  await cards(page).first().waitFor();
  const lists = page.getByRole('list', { name: 'How this profile matches the search' });
  const names: string[] = [];
  for (const list of await lists.all()) {
    for (const item of await list.getByRole('listitem').all()) {
      const name = (await item.getAttribute('aria-label')) ?? '';
      if (name.startsWith(`${label}:`)) names.push(name);
    }
  }
  return names;
}

describe('must-haves and nice-to-haves', () => {
  it('marks a chip must-have, and the closest matches keep it', async () => {
    // The premise, over the API: with Kubernetes a must-have some closest matches remain.
    const premise = await apiGraphql<{ searchProfiles: { exactTotal: number; closestTotal: number } }>(
      session,
      `query($input: SearchInput!) { searchProfiles(input: $input) { exactTotal closestTotal } }`,
      { input: { type: 'ai', query: QUERY, mustHave: ['title', 'location', 'skill:kubernetes'] } },
    );
    expect(premise.searchProfiles.closestTotal).toBeGreaterThan(0);

    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto(`/search?q=${encodeURIComponent(QUERY)}&page=1&type=ai`);
      const kubernetes = page.getByRole('button', { name: 'Must-have: Kubernetes' });
      await kubernetes.waitFor();
      // By default the role and the place are must-haves, the skill a nice-to-have the closest matches may miss.
      expect(await kubernetes.getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByRole('button', { name: 'Must-have: Berlin, Germany' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByText(/^Closest matches keep every must-have\. Relaxed on this page: .*\(missed by \d+ of \d+\)/).waitFor();
      expect((await checksOf(page, 'Kubernetes')).some((name) => name.startsWith('Kubernetes: missed'))).toBe(true);
      await screenshot(page, 'search-wishes-default');

      // With the keyboard: the toggle is a button.
      await kubernetes.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.getAll('must').includes('skill:kubernetes'));
      expect(queryOf(page).getAll('must')).toEqual(expect.arrayContaining(['title', 'location', 'skill:kubernetes']));
      expect(queryOf(page).get('page')).toBe('1');
      await page.getByRole('button', { name: 'Must-have: Kubernetes', pressed: true }).waitFor();
      // Every card keeps it now, closest matches included, and says it is a must-have.
      const checks = await checksOf(page, 'Kubernetes');
      expect(checks.length).toBeGreaterThan(0);
      for (const name of checks) expect(name).toBe('Kubernetes: met, must-have');
      await page
        .getByText(/^Meets \d+ of \d+ nice-to-haves?(, \d+ nearly)?$/)
        .first()
        .waitFor();
      await screenshot(page, 'search-wishes-must-have');

      // The address holds the choice: a reload keeps it.
      await page.reload();
      await page.getByRole('button', { name: 'Must-have: Kubernetes', pressed: true }).waitFor();
    } finally {
      await close();
    }
  });

  it('suggests values of the index with their counts while typing a filter, says which values it does not know, and reads typos', async () => {
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto('/search?page=1&type=build');
      const titles = page.getByRole('combobox', { name: 'Job titles' });
      await titles.click();
      await page.keyboard.type('Recrui');
      // Each suggestion says how many people have it; the typed text itself comes first in a tags field.
      const suggestions = page.locator('.ant-select-item-option').filter({ hasText: /\d people?$/ });
      await suggestions.first().waitFor();
      const first = (await suggestions.first().getAttribute('title')) ?? '';
      expect(first).toMatch(/^Recruit\w*[^,]*, [\d,]+ people?$/i);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const picked = first.slice(0, first.lastIndexOf(','));
      await page.locator('.ant-select-selection-item').filter({ hasText: picked }).first().waitFor();
      await page.keyboard.press('Escape');

      // A company nobody in the index works at: the search says so rather than finding 0 in silence.
      await page.getByRole('combobox', { name: 'Current companies' }).click();
      await page.keyboard.type('Zyxqorp Unheardof');
      await page.getByText('Nobody in the index has that yet. Press Enter to use it anyway.').waitFor();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.getAll('titles').includes(picked));
      await page.getByText('Nobody in the index has “Zyxqorp Unheardof” (Current companies).').waitFor();
      await screenshot(page, 'search-suggestions');

      // An AI search with typos is read corrected, says so, and can be run as typed.
      await page.goto(`/search?q=${encodeURIComponent('sofware enginers in londn')}&page=1&type=ai`);
      await page.getByText('Showing results for software engineers in london.').waitFor();
      await page.getByRole('button', { name: 'Remove London, United Kingdom' }).waitFor();
      await cards(page).first().waitFor();
      await page.getByRole('link', { name: 'Search instead for sofware enginers in londn' }).click();
      await page.waitForURL((url) => url.searchParams.get('asTyped') === '1');
      await page
        .getByText('Sorry! No profiles found..')
        .or(page.getByText(/^Closest matches/))
        .first()
        .waitFor();
      expect(await page.getByText('Showing results for').count()).toBe(0);

      // Gender and age are no search criteria: left out, and said; an area is one chip.
      await page.goto(`/search?q=${encodeURIComponent('young female recruiters in DACH')}&page=1&type=ai`);
      await page
        .getByRole('status')
        .filter({ hasText: 'Left out “young” and “female”: gender, age and other personal traits are not search criteria.' })
        .waitFor();
      await page.getByRole('button', { name: 'Remove DACH' }).waitFor();
      await cards(page).first().waitFor();
    } finally {
      await close();
    }
  });

  it('starts a search from a pasted job description, with its must-haves', async () => {
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto('/search?page=1&type=ai');
      await page.getByRole('button', { name: 'Start from a job description' }).click();
      const description = page.getByRole('textbox', { name: 'Job description' });
      await description.waitFor();
      // A PDF file opened: the server reads its text into the box.
      await page.getByLabel('Open a text or PDF file').setInputFiles({
        name: 'senior-backend-engineer.pdf',
        mimeType: 'application/pdf',
        buffer: pdfFile([['Senior Backend Engineer', 'Location: Berlin', '', 'Requirements', '- Kubernetes in production']]),
      });
      await page.waitForFunction(
        (box) => (box as HTMLTextAreaElement).value.startsWith('Senior Backend Engineer\nLocation: Berlin'),
        await description.elementHandle(),
      );
      expect(await description.inputValue()).toBe('Senior Backend Engineer\nLocation: Berlin\nRequirements\n- Kubernetes in production');
      // The same search as the first journey's, with Kubernetes required: some closest matches keep it.
      await description.fill(
        'Senior Backend Engineer\nLocation: Berlin\n\nRequirements\n- Kubernetes in production\n\nNice to have\n- Terraform',
      );
      await page.getByRole('button', { name: 'Read it' }).click();
      await page.getByText('Must-haves: the role, the place, Kubernetes. Nice-to-haves: Terraform.').waitFor();
      expect(await page.getByRole('textbox', { name: 'Search for' }).inputValue()).toBe(
        'Senior Backend Engineer in Berlin, Germany who know Kubernetes, Terraform',
      );
      await page.getByRole('button', { name: 'Search', exact: true }).last().click();
      await page.waitForURL((url) => url.searchParams.getAll('must').includes('skill:kubernetes'));
      await page.getByRole('button', { name: 'Must-have: Kubernetes', pressed: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Must-have: Terraform' }).getAttribute('aria-pressed')).toBe('false');
      for (const name of await checksOf(page, 'Kubernetes')) expect(name).toBe('Kubernetes: met, must-have');
    } finally {
      await close();
    }
  });

  it('turns a build filter into a nice-to-have, and closest matches appear', async () => {
    const { page, close } = await signedInPage(browser, session, 375, 800);
    try {
      const build = new URLSearchParams({ page: '1', type: 'build' });
      for (const [name, value] of [
        ['titles', 'recruiter'],
        ['locations', 'Berlin'],
        ['skills', 'kubernetes'],
      ])
        build.append(name, value);
      await page.goto(`/search?${build}`);
      // Every filter is a must-have by default: nobody is a recruiter in Berlin who knows Kubernetes.
      await page.getByText('Nobody meets all your must-haves. Make one a nice-to-have to see the closest matches.').waitFor();
      // On a phone the filters are folded away.
      await page.getByRole('button', { name: /^Show filters/ }).click();
      const box = page.getByRole('checkbox', { name: 'Must-have: Skills' });
      expect(await box.isChecked()).toBe(true);
      await box.uncheck();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('must') && !url.searchParams.getAll('must').includes('skill'));
      await cards(page).first().waitFor();
      for (const name of await checksOf(page, 'Berlin')) expect(name).toBe('Berlin: met, must-have');
      for (const name of await checksOf(page, 'Kubernetes')) expect(name).toBe('Kubernetes: missed');
      await screenshot(page, 'search-wishes-build-375');
    } finally {
      await close();
    }
  });
});
