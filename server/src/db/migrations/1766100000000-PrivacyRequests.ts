import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who saw what, and the requests of the people in the index (modules/privacy):
 * - reveal_log: every reveal (which account, its company as it was then, which contacts by their
 *   SHA-256 keys, when), kept for REVEAL_LOG_DAYS. It outlives the profile (the link is set to
 *   null on removal) so that a person can still learn who saw their contacts.
 * - privacy_requests: access, removal and correction requests with their one-month deadline. The
 *   address is kept in the clear only while a request is open (its answer goes there).
 */
export class PrivacyRequests1766100000000 implements MigrationInterface {
  name = 'PrivacyRequests1766100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "reveal_log" (
      "id" bigserial NOT NULL,
      "user_id" uuid,
      "company" varchar(200) NOT NULL,
      "profile_id" bigint,
      "contact_keys" text array NOT NULL,
      "emails" smallint NOT NULL,
      "phones" smallint NOT NULL,
      "revealed_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_reveal_log" PRIMARY KEY ("id"),
      CONSTRAINT "FK_reveal_log_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL,
      CONSTRAINT "FK_reveal_log_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE SET NULL
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_reveal_log_profile_id" ON "reveal_log" ("profile_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_reveal_log_revealed_at" ON "reveal_log" ("revealed_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_reveal_log_contact_keys" ON "reveal_log" USING gin ("contact_keys")`);

    await queryRunner.query(`CREATE TABLE "privacy_requests" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "kind" varchar(16) NOT NULL,
      "status" varchar(16) NOT NULL DEFAULT 'open',
      "email_key" char(64) NOT NULL,
      "email" varchar(254),
      "profile_id" bigint,
      "details" jsonb NOT NULL DEFAULT '{}',
      "received_at" timestamptz NOT NULL DEFAULT now(),
      "due_at" timestamptz NOT NULL,
      "closed_at" timestamptz,
      "closed_by" uuid,
      "outcome" varchar(1000),
      CONSTRAINT "PK_privacy_requests" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_privacy_requests_kind" CHECK ("kind" IN ('access', 'removal', 'correction')),
      CONSTRAINT "CHK_privacy_requests_status" CHECK ("status" IN ('open', 'done', 'declined')),
      CONSTRAINT "CHK_privacy_requests_closed" CHECK (("status" = 'open') = ("closed_at" IS NULL)),
      CONSTRAINT "CHK_privacy_requests_email" CHECK ("status" = 'open' OR "email" IS NULL),
      CONSTRAINT "FK_privacy_requests_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE SET NULL,
      CONSTRAINT "FK_privacy_requests_closed_by" FOREIGN KEY ("closed_by") REFERENCES "staff_accounts"("id") ON DELETE SET NULL
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_privacy_requests_status_due" ON "privacy_requests" ("status", "due_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_privacy_requests_email_key" ON "privacy_requests" ("email_key")`);
    await queryRunner.query(`CREATE INDEX "IDX_privacy_requests_profile_id" ON "privacy_requests" ("profile_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "privacy_requests"`);
    await queryRunner.query(`DROP TABLE "reveal_log"`);
  }
}
