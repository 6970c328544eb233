/**
 * npm run privacy:deletion-list -- <file> [--reason <why>]
 *
 * Keeps the people of a deletion list out of the index (docs/features/privacy.md): one person a
 * line, an e-mail address or the SHA-256 of a normalised one (as California's deletion list is
 * delivered); everyone on it goes on the suppression list, and their profiles are removed, their
 * list entries left as placeholders. Runs on the app's database (DATABASE_URL, or the embedded one
 * under DATA_DIR, also while `npm start` runs on it).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../common/logger';
import { openDatabaseBesideServer, type OpenDatabase } from '../db/open';
import { applyDeletionList } from '../modules/privacy/deletion-list';
import { PrivacyService } from '../modules/privacy/privacy.service';
import { closeDatabase, runCommand } from './close-database';

const USAGE = 'usage: privacy:deletion-list -- <file> [--reason <why, for the list>]';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  let file: string | undefined;
  let reason = 'A deletion list';
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--reason' && argv[i + 1] !== undefined) reason = argv[++i];
    else if (argv[i] === '--help' || argv[i] === '-h') {
      console.log(USAGE);
      return 0;
    } else if (argv[i].startsWith('-') || file) {
      console.error(`unknown argument ${argv[i]}\n${USAGE}`);
      return 2;
    } else file = argv[i];
  }
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`no such file: ${file}`);
    return 1;
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
    const r = await applyDeletionList(new PrivacyService(db.ds), file, reason.slice(0, 500));
    console.log(
      `done: ${r.emails} e-mail addresses and ${r.hashes} hashes read; ${r.keys} keys new to the suppression list; ${r.removedProfiles} profiles removed` +
        (r.skipped ? `; ${r.skipped} lines skipped (neither an address nor a SHA-256), first at line ${r.skippedLines.join(', ')}` : ''),
    );
    return 0;
  } catch (err) {
    console.error(
      'the deletion list could not be applied (run it again: what is done stays done):',
      err instanceof Error ? err.message : err,
    );
    return 1;
  } finally {
    await closeDatabase(db);
  }
}

runCommand(main);
