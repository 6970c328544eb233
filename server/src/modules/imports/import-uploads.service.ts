import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse/sync';
import { csvDelimiter } from './csv-dialect';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import type { JobQueue } from '../../jobs/job-queue';
import {
  columnsOf,
  CSV_FIELDS,
  CSV_PRESETS,
  GUESS_MAPPING,
  mappingFromJson,
  type CsvField,
  type CsvMapping,
  presetMapping,
} from './csv.format';
import { FORMAT_FILES, IMPORT_FORMATS, type ImportFormat, type ImportJob } from './import-job.entity';
import { ImportJobRepository } from './import-jobs.repository';
import { ImportBusy, ImportInputError, runImport, sha256Of, SOURCE_PATTERN } from './import.service';

/**
 * Imports from the staff page: the uploaded file is streamed to DATA_DIR/imports (never whole in
 * memory, at most IMPORT_UPLOAD_MAX_MB), named by its SHA-256 like a file on the command line, and
 * its job queued on the job queue; the queue's worker runs the same import as `npm run import`,
 * committing progress per batch, and resumes an upload interrupted by a restart.
 */

export interface UploadRequest {
  /** The file's name as the staff member's computer has it. */
  fileName: string;
  format: string;
  source: string;
  /** CSV: which headers hold which fields (JSON text of a mapping), or a preset's name. */
  mapping?: string;
  preset?: string;
  /**
   * A file imported before is read anew, every record (as `npm run import -- --again`): after an
   * upgrade that reads titles, places or names better, the people whose reading changed are written
   * again and the others counted unchanged. `true` or `false` (absent: false).
   */
  again?: boolean | string;
}

export interface UploadResult {
  job: ImportJob;
  /** The same file, format and source were imported before: nothing new was queued. */
  alreadyImported: boolean;
}

export interface ImportUploadsOptions {
  /** Where uploads and their rejects are kept (DATA_DIR/imports). */
  dir: string;
  maxBytes: number;
  logger: Logger;
  /** After an import wrote people: cached search answers are forgotten. */
  onImported?: () => void;
}

export const IMPORT_QUEUE = 'import';

/** A preset's mapping, or a refusal in the staff page's words. */
function byPreset(name: string): CsvMapping {
  try {
    return presetMapping(name);
  } catch {
    throw AppError.badInput(`Unknown preset; the presets are ${Object.keys(CSV_PRESETS).join(', ')}.`);
  }
}

/** A header row and the column of each field, as the staff page's mapping step shows it. */
export interface MappingGuess {
  header: string[];
  columns: Array<{ field: CsvField; column: number | null }>;
}

export class ImportUploadsService {
  private queue?: JobQueue;

  constructor(
    private readonly ds: DataSource,
    private readonly opts: ImportUploadsOptions,
  ) {}

  /** Registers the import worker on the queue and sends again what a stop left queued or running. */
  async startWorker(queue: JobQueue): Promise<void> {
    this.queue = queue;
    await queue.work(IMPORT_QUEUE, async (data) => this.run(String(data.jobId)));
    // Without a singleton key: the job a stopped process was running may still count as active in
    // the queue until it expires. Two runs of one import cannot overlap (its lock), and a finished
    // one is not run again.
    for (const job of await new ImportJobRepository(this.ds).unfinishedUploads()) await queue.send(IMPORT_QUEUE, { jobId: job.id });
  }

