import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { Client } from 'pg';
import { freePort } from '../src/db/embedded';
import { headerSafe, hostileString, sometimes } from './fuzz-arbitraries';
import { codeIn, startTestServer, uniqueEmail, type TestServer } from './helpers';

/**
 * What the fuzz tests (fuzz.*.test.ts) share: a raw HTTP client (node:http, so that a path reaches
 * the server exactly as written, invalid percent-encoding included), the two kinds of server they
 * run against (in this process through startTestServer, or the built server as a child process),
 * the fixtures (users, lists, profiles), the checks of every answer, and the property runner.
 */

/** Runs per property; FUZZ_RUNS in the environment changes it (README, development and test configuration). */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 60));
/** The JSON body limit of /api and /graphql (app.ts): a larger JSON body must answer 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;
const ANSWER_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// The wire

export interface WireRequest {
  /** The route or operation it aims at, for the failure message. */
  label?: string;
  method: string;
  /** The request target exactly as sent: path and query, already encoded (or not). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** How the caller authenticates, for the failure message. */
  auth: string;
  /** The body before it was written (a value, or the raw text), for the failure message. */
  shown?: string;
}

export interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** The client refused to send it (a path or header it cannot write): not the server's business. */
export class ClientRefused extends Error {}

export function send(url: string, agent: http.Agent, req: WireRequest, timeoutMs = ANSWER_TIMEOUT_MS): Promise<WireAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      // An explicit length: for GET and DELETE, Node would send a body without one (the server would read it as the next request).
      const headers = req.body ? { ...req.headers, 'content-length': String(req.body.length) } : req.headers;
      request = http.request({ host: hostname, port, method: req.method, path: req.path, headers, agent });
    } catch (err) {
      // ERR_UNESCAPED_CHARACTERS, ERR_INVALID_CHAR, ERR_INVALID_HTTP_TOKEN: thrown before anything is sent.
      return reject(new ClientRefused((err as Error).message));
    }
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    request.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    request.end(req.body);
  });
}

/**
 * Text for a failure message: runs of a repeated piece written once with their count (a
 * 10,000-character string, JSON 2,500 levels deep), invisible, control, bidi and lone-surrogate
 * characters escaped, long text cut.
 */
export function show(s: string, max = 500): string {
  const runs = s.length > 40 ? s.replace(/(.{1,6}?)\1{9,}/gsu, (m: string, unit: string) => `⟪${unit} ×${m.length / unit.length}⟫`) : s;
  const escaped = runs.replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/gu, (c) =>
    [...c].map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
  );
  return escaped.length > max ? `${escaped.slice(0, max)}… (${s.length} chars in all)` : escaped;
}

export function describeRequest(req: WireRequest): string {
  const headers = Object.entries(req.headers)
    .filter(([k]) => k !== 'x-forwarded-for')
    .map(
      ([k, v]) => `${k}: ${show(k === 'authorization' || k === 'cookie' ? v.replace(/(ey[\w-]+\.ey[\w-]+\.)[\w-]+/g, '$1<sig>') : v, 200)}`,
    );
  const bytes = req.body?.length ?? 0;
  return [
    `${req.method} ${show(req.path, 600)}`,
    `  auth: ${req.auth}`,
    ...(headers.length ? [`  headers: ${headers.join(' | ')}`] : []),
    ...(bytes || req.shown ? [`  body (${bytes} bytes): ${show(req.shown ?? req.body?.toString('utf8') ?? '', 800)}`] : []),
  ].join('\n');
}

