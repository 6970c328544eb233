import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { createDataSource } from '../src/db/data-source';
import { freePort } from '../src/db/embedded';
import { randomUUID } from 'node:crypto';
import { AuditService } from '../src/modules/staff/audit.service';
import { insertStaffAccount } from '../src/modules/staff/staff-accounts.service';
import { newProfiles } from './factories';
import { codeIn, startTestServer, TEST_PASSWORD_COST, testPasswordCostEnv, uniqueClientIp, uniqueEmail, type TestServer } from './helpers';
import { socialEnv } from './oidc-kit';

/**
 * The two kinds of server the fuzz tests run against (the app in this process through
 * startTestServer, or the built server as a child process), and the fixtures made on each
 * (users, lists, profiles).
 */

export interface Fixtures {
  /** The user the fuzz acts as. */
  user: { id: string; email: string; token: string };
  /** The staff member (an admin, not a superadmin) the fuzz acts as in its staff modes. */
  staff: { id: string; token: string };
  /** A user only the checks between properties use (never fuzzed, so never signed out). */
  probe: { token: string };
  /** Another user, with a list of their own that the fuzz must never reach. */
  other: { id: string; token: string; listId: string };
  /** The fuzzing user's lists (one holds a profile). */
  listIds: string[];
  /** More of its lists, for the deletes to aim at (so that the lists above stay for the other routes). */
  spareListIds: string[];
  profiles: Array<{ id: string; username: string; link: string }>;
  personas: string[];
  /** Checkout sessions of the fuzzing user (the local test checkout), and one of the other user's. */
  checkoutSessionIds: string[];
  otherCheckoutSessionId: string;
}

export interface Target {
  kind: 'in-process' | 'child process';
  url: string;
  agent: http.Agent;
  clientIp: string;
  fixtures: Fixtures;
  /** A fresh session, for requests that end theirs (logout). */
  disposableToken(): Promise<string>;
  /** Makes sure the server runs (a child process that exited is started again, so that shrinking goes on). */
  ensureUp(): Promise<void>;
  /** Trouble seen outside the answers since the last call: an unhandled rejection, the process exiting. */
  takeTrouble(): string | undefined;
  /** The server's log since a mark (child process only), for failure messages. */
  logMark(): number;
  logSince(mark: number): string;
  close(): Promise<void>;
}

