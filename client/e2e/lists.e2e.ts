/**
 * Lists, as a recruiter uses them: from a search result, create a new list with that profile in it
 * (the spec's banner, gone after 2 s), see it on /lists with its count straight from the cache (no
 * reload), add a second profile to the existing list, open the list, export it as CSV and read
 * the file back, remove a profile (saved: still gone after a reload).
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterMotion, apiSignUp, BASE_URL, launchBrowser, newPage, screenshot, seriousAxeViolations, signInPage } from './helpers';
import { parseCsv } from './csv';

const SEARCH = `/search?q=${encodeURIComponent('product managers in London')}&page=1&type=ai`;
const LIST_NAME = 'London PMs, "shortlist"';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function cardName(page: Page, index: number): Promise<string> {
  const card = page.getByRole('article').nth(index);
  await card.waitFor();
  return ((await card.getByRole('heading').textContent()) ?? '').trim();
}

describe('lists', () => {
  it('creates a list from a result, counts it on /lists without a reload, exports it and removes a profile', async () => {
    const session = await apiSignUp('lists');
    const { page, close } = await newPage(browser, 1440, 900);
    await signInPage(page, session);
    try {
      await page.goto(SEARCH);
      const first = await cardName(page, 0);
      const second = await cardName(page, 1);

      // No lists yet: the dialog goes straight to create mode. A blank name is refused.
      await page
        .getByRole('article')
        .nth(0)
        .getByRole('button', { name: `Add to List: ${first}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Add ${first} to a list` });
      await afterMotion(dialog);
      await dialog.getByLabel('List Name').fill('   ');
      await dialog.getByRole('button', { name: 'Create List' }).click();
      await dialog.getByText('Please enter a list name', { exact: true }).waitFor();
      await dialog.getByLabel('List Name').fill(LIST_NAME);
      await dialog.getByLabel('Description (Optional)').fill('Product managers to call this week');
      await dialog.getByRole('button', { name: 'Create List' }).click();
      await dialog.getByText('List created and profile added successfully!', { exact: true }).waitFor();
      // The banner goes after 2 seconds, and the dialog with it; the profile dialog never opened.
      await dialog.waitFor({ state: 'hidden', timeout: 5000 });
      expect(await page.getByRole('dialog').count()).toBe(0);

      // A second profile, into the existing list.
      await page
        .getByRole('article')
        .nth(1)
        .getByRole('button', { name: `Add to List: ${second}` })
        .click();
      const again = page.getByRole('dialog', { name: `Add ${second} to a list` });
      // By keyboard: open the select, the first option (the list) is active, Enter picks it.
      await again.getByRole('combobox').focus();
      await page.keyboard.press('ArrowDown');
      await page.getByRole('option', { name: `${LIST_NAME} (1)` }).waitFor({ state: 'attached' });
      await page.keyboard.press('Enter');
      await again
        .locator('.ant-select-content')
        .filter({ hasText: `${LIST_NAME} (1)` })
        .waitFor();
      await again.getByRole('button', { name: 'Add to List' }).click();
      await again.getByText('Profile added to list successfully!', { exact: true }).waitFor();
      await again.waitFor({ state: 'hidden', timeout: 5000 });

      // /lists by the sidebar, in the same page: the count comes from the mutations' answers.
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Lists' }).click();
      await page.waitForURL('**/lists');
      const row = page.getByRole('row').filter({ hasText: LIST_NAME });
      await row.waitFor();
      expect(await row.getByRole('cell').nth(3).textContent()).toBe('2');
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      await screenshot(page, 'lists-1440');

      // The list: its profiles in the order added.
      await row.getByRole('link', { name: LIST_NAME }).click();
      await page.getByRole('heading', { name: 'Profiles (2)' }).waitFor();
      const names = await page
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: /^Remove / }) })
        .allTextContents();
      expect(names[0]).toContain(first);
      expect(names[1]).toContain(second);

      // Export: the CSV names both, in order, with the columns the export promises.
      // Each row of a sample person says so.
      await page.getByRole('row').filter({ hasText: first }).getByText('Sample', { exact: true }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
      const csv = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''));
      expect(csv[0].slice(0, 6)).toEqual(['First name', 'Last name', 'Title', 'Company', 'Location', 'Profile link']);
      expect(csv.slice(1).map((r) => `${r[0]} ${r[1]}`)).toEqual([first, second]);
      // The journeys' people are sample people: exported without a profile link, which could lead to a real person.
      expect(csv[1][5]).toBe('');

      // Remove the first: saved on the server, so a reload shows the same.
      await page.getByRole('button', { name: `Remove ${first} from the list` }).click();
      await page.getByRole('heading', { name: 'Profiles (1)' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Profiles (1)' }).waitFor();
      expect(await page.getByText(first, { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: `Remove ${second} from the list` }).click();
      await page.getByText('No profiles found in this list').waitFor();
    } finally {
      await close();
    }
  });

  it('deletes a list after a confirmation: gone from /lists at once, and after a reload', async () => {
    const session = await apiSignUp('listdelete');
    for (const name of ['Keep me', 'Delete me']) {
      const res = await fetch(`${process.env.E2E_BASE_URL}/api/profile/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
        body: JSON.stringify({ name }),
      });
      expect(res.status).toBe(201);
    }
    const { page, close } = await newPage(browser, 1440, 900);
    await signInPage(page, session);
    try {
      await page.goto('/lists');
      await page.getByRole('link', { name: 'Delete me' }).waitFor();
      await page.getByRole('button', { name: 'Delete list Delete me' }).click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('List “Delete me” deleted.').waitFor();
      await page.getByRole('link', { name: 'Delete me' }).waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('link', { name: 'Keep me' }).waitFor();
      expect(await page.getByRole('link', { name: 'Delete me' }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it("answers 'List not found' for a list that is not the user's", async () => {
    const owner = await apiSignUp('listowner');
    const res = await fetch(`${process.env.E2E_BASE_URL}/api/profile/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ name: 'Private' }),
    });
    const listId = ((await res.json()) as { data: { _id: string } }).data._id;
    const other = await apiSignUp('listother');
    const { page, close } = await newPage(browser, 1440, 900);
    await signInPage(page, other);
    try {
      await page.goto(`/list/${listId}`);
      await page.getByRole('heading', { name: 'List not found' }).waitFor();
    } finally {
      await close();
    }
  });

  it('matches a file of links against the index, shows what was not found, and saves the matches as a list', async () => {
    const session = await apiSignUp('listmatch');
    const found = await fetch(`${process.env.E2E_BASE_URL}/api/search/profiles?searchterm=engineer&page=1`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const [a, b] = ((await found.json()) as { data: Array<{ linkedinUsername: string }> }).data;
    const csv = [
      'LinkedIn,Note',
      `https://www.linkedin.com/in/${a.linkedinUsername},call`,
      `linkedin.com/in/${b.linkedinUsername}/,`,
      'https://www.linkedin.com/in/nobody-in-the-index-example,',
    ].join('\n');
    const { page, close } = await newPage(browser, 1440, 900);
    await signInPage(page, session);
    try {
      await page.goto('/lists');
      await page.getByRole('button', { name: 'Match a file' }).click();
      const dialog = page.getByRole('dialog', { name: 'Match your own list of people' });
      await afterMotion(dialog);
      await dialog.getByLabel('CSV file of people').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByRole('status').getByText('2 exact · 0 probable · 1 not found').waitFor();
      expect(await dialog.getByText('Same LinkedIn profile').count()).toBe(2);
      await dialog.getByRole('checkbox', { name: 'Show only rows not found' }).check();
      await dialog.getByText('No one in the index has this LinkedIn profile or e-mail').waitFor();
      expect(await dialog.getByText('Same LinkedIn profile').count()).toBe(0);
      await screenshot(page, 'lists-match-file');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Every match is saved unless its row is unticked.
      await dialog.getByRole('checkbox', { name: 'Show only rows not found' }).uncheck();
      const first = dialog.getByRole('checkbox', { name: /^Save line 2, / });
      await first.uncheck();
      await dialog.getByRole('button', { name: 'Save 1 person as a list' }).waitFor();
      await first.check();
      await dialog.getByLabel('Name of the new list').fill('Engineers from my file');
      await dialog.getByRole('button', { name: 'Save 2 people as a list' }).click();
      await page.waitForURL('**/list/*');
      await page.getByText('Profiles (2)').waitFor();
      await page.getByText('Engineers from my file').first().waitFor();
    } finally {
      await close();
    }
  });

  it('opens the new-list dialog without motion for a user who asks for reduced motion, and with it otherwise; the cursor in List Name either way', async () => {
    const session = await apiSignUp('listmotion');
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: BASE_URL, reducedMotion });
      try {
        const page = await context.newPage();
        await signInPage(page, session);
        await page.goto('/lists');
        // Whether the dialog animates in: its class names while it appears, read as it mounts.
        await page.evaluate(() => {
          const seen: string[] = [];
          (window as unknown as { dialogClasses: string[] }).dialogClasses = seen;
          new MutationObserver((records) => {
            for (const record of records) {
              const node = record.target as Element;
              if (node.classList?.contains('ant-modal')) seen.push(node.className);
              for (const added of record.addedNodes)
                if (added instanceof Element) for (const modal of added.querySelectorAll('.ant-modal')) seen.push(modal.className);
            }
          }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
        });
        await page.getByRole('button', { name: 'New list' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create a new list' });
        await dialog.waitFor();
        const name = dialog.getByLabel('List Name');
        await name.waitFor();
        await page.waitForFunction((input) => input === document.activeElement, await name.elementHandle());
        const classes = await page.evaluate(() => (window as unknown as { dialogClasses: string[] }).dialogClasses.join(' '));
        // antd marks a dialog it is about to show either way (`-prepare`); only with motion does it zoom in (`-active`).
        if (reducedMotion === 'reduce') expect(classes).not.toMatch(/zoom-(appear|enter)-active/);
        else expect(classes).toMatch(/zoom-(appear|enter)-active/);
        await page.keyboard.type('Typed at once');
        expect(await name.inputValue()).toBe('Typed at once');
      } finally {
        await context.close();
      }
    }
  });
});
