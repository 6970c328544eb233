import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Real people come in by import (modules/imports): where each fact came from (profiles.provenance,
 * the origin of each contact), the keys that name one person beside the LinkedIn username
 * (profile_identities), the import jobs with their committed progress, and the ids of imported
 * people and companies (sequences above every id the seed uses).
 */
export class ImportsAndProvenance1765500000000 implements MigrationInterface {
  name = 'ImportsAndProvenance1765500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles" ADD "provenance" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" ADD "origin" character varying(32)`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" ADD "origin_record_id" character varying(128)`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" ADD "fetched_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "profile_identities" ("kind" character varying(8) NOT NULL, "key" character varying(300) NOT NULL, "profile_id" bigint NOT NULL, CONSTRAINT "PK_profile_identities" PRIMARY KEY ("kind", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_profile_identities_profile_id" ON "profile_identities" ("profile_id") `);
    await queryRunner.query(
      `ALTER TABLE "profile_identities" ADD CONSTRAINT "FK_profile_identities_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE TABLE "import_jobs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "file_name" character varying(300) NOT NULL, "file_sha256" character(64) NOT NULL, "format" character varying(16) NOT NULL, "source" character varying(32) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'running', "records_done" integer NOT NULL DEFAULT '0', "created" integer NOT NULL DEFAULT '0', "updated" integer NOT NULL DEFAULT '0', "unchanged" integer NOT NULL DEFAULT '0', "rejected" integer NOT NULL DEFAULT '0', "error" text, "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finished_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_import_jobs_status" CHECK ("status" IN ('running', 'finished', 'failed')), CONSTRAINT "PK_import_jobs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_import_jobs_file" ON "import_jobs" ("file_sha256", "format", "source") `);
    // Imported people and companies get ids from these, far above the seed's (1..N).
    await queryRunner.query(`CREATE SEQUENCE "imported_profile_ids" START WITH 1000000000`);
    await queryRunner.query(`CREATE SEQUENCE "imported_company_ids" START WITH 100000000`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP SEQUENCE "imported_company_ids"`);
    await queryRunner.query(`DROP SEQUENCE "imported_profile_ids"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_import_jobs_file"`);
    await queryRunner.query(`DROP TABLE "import_jobs"`);
    await queryRunner.query(`ALTER TABLE "profile_identities" DROP CONSTRAINT "FK_profile_identities_profile_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_profile_identities_profile_id"`);
    await queryRunner.query(`DROP TABLE "profile_identities"`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" DROP COLUMN "fetched_at"`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" DROP COLUMN "origin_record_id"`);
    await queryRunner.query(`ALTER TABLE "profile_contacts" DROP COLUMN "origin"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "provenance"`);
  }
}
