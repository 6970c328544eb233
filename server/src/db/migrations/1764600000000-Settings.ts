import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settings that staff edit: app_settings (one row per key, its JSON value, who changed it last),
 * starting with the sign-up bonus at the Starter plan's 5 credits; and at most one credit package
 * marked Most Popular.
 */
export class Settings1764600000000 implements MigrationInterface {
  name = 'Settings1764600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "app_settings" (
                "key" character varying(64) NOT NULL,
                "value" jsonb NOT NULL,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_by" uuid,
                CONSTRAINT "PK_app_settings" PRIMARY KEY ("key")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "app_settings"
            ADD CONSTRAINT "FK_app_settings_updated_by" FOREIGN KEY ("updated_by") REFERENCES "staff_accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`INSERT INTO "app_settings" ("key", "value") VALUES ('signup_bonus_credits', '5'::jsonb)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_credit_packages_popular" ON "credit_packages" ("popular") WHERE "popular"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_credit_packages_popular"`);
    await queryRunner.query(`DROP TABLE "app_settings"`);
  }
}
