/**
 * Real people, as an operator brings them in and a recruiter finds them: a People Data Labs record
 * imported with the built `npm run import` command into the journeys' database, then found by a
 * search, opened (no Sample mark; the dialog says where the facts came from) and added to a list;
 * and a CSV uploaded on the staff Imports page through a mapping, imported in the background, its
 * rejects downloaded, its people found by a recruiter.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import {
  afterMotion,
  apiSignUp,
  createStaffFromCli,
  horizontalOverflow,
  launchBrowser,
  screenshot,
  seriousAxeViolations,
  signedInPage,
  staffSignedInPage,
  uniqueStaff,
} from './helpers';

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
  const { page, close } = await signedInPage(browser, session);
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
    await close();
  }
});

it('staff upload a CSV through a mapping, watch it import, download its rejects; a recruiter finds the people', async () => {
  const staff = uniqueStaff('importer');
  await createStaffFromCli(staff, 'admin');
  const csv = path.join(dir, 'ats-export.csv');
  // An ATS export whose headers no preset knows; its last row names no one.
  fs.writeFileSync(
    csv,
    [
      'Given name,Family name,Mail,Role,Employer,Town',
      'Maren,Holmgaard,maren@kelpworks.example,Kelp Farmer,Kelpworks,Tromsø',
      'Oskar,Vinterberg,oskar@kelpworks.example,Senior Kelp Farmer,Kelpworks,"Bergen, Norway"',
      ',,,,Kelpworks,Oslo',
    ].join('\n'),
  );
  const { page, close } = await staffSignedInPage(browser, staff);
  try {
    await page.goto('/admin/imports');
    await page.getByRole('heading', { name: 'Upload a file' }).waitFor();
    const chooseAndMap = async () => {
      await page.getByLabel('File to import').setInputFiles(csv);
      // The mapping step reads the headers: pick the column of each field the guess could not name.
      for (const [field, header] of [
        ['First name', 'Given name'],
        ['Last name', 'Family name'],
        ['E-mail', 'Mail'],
        ['Job title', 'Role'],
        ['Company', 'Employer'],
        ['Location', 'Town'],
      ]) {
        // By keyboard, as a staff member may: the select, the header typed, Enter.
        const select = page.getByLabel(field, { exact: true });
        await select.click();
        await select.fill(header);
        await select.press('Enter');
      }
      // What is shown is what the import reads.
      await page.getByText('Given name', { exact: true }).first().waitFor();
      await page.getByLabel('Source', { exact: true }).fill('ats-e2e');
    };
    await chooseAndMap();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.getByText('Upload received; the import is queued.').waitFor();

    const row = page.getByRole('row').filter({ hasText: 'ats-export.csv' });
    await row.getByText('Finished', { exact: true }).waitFor({ timeout: 20_000 });
    await row.getByText(/2 created/).waitFor();
    await row.getByText(/1 rejected/).waitFor();
    await screenshot(page, 'staff-imports');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'Download rejects of ats-export.csv' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ats-export.rejects.jsonl');
    const rejects = fs
      .readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { at: string; reason: string });
    expect(rejects).toEqual([expect.objectContaining({ at: 'line 4', reason: expect.stringMatching(/name/i) })]);

    // The same file again is not imported again; "Read it again" reads every record anew.
    await chooseAndMap();
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.getByText('This file was imported before with this format and source: nothing new to do.').waitFor();
    await screenshot(page, 'staff-imports-imported-before');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Read it again' }).click();
    await page.getByText('Upload received; the import is queued.').waitFor();
    await row.getByText(/2 unchanged/).waitFor({ timeout: 20_000 });
    await row.getByText('Finished', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Read it again' }).count()).toBe(0);

    // The same page fits a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(Math.max(0, await horizontalOverflow(page))).toBe(0);
    await screenshot(page, 'staff-imports-375');
  } finally {
    await close();
  }

  const session = await apiSignUp('kelp');
  const recruiter = await signedInPage(browser, session);
  try {
    await recruiter.page.goto(`/search?q=${encodeURIComponent('kelp farmers in Norway')}&page=1&type=ai`);
    const card = recruiter.page.getByRole('article').filter({ hasText: 'Oskar Vinterberg' });
    await card.waitFor();
    expect(await card.getByText('Sample', { exact: true }).count()).toBe(0);
  } finally {
    await recruiter.close();
  }
});
