import fc from 'fast-check';
import { graphqlProblem } from './fuzz-checks';
import { expectStillServing, FUZZ_RUNS, fuzzParams } from './fuzz-harness';
import { inProcessTarget, type Target } from './fuzz-targets';
import { send } from './fuzz-wire';
import { gqlOperations, gqlRequestArb, gqlTransportArb, inputLeaves } from './fuzz-graphql-requests';
import { runPlan } from './fuzz-requests';
import { limit } from './time-limits';

/**
 * Property: every query and mutation of schema.graphql (read from the file: a new operation is
 * fuzzed as soon as it is in the schema), with fuzzed variables of the right and the wrong types,
 * signed in or not, never answers 5xx or INTERNAL_SERVER_ERROR, every error carries
 * extensions.code, a JSON body over the limit answers 413, and the server goes on answering.
 */
jest.setTimeout(limit(120_000));

const OPERATIONS = gqlOperations();

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

it('reads every root field of schema.graphql', () => {
  const names = OPERATIONS.map((o) => `${o.kind} ${o.name}`);
  expect(names).toEqual(expect.arrayContaining(['query searchProfiles', 'query me', 'mutation createList', 'mutation logout']));
  for (const op of OPERATIONS) expect(op.document).toMatch(new RegExp(`^${op.kind} Fuzz`));
});

describe.each(OPERATIONS.map((o) => [`${o.kind} ${o.name}`, o] as const))('%s', (_name, op) => {
  it('answers every fuzzed variable set without INTERNAL_SERVER_ERROR, and the server keeps answering', async () => {
    await fc.assert(
      fc.asyncProperty(gqlRequestArb(op, target.fixtures), (plan) => runPlan(target, plan)),
      // An operation with many inputs (searchProfiles has 15) gets more runs: one or two are made hostile in each.
      fuzzParams(FUZZ_RUNS * Math.min(4, Math.max(1, inputLeaves(op) / 4))),
    );
  });
});

it('answers GraphQL requests that are wrong as a whole (document, envelope, content type, size, method)', async () => {
  await fc.assert(
    fc.asyncProperty(gqlTransportArb(OPERATIONS), (plan) => runPlan(target, plan)),
    fuzzParams(),
  );
});

/** What the properties found, as plain examples that fail on their own (see fuzz.rest.test.ts). */
describe('hostile inputs the fuzz found', () => {
  const post = async (body: string, headers: Record<string, string> = {}) => {
    const req = {
      method: 'POST',
      path: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${target.fixtures.user.token}`,
        'x-forwarded-for': target.clientIp,
        ...headers,
      },
      body: Buffer.from(body),
      auth: 'Bearer',
    };
    const ans = await send(target.url, target.agent, req);
    return { problem: graphqlProblem(req, ans), status: ans.status, body: JSON.parse(ans.text) };
  };
  const SEARCH = 'query S($input: SearchInput!) { searchProfiles(input: $input) { totalResults } }';
  const CREATE = 'mutation C($input: CreateListInput!) { createList(input: $input) { id } }';
  const REQUEST_OTP = 'mutation R($input: RequestOtpInput!) { requestOtp(input: $input) { message } }';

  it.each([
    ['a NUL byte in the search text', SEARCH, { input: { type: 'ai', query: 'data\u0000engineer' } }],
    ['an unpaired surrogate in the search text', SEARCH, { input: { type: 'ai', query: 'data \ud800' } }],
    ['a NUL byte in the persona search text', SEARCH, { input: { type: 'persona', persona: 'early-manager', query: '\u0000' } }],
    ['a NUL byte in a build filter', SEARCH, { input: { type: 'build', filters: { titles: ['engineer\u0000'] } } }],
    ['an unpaired surrogate in a list name', CREATE, { input: { name: '\udc00' } }],
    ['a NUL byte in a list name', CREATE, { input: { name: 'a\u0000b' } }],
    ['an unpaired surrogate in the e-mail', REQUEST_OTP, { input: { userEmail: '\ud800', type: 'login' } }],
  ])('%s answers BAD_USER_INPUT', async (_name, query, variables) => {
    const r = await post(JSON.stringify({ query, variables }));
    expect(r.problem).toBeUndefined();
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a body over 100 KB answers 413', async () => {
    const r = await post(JSON.stringify({ query: SEARCH, variables: { input: { type: 'ai', query: 'x'.repeat(110_000) } } }));
    expect(r.status).toBe(413);
    expect(r.body.errors?.[0]?.extensions?.code).toEqual(expect.any(String));
  });

  it.each([
    ['a subscription (the schema has none)', JSON.stringify({ query: 'subscription { me { id } }' }), {}],
    ['a charset JSON is never sent in', JSON.stringify({ query: '{ me { id } }' }), { 'content-type': 'application/json; charset=latin1' }],
    ['an unknown content-encoding', JSON.stringify({ query: '{ me { id } }' }), { 'content-encoding': 'bogus' }],
    ['content-encoding gzip on a body that is not compressed', JSON.stringify({ query: '{ me { id } }' }), { 'content-encoding': 'gzip' }],
  ])('%s answers an error with its code, not INTERNAL_SERVER_ERROR', async (_name, body, headers) => {
    const r = await post(body, headers);
    expect(r.problem).toBeUndefined();
    expect(r.status).toBeLessThan(500);
  });
});
