/**
 * The built server (dist/main.js, as `npm start` runs it) as a real process: embedded PostgreSQL
 * kept under DATA_DIR across restarts, graceful shutdown, fail-fast configuration, pool errors.
 * `npm test` builds the server first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { codeIn } from './helpers';
import { ownDatabase } from './own-database';
import { launch, MAIN } from './process-kit';
import { startSmtpSink } from './smtp-sink';
import { limit } from './time-limits';

jest.setTimeout(limit(120_000));

async function post(url: string, body: object, token?: string) {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: (await r.json()) as any };
}

async function codeFor(url: string, email: string) {
  const mails = (await (await fetch(`${url}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
  return codeIn(mails[0].text);
}

function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the server process with its embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-proc-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every account across a restart, stops cleanly, and starts fast the second time', async () => {
    const email = `restart.${Date.now()}@acme-restart.io`;

    const first = await launch({ DATA_DIR: dataDir });
    const pgPort = Number(/"port":(\d+),"database":"talentlens".*"embedded PostgreSQL started"/.exec(first.output())![1]);
    await post(`${first.url}/api/users/email-otp`, { userEmail: email, type: 'register', termsAccepted: true });
    const signUp = await post(`${first.url}/api/users/verify-otp`, {
      userEmail: email,
      otp: await codeFor(first.url, email),
      type: 'register',
      termsAccepted: true,
    });
    expect(signUp.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/"msg":"stopped"/);
    expect(await portAcceptsConnections(pgPort)).toBe(false); // the embedded PostgreSQL stopped too

    const second = await launch({ DATA_DIR: dataDir });
    try {
      console.log(
        `start-up to ready with an existing embedded database: ${second.readyMs} ms (first start, with initdb: ${first.readyMs} ms)`,
      );
      expect(second.output()).not.toMatch(/first start/);

      // The session from before the restart still works (the signing secret is kept in DATA_DIR) ...
      const account = await fetch(`${second.url}/api/users/profile/${signUp.body.data._id}`, {
        headers: { authorization: `Bearer ${signUp.body.data.token}` },
      });
      expect(account.status).toBe(200);
      // ... and signing in finds the same account.
      await post(`${second.url}/api/users/email-otp`, { userEmail: email, type: 'login' });
      const signIn = await post(`${second.url}/api/users/verify-otp`, {
        userEmail: email,
        otp: await codeFor(second.url, email),
        type: 'login',
      });
      expect(signIn.status).toBe(200);
      expect(signIn.body.data._id).toBe(signUp.body.data._id);
      expect(signIn.body.data.remainingCredits).toBe(5);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });

  // The next two need a running server, not its embedded database: they use the tests' database.
  it('lets a request in flight finish on SIGTERM before it exits, telling a kept-alive connection to close', async () => {
    const server = await launch({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL! });
    const email = `inflight.${Date.now()}@acme-inflight.io`;
    const body = JSON.stringify({ userEmail: email, type: 'login' });
    const { port } = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true });
    const response = new Promise<{ status: number; text: string; connection?: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/api/users/email-otp',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, text, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      // Half the body now; SIGTERM arrives; the rest after.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const answered = await response;
    agent.destroy();
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text).message).toBe('OTP sent successfully! Please check your email.');
    // A client keeping its connection alive learns not to send another request down it.
    expect(answered.connection).toBe('close');
    expect(await server.exited).toBe(0);
    // New connections are refused once shutdown began.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it('refuses a signed-in search holding a NUL byte or an unpaired surrogate (REST and GraphQL) and keeps running', async () => {
    const server = await launch({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL! });
    try {
      const email = `nul.${Date.now()}@acme-nul.io`;
      await post(`${server.url}/api/users/email-otp`, { userEmail: email, type: 'register', termsAccepted: true });
      const signUp = await post(`${server.url}/api/users/verify-otp`, {
        userEmail: email,
        otp: await codeFor(server.url, email),
        type: 'register',
        termsAccepted: true,
      });
      const query = 'query Search($input: SearchInput!) { searchProfiles(input: $input) { totalResults } }';
      const search = await post(
        `${server.url}/graphql`,
        { query, variables: { input: { type: 'ai', query: 'engineer\u0000 in Berlin' } } },
        signUp.body.data.token,
      );
      expect(search.status).toBe(400);
      expect(search.body.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
      const persona = await post(
        `${server.url}/graphql`,
        { query, variables: { input: { type: 'persona', persona: 'early-manager', query: 'x\ud800' } } },
        signUp.body.data.token,
      );
      expect(persona.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      const rest = await fetch(`${server.url}/api/search/profiles?searchterm=abc%00def`, {
        headers: { authorization: `Bearer ${signUp.body.data.token}` },
      });
      expect(rest.status).toBe(400);
      // Before the edge refused it, the history insert failed unhandled and stopped the process.
      await new Promise((r) => setTimeout(r, 200));
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});

describe('the people index on a first start', () => {
  it('seeds an empty index by itself (SEED_PROFILES, 20,000 by default) and not again on restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-seed-'));
    // An empty database of its own (the embedded one a first start makes is tested above).
    const own = await ownDatabase('tl_proc_seed');
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: own.url, SEED_PROFILES: '500' };
      const first = await launch(env);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toMatch(/"profiles":500,.*"msg":"people index seeded"/);
      const second = await launch(env);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
      expect(second.output()).not.toMatch(/people index seeded/);
      expect((await own.ds.query('SELECT count(*)::int AS n FROM profiles'))[0].n).toBe(500);
    } finally {
      await own.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('start-up configuration', () => {
  it('stops at once on an invalid value, naming the variable', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH, PORT: 'eighty', DATA_DIR: os.tmpdir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(78);
    expect(err).toMatch(/Invalid configuration:\n\s+PORT: /);
  });

  it('refuses to start in production without SMTP_URL (sign-in codes would only reach the log)', async () => {
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), DATA_DIR: os.tmpdir() };
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(78);
    expect(out).toMatch(/Invalid configuration:\n\s+SMTP_URL: required when NODE_ENV=production/);
  });
});

describe('in production', () => {
  it('e-mails the code through SMTP and never writes it to the log, even at trace level', async () => {
    const sink = await startSmtpSink();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-prod-'));
    const server = await launch({
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      SMTP_URL: sink.url,
      DATABASE_URL: process.env.DATABASE_URL!,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
    });
    try {
      const email = `prod.${Date.now()}@acme-prodlog.io`;
      expect((await post(`${server.url}/api/users/email-otp`, { userEmail: email, type: 'register', termsAccepted: true })).status).toBe(
        200,
      );
      expect(sink.received).toHaveLength(1);
      const code = codeIn(sink.received[0].raw);
      const verified = await post(`${server.url}/api/users/verify-otp`, {
        userEmail: email,
        otp: code,
        type: 'register',
        termsAccepted: true,
      });
      expect(verified.status).toBe(200);
      expect(server.output()).toMatch(/"msg":"ready on/);
      expect(server.output()).not.toMatch(new RegExp(`(?<![0-9])${code}(?![0-9])`));
      // Without the local test checkout, production says nothing of it.
      expect(server.output()).not.toMatch(/PAYMENTS_LOCAL_CHECKOUT=true in production/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await sink.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('safe by default', () => {
  it('listens only on 127.0.0.1 unless HOST says otherwise', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-host-'));
    // An empty HOST is unset (launch() would otherwise pass 127.0.0.1 itself).
    const server = await launch({ HOST: '', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL! });
    try {
      expect(server.output()).toMatch(/"host":"127\.0\.0\.1"/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('warns loudly at every production start that runs the free local test checkout', async () => {
    const sink = await startSmtpSink();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-prod-checkout-'));
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      SMTP_URL: sink.url,
      DATABASE_URL: process.env.DATABASE_URL!,
      DATA_DIR: dataDir,
      PAYMENTS_LOCAL_CHECKOUT: 'true',
    };
    try {
      for (let start = 0; start < 2; start++) {
        const server = await launch(env);
        server.child.kill('SIGTERM');
        await server.exited;
        const warning = server
          .output()
          .split('\n')
          .find((line) => line.includes('PAYMENTS_LOCAL_CHECKOUT=true in production'));
        expect(warning).toBeDefined();
        expect(JSON.parse(warning!).level).toBe(40); // pino's warn
      }
    } finally {
      await sink.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('with DATABASE_URL', () => {
  const dbName = `talentlens_proc_${process.pid}`;
  let admin: Client;
  beforeAll(async () => {
    admin = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL });
    await admin.connect();
    // Owned by the app's role, which the server signs in as (DATABASE_URL).
    await admin.query(
      `CREATE DATABASE ${dbName} OWNER ${admin.escapeIdentifier(decodeURIComponent(new URL(process.env.DATABASE_URL!).username))}`,
    );
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  it('migrates that database at start and survives its connections being killed', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-url-'));
    const server = await launch({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    try {
      expect(server.output()).toMatch(/migrations applied/);
      expect(server.output()).not.toMatch(/embedded PostgreSQL started/);
      const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [dbName]);
      expect(killed.rowCount).toBeGreaterThan(0);
      // Ready again once new connections are made (at once on a quiet machine; a busy one takes longer).
      let ready = 0;
      for (let i = 0; i < 150 && ready !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        ready = (await fetch(`${server.url}/readyz`)).status;
      }
      expect(server.child.exitCode).toBeNull(); // still running
      expect(ready).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
