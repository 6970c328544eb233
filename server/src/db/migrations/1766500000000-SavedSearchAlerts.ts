import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved-search alerts (issue 34): a saved search may e-mail its owner, daily or weekly, who is new
 * since the last alert (modules/search/saved-search-alerts.service.ts).
 *
 * - `alert`: off, daily or weekly.
 * - `alert_sent_at`: the people added to the index after it are new for the next alert; set when
 *   the alert is turned on, moved by each alert run (mail or not).
 * - `alert_token`: the secret of the e-mail's unsubscribe link. A random token in a column (with a
 *   unique index to find it) rather than a signed one (a JWT): it is revocable (a new one each time
 *   the alert is turned on again, gone with the saved search), has no expiry to choose, keeps the
 *   link short, and needs no key rotation story. It is kept as it is, not hashed, because every
 *   e-mail of an alert must carry the same working link (a hash would need a new token per mail,
 *   breaking the links of earlier mails), and all it can do is turn one alert off.
 * - While the alert is on, neither is null (CHK_saved_searches_alert_on).
 * - The due alerts are read oldest first from a partial index of the alerts that are on.
 */
export class SavedSearchAlerts1766500000000 implements MigrationInterface {
  name = 'SavedSearchAlerts1766500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "saved_searches"
        ADD "alert" varchar(8) NOT NULL DEFAULT 'off',
        ADD "alert_sent_at" timestamptz,
        ADD "alert_token" varchar(64),
        ADD CONSTRAINT "CHK_saved_searches_alert" CHECK ("alert" IN ('off', 'daily', 'weekly')),
        ADD CONSTRAINT "CHK_saved_searches_alert_on" CHECK ("alert" = 'off' OR ("alert_sent_at" IS NOT NULL AND "alert_token" IS NOT NULL))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_saved_searches_alert_token" ON "saved_searches" ("alert_token")`);
    await queryRunner.query(`CREATE INDEX "IDX_saved_searches_alert_due" ON "saved_searches" ("alert_sent_at") WHERE "alert" <> 'off'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_saved_searches_alert_due"`);
    await queryRunner.query(`DROP INDEX "UQ_saved_searches_alert_token"`);
    await queryRunner.query(`
      ALTER TABLE "saved_searches"
        DROP CONSTRAINT "CHK_saved_searches_alert_on",
        DROP CONSTRAINT "CHK_saved_searches_alert",
        DROP COLUMN "alert_token",
        DROP COLUMN "alert_sent_at",
        DROP COLUMN "alert"`);
  }
}
