import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { restProblem } from './fuzz-checks';
import { expectStillServing, fuzzParams } from './fuzz-harness';
import { inProcessTarget, type Target } from './fuzz-targets';
import { send } from './fuzz-wire';
import { runPlan } from './fuzz-requests';
import { documentedRoutes, normaliseRoute, REST_ROUTES, restRequestArb } from './fuzz-rest-requests';
import { limit } from './time-limits';

/**
 * Property: whatever arrives at a REST route (hostile path parameters, query parameters, bodies,
 * content types, credentials or none), the server answers below 500, in the envelope
 * { status, message?, data? }, a JSON body over the limit with 413, and goes on answering
 * (/healthz after every request; /healthz, a signed-in search and `me` after every test). The app runs
 * in this process; an unhandled rejection fails the run. fuzz.process.test.ts runs the built
 * server as a process, where such a rejection would exit it.
 */
jest.setTimeout(limit(120_000));

let target: Target;
beforeAll(async () => {
  target = await inProcessTarget();
}, limit(60_000));
// After every test, passed or failed: /healthz, a signed-in search and `me` still answer.
afterEach(async () => {
  if (target) await expectStillServing(target);
});
afterAll(async () => {
  await target?.close();
});

it('fuzzes every route of the REST table in docs/api.md', () => {
  const apiDoc = fs.readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'api.md'), 'utf8');
  const listed = documentedRoutes(apiDoc).sort();
  expect(listed.length).toBeGreaterThan(15);
  expect(REST_ROUTES.map((r) => normaliseRoute(r.method, r.path)).sort()).toEqual(listed);
});

describe.each(REST_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
  it('answers every fuzzed request below 500 in the envelope, and the server keeps answering', async () => {
    await fc.assert(
      fc.asyncProperty(restRequestArb(route, target.fixtures), (plan) => runPlan(target, plan)),
      fuzzParams(),
    );
  });
});

/**
 * What the properties found, as plain examples that fail on their own: the answers the fixes give
 * (NUL bytes and unpaired surrogates, bad percent-encoding and too-deep JSON: 400; a body over the
 * limit: 413), else at least no 5xx and the envelope.
 */
describe('hostile inputs the fuzz found', () => {
  const call = async (method: string, p: string, body?: string | Buffer, headers: Record<string, string> = {}, signedIn = true) => {
    const req = {
      method,
      path: p,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': target.clientIp,
        ...(signedIn ? { authorization: `Bearer ${target.fixtures.user.token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : Buffer.from(body),
      auth: signedIn ? 'Bearer' : 'none',
    };
    const ans = await send(target.url, target.agent, req);
    expect(restProblem(req, ans)).toBeUndefined();
    return { status: ans.status, body: JSON.parse(ans.text) };
  };
  const ERROR = { status: 'error', message: expect.any(String), code: expect.any(String) };

  it.each([
    ['a NUL byte in the search text', '/api/search/profiles?type=ai&searchterm=data%00engineer'],
    ['a NUL byte in a build filter', '/api/search/profiles?type=build&titles=engineer%00'],
    ['a NUL byte in the persona search text', '/api/search/profiles?type=persona&persona=early-manager&searchterm=%00'],
    ['bad percent-encoding in a path parameter', '/api/profile/list/%zz'],
    ['a cut percent-encoding in a path parameter', '/api/profile/contacts/%E0%A4%A'],
    ['an encoded unpaired surrogate in a path parameter', '/api/users/profile/%ED%A0%80'],
  ])('%s answers 400', async (_name, p) => {
    expect(await call('GET', p)).toEqual({ status: 400, body: ERROR });
  });

  it.each([
    ['an unpaired high surrogate', '{"name": "list \\ud800"}'],
    ['an unpaired low surrogate', '{"name": "\\udc00 list"}'],
    ['a NUL byte', '{"name": "list\\u0000"}'],
    ['a NUL byte in the description', '{"name": "list", "description": "\\u0000"}'],
  ])('a new list with %s answers 400', async (_name, body) => {
    expect(await call('POST', '/api/profile/list', body)).toEqual({ status: 400, body: ERROR });
  });

  it('JSON nested a few thousand levels deep answers 400', async () => {
    const deep = `{"name": ${'['.repeat(3000)}${']'.repeat(3000)}}`;
    expect(await call('POST', '/api/profile/list', deep)).toEqual({ status: 400, body: ERROR });
  });

  it('a JSON body over 100 KB answers 413', async () => {
    expect(await call('POST', '/api/profile/list', JSON.stringify({ name: 'x'.repeat(110_000) }))).toEqual({ status: 413, body: ERROR });
  });

  it.each([
    ['a charset JSON is never sent in', { 'content-type': 'application/json; charset=latin1' }, '{"name": "x"}'],
    ['an unknown content-encoding', { 'content-encoding': 'bogus' }, '{"name": "x"}'],
    ['content-encoding gzip on a body that is not compressed', { 'content-encoding': 'gzip' }, '{"name": "x"}'],
  ])('a body with %s answers 4xx in the envelope', async (_name, headers, body) => {
    const r = await call('POST', '/api/profile/list', body, headers);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.body).toEqual(ERROR);
  });

  it.each([
    ['/api/profile/list', '{"name": "x", "x": {"constructor": {}}}'],
    ['/api/users/email-otp', '{"userEmail": "a@acme-fuzz.io", "type": "login", "x": {"constructor": []}}'],
    ['/api/users/verify-otp', '{"userEmail": "a@acme-fuzz.io", "otp": "123456", "type": "login", "x": [{"constructor": "String"}]}'],
  ])('POST %s with an unknown field holding an object with a "constructor" key answers below 500', async (p, body) => {
    const r = await call('POST', p, body);
    expect(r.status).toBeLessThan(500);
  });

  it.each([
    ['an unpaired surrogate in the e-mail', { userEmail: 'ja\ud800ne@acme.io', type: 'login' }, {}, 400],
    [
      'the longest valid work e-mail (254 characters)',
      { userEmail: `${'l'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(58)}.io`, type: 'login' },
      {},
      200,
    ],
    [
      'a 300-character X-Forwarded-For',
      { userEmail: 'long.forwarded@acme-fuzz.io', type: 'login' },
      { 'x-forwarded-for': 'x'.repeat(300) },
      200,
    ],
  ])('asking for a code with %s is answered, not a 500', async (_name, body, headers, status) => {
    const r = await call('POST', '/api/users/email-otp', JSON.stringify(body), headers, false);
    expect(r.status).toBe(status);
  });
});
