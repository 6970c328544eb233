import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A recruiter's work on a list entry: its stage (new, contacted, replied, interviewing, not a fit;
 * 'new' for every entry so far) and notes (up to 2,000 characters), each checked by the table
 * itself; and an index by username, so "in how many of my lists is this person" reads the entries
 * of a page of results from the index.
 */
export class ListEntryWork1765100000000 implements MigrationInterface {
  name = 'ListEntryWork1765100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE profile_list_items ADD COLUMN stage varchar(16) NOT NULL DEFAULT 'new'`);
    await queryRunner.query(`ALTER TABLE profile_list_items ADD COLUMN notes text`);
    await queryRunner.query(
      `ALTER TABLE profile_list_items ADD CONSTRAINT "CHK_profile_list_items_stage" CHECK ("stage" IN ('new', 'contacted', 'replied', 'interviewing', 'not_a_fit'))`,
    );
    await queryRunner.query(
      `ALTER TABLE profile_list_items ADD CONSTRAINT "CHK_profile_list_items_notes" CHECK (char_length("notes") <= 2000)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_profile_list_items_username" ON profile_list_items (linkedin_username)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_profile_list_items_username"`);
    await queryRunner.query(`ALTER TABLE profile_list_items DROP CONSTRAINT "CHK_profile_list_items_notes"`);
    await queryRunner.query(`ALTER TABLE profile_list_items DROP CONSTRAINT "CHK_profile_list_items_stage"`);
    await queryRunner.query(`ALTER TABLE profile_list_items DROP COLUMN notes`);
    await queryRunner.query(`ALTER TABLE profile_list_items DROP COLUMN stage`);
  }
}
