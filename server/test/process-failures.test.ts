/**
 * What the built server's process does with a failure nobody handled (src/process-failures.ts):
 * a stray rejection is logged with its request and the process goes on; an uncaught exception is
 * logged with its request and the process exits 1. A small app over the real modules, in its own
 * process, plants both. `npm test` builds the server first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DIST = path.resolve(__dirname, '..', 'dist');

const APP = `
const express = require(${JSON.stringify(require.resolve('express'))});
const { requestContext } = require(${JSON.stringify(path.join(DIST, 'common/request-context'))});
const { createLogger } = require(${JSON.stringify(path.join(DIST, 'common/logger'))});
const { handleProcessFailures } = require(${JSON.stringify(path.join(DIST, 'process-failures'))});
const logger = createLogger('info');
handleProcessFailures(logger, async () => process.exit(1));
const app = express();
app.use(requestContext(logger));
app.get('/stray', (req, res) => {
  setTimeout(() => { Promise.reject(new Error('a rejection nobody handled')); }, 5);
  res.json({ ok: true });
});
app.get('/throw', (req, res) => {
  setTimeout(() => { throw new Error('an exception nobody caught'); }, 5);
  res.json({ ok: true });
});
app.get('/ok', (req, res) => res.json({ ok: true }));
app.get('/fail', (req, res) => {
  setTimeout(() => { logger.error({ step: 'payment' }, 'a step failed'); res.status(502).json({ ok: false }); }, 5);
});
const server = app.listen(0, '127.0.0.1', () => console.log('LISTENING ' + server.address().port));
`;

describe('failures nobody handled, in the server process', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-failures-'));
  const script = path.join(dir, 'app.js');
  fs.writeFileSync(script, APP);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('a stray rejection is logged with its request and the process keeps answering; an uncaught exception ends it with 1', async () => {
    const child = spawn(process.execPath, [script], { cwd: path.resolve(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      for (let i = 0; i < 200 && !/LISTENING (\d+)/.test(out); i++) await new Promise((r) => setTimeout(r, 25));
      const url = `http://127.0.0.1:${/LISTENING (\d+)/.exec(out)![1]}`;

      const stray = await fetch(`${url}/stray`, { headers: { 'x-request-id': 'req-stray-1' } });
      expect(stray.status).toBe(200);
      expect(stray.headers.get('x-request-id')).toBe('req-stray-1');
      // The log line comes after the answer: wait for it (a busy machine takes longer than a few ms).
      for (let i = 0; i < 200 && !out.includes('unhandled promise rejection'); i++) await new Promise((r) => setTimeout(r, 25));
      const logged = out.split('\n').filter((line) => line.includes('unhandled promise rejection'));
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0])).toMatchObject({
        level: 50,
        req: { id: 'req-stray-1', method: 'GET', path: '/stray' },
        reqId: 'req-stray-1',
        err: { message: 'a rejection nobody handled' },
      });
      expect((await fetch(`${url}/ok`)).status).toBe(200); // still serving

      await fetch(`${url}/throw`, { headers: { 'x-request-id': 'req-throw-1' } });
      expect(await exited).toBe(1);
      const fatal = out.split('\n').find((line) => line.includes('uncaught exception'));
      expect(JSON.parse(fatal!)).toMatchObject({
        level: 60,
        req: { id: 'req-throw-1', path: '/throw' },
        err: { message: 'an exception nobody caught' },
      });
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('each answered request is logged once, without its query string, cookies or credentials', async () => {
    const child = spawn(process.execPath, [script], { cwd: path.resolve(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    try {
      for (let i = 0; i < 200 && !/LISTENING (\d+)/.test(out); i++) await new Promise((r) => setTimeout(r, 25));
      const url = `http://127.0.0.1:${/LISTENING (\d+)/.exec(out)![1]}`;
      const r = await fetch(`${url}/ok?searchterm=secret-term`, {
        headers: { authorization: 'Bearer secret-token', cookie: 'tl_session=secret-cookie' },
      });
      expect(r.status).toBe(200);
      const id = r.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      // A log line is written after the answer is sent: wait until the whole line is out, not for a fixed time.
      const completeLine = async (text: string) => {
        const find = () =>
          out
            .split('\n')
            .slice(0, -1)
            .find((l) => l.includes(text));
        for (let i = 0; i < 200 && !find(); i++) await new Promise((r) => setTimeout(r, 25));
        return find();
      };
      const line = await completeLine('request completed');
      expect(JSON.parse(line!)).toMatchObject({ req: { id, method: 'GET', path: '/ok' }, res: { statusCode: 200 } });
      expect(out).not.toMatch(/secret-(term|token|cookie)/);

      // A line logged while a request runs names it, as its answer's X-Request-Id does.
      const failed = await fetch(`${url}/fail`);
      const error = await completeLine('a step failed');
      expect(JSON.parse(error!)).toMatchObject({ level: 50, step: 'payment', reqId: failed.headers.get('x-request-id') });
    } finally {
      child.kill('SIGKILL');
    }
  });
});
