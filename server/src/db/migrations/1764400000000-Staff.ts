import { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff: their accounts (apart from users), their sessions, and the append-only audit log of their changes. */
export class Staff1764400000000 implements MigrationInterface {
  name = 'Staff1764400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "staff_accounts" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "username" character varying(64) NOT NULL,
                "email" character varying(254) NOT NULL,
                "password_hash" character varying(255) NOT NULL,
                "role" character varying(16) NOT NULL,
                "is_active" boolean NOT NULL DEFAULT true,
                "last_sign_in_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_staff_accounts_role" CHECK ("role" IN ('admin', 'superadmin')),
                CONSTRAINT "PK_staff_accounts" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_staff_accounts_username" ON "staff_accounts" ("username")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_staff_accounts_email" ON "staff_accounts" ("email")`);
    await queryRunner.query(`
            CREATE TABLE "staff_sessions" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "staff_id" uuid NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_staff_sessions" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_staff_sessions_staff_id" ON "staff_sessions" ("staff_id")`);
    await queryRunner.query(`
            ALTER TABLE "staff_sessions"
            ADD CONSTRAINT "FK_staff_sessions_staff_id" FOREIGN KEY ("staff_id") REFERENCES "staff_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE TABLE "staff_audit_log" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "staff_id" uuid,
                "action" character varying(64) NOT NULL,
                "target_type" character varying(32) NOT NULL,
                "target_id" character varying(255),
                "details" jsonb NOT NULL DEFAULT '{}',
                "reason" character varying(500),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_staff_audit_log" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_staff_audit_log_created" ON "staff_audit_log" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_staff_audit_log_staff_created" ON "staff_audit_log" ("staff_id", "created_at")`);
    await queryRunner.query(`
            ALTER TABLE "staff_audit_log"
            ADD CONSTRAINT "FK_staff_audit_log_staff_id" FOREIGN KEY ("staff_id") REFERENCES "staff_accounts"("id") ON DELETE SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "staff_audit_log"`);
    await queryRunner.query(`DROP TABLE "staff_sessions"`);
    await queryRunner.query(`DROP TABLE "staff_accounts"`);
  }
}
