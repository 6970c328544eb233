/**
 * What the benchmark scripts share: percentiles, an in-process API server on 127.0.0.1, and a
 * bench user signed up the way anyone is (e-mail code from the outbox).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp } from '../app';
import { systemClock } from '../common/clock';
import { loadConfig, type Config } from '../config';
import { openDatabase, type OpenDatabase } from '../db/open';
import { createLogger, type Logger } from '../logger';
import { OutboxMail } from '../providers/mail/outbox.entity';
import { OutboxMailer } from '../providers/mail/outbox.mailer';
import { createServices, type Services } from '../services';

/** The database of DATA_DIR (or DATABASE_URL), opened and migrated, with the size of its index printed. */
export async function openBenchIndex(): Promise<{ config: Config; logger: Logger; db: OpenDatabase }> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config, logger);
  const [{ n }] = await db.ds.query('SELECT count(*)::int AS n FROM profiles');
  console.log(`profiles in the index: ${n.toLocaleString('en-US')}${n < 1_000_000 ? '  (the targets are for 1,000,000: npm run seed -- --profiles 1000000 --reset)' : ''}`);
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
  const services = createServices({ ds, config: cfg, clock: systemClock, mailer: new OutboxMailer(ds, logger), secret: 'bench-secret-bench-secret-bench-secret' });
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

/** A new user on the Starter plan, signed up through the API; their token and id. */
export async function signUpBenchUser(url: string, ds: DataSource): Promise<{ token: string; userId: string }> {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@bench-company.io`;
  const post = (path: string, body: object) =>
    fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ data: { token: string; _id: string } }>);
  await post('/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
  const mail = await ds.getRepository(OutboxMail).findOneOrFail({ where: { to: email }, order: { createdAt: 'DESC' } });
  const code = /\b(\d{6})\b/.exec(mail.text)![1];
  const signedIn = (await post('/api/users/verify-otp', { userEmail: email, otp: code, type: 'register', termsAccepted: true })).data;
  return { token: signedIn.token, userId: signedIn._id };
}
