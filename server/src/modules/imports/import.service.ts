import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { ImportJob, type ImportFormat } from './import-job.entity';
import { ImportJobRepository } from './import-jobs.repository';
import { writePerson, type WriteOutcome } from './import-writer.repository';
import { RecordRejected, type PersonRecord } from './person-record';
import { readPdlPerson } from './pdl.format';

/**
 * An import of one file: read as a stream, record by record; each record mapped by its format's
 * reader and merged into the index (import-writer), in batches, each batch one transaction with the
 * job's progress, so an interrupted import resumes after the last batch it wrote and a finished file
 * is not imported again. Records that cannot be taken go to the rejects file (JSON lines: the record's
 * line, or its position in a JSON array, the reason, and the record as it was) and change nothing.
 */

export interface ImportOptions {
  file: string;
  format: ImportFormat;
  /** The name facts are kept under: letters, digits, '-' and '_', up to 32. */
  source: string;
  /** Where rejected records go (JSON lines); default: beside the file, `<file>.rejects.jsonl`. */
  rejectsPath?: string;
  /** Records per transaction (default 500). */
  batchSize?: number;
  onProgress?: (job: ImportJob, bytesRead: number, bytesTotal: number) => void;
  /** When the records were read (default: now): the time every fact of this import is kept with. */
  now?: () => Date;
  /** Stops (as a kill would) after this many batches are written: for tests of resuming. */
  stopAfterBatches?: number;
}

export interface ImportResult {
  job: ImportJob;
  /** True when this file had been imported already (nothing was read). */
  alreadyDone: boolean;
  rejectsPath: string;
}

export class ImportInputError extends Error {}
export class ImportStopped extends Error {}

export const SOURCE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** One record of a file: its position for people (line N, or record N of an array), and its value or why it could not be parsed. */
interface RawRecord {
  at: string;
  value?: unknown;
  parseError?: string;
}

const READERS: Record<ImportFormat, (value: unknown) => PersonRecord> = { pdl: readPdlPerson };

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

async function firstChar(file: string): Promise<string> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return buf
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .charAt(0);
  } finally {
    await handle.close();
  }
}

/** The records of a JSON file: JSON lines, or one JSON array (read as a stream either way). */
async function* jsonRecords(file: string, reading: { stream?: fs.ReadStream }): AsyncGenerator<RawRecord> {
  const isArray = (await firstChar(file)) === '[';
  const input = fs.createReadStream(file);
  reading.stream = input;
  if (isArray) {
    const { parser } = await import('stream-json');
    const { streamArray } = await import('stream-json/streamers/StreamArray.js');
    const stream = input.pipe(parser()).pipe(streamArray());
    try {
      for await (const item of stream as AsyncIterable<{ key: number; value: unknown }>)
        yield { at: `record ${item.key + 1}`, value: item.value };
    } catch (err) {
      throw new ImportInputError(`the file is not a valid JSON array: ${(err as Error).message}`);
    }
    return;
  }
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    const trimmed = line.replace(/^\uFEFF/, '').trim();
    if (!trimmed) continue;
    try {
      yield { at: `line ${n}`, value: JSON.parse(trimmed) };
    } catch (err) {
      yield { at: `line ${n}`, parseError: `invalid JSON: ${(err as Error).message}` };
    }
  }
}

/** Keeps only the rejects of records before `done` (those of batches that were written). */
function trimRejects(rejectsPath: string, done: number): void {
  if (!fs.existsSync(rejectsPath)) return;
  const kept = fs
    .readFileSync(rejectsPath, 'utf8')
    .split('\n')
    .filter((l) => l && (JSON.parse(l) as { index: number }).index < done);
  fs.writeFileSync(rejectsPath, kept.map((l) => `${l}\n`).join(''));
}

