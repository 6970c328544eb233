import path from 'node:path';

/** The settings of `npm run bench:load` (see bench-load.ts): from the environment, and the run's fixed numbers. */

function positive(name: string, fallback: number): number {
  const n = Number(process.env[name] || fallback);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`${name} must be a positive whole number (got '${process.env[name]}')`);
    process.exit(78);
  }
  return n;
}

export const SECONDS = positive('BENCH_LOAD_SECONDS', 300);
export const CONCURRENCY = positive('BENCH_CONCURRENCY', 16);
export const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || path.join('.data', 'bench-load'));
/**
 * BENCH_LAYOUT=cluster: docs/scaling.md's layout instead of one process on the embedded database:
 * a primary, a streaming standby as the read replica and PgBouncer in transaction mode
 * (db/local-cluster.ts, in DATA_DIR/cluster, made afresh each run, its index seeded by the server),
 * and two server processes (WEB_CONCURRENCY=2).
 */
export const LAYOUT: 'one' | 'cluster' = (() => {
  const v = process.env.BENCH_LAYOUT || 'one';
  if (v !== 'one' && v !== 'cluster') {
    console.error(`BENCH_LAYOUT must be one or cluster (got '${v}')`);
    process.exit(78);
  }
  return v;
})();
/** Runs the server with --trace-gc and reports its live JS heap after each full GC beside the RSS (leak or GC headroom?). */
export const TRACE_GC = process.env.BENCH_TRACE_GC === '1';
export const WARMUP_SECONDS = 10;
export const PROGRESS_SECONDS = 30;
/** RSS growth is measured from here: the first minute (half the run when it is shorter). */
export const BASELINE_SECONDS = Math.min(60, SECONDS / 2);
export const TARGET_GROWTH_MB = 50;
export const REQUEST_TIMEOUT_MS = 30_000;
/** New profiles each user reveals (1 credit each) of the Starter plan's 5: two to spare, so no 402 is expected. */
export const NEW_REVEALS = 3;
/** Profiles a list takes before the client starts a new one. */
export const LIST_SIZE = 25;
/** The first start initialises PostgreSQL and seeds the index. */
export const START_TIMEOUT_MS = 180_000;
