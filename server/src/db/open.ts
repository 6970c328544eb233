import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../common/database-errors';
import type { Logger } from '../common/logger';
import { applyPooledSettings, createDataSource, type DatabaseTimeouts, withoutTimeouts } from './data-source';
import { ReadReplicas } from './read-replicas';
import { DATABASE_URL_FILE, describeUrl, EmbeddedDatabase, startEmbeddedPostgres } from './embedded';
import { DataDirInUseError } from './postmaster-lock';
import { DatabaseMonitor, type PgPool } from './monitor';

/** Where the database is: DATABASE_URL, or the embedded cluster's folder and port (from config.ts). */
export interface DatabaseSettings {
  databaseUrl?: string;
  /** The primary itself when DATABASE_URL goes through a pooler in transaction mode (DATABASE_DIRECT_URL). */
  databaseDirectUrl?: string;
  /** Read replicas for the searches' reads (DATABASE_REPLICA_URLS), and how far behind one may be. */
  databaseReplicaUrls?: readonly string[];
  databaseReplicaMaxLagMs?: number;
  dataDir: string;
  embeddedPgPort: number;
  /** Time limits on the pool's statements (config.ts); unset: none. Migrations run without them. */
  databaseTimeouts?: DatabaseTimeouts;
}

export interface OpenDatabase {
  ds: DataSource;
  /**
   * The primary for what needs a session of its own (LISTEN, the job queue, session locks):
   * DATABASE_DIRECT_URL behind a pooler, else the database's URL.
   */
  directUrl: string;
  /** The read replicas (none: every read on the primary); the server starts them, close() stops them. */
  replicas: ReadReplicas;
  embedded?: EmbeddedDatabase;
  /** Knows when the database is away, so requests fail fast (503) until it is back. */
  monitor: DatabaseMonitor;
  close(): Promise<void>;
}

/**
 * DATABASE_URL, or the embedded PostgreSQL under DATA_DIR; connected and migrated. Used by the
 * server and by the command-line tools (seed, benchmarks), so all of them find the same data.
 */
export async function openDatabase(config: DatabaseSettings, logger: Logger): Promise<OpenDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  const watch: { monitor?: DatabaseMonitor } = {};
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      logger,
      // The monitor exists once the database is open; the supervisor may call these before that.
      onExit: () => watch.monitor?.markDown('the embedded PostgreSQL exited'),
      onRestart: () => watch.monitor?.checkNow(),
    });
    url = embedded.url;
    logger.info({ ...embedded.connection, dataDir: config.dataDir }, 'embedded PostgreSQL started');
  } else {
    logger.info(describeUrl(url), 'using the PostgreSQL of DATABASE_URL');
  }
  const monitor = new DatabaseMonitor(url, logger);
  watch.monitor = monitor;
  const directUrl = config.databaseDirectUrl ?? url;
  const ds = createDataSource(url, config.databaseTimeouts, monitor.watcher, { directUrl: config.databaseDirectUrl });
  const replicas = new ReadReplicas({
    primary: ds,
    urls: config.databaseReplicaUrls ?? [],
    maxLagMs: config.databaseReplicaMaxLagMs ?? 2000,
    logger,
    timeouts: config.databaseTimeouts,
  });
  let closing = false;
  try {
    if (config.databaseDirectUrl) await applyPooledSettings(config.databaseDirectUrl, config.databaseTimeouts);
    await ds.initialize();
    const pool = (ds.driver as unknown as { master?: NodeJS.EventEmitter & PgPool }).master;
    if (pool) monitor.attach(pool);
    // A broken idle connection is replaced by the pool; it never takes the process down. When the
    // database went away, the monitor says so once (and probes); other errors are logged.
    // While closing, the embedded server ending the connections the pool is still letting go of is expected.
    pool?.on('error', (err: Error) => {
      if (closing) return;
      if (isDatabaseUnavailable(err)) {
        logger.debug({ err }, 'a pooled database connection was lost');
        monitor.check();
      } else {
        logger.error({ err }, 'database pool error');
      }
    });
    // A migration may rewrite a large table (minutes at a million profiles): when there are any to
    // run, they run on a pool of their own, without the time limits.
    const ran = (await ds.showMigrations()) ? await withoutTimeouts(ds, (untimed) => untimed.runMigrations({ transaction: 'each' })) : [];
    if (ran.length > 0) logger.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
  } catch (err) {
    await replicas.stop();
    monitor.stop();
    if (ds.isInitialized) await ds.destroy();
    await embedded?.stop();
    throw err;
  }
  return {
    ds,
    directUrl,
    replicas,
    embedded,
    monitor,
    async close() {
      closing = true;
      await replicas.stop();
      monitor.stop();
      if (ds.isInitialized) await ds.destroy();
      await embedded?.stop();
    },
  };
}

/**
 * For a command-line tool run beside a running server: the database as openDatabase finds it, or,
 * when that server runs the embedded PostgreSQL of this DATA_DIR, that database itself, through the
 * app role's URL the server keeps in DATA_DIR while it runs.
 */
export async function openDatabaseBesideServer(config: DatabaseSettings, logger: Logger): Promise<OpenDatabase> {
  try {
    return await openDatabase(config, logger);
  } catch (err) {
    const file = path.join(config.dataDir, DATABASE_URL_FILE);
    if (!(err instanceof DataDirInUseError) || config.databaseUrl || !fs.existsSync(file)) throw err;
    return openDatabase({ ...config, databaseUrl: fs.readFileSync(file, 'utf8').trim() }, logger);
  }
}
