#!/usr/bin/env node
/**
 * `npm run test:dev-loop` (part of `npm test`): the development loop works from this checkout.
 * It starts `npm run dev` on ports of its own (127.0.0.1) with a temporary DATA_DIR and a small
 * people index, then checks, in order:
 *   1. Vite serves the page, and proxies /healthz to the server (which may first build server/dist);
 *   2. a new .graphql operation under client/src reaches client/src/graphql/generated.ts
 *      (graphql-codegen --watch);
 *   3. an edit of a server file restarts the server (tsgo --watch, then a restart) and how long
 *      that took, with the embedded PostgreSQL back on the same port;
 *   4. removing the operation brings generated.ts back to what it was;
 *   5. Ctrl-C (SIGINT to the process group) stops every process, the embedded PostgreSQL included,
 *      and frees every port.
 * It runs in a copy of the checkout (see copyOfCheckout). Every file it touched is put back as it was, whatever happens; its process group and its
 * PostgreSQL are killed if they outlive the test. DEV_LOOP_VERBOSE=1 echoes the lanes' output.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const checkout = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const verbose = process.env.DEV_LOOP_VERBOSE === '1';

/**
 * The loop runs in a copy of this checkout (its files as they are now, tracked and new; the built
 * server/dist with its times, so the server starts as it would here; node_modules hard-linked, which
 * costs no disk), so that the files it edits and the dist that tsgo --watch rewrites are never the
 * ones that `npm test`'s other steps read at the same time. DEV_LOOP_IN_PLACE=1 runs it here instead.
 */
function copyOfCheckout() {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-dev-loop-checkout-'));
  fs.chmodSync(copy, 0o755); // run as root, the embedded PostgreSQL runs as another user, who must reach its binaries
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: checkout });
  for (const file of listed.toString('utf8').split('\0').filter(Boolean)) {
    const from = path.join(checkout, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree, not yet in git
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.cpSync(from, path.join(copy, file), { preserveTimestamps: true });
  }
  for (const dir of ['server/dist', 'client/dist']) {
    if (fs.existsSync(path.join(checkout, dir)))
      fs.cpSync(path.join(checkout, dir), path.join(copy, dir), { recursive: true, preserveTimestamps: true });
  }
  for (const dir of ['node_modules', 'server/node_modules', 'client/node_modules']) {
    if (fs.existsSync(path.join(checkout, dir))) execFileSync('cp', ['-al', path.join(checkout, dir), path.join(copy, dir)]);
  }
  fs.rmSync(path.join(copy, 'client/node_modules/.vite'), { recursive: true, force: true });
  return copy;
}

const inPlace = process.env.DEV_LOOP_IN_PLACE === '1';
const root = inPlace ? checkout : copyOfCheckout();
const GENERATED = path.join(root, 'client/src/graphql/generated.ts');
const SCHEMA = path.join(root, 'schema.graphql');
const PROBE = path.join(root, 'client/src/dev-loop-probe.graphql');
const SERVER_FILE = path.join(root, 'server/src/modules/health/health.rest.ts');
// Multiplied by TEST_TIME_SCALE, which `npm test` sets when every suite shares a few cores.
const SCALE = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);
const START_TIMEOUT_MS = 240_000 * SCALE; // a fresh clone compiles the server first
const STEP_TIMEOUT_MS = 60_000 * SCALE;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
const log = (line) => console.log(`[dev-loop ${seconds(Date.now() - started).padStart(6)}] ${line}`);

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function isPortFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

let stopping = false;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (interrupted = true));

