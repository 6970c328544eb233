import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDataSource } from '../src/db/data-source';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { createLogger } from '../src/logger';
import { seedIfEmpty } from '../src/modules/profiles/bulk-load';

/**
 * One real PostgreSQL for the whole run, outside jest's sandbox: started here, migrated and seeded
 * with the generated profile index once, handed to every test file through DATABASE_URL, stopped in
 * global-teardown.
 * With DATABASE_URL already set (a PostgreSQL of your own), that one is used and migrated.
 */
export default async function globalSetup(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  if (!process.env.DATABASE_URL) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'talentlens-test-'));
    const db = await startEmbeddedPostgres({ dataDir, logger: createLogger('warn') });
    process.env.DATABASE_URL = db.url;
    (globalThis as Record<string, unknown>).__TEST_DB__ = { db, dataDir };
  }
  const ds = createDataSource(process.env.DATABASE_URL);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  // The same index a first start seeds: 20,000 generated profiles (seed 42).
  await seedIfEmpty(ds, { count: Number(process.env.TEST_PROFILES ?? 20_000), seed: 42, logger: createLogger('warn') });
  await ds.destroy();
}
