/**
 * A full data disk. The tables a search and a new list write to (search_history, profile_lists) are moved
 * to a tablespace on a small tmpfs that is then filled: PostgreSQL itself fails their inserts with
 * SQLSTATE 53100 ("could not extend file ... No space left on device"), while everything else (the
 * write-ahead log, the other tables) lives on the ordinary disk. Where mounting a tmpfs is refused
 * (not root, a sandbox), the same tables get a trigger that raises 53100 instead, and the test
 * says so. Searches still answer (their history row is what cannot be written); a write answers
 * 503 with the clear message and Retry-After on both transports, never 500; /readyz fails while
 * the disk is full and answers 200 again once there is room. Runs the built server (`npm run build
 * --workspace server`) on a database of the test's own.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { STORAGE_FAILURE_MESSAGE } from '../src/common/database-errors';
import { asAdmin, ownDatabase, type OwnDatabase } from './own-database';
import { authHeaders, json, launch, Running, signUp, sleep, stop } from './process-kit';
import { limit } from './time-limits';

jest.setTimeout(limit(120_000));

const FULL_TABLES = ['search_history', 'profile_lists'];

/** A connection to `db` as the cluster's superuser. */
async function asAdminOn<T>(db: OwnDatabase, fn: (c: Client) => Promise<T>): Promise<T> {
  const url = new URL(process.env.TEST_ADMIN_DATABASE_URL!);
  url.pathname = `/${db.name}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

interface FullDisk {
  how: string;
  fill(): Promise<void>;
  free(): Promise<void>;
  remove(): Promise<void>;
}

/** A tmpfs of 2 MB holding a tablespace with FULL_TABLES, filled on fill(), emptied on free(). */
async function tmpfsTablespace(db: OwnDatabase): Promise<FullDisk | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
  } catch {
    fs.rmdirSync(dir);
    return null;
  }
  // The tablespace's folder belongs to the user PostgreSQL runs as (the owner of its data folder).
  const dataDir = await asAdmin(
    async (c) => (await c.query<{ setting: string }>(`SELECT current_setting('data_directory') AS setting`)).rows[0].setting,
  );
  const { uid, gid } = fs.statSync(dataDir);
  fs.chownSync(dir, uid, gid);
  const space = `full_disk_${randomUUID().slice(0, 8)}`;
  const unmount = () => {
    execFileSync('umount', [dir]);
    fs.rmdirSync(dir);
  };
  try {
    // The tablespace's folder belongs to the user PostgreSQL runs as (the owner of its data folder).
    const dataDir = await asAdmin(
      async (c) => (await c.query<{ setting: string }>(`SELECT current_setting('data_directory') AS setting`)).rows[0].setting,
    );
    const { uid, gid } = fs.statSync(dataDir);
    fs.chownSync(dir, uid, gid);
    await asAdmin((c) => c.query(`CREATE TABLESPACE ${space} LOCATION '${dir}'`));
    await asAdminOn(db, async (c) => {
      for (const table of FULL_TABLES) await c.query(`ALTER TABLE ${table} SET TABLESPACE ${space}`);
    });
  } catch (err) {
    await db.drop();
    await asAdmin((c) => c.query(`DROP TABLESPACE IF EXISTS ${space}`));
    unmount();
    throw err;
  }
  const filler = path.join(dir, 'filler');
  return {
    how: 'a 2 MB tmpfs tablespace, filled',
    async fill() {
      const chunk = Buffer.alloc(64 * 1024);
      const fd = fs.openSync(filler, 'w');
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
      } finally {
        fs.closeSync(fd);
      }
    },
    async free() {
      fs.rmSync(filler, { force: true });
    },
    async remove() {
      fs.rmSync(filler, { force: true });
      await db.drop(); // its tables leave the tablespace with it
      await asAdmin((c) => c.query(`DROP TABLESPACE IF EXISTS ${space}`));
      unmount();
    },
  };
}

/** Where no tmpfs can be mounted: FULL_TABLES' inserts raise what PostgreSQL raises on a full disk. */
async function diskFullTrigger(db: OwnDatabase): Promise<FullDisk> {
  return {
    how: 'a trigger raising SQLSTATE 53100 (mounting a tmpfs was refused here)',
    async fill() {
      await asAdminOn(db, async (c) => {
        await c.query(`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`);
        for (const table of FULL_TABLES)
          await c.query(`CREATE TRIGGER disk_full BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION disk_full()`);
      });
    },
    async free() {
      await asAdminOn(db, async (c) => {
        for (const table of FULL_TABLES) await c.query(`DROP TRIGGER disk_full ON ${table}`);
      });
    },
    async remove() {
      await db.drop();
    },
  };
}

describe('a full data disk', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-disk-full-'));
  let db: OwnDatabase | undefined;
  let disk: FullDisk | undefined;
  let server: Running | undefined;
  afterAll(async () => {
    await stop(server);
    if (disk) await disk.remove();
    else await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps searches answering, refuses writes with 503 and a clear message, and fails /readyz until there is room', async () => {
    db = await ownDatabase('disk_full');
    disk = (await tmpfsTablespace(db)) ?? (await diskFullTrigger(db));
    console.log(`full disk: ${disk.how}`);
    await db.ds.destroy(); // the server's own pool is the one that matters
    server = await launch({ DATA_DIR: dataDir, DATABASE_URL: db.url, SEED_PROFILES: '300' });
    const { url } = server;
    const user = await signUp(url, `full.${Date.now()}@acme-full.io`);
    const headers = authHeaders(user.token);
    const createList = (name: string) => json(`${url}/api/profile/list`, { method: 'POST', headers, body: JSON.stringify({ name }) });

    await disk.fill();

    // A search: its history row cannot be written, the search answers all the same.
    const found = await json(`${url}/api/search/profiles?searchterm=engineer`, { headers });
    expect(found.status).toBe(200);
    expect(found.body.data.length).toBeGreaterThan(0);
    const gqlSearch = await json(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: `{ searchProfiles(input: { type: ai, query: "designer in London" }) { totalResults } }` }),
    });
    expect(gqlSearch.body.errors).toBeUndefined();
    expect(gqlSearch.body.data.searchProfiles.totalResults).toEqual(expect.any(Number));
    expect(server.output()).toMatch(/a search could not be written to the history; the search answered anyway/);
    expect(server.output()).toMatch(/"code":"53100"/);

    // A write: 503 with the clear message and Retry-After (REST), SERVICE_UNAVAILABLE (GraphQL); never 500.
    const refused = await createList('While full');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ status: 'error', message: STORAGE_FAILURE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const refusedGql = await json(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: 'mutation { createList(input: { name: "While full too" }) { id } }' }),
    });
    expect(refusedGql.body.errors).toEqual([
      expect.objectContaining({ message: STORAGE_FAILURE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } }),
    ]);
    expect(server.output()).not.toMatch(/unexpected error in (REST route|GraphQL operation)/);

    // Readiness fails while the database cannot store writes.
    const ready = await json(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.body.message).toBe(STORAGE_FAILURE_MESSAGE);
    expect(ready.headers.get('retry-after')).toMatch(/^\d+$/);

    // Room again: writes work at once, and readiness comes back (it remembers the failure 15 s).
    await disk.free();
    const made = await createList('After');
    expect(made.status).toBe(201);
    const freedAt = Date.now();
    let readyAgainMs = -1;
    while (Date.now() - freedAt < 30_000) {
      if ((await fetch(`${url}/readyz`)).status === 200) {
        readyAgainMs = Date.now() - freedAt;
        break;
      }
      await sleep(250);
    }
    console.log(`/readyz 200 again ${readyAgainMs} ms after the disk had room`);
    expect(readyAgainMs).toBeGreaterThanOrEqual(0);
    const searchedAgain = await json(`${url}/api/search/profiles?searchterm=sales`, { headers });
    expect(searchedAgain.status).toBe(200);
    const history = await json(`${url}/api/users/searches`, { headers });
    expect(history.body.data.map((h: { searchTerm: string }) => h.searchTerm)).toEqual(['sales']);
  });
});
