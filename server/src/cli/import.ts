/**
 * npm run import -- <file or folder> [--format pdl|jsonresume|csv] [--preset linkedin|hubspot|greenhouse | --mapping <file.json>]
 *                   [--source <name>] [--rejects <path>] [--again]
 *
 * Imports the people of a file into the index, on the database the server uses (DATABASE_URL, or
 * the embedded PostgreSQL under DATA_DIR, also while the server runs). An interrupted import
 * resumes where it stopped when run again; a file imported already is not read again, unless with
 * --again (every record read anew: after an upgrade that reads titles or places better). Records that
 * cannot be taken go to the rejects file (default `<file>.rejects.jsonl`) with their line and why.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../config';
import { openDatabaseBesideServer, type OpenDatabase } from '../db/open';
import { createLogger } from '../common/logger';
import { FORMAT_FILES, IMPORT_FORMATS, type ImportFormat } from '../modules/imports/import-job.entity';
import { CSV_PRESETS, mappingFromJson, presetMapping, type CsvMapping } from '../modules/imports/csv.format';
import { ImportInputError, runImport, SOURCE_PATTERN } from '../modules/imports/import.service';
import { closeDatabase, runCommand } from './close-database';

const USAGE = `usage: import <file or folder> [--format ${IMPORT_FORMATS.join('|')}] [--preset ${Object.keys(CSV_PRESETS).join('|')} | --mapping <file.json>] [--source <name>] [--rejects <path>] [--again]`;

interface Args {
  file: string;
  format: ImportFormat;
  source: string;
  rejects?: string;
  mapping?: CsvMapping;
  again: boolean;
}

/** Input the command cannot work with (exit 1), as opposed to a wrong argument (exit 2). */
class InputError extends Error {}

function parseArgs(argv: string[]): Args {
  let file: string | undefined;
  let format: string | undefined;
  let source: string | undefined;
  let rejects: string | undefined;
  let preset: string | undefined;
  let mappingFile: string | undefined;
  let again = false;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--format') format = value();
    else if (flag === '--source') source = value();
    else if (flag === '--rejects') rejects = value();
    else if (flag === '--preset') preset = value();
    else if (flag === '--mapping') mappingFile = value();
    else if (flag === '--again' && inline === undefined) again = true;
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (flag.startsWith('-') || file) throw new Error(`unknown argument ${argv[i]}\n${USAGE}`);
    else file = argv[i];
  }
  if (!file) throw new Error(`which file?\n${USAGE}`);
  // A JSON or JSON lines file is taken for People Data Labs records, a .csv, .tsv or .txt file for CSV, also
  // gzip-compressed (.gz); a folder's format must be said.
  format ??= FORMAT_FILES.pdl.test(file) ? 'pdl' : FORMAT_FILES.csv.test(file) ? 'csv' : undefined;
  if (!format) throw new Error(`--format is needed for ${path.basename(file)} (${IMPORT_FORMATS.join(' or ')})\n${USAGE}`);
  if (!(IMPORT_FORMATS as readonly string[]).includes(format)) throw new Error(`unknown format "${format}"\n${USAGE}`);
  // npm runs scripts in the project's folder; a relative path is the caller's (INIT_CWD).
  const cwd = process.env.INIT_CWD ?? process.cwd();
  if ((preset || mappingFile) && format !== 'csv') throw new Error(`--preset and --mapping are for CSV files\n${USAGE}`);
  if (preset && mappingFile) throw new Error(`give --preset or --mapping, not both\n${USAGE}`);
  let mapping: CsvMapping | undefined;
  if (preset) {
    mapping = presetMapping(preset);
  }
  if (mappingFile) {
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(path.resolve(cwd, mappingFile), 'utf8'));
    } catch (err) {
      throw new Error(`cannot read the mapping ${mappingFile}: ${(err as Error).message}`, { cause: err });
    }
    mapping = mappingFromJson(json);
  }
  // A preset's exports keep their own ids (HubSpot's Record ID, Greenhouse's Candidate ID), which
  // would meet under one source "csv": the preset names the source unless --source does.
  source ??= preset ?? format;
  if (!SOURCE_PATTERN.test(source))
    throw new InputError(
      `the source must be 1-32 lower-case letters, digits, '-' or '_', starting with a letter or digit; got "${source}"`,
    );
  const resolved = path.resolve(cwd, file);
  if (!fs.existsSync(resolved)) throw new InputError(`no such file or folder: ${resolved}`);
  return { file: resolved, format: format as ImportFormat, source, rejects, mapping, again };
}

async function main(): Promise<number> {
  let args: Args;
  let config;
  try {
    args = parseArgs(process.argv.slice(2));
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return err instanceof ConfigError ? 78 : err instanceof InputError ? 1 : 2;
  }
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  let db: OpenDatabase | undefined;
  const bar = new cliProgress.SingleBar(
    {
      format:
        'import {bar} {percentage}% | {records} records | {created} new, {updated} updated, {unchanged} unchanged, {rejected} rejected',
      hideCursor: true,
      fps: 5,
      noTTYOutput: !process.stdout.isTTY,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  try {
    db = await openDatabaseBesideServer(config, logger);
    console.log(`importing ${args.file} as ${args.format} records, source "${args.source}"`);
    bar.start(100, 0, { records: 0, created: 0, updated: 0, unchanged: 0, rejected: 0 });
    const result = await runImport(db.ds, {
      file: args.file,
      format: args.format,
      source: args.source,
      rejectsPath: args.rejects,
      mapping: args.mapping,
      again: args.again,
      onProgress: (job, bytes, total) =>
        bar.update(total > 0 ? Math.min(100, Math.round((bytes / total) * 100)) : 100, {
          records: job.recordsDone,
          created: job.created,
          updated: job.updated,
          unchanged: job.unchanged,
          rejected: job.rejected,
        }),
    });
    bar.update(100);
    bar.stop();
    const j = result.job;
    if (result.alreadyDone) {
      console.log(`this file was imported already (${j.finishedAt?.toISOString()}): nothing to do (--again reads it anew)`);
      return 0;
    }
    console.log(
      `done: ${j.recordsDone} records: ${j.created} new people, ${j.updated} updated, ${j.unchanged} unchanged, ${j.rejected} rejected` +
        (j.suppressed ? `, ${j.suppressed} not written (the person asked to be removed)` : '') +
        (j.rejected ? ` (why: ${result.rejectsPath})` : ''),
    );
    return 0;
  } catch (err) {
    bar.stop();
    if (err instanceof ImportInputError) {
      console.error(err.message);
      return 1;
    }
    console.error('import failed (run it again to resume):', err instanceof Error ? (err.stack ?? err.message) : err);
    return 1;
  } finally {
    await closeDatabase(db);
  }
}

runCommand(main);