export function describeAnswer(ans: WireAnswer): string {
  return `${ans.status} ${ans.headers['content-type'] ?? '(no content-type)'} ${show(ans.text, 600)}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
/** A stack trace or a database error in a message (REST messages and resolver errors only: GraphQL's own errors quote the request). */
const LEAK = /\n\s+at \S|QueryFailedError|node_modules\/|\.[jt]s:\d+:\d+/;

function jsonBodyOverLimit(req: WireRequest): boolean {
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  return type === 'application/json' && !req.headers['content-encoding'] && (req.body?.length ?? 0) > BODY_LIMIT_BYTES;
}

/** Node's default limit on the request line and headers together (--max-http-header-size). */
const NODE_MAX_HEADER_BYTES = 16 * 1024;

function headBytes(req: WireRequest): number {
  return (
    Buffer.byteLength(`${req.method} ${req.path} HTTP/1.1\r\n`, 'latin1') +
    Object.entries(req.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0)
  );
}

/**
 * Node's HTTP parser answers a request line or headers over its 16 KB limit with a bare 431 and
 * closes the connection before the app sees the request: the one answer not in the app's envelope.
 */
const isHeaderOverflow = (ans: WireAnswer) => ans.status === 431 && ans.text === '';

/** What is wrong with a REST answer: a 5xx, an answer outside the envelope, a large body not answered 413. */
export function restProblem(req: WireRequest, ans: WireAnswer): string | undefined {
  if (ans.status >= 500) return `answered ${ans.status}`;
  if (isHeaderOverflow(ans)) return undefined;
  if (jsonBodyOverLimit(req) && ans.status !== 413)
    return `a JSON body of ${req.body!.length} bytes (over the ${BODY_LIMIT_BYTES}-byte limit) answered ${ans.status}, not 413`;
  // Outside /api (health checks, the dev outbox) only the status is promised: Express answers a wrong method there with its own 404 page.
  if (!req.path.startsWith('/api')) return undefined;
  if (ans.status >= 200 && ans.status < 300 && /^text\/csv/.test(String(ans.headers['content-type']))) return undefined; // the list export
  const body = parseJson(ans.text);
  if (!isObject(body)) return 'an /api answer that is not a JSON object';
  if (ans.status >= 400) {
    if (body.status !== 'error') return 'an error answer whose status is not "error"';
    if (typeof body.message !== 'string' || body.message.trim() === '') return 'an error answer without a message';
    if (LEAK.test(body.message)) return 'an error message that leaks internals';
  } else if (body.status !== 'success') return `a ${ans.status} answer whose status is not "success"`;
  return undefined;
}

/** What is wrong with a GraphQL answer: a 5xx, INTERNAL_SERVER_ERROR, an error without its code, a large body not 413. */
export function graphqlProblem(req: WireRequest, ans: WireAnswer): string | undefined {
  if (ans.status >= 500) return `answered ${ans.status}`;
  if (isHeaderOverflow(ans)) return undefined;
  if (jsonBodyOverLimit(req) && ans.status !== 413)
    return `a JSON body of ${req.body!.length} bytes (over the ${BODY_LIMIT_BYTES}-byte limit) answered ${ans.status}, not 413`;
  const body = parseJson(ans.text);
  if (!isObject(body)) return 'a /graphql answer that is not a JSON object';
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors) || body.errors.length === 0) return 'errors is not a non-empty list';
    for (const e of body.errors as unknown[]) {
      if (!isObject(e) || typeof e.message !== 'string') return 'an error without a message';
      const code = isObject(e.extensions) ? e.extensions.code : undefined;
      if (typeof code !== 'string') return 'an error without extensions.code';
      if (code === 'INTERNAL_SERVER_ERROR') return `an INTERNAL_SERVER_ERROR (${e.message})`;
      if (e.path !== undefined && LEAK.test(e.message)) return 'an error message that leaks internals';
    }
  } else if (!('data' in body)) return 'an answer with neither data nor errors';
  if (ans.status >= 400 && body.errors === undefined) return `a ${ans.status} answer without errors`;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Servers

export interface Fixtures {
  /** The user the fuzz acts as. */
  user: { id: string; email: string; token: string };
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

/** Users, lists and profiles the fuzz can aim at, made over the API; profiles far from the ones other tests refresh. */
async function makeFixtures(url: string, clientIp: string): Promise<Fixtures> {
  const [user, probe, other] = await Promise.all([
    signUpAt(url, clientIp),
    signUpAt(url, clientIp, 'probe'),
    signUpAt(url, clientIp, 'other'),
  ]);
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const rows: Array<{ id: string; username: string; link: string }> = (
    await db.query(
      'SELECT id::text AS id, linkedin_username AS username, linkedin_link AS link FROM profiles ORDER BY id OFFSET 13370 LIMIT 6',
    )
  ).rows;
  await db.end();
  if (rows.length < 2) throw new Error('the fuzz tests need the seeded people index (TEST_PROFILES of 13,400 or more)');
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
  return {
    user,
    probe: { token: probe.token },
    other: { id: other.id, token: other.token, listId: otherList },
    listIds,
    spareListIds,
    profiles: rows,
    personas: personas.data.personas.map((p: { id: string }) => p.id),
  };
}

let ipCounter = 0;
const clientIpFor = () => `203.0.${process.pid % 250}.${++ipCounter % 250}`;

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
  const t: TestServer = await startTestServer({ OTP_LIMIT_PER_CLIENT: '100000' });
  const clientIp = clientIpFor();
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
  const clientIp = clientIpFor();
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

// ---------------------------------------------------------------------------------------------
// Authentication on the wire

export type AuthMode = 'none' | 'bearer' | 'cookie' | 'garbage';
/** Signed in most of the time (most routes need it to go deeper), by Bearer token or by the session cookie. */
export const authModeArb: fc.Arbitrary<AuthMode> = fc.constantFrom<AuthMode>(
  'none',
  'bearer',
  'bearer',
  'bearer',
  'cookie',
  'cookie',
  'cookie',
  'garbage',
);

/** Credentials that are not valid (or not well-formed), as the header they arrive in. */
export const garbageAuthArb: fc.Arbitrary<(token: string) => { name: 'authorization' | 'cookie'; value: string; label: string }> = fc.oneof(
  fc.constantFrom(
    (t: string) => ({ name: 'authorization' as const, value: `Bearer ${t.slice(0, -3)}abc`, label: 'Bearer with a wrong signature' }),
    (t: string) => ({
      name: 'authorization' as const,
      value: `Bearer ${t.split('.').slice(0, 2).join('.')}.`,
      label: 'Bearer without a signature',
    }),
    (t: string) => {
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const payload = JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString());
      return {
        name: 'authorization' as const,
        value: `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`,
        label: 'Bearer with alg none',
      };
    },
    (t: string) => ({ name: 'authorization' as const, value: `bearer ${t}`, label: 'lower-case bearer, valid token' }),
    (t: string) => ({ name: 'authorization' as const, value: `Bearer ${t} ${t}`, label: 'Bearer with two tokens' }),
    () => ({ name: 'authorization' as const, value: 'Bearer', label: 'Bearer without a token' }),
    () => ({ name: 'authorization' as const, value: 'Basic dXNlcjpwYXNz', label: 'Basic' }),
    (t: string) => ({ name: 'cookie' as const, value: `tl_session=${t}; tl_session=garbage`, label: 'two session cookies' }),
    () => ({ name: 'cookie' as const, value: 'tl_session=j:{"sub":"x"}', label: 'a JSON cookie' }),
    () => ({ name: 'cookie' as const, value: 'tl_session=%zz%', label: 'a badly encoded cookie' }),
    () => ({ name: 'cookie' as const, value: 'tl_session="unterminated', label: 'an unterminated cookie' }),
    () => ({ name: 'authorization' as const, value: `Bearer ${'A'.repeat(8000)}`, label: 'an 8,000-character token' }),
  ),
  fc
    .tuple(
      fc.constantFrom<'authorization' | 'cookie'>('authorization', 'cookie'),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('%00', '\u00ff\u00fe', '', '.', '..', 'ey.ey.sig'),
    )
    .map(([name, s, extra]) => () => {
      const value = name === 'authorization' ? `Bearer ${headerSafe(s + extra)}` : `tl_session=${headerSafe(s + extra).replace(/;/g, '')}`;
      return { name, value, label: `a garbage ${name === 'authorization' ? 'Bearer token' : 'session cookie'}` };
    }),
);

/**
 * What the client says its address is (the servers trust X-Forwarded-For, as behind a proxy): the
 * OTP limits count per address, so it reaches the rate-limit table. Usually the target's own.
 */
const forwardedForArb: fc.Arbitrary<string | undefined> = sometimes(
  fc.oneof(
    fc.constantFrom('x'.repeat(300), '9'.repeat(5000), '1.2.3.4, 5.6.7.8', '::ffff:127.0.0.1', '999.999.999.999', 'unknown', ',', ' '),
    hostileString.map((s) => headerSafe(s).slice(0, 8000)),
  ),
  10,
);

/** Everything about the caller that the run decides: the mode, for garbage which garbage, and sometimes the address it claims. */
export interface AuthPlan {
  mode: AuthMode;
  garbage: (token: string) => { name: 'authorization' | 'cookie'; value: string; label: string };
  forwardedFor?: string;
}
export const authPlanArb: fc.Arbitrary<AuthPlan> = fc.record({ mode: authModeArb, garbage: garbageAuthArb, forwardedFor: forwardedForArb });

/** Adds the caller's credentials to the headers; returns how they authenticated. */
export async function applyAuth(target: Target, plan: AuthPlan, headers: Record<string, string>, endsSession: boolean): Promise<string> {
  if (plan.forwardedFor !== undefined) headers['x-forwarded-for'] = plan.forwardedFor;
  const from = plan.forwardedFor !== undefined ? `, from X-Forwarded-For: ${show(plan.forwardedFor, 60)}` : '';
  return (await credentials(target, plan, headers, endsSession)) + from;
}

async function credentials(target: Target, plan: AuthPlan, headers: Record<string, string>, endsSession: boolean): Promise<string> {
  if (plan.mode === 'none') return 'not signed in';
  const token = endsSession ? await target.disposableToken() : target.fixtures.user.token;
  if (plan.mode === 'bearer') {
    headers.authorization = `Bearer ${token}`;
    return `signed in (Bearer${endsSession ? ', a session of its own' : ''})`;
  }
  if (plan.mode === 'cookie') {
    headers.cookie = `tl_session=${token}`;
    return `signed in (session cookie${endsSession ? ', a session of its own' : ''})`;
  }
  const g = plan.garbage(token);
  headers[g.name] = g.value;
  return `bad credentials: ${g.label}`;
}

// ---------------------------------------------------------------------------------------------
// Running a property

export interface Exchange {
  req: WireRequest;
  check: (req: WireRequest, ans: WireAnswer) => string | undefined;
}

/**
 * Sends one fuzzed request and checks its answer, then that the server still answers /healthz and
 * that nothing went wrong outside the answer. Throws a message with the request and the answer,
 * which fast-check prints with the shrunk counterexample.
 */
export async function exchange(target: Target, { req, check }: Exchange): Promise<void> {
  await target.ensureUp();
  const mark = target.logMark();
  req.headers['x-forwarded-for'] ??= target.clientIp;
  let ans: WireAnswer | undefined;
  let problem: string | undefined;
  try {
    ans = await send(target.url, target.agent, req);
    problem = check(req, ans);
  } catch (err) {
    if (err instanceof ClientRefused) {
      fc.pre(false); // the client cannot write this request: not a server problem
    }
    const code = (err as NodeJS.ErrnoException).code;
    if ((code === 'ECONNRESET' || code === 'EPIPE') && headBytes(req) > NODE_MAX_HEADER_BYTES) {
      // Node's parser refused the oversized head with a bare 431 and closed the connection while the
      // client was still writing it: the 431 was lost to the reset. Not the app's answer either way.
      ans = { status: 431, headers: {}, text: '' };
    } else {
      problem = `no answer: ${(err as Error).message}`;
    }
  }
  let health: string | undefined;
  try {
    const h = await send(target.url, target.agent, { method: 'GET', path: '/healthz', headers: {}, auth: 'none' }, 5000);
    if (h.status !== 200) health = `GET /healthz answered ${h.status} afterwards`;
  } catch (err) {
    health = `GET /healthz failed afterwards: ${(err as Error).message}`;
  }
  if (health) await new Promise((r) => setTimeout(r, 100)); // let an exit be seen
  const trouble = target.takeTrouble();
  const problems = [problem, health, trouble].filter(Boolean);
  if (problems.length === 0) return;
  const log = target.logSince(mark).trim();
  throw new Error(
    [
      `${target.kind} server, ${req.label}: ${problems.join('; ')}`,
      `request: ${describeRequest(req)}`,
      `answer: ${ans ? describeAnswer(ans) : '(none)'}`,
      ...(log ? [`server log:\n${log.slice(-3000)}`] : []),
    ].join('\n'),
  );
}

/** fast-check options for every fuzz property: FUZZ_RUNS runs, and a time limit (FUZZ_PROPERTY_MS) that bounds shrinking. */
export function fuzzParams(runs = FUZZ_RUNS): fc.Parameters<unknown> {
  return { numRuns: runs, maxSkipsPerRun: 10, plugins: [fc.interruptAfterTimeLimit(Number(process.env.FUZZ_PROPERTY_MS ?? 40_000))] };
}

/** After a property: the server answers /healthz, a normal signed-in search and `me`. */
export async function expectStillServing(target: Target): Promise<void> {
  await target.ensureUp();
  const trouble = target.takeTrouble();
  if (trouble) throw new Error(`${target.kind} server: ${trouble}`);
  const get = (p: string, token?: string) =>
    send(target.url, target.agent, {
      method: 'GET',
      path: p,
      headers: { 'x-forwarded-for': target.clientIp, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      auth: '',
    });
  const health = await get('/healthz');
  expect(health.status).toBe(200);
  const search = await get('/api/search/profiles?searchterm=engineer&type=ai&page=1', target.fixtures.probe.token);
  expect(search.status).toBe(200);
  expect(JSON.parse(search.text).data.length).toBeGreaterThan(0);
  const me = await send(target.url, target.agent, {
    method: 'POST',
    path: '/graphql',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${target.fixtures.probe.token}`,
      'x-forwarded-for': target.clientIp,
    },
    body: Buffer.from(JSON.stringify({ query: '{ me { id remainingCredits } }' })),
    auth: '',
  });
  expect(me.status).toBe(200);
  expect(JSON.parse(me.text).data.me.id).toEqual(expect.any(String));
  // Nothing the fuzzing user sent reached another user's list.
  const others = await get(`/api/profile/list/${target.fixtures.other.listId}`, target.fixtures.other.token);
  expect(others.status).toBe(200);
  expect(JSON.parse(others.text).data).toMatchObject({ name: 'Not yours', profileCount: 0 });
}
