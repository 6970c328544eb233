import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { parser } from 'stream-json';
import { streamArray } from 'stream-json/streamers/StreamArray.js';
import { streamValues } from 'stream-json/streamers/StreamValues.js';
import type { DataSource, EntityManager } from 'typeorm';
import { notifyIndexChanged } from '../profiles/index-changes.repository';
import { FORMAT_FILES, ImportJob, type ImportFormat } from './import-job.entity';
import { ImportJobRepository } from './import-jobs.repository';
import {
  addTouched,
  applyPlan,
  CompanyIds,
  planPeople,
  tidyIndex,
  writePeople,
  type Earlier,
  type Touched,
  type WriteOutcome,
  type Written,
} from './import-writer.repository';
import { contentRecordId, RecordRejected, type PersonRecord } from './person-record';
import { columnsOf, GUESS_MAPPING, readCsvPerson, type CsvField, type CsvMapping } from './csv.format';
import { csvDelimiter, csvEncoding, type CsvEncoding } from './csv-dialect';
import { boundedLines } from './bounded-lines';
import { readJsonResume } from './jsonresume.format';
import { pdlEntries, readPdlPerson, type PdlEntry } from './pdl.format';

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
  /** Records per transaction (default 1,000). */
  batchSize?: number;
  /** How many people written make the import tidy the index when it ends (default TIDY_AFTER). */
  tidyAfter?: number;
  onProgress?: (job: ImportJob, bytesRead: number, bytesTotal: number) => void;
  /** When the records were read (default: now): the time every fact of this import is kept with. */
  now?: () => Date;
  /** CSV: which headers hold which fields (a preset's or a mapping file's); default: a guess from every preset's names. */
  mapping?: CsvMapping;
  /** The name people know a single file by, in messages and rejects (an upload is kept under another name). */
  fileName?: string;
  /** Stops (as a kill would) after this many batches are written: for tests of resuming. */
  stopAfterBatches?: number;
  /**
   * Reads a file imported already again, every record (default: a finished file is not read
   * again): records whose reading is the same stay unchanged, the others are written.
   */
  again?: boolean;
}

export interface ImportResult {
  job: ImportJob;
  /** True when this file had been imported already (nothing was read). */
  alreadyDone: boolean;
  rejectsPath: string;
  /** How many records this run wrote while the batch before was still being written (two writers at once). */
  alongside: number;
}

export class ImportInputError extends Error {}
/** Another process is importing this file right now (it holds the job's lock). */
export class ImportBusy extends ImportInputError {}
export class ImportStopped extends Error {}

/**
 * An import that wrote at least this many people tidies the index when it ends (tidyIndex); a smaller
 * one leaves it to autovacuum, which PostgreSQL runs once about a fifth of a table has changed.
 */
export const TIDY_AFTER = 10_000;

/** How many batches an import writes at once (each in a transaction of its own). */
const WRITERS = 2;

/** Waits until the batches before have committed; rejects when one of them failed. */
async function waitFor(earlier: readonly Earlier[]): Promise<void> {
  for (const e of earlier) await e.done;
}

export const SOURCE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** One record of a file: where it is for people (line N, or record N), and its value or why it could not be parsed. */
interface RawRecord {
  at: string;
  value?: unknown;
  parseError?: string;
  /** CSV: the columns each field is read from, by the file's header row. */
  columns?: Partial<Record<CsvField, number>>;
}

/** A record the source gave no id (a CSV row without an id column, a resume) under the id its person makes (contentRecordId). */
const withRecordId = (person: PersonRecord): PersonRecord => (person.recordId ? person : { ...person, recordId: contentRecordId(person) });

const READERS: Record<ImportFormat, (raw: RawRecord) => PersonRecord> = {
  pdl: (raw) => readPdlPerson(raw.value),
  jsonresume: (raw) => withRecordId(readJsonResume(raw.value)),
  csv: (raw) => withRecordId(readCsvPerson(raw.value as string[], raw.columns!)),
};

