/**
 * The embedded PostgreSQL's life beside the app: an app killed with SIGKILL starts again on the
 * same data folder; no password reaches a log; the app signs in as a role of its own, not a
 * superuser; a cluster made before that role existed (postgres/postgres) is upgraded in place;
 * with DATABASE_URL, a database that goes away and comes back is waited out, not fatal.
 * The server tests run the built server (`npm run build --workspace server`).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../src/db/data-source';
import { EmbeddedDatabase, freePort, postgresBinaries, postgresUserIds, startEmbeddedPostgres } from '../src/db/embedded';
import { SupervisedPostmaster } from '../src/db/postmaster';
import { createLogger } from '../src/common/logger';
import { authHeaders, isAlive, json, launch, postmasterPid, Running, signUp, sleep, stop } from './process-kit';
import { limit } from './time-limits';

jest.setTimeout(limit(120_000));

const isRoot = process.getuid?.() === 0;

async function query<T = any>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The error code a sign-in gets (undefined when it works). */
async function signInError(url: string): Promise<string | undefined> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return undefined;
  } catch (err) {
    return (err as { code?: string }).code;
  }
}

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('a server on its embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-embedded-'));
  let first: Running | undefined;
  let second: Running | undefined;
  beforeAll(async () => {
    // debug: the embedded PostgreSQL's own output is logged too.
    first = await launch({ DATA_DIR: dataDir, LOG_LEVEL: 'debug' });
  });
  afterAll(async () => {
    await stop(first);
    await stop(second);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs no password, keeps them in 0600 files, and signs in as a role that is not a superuser', async () => {
    const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
    const urlFile = path.join(dataDir, 'database-url');
    expect(mode(credentialsFile)).toBe(0o600);
    expect(mode(urlFile)).toBe(0o600);
    const credentials = JSON.parse(fs.readFileSync(credentialsFile, 'utf8'));
    const appUrl = fs.readFileSync(urlFile, 'utf8').trim();
    expect(credentials.app.password).not.toBe(credentials.superuser.password);

    const output = first!.output();
    expect(output).toMatch(/"user":"talentlens".*"msg":"embedded PostgreSQL started"/);
    expect(output).toMatch(/embedded postgres/); // PostgreSQL's own lines are in there (LOG_LEVEL=debug)
    for (const secret of [credentials.app.password, credentials.superuser.password, encodeURIComponent(credentials.app.password)]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/postgres(ql)?:\/\/[^\s"@/]*:[^\s"@/]+@/);

    const [role] = await query(
      appUrl,
      'SELECT current_user AS name, rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user',
    );
    expect(role).toEqual({ name: 'talentlens', rolsuper: false, rolcreatedb: false, rolcreaterole: false });
    // It owns its database and every table in it (the migrations ran as that role).
    const [owners] = await query(
      appUrl,
      `SELECT pg_get_userbyid(d.datdba) AS database,
              (SELECT array_agg(DISTINCT pg_get_userbyid(relowner)::text) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public') AS objects
       FROM pg_database d WHERE d.datname = current_database()`,
    );
    expect(owners).toEqual({ database: 'talentlens', objects: ['talentlens'] });
    // The superuser has a password of its own: not the one older clusters had.
    const legacy = new URL(appUrl);
    legacy.username = 'postgres';
    legacy.password = 'postgres';
    expect(await signInError(legacy.toString())).toBe('28P01');
  });

  it('starts again after being killed with SIGKILL: the PostgreSQL it left running is stopped cleanly, the data kept', async () => {
    const user = await signUp(first!.url, `killed.${Date.now()}@acme-killed.io`);
    const urlFile = path.join(dataDir, 'database-url');
    const firstUrl = fs.readFileSync(urlFile, 'utf8').trim();
    const orphan = postmasterPid(dataDir);
    first!.child.kill('SIGKILL');
    await first!.exited;
    await sleep(200);
    expect(isAlive(orphan)).toBe(true); // left running, holding the data folder

    second = await launch({ DATA_DIR: dataDir });
    // The log lines come through a pipe: on a loaded machine they may be read after /readyz answered.
    const stopped = new RegExp(`"pid":${orphan},"signal":"SIGINT","msg":"the leftover embedded PostgreSQL stopped"`);
    for (let waited = 0; !stopped.test(second.output()) && waited < 5_000; waited += 100) await sleep(100);
    const output = second.output();
    if (!stopped.test(output)) {
      // Say what the second start did with the data folder instead, so a failure can be read from CI's tail.
      const lines = output.split('\n').filter((line) => /postmaster|PostgreSQL|postgres/.test(line));
      console.log(`the second start's lines about PostgreSQL (orphan ${orphan}):\n${lines.slice(0, 20).join('\n')}`);
    }
    expect(output).toMatch(new RegExp(`"pid":${orphan},.*left running by a server that did not stop it`));
    expect(output).toMatch(new RegExp(`"pid":${orphan},"signal":"SIGINT","msg":"the leftover embedded PostgreSQL stopped"`));
    expect(output).not.toMatch(/first start/);
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterPid(dataDir)).not.toBe(orphan);
    // On the port it had (DATA_DIR/postgres-port): the URL a tool was given still works.
    expect(fs.readFileSync(urlFile, 'utf8').trim()).toBe(firstUrl);

    // The account from before is there, and its session still works.
    const account = await json(`${second.url}/api/users/profile/${user._id}`, { headers: authHeaders(user.token) });
    expect(account.status).toBe(200);
    expect(account.body.data.remainingCredits).toBe(5);

    const pg = postmasterPid(dataDir);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(isAlive(pg)).toBe(false);
    expect(fs.existsSync(urlFile)).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'postgres-port'), 'utf8').trim()).toBe(new URL(firstUrl).port);
  });
});

