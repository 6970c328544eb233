import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds by staff: an order can be refunded (its status, when, the provider's refund id, the
 * credits taken back), a local test checkout session records its refund, one `refund` ledger row
 * per order at most, and the staff area's list of every order reads newest first from an index.
 */
export class Refunds1764500000000 implements MigrationInterface {
  name = 'Refunds1764500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP CONSTRAINT "CHK_payment_orders_status"`);
    await queryRunner.query(`
            ALTER TABLE "payment_orders"
            ADD CONSTRAINT "CHK_payment_orders_status" CHECK ("status" IN ('pending', 'completed', 'failed', 'expired', 'refunded'))
        `);
    await queryRunner.query(`ALTER TABLE "payment_orders" ADD "refunded_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "payment_orders" ADD "refund_id" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "payment_orders" ADD "refunded_credits" integer`);
    await queryRunner.query(`CREATE INDEX "IDX_payment_orders_created" ON "payment_orders" ("created_at")`);
    await queryRunner.query(`ALTER TABLE "local_checkout_sessions" ADD "refunded_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_credit_ledger_refund_reference" ON "credit_ledger" ("reference") WHERE "reason" = 'refund'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_credit_ledger_refund_reference"`);
    await queryRunner.query(`ALTER TABLE "local_checkout_sessions" DROP COLUMN "refunded_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_orders_created"`);
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP COLUMN "refunded_credits"`);
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP COLUMN "refund_id"`);
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP COLUMN "refunded_at"`);
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP CONSTRAINT "CHK_payment_orders_status"`);
    // Refunded orders were paid: they read completed again (their refund stays in the audit log).
    await queryRunner.query(`UPDATE "payment_orders" SET "status" = 'completed' WHERE "status" = 'refunded'`);
    await queryRunner.query(`
            ALTER TABLE "payment_orders"
            ADD CONSTRAINT "CHK_payment_orders_status" CHECK ("status" IN ('pending', 'completed', 'failed', 'expired'))
        `);
  }
}
