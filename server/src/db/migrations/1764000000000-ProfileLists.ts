import { MigrationInterface, QueryRunner } from 'typeorm';

export class ProfileLists1764000000000 implements MigrationInterface {
  name = 'ProfileLists1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "profile_lists" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "name" character varying(100) NOT NULL,
                "description" character varying(500),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_d8dd846ba287cd9169afd7923e2" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_profile_lists_user_created" ON "profile_lists" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "profile_list_items" (
                "list_id" uuid NOT NULL,
                "linkedin_username" character varying(100) NOT NULL,
                "profile_id" bigint,
                "position" BIGSERIAL NOT NULL,
                "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(),
                CONSTRAINT "PK_c63ca9956b6ccf899075d85906d" PRIMARY KEY ("list_id", "linkedin_username")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_lists"
            ADD CONSTRAINT "FK_profile_lists_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_list_items"
            ADD CONSTRAINT "FK_profile_list_items_list_id" FOREIGN KEY ("list_id") REFERENCES "profile_lists"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "profile_list_items" DROP CONSTRAINT "FK_profile_list_items_list_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "profile_lists" DROP CONSTRAINT "FK_profile_lists_user_id"
        `);
    await queryRunner.query(`
            DROP TABLE "profile_list_items"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_profile_lists_user_created"
        `);
    await queryRunner.query(`
            DROP TABLE "profile_lists"
        `);
  }
}
