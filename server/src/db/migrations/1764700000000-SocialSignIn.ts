import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Social and company sign-in: user_identities links a provider's subject to an account (one per
 * provider and subject, one per user and provider), and social_sign_in_attempts keeps each
 * authorization request's hashed state, nonce and PKCE verifier until its callback uses it once.
 */
export class SocialSignIn1764700000000 implements MigrationInterface {
  name = 'SocialSignIn1764700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "user_identities" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "provider" character varying(32) NOT NULL,
                "subject" character varying(255) NOT NULL,
                "email" character varying(254),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_user_identities" PRIMARY KEY ("id"),
                CONSTRAINT "FK_user_identities_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_user_identities_provider_subject" ON "user_identities" ("provider", "subject")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_user_identities_user_provider" ON "user_identities" ("user_id", "provider")`);
    await queryRunner.query(`
            CREATE TABLE "social_sign_in_attempts" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "state_hash" character(64) NOT NULL,
                "provider" character varying(32) NOT NULL,
                "intent" character varying(16) NOT NULL,
                "nonce" character varying(128) NOT NULL,
                "code_verifier" character varying(128) NOT NULL,
                "news_updates" boolean NOT NULL DEFAULT false,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "consumed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_social_sign_in_attempts" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_social_sign_in_attempts_state_hash" ON "social_sign_in_attempts" ("state_hash")`);
    await queryRunner.query(`CREATE INDEX "IDX_social_sign_in_attempts_expires_at" ON "social_sign_in_attempts" ("expires_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "social_sign_in_attempts"`);
    await queryRunner.query(`DROP TABLE "user_identities"`);
  }
}
