/**
 * Issue 35's together-test: the layout of docs/scaling.md on one machine. A real primary and a
 * streaming standby of it (the embedded PostgreSQL's binaries), PgBouncer in transaction mode in
 * front of the primary (Debian's), and two server processes (dist/main.js, as `npm start` runs it),
 * each with DATABASE_URL through the pooler, DATABASE_DIRECT_URL to the primary and the standby as
 * its read replica. Then:
 *   - a write through one process is seen through the other at once (an account, a list, a reveal);
 *   - a new person appears in both processes' searches within a second of being written;
 *   - killing the replica in the middle of a load of searches fails none of them, and it comes back;
 *   - a replica further behind than DATABASE_REPLICA_MAX_LAG_MS leaves the rotation until it catches up;
 *   - a job sent through one process (a staff import) runs once across the two.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../src/db/data-source';
import { runImport } from '../src/modules/imports/import.service';
import { codeIn } from './helpers';
import { createLogger } from '../src/common/logger';
import { startLocalCluster, type LocalCluster } from '../src/db/local-cluster';
import { launch, type Running, sleep, stop } from './process-kit';
import { limit } from './time-limits';

jest.setTimeout(limit(180_000));

const ADMIN = { email: 'ops@cluster-test.example', password: 'a long staff password 35' };
let cluster: LocalCluster;
let a: Running;
let b: Running;
let dir: string;

async function call(server: Running, method: string, route: string, body?: unknown, token?: string) {
  const r = await fetch(`${server.url}${route}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await r.text();
  return { status: r.status, body: text.startsWith('{') || text.startsWith('[') ? (JSON.parse(text) as any) : text };
}

/** Signs up through one process (the code read from the outbox, which is in PostgreSQL). */
async function signUp(server: Running, email: string): Promise<{ id: string; token: string }> {
  expect((await call(server, 'POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true })).status).toBe(
    200,
  );
  const outbox = await call(server, 'GET', `/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const verified = await call(server, 'POST', '/api/users/verify-otp', {
    userEmail: email,
    otp: codeIn(outbox.body[0].text),
    type: 'register',
    termsAccepted: true,
  });
  expect(verified.status).toBe(200);
  return { id: verified.body.data._id, token: verified.body.data.token };
}

async function total(server: Running, token: string, query: string): Promise<number> {
  const r = await call(server, 'GET', `/api/search/profiles?type=ai&searchterm=${encodeURIComponent(query)}`, undefined, token);
  expect(r.status).toBe(200);
  return r.body.exactTotal as number;
}

/**
 * The statements with parameters the standby has run since it last started (it logs every
 * statement): the searches' reads. Its health checks have none (logged as `statement:`).
 */
function replicaSearches(): number {
  return (cluster.replicaLog().match(/LOG: {2}execute [^:]*:/g) ?? []).length;
}

async function replicasInRotation(server: Running): Promise<number> {
  const r = await call(server, 'GET', '/readyz');
  return r.body.data.replicas.inRotation as number;
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await sleep(50);
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-cluster-'));
  cluster = await startLocalCluster({ dir: path.join(dir, 'cluster'), logger: createLogger('warn'), logReplicaStatements: true });
  const env = {
    DATABASE_URL: cluster.poolerUrl,
    DATABASE_DIRECT_URL: cluster.primaryUrl,
    DATABASE_REPLICA_URLS: cluster.replicaUrl,
    // A day of answers cached: only the notice of a change can make a process search again.
    SEARCH_CACHE_SECONDS: '86400',
    // As on two hosts: one session secret (docs/scaling.md).
    JWT_SECRET: 'a-session-secret-shared-by-the-two-processes-of-this-test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // The first migrates and loads the sample people; the second finds them there.
  a = await launch({ ...env, DATA_DIR: path.join(dir, 'a'), SEED_PROFILES: '400' }, limit(120_000));
  b = await launch({ ...env, DATA_DIR: path.join(dir, 'b') }, limit(120_000));
  await until(async () => (await replicasInRotation(a)) === 1 && (await replicasInRotation(b)) === 1, limit(20_000));
});

afterAll(async () => {
  // What the servers logged as errors, to read beside a failure.
  for (const [name, server] of [['a', a] as const, ['b', b] as const]) {
    const errors = (server?.output() ?? '').split('\n').filter((l) => /"level":(50|60)/.test(l));
    if (errors.length > 0) console.log(`server ${name} logged:\n${errors.slice(0, 10).join('\n')}`);
  }
  await stop(a);
  await stop(b);
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('shows a write made through one process through the other at once', async () => {
  const user = await signUp(a, `together.${Date.now()}@cluster-test.example`);
  // The account and its session, through the other process.
  const me = await call(b, 'GET', `/api/users/profile/${user.id}`, undefined, user.token);
  expect(me.status).toBe(200);
  // A list made through one is in the other's lists.
  const made = await call(a, 'POST', '/api/profile/list', { name: 'Together' }, user.token);
  expect(made.status).toBeLessThan(300);
  const lists = await call(b, 'GET', '/api/profile/list', undefined, user.token);
  expect(lists.body.data.map((l: { name: string }) => l.name)).toContain('Together');
  // A reveal through one spends a credit the other shows at once.
  const search = await call(
    a,
    'GET',
    `/api/search/profiles?type=ai&searchterm=${encodeURIComponent('software engineer')}`,
    undefined,
    user.token,
  );
  const username = search.body.data[0].linkedinUsername as string;
  const revealed = await call(a, 'GET', `/api/profile/contacts/${username}`, undefined, user.token);
  expect(revealed.status).toBe(200);
  const after = await call(b, 'GET', '/api/activity', undefined, user.token);
  expect(after.body.data.creditsLeft).toBe(revealed.body.data.remainingCredits);
  expect(after.body.data.contactsRevealed).toBe(1);
});

it("shows a new person in both processes' searches within a second, though each had cached the search without them", async () => {
  const { token } = await signUp(b, `newcomer.${Date.now()}@cluster-test.example`);
  const query = 'marine biologist in Lisbon';
  expect(await total(a, token, query)).toBe(0);
  expect(await total(b, token, query)).toBe(0);

  // Written by another process (as `npm run import` would), through the pooler like the servers.
  const file = path.join(dir, 'newcomer.jsonl');
  fs.writeFileSync(
    file,
    `${JSON.stringify({ id: 'cl-1', first_name: 'maré', last_name: 'lisboa', job_title: 'marine biologist', location_name: 'lisbon, portugal' })}\n`,
  );
  const ds = createDataSource(cluster.poolerUrl, undefined, undefined, { directUrl: cluster.primaryUrl });
  await ds.initialize();
  try {
    const { job } = await runImport(ds, { file, format: 'pdl', source: 'together' });
    expect(job.created).toBe(1);
  } finally {
    await ds.destroy();
  }
  const written = Date.now();
  const seen = await Promise.all(
    [a, b].map(async (server) => {
      while ((await total(server, token, query)) !== 1) {
        if (Date.now() - written > 5000) return Infinity;
        await sleep(20);
      }
      return Date.now() - written;
    }),
  );
  console.log(`a new person found by the two processes after ${seen.join(' and ')} ms`);
  for (const ms of seen) expect(ms).toBeLessThan(1000);
});

it('fails no search when the replica is killed in the middle of a load, and takes it back when it returns', async () => {
  const { token } = await signUp(a, `load.${Date.now()}@cluster-test.example`);
  const titles = [
    'software engineer',
    'data scientist',
    'product manager',
    'nurse',
    'recruiter',
    'account executive',
    'designer',
    'teacher',
  ];
  const places = ['London', 'Berlin', 'New York', 'Toronto', 'Paris', 'Amsterdam', 'Chicago', 'Madrid', 'Sydney', 'Austin'];
  // 240 searches, each asked once (nothing cached), 6 at a time, through both processes.
  const searches = titles.flatMap((t) => places.flatMap((p) => [1, 2, 3].map((page) => ({ q: `${t} in ${p}`, page }))));
  const readsBefore = replicaSearches();
  const statuses: number[] = [];
  let next = 0;
  let killed = false;
  let readsAtKill = 0;
  const worker = async (n: number) => {
    while (next < searches.length) {
      const i = next++;
      if (i === 80 && !killed) {
        killed = true;
        readsAtKill = replicaSearches();
        await cluster.killReplica();
      }
      const { q, page } = searches[i];
      const server = (i + n) % 2 === 0 ? a : b;
      const r = await call(
        server,
        'GET',
        `/api/search/profiles?type=ai&page=${page}&searchterm=${encodeURIComponent(q)}`,
        undefined,
        token,
      );
      statuses.push(r.status);
    }
  };
  await Promise.all([0, 1, 2, 3, 4, 5].map(worker));
  expect(statuses).toHaveLength(searches.length);
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
  expect(await replicasInRotation(a)).toBe(0);

  // Reads had gone to the replica before it was killed.
  expect(readsAtKill).toBeGreaterThan(readsBefore + 40);

  await cluster.startReplica();
  await until(async () => (await replicasInRotation(a)) === 1 && (await replicasInRotation(b)) === 1, limit(20_000));
  // And they go there again.
  const back = replicaSearches();
  for (const p of places)
    expect(
      (await call(a, 'GET', `/api/search/profiles?type=ai&searchterm=${encodeURIComponent(`engineer in ${p}`)}`, undefined, token)).status,
    ).toBe(200);
  expect(replicaSearches()).toBeGreaterThan(back);
});

it('leaves a replica that falls behind out of the rotation, without an error, until it catches up', async () => {
  const standby = new Client({ connectionString: cluster.replicaAdminUrl });
  await standby.connect();
  try {
    await standby.query('SELECT pg_wal_replay_pause()');
    // Something written on the primary that the paused standby does not replay: it falls behind.
    const { token } = await signUp(a, `behind.${Date.now()}@cluster-test.example`);
    await until(async () => (await replicasInRotation(a)) === 0 && (await replicasInRotation(b)) === 0, limit(10_000));
    // Searches go on, from the primary.
    const before = replicaSearches();
    for (const server of [a, b]) expect(await total(server, token, 'nurse in Toronto')).toBeGreaterThanOrEqual(0);
    expect(replicaSearches()).toBe(before);
    await standby.query('SELECT pg_wal_replay_resume()');
    await until(async () => (await replicasInRotation(a)) === 1 && (await replicasInRotation(b)) === 1, limit(10_000));
  } finally {
    await standby.query('SELECT pg_wal_replay_resume()').catch(() => undefined);
    await standby.end();
  }
});

it('runs a job sent through one process once across the two (a staff import)', async () => {
  const login = await call(b, 'POST', '/api/admins/login', { email: ADMIN.email, password: ADMIN.password });
  expect(login.status).toBe(200);
  const staffToken = login.body.data.token as string;
  const lines = Array.from({ length: 25 }, (_, i) =>
    JSON.stringify({
      id: `once-${i}`,
      first_name: 'astra',
      last_name: `cartographer${i}`,
      job_title: 'cartographer',
      location_name: 'oslo, norway',
    }),
  ).join('\n');
  const r = await fetch(`${b.url}/api/admin/imports?fileName=once.jsonl&format=pdl&source=once`, {
    method: 'POST',
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/octet-stream' },
    body: `${lines}\n`,
  });
  expect(r.status).toBe(202);
  const jobId = ((await r.json()) as any).data.job.id as string;
  const c = new Client({ connectionString: cluster.primaryUrl });
  await c.connect();
  try {
    await until(
      async () => (await c.query(`SELECT status FROM import_jobs WHERE id = $1`, [jobId])).rows[0]?.status === 'finished',
      limit(30_000),
    );
    const { rows } = await c.query<{ created: number }>(`SELECT created FROM import_jobs WHERE id = $1`, [jobId]);
    expect(rows[0].created).toBe(25);
    const { token } = await signUp(a, `once.${Date.now()}@cluster-test.example`);
    expect(await total(a, token, 'cartographer in Oslo')).toBe(25);
    // pg-boss queued it once and one of the two processes ran it once.
    const { rows: jobs } = await c.query<{ n: string }>(
      `SELECT count(*) AS n FROM pgboss.job WHERE name = 'import' AND data->>'jobId' = $1`,
      [jobId],
    );
    expect(Number(jobs[0].n)).toBe(1);
  } finally {
    await c.end();
  }
});
