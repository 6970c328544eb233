import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The people who left the index and stay out (modules/privacy): the suppression list keeps only
 * SHA-256 keys of what named them (e-mail, LinkedIn username, phone, a source's record id), never
 * the clear values; a list entry of a removed person stays as a placeholder that says why, with
 * no data; an import counts the records it did not write because their person is suppressed.
 */
export class Suppressions1766000000000 implements MigrationInterface {
  name = 'Suppressions1766000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "suppressions" (
      "kind" varchar(8) NOT NULL,
      "hash" char(64) NOT NULL,
      "origin" varchar(24) NOT NULL,
      "reason" varchar(500),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_suppressions" PRIMARY KEY ("kind", "hash"),
      CONSTRAINT "CHK_suppressions_kind" CHECK ("kind" IN ('email', 'linkedin', 'phone', 'record')),
      CONSTRAINT "CHK_suppressions_hash" CHECK ("hash" ~ '^[0-9a-f]{64}$')
    )`);
    await queryRunner.query(`ALTER TABLE "profile_list_items" ADD COLUMN "removed_reason" varchar(24)`);
    await queryRunner.query(`ALTER TABLE "import_jobs" ADD COLUMN "suppressed" integer NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "import_jobs" DROP COLUMN "suppressed"`);
    await queryRunner.query(`ALTER TABLE "profile_list_items" DROP COLUMN "removed_reason"`);
    await queryRunner.query(`DROP TABLE "suppressions"`);
  }
}
