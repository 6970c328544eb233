/**
 * What the benchmark scripts share: percentiles, an in-process API server on 127.0.0.1, the built
 * server as its own process, and a bench user signed up the way anyone is (e-mail code from the
 * outbox).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createApp } from '../app';
import { systemClock } from '../common/clock';
import { loadConfig, type Config } from '../config';
import { openDatabase, type OpenDatabase } from '../db/open';
import { createLogger, type Logger } from '../common/logger';
import { OutboxMail } from '../providers/mail/outbox.entity';
import { OutboxMailer } from '../providers/mail/outbox.mailer';
import { createServices, type Services } from '../services';

/** The database of DATA_DIR (or DATABASE_URL), opened and migrated, with the size of its index printed. */
export async function openBenchIndex(): Promise<{ config: Config; logger: Logger; db: OpenDatabase }> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  const [{ n }] = await db.ds.query('SELECT count(*)::int AS n FROM profiles');
  console.log(
    `profiles in the index: ${n.toLocaleString('en-US')}${n < 1_000_000 ? '  (the targets are for 1,000,000: npm run seed -- --profiles 1000000 --reset)' : ''}`,
  );
  return { config, logger, db };
}

/** The p-th percentile of sorted values (nearest rank). */
export function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface BenchApi {
  services: Services;
  url: string;
  close(): Promise<void>;
}

/** The app with its own services over `ds`, listening on a free port of 127.0.0.1 (never production mode). */
export async function startBenchApi(ds: DataSource, config: Config, logger: Logger): Promise<BenchApi> {
  const cfg = { ...config, isProduction: false };
  const services = createServices({
    ds,
    config: cfg,
    clock: systemClock,
    mailer: new OutboxMailer(ds, logger),
    secret: 'bench-secret-bench-secret-bench-secret',
    logger,
  });
  const app = await createApp({ config: cfg, ds, services, logger });
  const server = http.createServer({ keepAlive: true }, app.express);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    services,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await app.stop();
    },
  };
}

/**
 * Signs `email` up through the API (POST /api/users/email-otp, then verify-otp with the code found
 * in the newest mail to that address, as `newestMail` reads it): the new user's token and id.
 */
export async function signUpThroughApi(
  url: string,
  email: string,
  newestMail: (to: string) => Promise<string>,
): Promise<{ token: string; userId: string }> {
  const post = async (route: string, body: object) => {
    const r = await fetch(url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await r.json()) as { message?: string; data: { token: string; _id: string } };
    if (!r.ok) throw new Error(`sign-up of ${email}: ${route} answered ${r.status} ${json?.message ?? ''}`);
    return json;
  };
  await post('/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
  const code = /\b(\d{6})\b/.exec(await newestMail(email))?.[1];
  if (!code) throw new Error(`sign-up of ${email}: no code in the newest mail`);
  const signedIn = (await post('/api/users/verify-otp', { userEmail: email, otp: code, type: 'register', termsAccepted: true })).data;
  return { token: signedIn.token, userId: signedIn._id };
}

/** A new user on the Starter plan, signed up through the API (the code read from the outbox table); their token and id. */
export async function signUpBenchUser(url: string, ds: DataSource): Promise<{ token: string; userId: string }> {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@bench-company.io`;
  return signUpThroughApi(
    url,
    email,
    async (to) => (await ds.getRepository(OutboxMail).findOneOrFail({ where: { to }, order: { createdAt: 'DESC' } })).text,
  );
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Settles with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit; SIGKILL when it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** The built server, as `npm start` runs it. */
export const SERVER_MAIN = path.resolve(__dirname, '..', 'main.js');

/**
 * `node server/dist/main.js` (after `nodeArgs`) on 127.0.0.1:`port`, with PATH, HOME and `env` as its
 * whole environment (so a developer's DATABASE_URL or PORT never leaks in).
 */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  opts: { stdio?: 'ignore' | 'pipe'; detached?: boolean; nodeArgs?: string[] } = {},
): ServerProcess {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), SERVER_MAIN], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: opts.stdio ?? 'ignore',
    detached: opts.detached ?? false,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    exited,
    async stop(graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(kill);
    },
  };
}

/** Polls /readyz every `intervalMs` until it answers 200; throws when the process exits first or after `timeoutMs`. */
export async function waitReady(server: ServerProcess, timeoutMs: number, intervalMs = 10): Promise<void> {
  let gone = false;
  server.exited.then(
    () => (gone = true),
    () => (gone = true),
  );
  for (const until = Date.now() + timeoutMs; Date.now() < until && !gone;) {
    try {
      if ((await fetch(`${server.url}/readyz`)).status === 200) return;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(
    gone
      ? `the server exited (code ${server.child.exitCode}) before it was ready`
      : `the server was not ready within ${timeoutMs / 1000} s`,
  );
}
