import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ranking tie-break: profile_search.quality (profileQuality in profile-search-row.ts: in the
 * role now, then how complete the profile is), filled from the stored profiles; an index that
 * lists profiles best first for broad searches, carrying the columns their constraints read;
 * and the title index carries quality too, with the place in its key, so that a title-led search
 * in a place ranks from a range of the index alone.
 */
export class SearchQuality1764900000000 implements MigrationInterface {
  name = 'SearchQuality1764900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE profile_search ADD COLUMN quality smallint NOT NULL DEFAULT 0`);
    await queryRunner.query(`
            UPDATE profile_search ps SET quality =
                (CASE WHEN jsonb_array_length(p.work_experiences) > 0 AND p.work_experiences->0->>'end' IS NULL THEN 40 ELSE 0 END)
              + round(least(cardinality(p.skills), 10) / 10.0 * 20)::int
              + round(least(jsonb_array_length(p.work_experiences), 3) / 3.0 * 15)::int
              + (CASE WHEN jsonb_array_length(p.academic_credentials) > 0 THEN 15 ELSE 0 END)
              + (CASE WHEN length(btrim(p.summary)) >= 80 THEN 10 ELSE 0 END)
            FROM profiles p WHERE p.id = ps.profile_id
        `);
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_profile_search_title_key"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_profile_search_title_key" ON profile_search (title_key, country_code, city_key) INCLUDE (profile_id, seniority, job_function, current_company_id, years, industry, industries, skill_keys, quality)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profile_search_quality" ON profile_search (quality DESC, profile_id) INCLUDE (title_key, seniority, job_function, city_key, country_code, current_company_id, years, industry)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_profile_search_quality"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_profile_search_title_key"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_profile_search_title_key" ON profile_search (title_key) INCLUDE (profile_id, seniority, job_function, city_key, country_code, current_company_id, years, industry, industries, skill_keys)`,
    );
    await queryRunner.query(`ALTER TABLE profile_search DROP COLUMN quality`);
  }
}
