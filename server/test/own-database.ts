import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource, MigrationInterface } from 'typeorm';
import { createDataSource } from '../src/db/data-source';

/**
 * A database of a test file's own, beside the shared test database: created (owned by the app's
 * role, as the server's is) as a copy of the migrated template global-setup made
 * (TEST_TEMPLATE_DATABASE), migrated if a migration is newer, and dropped by `drop()`. For tests that write what the
 * shared index must not see, or that must not see what other files write meanwhile.
 */
export interface OwnDatabase {
  name: string;
  /** Its URL, as the app's role. */
  url: string;
  /** Connected and migrated. */
  ds: DataSource;
  /** Closes `ds` and drops the database. */
  drop(): Promise<void>;
}

/** Runs `fn` on a connection as the cluster's superuser (TEST_ADMIN_DATABASE_URL). */
export async function asAdmin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL! });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * `seededWith`: the file needs the index global-setup seeded (seed 42) with that many profiles. The
 * copy starts from global-setup's copy of it when it holds that many (the embedded cluster), else
 * empty: the file seeds it itself then.
 */
export async function ownDatabase(prefix: string, options: { seededWith?: number } = {}): Promise<OwnDatabase> {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  const url = new URL(process.env.DATABASE_URL!);
  const seeded =
    options.seededWith !== undefined && process.env.TEST_SEEDED_PROFILES === String(options.seededWith)
      ? process.env.TEST_SEEDED_TEMPLATE_DATABASE
      : undefined;
  const from = seeded ?? process.env.TEST_TEMPLATE_DATABASE;
  const template = from ? ` TEMPLATE ${from}` : '';
  await asAdmin((c) => c.query(`CREATE DATABASE ${name}${template} OWNER ${c.escapeIdentifier(decodeURIComponent(url.username))}`));
  url.pathname = `/${name}`;
  const ds = createDataSource(url.toString());
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  return {
    name,
    url: url.toString(),
    ds,
    async drop() {
      if (ds.isInitialized) await ds.destroy();
      await asAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A database (ownDatabase) and a temporary folder of the test file's own, made before its tests and
 * removed after them; read them through `own` and `dir` once the tests run.
 */
export function ownDatabaseAndFolder(prefix: string): { readonly own: OwnDatabase; readonly dir: string } {
  let own: OwnDatabase | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    own = await ownDatabase(prefix);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/_/g, '-')}-`));
  });
  afterAll(async () => {
    await own?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get own() {
      return own!;
    },
    get dir() {
      return dir!;
    },
  };
}

/** Runs one migration's `up` on `ds` again (a migration test: on rows written as they were before it). */
export async function runMigrationUp(ds: DataSource, migration: MigrationInterface): Promise<void> {
  const runner = ds.createQueryRunner();
  try {
    await migration.up(runner);
  } finally {
    await runner.release();
  }
}
