import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Imports from the staff page (modules/imports, import-uploads): a job can wait in the queue
 * ('queued'), keeps the uploaded file's place, its rejects file, the CSV mapping and who uploaded it,
 * and counts the bytes read for a progress bar. The job queue itself (pg-boss) keeps its own schema.
 */
export class ImportUploads1765600000000 implements MigrationInterface {
  name = 'ImportUploads1765600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP CONSTRAINT "CHK_import_jobs_status"`);
    await queryRunner.query(
      `ALTER TABLE "import_jobs" ADD CONSTRAINT "CHK_import_jobs_status" CHECK ("status" IN ('queued', 'running', 'finished', 'failed'))`,
    );
    await queryRunner.query(`ALTER TABLE "import_jobs" ADD "stored_path" text`);
    await queryRunner.query(`ALTER TABLE "import_jobs" ADD "rejects_path" text`);
    await queryRunner.query(`ALTER TABLE "import_jobs" ADD "mapping" jsonb`);
    await queryRunner.query(`ALTER TABLE "import_jobs" ADD "uploaded_by" uuid`);
    await queryRunner.query(`ALTER TABLE "import_jobs" ADD "bytes_done" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "import_jobs" ADD "bytes_total" bigint NOT NULL DEFAULT '0'`);
    await queryRunner.query(
      `ALTER TABLE "import_jobs" ADD CONSTRAINT "FK_import_jobs_uploaded_by" FOREIGN KEY ("uploaded_by") REFERENCES "staff_accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP CONSTRAINT "FK_import_jobs_uploaded_by"`);
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP COLUMN "bytes_total"`);
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP COLUMN "bytes_done"`);
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP COLUMN "uploaded_by"`);
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP COLUMN "mapping"`);
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP COLUMN "rejects_path"`);
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP COLUMN "stored_path"`);
    await queryRunner.query(`UPDATE "import_jobs" SET "status" = 'failed' WHERE "status" = 'queued'`);
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP CONSTRAINT "CHK_import_jobs_status"`);
    await queryRunner.query(
      `ALTER TABLE "import_jobs" ADD CONSTRAINT "CHK_import_jobs_status" CHECK ("status" IN ('running', 'finished', 'failed'))`,
    );
  }
}
