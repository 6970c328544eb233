import path from 'node:path';
import { pct } from './bench-kit';
import { BASELINE_SECONDS, CONCURRENCY, DATA_DIR, LIST_SIZE, NEW_REVEALS, TARGET_GROWTH_MB, TRACE_GC } from './bench-load-config';
import { errorCount, KINDS, stats } from './bench-load-measure';
import { POPULAR } from './bench-load-searches';
import { MIX } from './bench-load-traffic';

/** The report of `npm run bench:load`: what ran, throughput and latency per kind, the errors, the server's memory, the targets. */

export const mb = (n: number) => `${n.toFixed(1)} MB`;
const fmt = (n: number) => n.toFixed(1).padStart(7);

/** What the run measured, for the report. */
export interface LoadRun {
  wall: number;
  interrupted: boolean;
  /** The server exited on its own during the load. */
  died: boolean;
  cores: number;
  loadAverage: string;
  serverCpu: number;
  selfCpu: number;
  index: string;
  rss: { start: number; baseline: number; end: number; peak: number };
  heap: { start: number; baseline: number; end: number };
}

/** Prints the report; answers whether both targets were met (no errors, RSS growth under the limit). */
export function printReport({ wall, interrupted, died, cores, loadAverage, serverCpu, selfCpu, index, rss, heap }: LoadRun): boolean {
  console.log(
    `\n${interrupted ? 'INTERRUPTED after' : 'mixed load for'} ${wall.toFixed(0)} s, ${CONCURRENCY} concurrent clients, each sending its next request as soon as the last is answered (no think time)`,
  );
  console.log(
    `machine: ${cores} cores, load average at the end ${loadAverage}; CPU used over the run: server process ${serverCpu.toFixed(2)} cores, this load generator ${selfCpu.toFixed(2)} cores`,
  );
  console.log(`index: ${index}, on ${path.relative(process.cwd(), DATA_DIR) || DATA_DIR}`);
  console.log(
    `\nthe mix (weights; every user: ${NEW_REVEALS} new reveals of its 5 credits, then re-reveals, which are free, so no 402 is expected):`,
  );
  for (const m of MIX) console.log(`  ${String(m.weight).padStart(3)}%  ${m.what}`);
  console.log(
    `  searches: about 25% the next page of the client's last search, 35% one of ${POPULAR.length} popular searches, 40% generated from the vocabulary (ai 60%, build 25%, persona 15%); ${stats.searches.size.toLocaleString('en-US')} distinct (search, page) asked`,
  );
  console.log(
    `  opens: a profile of the client's results (70% its last page); lists: a new list (REST and GraphQL in turn) takes an add's turn before the first add and every ${LIST_SIZE} profiles`,
  );

  console.log(
    `\n${'kind'.padEnd(20)} ${'requests'.padStart(9)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
  );
  const row = (name: string, xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    if (s.length === 0) return console.log(`${name.padEnd(20)} ${'0'.padStart(9)}`);
    console.log(
      `${name.padEnd(20)} ${s.length.toLocaleString('en-US').padStart(9)} ${(s.length / wall).toFixed(1).padStart(7)} ${fmt(pct(s, 50))} ${fmt(pct(s, 95))} ${fmt(pct(s, 99))}`,
    );
  };
  const all: number[] = [];
  for (const group of ['search', 'open', 'reveal', 'list']) {
    const kinds = KINDS.filter((k) => k.startsWith(`${group} `));
    const groupTimes = kinds.flatMap((k) => stats.times.get(k) ?? []);
    for (const k of kinds) row(`  ${k}`, stats.times.get(k) ?? []);
    row(`${group} (all)`, groupTimes);
    all.push(...groupTimes);
  }
  row('overall', all);

  const errors = errorCount();
  const e = stats.errors;
  console.log(
    `\nerrors: ${errors} (non-2xx ${e.http}, GraphQL errors ${e.graphql}, transport ${e.transport}, wrong reveal charge ${e.check})${died ? '; the server exited during the load' : ''}`,
  );
  for (const s of stats.samples) console.log(`  ${s}`);

  const growth = rss.end - rss.baseline;
  const after = BASELINE_SECONDS === 60 ? 'after the first minute' : `after ${BASELINE_SECONDS} s`;
  console.log(
    `server RSS (VmRSS of the server process): start ${mb(rss.start)}, ${after} ${mb(rss.baseline)}, end ${mb(rss.end)}, peak ${mb(rss.peak)}; growth ${after} ${growth >= 0 ? '+' : ''}${mb(growth)}`,
  );

  if (TRACE_GC)
    console.log(
      `server JS heap after its last full GC (--trace-gc): start ${mb(heap.start)}, ${after} ${mb(heap.baseline)}, end ${mb(heap.end)}`,
    );
  const errorsMet = errors === 0 && !died;
  const growthMet = growth < TARGET_GROWTH_MB;
  console.log(
    `target: 0 errors -> ${errorsMet ? 'met' : 'MISSED'}; RSS growth ${after} under ${TARGET_GROWTH_MB} MB -> ${growthMet ? 'met' : 'MISSED'}`,
  );
  return errorsMet && growthMet;
}