async function waitFor(what, check, timeoutMs = STEP_TIMEOUT_MS) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (interrupted) throw new Error(`interrupted while waiting for ${what}`);
    if (!stopping && dev && (dev.exitCode !== null || dev.signalCode !== null))
      throw new Error(`npm run dev exited (${dev.signalCode ?? `code ${dev.exitCode}`}) while waiting for ${what}`);
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${seconds(timeoutMs)} waiting for ${what}`);
    await sleep(100);
  }
}

async function get(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: await res.text() };
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

function postmasterPid(dataDir) {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
}

// What this test changes, as it was: put back in `finally`.
const originals = new Map([
  [GENERATED, fs.readFileSync(GENERATED, 'utf8')],
  [SCHEMA, fs.readFileSync(SCHEMA, 'utf8')],
  [SERVER_FILE, fs.readFileSync(SERVER_FILE, 'utf8')],
]);
if (fs.existsSync(PROBE)) throw new Error(`${PROBE} exists: a previous run did not finish? Remove it first.`);

const [port, vitePort, pgPort] = [await freePort(), await freePort(), await freePort()];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-dev-loop-'));
let output = '';
let dev;

const env = {
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: String(port),
  VITE_PORT: String(vitePort),
  API_URL: `http://127.0.0.1:${port}`,
  EMBEDDED_PG_PORT: String(pgPort),
  DATA_DIR: dataDir,
  SEED_PROFILES: '200',
  LOG_LEVEL: 'info',
  FORCE_COLOR: '0',
  NO_COLOR: '1',
};
delete env.DATABASE_URL; // the embedded PostgreSQL, as on a fresh clone

const count = (re) => (output.match(re) ?? []).length;
const viteUrl = `http://127.0.0.1:${vitePort}`;
const figures = {};
let failed = false;

