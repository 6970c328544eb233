import 'reflect-metadata';
import { Client } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
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

// Searches are short; JIT compilation would only add latency to them.
const BASE_SERVER_OPTIONS = '-c jit=off';

function serverOptions(timeouts?: DatabaseTimeouts): string {
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
export function dataSourceOptions(url: string, timeouts?: DatabaseTimeouts, watcher: ConnectionWatcher = {}): DataSourceOptions {
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
      options: serverOptions(timeouts),
      ...(timeouts ? { query_timeout: timeouts.queryMs, Client: watchedClient(watcher) } : {}),
    },
  };
}

export function createDataSource(url: string, timeouts?: DatabaseTimeouts, watcher?: ConnectionWatcher): DataSource {
  return new DataSource(dataSourceOptions(url, timeouts, watcher));
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
  if (!hasTimeouts(ds)) return fn(ds);
  const untimed = createDataSource((ds.options as { url: string }).url);
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
