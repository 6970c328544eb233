import fc from 'fast-check';
import { graphqlProblem, restProblem } from './fuzz-checks';
import { exchange, expectStillServing, FUZZ_RUNS, fuzzParams } from './fuzz-harness';
import { childProcessTarget, type Target } from './fuzz-targets';
import { gqlOperations, gqlRequestArb, gqlTransportArb } from './fuzz-graphql-requests';
import { runPlan } from './fuzz-requests';
import { REST_ROUTES, restRequestArb } from './fuzz-rest-requests';
import { limit } from './time-limits';

/**
 * The same fuzz against the built server (dist/main.js) as a child process: there an unhandled
 * rejection or an uncaught exception exits the process (Node's default), which the in-process
 * runs of fuzz.rest.test.ts and fuzz.graphql.test.ts cannot show. After every request the
 * process must still run and answer /healthz; an exit fails the run with the server's last log
 * lines, and the server is started again so that fast-check can shrink the input.
 * `npm run build --workspace server` first (npm test builds before it tests).
 */
jest.setTimeout(limit(180_000));

/** Runs of the mixed property: every route and operation in one property, so more runs than each per-route one. */
const RUNS = Math.max(1, Number(process.env.FUZZ_PROCESS_RUNS ?? FUZZ_RUNS * 2));

let target: Target;
beforeAll(async () => {
  target = await childProcessTarget();
}, limit(90_000));
// After every test, passed or failed: /healthz, a signed-in search and `me` still answer.
afterEach(async () => {
  if (target) await expectStillServing(target);
});
afterAll(async () => {
  await target?.close();
});

it('keeps running and answering whatever arrives at any REST route or GraphQL operation', async () => {
  const fx = target.fixtures;
  const operations = gqlOperations();
  const anyRequest = fc.oneof(
    ...REST_ROUTES.map((route) => restRequestArb(route, fx)),
    ...operations.map((op) => gqlRequestArb(op, fx)),
    gqlTransportArb(operations),
  );
  await fc.assert(
    fc.asyncProperty(anyRequest, (plan) => runPlan(target, plan)),
    fuzzParams(RUNS),
  );
});

/** What exited the process when the fuzz found it: a search whose history row fails while the index is searched. */
describe('inputs that exited the process', () => {
  const auth = () => ({ authorization: `Bearer ${target.fixtures.user.token}` });
  it.each(['ai', 'persona&persona=early-manager', 'build&titles=engineer'])('a NUL byte in a search of type %s', async (type) => {
    for (const term of ['%00', 'data%00engineer', 'engineer%00']) {
      await exchange(target, {
        req: {
          label: 'GET /api/search/profiles',
          method: 'GET',
          path: `/api/search/profiles?type=${type}&searchterm=${term}&keywords=${term}`,
          headers: auth(),
          auth: 'Bearer',
        },
        check: restProblem,
      });
    }
  });
  it('a NUL byte in a GraphQL search', async () => {
    for (const input of [
      { type: 'ai', query: 'data\u0000engineer' },
      { type: 'persona', persona: 'early-manager', query: '\u0000' },
    ]) {
      const body = Buffer.from(
        JSON.stringify({ query: 'query S($input: SearchInput!) { searchProfiles(input: $input) { totalResults } }', variables: { input } }),
      );
      await exchange(target, {
        req: {
          label: 'query searchProfiles',
          method: 'POST',
          path: '/graphql',
          headers: { ...auth(), 'content-type': 'application/json' },
          body,
          auth: 'Bearer',
        },
        check: graphqlProblem,
      });
    }
  });
});
