import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved searches (a user's named searches, re-run from /searches), and an index on when each
 * profile was added to the index, for "new since the last run" (the added-after filter reads the
 * few profiles added since a run from it, at a million profiles as at twenty thousand).
 */
export class SavedSearches1765200000000 implements MigrationInterface {
  name = 'SavedSearches1765200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "saved_searches" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "name" character varying(100) NOT NULL,
                "type" character varying(16) NOT NULL,
                "query" character varying(500),
                "params" jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_run_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(),
                "previous_run_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_saved_searches_id" PRIMARY KEY ("id")
            )
        `);
    // One name per user, whatever its case ('Berlin SREs' and 'berlin sres' are the same name).
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_saved_searches_user_name" ON "saved_searches" ("user_id", lower("name"))`);
    await queryRunner.query(`CREATE INDEX "IDX_saved_searches_user_created" ON "saved_searches" ("user_id", "created_at")`);
    await queryRunner.query(`
            ALTER TABLE "saved_searches"
            ADD CONSTRAINT "FK_saved_searches_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS "IDX_profiles_created_at" ON "profiles" ("created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_profiles_created_at"`);
    await queryRunner.query(`DROP TABLE "saved_searches"`);
  }
}
