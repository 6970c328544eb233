import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';
import { createLogger } from '../common/logger';
import { DATABASE_URL_FILE, freePort } from '../db/embedded';
import { startLocalCluster, type LocalCluster } from '../db/local-cluster';
import { spawnServer, waitReady, type ServerProcess } from './bench-kit';
import { DATA_DIR, LAYOUT, START_TIMEOUT_MS, TRACE_GC } from './bench-load-config';

/** The server process of `npm run bench:load`: started as `npm start` runs it, measured from /proc, stopped in order. */

/**
 * The server child, kept as soon as it is spawned (a Ctrl-C while it starts stops it too);
 * `stopping` once it is being stopped on purpose; `liveHeapMb`, with BENCH_TRACE_GC, its JS heap
 * after its last full (Mark-Compact) GC, in MB.
 */
export const serverState: { server?: ServerProcess; cluster?: LocalCluster; stopping: boolean; liveHeapMb: number } = {
  stopping: false,
  liveHeapMb: NaN,
};

/** Stops the server, then the cluster of BENCH_LAYOUT=cluster. */
export async function stopServer(): Promise<void> {
  serverState.stopping = true;
  await serverState.server?.stop();
  await serverState.cluster?.stop();
  serverState.cluster = undefined;
}

/** A number read from /proc/<pid>/`file`, or NaN once the process is gone. */
function fromProc(pid: number, file: string, read: (text: string) => number): number {
  try {
    return read(fs.readFileSync(`/proc/${pid}/${file}`, 'utf8'));
  } catch {
    return NaN;
  }
}
/** The server's Node processes: itself and, with WEB_CONCURRENCY, its workers (never the embedded PostgreSQL it starts). */
function serverProcesses(pid: number): number[] {
  const out = [pid];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = fromProc(Number(entry), 'stat', (t) => Number(t.slice(t.lastIndexOf(')') + 2).split(' ')[1]));
    if (stat === pid && fromProc(Number(entry), 'comm', (t) => (t.trim() === 'node' ? 1 : 0)) === 1) out.push(Number(entry));
  }
  return out;
}
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** VmRSS of the server's Node processes, in MB (1,000,000 bytes). */
export const rssMb = (pid: number) =>
  sum(serverProcesses(pid).map((p) => fromProc(p, 'status', (t) => (Number(/^VmRSS:\s+(\d+) kB/m.exec(t)?.[1] ?? NaN) * 1024) / 1e6)));
/** CPU seconds (user + system) the server's Node processes have used so far, in clock ticks of 1/100 s as on Linux. */
export const cpuSeconds = (pid: number) =>
  sum(
    serverProcesses(pid).map((p) =>
      fromProc(
        p,
        'stat',
        (t) =>
          t
            .split(') ')[1]
            .split(' ')
            .slice(11, 13)
            .reduce((a, b) => a + Number(b), 0) / 100,
      ),
    ),
  );

/**
 * Starts the server on DATA_DIR with its log in DATA_DIR/server.log (kept in `serverState` at once, so
 * a Ctrl-C while it starts stops it too); answers once it is ready, with the embedded database's URL.
 */
export async function startServer(): Promise<{ server: ServerProcess; databaseUrl?: string; log: string }> {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const log = path.join(DATA_DIR, 'server.log');
  const out = fs.createWriteStream(log, { flags: 'a' });
  out.write(`\n--- bench:load ${new Date().toISOString()}\n`);
  let layout: Record<string, string> = {};
  if (LAYOUT === 'cluster') {
    const dir = path.join(DATA_DIR, 'cluster');
    fs.rmSync(dir, { recursive: true, force: true });
    console.log('starting a primary, a streaming standby and PgBouncer (db/local-cluster.ts) ...');
    const cluster = await startLocalCluster({ dir, logger: createLogger('warn') });
    serverState.cluster = cluster;
    layout = {
      DATABASE_URL: cluster.poolerUrl,
      DATABASE_DIRECT_URL: cluster.primaryUrl,
      DATABASE_REPLICA_URLS: cluster.replicaUrl,
      WEB_CONCURRENCY: '2',
      JWT_SECRET: randomBytes(32).toString('base64url'),
    };
  }
  const server = spawnServer(
    await freePort(),
    // The defaults of `npm start` (development, 20,000 profiles, seed 42, the answer cache on),
    // with its own folder and a per-client code limit that 16 sign-ups from one address never reach.
    { NODE_ENV: 'development', DATA_DIR, OTP_LIMIT_PER_CLIENT: '10000', ...layout },
    // Its own process group: a Ctrl-C reaches this script, which stops the server in order.
    { stdio: 'pipe', detached: true, nodeArgs: TRACE_GC ? ['--trace-gc'] : [] },
  );
  serverState.server = server;
  const { child } = server;
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    out.write(line + '\n');
    const gc = / Mark-Compact [\d.]+ \([\d.]+\) -> ([\d.]+) \(/.exec(line);
    if (gc) return void (serverState.liveHeapMb = Number(gc[1]));
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'the people index is empty: seeding it')
        console.log(`seeding ${entry.count.toLocaleString('en-US')} profiles (seed ${entry.seed}): the first run on this folder`);
    } catch {
      /* not a log line */
    }
  });
  child.stderr!.pipe(out);
  try {
    await waitReady(server, START_TIMEOUT_MS, 100);
  } catch (err) {
    throw new Error(`${(err as Error).message}; its log: ${log}`, { cause: err });
  }
  // The embedded database's app-role URL: the server keeps it in its DATA_DIR while it runs (never in its log).
  const urlFile = path.join(DATA_DIR, DATABASE_URL_FILE);
  const databaseUrl = serverState.cluster?.primaryUrl ?? (fs.existsSync(urlFile) ? fs.readFileSync(urlFile, 'utf8').trim() : undefined);
  return { server, databaseUrl, log };
}

export async function indexSize(databaseUrl: string | undefined): Promise<string> {
  if (!databaseUrl) return 'unknown';
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [{ n }] = (await db.query('SELECT count(*)::int AS n FROM profiles')).rows;
    return `${n.toLocaleString('en-US')} profiles`;
  } finally {
    await db.end();
  }
}
