import type { DataSource } from 'typeorm';

/**
 * Work that is long by nature (the tidying after a large import, the count of suggestions) run without the requests' time
 * limits, from code that may not reach db/ (its folders are below it): db/data-source.ts registers
 * how for every data source it makes (withoutTimeouts: the same database on a pool of its own).
 */
type Runner = <T>(fn: (untimed: DataSource) => Promise<T>) => Promise<T>;

const runners = new WeakMap<DataSource, Runner>();

export function registerUntimedWork(ds: DataSource, run: Runner): void {
  runners.set(ds, run);
}

export function untimedWork<T>(ds: DataSource, fn: (untimed: DataSource) => Promise<T>): Promise<T> {
  const run = runners.get(ds);
  if (!run) throw new Error('no untimed work for this data source: make it with createDataSource (db/data-source.ts)');
  return run(fn);
}
