/**
 * A recruiter's day with lists: select three search results, add them to a new list in one go
 * (the cards then say 'In 1 list'), export the selection, open a person from the list, set their
 * stage and notes, and export the list as a CRM-ready CSV (its header and rows read back from the
 * downloaded file). The chosen results' contacts revealed at once, for the cost asked first. The
 * list page also fits a 360 px phone, and pages through a longer list (25 a page).
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from 'playwright-core';
import { afterMotion, apiGraphql, apiSignUp, headerCredits, horizontalOverflow, launchBrowser, screenshot, signedInPage } from './helpers';
import { parseCsv } from './csv';

const SEARCH = `/search?q=${encodeURIComponent('software engineers in Berlin')}&page=1&type=ai`;
const LIST_NAME = 'Backend Berlin';
const HEADER = [
  'First name',
  'Last name',
  'Title',
  'Company',
  'Location',
  'Profile link',
  'Email 1',
  'Email 1 status',
  'Email 1 source',
  'Email 1 checked',
  'Email 2',
  'Email 2 status',
  'Email 2 source',
  'Email 2 checked',
  'Email 3',
  'Email 3 status',
  'Email 3 source',
  'Email 3 checked',
  'Phone 1',
  'Phone 1 source',
  'Phone 1 checked',
  'Phone 2',
  'Phone 2 source',
  'Phone 2 checked',
  'Stage',
  'Notes',
  'Profile updated',
  'Out of date',
  'Sample',
];
const col = (name: string) => HEADER.indexOf(name);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function readDownload(download: Download): Promise<{ raw: string; rows: string[][] }> {
  const raw = await readFile((await download.path())!, 'utf8');
  return { raw, rows: parseCsv(raw.replace(/^\uFEFF/, '')) };
}

async function cardName(page: Page, index: number): Promise<string> {
  const card = page.getByRole('article').nth(index);
  await card.waitFor();
  return ((await card.getByRole('heading').textContent()) ?? '').trim();
}

describe('lists that work', () => {
  it('select three results, add them to a new list, open one from the list, set its stage and notes, export', async () => {
    const session = await apiSignUp('listwork');
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto(SEARCH);
      const names = [await cardName(page, 0), await cardName(page, 1), await cardName(page, 2)];
      const toolbar = page.getByRole('group', { name: 'Selected results' });
      for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      await toolbar.getByText('3 selected', { exact: true }).waitFor();

      // The selection survives paging within the search.
      await page.getByRole('navigation', { name: 'Result pages' }).getByTitle('2', { exact: true }).click();
      await page.waitForURL(/page=2/);
      await page.getByRole('article').first().waitFor();
      await toolbar.getByText('3 selected', { exact: true }).waitFor();
      await page.getByRole('navigation', { name: 'Result pages' }).getByTitle('1', { exact: true }).click();
      await page.waitForURL(/page=1/);
      expect(await page.getByRole('checkbox', { name: `Select ${names[0]}` }).isChecked()).toBe(true);

      // Add to list: no lists yet, so the dialog asks for a new one; the three go in at once.
      await toolbar.getByRole('button', { name: 'Add to list' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add 3 profiles to a list' });
      await afterMotion(dialog);
      await dialog.getByLabel('List Name').fill(LIST_NAME);
      await dialog.getByRole('button', { name: 'Create List' }).click();
      await dialog.getByText(`Created ${LIST_NAME} and added 3 profiles.`, { exact: true }).waitFor();
      await dialog.waitFor({ state: 'hidden', timeout: 5000 });
      // Each card now says it is in a list, without running the search again.
      for (let i = 0; i < 3; i++) await page.getByRole('article').nth(i).getByText('In 1 list', { exact: true }).waitFor();

      // Adding the first again, alone: the last list used is preselected, and it says it is already there.
      await page
        .getByRole('article')
        .nth(0)
        .getByRole('button', { name: `Add to List: ${names[0]}` })
        .click();
      const again = page.getByRole('dialog', { name: `Add ${names[0]} to a list` });
      await again
        .locator('.ant-select-content')
        .filter({ hasText: `${LIST_NAME} (3)` })
        .waitFor();
      await afterMotion(again);
      await again.getByRole('button', { name: 'Add to List' }).click();
      await again.getByText(`${names[0]} is already in ${LIST_NAME}.`, { exact: true }).waitFor();
      await again.waitFor({ state: 'hidden', timeout: 5000 });

      // Export the selection: the same CRM-ready columns, the three people in order.
      const [selectionFile] = await Promise.all([page.waitForEvent('download'), toolbar.getByRole('button', { name: 'Export' }).click()]);
      const selection = await readDownload(selectionFile);
      expect(selection.rows[0]).toEqual(HEADER);
      expect(selection.rows.slice(1).map((r) => `${r[0]} ${r[1]}`)).toEqual(names);

      // Reveal the first person's contacts (over the API), so the list shows them.
      const { searchProfiles } = await apiGraphql<{
        searchProfiles: { hits: Array<{ person: { fullName: string; linkedinUsername: string } }> };
      }>(session, 'query($input: SearchInput!) { searchProfiles(input: $input) { hits { person { fullName linkedinUsername } } } }', {
        input: { type: 'ai', query: 'software engineers in Berlin', page: 1 },
      });
      const firstUsername = searchProfiles.hits.find(({ person }) => person.fullName === names[0])!.person.linkedinUsername;
      await apiGraphql(session, 'mutation($u: String!) { revealContacts(linkedinUsername: $u) { charged } }', { u: firstUsername });

      // The list: open it from My Lists.
      await page.goto('/lists');
      await page.getByRole('link', { name: LIST_NAME }).click();
      await page.getByRole('heading', { name: 'Profiles (3)' }).waitFor();
      const firstRow = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Remove ${names[0]} from the list` }) });
      await firstRow.getByText('Revealed', { exact: true }).waitFor();
      await firstRow.getByText('In 1 list', { exact: true }).waitFor();
      await firstRow.getByRole('list', { name: `Contacts of ${names[0]}` }).waitFor();

      // A name opens the profile dialog, the search page's; closing it brings focus back.
      await firstRow.getByRole('button', { name: names[0], exact: true }).click();
      const profile = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close profile' }) });
      await profile.getByText(names[0]).first().waitFor();
      await afterMotion(profile);
      await profile.getByRole('button', { name: 'Close profile' }).click();
      await profile.waitFor({ state: 'hidden' });

      // Stage by keyboard: the select, then the option.
      await firstRow.getByRole('combobox', { name: `Stage of ${names[0]}` }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: 'Contacted' }).click();
      await page.getByText(`${names[0]}: Contacted.`).waitFor();
      // Notes: edit, save, 'Saved'.
      await firstRow.getByRole('textbox', { name: `Notes on ${names[0]}` }).fill('Call back Tuesday, +49 30 1234');
      await firstRow.getByRole('button', { name: `Save notes on ${names[0]}` }).click();
      await firstRow.getByText('Saved', { exact: true }).waitFor();
      await screenshot(page, 'list-work-1440');

      // Export the list: header, three rows in order, the stage and notes of the first.
      const [listFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
      const list = await readDownload(listFile);
      expect(list.raw.startsWith('\uFEFF')).toBe(true);
      expect(list.raw.split('\r\n')[0]).toBe(`\uFEFF${HEADER.join(',')}`);
      expect(list.rows[0]).toEqual(HEADER);
      expect(list.rows.slice(1).map((r) => `${r[0]} ${r[1]}`)).toEqual(names);
      // Sample people say so in the file too.
      // Sample people were seeded at the start: updated then, so not out of date.
      expect(list.rows[1].slice(col('Stage'))).toEqual([
        'Contacted',
        'Call back Tuesday, +49 30 1234',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        '',
        'Sample',
      ]);
      expect(list.rows[2].slice(col('Stage'))).toEqual(['New', '', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), '', 'Sample']);
      // The journeys' people are sample people: exported without a profile link, which could lead to a real person.
      expect(list.rows[1][5]).toBe('');
      // The revealed person's contacts: at least one e-mail or phone, e-mails with their status.
      expect(list.rows[1][col('Email 1')] || list.rows[1][col('Phone 1')]).not.toBe('');
      if (list.rows[1][col('Email 1')]) {
        expect(['verified', 'likely', 'unverified', 'outdated']).toContain(list.rows[1][col('Email 1 status')]);
        // Where it came from: a sample person's contacts are sample data.
        expect(list.rows[1][col('Email 1 source')]).toBe('Sample data');
      }
      // The others were not revealed: no contacts.
      expect(list.rows[2].slice(col('Email 1'), col('Stage')).every((c) => c === '')).toBe(true);

      // Saved on the server: a reload shows the stage and notes.
      await page.reload();
      await page.getByRole('heading', { name: 'Profiles (3)' }).waitFor();
      const reloaded = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Remove ${names[0]} from the list` }) });
      await reloaded.locator('.ant-select-content').filter({ hasText: 'Contacted' }).waitFor();
      expect(await reloaded.getByRole('textbox', { name: `Notes on ${names[0]}` }).inputValue()).toBe('Call back Tuesday, +49 30 1234');
    } finally {
      await close();
    }
  });

  it('reveals the contacts of the chosen results at once: the cost asked first, charged as said, the cards then free', async () => {
    const session = await apiSignUp('bulkreveal');
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto(SEARCH);
      await headerCredits(page, 'Credits : 5 / 5').waitFor();
      const names = [await cardName(page, 0), await cardName(page, 1), await cardName(page, 2)];
      // A new account has revealed nobody yet.
      expect(await page.getByRole('article').getByText('Revealed', { exact: true }).count()).toBe(0);
      for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      const toolbar = page.getByRole('group', { name: 'Selected results' });
      await toolbar.getByRole('button', { name: 'Get contacts (3)' }).click();

      // The question says what the three cost, before anything is spent; the cards said it one by one.
      const ask = page.getByRole('dialog', { name: /^Reveal contacts of 3 profiles for (free|\d+ credits?)\?$/ });
      await afterMotion(ask);
      const title = (await ask.getByText(/^Reveal contacts of 3 profiles/).innerText()).trim();
      const cost = Number(/for (\d+) credit/.exec(title)?.[1] ?? 0);
      const cardCosts = await Promise.all(
        [0, 1, 2].map(async (i) => {
          const text =
            (await page
              .getByRole('article')
              .nth(i)
              .getByText(/^Cost: (\d+ credits?|Free: .+)$/)
              .textContent()) ?? '';
          return Number(/^Cost: (\d+) credit/.exec(text)?.[1] ?? 0); // 'Cost: 1 credit' or 'Cost: Free: …'
        }),
      );
      expect(cardCosts.reduce((sum, c) => sum + c, 0)).toBe(cost);
      await headerCredits(page, 'Credits : 5 / 5').waitFor();

      await ask.getByRole('button', { name: 'Reveal' }).click();
      await page.getByText(new RegExp(`^Revealed 3 for (free|${cost} credits?)$`)).waitFor();
      await headerCredits(page, `Credits : ${5 - cost} / 5`).waitFor();
      for (let i = 0; i < 3; i++) {
        const card = page.getByRole('article').nth(i);
        await card.getByText('Cost: Free: already revealed', { exact: true }).waitFor();
        await card.getByText('Revealed', { exact: true }).waitFor();
      }
    } finally {
      await close();
    }
  });

  it('the list page fits a 360 px phone, as cards with their stage and notes', async () => {
    const session = await apiSignUp('listphone');
    const { createList } = await apiGraphql<{ createList: { id: string } }>(
      session,
      'mutation { createList(input: { name: "Phone list" }) { id } }',
      {},
    );
    const { searchProfiles } = await apiGraphql<{ searchProfiles: { hits: Array<{ person: { id: string; fullName: string } }> } }>(
      session,
      'query($input: SearchInput!) { searchProfiles(input: $input) { hits { person { id fullName } } } }',
      { input: { type: 'ai', query: 'product managers in London', page: 1 } },
    );
    const people = searchProfiles.hits.slice(0, 2).map((h) => h.person);
    await apiGraphql(session, 'mutation($l: ID!, $p: [String!]!) { addProfilesToList(listId: $l, profileIds: $p) { added } }', {
      l: createList.id,
      p: people.map((p) => p.id),
    });
    const { page, close } = await signedInPage(browser, session, 360, 780);
    try {
      await page.goto(`/list/${createList.id}`);
      await page.getByRole('heading', { name: 'Profiles (2)' }).waitFor();
      await page.getByRole('combobox', { name: `Stage of ${people[0].fullName}` }).waitFor();
      await page.getByRole('textbox', { name: `Notes on ${people[1].fullName}` }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'list-work-360');
    } finally {
      await close();
    }
  });

  it('pages through a list of 30 people, 25 a page, numbered on, and keeps the count when one is removed', async () => {
    const session = await apiSignUp('listpages');
    const { createList } = await apiGraphql<{ createList: { id: string } }>(
      session,
      'mutation { createList(input: { name: "Long list" }) { id } }',
      {},
    );
    const people: Array<{ id: string; fullName: string }> = [];
    for (let p = 1; people.length < 30 && p <= 6; p++) {
      const { searchProfiles } = await apiGraphql<{ searchProfiles: { hits: Array<{ person: { id: string; fullName: string } }> } }>(
        session,
        'query($input: SearchInput!) { searchProfiles(input: $input) { hits { person { id fullName } } } }',
        { input: { type: 'ai', query: 'software engineers', page: p } },
      );
      // Distinct names: the remove buttons are found by name.
      for (const { person } of searchProfiles.hits) if (!people.some((q) => q.fullName === person.fullName)) people.push(person);
    }
    const thirty = people.slice(0, 30);
    expect(thirty).toHaveLength(30);
    await apiGraphql(session, 'mutation($l: ID!, $p: [String!]!) { addProfilesToList(listId: $l, profileIds: $p) { added } }', {
      l: createList.id,
      p: thirty.map((p) => p.id),
    });
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto(`/list/${createList.id}`);
      await page.getByRole('heading', { name: 'Profiles (30)' }).waitFor();
      await page.getByRole('button', { name: `Remove ${thirty[24].fullName} from the list` }).waitFor();
      expect(await page.getByRole('button', { name: `Remove ${thirty[25].fullName} from the list` }).count()).toBe(0);

      await page.getByTitle('2', { exact: true }).click();
      await page.getByRole('button', { name: `Remove ${thirty[29].fullName} from the list` }).waitFor();
      await page.getByRole('cell', { name: '26', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: `Remove ${thirty[0].fullName} from the list` }).count()).toBe(0);

      await page.getByRole('button', { name: `Remove ${thirty[29].fullName} from the list` }).click();
      await page.getByRole('heading', { name: 'Profiles (29)' }).waitFor();
      await page.getByRole('button', { name: `Remove ${thirty[29].fullName} from the list` }).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Remove ${thirty[28].fullName} from the list` }).waitFor();
    } finally {
      await close();
    }
  });
});
