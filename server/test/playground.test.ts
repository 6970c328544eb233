/**
 * The GraphQL playground (src/graphql/playground.ts) and who may introspect the schema
 * (src/graphql/introspection.ts): `GET /graphql` from a browser gets the built playground page
 * under the app's security headers, every other request to /graphql reaches Apollo as before;
 * introspection is open in development and test, and in production only to signed-in users,
 * inside the same budgets as any other document.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { SIGN_IN_TO_EXPLORE } from '../src/graphql/introspection';
import { PLAYGROUND_NOT_BUILT } from '../src/graphql/playground';
import { codeIn, startTestServer, TestServer, uniqueEmail } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** What Chromium sends when a person opens a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const FAKE_PLAYGROUND = '<!doctype html><html><head><title>fake playground</title></head><body><div id="playground"></div></body></html>';
/** The document GraphiQL sends to read the schema (its default options). */
const GRAPHIQL_INTROSPECTION = getIntrospectionQuery({ inputValueDeprecation: false, schemaDescription: false });

function fakeClientDist(withPlayground: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-playground-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  if (withPlayground) fs.writeFileSync(path.join(dir, 'playground.html'), FAKE_PLAYGROUND);
  return dir;
}

function get(t: TestServer, target: string, headers: Record<string, string> = {}) {
  return fetch(t.url + target, { headers, redirect: 'manual' });
}

/** The first GraphQL error's message of an answer. */
async function firstError(r: Response): Promise<string> {
  return ((await r.json()) as { errors: Array<{ message: string }> }).errors[0].message;
}

