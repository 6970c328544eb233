#!/usr/bin/env node
/**
 * The server lane of `npm run dev`:
 * - `tsgo --watch` (typescript-go's tsc, incremental, server/tsconfig.build.json) compiles server/src into server/dist;
 * - the server (`node server/dist/main.js`) starts once there is a build: at once when dist is
 *   newer than every source, else after tsc's first compilation (a fresh clone has no dist);
 * - after each later compilation, once all its files are written, the server is stopped
 *   gracefully (it stops its embedded PostgreSQL) and started again; a compilation that ends
 *   while the server is still starting restarts it as soon as it is up. The embedded PostgreSQL
 *   comes back on the same port (DATA_DIR/postgres-port), so DATA_DIR/database-url stays valid;
 * - once the server answers /healthz, schema.graphql is emitted from the new build when the
 *   resolvers changed it, so `graphql-codegen --watch` (another lane) updates the client's types.
 * Each restart prints how long it took from the change to ready.
 *
 * If the first server exits by itself (a configuration error, a port in use), or tsc dies, this
 * exits with that code, and `concurrently` stops the other lanes. A server that fails after a
 * later change waits for the next change. SIGINT / SIGTERM stop the server gracefully, then tsc.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'server');
const dist = path.join(serverDir, 'dist');
const main = path.join(dist, 'main.js');
const buildInfo = path.join(dist, '.tsbuildinfo');
// typescript-go (tsgo), the compiler of `npm run build --workspace server`: the same output as tsc, about three times faster.
const tscBin = path.join(path.dirname(createRequire(import.meta.url).resolve('@typescript/native-preview/package.json')), 'bin', 'tsgo');

const port = Number(process.env.PORT || 4000);
const host = !process.env.HOST || ['0.0.0.0', '::'].includes(process.env.HOST) ? '127.0.0.1' : process.env.HOST;
const healthUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}/healthz`;
const STOP_TIMEOUT_MS = 20_000;

const say = (line) => console.log(`[dev] ${line}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

let shuttingDown = false;
/** The running server: its process, whether it answered yet, and whether we asked it to stop. */
let app;
let starts = 0;
let restartPending = false;
let changeAt;
let compileEndAt;

/** Files tsconfig.build.json leaves out of the build. */
const NOT_BUILT = /\.(spec|test|fixtures?)\.ts$/;

/** dist is at least as new as every source file and tsconfig: it can run before tsc has checked anything. */
function buildIsFresh() {
  if (!fs.existsSync(main) || !fs.existsSync(buildInfo)) return false;
  const built = fs.statSync(buildInfo).mtimeMs;
  let newest = 0;
  const walk = (p) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    else if (!NOT_BUILT.test(p)) newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json']) walk(path.join(serverDir, p));
  return newest <= built;
}

function startApp() {
  // Readable log lines in the lane (its output is a pipe, not a terminal, so the server would pick JSON).
  const env = { ...process.env, LOG_FORMAT: process.env.LOG_FORMAT || 'pretty' };
  const child = spawn(process.execPath, [main], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env });
  const current = { child, ready: false, stopping: false, startedAt: Date.now(), first: starts++ === 0 };
  app = current;
  child.on('exit', (code, signal) => {
    if (app === current) app = undefined;
    if (current.stopping || shuttingDown) return;
    if (current.first && !current.ready) {
      say(`the server exited (${signal ?? `code ${code}`}) before it was ready; stopping.`);
      stopAll(code || 1);
      return;
    }
    say(`the server exited (${signal ?? `code ${code}`}); it starts again after the next change.`);
    if (restartPending) restart();
  });
  waitUntilReady(current).catch(fail);
}

/** Polls /healthz while this server is the current one and not yet answering. */
async function waitUntilReady(current) {
  while (app === current && !current.ready) {
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(1000) });
      if (res.ok && app === current) {
        current.ready = true;
        onReady(current);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function onReady(current) {
  const now = Date.now();
  if (changeAt !== undefined) {
    say(
      `server ready ${seconds(now - changeAt)} after the change (compiled in ${seconds(compileEndAt - changeAt)}, restarted in ${seconds(now - current.startedAt)})`,
    );
    changeAt = undefined;
  } else {
    say(`server ready in ${seconds(now - current.startedAt)} on http://localhost:${port}`);
  }
  emitSchema();
  if (restartPending) restart();
}

/** schema.graphql from the build just started: written only when the resolvers changed it. */
function emitSchema() {
  const child = spawn(process.execPath, [path.join(dist, 'cli', 'emit-schema.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.on('exit', (code) => {
    if (code !== 0) say(`emitting schema.graphql failed (code ${code})`);
    else if (/wrote/.test(out)) say(out.trim());
  });
}

function stopApp(current) {
  if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return Promise.resolve();
  current.stopping = true;
  return new Promise((resolve) => {
    const force = setTimeout(() => current.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    current.child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    current.child.kill('SIGTERM');
  });
}

let restarting = false;
/** Stops the server and starts the new build; a server still starting (opening its database) is let finish first. */
function restart() {
  if (shuttingDown) return;
  if (restarting || (app && !app.ready && Date.now() - app.startedAt < 30_000)) {
    restartPending = true;
    return;
  }
  restartPending = false;
  restarting = true;
  stopApp(app)
    .then(() => {
      restarting = false;
      if (!shuttingDown) startApp();
    })
    .catch(fail);
}

let tscExited = false;
const tsc = spawn(process.execPath, [tscBin, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
  cwd: serverDir,
  stdio: ['ignore', 'pipe', 'inherit'],
});
tsc.on('exit', (code, signal) => {
  tscExited = true;
  if (shuttingDown) return;
  say(`tsc exited (${signal ?? `code ${code}`}); stopping.`);
  stopAll(code || 1);
});

let compiledOnce = false;
if (buildIsFresh()) {
  say('server/dist is up to date: starting the server while tsc starts watching');
  startApp();
} else {
  say(`${fs.existsSync(main) ? 'server/dist is older than its sources' : 'no server/dist yet'}: the server starts after the first build`);
}

readline.createInterface({ input: tsc.stdout }).on('line', (line) => {
  if (line.trim()) console.log(`tsc ${line}`);
  if (/File change detected/.test(line)) changeAt ??= Date.now();
  const done = /Found (\d+) errors?\. Watching for file changes/.exec(line);
  if (!done) return;
  compileEndAt = Date.now();
  const first = !compiledOnce;
  compiledOnce = true;
  if (first && app) return; // the fresh build that is already running
  if (first) {
    if (!fs.existsSync(main)) {
      say('tsc wrote no server/dist/main.js; fix the errors above');
      return;
    }
    startApp();
    return;
  }
  restart();
});

/** Stops the server gracefully (and with it its PostgreSQL), then tsc, and exits with `code`. */
function stopAll(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  stopApp(app)
    .catch((err) => console.error(err))
    .finally(() => {
      if (!tscExited) tsc.kill('SIGTERM');
      process.exit(code);
    });
}

function fail(err) {
  console.error(err);
  stopAll(1);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
