#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults: a mid-range phone's screen, 4x CPU
 * slowdown and a slow 4G connection, simulated) against the built app, page by page: the four
 * category scores and LCP / TBT of each public page, and whether each meets its target
 * (performance >= 90, the other three 100). Builds first when the build is stale
 * (scripts/build-if-stale.mjs), starts the built server on a free 127.0.0.1 port with its own
 * throwaway DATA_DIR (its own embedded PostgreSQL, 2,000 profiles), drives Debian's Chromium with
 * the browser tests' flags (client/e2e/helpers.ts), and stops both at the end. Each page is run
 * LIGHTHOUSE_RUNS times (3 unless set) and the run with the median performance score is reported,
 * as Lighthouse advises: one run on a busy machine varies by ten points and more. Exit code 1 when
 * a target is missed. Not part of `npm test` (two to three minutes). Lighthouse and chrome-launcher
 * are this folder's own dependencies (package.json, package-lock.json beside this file), installed
 * by `npm run bench:lighthouse` on its first run, so that the project's install does not carry
 * their 175 packages (230 MB) for a benchmark CI does not run.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const PAGES = ['/', '/pricing', '/terms', '/privacy', '/login', '/register'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
/**
 * The browser tests' Chromium flags (client/e2e/helpers.ts): headless, no sandbox, nothing from the
 * network. Headless as `--headless=new`: Lighthouse cannot record a page load's trace in the old mode.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(url, child) {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server was not ready within 120 s');
}

function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * One Lighthouse run of a page. Chromium now and then fails to record the trace of a load
 * (NO_NAVSTART, "please run Lighthouse again"): such a run is repeated, up to three times; any
 * other runtime error stops the bench.
 */
async function audit(address, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(address, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
    if (!lhr.runtimeError) return lhr;
    if (lhr.runtimeError.code !== 'NO_NAVSTART' || attempt === 3)
      throw new Error(`${address}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`${address}: ${lhr.runtimeError.code}, running again`);
  }
}

const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

async function main() {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-lighthouse-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      SEED_PROFILES: '2000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome;
  const rows = [];
  try {
    console.log(`starting the built server on ${url} (its own database in ${dataDir})`);
    await waitReady(url, server);
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await audit(url + page, chrome.port));
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]));
      const failing = CATEGORIES.flatMap((c) =>
        Object.values(lhr.categories[c].auditRefs)
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1 && c !== 'performance')
          .map((ref) => `${c}: ${ref.id}`),
      );
      rows.push({
        page,
        ...scores,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        failing,
      });
      console.log(`${page}: performance ${runs.map((r) => Math.round(r.categories.performance.score * 100)).join(', ')}`);
    }
  } finally {
    if (chrome) chrome.kill();
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const line = (cells) => `| ${cells.join(' | ')} |`;
  console.log(
    `\nLighthouse ${lighthouseVersion()} (mobile defaults, simulated throttling), built app, median of ${RUNS} runs;` +
      ` load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores:\n`,
  );
  console.log(line(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'FCP', 'CLS']));
  console.log(line(Array(9).fill('---')));
  for (const r of rows) {
    console.log(
      line([r.page, r.performance, r.accessibility, r['best-practices'], r.seo, ms(r.lcp), ms(r.tbt), ms(r.fcp), r.cls.toFixed(3)]),
    );
  }
  const missed = rows.flatMap((r) => CATEGORIES.filter((c) => r[c] < TARGETS[c]).map((c) => `${r.page} ${c} ${r[c]} < ${TARGETS[c]}`));
  for (const r of rows) for (const f of r.failing) console.log(`  ${r.page}: not passed: ${f}`);
  if (missed.length > 0) {
    console.log(`\ntargets missed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nevery page meets its targets (performance >= 90, the other three 100)');
}

function lighthouseVersion() {
  return JSON.parse(fs.readFileSync(path.join(here, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
