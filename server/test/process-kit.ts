/**
 * The built server (dist/main.js, as `npm start` runs it) as a real process on a DATA_DIR of its
 * own, for the tests of its embedded database: launch, the postmaster's pid, sign-ups.
 * `npm test` builds the server first (`npm run build --workspace server`).
 */
import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/db/embedded';
import { codeIn, testPasswordCostEnv } from './helpers';

export const MAIN = path.resolve(__dirname, '..', 'dist', 'main.js');

export interface Running {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote so far (JSON log lines). */
  output: () => string;
  exited: Promise<number | null>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server and resolves once /readyz answers 200; `readyMs` is how long that took. */
export async function launch(env: Record<string, string>, timeoutMs = 60_000): Promise<Running & { readyMs: number }> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      SEED_PROFILES: '0',
      ...testPasswordCostEnv(env),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const running: Running = { child, url: `http://127.0.0.1:${port}`, output: () => out, exited };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before ready:\n${out}`);
    try {
      if ((await fetch(`${running.url}/readyz`)).status === 200) return { ...running, readyMs: Date.now() - started };
    } catch {
      /* not listening yet */
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready in time:\n${out}`);
}

/** Stops a server with SIGTERM (or whatever is left of it) and waits for it. */
export async function stop(server: Running | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

/** The embedded PostgreSQL server's pid, from the lock it holds on its data folder. */
export function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie nobody reaped yet is not running.
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return false;
  }
}

export async function json(url: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body };
}

export function authHeaders(token?: string): Record<string, string> {
  return { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** Signs a new user up over REST with the code from the outbox; returns the user info with its token. */
export async function signUp(url: string, email: string): Promise<{ _id: string; token: string; remainingCredits: number }> {
  const body = (b: object) => ({ method: 'POST', headers: authHeaders(), body: JSON.stringify(b) });
  const sent = await json(`${url}/api/users/email-otp`, body({ userEmail: email, type: 'register', termsAccepted: true }));
  if (sent.status !== 200) throw new Error(`email-otp: ${sent.status} ${JSON.stringify(sent.body)}`);
  const mails = (await json(`${url}/dev/outbox.json?to=${encodeURIComponent(email)}`)).body as Array<{ text: string }>;
  const verified = await json(
    `${url}/api/users/verify-otp`,
    body({ userEmail: email, otp: codeIn(mails[0].text), type: 'register', termsAccepted: true }),
  );
  if (verified.status !== 200) throw new Error(`verify-otp: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.data;
}

/** The direct children of a process (a postmaster's backends and helpers), from /proc. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      /* ended meanwhile */
    }
  }
  return children;
}

/**
 * Stops (SIGSTOP) a postmaster and every process it forked, as a hung host or a frozen container
 * would: connections stay open, nothing answers. Returns what resumes them all (SIGCONT), postmaster last.
 */
export function freezePostgres(postmaster: number): () => void {
  process.kill(postmaster, 'SIGSTOP');
  const children = childPids(postmaster);
  for (const pid of children) process.kill(pid, 'SIGSTOP');
  return () => {
    for (const pid of [...children, ...childPids(postmaster)]) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        /* ended */
      }
    }
    process.kill(postmaster, 'SIGCONT');
  };
}
