import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, type ValueTransformer } from 'typeorm';

/** A bigint column read as a number (file sizes stay far below 2^53). */
const BIGINT_NUMBER: ValueTransformer = { to: (v: number) => v, from: (v: string | null) => (v === null ? 0 : Number(v)) };

export const IMPORT_FORMATS = ['pdl', 'jsonresume', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The files each format reads (by name), also gzip-compressed (.gz), as data providers deliver bulk files. */
export const FORMAT_FILES: Record<ImportFormat, RegExp> = {
  pdl: /\.(json|jsonl|ndjson)(\.gz)?$/i,
  jsonresume: /\.(json|jsonl|ndjson)(\.gz)?$/i,
  // Excel's "Unicode Text" is saved as .txt, tab-separated files often as .tsv.
  csv: /\.(csv|tsv|txt)(\.gz)?$/i,
};
export const IMPORT_JOB_STATUSES = ['queued', 'running', 'finished', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/**
 * One import of one file in one format for one source: its progress, committed with each batch, so
 * an interrupted import resumes after the last record it wrote and a finished one is not run again
 * (a file is known by its SHA-256, whatever its name).
 */
@Entity({ name: 'import_jobs' })
@Index('UQ_import_jobs_file', ['fileSha256', 'format', 'source'], { unique: true })
@Check('CHK_import_jobs_status', `"status" IN ('queued', 'running', 'finished', 'failed')`)
export class ImportJob {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_import_jobs' })
  id: string;

  /** The file's name as given (for people; the SHA-256 is what identifies it). */
  @Column({ name: 'file_name', type: 'varchar', length: 300 })
  fileName: string;

  @Column({ name: 'file_sha256', type: 'char', length: 64 })
  fileSha256: string;

  @Column({ type: 'varchar', length: 16 })
  format: string;

  /** The name the facts are kept under ('pdl', 'ats-export', ...). */
  @Column({ type: 'varchar', length: 32 })
  source: string;

  @Column({ type: 'varchar', length: 16, default: 'running' })
  status: ImportJobStatus;

  /** Records read and settled (written, unchanged or rejected), in file order: a resume skips this many. */
  @Column({ name: 'records_done', type: 'integer', default: 0 })
  recordsDone: number;

  @Column({ type: 'integer', default: 0 })
  created: number;

  @Column({ type: 'integer', default: 0 })
  updated: number;

  @Column({ type: 'integer', default: 0 })
  unchanged: number;

  @Column({ type: 'integer', default: 0 })
  rejected: number;

  /** Records not written because their person asked to be removed and stays out (the suppression list). */
  @Column({ type: 'integer', default: 0 })
  suppressed: number;

  /** Why the job failed (a file that cannot be read on), null otherwise. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  /** An upload from the staff page: where the file is kept while it is imported (DATA_DIR/imports/). */
  @Column({ name: 'stored_path', type: 'text', nullable: true })
  storedPath: string | null;

  /** Where the rejected records of an upload are written (JSON lines), for staff to download. */
  @Column({ name: 'rejects_path', type: 'text', nullable: true })
  rejectsPath: string | null;

  /** CSV: the mapping the upload was made with (field -> headers). */
  @Column({ type: 'jsonb', nullable: true })
  mapping: Partial<Record<string, string[]>> | null;

  /** The staff member who uploaded the file (null for the command line). */
  @ForeignKey('staff_accounts', { name: 'FK_import_jobs_uploaded_by', onDelete: 'SET NULL' })
  @Column({ name: 'uploaded_by', type: 'uuid', nullable: true })
  uploadedBy: string | null;

  /** How far the reading is, in bytes of the file (or folder), for a progress bar. */
  @Column({ name: 'bytes_done', type: 'bigint', default: 0, transformer: BIGINT_NUMBER })
  bytesDone: number;

  @Column({ name: 'bytes_total', type: 'bigint', default: 0, transformer: BIGINT_NUMBER })
  bytesTotal: number;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
