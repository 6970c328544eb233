import type { DataSource } from 'typeorm';
import type { CompiledSearch } from './compiled-query';
import { type Sql, sql } from './sql';

/** Counting the matches of a compiled query: the planner's estimate, and the exact total up to a limit. */

/** Counting stops here; beyond it the total is the planner's estimate, marked approximate. */
export const EXACT_COUNT_LIMIT = 10_000;

/** A search's total: exact when `approximate` is false. */
export type Counted = { total: number; approximate: boolean };

/** Above this many estimated matches, counting walks the table and stops early instead of building a bitmap. */
const BROAD_ESTIMATE = 30_000;

/** The planner's estimate of how many profiles match (a plan, not a scan: well under a millisecond). */
export function estimateMatches(ds: DataSource, c: CompiledSearch): Promise<number> {
  return estimateRows(ds, c.from, c.estimated);
}

/** The planner's estimate of the rows of `from` that `where` keeps. */
export async function estimateRows(ds: DataSource, from: Sql, where: Sql): Promise<number> {
  const plan = await ds.query(...sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${where}`.render());
  return Math.round(plan[0]['QUERY PLAN'][0].Plan['Plan Rows'] as number);
}

/**
 * The exact total up to EXACT_COUNT_LIMIT; beyond, the planner's estimate, marked approximate.
 * For a broad search a bitmap of every match would cost more than it saves, so the count walks
 * the table and stops at EXACT_COUNT_LIMIT + 1 matches; it stays exact whatever the estimate said.
 */
export async function countMatches(ds: DataSource, c: CompiledSearch, estimate?: number): Promise<Counted> {
  const planned = estimate ?? (await estimateMatches(ds, c));
  const count = sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${c.from} WHERE ${c.where} LIMIT ${EXACT_COUNT_LIMIT + 1}) t`.render();
  const [{ n }] =
    planned > BROAD_ESTIMATE
      ? await ds.transaction(async (m) => {
          await m.query('SET LOCAL enable_bitmapscan = off');
          return m.query(...count);
        })
      : await ds.query(...count);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, approximate: false };
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, planned), approximate: true };
}
