/**
 * The GraphQL playground: GraphiQL at /graphql, served by the built server from the client's own
 * build. Signed in by the session cookie alone, a person runs `me` and a search and reads the
 * schema's docs; every request the page makes (scripts, styles, Monaco's workers, the API) stays
 * on 127.0.0.1, and the app's Content-Security-Policy refuses nothing.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiGraphql, apiSignUp, ApiSession, BASE_URL, launchBrowser, newPage, screenshot, signInPage } from './helpers';

let browser: Browser;
let session: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await apiSignUp('playground');
});
afterAll(() => browser.close());

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Gives the tab back (newPage). */
  close(): Promise<void>;
  /** Every URL the page (and its workers) asked for. */
  requests: string[];
  /** What the console reported as an error (a refused script or worker shows here). */
  errors: string[];
}

/** A page that records every request and console error, signed in when a session is given. */
async function watchedPage(signedIn?: ApiSession): Promise<Watched> {
  const { context, page, close } = await newPage(browser, 1440, 900);
  if (signedIn) await signInPage(page, signedIn);
  const requests: string[] = [];
  const errors: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, close, requests, errors };
}

/** The address of the playground with a query in its editor (GraphiQL's `?query=`). */
function playgroundWith(query: string): string {
  return `/graphql?query=${encodeURIComponent(query)}`;
}

/** GraphiQL's result pane (a read-only Monaco editor). */
function resultPane(page: Page): Locator {
  return page.locator('.result-window');
}

