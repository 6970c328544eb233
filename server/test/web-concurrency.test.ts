/**
 * `npm start` with WEB_CONCURRENCY=2 (server/src/workers.ts): one process starts the embedded
 * PostgreSQL and two workers that share the port. What one worker does, the other knows (the
 * sign-in code sent by one is checked by the other); a worker that dies is replaced while the
 * other keeps answering; SIGTERM stops the workers, then the database.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { codeIn } from './helpers';
import { childPids, isAlive, launch, postmasterPid, sleep } from './process-kit';
import { limit } from './time-limits';

jest.setTimeout(limit(120_000));

/** One request on a connection of its own, so the cluster hands each to the next worker. */
function request(url: string, method: string, pathName: string, body?: object, token?: string): Promise<{ status: number; body: any }> {
  const u = new URL(url);
  const data = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: pathName,
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(limit(20_000), () => req.destroy(new Error(`${method} ${pathName}: no answer`)));
    req.end(data);
  });
}

/** The workers that answered requests to `pathName`, from their log lines. */
function workersThatAnswered(output: string, pathName: string): Set<number> {
  const seen = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { worker?: number; msg?: string; req?: { path?: string } };
    if (entry.msg === 'request completed' && entry.req?.path === pathName && entry.worker) seen.add(entry.worker);
  }
  return seen;
}

async function until(check: () => boolean, ms = limit(30_000)): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

describe('WEB_CONCURRENCY=2', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-workers-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves one port from two processes that share their state, replaces a worker that dies, and stops everything on SIGTERM', async () => {
    const server = await launch({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
    try {
      await until(() => /\(2 processes\)/.test(server.output()));
      const postmaster = postmasterPid(dataDir);
      const workers = () => childPids(server.child.pid!).filter((pid) => pid !== postmaster);
      expect(workers()).toHaveLength(2);

      // Signed up through whichever worker took each request; the session then works on both (the
      // account is in PostgreSQL and both sign with the one secret the first process made).
      const email = `workers.${Date.now()}@acme-workers.io`;
      const sent = await request(server.url, 'POST', '/api/users/email-otp', { userEmail: email, type: 'register', termsAccepted: true });
      expect(sent.status).toBe(200);
      const outbox = await request(server.url, 'GET', `/dev/outbox.json?to=${encodeURIComponent(email)}`);
      const verified = await request(server.url, 'POST', '/api/users/verify-otp', {
        userEmail: email,
        otp: codeIn(outbox.body[0].text),
        type: 'register',
        termsAccepted: true,
      });
      expect(verified.status).toBe(200);
      const { _id: id, token } = verified.body.data as { _id: string; token: string };
      for (let i = 0; i < 6; i++) expect((await request(server.url, 'GET', `/api/users/profile/${id}`, undefined, token)).status).toBe(200);
      expect(workersThatAnswered(server.output(), `/api/users/profile/${id}`)).toEqual(new Set([1, 2]));

      // A worker killed: the other answers meanwhile, and a new one takes its place.
      const [victim] = workers();
      process.kill(victim, 'SIGKILL');
      // (A connection the primary hands over at the very moment of the crash is lost with it, as
      // behind any load balancer; the requests below start once the primary knows.)
      await until(() => /a worker exited; starting another/.test(server.output()));
      for (let i = 0; i < 6; i++) expect((await request(server.url, 'GET', '/healthz')).status).toBe(200);
      await until(() => (server.output().match(/\(2 processes\)/g) ?? []).length === 2);
      expect(workers()).toHaveLength(2);
      expect(workers()).not.toContain(victim);

      // SIGTERM: the workers, then the embedded PostgreSQL, stop; the process exits cleanly.
      const running = workers();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of [...running, postmaster]) expect(isAlive(pid)).toBe(false);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