/** A cluster as the app made them before it had a role of its own: superuser postgres/postgres, everything owned by it. */
async function legacyCluster(dataDir: string): Promise<void> {
  const bins = await postgresBinaries();
  const ids = isRoot ? await postgresUserIds() : undefined;
  const databaseDir = path.join(dataDir, 'postgres');
  fs.mkdirSync(databaseDir, { mode: 0o700 });
  const pwfile = path.join(dataDir, 'pw');
  fs.writeFileSync(pwfile, 'postgres\n');
  if (ids) {
    fs.chmodSync(dataDir, 0o711);
    fs.chownSync(databaseDir, ids.uid, ids.gid);
    fs.chownSync(pwfile, ids.uid, ids.gid);
  }
  await new Promise<void>((resolve, reject) =>
    execFile(
      bins.initdb,
      [`--pgdata=${databaseDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8'],
      { ...ids },
      (err, _out, stderr) => (err ? reject(new Error(stderr)) : resolve()),
    ),
  );
  fs.rmSync(pwfile);
  const port = await freePort();
  const postmaster = new SupervisedPostmaster({
    postgresBin: bins.postgres,
    databaseDir,
    port,
    ids,
    settings: ['listen_addresses=127.0.0.1', 'unix_socket_directories='],
    logger: createLogger('silent'),
  });
  await postmaster.start();
  try {
    const superuser = (db: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${db}`;
    await query(superuser('postgres'), 'CREATE DATABASE talentlens');
    const ds = createDataSource(superuser('talentlens'));
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    await ds.query(`INSERT INTO users (email) VALUES ('old@acme-old.io')`);
    // One of every other kind of object the transfer handles.
    await ds.query(`CREATE SCHEMA reports`);
    await ds.query(`CREATE TYPE mood AS ENUM ('ok', 'great')`);
    await ds.query(`CREATE SEQUENCE loose_counter`);
    await ds.query(`CREATE VIEW user_emails AS SELECT email FROM users`);
    await ds.query(`CREATE MATERIALIZED VIEW user_count AS SELECT count(*) FROM users`);
    await ds.query(`CREATE FUNCTION answer() RETURNS int LANGUAGE sql AS 'SELECT 42'`);
    await ds.destroy();
  } finally {
    await postmaster.stop();
  }
}

describe('a cluster made before the app had its own role, then used through DATABASE_URL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-legacy-'));
  let db: EmbeddedDatabase | undefined;
  let server: Running | undefined;
  afterAll(async () => {
    await stop(server);
    await db?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is upgraded in place: random passwords, the app role owns everything, the data is kept', async () => {
    await legacyCluster(dataDir);
    db = await startEmbeddedPostgres({ dataDir, logger: createLogger('silent') });

    expect(mode(path.join(dataDir, 'postgres-credentials.json'))).toBe(0o600);
    const legacy = new URL(db.adminUrl);
    legacy.password = 'postgres';
    expect(await signInError(legacy.toString())).toBe('28P01');

    const [role] = await query(db.url, 'SELECT current_user AS name, rolsuper FROM pg_roles WHERE rolname = current_user');
    expect(role).toEqual({ name: 'talentlens', rolsuper: false });
    const leftOver = await query(
      db.url,
      `SELECT 'schema ' || nspname AS object FROM pg_namespace WHERE pg_get_userbyid(nspowner) = 'postgres' AND nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
       UNION ALL SELECT 'relation ' || c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE pg_get_userbyid(c.relowner) = 'postgres' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
       UNION ALL SELECT 'type ' || t.oid::regtype FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
         WHERE pg_get_userbyid(t.typowner) = 'postgres' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid IN (t.oid, t.typelem) AND d.deptype = 'e')
       UNION ALL SELECT 'routine ' || p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
         WHERE pg_get_userbyid(p.proowner) = 'postgres' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
       UNION ALL SELECT 'database ' || datname FROM pg_database WHERE datname = current_database() AND pg_get_userbyid(datdba) <> current_user`,
    );
    // An extension's own objects (pg_trgm's, for suggestions) belong to it, installed by the superuser as trusted extensions are.
    expect(leftOver).toEqual([]);

    // The old data is there, and the app role can do what migrations do: migrate, alter, index, refresh.
    expect(await query(db.url, 'SELECT email FROM users')).toEqual([{ email: 'old@acme-old.io' }]);
    const ds = createDataSource(db.url);
    await ds.initialize();
    try {
      expect(await ds.runMigrations({ transaction: 'each' })).toEqual([]);
      const runner = ds.createQueryRunner();
      await runner.startTransaction();
      try {
        await runner.query('ALTER TABLE users ADD COLUMN upgraded boolean');
        await runner.query('CREATE INDEX users_upgraded ON users (upgraded)');
        await runner.query(`ALTER TYPE mood ADD VALUE 'fine'`);
        await runner.query('REFRESH MATERIALIZED VIEW user_count');
        await runner.query(`SELECT nextval('loose_counter'), answer()`);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    } finally {
      await ds.destroy();
    }
  });

  it('with DATABASE_URL: a database that goes away answers 503 / SERVICE_UNAVAILABLE meanwhile and is used again when back', async () => {
    // This test's own supervisor restarts the cluster when it is killed: to the app, an external database restarting.
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-url-'));
    try {
      server = await launch({ DATABASE_URL: db!.url, DATA_DIR: appDir });
      expect(server.output()).toMatch(/"user":"talentlens".*using the PostgreSQL of DATABASE_URL/);
      const user = await signUp(server.url, `external.${Date.now()}@acme-external.io`);
      const me = () =>
        json(`${server!.url}/graphql`, {
          method: 'POST',
          headers: authHeaders(user.token),
          body: JSON.stringify({ query: '{ me { remainingCredits } }' }),
        });
      const account = () => json(`${server!.url}/api/users/profile/${user._id}`, { headers: authHeaders(user.token) });

      const killed = db!.pid!;
      process.kill(killed, 'SIGKILL');
      const killedAt = Date.now();
      const seen = { ready503: 0, rest503: 0, gqlUnavailable: 0, other: [] as unknown[] };
      let backMs = -1;
      while (Date.now() - killedAt < 15_000) {
        const [ready, rest, gql] = await Promise.all([fetch(`${server.url}/readyz`), account(), me()]).catch((err: unknown) => {
          // The app stopped answering: say why (its own last lines), not only that a fetch failed.
          throw new Error(
            `the app stopped answering (${String(err)}); exit ${server!.child.exitCode ?? server!.child.signalCode}; its last lines:\n${server!.output().split('\n').slice(-15).join('\n')}`,
          );
        });
        if (ready.status === 503) seen.ready503++;
        if (rest.status === 503 && /^\d+$/.test(rest.headers.get('retry-after') ?? '') && rest.body.status === 'error') seen.rest503++;
        else if (rest.status !== 200) seen.other.push(rest.body);
        if (gql.body.errors?.[0]?.extensions?.code === 'SERVICE_UNAVAILABLE') seen.gqlUnavailable++;
        else if (gql.body.errors) seen.other.push(gql.body.errors);
        if (ready.status === 200 && seen.ready503 > 0) {
          backMs = Date.now() - killedAt;
          break;
        }
        await sleep(20);
      }
      console.log(`DATABASE_URL's server killed; the app used it again after ${backMs} ms`);
      expect(seen.other).toEqual([]);
      expect(seen.ready503).toBeGreaterThan(0);
      expect(seen.rest503 + seen.gqlUnavailable).toBeGreaterThan(0);
      expect(backMs).toBeGreaterThan(0);
      expect(server.child.exitCode).toBeNull();
      expect(db!.pid).not.toBe(killed);
      // Back to normal, in the same app process.
      expect((await account()).status).toBe(200);
      expect((await me()).body.data.me.remainingCredits).toBe(5);
    } finally {
      await stop(server);
      fs.rmSync(appDir, { recursive: true, force: true });
    }
  });
});
