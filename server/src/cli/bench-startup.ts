/**
 * npm run bench:startup — how long the server takes from process start to a 200 on /readyz with
 * the embedded database: once on a fresh DATA_DIR (initdb), then RUNS times on the same folder;
 * and, first, how long the generator takes to make the 20,000 profiles a first start seeds.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, waitReady } from './bench-kit';
import { freePort } from '../db/embedded';
import { generateCompanies } from '../seed/companies';
import { generateProfile } from '../seed/generator';

const RUNS = Number(process.env.RUNS ?? 7);

async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = process.hrtime.bigint();
  const server = spawnServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    await waitReady(server, 30_000);
    return Number(process.hrtime.bigint() - started) / 1e6;
  } finally {
    await server.stop();
  }
}

/** The generator alone (no database): what every first start and every test run's seeding pay for. */
function generatorMs(): number {
  const companies = generateCompanies(42);
  const started = process.hrtime.bigint();
  for (let i = 0; i < 20_000; i++) generateProfile(42, i, companies);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function main() {
  const generated = generatorMs();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-bench-'));
  try {
    const first = await startOnce(dataDir);
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await startOnce(dataDir));
    runs.sort((a, b) => a - b);
    const fmt = (ms: number) => `${Math.round(ms)} ms`;
    console.log(`cores: ${os.cpus().length}, node ${process.version}`);
    console.log(`generating 20,000 profiles (no database): ${fmt(generated)}`);
    console.log(`first start (initdb, migrations, seeding 20,000 profiles): ${fmt(first)}`);
    console.log(
      `restart with an existing database, ${RUNS} runs: min ${fmt(runs[0])}, median ${fmt(runs[Math.floor(runs.length / 2)])}, max ${fmt(runs[runs.length - 1])}`,
    );
    console.log(`target: under 5000 ms -> ${runs[runs.length - 1] < 5000 ? 'met' : 'NOT met'}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
