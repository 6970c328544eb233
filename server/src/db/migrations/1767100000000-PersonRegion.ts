import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The region of a person's place when a source names one the search knows ('Lubbock, Texas',
 * 'California, United States', PDL's `location_region`): kept on the profile and as a key of its
 * search row, so a search for the region finds people of any town in it, and people whose place
 * is the region alone. Both columns are added empty (no table is rewritten); people already
 * imported get theirs when a source writes them again. The index holds only the rows with one.
 */
export class PersonRegion1767100000000 implements MigrationInterface {
  name = 'PersonRegion1767100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE profiles ADD COLUMN IF NOT EXISTS region varchar(100)`);
    await queryRunner.query(`ALTER TABLE profile_search ADD COLUMN IF NOT EXISTS region_key varchar(100)`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "IDX_profile_search_region" ON profile_search (region_key, country_code) WHERE region_key IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_profile_search_region"`);
    await queryRunner.query(`ALTER TABLE profile_search DROP COLUMN IF EXISTS region_key`);
    await queryRunner.query(`ALTER TABLE profiles DROP COLUMN IF EXISTS region`);
  }
}
