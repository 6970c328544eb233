import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams (docs/decisions.md, "Teams"): a team and its members (a user in at most one team, one
 * owner per team), invitations by e-mail (only the SHA-256 of each link's token is kept), the
 * team's credit pool with its own append-only ledger naming the member of each change, the
 * contacts the team paid for (one row per team and profile: paid once), lists shared with the
 * team, who added each entry and who last set its stage, and how each session was signed in (a
 * team may require its company's provider).
 */
export class Teams1766300000000 implements MigrationInterface {
  name = 'Teams1766300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "teams" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "seats" integer NOT NULL DEFAULT 5,
        "remaining_credits" integer NOT NULL DEFAULT 0,
        "total_credits" integer NOT NULL DEFAULT 0,
        "require_sso" boolean NOT NULL DEFAULT false,
        "domains" text[] NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_teams" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_teams_seats" CHECK ("seats" BETWEEN 1 AND 10000),
        CONSTRAINT "CHK_teams_remaining_credits" CHECK ("remaining_credits" >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE "team_members" (
        "user_id" uuid NOT NULL,
        "team_id" uuid NOT NULL,
        "role" varchar(8) NOT NULL,
        "monthly_cap" integer,
        "joined_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_team_members" PRIMARY KEY ("user_id"),
        CONSTRAINT "CHK_team_members_role" CHECK ("role" IN ('owner', 'admin', 'member')),
        CONSTRAINT "CHK_team_members_cap" CHECK ("monthly_cap" IS NULL OR "monthly_cap" >= 0),
        CONSTRAINT "FK_team_members_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_team_members_team_id" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_team_members_team_id" ON "team_members" ("team_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_team_members_owner" ON "team_members" ("team_id") WHERE "role" = 'owner'`);
    await queryRunner.query(`
      CREATE TABLE "team_invitations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "team_id" uuid NOT NULL,
        "email" varchar(320) NOT NULL,
        "role" varchar(8) NOT NULL,
        "token_hash" varchar(64) NOT NULL,
        "invited_by" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "accepted_at" timestamptz,
        "accepted_by" uuid,
        "revoked_at" timestamptz,
        CONSTRAINT "PK_team_invitations" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_team_invitations_role" CHECK ("role" IN ('admin', 'member')),
        CONSTRAINT "FK_team_invitations_team_id" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_team_invitations_invited_by" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_team_invitations_accepted_by" FOREIGN KEY ("accepted_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_team_invitations_token_hash" ON "team_invitations" ("token_hash")`);
    // One open invitation per address and team: inviting again replaces the earlier link.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_team_invitations_open" ON "team_invitations" ("team_id", "email") WHERE "accepted_at" IS NULL AND "revoked_at" IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "team_credit_ledger" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "team_id" uuid NOT NULL,
        "user_id" uuid,
        "change" integer NOT NULL,
        "reason" varchar(32) NOT NULL,
        "reference" varchar(200),
        "balance_after" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "PK_team_credit_ledger" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_team_credit_ledger_reason" CHECK ("reason" IN ('contact_reveal', 'member_transfer', 'admin_adjustment')),
        CONSTRAINT "FK_team_credit_ledger_team_id" FOREIGN KEY ("team_id") REFERENCES "teams"("id"),
        CONSTRAINT "FK_team_credit_ledger_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_team_credit_ledger_team_created" ON "team_credit_ledger" ("team_id", "created_at")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_team_credit_ledger_member_created" ON "team_credit_ledger" ("team_id", "user_id", "created_at")`,
    );
    // Append-only, as the users' ledger is (1765310000000-AppendOnlyLedgerAndAudit).
    await queryRunner.query(`
      CREATE TRIGGER "TR_team_credit_ledger_no_update_delete" BEFORE UPDATE OR DELETE ON "team_credit_ledger"
      FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"()`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_team_credit_ledger_no_truncate" BEFORE TRUNCATE ON "team_credit_ledger"
      FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"()`);
    await queryRunner.query(`
      CREATE TABLE "team_reveals" (
        "team_id" uuid NOT NULL,
        "profile_id" bigint NOT NULL,
        "user_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_team_reveals" PRIMARY KEY ("team_id", "profile_id"),
        CONSTRAINT "FK_team_reveals_team_id" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_team_reveals_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_team_reveals_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_team_reveals_profile_id" ON "team_reveals" ("profile_id")`);
    await queryRunner.query(`ALTER TABLE "profile_lists" ADD "team_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "profile_lists" ADD CONSTRAINT "FK_profile_lists_team_id" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_profile_lists_team_id" ON "profile_lists" ("team_id") WHERE "team_id" IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "profile_list_items" ADD "added_by" uuid, ADD "stage_changed_by" uuid, ADD "stage_changed_at" timestamptz`,
    );
    await queryRunner.query(
      `ALTER TABLE "profile_list_items" ADD CONSTRAINT "FK_profile_list_items_added_by" FOREIGN KEY ("added_by") REFERENCES "users"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "profile_list_items" ADD CONSTRAINT "FK_profile_list_items_stage_changed_by" FOREIGN KEY ("stage_changed_by") REFERENCES "users"("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`ALTER TABLE "sessions" ADD "method" varchar(16) NOT NULL DEFAULT 'email'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "method"`);
    await queryRunner.query(`ALTER TABLE "profile_list_items" DROP CONSTRAINT "FK_profile_list_items_stage_changed_by"`);
    await queryRunner.query(`ALTER TABLE "profile_list_items" DROP CONSTRAINT "FK_profile_list_items_added_by"`);
    await queryRunner.query(
      `ALTER TABLE "profile_list_items" DROP COLUMN "stage_changed_at", DROP COLUMN "stage_changed_by", DROP COLUMN "added_by"`,
    );
    await queryRunner.query(`DROP INDEX "IDX_profile_lists_team_id"`);
    await queryRunner.query(`ALTER TABLE "profile_lists" DROP CONSTRAINT "FK_profile_lists_team_id"`);
    await queryRunner.query(`ALTER TABLE "profile_lists" DROP COLUMN "team_id"`);
    await queryRunner.query(`DROP TABLE "team_reveals"`);
    await queryRunner.query(`DROP TABLE "team_credit_ledger"`);
    await queryRunner.query(`DROP TABLE "team_invitations"`);
    await queryRunner.query(`DROP TABLE "team_members"`);
    await queryRunner.query(`DROP TABLE "teams"`);
  }
}
