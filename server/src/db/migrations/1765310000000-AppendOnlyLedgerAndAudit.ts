import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['credit_ledger', 'staff_audit_log'] as const;

/**
 * The credit ledger and the staff audit log are append-only for real (docs/decisions.md, "Staff"):
 * triggers refuse UPDATE and DELETE of any row and TRUNCATE of the table, whatever role runs them,
 * the app's own included (it is not a superuser and cannot set session_replication_role). There is
 * no switch to turn them off from a session: correcting the ledger is a new row, never an edit.
 * Rows that reference a user or a staff account keep them: deleting one that has ledger or audit
 * rows fails too (users and staff are deactivated, not deleted).
 */
export class AppendOnlyLedgerAndAudit1765310000000 implements MigrationInterface {
  name = 'AppendOnlyLedgerAndAudit1765310000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE FUNCTION "refuse_append_only_change"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
                    USING HINT = 'Record a correction as a new row.';
            END
            $$
        `);
    for (const table of TABLES) {
      await queryRunner.query(`
            CREATE TRIGGER "TR_${table}_no_update_delete" BEFORE UPDATE OR DELETE ON "${table}"
            FOR EACH ROW EXECUTE FUNCTION "refuse_append_only_change"()
        `);
      await queryRunner.query(`
            CREATE TRIGGER "TR_${table}_no_truncate" BEFORE TRUNCATE ON "${table}"
            FOR EACH STATEMENT EXECUTE FUNCTION "refuse_append_only_change"()
        `);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(`DROP TRIGGER "TR_${table}_no_truncate" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "TR_${table}_no_update_delete" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "refuse_append_only_change"()`);
  }
}
