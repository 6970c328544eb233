import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A search row's title key is its title's head (vocabulary's titleHead): without what people write
 * after the title ('software engineer - payments', 'account executive | mid-market', 'engineer at
 * finly', 'nurse (icu)', 'executive assistant to the ceo'), so a real file's teams and markets do
 * not multiply the distinct titles a search resolves (job_titles). The rows written before with such a key get the head, job_titles
 * the new keys, and the keys no row has any more leave it. Rows without one (every sample title)
 * are not touched. The same expressions as titleHead: the first separator and what follows it,
 * then a bracketed end; the key as it was when nothing is left.
 */
const SERVED =
  'ceo|cto|cfo|coo|cmo|cpo|cro|ciso|cio|chro|chief|co-?founders?|founders?|president|chair(man|woman|person)?|board|managing\\s+director|md|vp|svp|evp|vice\\s+president|executives?|head|director|partners?';
const SEPARATED = `(\\s+(at|@|\\||–|—|-)\\s+|\\s+to\\s+(the\\s+)?(${SERVED})\\y)`;
const BRACKETED = `\\s*\\([^()]*\\)\\s*$`;

export class TitleHeads1767200000000 implements MigrationInterface {
  name = 'TitleHeads1767200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      WITH changed AS (
        UPDATE profile_search
           SET title_key = coalesce(nullif(btrim(regexp_replace(regexp_replace(title_key, '${SEPARATED}.*$', ''), '${BRACKETED}', '')), ''), title_key)
         WHERE title_key ~ '${SEPARATED}|${BRACKETED}'
        RETURNING title_key
      )
      INSERT INTO job_titles (title_key, doc)
      SELECT DISTINCT title_key, to_tsvector('people_english', title_key) FROM changed WHERE title_key <> ''
      ON CONFLICT (title_key) DO NOTHING`);
    await queryRunner.query(`
      DELETE FROM job_titles jt
       WHERE jt.title_key ~ '${SEPARATED}|${BRACKETED}'
         AND NOT EXISTS (SELECT 1 FROM profile_search ps WHERE ps.title_key = jt.title_key)`);
  }

  public async down(): Promise<void> {
    // The heads stay: a row written again gets its key from the title as written then.
  }
}
