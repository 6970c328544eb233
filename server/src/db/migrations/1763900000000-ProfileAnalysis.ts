import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProfileAnalysis1763900000000 implements MigrationInterface {
  name = 'ProfileAnalysis1763900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "profile_analyses" (
                "profile_id" bigint NOT NULL,
                "engine" character varying(16) NOT NULL,
                "engine_version" character varying(64) NOT NULL,
                "result" jsonb NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_8f64c5c4d15546516014644ec33" PRIMARY KEY ("profile_id", "engine", "engine_version")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "contact_reveals" (
                "user_id" uuid NOT NULL,
                "profile_id" bigint NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_88fbb6ca48f9c96144d2b02a5d8" PRIMARY KEY ("user_id", "profile_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_contact_reveals_profile_id" ON "contact_reveals" ("profile_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "profiles"
            ADD "refreshed_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_analyses"
            ADD CONSTRAINT "FK_profile_analyses_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "contact_reveals"
            ADD CONSTRAINT "FK_contact_reveals_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "contact_reveals"
            ADD CONSTRAINT "FK_contact_reveals_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "contact_reveals" DROP CONSTRAINT "FK_contact_reveals_profile_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "contact_reveals" DROP CONSTRAINT "FK_contact_reveals_user_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_analyses" DROP CONSTRAINT "FK_profile_analyses_profile_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "profiles" DROP COLUMN "refreshed_at"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_contact_reveals_profile_id"
        `);
    await queryRunner.query(`
            DROP TABLE "contact_reveals"
        `);
    await queryRunner.query(`
            DROP TABLE "profile_analyses"
        `);
  }
}
