import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments: the credit packages on sale (the spec's three to start), one order per checkout
 * session, the local test checkout's sessions, and one ledger row per purchase order.
 */
export class Payments1764300000000 implements MigrationInterface {
  name = 'Payments1764300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "credit_packages" (
                "id" integer NOT NULL,
                "credits" integer NOT NULL,
                "price_cents" integer NOT NULL,
                "currency" character varying(3) NOT NULL DEFAULT 'usd',
                "popular" boolean NOT NULL DEFAULT false,
                "active" boolean NOT NULL DEFAULT true,
                CONSTRAINT "CHK_credit_packages_price" CHECK ("price_cents" > 0),
                CONSTRAINT "CHK_credit_packages_credits" CHECK ("credits" > 0),
                CONSTRAINT "PK_credit_packages" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            INSERT INTO "credit_packages" ("id", "credits", "price_cents", "currency", "popular")
            VALUES (1, 2, 100, 'usd', false), (2, 44, 5000, 'usd', true), (3, 66, 7500, 'usd', false)
        `);
    await queryRunner.query(`
            CREATE TABLE "payment_orders" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "checkout_session_id" character varying(255) NOT NULL,
                "provider" character varying(16) NOT NULL,
                "package_id" integer NOT NULL,
                "credits" integer NOT NULL,
                "amount_cents" integer NOT NULL,
                "currency" character varying(3) NOT NULL,
                "status" character varying(16) NOT NULL DEFAULT 'pending',
                "failure_reason" character varying(300),
                "completed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_payment_orders_status" CHECK ("status" IN ('pending', 'completed', 'failed', 'expired')),
                CONSTRAINT "PK_payment_orders" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_payment_orders_checkout_session" ON "payment_orders" ("checkout_session_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_payment_orders_user_created" ON "payment_orders" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "payment_orders"
            ADD CONSTRAINT "FK_payment_orders_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "payment_orders"
            ADD CONSTRAINT "FK_payment_orders_package_id" FOREIGN KEY ("package_id") REFERENCES "credit_packages"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE TABLE "local_checkout_sessions" (
                "id" character varying(80) NOT NULL,
                "user_id" uuid NOT NULL,
                "email" character varying(254) NOT NULL,
                "package_id" integer NOT NULL,
                "credits" integer NOT NULL,
                "amount_cents" integer NOT NULL,
                "currency" character varying(3) NOT NULL,
                "status" character varying(16) NOT NULL DEFAULT 'open',
                "payment_status" character varying(24) NOT NULL DEFAULT 'unpaid',
                "success_url" text NOT NULL,
                "cancel_url" text NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_local_checkout_sessions" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_credit_ledger_purchase_reference" ON "credit_ledger" ("reference") WHERE "reason" = 'purchase'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_credit_ledger_purchase_reference"`);
    await queryRunner.query(`DROP TABLE "local_checkout_sessions"`);
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP CONSTRAINT "FK_payment_orders_package_id"`);
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP CONSTRAINT "FK_payment_orders_user_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_orders_user_created"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_payment_orders_checkout_session"`);
    await queryRunner.query(`DROP TABLE "payment_orders"`);
    await queryRunner.query(`DROP TABLE "credit_packages"`);
  }
}