/** The files an import reads: the file itself, or a folder's files of the format (not its subfolders), by name. */
async function inputFiles(input: string, format: ImportFormat): Promise<string[]> {
  const stat = await fs.promises.stat(input).catch(() => null);
  if (stat?.isFile()) return [input];
  if (!stat?.isDirectory()) throw new ImportInputError(`no such file or folder: ${input}`);
  const names = (await fs.promises.readdir(input, { withFileTypes: true }))
    .filter((e) => e.isFile() && FORMAT_FILES[format].test(e.name))
    .map((e) => e.name)
    .sort();
  if (!names.length) throw new ImportInputError(`no ${format === 'csv' ? '.csv' : '.json, .jsonl or .ndjson'} file in the folder ${input}`);
  return names.map((n) => path.join(input, n));
}

/** What names the input: the SHA-256 of the file, or of a folder's files' names and contents in order. */
export async function sha256Of(files: string[], folder: boolean): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    if (folder) hash.update(`${path.basename(file)}\u0000`);
    const one = createHash('sha256');
    await pipelineAsync(fs.createReadStream(file), one);
    hash.update(one.digest());
  }
  return hash.digest('hex');
}

/** The first line of a file that is not blank (from its first 64 KiB). */
async function firstLine(file: string): Promise<string> {
  const text = (await headOf(file, 65_536)).toString('utf8').replace(/^\uFEFF/, '');
  return (text.split(/\r?\n/).find((l) => l.trim()) ?? '').trim();
}

/** Whether a file is gzip-compressed (its first two bytes), as data providers deliver bulk files. */
async function isGzip(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * A file's content as a stream, uncompressed when it is gzip-compressed; `reading` follows the
 * file's own bytes (the progress). A damaged compressed file fails the stream, which its reader reports.
 */
async function contentOf(file: string, reading: Reading): Promise<Readable> {
  const input = fs.createReadStream(file);
  reading.stream = input;
  if (!(await isGzip(file))) return input;
  const unpacked = byteCounter(MAX_GZIP_RATIO * (await fs.promises.stat(file)).size + 1024 * 1024, () => new UnpacksTooFar());
  return pipeline(input, createGunzip(), unpacked, () => undefined);
}

/** The first `size` bytes of a file's content (uncompressed; fewer when it is smaller). */
async function headOf(file: string, size: number): Promise<Buffer> {
  const gzip = await isGzip(file);
  const input = fs.createReadStream(file, gzip ? {} : { end: size - 1 });
  const content = gzip ? input.pipe(createGunzip()) : input;
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of content as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= size) break;
    }
  } catch (err) {
    if (!gzip) throw err; // a damaged compressed file: reading it says so
  } finally {
    input.destroy();
  }
  return Buffer.concat(chunks).subarray(0, size);
}

/**
 * The most bytes one record may take (a PDL person is some kilobytes; a resume tens): a longer one
 * is rejected (JSON lines) or stops the reading (a JSON array, a CSV file) rather than being held
 * in memory, whatever a damaged or hostile file holds.
 */
const MAX_RECORD_MB = 4;
const MAX_RECORD_BYTES = MAX_RECORD_MB * 1024 * 1024;
const TOO_LONG = `longer than ${MAX_RECORD_MB} MB: not read`;
/**
 * A gzip-compressed file may unpack to this many times its size at most: text compresses 5 to 15
 * times; a file that unpacks much further (a "zip bomb") stops the import instead of running it for hours.
 */
const MAX_GZIP_RATIO = 100;

class RecordTooLong extends Error {}
class UnpacksTooFar extends Error {
  constructor() {
    super(`it unpacks to more than ${MAX_GZIP_RATIO} times its compressed size (read no further)`);
  }
}

