import type { DataSource, EntityManager } from 'typeorm';
import { sessionConnection } from '../../common/session-connection';
import { ImportJob, type ImportFormat } from './import-job.entity';

/** A job read again from its first record: its progress and counts start over. */
const COUNTS_AFRESH = { recordsDone: 0, bytesDone: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, suppressed: 0 };

/** The import jobs: found by file, progress committed with each batch, one process at a time per job. */
export class ImportJobRepository {
  constructor(private readonly ds: DataSource) {}

  byId(id: string): Promise<ImportJob | null> {
    return this.ds.getRepository(ImportJob).findOneBy({ id });
  }

  async findOrCreate(key: { fileName: string; fileSha256: string; format: ImportFormat; source: string }): Promise<ImportJob> {
    await this.ds.createQueryBuilder().insert().into(ImportJob).values(key).orIgnore().execute();
    return this.ds.getRepository(ImportJob).findOneByOrFail({ fileSha256: key.fileSha256, format: key.format, source: key.source });
  }

  /** A session lock on the job, held on a connection of its own until released; null when another process holds it. */
  async lock(jobId: string): Promise<{ release(): Promise<void> } | null> {
    const session = await sessionConnection(this.ds);
    try {
      const [{ locked }] = await session.query<Array<{ locked: boolean }>>(
        `SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`,
        [jobId],
      );
      if (!locked) {
        await session.release();
        return null;
      }
    } catch (err) {
      await session.release().catch(() => undefined);
      throw err;
    }
    return {
      async release() {
        try {
          await session.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [jobId]);
        } finally {
          await session.release();
        }
      },
    };
  }

  /**
   * A finished job read again from its first record (`import --again`: an earlier version's readings
   * of titles and places brought up to date): its counts start over. Returns the job as it now is.
   */
  async restart(id: string): Promise<ImportJob> {
    await this.ds
      .getRepository(ImportJob)
      .update({ id, status: 'finished' }, { status: 'running', error: null, finishedAt: null, ...COUNTS_AFRESH });
    return this.ds.getRepository(ImportJob).findOneByOrFail({ id });
  }

  async markRunning(id: string, bytesTotal: number): Promise<void> {
    await this.ds.getRepository(ImportJob).update({ id }, { status: 'running', error: null, bytesTotal });
  }

  /**
   * An upload waiting for the queue's worker: where its file and rejects are, how to read it, who
   * sent it. `again`: a finished job read anew from its first record, counted afresh and shown as new.
   */
  async markQueued(
    tx: EntityManager,
    id: string,
    upload: {
      storedPath: string;
      rejectsPath: string;
      mapping: Partial<Record<string, string[]>> | null;
      uploadedBy: string;
      bytesTotal: number;
    },
    { again = false }: { again?: boolean } = {},
  ): Promise<void> {
    const afresh = again ? { ...COUNTS_AFRESH, startedAt: () => 'now()' } : {};
    await tx.getRepository(ImportJob).update({ id }, { status: 'queued', error: null, finishedAt: null, ...upload, ...afresh });
  }

  /** The newest jobs first. */
  newest(first: number): Promise<ImportJob[]> {
    return this.ds.getRepository(ImportJob).find({ order: { startedAt: 'DESC' }, take: first });
  }

  /** Uploads that were queued or running when the process stopped: the queue's worker takes them again. */
  unfinishedUploads(): Promise<ImportJob[]> {
    return this.ds
      .getRepository(ImportJob)
      .createQueryBuilder('j')
      .where(`j.status IN ('queued', 'running')`)
      .andWhere('j.stored_path IS NOT NULL')
      .getMany();
  }

  /**
   * Lets the batch's transaction commit without waiting for the disk: a crash can then lose the
   * last batches, but their progress with them (it is in the same transaction), so the resume
   * writes them again. Saves a flush per batch.
   */
  async commitWithoutWaiting(tx: EntityManager): Promise<void> {
    await tx.query('SET LOCAL synchronous_commit = off');
  }

  async recordProgress(
    tx: EntityManager,
    id: string,
    recordsDone: number,
    counts: { created: number; updated: number; unchanged: number; rejected: number; suppressed: number },
    bytesDone: number,
  ): Promise<void> {
    await tx.query(
      `UPDATE import_jobs SET records_done = $2, created = created + $3, updated = updated + $4, unchanged = unchanged + $5,
         rejected = rejected + $6, suppressed = suppressed + $8, bytes_done = $7 WHERE id = $1`,
      [id, recordsDone, counts.created, counts.updated, counts.unchanged, counts.rejected, bytesDone, counts.suppressed],
    );
  }

  async finish(id: string): Promise<void> {
    await this.ds
      .createQueryBuilder()
      .update(ImportJob)
      .set({ status: 'finished', finishedAt: () => 'now()', bytesDone: () => 'bytes_total' })
      .where('id = :id', { id })
      .execute();
  }

  async fail(id: string, error: string): Promise<void> {
    await this.ds.getRepository(ImportJob).update({ id }, { status: 'failed', error: error.slice(0, 2000) });
  }
}
