import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const IMPORT_FORMATS = ['pdl', 'jsonresume', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export type ImportJobStatus = 'running' | 'finished' | 'failed';

/**
 * One import of one file in one format for one source: its progress, committed with each batch, so
 * an interrupted import resumes after the last record it wrote and a finished one is not run again
 * (a file is known by its SHA-256, whatever its name).
 */
@Entity({ name: 'import_jobs' })
@Index('UQ_import_jobs_file', ['fileSha256', 'format', 'source'], { unique: true })
@Check('CHK_import_jobs_status', `"status" IN ('running', 'finished', 'failed')`)
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

  /** Why the job failed (a file that cannot be read on), null otherwise. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ name: 'started_at', type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
