import type { DataSource } from 'typeorm';

/**
 * A connection held for a while with session state on it (an advisory lock held across several
 * transactions). Behind a pooler in transaction mode (PgBouncer, DATABASE_DIRECT_URL) a pooled
 * connection's statements may each reach another server connection, so a lock taken by one would
 * be released, or never released, by another: such a connection goes to the primary directly.
 * db/data-source.ts registers how for every data source it makes: behind a pooler a connection of
 * its own to DATABASE_DIRECT_URL, otherwise one of the pool's connections, lent until released.
 */
export interface SessionConnection {
  query<T = Array<Record<string, unknown>>>(sql: string, params?: unknown[]): Promise<T>;
  release(): Promise<void>;
}

const direct = new WeakMap<DataSource, () => Promise<SessionConnection>>();

export function registerSessionConnections(ds: DataSource, open: () => Promise<SessionConnection>): void {
  direct.set(ds, open);
}

export async function sessionConnection(ds: DataSource): Promise<SessionConnection> {
  const open = direct.get(ds);
  if (!open) throw new Error('no session connections for this data source: make it with createDataSource (db/data-source.ts)');
  return open();
}
