import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { ImportJob, type ImportFormat } from './import-job.entity';

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
    const runner: QueryRunner = this.ds.createQueryRunner();
    await runner.connect();
    const [{ locked }]: Array<{ locked: boolean }> = await runner.query(`SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked`, [
      jobId,
    ]);
    if (!locked) {
      await runner.release();
      return null;
    }
    return {
      async release() {
        try {
          await runner.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [jobId]);
        } finally {
          await runner.release();
        }
      },
    };
  }

  async markRunning(id: string): Promise<void> {
    await this.ds.getRepository(ImportJob).update({ id }, { status: 'running', error: null });
  }

  async recordProgress(
    tx: EntityManager,
    id: string,
    recordsDone: number,
    counts: { created: number; updated: number; unchanged: number; rejected: number },
  ): Promise<void> {
    await tx.query(
      `UPDATE import_jobs SET records_done = $2, created = created + $3, updated = updated + $4, unchanged = unchanged + $5, rejected = rejected + $6 WHERE id = $1`,
      [id, recordsDone, counts.created, counts.updated, counts.unchanged, counts.rejected],
    );
  }

  async finish(id: string): Promise<void> {
    await this.ds.getRepository(ImportJob).update({ id }, { status: 'finished', finishedAt: new Date() });
  }

  async fail(id: string, error: string): Promise<void> {
    await this.ds.getRepository(ImportJob).update({ id }, { status: 'failed', error: error.slice(0, 2000) });
  }
}
