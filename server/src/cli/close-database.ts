import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { OpenDatabase } from '../db/open';

/**
 * Closes the pool and waits until every connection's socket has closed. pg-pool's end() resolves
 * before that, and stopping the embedded PostgreSQL right after would terminate backends still
 * connected ("terminating connection due to administrator command" on an idle client).
 */
export async function destroyAndWait(ds: DataSource): Promise<void> {
  if (!ds.isInitialized) return;
  const pool = (ds.driver as unknown as { master?: Pool }).master;
  let pending = pool?.totalCount ?? 0;
  const closed = new Promise<void>((resolve) => {
    if (!pool || pending === 0) return resolve();
    pool.on('remove', () => {
      if (--pending <= 0) resolve();
    });
    setTimeout(resolve, 3000).unref();
  });
  await ds.destroy().catch(() => undefined);
  await closed;
}

/** Closes a command's database (its pool, then the embedded PostgreSQL it may have started). */
export async function closeDatabase(db: OpenDatabase | undefined): Promise<void> {
  if (!db) return;
  await destroyAndWait(db.ds);
  await db.close().catch(() => undefined); // exiting anyway
}

/** Runs a command's main and exits with its code (1 when it throws). */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
