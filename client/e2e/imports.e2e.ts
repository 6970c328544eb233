/**
 * Real people, as an operator brings them in and a recruiter finds them: a People Data Labs record
 * imported with the built `npm run import` command into the journeys' database, then found by a
 * search, opened (no Sample mark; the dialog says where the facts came from) and added to a list.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterMotion, apiSignUp, launchBrowser, screenshot, signedInPage } from './helpers';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-import-'));
  const file = path.join(dir, 'glass.jsonl');
  // Someone no other journey searches for: a glassblower in Tallinn.
  fs.writeFileSync(
    file,
    `${JSON.stringify({
      id: 'e2e-glass-1',
      first_name: 'saga',
      last_name: 'lindvall',
      linkedin_url: 'linkedin.com/in/saga-lindvall-glass-example',
      job_title: 'master glassblower',
      job_company_name: 'fjordglass',
      location_name: 'tallinn, harju, estonia',
      skills: ['glassblowing', 'kiln work'],
      emails: [{ address: 'saga@fjordglass.example', type: 'current_professional' }],
    })}\n`,
  );
  const root = path.resolve(__dirname, '..', '..');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, 'server/dist/cli/import.js'), file, '--source', 'e2e-pdl'],
    {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: process.env.E2E_DATABASE_URL, LOG_LEVEL: 'warn' },
      timeout: 30_000,
    },
  );
  expect(stdout).toContain('done: 1 records: 1 new people');
});
afterAll(async () => {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('finds an imported person, opens them with their source and no Sample mark, and adds them to a list', async () => {
  const session = await apiSignUp('imports');
  const { context, page } = await signedInPage(browser, session);
  try {
    await page.goto(`/search?q=${encodeURIComponent('glassblower in Tallinn')}&page=1&type=ai`);
    const card = page.getByRole('article').filter({ hasText: 'Saga Lindvall' });
    await card.waitFor();
    expect(await card.getByText('Sample', { exact: true }).count()).toBe(0);

    await card.click({ position: { x: 8, y: 8 } });
    const dialog = page.getByRole('dialog', { name: 'Saga Lindvall', exact: true });
    await dialog.getByText(/^Source: e2e-pdl, read [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    expect(await dialog.getByText('Sample', { exact: true }).count()).toBe(0);
    // The record's current job is her work history, so her work address there is not outdated.
    await dialog.getByText('1 e-mail · unverified').waitFor();
    await dialog.getByText('Master Glassblower', { exact: true }).first().waitFor();
    await screenshot(page, 'imported-person-dialog');
    await dialog.getByRole('button', { name: 'Close profile' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Add to List: Saga Lindvall' }).click();
    const add = page.getByRole('dialog', { name: 'Add Saga Lindvall to a list' });
    await afterMotion(add);
    await add.getByLabel('List Name').fill('Glass');
    await add.getByRole('button', { name: 'Create List' }).click();
    await add.getByText('List created and profile added successfully!', { exact: true }).waitFor();
    await page.goto('/lists');
    await page.getByRole('link', { name: 'Glass' }).click();
    await page.getByText('Profiles (1)').waitFor();
    await page.getByRole('button', { name: 'Saga Lindvall' }).first().waitFor();
  } finally {
    await context.close();
  }
});
