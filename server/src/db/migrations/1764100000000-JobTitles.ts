import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The job-title dictionary and profile_search.title_key (the current title, lower-cased), filled
 * in for the profiles already indexed, with the covering b-tree title searches read alone (see
 * search-indexes.ts).
 */
export class JobTitles1764100000000 implements MigrationInterface {
  name = 'JobTitles1764100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "job_titles" (
                "title_key" character varying(200) NOT NULL,
                "doc" tsvector NOT NULL,
                CONSTRAINT "PK_2e67f64343285b28b3b4c203dc5" PRIMARY KEY ("title_key")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_search"
            ADD "title_key" character varying(200)
        `);
    await queryRunner.query(`
            UPDATE "profile_search" ps SET "title_key" = lower(coalesce(p."current_title", ''))
            FROM "profiles" p WHERE p."id" = ps."profile_id"
        `);
    await queryRunner.query(`
            INSERT INTO "job_titles" ("title_key", "doc")
            SELECT DISTINCT "title_key", to_tsvector('english', "title_key") FROM "profile_search" WHERE "title_key" <> ''
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_profile_search_title_key" ON profile_search (title_key) INCLUDE (profile_id, seniority, job_function, city_key, country_code, current_company_id, years, industry, industries, skill_keys)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_profile_search_title_key"
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_search" DROP COLUMN "title_key"
        `);
    await queryRunner.query(`
            DROP TABLE "job_titles"
        `);
  }
}