/** Counts the bytes passing through since `bytes` was last set to 0; past `max`, fails the stream with `error()`. */
function byteCounter(max: number, error: () => Error = () => new RecordTooLong()): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(counter.bytes > max ? error() : null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/**
 * The records of a JSON file, read as a stream whatever its size: one JSON array, JSON lines (a bad
 * line is rejected, the rest read on), or JSON documents one after another (a pretty-printed resume).
 */
async function* jsonRecords(file: string, reading: Reading, name: string, inFolder: boolean): AsyncGenerator<RawRecord> {
  const first = await firstLine(file);
  let lines = !first.startsWith('[');
  if (lines && first) {
    try {
      JSON.parse(first);
    } catch {
      lines = first.startsWith('{') && first.endsWith('}'); // a broken first record of JSON lines
    }
  }
  const input = await contentOf(file, reading);
  if (!lines) {
    const isArray = first.startsWith('[');
    const streamer = isArray ? streamArray() : streamValues();
    // pipeline, not pipe(): a parse error (a truncated array) must reach the loop below, not crash
    // the process as an unhandled 'error' of a stream in the middle.
    const sinceRecord = byteCounter(MAX_RECORD_BYTES + 65_536);
    const stream = pipeline(input, sinceRecord, parser({ jsonStreaming: !isArray }), streamer, () => undefined);
    let read = 0;
    try {
      for await (const item of stream as AsyncIterable<{ key: number; value: unknown }>) {
        sinceRecord.bytes = 0;
        read = item.key + 1;
        yield { at: `record ${read}`, value: item.value };
      }
    } catch (err) {
      const why =
        err instanceof RecordTooLong
          ? `a record is longer than ${MAX_RECORD_MB} MB (read no further)`
          : `not valid JSON: ${(err as Error).message} (read no further)`;
      // One broken file of a folder (a truncated resume) is a reject; the folder's other files are read on.
      if (inFolder) {
        yield { at: `record ${read + 1}`, parseError: why };
        return;
      }
      throw new ImportInputError(err instanceof RecordTooLong ? `${name}: ${why}` : `${name} is ${why}`);
    }
    return;
  }
  let n = 0;
  try {
    for await (const line of boundedLines(input, MAX_RECORD_BYTES)) {
      n++;
      const trimmed = line?.replace(/^\uFEFF/, '').trim();
      if (trimmed === '') continue;
      if (trimmed === undefined) {
        yield { at: `line ${n}`, parseError: TOO_LONG };
        continue;
      }
      try {
        yield { at: `line ${n}`, value: JSON.parse(trimmed) };
      } catch (err) {
        yield { at: `line ${n}`, parseError: `invalid JSON: ${(err as Error).message}` };
      }
    }
  } catch (err) {
    throw new ImportInputError(`${name} could not be read after line ${n}: ${(err as Error).message}`);
  }
}

/**
 * The rows of a CSV file (RFC 4180, any size), after its header: the first row that names at least
 * two fields of the mapping (LinkedIn's export has lines of notes before it). Its delimiter and
 * encoding are read from its first 64 KiB (csv-dialect.ts: ';' and Windows-1252 as spreadsheets write them).
 */
async function* csvRecords(file: string, reading: Reading, mapping: CsvMapping, name: string): AsyncGenerator<RawRecord> {
  const head = await headOf(file, 65_536);
  const encoding = csvEncoding(head);
  const csv = parse({
    bom: true,
    delimiter: csvDelimiter(new TextDecoder(encoding).decode(head)),
    max_record_size: MAX_RECORD_BYTES,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  });
  const input = await contentOf(file, reading);
  const parser = encoding === 'utf-8' ? pipeline(input, csv, () => undefined) : pipeline(input, decoding(encoding), csv, () => undefined);
  let columns: Partial<Record<CsvField, number>> | null = null;
  let seen = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = columnsOf(record, mapping);
        if (!columns && ++seen >= 20)
          throw new ImportInputError(`${name}: no header row among its first 20 rows names two of the mapping's columns`);
        continue;
      }
      if (record.every((cell) => !cell.trim())) continue;
      yield { at: `line ${info.lines}`, value: record, columns };
    }
  } catch (err) {
    if (err instanceof ImportInputError) throw err;
    throw new ImportInputError(`${name} is not valid CSV: ${(err as Error).message}`);
  }
  if (!columns) throw new ImportInputError(`${name}: no header row names two of the mapping's columns`);
}

