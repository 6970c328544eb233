import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Searches that find a name or a title with or without its accents (issue 29, real people): two
 * text search configurations, PostgreSQL's english and simple with accents taken off a word before
 * its dictionary (the unaccent extension, a trusted one that ships with PostgreSQL's contrib), and
 * the documents that hold a word with other than ASCII letters brought to them.
 *
 * Words of ASCII letters read the same under both configurations, so only documents holding
 * another letter change. Their texts are not stored, so each such word is brought from its stem:
 * unaccented, and also stemmed again where that differs (either may be what the word now reads
 * as; a document holding both at one position matches it). Positions and weights stay, so phrases
 * still match. A word with a digit was not stemmed (the simple dictionary reads it) and keeps its
 * letters. A profile written again (an import, a provider's refresh, the seed) gets its documents
 * made from its text.
 */
export class AccentInsensitiveSearch1766900000000 implements MigrationInterface {
  name = 'AccentInsensitiveSearch1766900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    for (const [name, base, dictionary] of [
      ['people_english', 'english', 'english_stem'],
      ['people_simple', 'simple', 'simple'],
    ]) {
      await queryRunner.query(`DROP TEXT SEARCH CONFIGURATION IF EXISTS ${name}`);
      await queryRunner.query(`CREATE TEXT SEARCH CONFIGURATION ${name} (COPY = ${base})`);
      // hword, hword_part and word are the tokens with other than ASCII letters.
      await queryRunner.query(
        `ALTER TEXT SEARCH CONFIGURATION ${name} ALTER MAPPING FOR hword, hword_part, word WITH unaccent, ${dictionary}`,
      );
    }
    // Each word of other letters than ASCII as it now reads: unaccented (a word that was stemmed as
    // written, 'wójcikówna' to 'wojcikowna'), and that stemmed again where it differs (a word the
    // accent kept from its stem, 'résumé' to 'resum'), at the word's own positions and weights. The
    // other words are kept as they are (written out and read back whole by PostgreSQL, five times
    // faster than word by word).
    await queryRunner.query(`
      CREATE FUNCTION pg_temp.unaccented(v tsvector) RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT coalesce((ts_delete(v, array_agg(u.lexeme))::text || ' ' || string_agg(w.entry, ' '))::tsvector, v)
          FROM unnest(v) AS u,
            LATERAL (SELECT '''' || replace(replace(l, '\\', '\\\\'), '''', '''''') || ''''
                        || coalesce(':' || (SELECT string_agg(p::text || CASE x.weight WHEN 'D' THEN '' ELSE x.weight END, ',')
                                            FROM unnest(u.positions, u.weights) AS x(p, weight)), '')
                       FROM (SELECT DISTINCT l FROM unnest(ARRAY[unaccent(u.lexeme), (ts_lexize('english_stem', unaccent(u.lexeme)))[1]]) AS l
                              WHERE l IS NOT NULL) d) AS w(entry)
         WHERE u.lexeme ~ '[^\\x01-\\x7f]' AND u.lexeme !~ '[0-9]'
      $$`);
    await queryRunner.query(`
      UPDATE profile_search SET doc = pg_temp.unaccented(doc), head_doc = pg_temp.unaccented(head_doc)
       WHERE doc::text ~ '[^\\x01-\\x7f]'`);
    await queryRunner.query(`UPDATE job_titles SET doc = to_tsvector('people_english', title_key) WHERE title_key ~ '[^\\x01-\\x7f]'`);
    await queryRunner.query(`DROP FUNCTION pg_temp.unaccented(tsvector)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The documents keep their unaccented words: searched with accents they are found by fewer
    // searches, never wrongly.
    await queryRunner.query(`DROP TEXT SEARCH CONFIGURATION IF EXISTS people_english`);
    await queryRunner.query(`DROP TEXT SEARCH CONFIGURATION IF EXISTS people_simple`);
  }
}
