/**
 * npm run bench:load — BENCH_LOAD_SECONDS (default 300) of mixed traffic from BENCH_CONCURRENCY
 * (default 16) signed-in clients against the built server, run as its own process as `npm start`
 * runs it (`node server/dist/main.js`, development mode, the answer cache on), on BENCH_DATA_DIR
 * (default ./.data/bench-load: the first run seeds the default 20,000 profiles, seed 42, later runs
 * reuse them). Each client is a user signed up through the API with the code from /dev/outbox.json;
 * it searches (GraphQL and REST, ai/build/persona, generated queries and pages), opens profiles,
 * reveals contacts (3 new profiles of its 5 credits, then re-reveals, which are free) and adds
 * profiles to lists, one request after the other without pause. It prints throughput and latency
 * per kind, the errors, and the server's RSS (VmRSS of the server process alone), and exits
 * non-zero when the target is missed: no errors, RSS growth under 50 MB after the first minute.
 * The load generator is node:http over kept-alive connections, on this process's one thread.
 *
 * This file runs it; beside it: bench-load-config (the settings), -server (the server process and
 * its /proc readings), -measure (the HTTP client and what is counted), -searches and -traffic (what
 * the clients ask, and the mix), -report (the printed report and the targets).
 */
import 'reflect-metadata';
import os from 'node:os';
import path from 'node:path';
import { signUpThroughApi } from './bench-kit';
import { BASELINE_SECONDS, CONCURRENCY, DATA_DIR, LAYOUT, PROGRESS_SECONDS, SECONDS, WARMUP_SECONDS } from './bench-load-config';
import { agent, errorCount, stats } from './bench-load-measure';
import { mb, printReport } from './bench-load-report';
import { cpuSeconds, indexSize, rssMb, serverState, startServer, stopServer } from './bench-load-server';
import { LoadClient } from './bench-load-traffic';

/** `interrupted` by a first Ctrl-C during the load (a second one stops the server at once). */
let loadRunning = false;
let interrupted = false;

const COMPANIES = [
  'acme',
  'globex',
  'initech',
  'umbrella',
  'hooli',
  'stark',
  'wayne',
  'wonka',
  'tyrell',
  'cyberdyne',
  'soylent',
  'vandelay',
  'dunder',
  'piedpiper',
  'monarch',
  'aperture',
];
/** A work address of its own company for client k, new on every run. */
const emailOf = (run: string, k: number) => `load.${run}.${k}@${COMPANIES[k % COMPANIES.length]}${k >= COMPANIES.length ? k : ''}-corp.io`;

async function stopAndExit(code: number): Promise<never> {
  await stopServer();
  process.exit(code);
}

function onSignal(signal: string) {
  if (loadRunning && !interrupted) {
    interrupted = true;
    console.log(`\n${signal}: ending the load, then stopping the server (again to stop at once)`);
    return;
  }
  console.log(`\n${signal}: stopping the server${serverState.server ? '' : ' (not started yet)'}`);
  stopAndExit(130).catch((err: unknown) => {
    console.error(err);
    process.exit(130);
  });
}

