import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProfileIndex1763800000000 implements MigrationInterface {
  name = 'ProfileIndex1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "companies" (
                "id" integer NOT NULL,
                "name" character varying(200) NOT NULL,
                "domain" character varying(200) NOT NULL,
                "industry" character varying(64) NOT NULL,
                "size" character varying(16) NOT NULL,
                "country_code" character(2) NOT NULL,
                CONSTRAINT "PK_d4bc3e82a314fa9e29f652c2c22" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_companies_domain" ON "companies" ("domain")
        `);
    await queryRunner.query(`
            CREATE TABLE "profiles" (
                "id" bigint NOT NULL,
                "linkedin_username" character varying(100) NOT NULL,
                "linkedin_link" character varying(300) NOT NULL,
                "first_name" character varying(100) NOT NULL,
                "last_name" character varying(100) NOT NULL,
                "profile_picture" text,
                "headline" character varying(300) NOT NULL,
                "summary" text NOT NULL,
                "city" character varying(100) NOT NULL,
                "country" character varying(100) NOT NULL,
                "country_code" character(2) NOT NULL,
                "current_title" character varying(200),
                "current_company_id" integer,
                "current_company" character varying(200),
                "seniority" smallint,
                "job_function" character varying(40),
                "industry" character varying(64),
                "experience_months" integer NOT NULL,
                "skills" text array NOT NULL,
                "social_profiles" jsonb NOT NULL,
                "work_experiences" jsonb NOT NULL,
                "academic_credentials" jsonb NOT NULL,
                "source" character varying(32) NOT NULL DEFAULT 'local',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_8e520eb4da7dc01d0e190447c8e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_profiles_linkedin_username" ON "profiles" ("linkedin_username")
        `);
    await queryRunner.query(`
            CREATE TABLE "profile_contacts" (
                "id" BIGSERIAL NOT NULL,
                "profile_id" bigint NOT NULL,
                "kind" character varying(8) NOT NULL,
                "value" character varying(200) NOT NULL,
                "status" character varying(16) NOT NULL,
                CONSTRAINT "PK_e396630433a2b76d01ff216ed42" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_profile_contacts_profile_id" ON "profile_contacts" ("profile_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "profile_search" (
                "profile_id" bigint NOT NULL,
                "doc" tsvector NOT NULL,
                "core_doc" tsvector NOT NULL,
                "head_doc" tsvector NOT NULL,
                "title_doc" tsvector NOT NULL,
                "seniority" smallint,
                "job_function" character varying(40),
                "city_key" character varying(100) NOT NULL,
                "country_code" character(2) NOT NULL,
                "current_company_id" integer,
                "company_ids" integer array NOT NULL,
                "industry" character varying(64),
                "industries" text array NOT NULL,
                "skill_keys" text array NOT NULL,
                "years" smallint NOT NULL,
                "school_keys" text array NOT NULL,
                "degree_levels" text array NOT NULL,
                CONSTRAINT "PK_d701424bfe1fc0e20641f7e1db6" PRIMARY KEY ("profile_id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "search_history" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "term" character varying(500) NOT NULL,
                "type" character varying(16) NOT NULL,
                "params" jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_cb93c8f85dbdca85943ca494812" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_search_history_user_created" ON "search_history" ("user_id", "created_at")
        `);
    // The search indexes (GIN and the filters), as listed in modules/profiles/search-indexes.ts.
    for (const sql of [
      'CREATE INDEX "IDX_profile_search_doc" ON profile_search USING gin (doc)',
      'CREATE INDEX "IDX_profile_search_core_doc" ON profile_search USING gin (core_doc)',
      'CREATE INDEX "IDX_profile_search_head_doc" ON profile_search USING gin (head_doc)',
      'CREATE INDEX "IDX_profile_search_title_doc" ON profile_search USING gin (title_doc)',
      'CREATE INDEX "IDX_profile_search_skill_keys" ON profile_search USING gin (skill_keys)',
      'CREATE INDEX "IDX_profile_search_company_ids" ON profile_search USING gin (company_ids)',
      'CREATE INDEX "IDX_profile_search_industries" ON profile_search USING gin (industries)',
      'CREATE INDEX "IDX_profile_search_school_keys" ON profile_search USING gin (school_keys)',
      'CREATE INDEX "IDX_profile_search_place" ON profile_search (country_code, city_key, seniority)',
      'CREATE INDEX "IDX_profile_search_city" ON profile_search (city_key, seniority)',
      'CREATE INDEX "IDX_profile_search_current_company" ON profile_search (current_company_id)',
    ]) {
      await queryRunner.query(sql);
    }
    // A city lies in one country: tell the planner, so place filters are estimated right.
    await queryRunner.query(
      `CREATE STATISTICS "STAT_profile_search_place" (dependencies, ndistinct) ON country_code, city_key FROM profile_search`,
    );
    await queryRunner.query(`
            ALTER TABLE "profile_contacts"
            ADD CONSTRAINT "FK_profile_contacts_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_search"
            ADD CONSTRAINT "FK_profile_search_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "search_history"
            ADD CONSTRAINT "FK_search_history_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "search_history" DROP CONSTRAINT "FK_search_history_user_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_search" DROP CONSTRAINT "FK_profile_search_profile_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_contacts" DROP CONSTRAINT "FK_profile_contacts_profile_id"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_search_history_user_created"
        `);
    await queryRunner.query(`
            DROP TABLE "search_history"
        `);
    await queryRunner.query(`
            DROP TABLE "profile_search"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_profile_contacts_profile_id"
        `);
    await queryRunner.query(`
            DROP TABLE "profile_contacts"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_profiles_linkedin_username"
        `);
    await queryRunner.query(`
            DROP TABLE "profiles"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_companies_domain"
        `);
    await queryRunner.query(`
            DROP TABLE "companies"
        `);
  }
}
