import 'reflect-metadata';
import { Client } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import { registerSessionConnections } from '../common/session-connection';
import { registerUntimedWork } from '../common/untimed-work';
import { entities } from './entities';
import { migrations } from './migrations';

/**
 * How long one statement of a request may take (docs/operations.md, The database: time limits).
 * `statementMs` is PostgreSQL's statement_timeout: the server cancels the statement (SQLSTATE
 * 57014), which also covers waiting for a lock. `queryMs` is node-postgres' own query_timeout, for
 * a server that does not answer at all (its processes stopped, a network that drops packets): the
 * client gives up, and the connection is closed and never handed out again.
 * `idleInTransactionMs` ends a session whose transaction was left open.
 */
export interface DatabaseTimeouts {
  statementMs: number;
  queryMs: number;
  idleInTransactionMs: number;
}

/** What the pool's connections report beyond an answer or an error (db/monitor.ts listens). */
export interface ConnectionWatcher {
  /** A statement got no answer within `queryMs`; its connection is being closed. */
  onQueryTimeout?: (err: Error) => void;
  /** A statement failed; the watcher decides whether it says something about the database. */
  onQueryError?: (err: unknown) => void;
}

export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

// Searches are short; JIT compilation would only add latency to them. A search's bitmaps stay exact
// (no page rechecked row by row) up to about 600,000 rows in 32 MB: a title family at five million
// profiles; PostgreSQL's default 4 MB made them lossy there and the heap rechecked ten times the rows.
export const SEARCH_SESSION_SETTINGS: ReadonlyArray<[string, string]> = [
  ['jit', 'off'],
  ['work_mem', '32MB'],
];
const BASE_SERVER_OPTIONS = SEARCH_SESSION_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' ');

function serverOptions(timeouts?: DatabaseTimeouts, noRoleLimits = false): string {
  if (!timeouts && noRoleLimits) return `${BASE_SERVER_OPTIONS} -c statement_timeout=0 -c idle_in_transaction_session_timeout=0`;
  if (!timeouts) return BASE_SERVER_OPTIONS;
  return [
    BASE_SERVER_OPTIONS,
    `-c statement_timeout=${timeouts.statementMs}`,
    `-c idle_in_transaction_session_timeout=${timeouts.idleInTransactionMs}`,
  ].join(' ');
}

type QueryCallback = (err: Error | null | undefined, res?: unknown) => void;

/**
 * node-postgres' client, for a pool with a query timeout: a statement that timed out leaves the
 * connection waiting for an answer that may never come, so the connection is ended (the pool then
 * drops it, and PostgreSQL ends the backend when it runs again) and the watcher is told.
 */
function watchedClient(watcher: ConnectionWatcher): typeof Client {
  return class WatchedClient extends Client {
    private failed(err: unknown): void {
      if (err instanceof Error && err.message === QUERY_TIMEOUT_MESSAGE) {
        void this.end().catch(() => undefined);
        watcher.onQueryTimeout?.(err);
      } else if (err) {
        watcher.onQueryError?.(err);
      }
    }

    // pg's query() has many overloads; this one passes every call through unchanged.
    override query(...args: unknown[]): never {
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = (err: Error | null | undefined, res?: unknown) => {
          this.failed(err);
          (last as QueryCallback)(err, res);
        };
        return (super.query as (...a: unknown[]) => never)(...args);
      }
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(undefined, (err: unknown) => this.failed(err));
      }
      return result as never;
    }
  } as typeof Client;
}

/**
 * The one set of TypeORM options, used by the server, the tests and the migration CLI (ormconfig.ts).
 * Without `timeouts` statements may run as long as they take (migrations, the bulk loader, tests).
 */
/**
 * Where a data source's connections go when they are not the primary itself. `directUrl`: DATABASE_URL
 * goes through a pooler in transaction mode (PgBouncer), which passes no startup options on and
 * hands each transaction to any of its server connections; the request settings are then the app
 * role's own (applyPooledSettings), and work without time limits connects to `directUrl`.
 */
export interface PoolerSettings {
  directUrl?: string;
  /** A direct connection beside a pooled pool: no time limits, whatever the role's defaults say. */
  noRoleLimits?: boolean;
}

