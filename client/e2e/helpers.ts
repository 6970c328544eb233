import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { Browser, BrowserContext, chromium, Locator, Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL!;
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', '..', 'test-results', 'screenshots');

/**
 * The Chromium the journeys drive: CHROMIUM_PATH, else Debian's old headless shell
 * (`chromium-headless-shell`, which `.ci/run` installs) when present, else Debian's `chromium`. The
 * headless shell renders the same Blink without the full browser's compositor and UI: the same
 * journey costs about a third less CPU in it (lists: 22 CPU-s against 35).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Debian's Chromium, never a downloaded browser; flags for a machine without network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // V8's interpreter and baseline compiler only (no Maglev, no TurboFan): a journey's pages live
      // seconds, too short for optimised code to pay back its compiling, which the browser did on
      // other threads of the same 2 cores. A third less of Chromium's CPU for the same journeys
      // (lists and search-relevance: 25 CPU-s against 37); no journey measures script speed.
      '--js-flags=--max-opt=1',
    ],
  });
}

/**
 * A tab for one test. Tabs are reused within a journey file: a page in a fresh browser context
 * costs Chromium about 2 CPU-s to load the app (a new renderer process, nothing compiled or
 * cached yet), the same tab loading it again about 0.5. So `newPage` hands out an idle tab of
 * this browser when there is one, emptied first (other tabs of its context closed, listeners,
 * routes, cookies, permissions and the app's local and session storage gone, back on a page of
 * the app that runs none of it), and `close()` gives it back. A test starts signed out with
 * nothing stored, as in a new context; what the tab keeps is the HTTP cache and compiled code. A
 * tab that cannot be emptied (its page closed or stuck) is closed with its context instead.
 * Tests that need other context options (JavaScript off, another media) make their own context.
 */
export interface Tab {
  context: BrowserContext;
  page: Page;
  /** Gives the tab back for the next test of the file (the context stays open). */
  close(): Promise<void>;
}

const idleTabs = new WeakMap<Browser, Array<{ context: BrowserContext; page: Page }>>();

export async function newPage(browser: Browser, width = 1440, height = 900): Promise<Tab> {
  const idle = idleTabs.get(browser) ?? [];
  idleTabs.set(browser, idle);
  let tab = idle.pop();
  if (tab) await tab.page.setViewportSize({ width, height });
  else {
    const context = await browser.newContext({ viewport: { width, height }, baseURL: BASE_URL, reducedMotion: 'reduce' });
    tab = { context, page: await context.newPage() };
  }
  const { context, page } = tab;
  let given = false;
  return {
    context,
    page,
    async close() {
      if (given) return;
      given = true;
      try {
        await emptyTab(context, page);
        idle.push({ context, page });
      } catch {
        await context.close().catch(() => undefined);
      }
    },
  };
}

async function emptyTab(context: BrowserContext, page: Page): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  page.removeAllListeners();
  context.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  // Storage is kept per origin: emptied from a document of the app's origin that runs none of the app.
  await page.goto('/robots.txt', { timeout: 10_000 });
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

export function uniqueWorkEmail(prefix = 'e2e'): string {
  const id = randomUUID().slice(0, 8);
  return `${prefix}.${id}@acme-${id}.io`;
}

/** The query string of the page's address (what a search page was asked for). */
export function queryOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The newest code e-mailed to an address, read from the development outbox. */
export async function codeFromOutbox(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mails = (await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
    const code = mails[0] && /\b(\d{6})\b/.exec(mails[0].text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code in the outbox for ${email}`);
}

/**
 * Waits until an antd dialog (or any element rc-motion animates) has finished appearing: no
 * `-appear`/`-enter` motion class and no running animation. A click aimed at a dialog that is still
 * zooming in can land beside its target on a busy machine, so a test that clicks inside a dialog
 * right after opening it waits for this first.
 */
export async function afterMotion(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(
      (node) => node instanceof Element && !/-(appear|enter)\b/.test(node.className) && node.getAnimations().length === 0,
      element,
    );
}

/**
 * Resolves once the page has painted two more frames: whatever the last input or answer set off in
 * React (a render, a motion starting) has shown by then. For asserting that something did not happen.
 */
export async function framesLater(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const tick = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => tick(left - 1)));
        tick(n);
      }),
    frames,
  );
}

/** How far the page is wider than the window (0 when it fits). */
export async function horizontalOverflow(page: Page): Promise<number> {
  // After a resize the layout follows in a later task (antd's breakpoints listen to matchMedia), so
  // a page that fits may still be laid out for the old width for a moment: wait for it to fit, up
  // to 3 s, and answer the overflow as it is then (0 or less when it fits).
  const overflow = () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth;
  await page.waitForFunction(`(${overflow.toString()})() <= 0`, undefined, { timeout: 3000, polling: 'raf' }).catch(() => undefined);
  return page.evaluate(overflow);
}

/**
 * The rules axe-core runs by default (enabled, not experimental) that can report a serious or
 * critical violation, by axe-core's own rule metadata. The others (region, heading-order,
 * landmark-*, ...) report moderate or minor ones only, which these checks do not count, and
 * `region` alone is a fifth of a run's time on a result page.
 */
type AxeRule = { id: string; impact?: string; enabled?: boolean; tags: string[] };
const SERIOUS_RULES: string[] = (axe as unknown as { _audit: { rules: AxeRule[] } })._audit.rules
  .filter((rule) => rule.enabled !== false && !rule.tags.includes('experimental'))
  .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
  .map((rule) => rule.id);
if (SERIOUS_RULES.length < 40)
  throw new Error(`axe-core's rule metadata has changed: ${SERIOUS_RULES.length} serious or critical rules found`);

/**
 * axe-core violations of impact serious or critical, as short readable lines. Legacy mode runs
 * `axe.run` in the page itself; the default runs each frame apart and then opens a blank page to
 * merge them, which costs a page more per check than the check itself (the app has no iframes).
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withRules(SERIOUS_RULES)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/**
 * A full-page PNG in test-results/screenshots, for a person to look at, when E2E_SCREENSHOTS=1: no
 * test reads them, and on a 2-core machine they cost a twentieth of the journeys' time.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * The page as it is, checked at each width in turn (the window resized, as a user would): no
 * horizontal overflow, a screenshot `<shot>-<width>`, and no serious or critical axe-core violation.
 * Loading a page once and resizing it costs a fraction of loading it again at each width.
 */
export async function checkAtWidths(page: Page, shot: string, widths: readonly number[], height = 900): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // Waits (up to 3 s) for the layout to follow the new width, so it goes first.
    expect({ width, overflow: Math.max(0, await horizontalOverflow(page)) }).toEqual({ width, overflow: 0 });
    await screenshot(page, `${shot}-${width}`);
    expect({ width, violations: await seriousAxeViolations(page) }).toEqual({ width, violations: [] });
  }
}

/** Signs a new user up through the UI of /register and waits for the dashboard. */
export async function signUpThroughUi(page: Page, email = uniqueWorkEmail()): Promise<string> {
  await page.goto('/register');
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByText('OTP sent successfully! Please check your email.').waitFor();
  await page.getByLabel('6-digit code').fill(await codeFromOutbox(email));
  await page.getByRole('button', { name: 'Verify OTP & Register' }).click();
  await page.getByText('Registration successful! Redirecting to dashboard...').waitFor();
  await page.waitForURL('**/dashboard');
  return email;
}

export interface ApiSession {
  token: string;
  user: Record<string, unknown>;
}

/**
 * A user with a complete account, signed up over the API, so the dashboard shows without its
 * dialog: at a fresh address of their own, or at `email` (colleagues at one company's domain).
 */
export async function apiSignUp(
  prefix: string,
  email = uniqueWorkEmail(prefix),
  name = { firstName: 'Test', lastName: 'Recruiter' },
): Promise<ApiSession> {
  const call = (path: string, body: object, token?: string, method = 'POST') =>
    fetch(BASE_URL + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: Record<string, unknown> & { token: string; _id: string } }>);
  await call('/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
  const verified = await call('/api/users/verify-otp', {
    userEmail: email,
    otp: await codeFromOutbox(email),
    type: 'register',
    termsAccepted: true,
  });
  const { token, ...user } = verified.data;
  const updated = await call(
    `/api/users/profile/${user._id}`,
    { email, ...name, company: 'Acme Research', phone: '+44 20 7946 0000' },
    token,
    'PUT',
  );
  return { token, user: updated.data };
}

/** A tab (newPage) signed in as that user. */
export async function signedInPage(browser: Browser, session: ApiSession, width = 1440, height = 900): Promise<Tab> {
  const tab = await newPage(browser, width, height);
  await signInPage(tab.page, session);
  return tab;
}

/** The header's credits, by their text ('Credits : 5 / 5'). */
export function headerCredits(page: Page, text: string): Locator {
  return page.getByRole('banner').getByText(text, { exact: true });
}

/** A GraphQL call as that user (Bearer token); throws on errors. */
export async function apiGraphql<T>(session: ApiSession, query: string, variables: object): Promise<T> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The user's session cookie, as the app's sign-in sets it. */
function sessionCookie(session: ApiSession) {
  return { name: 'tl_session', value: session.token, url: BASE_URL, httpOnly: true, sameSite: 'Lax' as const };
}

/**
 * Signs the tab's context in as that user, as the app's own sign-in leaves it: the session cookie,
 * and the display data in local storage (written from a document of the app's origin; the page the
 * test goes to next reads it).
 */
export async function signInPage(page: Page, session: ApiSession): Promise<void> {
  await page.context().addCookies([sessionCookie(session)]);
  if (new URL(page.url(), 'about:blank').origin !== new URL(BASE_URL).origin) await page.goto('/robots.txt');
  await page.evaluate((user) => localStorage.setItem('userInfo', JSON.stringify(user)), session.user);
}

/**
 * A browser context a test made itself (other options than newPage's) signed in as that user: the
 * session cookie, and the display data written into local storage before every page of it runs.
 */
export async function signInContext(context: BrowserContext, session: ApiSession): Promise<void> {
  await context.addCookies([sessionCookie(session)]);
  await context.addInitScript((user) => localStorage.setItem('userInfo', JSON.stringify(user)), session.user);
}

export interface StaffAccount {
  username: string;
  email: string;
  password: string;
}

/** A staff account with unique names for this run (nothing is sent anywhere). */
export function uniqueStaff(prefix: string): StaffAccount {
  const id = randomUUID().slice(0, 8);
  return { username: `${prefix}.${id}`, email: `${prefix}.${id}@talentlens-staff.io`, password: `pw-${randomUUID()}` };
}

/**
 * A staff account made with the command line (`npm run admin:create`), the way the first
 * superadmin is made: `node server/dist/cli/admin-create.js` on the journeys' database.
 */
export async function createStaffFromCli(staff: StaffAccount, role: 'superadmin' | 'admin' = 'superadmin'): Promise<string> {
  const root = path.resolve(__dirname, '..', '..');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'server/dist/cli/admin-create.js'),
      '--email',
      staff.email,
      '--username',
      staff.username,
      '--password',
      staff.password,
      '--role',
      role,
    ],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: process.env.E2E_DATABASE_URL,
        LOG_LEVEL: 'warn',
        STAFF_PASSWORD_COST: process.env.E2E_STAFF_PASSWORD_COST,
      },
      timeout: 30_000,
    },
  );
  return stdout;
}

/** Signs a staff member in through the /admin form (by e-mail or username) and waits for the staff dashboard. */
export async function staffSignInThroughUi(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email or Username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** A tab (newPage) signed in as that staff member over the API (the staff cookie, as the server sets it). */
export async function staffSignedInPage(browser: Browser, staff: StaffAccount, width = 1440, height = 900): Promise<Tab> {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: AdminLoginInput!) { adminLogin(input: $input) { token } }',
      variables: { input: { email: staff.username, password: staff.password } },
    }),
  });
  const body = (await res.json()) as { data?: { adminLogin: { token: string } }; errors?: unknown[] };
  if (!body.data) throw new Error(`staff sign-in failed: ${JSON.stringify(body.errors)}`);
  const tab = await newPage(browser, width, height);
  await tab.context.addCookies([
    { name: 'tl_staff', value: body.data.adminLogin.token, url: BASE_URL, httpOnly: true, sameSite: 'Strict' },
  ]);
  return tab;
}
