import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from '../common/logger';
import { APP_DATABASE, loadOrCreateCredentials } from './embedded-roles';
import { freePort, postgresBinaries, postgresUserIds, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded';
import { lsnValue } from './read-replicas';

/**
 * docs/scaling.md's layout on one machine, for the together-test (server/test/cluster.test.ts) and
 * for trying it (`npm run cluster:local`): a primary (the embedded PostgreSQL), a streaming standby
 * of it, and PgBouncer in transaction mode in front of the primary.
 *
 * The standby is a copy of the primary's folder taken while the primary is stopped (a clean
 * shutdown leaves a consistent folder, which is a valid base backup: the embedded package ships
 * no pg_basebackup, and Debian's is an older major version that refuses a newer server), started
 * with standby.signal and the primary's address: it then streams the primary's WAL as any
 * standby does, through a physical replication slot so the primary keeps what it has not sent.
 * PgBouncer is Debian's (`apt-get install pgbouncer`); it checks the app role's password with
 * SCRAM from a file of its own, and logs in to the primary with the same.
 * As root, PostgreSQL and PgBouncer run as the `postgres` system user, as the embedded one does.
 */

export interface LocalCluster {
  /** The app role on the primary, direct (no pooler): migrations, LISTEN, the job queue, session locks. */
  primaryUrl: string;
  /** The superuser on the primary. */
  adminUrl: string;
  /** The app role on the standby (read-only, streaming from the primary). */
  replicaUrl: string;
  /** The superuser on the standby (to pause its replay, say). */
  replicaAdminUrl: string;
  /** The app role through PgBouncer (transaction mode) to the primary. */
  poolerUrl: string;
  /** Kills the standby at once (its postmaster and every process of it), as a crash would. */
  killReplica(): Promise<void>;
  /** Starts the standby again on its port; resolves when it takes connections. */
  startReplica(): Promise<void>;
  /** Resolves once the standby has replayed what the primary had written when called. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  /** What the standby has logged since it last started (every statement, with `logReplicaStatements`). */
  replicaLog(): string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const SLOT = 'local_standby';
export const PGBOUNCER_BIN = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

const exec = (file: string, args: string[]) =>
  new Promise<void>((resolve, reject) =>
    execFile(file, args, (err, _out, stderr) => (err ? reject(new Error(`${file}: ${stderr || err.message}`)) : resolve())),
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const url = (user: string, password: string, port: number, database = APP_DATABASE) =>
  `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${HOST}:${port}/${database}`;

/** Waits until `connection` takes a connection and answers, or fails after `ms`. */
async function answers(connection: string, ms: number, child?: ChildProcess, output?: () => string): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const c = new Client({ connectionString: connection, connectionTimeoutMillis: 1000 });
    try {
      await c.connect();
      await c.query('SELECT 1');
      await c.end();
      return;
    } catch (err) {
      await c.end().catch(() => undefined);
      if (child && child.exitCode !== null)
        throw new Error(`exited (${child.exitCode}) before it answered:\n${output?.() ?? ''}`, { cause: err });
      if (Date.now() > end) throw new Error(`no answer within ${ms} ms: ${(err as Error).message}\n${output?.() ?? ''}`, { cause: err });
      await sleep(100);
    }
  }
}

async function lsnOf(connection: string, sql: string): Promise<string> {
  const c = new Client({ connectionString: connection });
  await c.connect();
  try {
    return (await c.query<{ lsn: string }>(sql)).rows[0].lsn;
  } finally {
    await c.end();
  }
}

export async function startLocalCluster(options: {
  dir: string;
  logger: Logger;
  /** The standby logs every statement it runs (for a test to see which reads reached it). */
  logReplicaStatements?: boolean;
}): Promise<LocalCluster> {
  const { dir, logger } = options;
  try {
    await fs.access(PGBOUNCER_BIN);
  } catch {
    throw new Error(`PgBouncer is not installed at ${PGBOUNCER_BIN}: apt-get install pgbouncer (or set PGBOUNCER_PATH)`);
  }
  const primaryDir = path.join(dir, 'primary');
  const standbyDir = path.join(dir, 'standby');
  const bouncerDir = path.join(dir, 'pgbouncer');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const ids = isRoot ? await postgresUserIds() : undefined;
  const bins = await postgresBinaries();

  let primary: EmbeddedDatabase | undefined;
  let standby: ChildProcess | undefined;
  let bouncer: ChildProcess | undefined;
  let standbyOutput = '';
  let bouncerOutput = '';
  const standbyPort = await freePort();

  const startStandby = async () => {
    standbyOutput = '';
    const child = spawn(
      bins.postgres,
      [
        '-D',
        standbyDir,
        '-p',
        String(standbyPort),
        '-c',
        `listen_addresses=${HOST}`,
        '-c',
        'unix_socket_directories=',
        '-c',
        'lc_messages=C',
        ...(options.logReplicaStatements ? ['-c', 'log_statement=all'] : []),
      ],
      // A process group of its own: killing it kills the postmaster and every backend at once.
      { ...ids, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout!.on('data', (d) => (standbyOutput += d));
    child.stderr!.on('data', (d) => (standbyOutput += d));
    standby = child;
  };
  const killStandby = async () => {
    const child = standby;
    standby = undefined;
    if (!child?.pid || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
    // Its backends were in its group; wait until none is left holding the folder's shared memory.
    for (let i = 0; i < 50; i++) {
      try {
        process.kill(-child.pid, 0);
        await sleep(50);
      } catch {
        break;
      }
    }
  };

  const stopAll = async () => {
    if (bouncer?.exitCode === null) {
      const exited = new Promise((resolve) => bouncer!.once('exit', resolve));
      bouncer.kill('SIGINT');
      await exited;
    }
    await killStandby();
    await primary?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };

  try {
    await fs.mkdir(dir, { recursive: true });
    // The primary: the embedded PostgreSQL with its roles; a slot for the standby; then stopped
    // cleanly so that its folder can be copied as the standby's.
    primary = await startEmbeddedPostgres({ dataDir: primaryDir, logger });
    const { credentials } = await loadOrCreateCredentials(primaryDir);
    const primaryPort = new URL(primary.url).port;
    const admin = new Client({ connectionString: primary.adminUrl });
    await admin.connect();
    try {
      await admin.query('SELECT pg_create_physical_replication_slot($1)', [SLOT]);
    } finally {
      await admin.end();
    }
    await primary.stop();
    await exec('cp', ['-a', path.join(primaryDir, 'postgres'), standbyDir]);
    for (const leftover of ['postmaster.pid', 'postmaster.opts']) await fs.rm(path.join(standbyDir, leftover), { force: true });
    // Slots are the primary's own: a copy would hold WAL back on the standby for nobody.
    await fs.rm(path.join(standbyDir, 'pg_replslot', SLOT), { recursive: true, force: true });
    const conninfo = `host=${HOST} port=${primaryPort} user=${credentials.superuser.user} password=${credentials.superuser.password} application_name=${SLOT}`;
    await fs.appendFile(
      path.join(standbyDir, 'postgresql.auto.conf'),
      `primary_conninfo = '${conninfo.replace(/'/g, "''")}'\nprimary_slot_name = '${SLOT}'\nhot_standby = on\nhot_standby_feedback = on\n`,
    );
    await fs.writeFile(path.join(standbyDir, 'standby.signal'), '');
    if (ids) await exec('chown', ['-R', `${ids.uid}:${ids.gid}`, standbyDir]);
    primary = await startEmbeddedPostgres({ dataDir: primaryDir, logger });
    const appUser = credentials.app.user;
    const appPassword = credentials.app.password;
    const primaryUrl = primary.url;
    const replicaUrl = url(appUser, appPassword, standbyPort);
    await startStandby();
    await answers(replicaUrl, 30_000, standby, () => standbyOutput);

    // PgBouncer in transaction mode, as docs/scaling.md configures it.
    const bouncerPort = await freePort();
    await fs.mkdir(bouncerDir, { recursive: true, mode: 0o700 });
    const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
    await fs.writeFile(path.join(bouncerDir, 'userlist.txt'), `${quote(appUser)} ${quote(appPassword)}\n`, { mode: 0o600 });
    await fs.writeFile(
      path.join(bouncerDir, 'pgbouncer.ini'),
      [
        '[databases]',
        `${APP_DATABASE} = host=${HOST} port=${primaryPort} dbname=${APP_DATABASE}`,
        '[pgbouncer]',
        `listen_addr = ${HOST}`,
        `listen_port = ${bouncerPort}`,
        'unix_socket_dir =',
        'pool_mode = transaction',
        'auth_type = scram-sha-256',
        `auth_file = ${path.join(bouncerDir, 'userlist.txt')}`,
        // node-postgres sends these at connect; PgBouncer refuses a connection that sends what it does not know.
        'ignore_startup_parameters = extra_float_digits,options',
        'max_client_conn = 300',
        'default_pool_size = 20',
        'server_lifetime = 3600',
        '',
      ].join('\n'),
    );
    if (ids) await exec('chown', ['-R', `${ids.uid}:${ids.gid}`, bouncerDir]);
    const poolerUrl = url(appUser, appPassword, bouncerPort);
    bouncer = spawn(PGBOUNCER_BIN, [path.join(bouncerDir, 'pgbouncer.ini')], { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
    bouncer.stdout!.on('data', (d) => (bouncerOutput += d));
    bouncer.stderr!.on('data', (d) => (bouncerOutput += d));
    await answers(poolerUrl, 15_000, bouncer, () => bouncerOutput);

    return {
      primaryUrl,
      adminUrl: primary.adminUrl,
      replicaUrl,
      replicaAdminUrl: url(credentials.superuser.user, credentials.superuser.password, standbyPort, 'postgres'),
      poolerUrl,
      killReplica: killStandby,
      async startReplica() {
        await startStandby();
        await answers(replicaUrl, 30_000, standby, () => standbyOutput);
      },
      async waitForReplay(timeoutMs = 10_000) {
        const target = lsnValue(await lsnOf(primary!.adminUrl, 'SELECT pg_current_wal_lsn()::text AS lsn'));
        const end = Date.now() + timeoutMs;
        while (lsnValue(await lsnOf(replicaUrl, `SELECT COALESCE(pg_last_wal_replay_lsn(), '0/0')::text AS lsn`)) < target) {
          if (Date.now() > end) throw new Error(`the standby did not replay the primary's WAL within ${timeoutMs} ms`);
          await sleep(20);
        }
      },
      replicaLog: () => standbyOutput,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll().catch(() => undefined);
    throw err;
  }
}