export function dataSourceOptions(
  url: string,
  timeouts?: DatabaseTimeouts,
  watcher: ConnectionWatcher = {},
  pooler: PoolerSettings = {},
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logging: false,
    extra: {
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30000,
      application_name: 'talentlens',
      ...(pooler.directUrl ? {} : { options: serverOptions(timeouts, pooler.noRoleLimits) }),
      ...(timeouts ? { query_timeout: timeouts.queryMs, Client: watchedClient(watcher) } : {}),
    },
  };
}

/** The direct URL of a data source that goes through a pooler (for withoutTimeouts). */
const directUrls = new WeakMap<DataSource, string>();

export function createDataSource(
  url: string,
  timeouts?: DatabaseTimeouts,
  watcher?: ConnectionWatcher,
  pooler: PoolerSettings = {},
): DataSource {
  const ds = new DataSource(dataSourceOptions(url, timeouts, watcher, pooler));
  const directUrl = pooler.directUrl;
  if (directUrl) directUrls.set(ds, directUrl);
  registerUntimedWork(ds, (fn) => withoutTimeouts(ds, fn));
  registerSessionConnections(ds, async () => {
    if (!directUrl) {
      const runner = ds.createQueryRunner();
      await runner.connect();
      return { query: (sql, params) => runner.query(sql, params), release: () => runner.release() };
    }
    const c = new Client({ connectionString: directUrl, application_name: 'talentlens-session' });
    // A lost connection ends its lock with it; the holder's next statement fails and says so.
    c.on('error', () => undefined);
    await c.connect();
    return {
      query: async <T>(sql: string, params?: unknown[]) => (await c.query(sql, params)).rows as T,
      release: () => c.end(),
    };
  });
  return ds;
}

/**
 * Behind a pooler in transaction mode a session's settings would reach whichever server connection
 * took the statement: the request pool's settings (jit off, the time limits) are made the app
 * role's defaults in its database instead, through the direct URL, so every connection the pooler
 * opens starts with them. Work without time limits connects directly and overrides them with its
 * startup options, which take precedence over a role's defaults.
 */
export async function applyPooledSettings(directUrl: string, timeouts?: DatabaseTimeouts): Promise<void> {
  const settings: Array<[string, string]> = [...SEARCH_SESSION_SETTINGS];
  if (timeouts) {
    settings.push(['statement_timeout', String(timeouts.statementMs)]);
    settings.push(['idle_in_transaction_session_timeout', String(timeouts.idleInTransactionMs)]);
  }
  const c = new Client({ connectionString: directUrl, application_name: 'talentlens-settings' });
  await c.connect();
  try {
    const [{ role, db }] = (
      await c.query<{ role: string; db: string }>('SELECT quote_ident(current_user) AS role, quote_ident(current_database()) AS db')
    ).rows;
    // Identifiers quoted by PostgreSQL itself; the values are whole numbers from config and the constants above.
    for (const [name, value] of settings) await c.query(`ALTER ROLE ${role} IN DATABASE ${db} SET ${name} = '${value}'`);
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Whether a data source's statements are time-limited (it was made with `timeouts`). */
function hasTimeouts(ds: DataSource): boolean {
  const extra = (ds.options as { extra?: { query_timeout?: unknown } }).extra;
  return typeof extra?.query_timeout === 'number';
}

/**
 * Runs `fn` on a data source without time limits, for work that is long by nature (the bulk
 * loader's COPY, index builds, migrations): `ds` itself when it has none, else one to the same
 * database made for `fn`, with a pool of its own, so the request pool's connections keep theirs.
 */
export async function withoutTimeouts<T>(ds: DataSource, fn: (untimed: DataSource) => Promise<T>): Promise<T> {
  const direct = directUrls.get(ds);
  if (!hasTimeouts(ds) && !direct) return fn(ds);
  const untimed = direct
    ? createDataSource(direct, undefined, undefined, { noRoleLimits: true })
    : createDataSource((ds.options as { url: string }).url);
  await untimed.initialize();
  try {
    return await fn(untimed);
  } finally {
    await untimed.destroy();
  }
}

/** One round trip to the database: what /readyz asks before it says ready. */
export async function pingDatabase(ds: DataSource): Promise<void> {
  await ds.query('SELECT 1');
}
