/**
 * The profile dialog, opened from a search result: its loading line, the three tabs and the
 * evidence behind a score, 'Get Contacts' taking one credit off the header at once (and the
 * contacts showing again, free, when the profile is opened again), the server's message when no
 * credits are left, a failed load and its Retry, a refresh of a sample person saying there is no
 * source to re-read them from (and setting no wait), focus back on the card after closing, and the open dialog at 375 and
 * 1440 px (no horizontal overflow, no serious or critical axe-core violation).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import {
  afterMotion,
  framesLater,
  apiGraphql,
  apiSignUp,
  headerCredits,
  launchBrowser,
  screenshot,
  signedInPage,
  checkAtWidths,
} from './helpers';
import { standInRecords } from '../../server/src/cli/local-providers';

const LOADING = 'Hold on! Analyzing openweb and baking insights ...';
const SEARCH = `/search?q=${encodeURIComponent('software engineers in London')}&page=1&type=ai`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The nth result card, once the results are on screen, with the name on it. */
async function resultCard(page: Page, index = 0): Promise<{ card: Locator; name: string }> {
  const card = page.getByRole('article').nth(index);
  await card.waitFor();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  return { card, name };
}

function profileDialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name, exact: true });
}

/** Whether keyboard focus is inside that card. */
function focusIsIn(card: Locator): Promise<boolean> {
  return card.evaluate((el) => el.contains(document.activeElement));
}

/** Counts the RevealContacts requests the page sends. */
function countReveals(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if ((request.postData() ?? '').includes('"operationName":"RevealContacts"')) counter.count++;
  });
  return counter;
}

/** Holds the answers to ProfileDetail back a moment, so the loading state can be seen. */
async function slowProfileLoads(page: Page, ms: number): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('"operationName":"ProfileDetail"')) await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