try {
  log(`npm run dev: server :${port}, Vite :${vitePort}, PostgreSQL :${pgPort}, DATA_DIR ${dataDir}`);
  dev = spawn('npm', ['run', 'dev'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [dev.stdout, dev.stderr])
    stream.on('data', (d) => {
      output += d;
      if (verbose) process.stdout.write(d);
    });
  const devExited = new Promise((resolve) => dev.on('exit', (code, signal) => resolve(code ?? signal)));

  // 1. Vite's page, and the server behind Vite's proxy.
  await waitFor('the proxied /healthz', async () => (await get(`${viteUrl}/healthz`)).status === 200, START_TIMEOUT_MS);
  figures.ready = Date.now() - started;
  log(`server answers /healthz through Vite's proxy (${seconds(figures.ready)} after npm run dev)`);
  const page = await get(`${viteUrl}/`);
  if (page.status !== 200 || !page.body.includes('id="root"') || !page.body.includes('/@vite/client'))
    throw new Error(`Vite's page: ${page.status} ${page.body.slice(0, 200)}`);
  const entry = await get(`${viteUrl}/src/main.tsx`);
  if (entry.status !== 200) throw new Error(`Vite's /src/main.tsx: ${entry.status}`);
  log('Vite serves the page and its modules');
  const readyz = await get(`${viteUrl}/readyz`);
  if (readyz.status !== 200) throw new Error(`/readyz through Vite: ${readyz.status} ${readyz.body}`);

  // 2. A new operation reaches generated.ts.
  await waitFor('graphql-codegen --watch to watch', async () => /Watching for changes/.test(output));
  await waitFor('tsc --watch to watch', async () => /Watching for file changes/.test(output));
  let t = Date.now();
  const probe = '# Written by scripts/test-dev-loop.mjs, removed when it ends.\nquery DevLoopProbe {\n  __typename\n}\n';
  fs.writeFileSync(PROBE, probe);
  // graphql-codegen prints "Watching for changes" before its file watcher has subscribed (over the
  // whole repository, node_modules included, which can take seconds on a cold disk): an edit in
  // between is not seen. The probe is written again every few seconds until codegen has it, and
  // the figure is counted from the last write.
  let lastWrite = Date.now();
  await waitFor('generated.ts to have DevLoopProbe', async () => {
    if (fs.readFileSync(GENERATED, 'utf8').includes('DevLoopProbeDocument')) return true;
    if (Date.now() - lastWrite > 3000) {
      fs.writeFileSync(PROBE, `${probe}# again at ${new Date().toISOString()}\n`);
      t = lastWrite = Date.now();
    }
    return false;
  });
  figures.codegen = Date.now() - t;
  log(`a new operation reached generated.ts in ${seconds(figures.codegen)}`);

  // 3. A server edit: compiled, restarted, ready, on the same PostgreSQL port.
  const readyLines = /\[dev\] server ready [\d.]+ s after the change/g;
  const before = count(readyLines);
  t = Date.now();
  fs.writeFileSync(SERVER_FILE, `${originals.get(SERVER_FILE)}// dev-loop probe ${t}\n`);
  await waitFor('the server to restart after the edit', async () => count(readyLines) > before);
  await waitFor('the proxied /healthz after the restart', async () => (await get(`${viteUrl}/healthz`)).status === 200);
  figures.serverEdit = Date.now() - t;
  log(`server edit to ready: ${seconds(figures.serverEdit)} (${output.match(readyLines).at(-1).replace('[dev] ', '')})`);
  const url = fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim();
  if (new URL(url).port !== String(pgPort)) throw new Error(`the database URL changed port: ${new URL(url).port}`);
  fs.writeFileSync(SERVER_FILE, originals.get(SERVER_FILE));
  await waitFor('the server to restart after the edit was undone', async () => count(readyLines) > before + 1);

  // 4. Without the operation, generated.ts is what it was.
  t = Date.now();
  fs.rmSync(PROBE);
  await waitFor('generated.ts to be back as it was', async () => fs.readFileSync(GENERATED, 'utf8') === originals.get(GENERATED));
  log(`generated.ts back as it was in ${seconds(Date.now() - t)}`);

  // 5. Ctrl-C stops everything. First the server must be up again: the compiler's watcher may see
  // the undo as two changes, and a second restart (which stops and starts the embedded PostgreSQL)
  // can still be under way.
  let pg;
  await waitFor('the server and its embedded PostgreSQL to be up after the restarts', async () => {
    pg = postmasterPid(dataDir);
    return Boolean(pg && isAlive(pg)) && (await get(`${viteUrl}/healthz`)).status === 200;
  });
  t = Date.now();
  stopping = true;
  process.kill(-dev.pid, 'SIGINT');
  let timer;
  const timeout = new Promise((resolve) => (timer = setTimeout(() => resolve('timeout'), 30_000)));
  const ended = await Promise.race([devExited, timeout]);
  clearTimeout(timer);
  if (ended === 'timeout') throw new Error('npm run dev did not stop within 30 s of SIGINT');
  await waitFor('every process of npm run dev to end', async () => !groupAlive(dev.pid), 15_000);
  await waitFor('the embedded PostgreSQL to stop', async () => !isAlive(pg), 15_000);
  if (fs.existsSync(path.join(dataDir, 'database-url'))) throw new Error('DATA_DIR/database-url is left behind');
  for (const p of [port, vitePort, pgPort]) if (!(await isPortFree(p))) throw new Error(`port ${p} is still in use`);
  log(`Ctrl-C stopped every process and the embedded PostgreSQL in ${seconds(Date.now() - t)}; the ports are free`);
} catch (err) {
  failed = true;
  console.error(`\ndev loop FAILED: ${err.message}\n--- last lines of npm run dev ---\n${output.split('\n').slice(-80).join('\n')}\n---`);
} finally {
  // Whatever happened: nothing left running, every file as it was.
  if (dev?.pid && groupAlive(dev.pid)) {
    process.kill(-dev.pid, 'SIGTERM');
    for (let i = 0; i < 100 && groupAlive(dev.pid); i++) await sleep(100);
    if (groupAlive(dev.pid)) process.kill(-dev.pid, 'SIGKILL');
  }
  const pg = postmasterPid(dataDir);
  if (pg && isAlive(pg)) {
    process.kill(pg, 'SIGQUIT');
    for (let i = 0; i < 50 && isAlive(pg); i++) await sleep(100);
    if (isAlive(pg)) process.kill(pg, 'SIGKILL');
  }
  fs.rmSync(PROBE, { force: true });
  for (const [file, content] of originals) {
    if (fs.readFileSync(file, 'utf8') !== content) {
      fs.writeFileSync(file, content);
      if (file !== SERVER_FILE && !failed) {
        failed = true;
        console.error(`dev loop FAILED: ${path.relative(root, file)} did not come back by itself (put back)`);
      }
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!inPlace) fs.rmSync(root, { recursive: true, force: true });
}

if (failed) process.exit(1);
log(
  `passed: ready ${seconds(figures.ready)} after start, codegen ${seconds(figures.codegen)}, server edit to ready ${seconds(figures.serverEdit)}`,
);
