/**
 * Every process of the embedded PostgreSQL stopped (SIGSTOP), not dead: connections stay open and
 * nothing answers, as with a hung host. Requests in flight answer 503 with Retry-After (GraphQL
 * SERVICE_UNAVAILABLE) within the pool's query timeout instead of waiting for the database; the
 * monitor then marks it down, so later requests fail at once and /readyz answers 503; after
 * SIGCONT everything answers again by itself. Runs the built server (`npm run build --workspace
 * server`) on a DATA_DIR of its own, with the default time limits (DATABASE_STATEMENT_TIMEOUT_MS
 * 5000: the client gives up a second later).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authHeaders, freezePostgres, json, launch, postmasterPid, Running, signUp, sleep, stop } from './process-kit';
import { limit } from './time-limits';

jest.setTimeout(limit(120_000));

/** The default query timeout (6 s) and a margin for a busy machine. */
const ANSWER_WITHIN_MS = 9_000;

describe('the embedded database stopped (SIGSTOP) while the app runs', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-stall-'));
  let server: Running | undefined;
  let resume: (() => void) | undefined;
  afterAll(async () => {
    resume?.();
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null))
      console.log(server.output().split('\n').slice(-40).join('\n'));
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After within the timeout, /readyz 503, and recovers after SIGCONT', async () => {
    server = await launch({ DATA_DIR: dataDir, SEED_PROFILES: '300' });
    const { url } = server;
    const user = await signUp(url, `stall.${Date.now()}@acme-stall.io`);
    const search = (term: string) =>
      json(`${url}/api/search/profiles?searchterm=${encodeURIComponent(term)}`, { headers: authHeaders(user.token) });
    const me = () =>
      json(`${url}/graphql`, {
        method: 'POST',
        headers: authHeaders(user.token),
        body: JSON.stringify({ query: '{ me { remainingCredits } }' }),
      });
    const timed = async <T>(fn: () => Promise<T>) => {
      const started = Date.now();
      const res = await fn();
      return { res, ms: Date.now() - started };
    };
    const first = await search('engineer');
    expect(first.status).toBe(200);
    const target: string = first.body.data[0].linkedinUsername;
    const reveal = () =>
      json(`${url}/graphql`, {
        method: 'POST',
        headers: authHeaders(user.token),
        body: JSON.stringify({
          query: 'mutation ($u: String!) { revealContacts(linkedinUsername: $u) { creditsCharged } }',
          variables: { u: target },
        }),
      });
    expect((await me()).body.data.me.remainingCredits).toEqual(expect.any(Number));

    resume = freezePostgres(postmasterPid(dataDir));
    const frozenAt = Date.now();
    // In flight while it is stopped: searches (new terms, so no cached answer), GraphQL, readiness.
    const [a, b, c, gql, write, ready] = await Promise.all([
      timed(() => search('product manager')),
      timed(() => search('data scientist in London')),
      timed(() => search('designer')),
      timed(() => me()),
      timed(() => reveal()),
      timed(() => fetch(`${url}/readyz`)),
    ]);
    for (const r of [a, b, c]) {
      expect({ status: r.res.status, code: r.res.body.code }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(r.res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(r.res.body.message).toBe('The service is briefly unavailable. Please try again in a few seconds.');
      expect(r.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(gql.res.status).toBe(200);
    expect(gql.res.body.errors.map((e: any) => e.extensions.code)).toEqual(['SERVICE_UNAVAILABLE']);
    expect(gql.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // A write in flight: refused the same way, never a 500.
    expect(write.res.body.errors.map((e: any) => e.extensions.code)).toEqual(['SERVICE_UNAVAILABLE']);
    expect(write.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(ready.res.status).toBe(503);
    expect(ready.ms).toBeLessThan(3_000);

    // The monitor marked the database down: later requests fail at once. What told it depends on the
    // pool at the moment of the stop: a statement on an open connection timed out (and the monitor
    // probed), or a new connection could not be opened in time (a busy machine's pool had let one go).
    const until = Date.now() + 10_000;
    while (!/database unavailable: requests answer 503/.test(server.output()) && Date.now() < until) await sleep(100);
    expect(server.output()).toMatch(/a database statement got no answer in time: probing the database|due to connection timeout/);
    expect(server.output()).toMatch(/database unavailable: requests answer 503/);
    const later = await timed(() => search('recruiter'));
    expect(later.res.status).toBe(503);
    expect(later.res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(later.ms).toBeLessThan(1_000);
    const laterReady = await timed(() => fetch(`${url}/readyz`));
    expect(laterReady.res.status).toBe(503);
    expect(laterReady.ms).toBeLessThan(1_000);
    console.log(
      `stalled: in-flight answers after ${[a, b, c, gql].map((r) => r.ms).join(', ')} ms; /readyz ${ready.ms} ms; ` +
        `once marked down (${Date.now() - frozenAt} ms after the stop): ${later.ms} ms`,
    );

    resume();
    resume = undefined;
    const resumedAt = Date.now();
    let recoveredMs = -1;
    while (Date.now() - resumedAt < 15_000) {
      if ((await fetch(`${url}/readyz`)).status === 200) {
        recoveredMs = Date.now() - resumedAt;
        break;
      }
      await sleep(100);
    }
    console.log(`after SIGCONT: /readyz 200 after ${recoveredMs} ms`);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    const after = await search('sales');
    expect(after.status).toBe(200);
    expect(after.body.data.length).toBeGreaterThan(0);
    // The refused reveal was not acknowledged: whether PostgreSQL ran it once it was resumed or not,
    // the ledger adds up to the balance and the profile was charged at most once; revealing again is safe.
    const again = await reveal();
    expect(again.body.errors).toBeUndefined();
    const books = await json(`${url}/graphql`, {
      method: 'POST',
      headers: authHeaders(user.token),
      body: JSON.stringify({ query: '{ me { remainingCredits } creditLedger(pageSize: 100) { items { change reason reference } } }' }),
    });
    const { me: balance, creditLedger } = books.body.data as {
      me: { remainingCredits: number };
      creditLedger: { items: Array<{ change: number; reason: string; reference: string | null }> };
    };
    expect(creditLedger.items.reduce((sum, row) => sum + row.change, 0)).toBe(balance.remainingCredits);
    expect(creditLedger.items.filter((row) => row.reason === 'contact_reveal' && row.reference === target)).toHaveLength(1);
    // The same process all along.
    expect(server.child.exitCode).toBeNull();
  });
});
