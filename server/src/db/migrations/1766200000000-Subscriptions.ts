import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pro sold by subscription (modules/subscriptions, docs/decisions.md "Subscriptions"):
 * - subscriptions: the app's copy of each provider subscription, one live per account;
 * - billing_customers: the provider's customer of an account, made once;
 * - subscription_grants: each month of credits an invoice granted, once per (order, month);
 * - billing_events: provider events handled, so a replay does nothing;
 * - payment_orders: an order is a package's or a subscription invoice's (kind, invoice_id, ...);
 * - local_subscriptions, local_invoices and subscription checkouts: the local test checkout's Billing.
 */
export class Subscriptions1766200000000 implements MigrationInterface {
  name = 'Subscriptions1766200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "subscriptions" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "user_id" uuid NOT NULL,
      "provider" varchar(16) NOT NULL,
      "provider_subscription_id" varchar(255) NOT NULL,
      "customer_id" varchar(255) NOT NULL,
      "plan" varchar(16) NOT NULL DEFAULT 'pro',
      "interval" varchar(8) NOT NULL,
      "status" varchar(16) NOT NULL,
      "amount_cents" integer NOT NULL,
      "currency" varchar(3) NOT NULL,
      "current_period_start" timestamptz NOT NULL,
      "current_period_end" timestamptz NOT NULL,
      "cancel_at_period_end" boolean NOT NULL DEFAULT false,
      "grace_until" timestamptz,
      "ended_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_subscriptions" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_subscriptions_status" CHECK ("status" IN ('active', 'past_due', 'canceled')),
      CONSTRAINT "CHK_subscriptions_interval" CHECK ("interval" IN ('month', 'year')),
      CONSTRAINT "FK_subscriptions_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_subscriptions_provider_subscription" ON "subscriptions" ("provider_subscription_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_subscriptions_live_user" ON "subscriptions" ("user_id") WHERE "status" <> 'canceled'`);
    await queryRunner.query(`CREATE INDEX "IDX_subscriptions_status_grace" ON "subscriptions" ("status", "grace_until")`);

    await queryRunner.query(`CREATE TABLE "billing_customers" (
      "user_id" uuid NOT NULL,
      "provider" varchar(16) NOT NULL,
      "customer_id" varchar(255) NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_billing_customers" PRIMARY KEY ("user_id", "provider"),
      CONSTRAINT "FK_billing_customers_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_billing_customers_provider_customer" ON "billing_customers" ("provider", "customer_id")`,
    );

    await queryRunner.query(`CREATE TABLE "billing_events" (
      "event_id" varchar(255) NOT NULL,
      "kind" varchar(40) NOT NULL,
      "handled_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_billing_events" PRIMARY KEY ("event_id")
    )`);

    await queryRunner.query(`ALTER TABLE "payment_orders"
      ADD "kind" varchar(16) NOT NULL DEFAULT 'package',
      ADD "subscription_id" uuid,
      ADD "invoice_id" varchar(255),
      ADD "billing_interval" varchar(8),
      ADD "credits_transferred" integer,
      ADD "invoice_url" text,
      ALTER COLUMN "package_id" DROP NOT NULL,
      ADD CONSTRAINT "CHK_payment_orders_kind" CHECK (("kind" = 'package' AND "package_id" IS NOT NULL) OR ("kind" = 'subscription' AND "billing_interval" IS NOT NULL)),
      ADD CONSTRAINT "FK_payment_orders_subscription_id" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_payment_orders_subscription_id" ON "payment_orders" ("subscription_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_payment_orders_invoice" ON "payment_orders" ("invoice_id") WHERE "invoice_id" IS NOT NULL`,
    );

    await queryRunner.query(`CREATE TABLE "subscription_grants" (
      "order_id" uuid NOT NULL,
      "month" smallint NOT NULL,
      "credits" integer NOT NULL,
      "granted_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_subscription_grants" PRIMARY KEY ("order_id", "month"),
      CONSTRAINT "FK_subscription_grants_order_id" FOREIGN KEY ("order_id") REFERENCES "payment_orders"("id") ON DELETE CASCADE
    )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_credit_ledger_subscription_reference" ON "credit_ledger" ("reference") WHERE "reason" = 'subscription'`,
    );

    await queryRunner.query(`ALTER TABLE "local_checkout_sessions"
      ADD "mode" varchar(16) NOT NULL DEFAULT 'payment',
      ADD "interval" varchar(8),
      ADD "order_id" uuid,
      ADD "customer_id" varchar(80),
      ADD "subscription_id" varchar(80),
      ALTER COLUMN "package_id" DROP NOT NULL`);
    await queryRunner.query(`CREATE TABLE "local_subscriptions" (
      "id" varchar(80) NOT NULL,
      "customer_id" varchar(80) NOT NULL,
      "user_id" uuid NOT NULL,
      "order_id" uuid,
      "interval" varchar(8) NOT NULL,
      "status" varchar(16) NOT NULL,
      "amount_cents" integer NOT NULL,
      "currency" varchar(3) NOT NULL,
      "current_period_start" timestamptz NOT NULL,
      "current_period_end" timestamptz NOT NULL,
      "cancel_at_period_end" boolean NOT NULL DEFAULT false,
      "card" varchar(8) NOT NULL DEFAULT 'success',
      "latest_invoice_id" varchar(80),
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_local_subscriptions" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_local_subscriptions_customer" ON "local_subscriptions" ("customer_id")`);
    await queryRunner.query(`CREATE TABLE "local_invoices" (
      "id" varchar(80) NOT NULL,
      "subscription_id" varchar(80) NOT NULL,
      "status" varchar(16) NOT NULL,
      "reason" varchar(24) NOT NULL,
      "amount_cents" integer NOT NULL,
      "currency" varchar(3) NOT NULL,
      "period_start" timestamptz NOT NULL,
      "period_end" timestamptz NOT NULL,
      "refunded_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_local_invoices" PRIMARY KEY ("id")
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_local_invoices_subscription" ON "local_invoices" ("subscription_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "local_invoices"`);
    await queryRunner.query(`DROP TABLE "local_subscriptions"`);
    await queryRunner.query(`DELETE FROM "local_checkout_sessions" WHERE "mode" = 'subscription'`);
    await queryRunner.query(`ALTER TABLE "local_checkout_sessions" DROP COLUMN "mode", DROP COLUMN "interval", DROP COLUMN "order_id",
      DROP COLUMN "customer_id", DROP COLUMN "subscription_id", ALTER COLUMN "package_id" SET NOT NULL`);
    await queryRunner.query(`DROP INDEX "UQ_credit_ledger_subscription_reference"`);
    await queryRunner.query(`DROP TABLE "subscription_grants"`);
    await queryRunner.query(`DELETE FROM "payment_orders" WHERE "kind" = 'subscription'`);
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP CONSTRAINT "CHK_payment_orders_kind", DROP CONSTRAINT "FK_payment_orders_subscription_id",
      DROP COLUMN "kind", DROP COLUMN "subscription_id", DROP COLUMN "invoice_id", DROP COLUMN "billing_interval",
      DROP COLUMN "credits_transferred", DROP COLUMN "invoice_url", ALTER COLUMN "package_id" SET NOT NULL`);
    await queryRunner.query(`DROP TABLE "billing_events"`);
    await queryRunner.query(`DROP TABLE "billing_customers"`);
    await queryRunner.query(`DROP TABLE "subscriptions"`);
  }
}