describe('GET /graphql', () => {
  let t: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = fakeClientDist(true);
    t = await startTestServer({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('from a browser is the playground page, under the app security headers', async () => {
    const r = await get(t, '/graphql', { accept: BROWSER_ACCEPT });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await r.text()).toBe(FAKE_PLAYGROUND);
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval|unpkg|jsdelivr|esm\.sh|cdn/);
    // The same policy as every page of the app: the playground needs nothing looser.
    const app = await get(t, '/dashboard', { accept: BROWSER_ACCEPT });
    expect(app.headers.get('content-security-policy')).toBe(csp);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(r.headers.get('cache-control')).toBe('no-cache');
  });

  it("from a browser with GraphiQL's ?query= is the playground too (it opens with that query)", async () => {
    const r = await get(t, `/graphql?query=${encodeURIComponent('{ me { email remainingCredits } }')}`, { accept: BROWSER_ACCEPT });
    expect(r.status).toBe(200);
    expect(await r.text()).toBe(FAKE_PLAYGROUND);
  });

  it('asking for JSON, or with no Accept header, still reaches Apollo: its CSRF prevention, its "no query"', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json, application/json;q=0.9', '*/*', undefined]) {
      const r = await get(t, '/graphql', accept ? { accept } : {});
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/json/);
      expect(await firstError(r)).toMatch(/Cross-Site Request Forgery/);
    }
    const missing = await get(t, '/graphql', { accept: 'application/json', 'apollo-require-preflight': 'true' });
    expect(missing.status).toBe(400);
    expect(await firstError(missing)).toMatch(/must contain a non-empty `query`/);
  });

  it("a GraphQL client's GET query is answered as before", async () => {
    const r = await get(t, `/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      accept: 'application/json',
      'apollo-require-preflight': 'true',
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('POST /graphql is unchanged, whatever it accepts', async () => {
    const r = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: BROWSER_ACCEPT },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('the page is not served as a file: /playground.html leads to /graphql', async () => {
    const r = await get(t, '/playground.html', { accept: BROWSER_ACCEPT });
    expect(r.status).toBe(301);
    expect(r.headers.get('location')).toBe('/graphql');
  });

  it('in development and test, anyone may introspect (the playground docs work signed out)', async () => {
    const r = await t.gql(GRAPHIQL_INTROSPECTION);
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('GET /graphql without a built client', () => {
  it('says how to build the playground (404), and the API still answers', async () => {
    const dist = fakeClientDist(false);
    const t = await startTestServer({ CLIENT_DIST: dist });
    try {
      const r = await get(t, '/graphql', { accept: BROWSER_ACCEPT });
      expect(r.status).toBe(404);
      expect(r.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await r.text()).toContain('The GraphQL playground is not built on this server.');
      expect(PLAYGROUND_NOT_BUILT).toMatch(/npm run build/);
      expect((await t.gql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('introspection in production', () => {
  let sink: SmtpSink;
  let t: TestServer;
  let token: string;
  let email: string;

  /** Signs a user up with the code the production server mailed to the SMTP sink. */
  async function signUpBySmtp(): Promise<{ token: string; email: string }> {
    const address = uniqueEmail('prod');
    expect((await t.rest('POST', '/api/users/email-otp', { userEmail: address, type: 'register', termsAccepted: true })).status).toBe(200);
    const mail = sink.received.find((m) => m.to.includes(address));
    const verified = await t.rest('POST', '/api/users/verify-otp', {
      userEmail: address,
      otp: codeIn(mail!.raw),
      type: 'register',
      termsAccepted: true,
    });
    expect(verified.status).toBe(200);
    return { token: verified.body.data.token, email: address };
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestServer({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), SMTP_URL: sink.url });
    ({ token, email } = await signUpBySmtp());
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it.each([
    ['GraphiQL introspection query', GRAPHIQL_INTROSPECTION],
    ['__type', '{ __type(name: "Query") { name fields { name } } }'],
    ['__schema in a fragment', '{ ...F } fragment F on Query { __schema { types { name } } }'],
    ['__schema beside a public field', '{ creditPackages { id } __schema { queryType { name } } }'],
  ])('refuses the %s to a caller who is not signed in (401, UNAUTHENTICATED, nothing run)', async (_name, query) => {
    const r = await t.gql(query);
    expect(r.status).toBe(401);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors).toEqual([{ message: SIGN_IN_TO_EXPLORE, extensions: { code: 'UNAUTHENTICATED' } }]);
  });

  it('still answers __typename and the public operations to anyone', async () => {
    expect((await t.gql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    const packages = await t.gql('{ creditPackages { id credits } }');
    expect(packages.status).toBe(200);
    expect(packages.body.data.creditPackages.length).toBeGreaterThan(0);
  });

  it('describes the schema to a signed-in user, by the session cookie or a Bearer token, inside the budgets', async () => {
    for (const opts of [{ cookie: `tl_session=${token}` }, { token }]) {
      const r = await t.gql(GRAPHIQL_INTROSPECTION, undefined, opts);
      expect(r.status).toBe(200);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.__schema.queryType.name).toBe('Query');
      expect(r.body.data.__schema.types.map((type: { name: string }) => type.name)).toEqual(
        expect.arrayContaining(['Query', 'Mutation', 'User']),
      );
    }
    // GraphiQL's other options (descriptions of the schema, deprecated arguments) fit as well.
    const fuller = await t.gql(getIntrospectionQuery({ inputValueDeprecation: true, schemaDescription: true }), undefined, { token });
    expect(fuller.status).toBe(200);
    expect(fuller.body.errors).toBeUndefined();
    expect((await t.gql('{ me { email } }', undefined, { token })).body.data.me.email).toBe(email);
  });

  it('a signed-in user is still held to the budgets', async () => {
    const wide = `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: __type(name: "Query") { name }`).join(' ')} }`;
    const r = await t.gql(wide, undefined, { token });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toMatch(/aliases/i);
    expect(r.body.data).toBeUndefined();
  });

  it('refuses an ended session with its own message', async () => {
    const other = await signUpBySmtp();
    expect((await t.rest('POST', '/api/users/logout', undefined, { token: other.token })).status).toBe(200);
    const r = await t.gql(GRAPHIQL_INTROSPECTION, undefined, { token: other.token });
    expect(r.status).toBe(401);
    expect(r.body.errors).toEqual([{ message: 'Your session has ended. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }]);
  });
});