/** The text of a Monaco editor once it matches (Monaco writes spaces as U+00A0, which `\s` matches). */
async function textWhen(editor: Locator, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const text = (await editor.textContent()) ?? '';
    if (pattern.test(text)) return text;
    if (Date.now() > until) throw new Error(`${pattern} did not show; the editor shows: ${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs the operation in the editor with the Run button and waits for the result pane to show `expected`. */
async function run(page: Page, expected: RegExp): Promise<string> {
  await page.getByRole('button', { name: /^Execute query/ }).click();
  return textWhen(resultPane(page), expected);
}

/** Waits for GraphiQL to be on screen with the schema loaded (its docs button is there once it is). */
async function waitForGraphiQL(page: Page): Promise<void> {
  await page.locator('.graphiql-container').waitFor();
  await page.locator('.graphiql-query-editor .view-lines').waitFor();
}

function expectAllLocal(requests: string[]): void {
  expect(requests.length).toBeGreaterThan(0);
  const origin = new URL(BASE_URL).origin;
  const elsewhere = requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin);
  expect(elsewhere).toEqual([]);
  expect(requests.every((url) => url.startsWith('data:') || url.startsWith('blob:') || new URL(url).hostname === '127.0.0.1')).toBe(true);
}

describe('the GraphQL playground', () => {
  it('runs me and a search with the session cookie, shows the docs, and nothing leaves the machine', async () => {
    const { page, requests, errors, close } = await watchedPage(session);
    try {
      const answer = await page.goto(playgroundWith('{ me { email remainingCredits } }'));
      expect(answer?.status()).toBe(200);
      expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      await waitForGraphiQL(page);
      expect(await page.locator('.graphiql-query-editor').textContent()).toContain('remainingCredits');

      const me = await run(page, /remainingCredits/);
      expect(me).toContain(String(session.user.email));
      expect(me).toMatch(/"remainingCredits":\s*5/);

      // A search, also from the address: the editor opens with it.
      await page.goto(
        playgroundWith(
          '{ searchProfiles(input: { type: ai, query: "software engineers in London" }) { totalResults hits { person { fullName } } } }',
        ),
      );
      await waitForGraphiQL(page);
      const search = await run(page, /totalResults/);
      expect(search).toMatch(/"fullName":\s*"[^"]+"/);
      expect(Number(/"totalResults":\s*(\d+)/.exec(search)?.[1])).toBeGreaterThan(0);

      // The docs: the explorer lists the root types, and Query's fields.
      await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
      const docs = page.locator('.graphiql-doc-explorer');
      await docs.getByText('Query', { exact: true }).first().waitFor();
      await docs.getByRole('link', { name: 'Query', exact: true }).first().click();
      await docs.getByText('searchProfiles', { exact: true }).first().waitFor();
      await screenshot(page, 'playground-1440');

      expectAllLocal(requests);
      // Monaco's three workers came from this server, built by the project's own build.
      expect(requests.some((url) => /\/assets\/graphql\.worker-[^/]+\.js$/.test(url))).toBe(true);
      expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends a header typed in the headers editor (a token as Bearer), instead of the cookie', async () => {
    const { page, requests, close } = await watchedPage();
    try {
      await page.goto(playgroundWith('{ me { email } }'));
      await waitForGraphiQL(page);
      await page.getByRole('button', { name: 'Headers' }).click();
      const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
      await headers.click();
      await page.keyboard.insertText(`{ "Authorization": "Bearer ${session.token}" }`);
      await textWhen(headers, /"Authorization":\s*"Bearer\s[^"]+"\s*}/);
      const sent = page.waitForRequest(
        (r) => r.url().endsWith('/graphql') && r.method() === 'POST' && /me \{ email/.test(r.postData() ?? ''),
      );
      const me = await run(page, /email/);
      expect((await sent).headers().authorization).toBe(`Bearer ${session.token}`);
      expect(me).toContain(String(session.user.email));
      expectAllLocal(requests);
    } finally {
      await close();
    }
  });

  it('works with a personal API key in the headers editor and no cookie, and refuses it once revoked', async () => {
    const created = await apiGraphql<{ createApiKey: { key: string; apiKey: { id: string } } }>(
      session,
      'mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { key apiKey { id } } }',
      { input: { name: 'Playground' } },
    );
    const { key } = created.createApiKey;
    const { context, page, requests, close } = await watchedPage();
    try {
      await page.goto(
        playgroundWith('{ me { email remainingCredits } searchProfiles(input: { type: ai, query: "engineers" }) { totalResults } }'),
      );
      await waitForGraphiQL(page);
      await page.getByRole('button', { name: 'Headers' }).click();
      const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
      await headers.click();
      await page.keyboard.insertText(`{ "Authorization": "Bearer ${key}" }`);
      await textWhen(headers, /"Authorization":\s*"Bearer\stlk_[^"]+"\s*}/);
      const answer = await run(page, /totalResults/);
      expect(answer).toContain(String(session.user.email));
      expect(answer).toMatch(/"totalResults":\s*[1-9]/);
      expect(await context.cookies()).toEqual([]);

      await apiGraphql(session, 'mutation ($id: ID!) { revokeApiKey(id: $id) { id } }', { id: created.createApiKey.apiKey.id });
      const refused = await run(page, /UNAUTHENTICATED/);
      expect(refused).toMatch(/This\sAPI\skey\shas\sbeen\srevoked/);
      const rest = await fetch(`${BASE_URL}/api/users/profile/${session.user._id}`, { headers: { authorization: `Bearer ${key}` } });
      expect(rest.status).toBe(401);
      expectAllLocal(requests);
    } finally {
      await close();
    }
  });

  // In production the server describes its schema to signed-in users only (server/test/playground.test.ts);
  // these journeys run a test server, where it is open, so its refusal is played back here.
  it('says to sign in when the server refuses to describe the schema', async () => {
    const { page, close } = await watchedPage();
    try {
      await page.route('**/graphql', async (route) => {
        if (!/IntrospectionQuery/.test(route.request().postData() ?? '')) return route.continue();
        await route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({
            errors: [{ message: 'Sign in to TalentLens to explore the schema.', extensions: { code: 'UNAUTHENTICATED' } }],
          }),
        });
      });
      await page.goto('/graphql');
      await waitForGraphiQL(page);
      const note = page.getByRole('alert');
      await note.getByText('Sign in to TalentLens to explore the schema.').waitFor();
      expect(await note.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
      // The page itself still works: the editor holds the default query, ready for a token.
      expect(await page.locator('.graphiql-query-editor').textContent()).toMatch(/query\s+Me/);
      await screenshot(page, 'playground-signed-out');
    } finally {
      await close();
    }
  });

  it('is the address the account page links to', async () => {
    const { page, close } = await watchedPage(session);
    try {
      await page.goto('/account');
      await page.getByRole('link', { name: 'API playground' }).click();
      await page.waitForURL('**/graphql');
      await waitForGraphiQL(page);
    } finally {
      await close();
    }
  });
});
