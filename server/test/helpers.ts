import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { createApp } from '../src/app';
import type { Clock } from '../src/common/clock';
import { loadConfig, type Config } from '../src/config';
import { createDataSource } from '../src/db/data-source';
import { createLogger } from '../src/common/logger';
import { createMailer } from '../src/providers/mail';
import { createServices, type Services } from '../src/services';
import { startJobQueue } from '../src/jobs/job-queue';
import { listenForIndexChanges } from '../src/db/index-changes';
import type { PaymentProvider } from '../src/modules/payments/payment-provider';
import { limit } from './time-limits';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  clientIp?: string;
  /** More request headers. */
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  clock: TestClock;
  ds: DataSource;
  /** The configuration the app was started with. */
  config: Config;
  /** The app's services, for work no request starts (the payments reconciler). */
  services: Services;
  secret: string;
  clientIp: string;
  rest<T = any>(method: string, path: string, body?: unknown, opts?: CallOptions): Promise<ApiResponse<T>>;
  /** The GraphQL answer, untyped: tests assert its shape. */
  gql(query: string, variables?: Record<string, unknown>, opts?: CallOptions): Promise<ApiResponse>;
  /** The newest outbox mail to an address, as GET /dev/outbox.json lists it. */
  lastMailTo(email: string): Promise<{ to: string; subject: string; text: string; createdAt: string } | undefined>;
  close(): Promise<void>;
}

/** A fresh work address on its own domain, so tests never share rate-limit buckets or accounts. */
export function uniqueEmail(prefix = 'user'): string {
  const id = randomUUID().slice(0, 8);
  return `${prefix}.${id}@acme-${id}.io`;
}

/** The 6-digit code in a mail text. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`no code in mail: ${text}`);
  return match[1];
}

/**
 * A client address (X-Forwarded-For) no other test uses, in this file or any other: the per-client limits
 * are counted in the database every test file shares, so an address made from a counter or the worker's
 * pid can meet one another file has used up. The app counts an IPv6 client by its /64 (clientKey), so the
 * 56 random bits are all in the network part, in the unique local range fd00::/8.
 */
export function uniqueClientIp(): string {
  const bits = `fd${randomBytes(7).toString('hex')}`;
  return `${bits.match(/.{4}/g)!.join(':')}::1`;
}

/**
 * scrypt's cost for the staff passwords the tests make and check (16 MiB a hash, not production's 128):
 * what they test is who gets in, not the hash. staff-sign-in-burst.test.ts and password.spec.ts keep 17.
 */
export const TEST_PASSWORD_COST = 14;

/** The environment that sets it, for a server started with `env` (production refuses a cost below 17, and then uses its own). */
export function testPasswordCostEnv(env: Record<string, string | undefined> = {}): Record<string, string> {
  return env.NODE_ENV === 'production' ? {} : { STAFF_PASSWORD_COST: String(TEST_PASSWORD_COST) };
}

/**
 * The real app (real services, real PostgreSQL, the mailer the config picks) on 127.0.0.1 and a port the OS
 * picks. Each server acts as one client address (X-Forwarded-For) so per-client limits are per test.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  edges: {
    paymentProvider?: PaymentProvider | null;
    /** Start the job queue and its workers and listen for index changes, as main.ts does. */ jobs?: boolean;
  } = {},
): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: process.env.DATABASE_URL,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    TRUST_PROXY: 'true',
    OTP_LIMIT_PER_CLIENT: '1000',
    // The default statement limit (5 s), scaled as the tests' own limits are when every suite shares a few cores.
    DATABASE_STATEMENT_TIMEOUT_MS: String(limit(5000)),
    ...testPasswordCostEnv(env),
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const ds = createDataSource(config.databaseUrl!);
  await ds.initialize();
  const clock = new TestClock();
  const secret = `test-secret-${randomUUID()}-${randomUUID()}`;
  const mailer = createMailer(config, ds, logger);
  const { jobs, ...serviceEdges } = edges;
  const services = createServices({ ds, config, clock, mailer, secret, logger, ...serviceEdges });
  const app = await createApp({ config, ds, services, logger });
  const queue = jobs ? await startJobQueue({ url: config.databaseUrl!, logger, pollingSeconds: 0.5 }) : undefined;
  if (queue) {
    await services.importUploads.startWorker(queue);
    await services.sampleProfiles.startWorker(queue);
    await services.optOutSync.startWorker(queue);
  }
  const indexChanges = jobs
    ? await listenForIndexChanges({ url: config.databaseUrl!, logger, onChange: services.forgetSearches, quietMs: 100 })
    : undefined;
  const server = http.createServer(app.express);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientIp = uniqueClientIp();

  const headersFor = (opts: CallOptions = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': opts.clientIp ?? clientIp };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    // A cookie is what the app's own pages send, and the browser says so (cross-site.ts).
    if (opts.cookie) Object.assign(headers, { cookie: opts.cookie, 'sec-fetch-site': 'same-origin' });
    return { ...headers, ...opts.headers };
  };
  const parse = async (res: Response) => {
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };

  return {
    url,
    clock,
    ds,
    config,
    services,
    secret,
    clientIp,
    async rest(method, path, body, opts) {
      const res = await fetch(url + path, {
        method,
        headers: headersFor(opts),
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: res.status, headers: res.headers, body: await parse(res) };
    },
    async gql(query, variables, opts) {
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: headersFor(opts), body: JSON.stringify({ query, variables }) });
      return { status: res.status, headers: res.headers, body: await parse(res) };
    },
    async lastMailTo(email) {
      const res = await fetch(`${url}/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as Array<{ to: string; subject: string; text: string; createdAt: string }>;
      return mails[0];
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await indexChanges?.stop();
      await queue?.stop();
      await app.stop();
      if (ds.isInitialized) await ds.destroy();
    },
  };
}

/** Signs a new user up over REST, reading the code from the outbox; returns the user info and token. */
export async function signUp(t: TestServer, email = uniqueEmail()) {
  const sent = await t.rest('POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
  if (sent.status !== 200) throw new Error(`email-otp failed: ${JSON.stringify(sent.body)}`);
  const mail = await t.lastMailTo(email);
  const verified = await t.rest('POST', '/api/users/verify-otp', {
    userEmail: email,
    otp: codeIn(mail!.text),
    type: 'register',
    termsAccepted: true,
  });
  if (verified.status !== 200) throw new Error(`verify-otp failed: ${JSON.stringify(verified.body)}`);
  return { email, user: verified.body.data, token: verified.body.data.token as string, response: verified };
}
