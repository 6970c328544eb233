import fc from 'fast-check';
import { headBytes, NODE_MAX_HEADER_BYTES } from './fuzz-checks';
import type { Target } from './fuzz-targets';
import { ClientRefused, describeAnswer, describeRequest, send, type WireAnswer, type WireRequest } from './fuzz-wire';

/**
 * The property runner of the fuzz tests (fuzz.*.test.ts): one fuzzed exchange and its checks, the
 * fast-check options, and the check after a property that the server still serves. Beside it:
 * fuzz-wire (the raw HTTP client), fuzz-checks (what a good answer is), fuzz-targets (the servers
 * and their fixtures), fuzz-auth (the credentials), fuzz-arbitraries and fuzz-requests, fuzz-rest-requests,
 * fuzz-graphql-requests (what is sent).
 */

/** Runs per property; FUZZ_RUNS in the environment changes it (docs/configuration.md, development and test). */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 60));

export interface Exchange {
  req: WireRequest;
  check: (req: WireRequest, ans: WireAnswer) => string | undefined;
}

/**
 * Sends one fuzzed request and checks its answer, then that the server still answers /healthz and
 * that nothing went wrong outside the answer. Throws a message with the request and the answer,
 * which fast-check prints with the shrunk counterexample.
 */
export async function exchange(target: Target, { req, check }: Exchange): Promise<void> {
  await target.ensureUp();
  const mark = target.logMark();
  req.headers['x-forwarded-for'] ??= target.clientIp;
  let ans: WireAnswer | undefined;
  let problem: string | undefined;
  try {
    ans = await send(target.url, target.agent, req);
    problem = check(req, ans);
  } catch (err) {
    if (err instanceof ClientRefused) {
      fc.pre(false); // the client cannot write this request: not a server problem
    }
    const code = (err as NodeJS.ErrnoException).code;
    if ((code === 'ECONNRESET' || code === 'EPIPE') && headBytes(req) > NODE_MAX_HEADER_BYTES) {
      // Node's parser refused the oversized head with a bare 431 and closed the connection while the
      // client was still writing it: the 431 was lost to the reset. Not the app's answer either way.
      ans = { status: 431, headers: {}, text: '' };
    } else {
      problem = `no answer: ${(err as Error).message}`;
    }
  }
  let health: string | undefined;
  try {
    const h = await send(target.url, target.agent, { method: 'GET', path: '/healthz', headers: {}, auth: 'none' }, 5000);
    if (h.status !== 200) health = `GET /healthz answered ${h.status} afterwards`;
  } catch (err) {
    health = `GET /healthz failed afterwards: ${(err as Error).message}`;
  }
  if (health) await new Promise((r) => setTimeout(r, 100)); // let an exit be seen
  const trouble = target.takeTrouble();
  const problems = [problem, health, trouble].filter(Boolean);
  if (problems.length === 0) return;
  const log = target.logSince(mark).trim();
  throw new Error(
    [
      `${target.kind} server, ${req.label}: ${problems.join('; ')}`,
      `request: ${describeRequest(req)}`,
      `answer: ${ans ? describeAnswer(ans) : '(none)'}`,
      ...(log ? [`server log:\n${log.slice(-3000)}`] : []),
    ].join('\n'),
  );
}

/** fast-check options for every fuzz property: FUZZ_RUNS runs, and a time limit (FUZZ_PROPERTY_MS) that bounds shrinking. */
export function fuzzParams(runs = FUZZ_RUNS): fc.Parameters<unknown> {
  return { numRuns: runs, maxSkipsPerRun: 10, plugins: [fc.interruptAfterTimeLimit(Number(process.env.FUZZ_PROPERTY_MS ?? 40_000))] };
}

/** After a property: the server answers /healthz, a normal signed-in search and `me`. */
export async function expectStillServing(target: Target): Promise<void> {
  await target.ensureUp();
  const trouble = target.takeTrouble();
  if (trouble) throw new Error(`${target.kind} server: ${trouble}`);
  const get = (p: string, token?: string) =>
    send(target.url, target.agent, {
      method: 'GET',
      path: p,
      headers: { 'x-forwarded-for': target.clientIp, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      auth: '',
    });
  const health = await get('/healthz');
  expect(health.status).toBe(200);
  const search = await get('/api/search/profiles?searchterm=engineer&type=ai&page=1', target.fixtures.probe.token);
  expect(search.status).toBe(200);
  expect(JSON.parse(search.text).data.length).toBeGreaterThan(0);
  const me = await send(target.url, target.agent, {
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${target.fixtures.probe.token}`,
      'x-forwarded-for': target.clientIp,
    },
    body: Buffer.from(JSON.stringify({ query: '{ me { id remainingCredits } }' })),
    auth: '',
  });
  expect(me.status).toBe(200);
  expect(JSON.parse(me.text).data.me.id).toEqual(expect.any(String));
  // Nothing the fuzzing user sent reached another user's list.
  const others = await get(`/api/profile/list/${target.fixtures.other.listId}`, target.fixtures.other.token);
  expect(others.status).toBe(200);
  expect(JSON.parse(others.text).data).toMatchObject({ name: 'Not yours', profileCount: 0 });
}
