/**
 * The embedded PostgreSQL killed (SIGKILL) under load, while the app keeps running: the app
 * notices, restarts it on the same port, and its pool reconnects. Meanwhile every answer is 503
 * (REST, with Retry-After) or SERVICE_UNAVAILABLE (GraphQL), never a 500; afterwards every
 * acknowledged write is there exactly once and every ledger adds up. Runs the built server
 * (`npm run build --workspace server`) on a DATA_DIR of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { authHeaders, isAlive, json, launch, postmasterPid, Running, signUp, sleep, stop } from './process-kit';
import { limit } from './time-limits';

jest.setTimeout(limit(120_000));

type Op = 'search' | 'reveal' | 'add' | 'gql-me' | 'gql-reveal' | 'gql-add';

interface Outcome {
  op: Op;
  user: number;
  target?: string;
  /** HTTP status; 0 when no answer came at all. */
  status: number;
  retryAfter: string | null;
  body: any;
  /** Milliseconds since the database was killed (negative: before). */
  at: number;
}

const USERS = 4;
const WORKERS_PER_USER = 2;
const SEARCHES = ['engineer', 'product manager', 'sales in London', 'data scientist', 'designer', 'recruiter'];

describe('the embedded database killed while the app runs', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-outage-'));
  let server: Running | undefined;
  afterAll(async () => {
    // A server that ended by itself: its last words explain the failure.
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null))
      console.log(server.output().split('\n').slice(-40).join('\n'));
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 / SERVICE_UNAVAILABLE meanwhile, comes back by itself, and loses or doubles no acknowledged write', async () => {
    server = await launch({ DATA_DIR: dataDir, SEED_PROFILES: '300', OTP_LIMIT_PER_CLIENT: '100' });
    const { url } = server;
    const appPid = server.child.pid!;

    // Users, one list each, and profiles to reveal and save (from searches).
    const users: Array<Awaited<ReturnType<typeof signUp>>> = [];
    for (let i = 0; i < USERS; i++) users.push(await signUp(url, `outage.${i}.${Date.now()}@acme-outage${i}.io`));
    const lists: string[] = [];
    for (const u of users) {
      const created = await json(`${url}/api/profile/list`, {
        method: 'POST',
        headers: authHeaders(u.token),
        body: JSON.stringify({ name: 'Outage' }),
      });
      expect(created.status).toBe(201);
      lists.push(created.body.data.listId);
    }
    const usernames = new Set<string>();
    for (const term of SEARCHES.slice(0, 3)) {
      const found = await json(`${url}/api/search/profiles?searchterm=${encodeURIComponent(term)}`, {
        headers: authHeaders(users[0].token),
      });
      expect(found.status).toBe(200);
      for (const p of found.body.data) usernames.add(p.linkedinUsername);
    }
    const targets = [...usernames].slice(0, 12);
    expect(targets.length).toBeGreaterThanOrEqual(8);

    let killedAt = Number.POSITIVE_INFINITY;
    const outcomes: Outcome[] = [];
    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];

    const call = async (op: Op, user: number): Promise<void> => {
      const token = users[user].token;
      const target = pick(targets);
      const gql = (query: string, variables: object) => ({
        method: 'POST',
        headers: authHeaders(token),
        body: JSON.stringify({ query, variables }),
      });
      let request: [string, RequestInit];
      switch (op) {
        case 'search':
          request = [`${url}/api/search/profiles?searchterm=${encodeURIComponent(pick(SEARCHES))}`, { headers: authHeaders(token) }];
          break;
        case 'reveal':
          request = [`${url}/api/profile/contacts/${encodeURIComponent(target)}`, { headers: authHeaders(token) }];
          break;
        case 'add':
          request = [
            `${url}/api/profile/addtolist`,
            { method: 'POST', headers: authHeaders(token), body: JSON.stringify({ listId: lists[user], profileId: target }) },
          ];
          break;
        case 'gql-me':
          request = [`${url}/graphql`, gql('query { me { remainingCredits } }', {})];
          break;
        case 'gql-reveal':
          request = [
            `${url}/graphql`,
            gql('mutation ($u: String!) { revealContacts(linkedinUsername: $u) { charged linkedinUsername } }', { u: target }),
          ];
          break;
        case 'gql-add':
          request = [
            `${url}/graphql`,
            gql('mutation ($l: ID!, $p: String!) { addToList(listId: $l, profileId: $p) { profileCount } }', { l: lists[user], p: target }),
          ];
          break;
      }
      const started = Date.now();
      try {
        const res = await json(...request);
        outcomes.push({
          op,
          user,
          target,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: res.body,
          at: started - killedAt,
        });
      } catch (err) {
        outcomes.push({ op, user, target, status: 0, retryAfter: null, body: String(err), at: started - killedAt });
      }
    };

    let running = true;
    const ops: Op[] = ['search', 'search', 'reveal', 'add', 'gql-me', 'gql-reveal', 'gql-add'];
    const workers = users.flatMap((_, user) =>
      Array.from({ length: WORKERS_PER_USER }, async () => {
        while (running) {
          await call(pick(ops), user);
          await sleep(5 + Math.random() * 15);
        }
      }),
    );

    await sleep(1500);
    const killedPid = postmasterPid(dataDir);
    process.kill(killedPid, 'SIGKILL');
    killedAt = Date.now();

    // /readyz: 503 while the database is away, 200 again without restarting the app.
    const readiness: number[] = [];
    let recoveredMs = -1;
    while (Date.now() - killedAt < 15_000) {
      const status = (await fetch(`${url}/readyz`)).status;
      readiness.push(status);
      if (status === 200 && readiness.includes(503)) {
        recoveredMs = Date.now() - killedAt;
        break;
      }
      await sleep(50);
    }
    await sleep(1500); // the load goes on a while after the database is back
    running = false;
    await Promise.all(workers);

    console.log(
      `database killed (pid ${killedPid}); /readyz back to 200 after ${recoveredMs} ms; ${outcomes.length} requests: ` +
        Object.entries(outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.status]: (acc[o.status] ?? 0) + 1 }), {}))
          .map(([s, n]) => `${n} x ${s}`)
          .join(', '),
    );

    console.log(
      server
        .output()
        .split('\n')
        .filter((line) => /PostgreSQL|database/.test(line))
        .join('\n'),
    );
    expect(readiness).toContain(503);
    expect(recoveredMs).toBeGreaterThan(0);
    expect(recoveredMs).toBeLessThan(15_000);
    // The same app process, a new database server.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.pid).toBe(appPid);
    expect(isAlive(killedPid)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(killedPid);
    expect(server.output()).toMatch(/"signal":"SIGKILL".*the embedded PostgreSQL exited unexpectedly/);
    expect(server.output()).toMatch(/the embedded PostgreSQL is running again/);

    // Every answer is one a client can act on: never a 500, never a dropped connection.
    const rest = outcomes.filter((o) => !o.op.startsWith('gql'));
    const graphql = outcomes.filter((o) => o.op.startsWith('gql'));
    const unexpected = [
      ...rest.filter((o) => ![200, 201, 402, 503].includes(o.status)),
      ...rest.filter(
        (o) => o.status === 503 && !(/^\d+$/.test(o.retryAfter ?? '') && o.body?.status === 'error' && typeof o.body.message === 'string'),
      ),
      ...graphql.filter((o) => o.status !== 200),
      ...graphql.filter((o) =>
        (o.body?.errors ?? []).some((e: any) => !['SERVICE_UNAVAILABLE', 'INSUFFICIENT_CREDITS'].includes(e.extensions?.code)),
      ),
    ];
    if (unexpected.length > 0)
      console.log(
        server
          .output()
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line))
          .join('\n'),
      );
    expect(unexpected).toEqual([]);
    // The outage was seen on both transports, and work went on before and after it.
    expect(rest.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(graphql.filter((o) => o.body.errors?.some((e: any) => e.extensions.code === 'SERVICE_UNAVAILABLE')).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.at < 0 && o.status === 200).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.at > recoveredMs && o.status === 200 && !o.body.errors).length).toBeGreaterThan(0);

    // Afterwards: every acknowledged reveal and list add is there exactly once; ledgers add up.
    const db = new Client({ connectionString: fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim() });
    await db.connect();
    try {
      for (let user = 0; user < USERS; user++) {
        const mine = outcomes.filter((o) => o.user === user);
        const acknowledged = (op: Op, gqlOp: Op) => [
          ...new Set(
            mine
              .filter((o) => (o.op === op && o.status >= 200 && o.status < 300) || (o.op === gqlOp && o.status === 200 && !o.body.errors))
              .map((o) => o.target!),
          ),
        ];
        const revealed = acknowledged('reveal', 'gql-reveal');
        const added = acknowledged('add', 'gql-add');
        expect(revealed.length + added.length).toBeGreaterThan(0);

        const answer = await json(`${url}/graphql`, {
          method: 'POST',
          headers: authHeaders(users[user].token),
          body: JSON.stringify({
            query: `query ($id: ID!) { me { remainingCredits } creditLedger(pageSize: 100) { total items { change reason reference } } list(id: $id) { linkedinUsernames } }`,
            variables: { id: lists[user] },
          }),
        });
        expect(answer.body.errors).toBeUndefined();
        const {
          me,
          creditLedger: { items: creditLedger },
          list,
        } = answer.body.data as {
          me: { remainingCredits: number };
          creditLedger: { total: number; items: Array<{ change: number; reason: string; reference: string | null }> };
          list: { linkedinUsernames: string[] };
        };
        expect(answer.body.data.creditLedger.items).toHaveLength(answer.body.data.creditLedger.total); // the whole ledger
        // The ledger sums to the balance, and no profile was charged twice.
        expect(creditLedger.reduce((sum, row) => sum + row.change, 0)).toBe(me.remainingCredits);
        const charged = creditLedger.filter((row) => row.reason === 'contact_reveal').map((row) => row.reference);
        expect(new Set(charged).size).toBe(charged.length);
        // Every acknowledged reveal: its row and its one charge.
        for (const username of revealed) {
          expect({ username, charges: charged.filter((c) => c === username).length }).toEqual({ username, charges: 1 });
          const rows = await db.query(
            'SELECT count(*)::int AS n FROM contact_reveals r JOIN profiles p ON p.id = r.profile_id WHERE r.user_id = $1 AND p.linkedin_username = $2',
            [users[user]._id, username],
          );
          expect({ username, reveals: rows.rows[0].n }).toEqual({ username, reveals: 1 });
        }
        // Every acknowledged add: in the list once.
        expect(new Set(list.linkedinUsernames).size).toBe(list.linkedinUsernames.length);
        for (const username of added) expect(list.linkedinUsernames).toContain(username);
      }
    } finally {
      await db.end();
    }

    // And the app goes on answering.
    const after = await json(`${url}/api/search/profiles?searchterm=engineer`, { headers: authHeaders(users[1].token) });
    expect(after.status).toBe(200);
    expect(after.body.data.length).toBeGreaterThan(0);
  });
});
