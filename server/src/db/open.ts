import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createDataSource } from './data-source';
import { EmbeddedDatabase, startEmbeddedPostgres } from './embedded';

export interface OpenDatabase {
  ds: DataSource;
  embedded?: EmbeddedDatabase;
  close(): Promise<void>;
}

/**
 * DATABASE_URL, or the embedded PostgreSQL under DATA_DIR; connected and migrated. Used by the
 * server and by the command-line tools (seed, benchmarks), so all of them find the same data.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<OpenDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, logger });
    url = embedded.url;
    logger.info({ url, dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  const ds = createDataSource(url);
  let closing = false;
  try {
    await ds.initialize();
    const pool = (ds.driver as unknown as { master?: NodeJS.EventEmitter }).master;
    // A broken idle connection is logged and replaced by the pool; it never takes the process down.
    // While closing, the embedded server ending the connections the pool is still letting go of is expected.
    pool?.on('error', (err: Error) => {
      if (!closing) logger.error({ err }, 'database pool error');
    });
    const ran = await ds.runMigrations({ transaction: 'each' });
    if (ran.length > 0) logger.info({ migrations: ran.map((m) => m.name) }, 'migrations applied');
  } catch (err) {
    if (ds.isInitialized) await ds.destroy();
    await embedded?.stop();
    throw err;
  }
  return {
    ds,
    embedded,
    async close() {
      closing = true;
      if (ds.isInitialized) await ds.destroy();
      await embedded?.stop();
    },
  };
}
