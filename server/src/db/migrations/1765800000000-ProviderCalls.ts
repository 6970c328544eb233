import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live people-data providers (modules/people-data): every call made to a provider, with what it cost
 * in that provider's credits (budgets per user per day and per service per month are sums over it,
 * and the staff area's figures), and the answers kept for a while so the same question is not paid
 * for twice.
 */
export class ProviderCalls1765800000000 implements MigrationInterface {
  name = 'ProviderCalls1765800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "provider_calls" (
      "id" bigserial PRIMARY KEY,
      "provider" varchar(32) NOT NULL,
      "operation" varchar(32) NOT NULL,
      "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
      "outcome" varchar(24) NOT NULL,
      "cost" integer NOT NULL DEFAULT 0 CHECK ("cost" >= 0),
      "ms" integer NOT NULL DEFAULT 0,
      "at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_provider_calls_provider_at" ON "provider_calls" ("provider", "at")`);
    await queryRunner.query(`CREATE INDEX "IDX_provider_calls_user_at" ON "provider_calls" ("user_id", "at") WHERE "user_id" IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE "provider_answers" (
      "key" char(64) PRIMARY KEY,
      "provider" varchar(32) NOT NULL,
      "operation" varchar(32) NOT NULL,
      "answer" jsonb NOT NULL,
      "fetched_at" timestamptz NOT NULL,
      "expires_at" timestamptz NOT NULL
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_provider_answers_expires_at" ON "provider_answers" ("expires_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "provider_answers"`);
    await queryRunner.query(`DROP TABLE "provider_calls"`);
  }
}
