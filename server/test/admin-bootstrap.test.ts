import { execFile } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { TEST_PASSWORD_COST, testPasswordCostEnv } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';
import { authHeaders, json, launch, stop, type Running } from './process-kit';

/**
 * The first superadmin, as an operator makes it: `npm run admin:create` (the built command line)
 * and ADMIN_EMAIL + ADMIN_PASSWORD at the built server's start, on a database of this file's own
 * (so "no staff account yet" holds). `npm test` builds the server first.
 */
const run = promisify(execFile);
const CLI = path.resolve(__dirname, '..', 'dist', 'cli', 'admin-create.js');

let db: OwnDatabase;
beforeAll(async () => {
  db = await ownDatabase('admin_bootstrap');
});
afterAll(() => db.drop());

async function adminCreate(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: db.url,
        LOG_LEVEL: 'warn',
        ...testPasswordCostEnv(),
      },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

it('admin:create makes a superadmin with a generated password, printed once, that signs in; a second with the same e-mail is refused', async () => {
  const made = await adminCreate(['--email', 'Ops@Acme.io', '--username', 'ops']);
  expect(made.code).toBe(0);
  expect(made.stdout).toContain('created superadmin ops <ops@acme.io>');
  const password = /password \(shown once, keep it safe\): (\S+)/.exec(made.stdout)?.[1];
  expect(password).toMatch(/^[\w-]{24}$/);

  const again = await adminCreate(['--email', 'ops@acme.io', '--username', 'ops2', '--password', 'another long password']);
  expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('An admin user with that e-mail already exists.') });
  const weak = await adminCreate(['--email', 'weak@acme.io', '--username', 'weak', '--password', 'short']);
  expect(weak).toMatchObject({ code: 2, stderr: expect.stringContaining('A password needs at least 12 characters.') });
  const [row] = await db.ds.query(`SELECT role, is_active, password_hash FROM staff_accounts WHERE email = 'ops@acme.io'`);
  expect(row).toMatchObject({ role: 'superadmin', is_active: true });
  expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_COST}\\$8\\$1\\$`)); // at STAFF_PASSWORD_COST
  expect(row.password_hash).not.toContain(password);
  const [audit] = await db.ds.query(`SELECT action, staff_id, details FROM staff_audit_log`);
  expect(audit).toMatchObject({ action: 'admin.create', staff_id: null, details: { via: 'command line', role: 'superadmin' } });

  let server: Running | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-admin-'));
  try {
    // ADMIN_EMAIL at start makes nobody once a staff account exists.
    server = await launch({
      DATA_DIR: dataDir,
      DATABASE_URL: db.url,
      ADMIN_EMAIL: 'late@acme.io',
      ADMIN_PASSWORD: 'a long enough password',
    });
    const login = await json(`${server.url}/api/admins/login`, {
      method: 'POST',
      headers: authHeaders(),
      body: JSON.stringify({ email: 'ops', password }),
    });
    expect(login.status).toBe(200);
    expect(login.body.data.roles).toEqual(['superadmin']);
    const late = await json(`${server.url}/api/admins/login`, {
      method: 'POST',
      headers: authHeaders(),
      body: JSON.stringify({ email: 'late@acme.io', password: 'a long enough password' }),
    });
    expect(late.status).toBe(401);
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

it('ADMIN_EMAIL and ADMIN_PASSWORD make the first superadmin at start when there is no staff account', async () => {
  // A database of its own: staff accounts are never deleted (the audit log keeps them), so "none yet" is a new database.
  const fresh = await ownDatabase('admin_first_start');
  let server: Running | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-admin-'));
  try {
    server = await launch({
      DATA_DIR: dataDir,
      DATABASE_URL: fresh.url,
      ADMIN_EMAIL: 'first@acme.io',
      ADMIN_PASSWORD: 'the first long password',
    });
    expect(server.output()).toContain('first superadmin created from ADMIN_EMAIL');
    expect(server.output()).not.toContain('the first long password');
    const login = await json(`${server.url}/api/admins/login`, {
      method: 'POST',
      headers: authHeaders(),
      body: JSON.stringify({ email: 'first', password: 'the first long password' }),
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ username: 'first', email: 'first@acme.io', roles: ['superadmin'] });
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await fresh.drop();
  }
});

it('admin:create works beside a running `npm start` on the embedded database of the same DATA_DIR', async () => {
  let server: Running | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-admin-embedded-'));
  try {
    server = await launch({ DATA_DIR: dataDir });
    const { stdout } = await run(
      process.execPath,
      [CLI, '--email', 'beside@acme.io', '--username', 'beside', '--password', 'beside the server'],
      {
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ...testPasswordCostEnv(),
        },
      },
    );
    expect(stdout).toContain('created superadmin beside <beside@acme.io>');
    const login = await json(`${server.url}/api/admins/login`, {
      method: 'POST',
      headers: authHeaders(),
      body: JSON.stringify({ email: 'beside', password: 'beside the server' }),
    });
    expect(login.status).toBe(200);
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
