import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a live verifier last saw an e-mail address on the web (Hunter's `sources[].last_seen_on`),
 * kept beside when we last checked it (last_verified_at).
 */
export class ContactLastSeen1765900000000 implements MigrationInterface {
  name = 'ContactLastSeen1765900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profile_contacts" ADD COLUMN "last_seen_on" date`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profile_contacts" DROP COLUMN "last_seen_on"`);
  }
}