async function main() {
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  process.on('exit', () => serverState.server?.child.exitCode === null && serverState.server.child.kill('SIGTERM'));

  const cpus = os.cpus();
  const loadavg = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
  console.log(
    `machine: ${cpus.length} cores (${cpus[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}, load average ${loadavg()}`,
  );
  console.log(`starting node server/dist/main.js on DATA_DIR ${path.relative(process.cwd(), DATA_DIR) || DATA_DIR} ...`);
  const started = await startServer();
  const { server } = started;
  const pid = server.child.pid!;
  console.log(
    `server: pid ${pid} at ${server.url}, development mode, answer cache on (its log: ${path.relative(process.cwd(), started.log)})`,
  );
  if (LAYOUT === 'cluster')
    console.log('layout: two server processes (WEB_CONCURRENCY=2) through PgBouncer, searches read from a streaming replica');
  const index = await indexSize(started.databaseUrl);
  console.log(`index: ${index}`);

  const run = Date.now().toString(36);
  const base = server.url;
  const outbox = async (to: string) => {
    const mails = (await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Array<{ text: string }>;
    return mails[0]?.text ?? '';
  };
  const users = await Promise.all(Array.from({ length: CONCURRENCY }, (_, k) => signUpThroughApi(base, emailOf(run, k), outbox)));
  console.log(`signed up ${users.length} users through the API (${emailOf(run, 0)}, ...), 5 credits each`);
  const clients = users.map((u, k) => new LoadClient(base, u.token, k));

  let serverGone = false;
  const gone = (code: number | null) => {
    serverGone = true;
    if (!serverState.stopping) console.error(`the server exited during the load (code ${code}); see ${started.log}`);
  };
  server.exited.then(gone, () => gone(null));
  /** Every client sends its next request as soon as the last is answered, until `until`. */
  const drive = (until: number) =>
    Promise.all(
      clients.map(async (c) => {
        while (Date.now() < until && !interrupted && !serverGone) await c.step();
      }),
    );

  loadRunning = true;
  console.log(`\nwarm-up: ${WARMUP_SECONDS} s of the mix, not counted`);
  await drive(Date.now() + WARMUP_SECONDS * 1000);
  if (interrupted || serverGone) return stopAndExit(serverGone ? 1 : 130);

  const rss = { start: rssMb(pid), baseline: NaN, end: NaN, peak: rssMb(pid) };
  const heap = { start: serverState.liveHeapMb, baseline: NaN, end: NaN };
  const cpu = { server: cpuSeconds(pid), self: process.cpuUsage() };
  const t0 = Date.now();
  stats.recording = true;
  console.log(`load: ${SECONDS} s, ${CONCURRENCY} clients; server RSS at start ${mb(rss.start)}`);
  const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, rssMb(pid) || 0)), 1000);
  const baseline = setTimeout(() => ([rss.baseline, heap.baseline] = [rssMb(pid), serverState.liveHeapMb]), BASELINE_SECONDS * 1000);
  let lastCount = 0;
  const progress = setInterval(() => {
    const rate = (stats.requests - lastCount) / PROGRESS_SECONDS;
    lastCount = stats.requests;
    console.log(
      `[${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${stats.requests.toLocaleString('en-US').padStart(8)} requests (${rate.toFixed(0)}/s), ${errorCount()} errors, server RSS ${mb(rssMb(pid))}`,
    );
  }, PROGRESS_SECONDS * 1000);
  await drive(t0 + SECONDS * 1000);
  const wall = (Date.now() - t0) / 1000;
  stats.recording = false;
  loadRunning = false;
  clearInterval(sampler);
  clearInterval(progress);
  clearTimeout(baseline);
  [rss.end, heap.end] = [rssMb(pid), serverState.liveHeapMb];
  rss.peak = Math.max(rss.peak, rss.end);
  const died = serverGone;
  if (Number.isNaN(rss.baseline)) [rss.baseline, heap.baseline] = [rss.end, heap.end];
  const serverCpu = (cpuSeconds(pid) - cpu.server) / wall;
  const selfUsage = process.cpuUsage(cpu.self);
  const selfCpu = (selfUsage.user + selfUsage.system) / 1e6 / wall;

  await stopServer();
  console.log(`server stopped${died ? ' (it had exited on its own)' : ''}`);

  const met = printReport({ wall, interrupted, died, cores: cpus.length, loadAverage: loadavg(), serverCpu, selfCpu, index, rss, heap });
  agent.destroy();
  process.exit(interrupted ? 130 : met ? 0 : 1);
}

main().catch(async (err) => {
  if (serverState.stopping) return; // a signal is stopping the server; it exits when done
  console.error(err);
  await stopAndExit(1);
});
