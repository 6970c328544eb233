import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the index holds, word by word, for suggestions while typing (issue 34): every current
 * title, current company, skill, school, city, country and industry of the search rows with how
 * many people have it. A materialized view (refreshed after loads and imports, and on a schedule:
 * modules/search/suggestions.service.ts), small beside the index (one row per distinct value),
 * matched by prefix (b-tree) and by any word or a typo (pg_trgm's trigram index). pg_trgm is a
 * trusted extension: the database's owner may create it.
 *
 * Labels are as people wrote them: a title or a city as the first profile that has it writes it,
 * a skill as that profile lists it; countries, industries and schools are named by the vocabulary
 * when they are shown.
 */
export class SearchTerms1766450000000 implements MigrationInterface {
  name = 'SearchTerms1766450000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE MATERIALIZED VIEW "search_terms" AS
      SELECT t.kind, t.term, t.label, lower(t.label) AS search, t.people
        FROM (
          SELECT 'title'::varchar(16) AS kind, g.title_key::text AS term, coalesce(p.current_title, g.title_key)::text AS label, g.people
            FROM (SELECT title_key, count(*)::int AS people, min(profile_id) AS sample
                    FROM profile_search WHERE title_key <> '' GROUP BY title_key) g
            LEFT JOIN profiles p ON p.id = g.sample
          UNION ALL
          SELECT 'company', c.id::text, c.name::text, g.people
            FROM (SELECT current_company_id AS id, count(*)::int AS people
                    FROM profile_search WHERE current_company_id IS NOT NULL GROUP BY current_company_id) g
            JOIN companies c ON c.id = g.id
          UNION ALL
          SELECT 'skill', g.k, coalesce((SELECT s FROM unnest(p.skills) s WHERE lower(s) = g.k LIMIT 1), g.k), g.people
            FROM (SELECT k, count(*)::int AS people, min(profile_id) AS sample
                    FROM profile_search, unnest(skill_keys) k WHERE k <> '' GROUP BY k) g
            LEFT JOIN profiles p ON p.id = g.sample
          UNION ALL
          SELECT 'school', k, k, count(*)::int FROM profile_search, unnest(school_keys) k WHERE k <> '' GROUP BY k
          UNION ALL
          SELECT 'city', g.city_key || '|' || g.country_code, coalesce(p.city, g.city_key)::text, g.people
            FROM (SELECT city_key, country_code, count(*)::int AS people, min(profile_id) AS sample
                    FROM profile_search WHERE city_key <> '' GROUP BY city_key, country_code) g
            LEFT JOIN profiles p ON p.id = g.sample
          UNION ALL
          SELECT 'country', country_code::text, country_code::text, count(*)::int FROM profile_search GROUP BY country_code
          UNION ALL
          SELECT 'industry', industry::text, industry::text, count(*)::int FROM profile_search WHERE industry <> '' GROUP BY industry
        ) t`);
    // Unique: REFRESH ... CONCURRENTLY needs it (readers are never blocked by a refresh).
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_search_terms_kind_term" ON "search_terms" ("kind", "term")`);
    await queryRunner.query(`CREATE INDEX "IDX_search_terms_prefix" ON "search_terms" ("kind", "search" text_pattern_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_search_terms_trgm" ON "search_terms" USING gin ("search" gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP MATERIALIZED VIEW "search_terms"`);
  }
}
