/**
 * A person in the index, not a user: they find the notice from the landing page's footer, ask for
 * their data with a code sent to their e-mail address, download it, ask for a correction that staff
 * apply on /admin/privacy, and remove themselves; the recruiter who saved them then sees a
 * placeholder in their list, and staff see both requests closed within their deadline. The person
 * comes from the stand-in of People Data Labs (global-setup), opened by a recruiter's link.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { standInRecords } from '../../server/src/cli/local-providers';
import {
  apiGraphql,
  apiSignUp,
  BASE_URL,
  checkAtWidths,
  codeFromOutbox,
  createStaffFromCli,
  launchBrowser,
  screenshot,
  signedInPage,
  staffSignedInPage,
  uniqueStaff,
} from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

it('finds the notice, reads and downloads their data by e-mail code, has a correction made, removes themselves; a list then shows the placeholder, staff the requests closed in time', async () => {
  const record = standInRecords(5)[4];
  const staff = uniqueStaff('privacy');
  const staffMade = createStaffFromCli(staff, 'admin');
  const email = (record.emails as Array<{ address: string }>)[0].address;
  // A recruiter opens them by link (PDL's stand-in brings them in) and saves them in a list.
  const recruiter = await apiSignUp('privacy-recruiter');
  const { profile } = await apiGraphql<{ profile: { id: string } }>(
    recruiter,
    'query($u: String!) { profile(linkedinUsername: $u) { id } }',
    {
      u: record.linkedin_username,
    },
  );
  const { createList } = await apiGraphql<{ createList: { id: string } }>(
    recruiter,
    'mutation($i: CreateListInput!) { createList(input: $i) { id } }',
    {
      i: { name: 'Privacy shortlist' },
    },
  );
  await apiGraphql(recruiter, 'mutation($l: ID!, $p: String!) { addToList(listId: $l, profileId: $p) { id } }', {
    l: createList.id,
    p: profile.id,
  });

  // On a phone: below 900 px the footer keeps its privacy links (docs/decisions.md).
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    baseURL: BASE_URL,
    acceptDownloads: true,
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'If you are in our index' }).click();
    await page.getByRole('main').getByRole('link', { name: 'see or remove your data' }).click();
    await page.getByRole('heading', { level: 1, name: 'See or remove your data' }).waitFor();

    await page.getByLabel('Your e-mail address', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByText(`We sent a code to ${email}. It works for 10 minutes.`).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(await codeFromOutbox(email));
    await page.getByRole('button', { name: 'See my data' }).click();

    // Every fact with where it came from: People Data Labs.
    const card = page.getByRole('region', { name: /^What we hold: / }).first();
    await card
      .getByText(new RegExp(String(record.full_name), 'i'))
      .first()
      .waitFor();
    await card
      .getByText(/^From People Data Labs, read [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      .first()
      .waitFor();
    await card.getByText(email).waitFor();
    await checkAtWidths(page, 'people-privacy-me', [375, 1280]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      email: string;
      profiles: Array<{ linkedin_username: string }>;
    };
    expect(file.email).toBe(email);
    expect(file.profiles.map((p) => p.linkedin_username)).toEqual([record.linkedin_username]);
    // Who revealed their contacts: nobody yet.
    await page.getByRole('region', { name: 'Who revealed your contact details' }).getByText('Nobody has revealed them.').waitFor();

    // A correction, by keyboard where a person may use one.
    await page.getByRole('button', { name: 'Correct something' }).click();
    const form = page.getByRole('dialog', { name: 'Ask for a correction' });
    await form.getByLabel('What it should say', { exact: true }).fill('Principal Engineer, not looking');
    await form.getByRole('button', { name: 'Send the correction' }).click();
    await page.getByText(/^We received your correction\. We will answer by [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/).waitFor();

    // Staff apply it from their privacy page.
    await staffMade;
    const desk = await staffSignedInPage(browser, staff);
    try {
      await desk.page.goto('/admin/privacy');
      await desk.page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
      const row = desk.page.getByRole('row').filter({ hasText: 'Principal Engineer, not looking' });
      await row.getByRole('button', { name: /^Answer the request received / }).click();
      const answer = desk.page.getByRole('dialog', { name: 'Answer the correction' });
      await answer.getByLabel('What the person is told', { exact: true }).fill('Your headline now says what you asked.');
      await answer.getByRole('button', { name: 'Close the request' }).click();
      await desk.page.getByText('The request is closed, and the person has been told.').waitFor();
      await desk.page.getByText('No open requests').waitFor();
    } finally {
      await desk.close();
    }

    await page.getByRole('button', { name: 'Remove me and keep me out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove me' }).click();
    await page.getByText('You have been removed', { exact: true }).waitFor();
  } finally {
    await context.close();
  }

  // The recruiter's list keeps a row that says why, and nothing of the person.
  const { page, close } = await signedInPage(browser, recruiter);
  try {
    await page.goto(`/list/${createList.id}`);
    await page.getByText("Removed at the person's request").first().waitFor();
    expect(await page.getByText(new RegExp(String(record.full_name), 'i')).count()).toBe(0);
  } finally {
    await close();
  }

  // Staff see the requests closed within their deadline: the correction by them, access and removal at once.
  const desk = await staffSignedInPage(browser, staff);
  try {
    await desk.page.goto('/admin/privacy');
    await desk.page.getByLabel('Requests shown').getByText('Closed', { exact: true }).click();
    const closed = desk.page.getByRole('table');
    await closed.getByRole('row').filter({ hasText: 'Removal' }).filter({ hasText: 'In time' }).first().waitFor();
    await closed
      .getByRole('row')
      .filter({ hasText: 'Your headline now says what you asked.' })
      .filter({ hasText: staff.username })
      .filter({ hasText: 'In time' })
      .waitFor();
    await screenshot(desk.page, 'staff-privacy');
    await checkAtWidths(desk.page, 'staff-privacy', [375, 1280]);
  } finally {
    await desk.close();
  }
});
