import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A name's other forms that people type, added to the search documents written before they were
 * (profile-search-row's nameForms): a word with an apostrophe without it ('O'Brien' also as
 * 'OBrien'), and a name in Chinese, Japanese or Korean script with its parts joined either way
 * round ('李 娜' also as '李娜' and '娜李'). Only the documents of such names change; the forms go at
 * their end, with the weight of the name.
 */
export class NameForms1767000000000 implements MigrationInterface {
  name = 'NameForms1767000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const joined = `[\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff]`;
    await queryRunner.query(`
      WITH named AS (
        SELECT p.id,
               concat_ws(' ',
                 (SELECT string_agg(regexp_replace(w, '[''’]', '', 'g'), ' ')
                    FROM regexp_split_to_table(p.first_name || ' ' || p.last_name, '\\s+') AS w
                   WHERE w ~ '[[:alpha:]][''’][[:alpha:]]'),
                 CASE WHEN p.first_name || p.last_name ~ '${joined}' AND btrim(p.first_name) <> '' AND btrim(p.last_name) <> ''
                      THEN btrim(p.first_name) || btrim(p.last_name) || ' ' || btrim(p.last_name) || btrim(p.first_name) END) AS forms
          FROM profiles p
         WHERE p.first_name || ' ' || p.last_name ~ '[[:alpha:]][''’][[:alpha:]]|${joined}'
      )
      UPDATE profile_search ps
         SET head_doc = ps.head_doc || setweight(to_tsvector('people_english', named.forms), 'A'),
             doc = ps.doc || setweight(to_tsvector('people_english', named.forms), 'A')
        FROM named
       WHERE ps.profile_id = named.id AND named.forms <> ''`);
  }

  public async down(): Promise<void> {
    // The added words stay: they only let a search find a name written another way.
  }
}
