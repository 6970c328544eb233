import fs from 'node:fs';
import readline from 'node:readline';
import { emailKey, normaliseEmail } from './person-keys';
import type { PrivacyService, Suppressed } from './privacy.service';

const HASH = /^[0-9a-f]{64}$/i;
const BATCH = 1000;

/** What a deletion list held and did. */
export interface DeletionListResult extends Suppressed {
  /** Lines taken: clear e-mail addresses (hashed on arrival) and SHA-256 hashes of normalised ones. */
  emails: number;
  hashes: number;
  /** Lines that were neither, by line number (at most 20 kept), and how many in all. */
  skipped: number;
  skippedLines: number[];
}

/**
 * Reads a deletion list (one person a line: an e-mail address, or the hex SHA-256 of a normalised
 * one, as a state's deletion list delivers them; a first line that is neither, a header, and blank
 * lines are skipped) and keeps everyone on it out of the index, 1,000 at a time. Clear addresses are
 * hashed as they are read and never stored.
 */
export async function applyDeletionList(privacy: PrivacyService, file: string, reason: string): Promise<DeletionListResult> {
  const result: DeletionListResult = { keys: 0, removedProfiles: 0, emails: 0, hashes: 0, skipped: 0, skippedLines: [] };
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let batch: string[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const done = await privacy.suppressEmailKeys(batch, 'deletion_list', reason);
    result.keys += done.keys;
    result.removedProfiles += done.removedProfiles;
    batch = [];
  };
  let n = 0;
  for await (const raw of lines) {
    n++;
    const value = raw.split(',')[0].replace(/^"|"$/g, '').trim();
    if (!value) continue;
    if (HASH.test(value)) {
      batch.push(value.toLowerCase());
      result.hashes++;
    } else if (normaliseEmail(value)) {
      batch.push(emailKey(value));
      result.emails++;
    } else {
      if (n === 1) continue; // a header
      result.skipped++;
      if (result.skippedLines.length < 20) result.skippedLines.push(n);
      continue;
    }
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return result;
}