/** Text of another encoding as UTF-8, chunk by chunk. */
function decoding(encoding: CsvEncoding): Transform {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

/** The records a value of a file of the format holds, where it holds others than itself (a PDL API answer: pdlEntries). */
const ENTRIES: Partial<Record<ImportFormat, (value: unknown) => PdlEntry[]>> = { pdl: pdlEntries };

/** A record as the records it holds (ENTRIES), each saying where it is in it; a record that holds only itself as it is. */
function* entriesOf(raw: RawRecord, format: ImportFormat): Generator<RawRecord> {
  const entries = raw.parseError === undefined ? ENTRIES[format]?.(raw.value) : undefined;
  if (!entries) return yield raw;
  for (const e of entries) {
    const at = e.at ? `${raw.at}, ${e.at}` : raw.at;
    yield e.reason === undefined ? { ...raw, at, value: e.value } : { at, value: raw.value, parseError: e.reason };
  }
}

/** The records of every file of the input, in order; in a folder, each says its file. */
async function* inputRecords(
  files: string[],
  folder: boolean,
  reading: Reading,
  format: ImportFormat,
  mapping: CsvMapping | null,
  fileName?: string,
): AsyncGenerator<RawRecord> {
  for (const file of files) {
    const name = (!folder && fileName) || path.basename(file);
    const records = mapping ? csvRecords(file, reading, mapping, name) : jsonRecords(file, reading, name, folder);
    for await (const r of records) for (const e of entriesOf(r, format)) yield { ...e, at: folder ? `${name} ${e.at}` : e.at };
    reading.doneBytes += reading.stream?.bytesRead ?? 0;
    reading.stream = undefined;
  }
}

/** How far the reading is: the bytes of the files read, and the stream of the file being read. */
interface Reading {
  doneBytes: number;
  stream?: fs.ReadStream;
}

/**
 * Keeps only the rejects of records before `done` (those of batches that were written), read and
 * written as streams: the rejects of a large file of broken records may not fit in memory.
 */
async function trimRejects(rejectsPath: string, done: number): Promise<void> {
  if (!fs.existsSync(rejectsPath)) return;
  const trimmed = `${rejectsPath}.trimmed`;
  const out = fs.createWriteStream(trimmed);
  await pipelineAsync(
    fs.createReadStream(rejectsPath),
    async function* (input: Readable) {
      for await (const line of boundedLines(input, Number.MAX_SAFE_INTEGER))
        if (line && (JSON.parse(line) as { index: number }).index < done) yield `${line}\n`;
    },
    out,
  );
  await fs.promises.rename(trimmed, rejectsPath);
}

export async function runImport(ds: DataSource, opts: ImportOptions): Promise<ImportResult> {
  if (!READERS[opts.format]) throw new ImportInputError(`unknown format "${opts.format}" (known: ${Object.keys(READERS).join(', ')})`);
  if (!SOURCE_PATTERN.test(opts.source))
    throw new ImportInputError(
      `the source must be 1-32 lower-case letters, digits, '-' or '_', starting with a letter or digit; got "${opts.source}"`,
    );
  const files = await inputFiles(opts.file, opts.format);
  const folder = files.length !== 1 || files[0] !== opts.file;
  const totalBytes = (await Promise.all(files.map((f) => fs.promises.stat(f)))).reduce((sum, st) => sum + st.size, 0);
  const rejectsPath = opts.rejectsPath ?? (folder ? `${opts.file.replace(/[/\\]+$/, '')}.rejects.jsonl` : `${opts.file}.rejects.jsonl`);
  const jobs = new ImportJobRepository(ds);
  const sha = await sha256Of(files, folder);
  const job = await jobs.findOrCreate({
    fileName: path.basename(opts.file).slice(0, 300),
    fileSha256: sha,
    format: opts.format,
    source: opts.source,
  });
  if (job.status === 'finished' && !opts.again) return { job, alreadyDone: true, rejectsPath, alongside: 0 };

  const lock = await jobs.lock(job.id);
  if (!lock) throw new ImportBusy('this file is being imported by another process right now');
  try {
    if (job.status === 'finished') Object.assign(job, await jobs.restart(job.id));
    if (job.recordsDone === 0) fs.writeFileSync(rejectsPath, '');
    else await trimRejects(rejectsPath, job.recordsDone);
    await jobs.markRunning(job.id, totalBytes);
    job.status = 'running';
    const read = READERS[opts.format];
    const fetchedAt = (opts.now ?? (() => new Date()))();
    const reading: Reading = { doneBytes: 0 };

    const batchSize = opts.batchSize ?? 1000;
    /** A record as read: the person, or why it cannot be taken. */
    type Read = { index: number; raw: RawRecord; person: PersonRecord | null; reason: string | null };
    type Batch = Read[];
    const readRecord = (index: number, raw: RawRecord): Read => {
      if (raw.parseError) return { index, raw, person: null, reason: raw.parseError };
      try {
        return { index, raw, person: read(raw), reason: null };
      } catch (err) {
        if (err instanceof RecordRejected) return { index, raw, person: null, reason: err.message };
        throw err;
      }
    };
    const companies = new CompanyIds();
    let batch: Batch = [];
    let index = 0;
    let batches = 0;
    let alongside = 0;

    const origin = { source: opts.source, fetchedAt };
    const peopleOf = (batch: Batch) => batch.filter((r) => r.person).map((r) => r.person!);

    /** A batch's writing: `earlier`, the batches before it that had not committed when its plan was begun. */
    const flush = async (batch: Batch, bytesDone: number, self: Earlier, earlier: readonly Earlier[]) => {
      const batchCompanies = companies.fork();
      const rejects: Array<{ index: number; line: string }> = [];
      const counts: Record<WriteOutcome | 'rejected', number> = { created: 0, updated: 0, unchanged: 0, suppressed: 0, rejected: 0 };
      const rejecter =
        ({ index: i, raw }: Read) =>
        (reason: string) => {
          counts.rejected++;
          rejects.push({ index: i, line: JSON.stringify({ index: i, at: raw.at, reason, record: raw.value ?? null }) });
        };
      for (const r of batch) if (r.reason !== null) rejecter(r)(r.reason);
      const people = batch.filter((r) => r.person).map((r) => ({ person: r.person!, reject: rejecter(r) }));
      const plan = await self.plan;
      const touched: Touched = { keys: new Set(), ids: new Set() };
      let beside = 0;
      const take = (written: Written) => {
        beside += written.alongside;
        for (const outcome of written.outcomes) counts[outcome]++;
        addTouched(touched, written.touched);
      };
      await ds
        .transaction(async (tx: EntityManager) => {
          await jobs.commitWithoutWaiting(tx);
          try {
            // The batch as a set, in a savepoint: a record that cannot be written undoes the set ...
            take(
              await tx.transaction((inner) =>
                plan
                  ? applyPlan(inner, plan, origin, batchCompanies, earlier)
                  : waitFor(earlier).then(() =>
                      writePeople(
                        inner,
                        people.map((p) => p.person),
                        origin,
                        batchCompanies,
                      ),
                    ),
              ),
            );
          } catch {
            batchCompanies.discard();
            // (Once the batches before have committed: a record written alone may add a company or a title.)
            await waitFor(earlier);
            // ... which is then written record by record, each in a savepoint of its own, so that the
            // one that cannot be written leaves no trace and is rejected with the reason.
            for (const { person, reject } of people) {
              try {
                take(await tx.transaction((inner) => writePeople(inner, [person], origin)));
              } catch (err) {
                reject(`could not be written: ${(err as Error).message}`);
              }
            }
          }
          const last = batch[batch.length - 1].index + 1;
          await jobs.recordProgress(tx, job.id, last, counts, bytesDone);
          // The batch's rejects before it commits (after the batches before it, which applyPlan and
          // waitFor wait for): a stop after the commit cannot lose them, and those of a batch that
          // never committed are dropped when the import resumes (trimRejects).
          if (rejects.length)
            fs.appendFileSync(
              rejectsPath,
              rejects
                .sort((a, b) => a.index - b.index)
                .map((r) => `${r.line}\n`)
                .join(''),
            );
          // Every server on the database drops its cached search answers once this commits.
          if (counts.created + counts.updated > 0) await notifyIndexChanged(tx, `import:${opts.source}`);
        })
        .catch((err: unknown) => {
          batchCompanies.discard();
          throw err;
        });
      self.touched = touched;
      alongside += beside;
      batchCompanies.commit();
      job.recordsDone = batch[batch.length - 1].index + 1;
      job.created += counts.created;
      job.updated += counts.updated;
      job.unchanged += counts.unchanged;
      job.rejected += counts.rejected;
      job.suppressed += counts.suppressed;
      batches++;
      opts.onProgress?.(job, bytesDone, totalBytes);
      if (opts.stopAfterBatches !== undefined && batches >= opts.stopAfterBatches) throw new ImportStopped('stopped on purpose');
    };

    // Two batches are written at once (on two connections) while the next is read, looked up and
    // merged (on a third, from what is committed): the process's work overlaps the database's, and
    // the second writer uses the core the first leaves. applyPlan keeps the two apart and makes each
    // commit after the one before, so the job's progress stays a clean resume point.
    const inflight: Earlier[] = [];
    const cut = async () => {
      const full = batch;
      const bytesDone = reading.doneBytes + (reading.stream?.bytesRead ?? 0);
      batch = [];
      if (!full.length) return;
      const earlier = inflight.filter((e) => !e.touched);
      // A plan that fails (the database busy or gone) is no plan: the batch is then written the plain way.
      const self: Earlier = {
        plan: planPeople(ds.manager, peopleOf(full), origin, companies).catch(() => null),
        touched: null,
        done: Promise.resolve(),
      };
      while (inflight.length >= WRITERS) await inflight.shift()!.done;
      self.done = flush(full, bytesDone, self, earlier);
      // Seen by a later batch, the next cut or the end; until then a failure must not count as unhandled.
      self.done.catch(() => undefined);
      inflight.push(self);
    };
    try {
      for await (const raw of inputRecords(
        files,
        folder,
        reading,
        opts.format,
        opts.format === 'csv' ? (opts.mapping ?? GUESS_MAPPING) : null,
        opts.fileName,
      )) {
        const i = index++;
        if (i < job.recordsDone) continue;
        // Reading gives way now and then, as the plan's merging does: the batch being written waits on this thread.
        if (i % 50 === 49) await setImmediate();
        batch.push(readRecord(i, raw));
        if (batch.length >= batchSize) await cut();
      }
      await cut();
      await waitFor(inflight);
    } catch (err) {
      await Promise.allSettled(inflight.map((e) => e.done));
      if (!(err instanceof ImportStopped)) await jobs.fail(job.id, (err as Error).message);
      throw err;
    }
    // A large import leaves the index to be tidied before searches are as fast as before it.
    if (job.created + job.updated >= (opts.tidyAfter ?? TIDY_AFTER)) await tidyIndex(ds);
    await jobs.finish(job.id);
    const finished = (await jobs.byId(job.id))!;
    return { job: finished, alreadyDone: false, rejectsPath, alongside };
  } finally {
    await lock.release();
  }
}
