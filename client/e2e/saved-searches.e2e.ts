/**
 * Saved searches: save a search from its results page, people join the index, run it again from My
 * Searches and see who is new ('3 new since …', a 'New' tag on their cards, 'Show only new'), by
 * keyboard; save one with a weekly e-mail alert, people join, the alert job runs a week on (the
 * development route) and its e-mail is in the outbox, its link runs the search, and the alert is
 * turned off on /searches; rename and delete it; /searches and a run at 360 px without horizontal
 * overflow and without serious axe-core violations.
 *
 * The people are written straight into the e2e server's database with the app's profile writer,
 * behind the server's back, as a load in another process would: the run must count them although
 * the server cached this search's answers a moment before.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/db/data-source';
import { type ProfileFields, upsertProfile } from '../../server/src/modules/profiles/profile-writer.repository';
import {
  afterMotion,
  apiSignUp,
  type ApiSession,
  BASE_URL,
  horizontalOverflow,
  launchBrowser,
  queryOf,
  screenshot,
  seriousAxeViolations,
  signedInPage,
} from './helpers';

let browser: Browser;
let session: ApiSession;
let ds: DataSource;

const QUERY = 'data scientists in Berlin with PyTorch';

/**
 * A person written into the index with the profile writer, with an id far above the seeded ones:
 * by default a data scientist in Berlin who knows PyTorch (everything the search asks); `nurse`
 * is someone it does not ask for.
 */
async function addPerson(kind: 'match' | 'nurse' = 'match'): Promise<{ fullName: string }> {
  const hex = randomUUID().replace(/-/g, '');
  const id = String(10n ** 15n + BigInt(`0x${hex.slice(0, 13)}`));
  const username = `saved-search-e2e-${hex.slice(13, 25)}`;
  const [firstName, lastName] = ['Mira', `Newcomer ${hex.slice(0, 4).toUpperCase()}`];
  const [title, city, country, countryCode, skills] =
    kind === 'match'
      ? ['Data Scientist', 'Berlin', 'Germany', 'DE', ['PyTorch', 'Python', 'SQL']]
      : ['Registered Nurse', 'Toronto', 'Canada', 'CA', ['Triage']];
  const profile: ProfileFields = {
    id,
    linkedinUsername: username,
    linkedinLink: `https://www.linkedin.com/in/${username}`,
    firstName,
    lastName,
    profilePicture: null,
    headline: `${title} at Newcomer Labs`,
    summary: `${title} at Newcomer Labs since 2022.`,
    city,
    country,
    countryCode,
    region: null,
    currentTitle: title,
    currentCompanyId: null,
    currentCompany: 'Newcomer Labs',
    seniority: null,
    jobFunction: null,
    industry: null,
    experienceMonths: 48,
    skills,
    socialProfiles: [{ network: 'linkedin', username }],
    workExperiences: [
      {
        title,
        company: 'Newcomer Labs',
        companyDomain: 'newcomer-labs.example',
        industry: null,
        location: `${city}, ${country}`,
        start: '2022-01',
        end: null,
        summary: null,
      },
    ],
    academicCredentials: [],
    source: 'local',
  };
  await upsertProfile(ds.manager, { profile, contacts: [] });
  return { fullName: `${firstName} ${lastName}` };
}

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiSignUp('saved');
  ds = createDataSource(process.env.E2E_DATABASE_URL!);
  await ds.initialize();
});
afterAll(async () => {
  await ds?.destroy();
  await browser.close();
});

async function openResults(page: Page): Promise<void> {
  await page.goto(`/search?q=${encodeURIComponent(QUERY)}&page=1&type=ai`);
  // Its answer, whatever it is: before the people below join, the seeded index may hold nobody who
  // keeps its must-haves (a data scientist in Berlin).
  await page.getByTestId('search-total').waitFor();
}