describe('profile dialog', () => {
  it('opens from a result, shows the three tabs, reveals contacts for one credit and returns focus to the card', async () => {
    const session = await apiSignUp('profile');
    const { page, close } = await signedInPage(browser, session);
    try {
      await slowProfileLoads(page, 700);
      const reveals = countReveals(page);
      await page.goto(SEARCH);
      const { card, name } = await resultCard(page);
      await headerCredits(page, 'Credits : 5 / 5').waitFor();

      // A click on the card itself (not on its name) opens it; the title is the person's name.
      await card.click({ position: { x: 8, y: 8 } });
      const dialog = profileDialog(page, name);
      await dialog.waitFor();
      await dialog.getByText(LOADING, { exact: true }).waitFor();
      await dialog.getByRole('tab', { name: 'Professional Journey' }).waitFor();
      // A generated person is marked Sample, on the card and in the dialog.
      await card.getByText('Sample', { exact: true }).waitFor();
      await dialog.getByText('Sample', { exact: true }).waitFor();
      const experience = dialog.getByText(/^(\d+ yrs?( \d+ mos?)?|\d+ mos?) experience$/);
      expect(await experience.count()).toBe(1);
      const headerExperience = (await experience.innerText()).replace(/ experience$/, '');

      // Professional Journey: the summary, the roles with their tenure, the education.
      await dialog.getByRole('heading', { name: 'Work experience' }).waitFor();
      await dialog.getByRole('heading', { name: 'Academic credentials' }).waitFor();
      expect(await dialog.getByText(/ – (Present|[A-Z][a-z]{2} \d{4}) · /).count()).toBeGreaterThan(0);
      const skills = dialog.getByRole('region', { name: 'Skills' }).getByRole('listitem');
      expect(await skills.count()).toBeGreaterThan(0);
      expect(await skills.count()).toBeLessThanOrEqual(12);

      // Assessment: the key skills and expertise text, and what it rests on.
      await dialog.getByRole('tab', { name: 'Assessment' }).click();
      await dialog.getByRole('heading', { name: 'Key skills and expertise' }).waitFor();
      await dialog.getByRole('heading', { name: 'Key skills', exact: true }).waitFor();

      // Insights: progression, metrics, the two scores on their sliders, SWOT, recommendations.
      await dialog.getByRole('tab', { name: 'Insights' }).click();
      await dialog.getByRole('heading', { name: 'Career progression' }).waitFor();
      await dialog.getByRole('heading', { name: 'Career metrics' }).waitFor();
      const stability = dialog.getByRole('slider', { name: 'Stability' });
      await stability.waitFor();
      expect(Number(await stability.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(1);
      expect(await stability.getAttribute('aria-valuetext')).toMatch(/^\d+ of 10, (Low|Medium|High)$/);
      await dialog.getByRole('slider', { name: 'Mobility' }).waitFor();
      for (const block of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats'])
        await dialog.getByRole('heading', { name: block, exact: true }).waitFor();
      // A SWOT always has its four parts; where the evidence shows none, it says what is unknown.
      expect(await dialog.getByText('Nothing noted.').count()).toBe(0);
      // One rule for experience: the header and the career metric show the same figure.
      const metric = dialog
        .getByRole('term')
        .filter({ hasText: /^Total experience$/ })
        .locator('xpath=following-sibling::dd[1]/div[1]');
      expect(await metric.innerText()).toBe(headerExperience);
      await dialog.getByRole('heading', { name: 'Role recommendations' }).waitFor();
      expect(
        await dialog
          .getByRole('region', { name: 'Career progression' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('list') })
          .count(),
      ).toBeLessThanOrEqual(3);
      // The evidence of the stability score opens to the roles it rests on.
      const basedOn = dialog.getByRole('region', { name: 'Stability', exact: true }).getByText(/^Based on \d+ roles?/);
      await basedOn.click();
      expect(await dialog.getByRole('region', { name: 'Stability', exact: true }).getByRole('listitem').first().textContent()).toMatch(
        / · .+ · /,
      );
      await screenshot(page, 'profile-dialog-insights-1440');

      // Before paying: what is there and what it costs, beside the button and on the card.
      await dialog.getByText('Cost: 1 credit').waitFor();
      await card.getByText('Cost: 1 credit').waitFor();
      expect(await dialog.getByText(/Contacts: \d+ e-mails? · /).count()).toBe(1);

      // Get Contacts: one credit, and the header follows without a reload.
      await dialog.getByRole('button', { name: 'Get Contacts' }).click();
      await headerCredits(page, 'Credits : 4 / 5').waitFor();
      await dialog.getByText('1 credit used. These contacts stay free for you from now on.').waitFor();
      await dialog.getByRole('region', { name: 'Emails' }).waitFor();
      await dialog.getByRole('region', { name: 'Phone numbers' }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Get Contacts' }).isDisabled()).toBe(true);
      // Each contact says where it came from (a sample person's: sample data) and when it was checked; the preview turns free everywhere.
      await dialog
        .getByText(/^Sample data · (checked [A-Z][a-z]{2} \d{1,2}, \d{4}|never checked)/)
        .first()
        .waitFor();
      expect(await dialog.getByText(/^(Company e-mail pattern|Public profile|Data partner) · /).count()).toBe(0);
      await dialog.getByText('Cost: Free: already revealed').waitFor();
      await card.getByText('Cost: Free: already revealed').waitFor();
      await card.getByText('Revealed', { exact: true }).waitFor();
      // One request (a second would have been sent by the render that showed the answer, two frames ago), and the note stays the one of a paid reveal.
      await framesLater(page);
      expect(reveals.count).toBe(1);
      await dialog.getByText('1 credit used. These contacts stay free for you from now on.').waitFor();
      await screenshot(page, 'profile-dialog-contacts-1440');

      // Escape closes it; focus is back on the card.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusIsIn(card)).toBe(true);

      // Opened again from the keyboard: the contacts show at once, free, and cannot be bought twice.
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await dialog.getByText('Already revealed: no credit used.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Get Contacts' }).isDisabled()).toBe(true);
      await headerCredits(page, 'Credits : 4 / 5').waitFor();
      expect(reveals.count).toBe(2);

      // The close button closes it too, and focus goes back to the card.
      await dialog.getByRole('button', { name: 'Close profile' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await focusIsIn(card)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');

      // The account page's credit history has the reveal: one credit, the balance after it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('menuitem', { name: 'Profile' }).click();
      const reveal = page.getByRole('row').filter({ hasText: /Contacts revealed: / });
      await reveal.waitFor();
      expect(await reveal.getByRole('cell').nth(1).textContent()).toBe('−1');
      expect(await reveal.getByRole('cell').nth(3).textContent()).toBe('4');
      expect(await page.getByRole('row').filter({ hasText: 'Starter credits' }).count()).toBe(1);
    } finally {
      await close();
    }
  });

  it('refreshing a sample person says there is no source to re-read them from, and sets no wait', async () => {
    const session = await apiSignUp('refresh');
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto(SEARCH);
      const { card, name } = await resultCard(page, 1);
      await card.getByRole('button', { name, exact: true }).click();
      const dialog = profileDialog(page, name);
      await dialog.getByRole('tab', { name: 'Professional Journey' }).waitFor();
      // 'Add to List' opens the add-to-list dialog on top, titled with the person's name.
      await dialog.getByRole('button', { name: 'Add to List' }).click();
      const listDialog = page.getByRole('dialog', { name: `Add ${name} to a list` });
      await afterMotion(listDialog);
      await listDialog.getByRole('button', { name: 'Cancel' }).click();
      await listDialog.waitFor({ state: 'hidden' });

      const note = 'This is a sample person: there is no source to re-read them from. Their analysis was recomputed.';
      await dialog.getByRole('button', { name: 'Refresh Profile' }).click();
      await page.getByText(note).waitFor();
      // Nothing was asked of a provider, so a second refresh is answered the same way, not refused.
      await dialog.getByRole('button', { name: 'Refresh Profile' }).click();
      await page.getByText(note).nth(1).waitFor();
      expect(await page.getByText(/less than an hour ago/).count()).toBe(0);
      await dialog.getByRole('tab', { name: 'Professional Journey' }).waitFor();
    } finally {
      await close();
    }
  });

  it('opens a pasted LinkedIn link the index does not hold: the person arrives from People Data Labs, a refresh shows their new role, a reveal checks the e-mail with Hunter', async () => {
    // A person only the stand-in of PDL's API knows (global-setup starts it beside the server).
    const record = standInRecords(1)[0];
    const session = await apiSignUp('pdl-link');
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto('/search');
      const box = page.getByRole('searchbox', { name: 'Search with AI Search' });
      await box.fill(`https://www.linkedin.com/in/${record.linkedin_username}/`);
      await box.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/^Source: People Data Labs, read /).waitFor();
      expect(new URL(page.url()).searchParams.get('profile')).toBe(record.linkedin_username);
      const [first, last] = String(record.full_name).split(' ');
      await dialog
        .getByRole('heading', { name: new RegExp(`${first} ${last}`, 'i') })
        .first()
        .waitFor();

      // At PDL the person has moved on since: a refresh asks again and says what changed.
      const experience = (record.experience as Array<Record<string, unknown>>).map((e) => ({ ...e, end_date: e.end_date ?? '2025-02' }));
      const moved = await fetch(new URL('/_standin/person', process.env.E2E_PDL_BASE_URL), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-api-key': String(process.env.E2E_PDL_API_KEY) },
        body: JSON.stringify({
          ...record,
          job_title: 'head of data',
          job_company_name: 'acme analytics',
          job_company_website: 'acme-analytics.example',
          experience: [
            {
              company: { name: 'acme analytics', website: 'acme-analytics.example' },
              title: { name: 'head of data' },
              start_date: '2025-03',
              end_date: null,
              is_primary: true,
            },
            ...experience,
          ],
        }),
      });
      expect(moved.status).toBe(200);
      await dialog.getByRole('button', { name: 'Refresh Profile' }).click();
      await page
        .getByText(/^Profile refreshed\. New role since Mar 2025: Head of Data at Acme Analytics\./)
        .first()
        .waitFor();

      // Revealing checks their e-mails with Hunter first (the stand-in): the preview says so before, the reveal after.
      // At their new employer they have no address yet, so Hunter also looks for one there.
      await dialog.getByText(/\d e-mails? checked and a work e-mail looked for with Hunter first/).waitFor();
      await dialog.getByRole('button', { name: 'Get Contacts' }).click();
      await dialog.getByText(/Checked \d e-mail address(es)? with Hunter just now\./).waitFor();
      await dialog.getByText(/Hunter found a work e-mail address at acme-analytics\.example\./).waitFor();
      await dialog.getByText(/@acme-analytics\.example$/).waitFor();
      await screenshot(page, 'profile-from-pdl');
    } finally {
      await close();
    }
  });

  it('puts the open profile in the address: a fresh tab with that address shows it, Back closes it', async () => {
    const session = await apiSignUp('profile-url');
    const { context, page, close } = await signedInPage(browser, session);
    try {
      await page.goto(SEARCH);
      const { card, name } = await resultCard(page, 2);
      await card.getByRole('button', { name, exact: true }).click();
      await profileDialog(page, name).getByRole('tab', { name: 'Professional Journey' }).waitFor();
      const address = new URL(page.url());
      expect(address.searchParams.get('profile')).toMatch(/\S/);
      expect(address.searchParams.get('q')).toBe('software engineers in London'); // the search stays in the address

      // The address alone, in a fresh tab of a signed-in browser: the same person, titled once loaded.
      const tab = await context.newPage();
      await tab.goto(address.pathname + address.search);
      const shared = profileDialog(tab, name);
      await shared.getByRole('tab', { name: 'Professional Journey' }).waitFor();
      // Closing a profile the address opened drops it from the address and leaves the results.
      await shared.getByRole('button', { name: 'Close profile' }).click();
      await shared.waitFor({ state: 'hidden' });
      expect(new URL(tab.url()).searchParams.has('profile')).toBe(false);
      await tab.getByRole('article').first().waitFor();
      await tab.close();

      // Back closes the dialog opened from a card, and Forward opens it again.
      await page.goBack();
      await profileDialog(page, name).waitFor({ state: 'hidden' });
      expect(new URL(page.url()).searchParams.has('profile')).toBe(false);
      await page.goForward();
      await profileDialog(page, name).getByRole('tab', { name: 'Professional Journey' }).waitFor();
    } finally {
      await close();
    }
  });

  it('says why a profile failed to load and loads it on Retry', async () => {
    const session = await apiSignUp('loadfail');
    const { page, close } = await signedInPage(browser, session);
    try {
      let failed = false;
      await page.route('**/graphql', async (route) => {
        if (!failed && (route.request().postData() ?? '').includes('"operationName":"ProfileDetail"')) {
          failed = true;
          await route.abort('connectionfailed');
          return;
        }
        await route.continue();
      });
      await page.goto(SEARCH);
      const { card, name } = await resultCard(page);
      await card.getByRole('button', { name, exact: true }).click();
      const dialog = profileDialog(page, name);
      await dialog.getByText('This profile could not be loaded.').waitFor();
      await dialog.getByRole('button', { name: 'Retry' }).click();
      await dialog.getByRole('tab', { name: 'Professional Journey' }).waitFor();
    } finally {
      await close();
    }
  });

  it("shows the server's message when no credits are left", async () => {
    const session = await apiSignUp('nocredits');
    // Spend the 5 starter credits over the API on profiles 2 to 6 of the search.
    const { searchProfiles } = await apiGraphql<{ searchProfiles: { hits: Array<{ person: { linkedinUsername: string } }> } }>(
      session,
      'query($input: SearchInput!) { searchProfiles(input: $input) { hits { person { linkedinUsername } } } }',
      { input: { type: 'ai', query: 'software engineers in London', page: 1 } },
    );
    expect(searchProfiles.hits.length).toBeGreaterThanOrEqual(6);
    for (const { person: p } of searchProfiles.hits.slice(1, 6)) {
      await apiGraphql(session, 'mutation($u: String!) { revealContacts(linkedinUsername: $u) { charged } }', { u: p.linkedinUsername });
    }
    const { page, close } = await signedInPage(browser, session);
    try {
      await page.goto(SEARCH);
      await headerCredits(page, 'Credits : 0 / 5').waitFor();
      const { card, name } = await resultCard(page);
      await card.getByRole('button', { name, exact: true }).click();
      const dialog = profileDialog(page, name);
      await dialog.getByRole('button', { name: 'Get Contacts' }).click();
      await dialog.getByText("You have no credits left. Buy credits to reveal this profile's contacts.").waitFor();
      expect(await dialog.getByRole('button', { name: 'Get Contacts' }).isDisabled()).toBe(false);
      await headerCredits(page, 'Credits : 0 / 5').waitFor();
    } finally {
      await close();
    }
  });

  it('shows why there is no analysis, and the journey from the profile itself', async () => {
    const session = await apiSignUp('noanalysis');
    const { page, close } = await signedInPage(browser, session);
    const reason = 'Your plan has expired. Renew your plan or buy credits to see the AI analysis of this profile.';
    try {
      // The answer of a user whose plan has expired (the server's reason, no analysis).
      await page.route('**/graphql', async (route) => {
        if (!(route.request().postData() ?? '').includes('"operationName":"ProfileDetail"')) return route.continue();
        const response = await route.fetch();
        const json = (await response.json()) as { data: { profile: Record<string, unknown> } };
        json.data.profile.analysis = null;
        json.data.profile.analysisUnavailable = reason;
        await route.fulfill({ response, json });
      });
      await page.goto(SEARCH);
      const { card, name } = await resultCard(page);
      await card.getByRole('button', { name, exact: true }).click();
      const dialog = profileDialog(page, name);
      await dialog.getByRole('heading', { name: 'Work experience' }).waitFor();
      expect(await dialog.getByText(/ – (Present|[A-Z][a-z]{2} \d{4}) · /).count()).toBeGreaterThan(0);
      await dialog.getByRole('tab', { name: 'Assessment' }).click();
      await dialog.getByText(reason).first().waitFor();
      await dialog.getByRole('tab', { name: 'Insights' }).click();
      await dialog.getByRole('tabpanel', { name: 'Insights' }).getByText(reason).waitFor();
    } finally {
      await close();
    }
  });

  // The dialog opened on a phone's width, one test per tab (each is two axe runs, the heaviest pages
  // of the journeys): the tab is checked there and again on a wide screen.
  it.each([
    { tab: 'Professional Journey', heading: 'Work experience', shot: 'profile-dialog' },
    { tab: 'Insights', heading: 'Career metrics', shot: 'profile-dialog-insights' },
  ])('the open dialog on $tab fits 375 and 1440 px and has no serious accessibility violation', async ({ tab, heading, shot }) => {
    const session = await apiSignUp('profile-layout');
    const { page, close } = await signedInPage(browser, session, 375, 900);
    try {
      await page.goto(SEARCH, { waitUntil: 'networkidle' });
      const { card, name } = await resultCard(page);
      await card.getByRole('button', { name, exact: true }).click();
      const dialog = profileDialog(page, name);
      await dialog.getByRole('tab', { name: 'Professional Journey' }).waitFor();
      await dialog.getByRole('tab', { name: tab }).click();
      await dialog.getByRole('heading', { name: heading }).waitFor();
      await checkAtWidths(page, shot, [375, 1440]);
    } finally {
      await close();
    }
  });
});