export async function runImport(ds: DataSource, opts: ImportOptions): Promise<ImportResult> {
  if (!READERS[opts.format]) throw new ImportInputError(`unknown format "${opts.format}" (known: ${Object.keys(READERS).join(', ')})`);
  if (!SOURCE_PATTERN.test(opts.source))
    throw new ImportInputError(
      `the source must be 1-32 lower-case letters, digits, '-' or '_', starting with a letter or digit; got "${opts.source}"`,
    );
  const stat = await fs.promises.stat(opts.file).catch(() => null);
  if (!stat?.isFile()) throw new ImportInputError(`no such file: ${opts.file}`);
  const rejectsPath = opts.rejectsPath ?? `${opts.file}.rejects.jsonl`;
  const jobs = new ImportJobRepository(ds);
  const sha = await sha256Of(opts.file);
  const job = await jobs.findOrCreate({
    fileName: path.basename(opts.file).slice(0, 300),
    fileSha256: sha,
    format: opts.format,
    source: opts.source,
  });
  if (job.status === 'finished') return { job, alreadyDone: true, rejectsPath };

  const lock = await jobs.lock(job.id);
  if (!lock) throw new ImportInputError('this file is being imported by another process right now');
  try {
    if (job.recordsDone === 0) fs.writeFileSync(rejectsPath, '');
    else trimRejects(rejectsPath, job.recordsDone);
    await jobs.markRunning(job.id);
    job.status = 'running';
    const read = READERS[opts.format];
    const fetchedAt = (opts.now ?? (() => new Date()))();
    const reading: { stream?: fs.ReadStream } = {};
    const batchSize = opts.batchSize ?? 500;
    let batch: Array<{ index: number; raw: RawRecord }> = [];
    let index = 0;
    let batches = 0;

    const flush = async () => {
      if (!batch.length) return;
      const rejects: string[] = [];
      const counts: Record<WriteOutcome | 'rejected', number> = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
      await ds.transaction(async (tx: EntityManager) => {
        for (const { index: i, raw } of batch) {
          const reject = (reason: string) => {
            counts.rejected++;
            rejects.push(JSON.stringify({ index: i, at: raw.at, reason, record: raw.value ?? null }));
          };
          if (raw.parseError) {
            reject(raw.parseError);
            continue;
          }
          let person: PersonRecord;
          try {
            person = read(raw.value);
          } catch (err) {
            if (err instanceof RecordRejected) {
              reject(err.message);
              continue;
            }
            throw err;
          }
          try {
            // Each record in a savepoint of its own: one that cannot be written leaves no trace.
            counts[await tx.transaction((inner) => writePerson(inner, person, { source: opts.source, fetchedAt }))]++;
          } catch (err) {
            reject(`could not be written: ${(err as Error).message}`);
          }
        }
        const last = batch[batch.length - 1].index + 1;
        await jobs.recordProgress(tx, job.id, last, counts);
      });
      if (rejects.length) fs.appendFileSync(rejectsPath, rejects.map((l) => `${l}\n`).join(''));
      job.recordsDone = batch[batch.length - 1].index + 1;
      job.created += counts.created;
      job.updated += counts.updated;
      job.unchanged += counts.unchanged;
      job.rejected += counts.rejected;
      batch = [];
      batches++;
      opts.onProgress?.(job, reading.stream?.bytesRead ?? 0, stat.size);
      if (opts.stopAfterBatches !== undefined && batches >= opts.stopAfterBatches) throw new ImportStopped('stopped on purpose');
    };

    try {
      for await (const raw of jsonRecords(opts.file, reading)) {
        const i = index++;
        if (i < job.recordsDone) continue;
        batch.push({ index: i, raw });
        if (batch.length >= batchSize) await flush();
      }
      await flush();
    } catch (err) {
      if (!(err instanceof ImportStopped)) await jobs.fail(job.id, (err as Error).message);
      throw err;
    }
    await jobs.finish(job.id);
    const finished = (await jobs.byId(job.id))!;
    return { job: finished, alreadyDone: false, rejectsPath };
  } finally {
    await lock.release();
  }
}