describe('saved searches', () => {
  it('saves a search, and a run after people joined says who is new and can show only them', async () => {
    const { page, close } = await signedInPage(browser, session);
    try {
      await openResults(page);

      // Save it: the dialog starts with the query text; a new name, saved with Enter.
      await page.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      const name = dialog.getByLabel('Name');
      expect(await name.inputValue()).toBe(QUERY);
      await name.fill('Berlin data scientists');
      await name.press('Enter');
      await page.getByText('Saved as “Berlin data scientists”.').waitFor();

      // Three people who match join the index, and one who does not.
      const added = [await addPerson(), await addPerson(), await addPerson()];
      await addPerson('nurse');

      // Run it again from My Searches.
      await page.getByRole('link', { name: 'See your saved searches' }).click();
      await page.waitForURL('**/searches');
      await page.getByRole('heading', { name: 'Saved searches', level: 2 }).waitFor();
      const run = page.getByRole('link', { name: 'Run Berlin data scientists' });
      await run.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.has('saved') && url.searchParams.has('since'));
      expect(queryOf(page).get('q')).toBe(QUERY);
      const status = page.getByTestId('saved-run-new');
      await status.waitFor();
      expect(await status.textContent()).toMatch(/^3 new since [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
      await screenshot(page, 'saved-search-run-1440');

      // Show only new, by keyboard: the three people, each tagged New.
      const onlyNew = page.getByRole('switch', { name: 'Show only new' });
      await onlyNew.focus();
      // The page before showed the same total and the same three tagged New (then the closest
      // matches), and none while the new answer loads: the checks wait for that answer's cards.
      const onlyNewAnswered = page.waitForResponse(
        (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"onlyNew":true'),
      );
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('onlyNew') === '1');
      await onlyNewAnswered;
      await page
        .getByTestId('search-total')
        .filter({ hasText: /^3 exact matches$/ })
        .waitFor();
      const cards = page.getByRole('article');
      await page.waitForFunction(() => document.querySelectorAll('article').length === 3);
      expect(await cards.count()).toBe(3);
      expect(await cards.filter({ has: page.getByText('New', { exact: true }) }).count()).toBe(3);
      const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
      expect(names.map((n) => n.replace(/New$/, '').trim()).sort()).toEqual(added.map((p) => p.fullName).sort());
      expect(await onlyNew.isChecked()).toBe(true);

      // A reload stays in the same run: still 3 new (nothing recorded again).
      await page.reload();
      await page
        .getByTestId('search-total')
        .filter({ hasText: /^3 exact matches$/ })
        .waitFor();
      expect(await page.getByTestId('saved-run-new').textContent()).toMatch(/^3 new since /);
    } finally {
      await close();
    }
  });

  it("keeps 'Show only new' in the run when it is chosen the moment the run answers, on a slow device", async () => {
    const own = await apiSignUp('saved-quick');
    const { page, close } = await signedInPage(browser, own);
    const cdp = await page.context().newCDPSession(page);
    try {
      await openResults(page);
      await page.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByLabel('Name').fill('Quick Berlin data scientists');
      await dialog.getByLabel('Name').press('Enter');
      await page.getByText('Saved as “Quick Berlin data scientists”.').waitFor();
      await Promise.all([addPerson(), addPerson()]);
      await page.goto('/searches');
      const run = page.getByRole('link', { name: 'Run Quick Berlin data scientists' });
      await run.waitFor();
      // A phone's CPU: the run's answer is on screen a while before the page has put its since
      // into the address. The switch, used at once, must still ask within that run (before, it
      // asked for a new run, which the server recorded, with nobody new since it).
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
      await run.click();
      await page.getByTestId('saved-run-new').waitFor({ timeout: 60_000 });
      await page.getByRole('switch', { name: 'Show only new' }).click();
      await page.waitForURL((url) => url.searchParams.get('onlyNew') === '1', { timeout: 60_000 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page
        .getByTestId('search-total')
        .filter({ hasText: /^2 exact matches$/ })
        .waitFor();
      expect(await page.getByTestId('saved-run-new').textContent()).toMatch(/^2 new since /);
      expect(queryOf(page).has('since')).toBe(true);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
      await close();
    }
  });

  it('saves a search with a weekly e-mail alert; once people join and the alert runs, its e-mail is in the outbox', async () => {
    const own = await apiSignUp('saved-alert');
    const email = String(own.user.email);
    const { page, close } = await signedInPage(browser, own);
    try {
      await openResults(page);
      // Save it with 'E-mail me new people: Weekly', by keyboard (the select opens with Enter).
      await page.getByRole('button', { name: 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await afterMotion(dialog);
      await dialog.getByLabel('Name').fill('Berlin DS alert');
      const alert = dialog.getByRole('combobox', { name: 'E-mail me new people' });
      await alert.focus();
      await page.keyboard.press('Enter');
      // The list names the active option and its neighbours for screen readers: Off, then Weekly two down.
      await page.getByRole('option', { name: 'Off' }).waitFor({ state: 'attached' });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.getByRole('option', { name: 'Weekly' }).waitFor({ state: 'attached' });
      await page.keyboard.press('Enter');
      await dialog.getByTitle('Weekly').waitFor(); // the select shows it
      await dialog.getByLabel('Name').press('Enter');
      await page.getByText('Saved as “Berlin DS alert”. We will e-mail you new people for "Berlin DS alert" every week.').waitFor();

      // Two people who match join; the alert job runs as a week later.
      const added = [await addPerson(), await addPerson()];
      // A run counts as new only who joined before the oldest statement still running in the
      // database began (one that commits later may yet add people): on a busy machine another
      // test's statement can be older than the two, and then the next week's run mails them.
      let mail: { subject: string; text: string } | undefined;
      for (let week = 1; week <= 3 && !mail; week++) {
        const now = new Date(Date.now() + week * 7 * 86_400_000).toISOString();
        const run = await fetch(`${BASE_URL}/dev/saved-search-alerts/run?now=${now}`, { method: 'POST' });
        expect(run.status).toBe(200);
        const mails = (await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{
          subject: string;
          text: string;
        }>;
        mail = mails.find((m) => m.subject.endsWith(' new people for "Berlin DS alert"'));
      }
      expect(mail).toBeDefined();
      for (const person of added) expect(mail!.text).toContain(`${person.fullName} — Data Scientist at Newcomer Labs · Berlin, Germany`);
      expect(mail!.text).toContain('✓ PyTorch');
      expect(mail!.text).toMatch(/Stop these e-mails: \S+\/api\/searches\/saved\/alerts\/unsubscribe\?token=\S+/);

      // Its link runs the saved search.
      await page.goto(/See them in TalentLens: (\S+)/.exec(mail!.text)![1]);
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.has('saved'));
      await page.getByTestId('saved-run-new').waitFor();

      // On /searches the row says Weekly; turned off there, by keyboard.
      await page.goto('/searches');
      const rowAlert = page.getByRole('combobox', { name: 'E-mail me new people: Berlin DS alert' });
      await rowAlert.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: 'Weekly' }).waitFor({ state: 'attached' });
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.getByRole('option', { name: 'Off' }).waitFor({ state: 'attached' });
      await page.keyboard.press('Enter');
      await page.getByText('No more e-mails for "Berlin DS alert".').waitFor();
    } finally {
      await close();
    }
  });

  it('renames and deletes a saved search by keyboard, down to the empty state', async () => {
    const own = await apiSignUp('saved-edit');
    const { page, close } = await signedInPage(browser, own);
    try {
      await page.goto('/searches');
      await page.getByText('No saved searches yet').waitFor();

      await openResults(page);
      await page.getByRole('button', { name: 'Save search' }).click();
      const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
      await afterMotion(saveDialog);
      await saveDialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`Saved as “${QUERY}”.`).waitFor();
      // The same name again is refused, saying why.
      await page.getByRole('button', { name: 'Save search' }).click();
      await page.getByRole('dialog', { name: 'Save this search' }).getByLabel('Name').press('Enter');
      await page
        .getByRole('alert')
        .filter({ hasText: `You already have a saved search named "${QUERY}". Choose another name.` })
        .waitFor();
      await page.keyboard.press('Escape');

      await page.goto('/searches');
      await page.getByRole('button', { name: `Rename ${QUERY}` }).focus();
      await page.keyboard.press('Enter');
      const rename = page.getByRole('dialog', { name: 'Rename the saved search' }).getByLabel('Name');
      await rename.fill('DS in Berlin');
      await rename.press('Enter');
      await page.getByRole('link', { name: 'Run DS in Berlin' }).waitFor();

      await page.getByRole('button', { name: 'Delete DS in Berlin' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('No saved searches yet').waitFor();
    } finally {
      await close();
    }
  });

  it('fits /searches and a run at 360 px, without serious accessibility violations', async () => {
    const small = await apiSignUp('saved-small');
    const { page, close } = await signedInPage(browser, small, 360, 740);
    try {
      await openResults(page);
      await page.getByRole('button', { name: 'Save search' }).click();
      await page.getByRole('dialog', { name: 'Save this search' }).getByLabel('Name').press('Enter');
      await page.getByText(`Saved as “${QUERY}”.`).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);

      await page.goto('/searches');
      await page.getByRole('list', { name: 'Your saved searches' }).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'saved-searches-360');

      await page.getByRole('link', { name: `Run ${QUERY}` }).click();
      await page.getByTestId('saved-run-new').waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await screenshot(page, 'saved-search-run-360');
    } finally {
      await close();
    }
  });
});