  /** Checks what the staff page sends before any byte of the file is read. */
  checkRequest(req: UploadRequest): { fileName: string; format: ImportFormat; source: string; mapping: CsvMapping | null; again: boolean } {
    const fileName = path
      .basename(String(req.fileName ?? '').replace(/\\/g, '/'))
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 200);
    if (!fileName) throw AppError.badInput('Name the file you upload (fileName).');
    const format = String(req.format ?? '') as ImportFormat;
    if (!IMPORT_FORMATS.includes(format)) throw AppError.badInput(`Choose a format: ${IMPORT_FORMATS.join(', ')}.`);
    if (!FORMAT_FILES[format].test(fileName))
      throw AppError.badInput(
        format === 'csv'
          ? 'A CSV import takes a .csv, .tsv or .txt file, or one of them gzip-compressed (.gz).'
          : 'This format takes a .json, .jsonl or .ndjson file, or one of them gzip-compressed (.gz; one file; use the command line for a folder).',
      );
    const source = String(req.source ?? '').trim();
    if (!SOURCE_PATTERN.test(source))
      throw AppError.badInput("The source is 1 to 32 lower-case letters, digits, '-' or '_', starting with a letter or digit.");
    let mapping: CsvMapping | null = null;
    if (format === 'csv') {
      if (req.preset) {
        mapping = byPreset(req.preset);
      } else if (req.mapping) {
        try {
          mapping = mappingFromJson(JSON.parse(req.mapping));
        } catch (err) {
          throw AppError.badInput(`The column mapping cannot be read: ${(err as Error).message}`);
        }
      } else mapping = GUESS_MAPPING;
    } else if (req.mapping || req.preset) throw AppError.badInput('A column mapping is for CSV files only.');
    if (req.again !== undefined && typeof req.again !== 'boolean') throw AppError.badInput('again is true or false.');
    return { fileName, format, source, mapping, again: req.again === true };
  }

  /**
   * Keeps the uploaded file and queues its import. Refused before anything is written: a bad
   * request, an empty file, one over the size limit. The same file, format and source imported
   * before is not imported again unless `again` asks for it (every record read anew); one
   * interrupted or failed is taken up where it stopped.
   */
  async upload(
    body: Readable,
    req: UploadRequest,
    by: { staffId: string; audit?: (tx: EntityManager, job: ImportJob, read: { again: boolean }) => Promise<void> },
  ): Promise<UploadResult> {
    const { fileName, format, source, mapping, again } = this.checkRequest(req);
    if (!this.queue)
      throw new AppError('SERVICE_UNAVAILABLE', 'Imports are not running on this server right now. Please try again shortly.');
    await fs.promises.mkdir(this.opts.dir, { recursive: true, mode: 0o700 });
    const storedPath = path.join(this.opts.dir, `${randomUUID()}${path.extname(fileName).toLowerCase()}`);
    let bytes = 0;
    const max = this.opts.maxBytes;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        if (bytes > max)
          return done(
            new AppError(
              'PAYLOAD_TOO_LARGE',
              `The file is larger than ${Math.round(max / 1048576)} MB, the most an upload can be. Import it with npm run import on the server.`,
            ),
          );
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, fs.createWriteStream(storedPath, { mode: 0o600 }));
      if (bytes === 0) throw AppError.badInput('The file is empty.');
    } catch (err) {
      await fs.promises.rm(storedPath, { force: true });
      if (err instanceof AppError) throw err;
      throw AppError.badInput('The upload was interrupted before the whole file arrived. Please try again.');
    }

    const jobs = new ImportJobRepository(this.ds);
    // Named as the command line names a file, so an upload and `npm run import` of one file are one job.
    const job = await jobs.findOrCreate({ fileName, fileSha256: await sha256Of([storedPath], false), format, source });
    const readAgain = again && job.status === 'finished';
    if ((job.status === 'finished' && !readAgain) || ((job.status === 'queued' || job.status === 'running') && job.storedPath)) {
      await fs.promises.rm(storedPath, { force: true });
      return { job, alreadyImported: job.status === 'finished' };
    }
    const upload = {
      storedPath,
      rejectsPath: job.rejectsPath ?? path.join(this.opts.dir, `${job.id}.rejects.jsonl`),
      mapping: mapping as Partial<Record<string, string[]>> | null,
      uploadedBy: by.staffId,
      bytesTotal: bytes,
    };
    try {
      await this.ds.transaction(async (tx) => {
        await jobs.markQueued(tx, job.id, upload, { again: readAgain });
        await by.audit?.(tx, job, { again: readAgain });
      });
      await this.queue.send(IMPORT_QUEUE, { jobId: job.id }, { singletonKey: job.id });
    } catch (err) {
      await fs.promises.rm(storedPath, { force: true });
      throw err;
    }
    return { job: (await jobs.byId(job.id))!, alreadyImported: false };
  }

  /** The queue's worker: imports an uploaded file, resuming after the last batch it wrote. */
  async run(jobId: string): Promise<void> {
    const jobs = new ImportJobRepository(this.ds);
    const job = await jobs.byId(jobId);
    if (!job || job.status === 'finished' || !job.storedPath) return;
    try {
      const result = await runImport(this.ds, {
        file: job.storedPath,
        format: job.format as ImportFormat,
        source: job.source,
        rejectsPath: job.rejectsPath ?? undefined,
        mapping: (job.mapping as CsvMapping | null) ?? undefined,
        fileName: job.fileName,
      });
      if (result.job.created || result.job.updated) this.opts.onImported?.();
    } catch (err) {
      if (err instanceof ImportBusy) return; // another worker has it and finishes it
      if (err instanceof ImportInputError) {
        // The file cannot be read on (it is not what its format says): the job says why; no retry helps.
        this.opts.logger.warn({ jobId, err: err.message }, 'import failed');
        await jobs.fail(jobId, err.message);
        await fs.promises.rm(job.storedPath, { force: true }); // uploading it again (fixed) takes it up
        return;
      }
      throw err;
    }
    // The file itself is not needed any more; its rejects stay for staff to download.
    await fs.promises.rm(job.storedPath, { force: true });
  }

  newest(first: number): Promise<ImportJob[]> {
    return new ImportJobRepository(this.ds).newest(Math.min(Math.max(first, 1), 100));
  }

  /** An upload's rejects file, when it has one. */
  async rejectsOf(jobId: string): Promise<{ path: string; name: string } | null> {
    const job = await new ImportJobRepository(this.ds).byId(jobId);
    if (!job?.rejectsPath || !fs.existsSync(job.rejectsPath)) return null;
    return { path: job.rejectsPath, name: `${job.fileName.replace(/\.[^.]+$/, '')}.rejects.jsonl` };
  }

  /**
   * The mapping step: from the first part of a CSV file (up to 64 KiB), its header row (the first of
   * its first 20 rows that names two fields) and the column each field would be read from, by a
   * preset or by the guess from every preset's names.
   */
  guessMapping(sample: string, preset?: string | null): MappingGuess {
    if (sample.length > 65_536) throw AppError.badInput('Send at most the first 64 KiB of the file.');
    const mapping = preset ? byPreset(preset) : GUESS_MAPPING;
    // The sample may end in the middle of a row: only whole lines are read.
    const whole = sample.replace(/^\uFEFF/, '').replace(/[^\n]*$/, '');
    let rows: string[][];
    try {
      const text = whole || sample;
      rows = parse(text, {
        delimiter: csvDelimiter(text),
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        to: 20,
      }) as string[][];
    } catch (err) {
      throw AppError.badInput(`This is not a CSV file we can read: ${(err as Error).message}`);
    }
    for (const row of rows) {
      const columns = columnsOf(row, mapping);
      if (columns) return { header: row, columns: CSV_FIELDS.map((field) => ({ field, column: columns[field] ?? null })) };
    }
    const header = rows[0] ?? [];
    return { header, columns: CSV_FIELDS.map((field) => ({ field, column: null })) };
  }
}
