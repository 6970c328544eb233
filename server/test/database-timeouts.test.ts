/**
 * The request pool's time limits on a real PostgreSQL (db/data-source.ts): a statement slower than
 * statement_timeout is cancelled and maps to 503 "too busy"; one that gets no answer within the
 * client's query timeout maps to 503 "briefly unavailable", its connection is closed and never
 * handed out again, and the watcher (the database monitor) is told; long work (migrations, the
 * bulk loader, the tidying after a large import) runs on a pool without the limits.
 */
import { databaseFailure, DATABASE_UNAVAILABLE_MESSAGE, TOO_SLOW_MESSAGE } from '../src/common/database-errors';
import { Client } from 'pg';
import { createDataSource, withoutTimeouts } from '../src/db/data-source';
import { tidyIndex } from '../src/modules/imports/import-writer.repository';

describe("the request pool's time limits", () => {
  const url = process.env.DATABASE_URL!;

  it('cancels a statement slower than statement_timeout: 503 "too busy", the connection kept', async () => {
    const ds = createDataSource(url, { statementMs: 300, queryMs: 5000, idleInTransactionMs: 60_000 });
    await ds.initialize();
    try {
      expect(await ds.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '300ms' }]);
      const err = await ds.query('SELECT pg_sleep(2)').catch((e: unknown) => e);
      expect((err as { driverError?: { code?: string } }).driverError?.code).toBe('57014');
      expect(databaseFailure(err)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: TOO_SLOW_MESSAGE });
      expect(await ds.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await ds.destroy();
    }
  });

  it('gives up on a statement with no answer within query_timeout: 503, the connection dropped, the watcher told', async () => {
    const timeouts: Error[] = [];
    const ds = createDataSource(
      url,
      { statementMs: 30_000, queryMs: 300, idleInTransactionMs: 60_000 },
      { onQueryTimeout: (err) => timeouts.push(err) },
    );
    await ds.initialize();
    try {
      let pid = 0;
      const started = Date.now();
      const err = await ds
        .transaction(async (tx) => {
          [{ pid }] = await tx.query('SELECT pg_backend_pid() AS pid');
          await tx.query('SELECT pg_sleep(5)');
        })
        .catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(databaseFailure(err)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
      expect(timeouts.map((e) => e.message)).toEqual(['Query read timeout']);
      // The pool has let that connection go: the next statements run on a new one, at once.
      const next = Date.now();
      const pids = await Promise.all([1, 2, 3].map(() => ds.query('SELECT pg_backend_pid() AS pid')));
      expect(Date.now() - next).toBeLessThan(1000);
      expect(pids.map((r) => r[0].pid)).not.toContain(pid);
    } finally {
      await ds.destroy();
    }
  });

  it('runs long work (migrations, the bulk loader) on a pool without the limits', async () => {
    const ds = createDataSource(url, { statementMs: 300, queryMs: 1300, idleInTransactionMs: 60_000 });
    await ds.initialize();
    try {
      await withoutTimeouts(ds, async (untimed) => {
        expect(untimed).not.toBe(ds);
        expect(await untimed.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '0' }]);
        expect(await untimed.query('SELECT 1 AS done FROM pg_sleep(1.6)')).toEqual([{ done: 1 }]);
      });
    } finally {
      await ds.destroy();
    }
  });

  it('tidies the index after a large import even when that outlasts the limits', async () => {
    // The vacuum waits 1.5 s for a lock another session holds, past both limits: at a million
    // imported records it took longer than the requests' 6 s, and the import failed at its end.
    const ds = createDataSource(url, { statementMs: 300, queryMs: 800, idleInTransactionMs: 60_000 });
    const holder = new Client({ connectionString: url });
    await Promise.all([ds.initialize(), holder.connect()]);
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE profile_search IN SHARE UPDATE EXCLUSIVE MODE');
      const released = new Promise((resolve) => setTimeout(resolve, 1500)).then(() => holder.query('COMMIT'));
      const started = Date.now();
      await tidyIndex(ds);
      await released;
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      // Its limits are still on the request pool's connections.
      expect(await ds.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '300ms' }]);
    } finally {
      await holder.end();
      await ds.destroy();
    }
  });
});
