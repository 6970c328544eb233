import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated people are *sample* people (docs/decisions.md, "Sample data"): their source is 'sample'
 * (was 'local'), and what could reach a real person is moved into
 * reserved ranges, as the generator now draws them (server/src/seed/reserved.ts):
 * - company domains under `.example` ('paystream.com' -> 'paystream.example'; a second base of the
 *   same name keeps its suffix: 'paystream.io' -> 'paystream-io.example'), in the companies, the
 *   work experiences and the work e-mails;
 * - other e-mail addresses (personal ones, on free-mail domains) on `example.com`;
 * - phone numbers in Ofcom's range for fiction (+44 7700 900xxx, the last three digits kept).
 * Companies some non-sample profile works at keep their domain. Nothing is undone by `down`: the
 * old values were invented and must not come back.
 */
export class SampleProfiles1765400000000 implements MigrationInterface {
  name = 'SampleProfiles1765400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "profiles" SET "source" = 'sample' WHERE "source" = 'local'`);
    await queryRunner.query(`
            CREATE TEMPORARY TABLE "sample_domain_map" AS
            SELECT "domain" AS "old",
                   CASE WHEN row_number() OVER (PARTITION BY split_part("domain", '.', 1) ORDER BY "id") = 1
                        THEN split_part("domain", '.', 1) || '.example'
                        ELSE split_part("domain", '.', 1) || '-' || replace(substr("domain", strpos("domain", '.') + 1), '.', '-') || '.example'
                   END AS "new"
            FROM "companies" c
            WHERE "domain" NOT LIKE '%.example'
              AND NOT EXISTS (SELECT 1 FROM "profiles" p WHERE p."current_company_id" = c."id" AND p."source" <> 'sample')
        `);
    await queryRunner.query(`UPDATE "companies" c SET "domain" = m."new" FROM "sample_domain_map" m WHERE c."domain" = m."old"`);
    await queryRunner.query(`
            UPDATE "profiles" p SET "work_experiences" = (
                SELECT coalesce(jsonb_agg(
                         CASE WHEN m."new" IS NULL THEN e ELSE jsonb_set(e, '{companyDomain}', to_jsonb(m."new")) END
                         ORDER BY t."ord"), '[]'::jsonb)
                FROM jsonb_array_elements(p."work_experiences") WITH ORDINALITY AS t(e, "ord")
                LEFT JOIN "sample_domain_map" m ON m."old" = t.e->>'companyDomain'
            )
            WHERE p."source" = 'sample'
        `);
    await queryRunner.query(`
            UPDATE "profile_contacts" pc
            SET "value" = split_part(pc."value", '@', 1) || '@' || coalesce(
                (SELECT m."new" FROM "sample_domain_map" m WHERE m."old" = lower(split_part(pc."value", '@', 2))), 'example.com')
            FROM "profiles" p
            WHERE pc."profile_id" = p."id" AND p."source" = 'sample' AND pc."kind" = 'email'
              AND split_part(pc."value", '@', 2) !~* '(^|\\.)example\\.(com|net|org)$|\\.(example|test)$'
        `);
    await queryRunner.query(`
            UPDATE "profile_contacts" pc
            SET "value" = '+44 7700 900' || right(regexp_replace(pc."value", '\\D', '', 'g'), 3)
            FROM "profiles" p
            WHERE pc."profile_id" = p."id" AND p."source" = 'sample' AND pc."kind" = 'phone'
              AND regexp_replace(pc."value", '[\\s-]', '', 'g') !~ '^\\+(1[2-9][0-9]{2}55501[0-9]{2}|447700900[0-9]{3}|61[2378]5550[0-9]{4}|3319900[0-9]{4})$'
        `);
    await queryRunner.query(`DROP TABLE "sample_domain_map"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "profiles" SET "source" = 'local' WHERE "source" = 'sample'`);
  }
}
