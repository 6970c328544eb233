import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763700000000 implements MigrationInterface {
  name = 'Init1763700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "otp_codes" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "email" character varying(254) NOT NULL,
                "purpose" character varying(16) NOT NULL,
                "code_hash" character varying(64) NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "failed_attempts" smallint NOT NULL DEFAULT '0',
                "consumed_at" TIMESTAMP WITH TIME ZONE,
                "voided_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_9d0487965ac1837d57fec4d6a26" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_otp_codes_lookup" ON "otp_codes" ("email", "purpose", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "rate_limits" (
                "key" character varying(255) NOT NULL,
                "points" integer NOT NULL DEFAULT '0',
                "expire" bigint,
                CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "email" character varying(254) NOT NULL,
                "first_name" character varying(100),
                "last_name" character varying(100),
                "company" character varying(200),
                "phone" character varying(40),
                "designation" character varying(200),
                "profile_picture" text,
                "remaining_credits" integer NOT NULL DEFAULT '0',
                "total_credits" integer NOT NULL DEFAULT '0',
                "plan" character varying(32) NOT NULL DEFAULT 'starter',
                "plan_expiry" TIMESTAMP WITH TIME ZONE,
                "news_updates" boolean NOT NULL DEFAULT false,
                "terms_accepted_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_users_total_credits" CHECK ("total_credits" >= 0),
                CONSTRAINT "CHK_users_remaining_credits" CHECK ("remaining_credits" >= 0),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                "user_agent" character varying(512),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_sessions_user_id" ON "sessions" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "credit_ledger" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "change" integer NOT NULL,
                "reason" character varying(32) NOT NULL,
                "reference" character varying(200),
                "balance_after" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_7ff08f655cf2f4d118c116571db" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_credit_ledger_user_created" ON "credit_ledger" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "mail_outbox" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "to_address" character varying(254) NOT NULL,
                "subject" character varying(255) NOT NULL,
                "text" text NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_mail_outbox_created_at" ON "mail_outbox" ("created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "sessions"
            ADD CONSTRAINT "FK_sessions_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "credit_ledger"
            ADD CONSTRAINT "FK_credit_ledger_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "credit_ledger" DROP CONSTRAINT "FK_credit_ledger_user_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "sessions" DROP CONSTRAINT "FK_sessions_user_id"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_mail_outbox_created_at"
        `);
    await queryRunner.query(`
            DROP TABLE "mail_outbox"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_credit_ledger_user_created"
        `);
    await queryRunner.query(`
            DROP TABLE "credit_ledger"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_sessions_user_id"
        `);
    await queryRunner.query(`
            DROP TABLE "sessions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_users_email"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            DROP TABLE "rate_limits"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_otp_codes_lookup"
        `);
    await queryRunner.query(`
            DROP TABLE "otp_codes"
        `);
  }
}
