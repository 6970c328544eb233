import type { DataSource, EntityManager } from 'typeorm';

/** The value of setting $1 (no row: none). */
const VALUE_SQL = 'SELECT value FROM app_settings WHERE key = $1';

/** The value of setting $1, its row locked until the transaction ends: concurrent changes of one setting wait here. */
const LOCK_VALUE_SQL = 'SELECT value FROM app_settings WHERE key = $1 FOR UPDATE';

/** Sets setting $1 to the JSON $2, changed by staff member $3 (null: nobody). */
const WRITE_SQL = `INSERT INTO app_settings (key, value, updated_at, updated_by) VALUES ($1, $2::jsonb, CURRENT_TIMESTAMP, $3)
  ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`;

/** The statements of app_settings. Runs on a DataSource or inside a caller's transaction. */
export class SettingsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** The stored value (as JSON reads), or undefined when the key has no row. */
  async value(key: string): Promise<unknown> {
    const rows: Array<{ value: unknown }> = await this.db.query(VALUE_SQL, [key]);
    return rows.length > 0 ? rows[0].value : undefined;
  }

  /** Like `value`, and the row stays locked until the caller's transaction ends. */
  async lockValue(key: string): Promise<unknown> {
    const rows: Array<{ value: unknown }> = await this.db.query(LOCK_VALUE_SQL, [key]);
    return rows.length > 0 ? rows[0].value : undefined;
  }

  async write(key: string, value: unknown, updatedBy: string | null): Promise<void> {
    await this.db.query(WRITE_SQL, [key, JSON.stringify(value), updatedBy]);
  }
}