async function json(url: string, init: RequestInit = {}, clientIp?: string): Promise<any> {
  const res = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

async function signUpAt(url: string, clientIp: string, prefix = 'fuzz'): Promise<{ id: string; email: string; token: string }> {
  const email = uniqueEmail(prefix);
  const post = (p: string, body: unknown) => json(url + p, { method: 'POST', body: JSON.stringify(body) }, clientIp);
  await post('/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
  const mails = await json(`${url}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const verified = await post('/api/users/verify-otp', {
    userEmail: email,
    otp: codeIn(mails[0].text),
    type: 'register',
    termsAccepted: true,
  });
  return { id: verified.data._id, email, token: verified.data.token };
}

/** Users and lists the fuzz can aim at, made over the API; people of its own, written into the index the server reads (factories). */
async function makeFixtures(url: string, clientIp: string): Promise<Fixtures> {
  const [user, probe, other] = await Promise.all([
    signUpAt(url, clientIp),
    signUpAt(url, clientIp, 'probe'),
    signUpAt(url, clientIp, 'other'),
  ]);
  const ds = createDataSource(process.env.DATABASE_URL!);
  await ds.initialize();
  const staffLogin = `fuzz-admin-${randomUUID().slice(0, 8)}`;
  const staffPassword = 'fuzz staff password';
  let made;
  try {
    made = await Promise.all([
      newProfiles(ds, 6),
      insertStaffAccount(
        ds,
        new AuditService(ds),
        { username: staffLogin, email: `${staffLogin}@staff.talentlens.test`, password: staffPassword, role: 'admin' },
        null,
        'fuzz',
        TEST_PASSWORD_COST,
      ),
    ]);
  } finally {
    await ds.destroy();
  }
  const [people, staffAccount] = made;
  const staffSignIn = await json(
    `${url}/api/admins/login`,
    { method: 'POST', body: JSON.stringify({ email: staffLogin, password: staffPassword }) },
    clientIp,
  );
  const rows = people.map((p) => ({ id: p.id, username: p.linkedinUsername, link: p.linkedinLink }));
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const create = async (token: string, name: string) =>
    (await json(`${url}/api/profile/list`, { method: 'POST', headers: auth(token), body: JSON.stringify({ name }) }, clientIp)).data
      .id as string;
  const listIds = [await create(user.token, 'Fuzz targets'), await create(user.token, 'Fuzz, the second')];
  const spareListIds = [
    await create(user.token, 'Spare one'),
    await create(user.token, 'Spare two'),
    await create(user.token, 'Spare three'),
  ];
  await json(
    `${url}/api/profile/addtolist`,
    { method: 'POST', headers: auth(user.token), body: JSON.stringify({ listId: listIds[0], profileId: rows[0].username }) },
    clientIp,
  );
  const otherList = await create(other.token, 'Not yours');
  const personas = await json(
    `${url}/graphql`,
    { method: 'POST', headers: auth(probe.token), body: JSON.stringify({ query: '{ personas { id } }' }) },
    clientIp,
  );
  const startCheckout = async (token: string, packageId: number) =>
    (
      await json(
        `${url}/api/payment/create-checkout-session`,
        { method: 'POST', headers: auth(token), body: JSON.stringify({ packageId }) },
        clientIp,
      )
    ).data.sessionId as string;
  const checkoutSessionIds = [await startCheckout(user.token, 1), await startCheckout(user.token, 2)];
  const otherCheckoutSessionId = await startCheckout(other.token, 3);
  return {
    user,
    staff: { id: staffAccount.id, token: staffSignIn.data.token as string },
    probe: { token: probe.token },
    checkoutSessionIds,
    otherCheckoutSessionId,
    other: { id: other.id, token: other.token, listId: otherList },
    listIds,
    spareListIds,
    profiles: rows,
    personas: personas.data.personas.map((p: { id: string }) => p.id),
  };
}

/**
 * The app in this process (startTestServer). The process-wide handlers are the real process's
 * (jest gives test files a copy of `process`): an unhandled rejection or uncaught exception is
 * recorded and fails the run in which it was seen.
 */
export async function inProcessTarget(): Promise<Target> {
  const realProcess = vm.runInThisContext('process') as NodeJS.Process;
  const troubles: string[] = [];
  const onRejection = (reason: unknown) => troubles.push(`unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`);
  const onException = (err: Error) => troubles.push(`uncaught exception: ${err.stack}`);
  realProcess.on('unhandledRejection', onRejection);
  realProcess.on('uncaughtException', onException);
  // Google, LinkedIn and the company provider at the tests' OpenID provider, so their routes run for real.
  const { APP_URL: _appUrl, ...providers } = socialEnv();
  const t: TestServer = await startTestServer({ OTP_LIMIT_PER_CLIENT: '100000', ...providers });
  const clientIp = uniqueClientIp();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  let fixtures: Fixtures;
  try {
    fixtures = await makeFixtures(t.url, clientIp);
  } catch (err) {
    await t.close();
    throw err;
  }
  return {
    kind: 'in-process',
    url: t.url,
    agent,
    clientIp,
    fixtures,
    disposableToken: async () => (await signUpAt(t.url, clientIp, 'logout')).token,
    ensureUp: async () => undefined,
    takeTrouble: () => (troubles.length ? troubles.splice(0).join('\n') : undefined),
    logMark: () => 0,
    logSince: () => '',
    async close() {
      agent.destroy();
      await t.close();
      realProcess.off('unhandledRejection', onRejection);
      realProcess.off('uncaughtException', onException);
    },
  };
}

export const SERVER_MAIN = path.resolve(__dirname, '..', 'dist', 'main.js');

/**
 * The built server (dist/main.js) as a child process on the test database: an unhandled rejection
 * there exits the process, which an in-process server would hide. Exiting is trouble for the run
 * that caused it; the server is started again before the next run, so that shrinking can go on.
 */
export async function childProcessTarget(): Promise<Target> {
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run \`npm run build --workspace server\` first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-fuzz-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  let child: ChildProcess | undefined;
  let exitNote: string | undefined;

  const launch = async () => {
    exitNote = undefined;
    const proc = spawn(process.execPath, [SERVER_MAIN], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: process.env.DATABASE_URL,
        DATA_DIR: dataDir,
        SEED_PROFILES: '0',
        LOG_LEVEL: process.env.FUZZ_SERVER_LOG_LEVEL ?? 'error',
        TRUST_PROXY: 'true',
        OTP_LIMIT_PER_CLIENT: '100000',
        ...testPasswordCostEnv(),
        CLIENT_DIST: path.join(dataDir, 'no-client'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout!.on('data', (d) => (log += d));
    proc.stderr!.on('data', (d) => (log += d));
    proc.on('exit', (code, signal) => {
      if (child === proc) exitNote = `the server process exited (code ${code}, signal ${signal})`;
    });
    child = proc;
    for (let i = 0; i < 400; i++) {
      if (proc.exitCode !== null) throw new Error(`the server exited (${proc.exitCode}) before it was ready:\n${log.slice(-4000)}`);
      try {
        if ((await fetch(`${url}/readyz`)).status === 200) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server was not ready in 20 s:\n${log.slice(-4000)}`);
  };

  const stop = async () => {
    const proc = child;
    child = undefined;
    if (proc && proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise((r) => proc.on('exit', r));
      proc.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const clientIp = uniqueClientIp();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  let fixtures: Fixtures;
  try {
    await launch();
    fixtures = await makeFixtures(url, clientIp);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    kind: 'child process',
    url,
    agent,
    clientIp,
    fixtures,
    disposableToken: async () => (await signUpAt(url, clientIp, 'logout')).token,
    async ensureUp() {
      if (child && child.exitCode === null && child.signalCode === null) return;
      await launch();
    },
    takeTrouble() {
      // The exit event may trail the failed request by a moment; the check runs after the health check.
      const note =
        exitNote ??
        (child && (child.exitCode !== null || child.signalCode !== null)
          ? `the server process exited (code ${child.exitCode})`
          : undefined);
      return note;
    },
    logMark: () => log.length,
    logSince: (mark) => log.slice(mark),
    async close() {
      agent.destroy();
      await stop();
    },
  };
}
