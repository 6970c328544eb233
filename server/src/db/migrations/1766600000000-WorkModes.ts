import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Remote work and relocation as search keys (issue 34, "remote" and "open to relocation" where the
 * data says so): `remote` when the current role's place or title says remote, `relocates` when the
 * person's own headline or summary says they are open to relocating. Written with the rest of the
 * search row (profile-search-row.ts, workModesOf); existing rows are read here by the same rules.
 */
export class WorkModes1766600000000 implements MigrationInterface {
  name = 'WorkModes1766600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "profile_search"
        ADD "remote" boolean NOT NULL DEFAULT false,
        ADD "relocates" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      UPDATE "profile_search" ps SET
        "remote" = (p.work_experiences->0->>'end' IS NULL
          AND (coalesce(p.work_experiences->0->>'location', '') ~* '\\mremote\\M' OR coalesce(p.current_title, '') ~* '\\mremote\\M')),
        "relocates" = ((p.headline || ' ' || p.summary) ~* '${RELOCATION_SQL}')
        FROM "profiles" p
       WHERE p.id = ps.profile_id
         AND (p.work_experiences->0->>'location' ~* '\\mremote\\M' OR p.current_title ~* '\\mremote\\M'
              OR (p.headline || ' ' || p.summary) ~* '${RELOCATION_SQL}')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profile_search" DROP COLUMN "relocates", DROP COLUMN "remote"`);
  }
}

/** RELOCATION in profile-search-row.ts as a PostgreSQL regular expression (word edges \m and \M). */
const RELOCATION_SQL =
  '\\m(open|willing|happy|ready|able|available) to (relocat\\w*|move)\\M|\\mopen to relocation\\M|\\mrelocation: *(yes|open)\\M';
