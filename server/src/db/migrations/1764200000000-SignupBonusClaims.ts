import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One sign-up bonus per mailbox: the mailboxes that already had theirs. Every existing account got
 * one, so each is recorded under its mailbox (lower-cased, without a +tag; the oldest account keeps
 * the claim when several share one).
 */
export class SignupBonusClaims1764200000000 implements MigrationInterface {
  name = 'SignupBonusClaims1764200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "signup_bonus_claims" (
                "mailbox" character varying(254) NOT NULL,
                "user_id" uuid,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_signup_bonus_claims" PRIMARY KEY ("mailbox")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "signup_bonus_claims"
            ADD CONSTRAINT "FK_signup_bonus_claims_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            INSERT INTO "signup_bonus_claims" ("mailbox", "user_id", "created_at")
            SELECT regexp_replace(split_part("email", '@', 1), '\\+.*$', '') || '@' || split_part("email", '@', 2), "id", "created_at"
            FROM "users" ORDER BY "created_at", "id"
            ON CONFLICT ("mailbox") DO NOTHING
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "signup_bonus_claims" DROP CONSTRAINT "FK_signup_bonus_claims_user_id"
        `);
    await queryRunner.query(`
            DROP TABLE "signup_bonus_claims"
        `);
  }
}
