import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lighter people index (issue 35): profile_search no longer stores two documents that repeat
 * what the row holds already, nor their GIN indexes (about 400 bytes a profile of 4,377).
 *
 * - core_doc was the A and B parts of doc (ts_filter(doc, '{a,b}')): the keyword tiers now match
 *   doc with the query's lexemes labelled A and B (compiled-query.ts, kq.core), which is the same
 *   match with the same positions, answered from doc's index.
 * - title_doc was to_tsvector('english', current title), and title_key is that title lower-cased:
 *   the one statement that read it (a title phrase not resolved against job_titles, which the
 *   engine never sends) reads to_tsvector('english', title_key) instead.
 *
 * Dropped columns keep their bytes in every row until the table is written again, so the table is
 * rewritten (VACUUM FULL: every index rebuilt, about a minute at a million profiles, the table
 * locked meanwhile) and vacuumed again for the visibility map the index-only scans read. VACUUM
 * runs outside a transaction: the drops are their own transaction first, and every step can run
 * again (a rewrite that failed is redone by the next start).
 */
export class LighterSearchRows1766700000000 implements MigrationInterface {
  name = 'LighterSearchRows1766700000000';
  transaction = false;

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.startTransaction();
    try {
      await queryRunner.query(`DROP INDEX IF EXISTS "IDX_profile_search_core_doc"`);
      await queryRunner.query(`DROP INDEX IF EXISTS "IDX_profile_search_title_doc"`);
      await queryRunner.query(`ALTER TABLE "profile_search" DROP COLUMN IF EXISTS "core_doc", DROP COLUMN IF EXISTS "title_doc"`);
      await queryRunner.commitTransaction();
    } catch (err) {
      await queryRunner.rollbackTransaction();
      throw err;
    }
    await queryRunner.query(`VACUUM FULL "profile_search"`);
    await queryRunner.query(`VACUUM (ANALYZE) "profile_search"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.startTransaction();
    try {
      await queryRunner.query(`ALTER TABLE "profile_search" ADD "core_doc" tsvector, ADD "title_doc" tsvector`);
      await queryRunner.query(
        `UPDATE "profile_search" SET "core_doc" = ts_filter("doc", '{a,b}'), "title_doc" = to_tsvector('english', coalesce("title_key", ''))`,
      );
      await queryRunner.query(`ALTER TABLE "profile_search" ALTER COLUMN "core_doc" SET NOT NULL, ALTER COLUMN "title_doc" SET NOT NULL`);
      await queryRunner.query(`CREATE INDEX "IDX_profile_search_core_doc" ON profile_search USING gin (core_doc)`);
      await queryRunner.query(`CREATE INDEX "IDX_profile_search_title_doc" ON profile_search USING gin (title_doc)`);
      await queryRunner.commitTransaction();
    } catch (err) {
      await queryRunner.rollbackTransaction();
      throw err;
    }
  }
}
