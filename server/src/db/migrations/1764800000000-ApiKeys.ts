import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Personal API keys: each belongs to a user (gone with the user), is kept only as the SHA-256 of
 * the key (unique) beside its visible prefix, and is revoked by setting revoked_at.
 */
export class ApiKeys1764800000000 implements MigrationInterface {
  name = 'ApiKeys1764800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "api_keys" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "name" character varying(100) NOT NULL,
                "prefix" character varying(12) NOT NULL,
                "key_hash" character(64) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_used_at" TIMESTAMP WITH TIME ZONE,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_api_keys" PRIMARY KEY ("id"),
                CONSTRAINT "FK_api_keys_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_api_keys_user_id" ON "api_keys" ("user_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_api_keys_key_hash" ON "api_keys" ("key_hash")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
