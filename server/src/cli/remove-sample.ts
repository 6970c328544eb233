/**
 * npm run sample:remove
 *
 * Removes every sample person from the index of DATA_DIR (or DATABASE_URL), also while the server
 * runs on it: their profiles, contacts and search rows, the sample companies nobody else works at.
 * Users' lists keep their entries (shown as removed from the index), and a later start does not
 * seed sample people again. Run it again after an interruption to finish.
 */
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../config';
import { openDatabaseBesideServer, type OpenDatabase } from '../db/open';
import { createLogger } from '../common/logger';
import { countSampleProfiles, removeSampleProfiles } from '../modules/profiles/sample-profiles.repository';
import { closeDatabase, runCommand } from './close-database';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('usage: sample:remove');
    return 0;
  }
  if (args.length) {
    console.error(`unknown argument ${args[0]}\nusage: sample:remove`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return err instanceof ConfigError ? 78 : 2;
  }
  let db: OpenDatabase | undefined;
  try {
    db = await openDatabaseBesideServer(config, createLogger(process.env.LOG_LEVEL ?? 'warn'));
    const total = await countSampleProfiles(db.ds);
    console.log(`removing ${total.toLocaleString('en-US')} sample people`);
    let shown = 0;
    const result = await removeSampleProfiles(db.ds, {
      onProgress: (removed) => {
        if (removed - shown >= 50_000) {
          shown = removed;
          console.log(`  ${removed.toLocaleString('en-US')} removed`);
        }
      },
    });
    console.log(
      `done: ${result.removed.toLocaleString('en-US')} sample people and ${result.companies.toLocaleString('en-US')} sample companies removed; ` +
        'lists keep their entries, and the next start will not seed sample people again',
    );
    return 0;
  } catch (err) {
    console.error('sample:remove failed (run it again to finish):', err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await closeDatabase(db);
  }
}

runCommand(main);
