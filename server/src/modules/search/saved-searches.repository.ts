import type { DataSource, EntityManager } from 'typeorm';
import type { SavedSearch, SavedSearchAlertName } from './saved-search.entity';
import type { SearchType } from './search-history.entity';

const SAVED_COLUMNS = 'id, user_id, name, type, query, params, created_at, last_run_at, previous_run_at, alert, alert_sent_at, alert_token';

/** A row of saved_searches as the statements answer it. */
export interface SavedSearchRow {
  id: string;
  user_id: string;
  name: string;
  type: SearchType;
  query: string | null;
  params: Record<string, unknown> | null;
  created_at: Date;
  last_run_at: Date;
  previous_run_at: Date | null;
  alert: SavedSearchAlertName;
  alert_sent_at: Date | null;
  /** The unsubscribe link's secret: for the alert e-mails only, never answered by the API. */
  alert_token: string | null;
}

/** A due alert: its saved search, and whom to mail. */
export interface DueAlertRow extends SavedSearchRow {
  alert_sent_at: Date;
  email: string;
  first_name: string | null;
}

/** Saved search $2 when it is user $1's. */
const OWN_SQL = `SELECT ${SAVED_COLUMNS} FROM saved_searches WHERE user_id = $1 AND id = $2`;

/** Every saved search of user $1, newest first. */
const OWN_ALL_SQL = `SELECT ${SAVED_COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`;

/**
 * Run times are kept to the millisecond, as JavaScript and the API carry them, so that a run's
 * `since` passed back by a client is exactly the time stored.
 */
const RUN_TIME = "date_trunc('milliseconds', clock_timestamp())";

/** $6: the alert; when it is on, it counts from now and gets its unsubscribe token $7. */
const INSERT_SQL = `
  INSERT INTO saved_searches (user_id, name, type, query, params, last_run_at, alert, alert_sent_at, alert_token)
  VALUES ($1, $2, $3, $4, $5, ${RUN_TIME}, $6::varchar,
          CASE WHEN $6::varchar = 'off' THEN NULL ELSE ${RUN_TIME} END, CASE WHEN $6::varchar = 'off' THEN NULL ELSE $7 END)
  RETURNING ${SAVED_COLUMNS}`;

/** How many saved searches user $1 keeps. */
const COUNT_OWN_SQL = 'SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1';

/** Makes another save by user $1 wait until the transaction ends: counting and adding are then one step. */
const LOCK_USER_SAVES_SQL = `SELECT pg_advisory_xact_lock(hashtextextended('saved_searches:' || $1, 0))`;

const RENAME_SQL = `UPDATE saved_searches SET name = $3 WHERE user_id = $1 AND id = $2 RETURNING ${SAVED_COLUMNS}`;

const DELETE_SQL = 'DELETE FROM saved_searches WHERE user_id = $1 AND id = $2 RETURNING id';

/**
 * A new run of saved search $2 of user $1: the last run becomes the previous one, now the last. One
 * statement, so two runs at once each move it once (the second waits for the first's row lock).
 */
const RECORD_RUN_SQL = `
  UPDATE saved_searches SET previous_run_at = last_run_at, last_run_at = greatest(${RUN_TIME}, last_run_at)
   WHERE user_id = $1 AND id = $2 RETURNING ${SAVED_COLUMNS}`;

/**
 * Sets the alert $3 of saved search $2 of user $1. Turned on (from off), it counts from now and gets
 * a new unsubscribe token $4 (links of earlier alerts stop working); daily <-> weekly keeps both, so
 * nobody is skipped; turned off, the rest stays as it was. (In SET, \`alert\` is the old value.)
 */
const SET_ALERT_SQL = `
  UPDATE saved_searches
     SET alert_sent_at = CASE WHEN $3::varchar <> 'off' AND alert = 'off' THEN ${RUN_TIME} ELSE alert_sent_at END,
         alert_token = CASE WHEN $3::varchar <> 'off' AND alert = 'off' THEN $4 ELSE alert_token END,
         alert = $3::varchar
   WHERE user_id = $1 AND id = $2 RETURNING ${SAVED_COLUMNS}`;

/** Turns off the alert whose unsubscribe token is $1: the saved search's name and the alert it had. */
const UNSUBSCRIBE_SQL = `
  WITH old AS (SELECT id, alert FROM saved_searches WHERE alert_token = $1 FOR UPDATE)
  UPDATE saved_searches s SET alert = 'off' FROM old WHERE s.id = old.id
  RETURNING s.id, s.name, old.alert AS was`;

/**
 * The alerts due: daily ones last sent at or before $1, weekly ones at or before $2 (<= $1), oldest
 * first, at most $3, with their owner's address (users, by table).
 */
const DUE_ALERTS_SQL = `
  SELECT ${SAVED_COLUMNS.replace(/(^|, )/g, '$1s.')}, u.email, u.first_name
    FROM saved_searches s JOIN users u ON u.id = s.user_id
   WHERE s.alert <> 'off' AND s.alert_sent_at <= $1
     AND (s.alert = 'daily' OR s.alert_sent_at <= $2)
   ORDER BY s.alert_sent_at, s.id
   LIMIT $3`;

/**
 * Where an alert run starts counting, in the database's clock (profiles.created_at is the database's
 * \`now()\`: the start of the transaction that wrote the profile): now, or just before the oldest
 * transaction still open on this database, whichever is earlier. A profile the run cannot see yet
 * (its transaction is open) was therefore created after it, and is new for the next alert; one
 * the run sees but created after it is left for the next alert too (saved-search-alerts.service.ts).
 * Sessions of other roles show no xact_start and are not counted: the app writes as one role.
 */
const ALERT_RUN_START_SQL = `
  SELECT date_trunc('milliseconds', least(clock_timestamp(), (
           SELECT min(xact_start) FROM pg_stat_activity
            WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
         ))) - interval '1 millisecond' AS at`;

/**
 * Moves the alert of saved search $1 from $2 to $3, unless it was turned off or moved meanwhile
 * (compared to the millisecond, as JavaScript read it).
 */
const MARK_ALERT_SENT_SQL = `
  UPDATE saved_searches SET alert_sent_at = $3
   WHERE id = $1 AND alert <> 'off' AND date_trunc('milliseconds', alert_sent_at) = $2 RETURNING id`;

/** Which of the profiles $1 were added to the index after $2. */
const ADDED_AFTER_SQL = 'SELECT id::text AS id FROM profiles WHERE id = ANY($1::bigint[]) AND created_at > $2';

/** The statements of saved_searches. Runs on a DataSource or inside a caller's transaction. */
export class SavedSearchesRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async findOwn(userId: string, id: string): Promise<SavedSearchRow | null> {
    const rows: SavedSearchRow[] = await this.db.query(OWN_SQL, [userId, id]);
    return rows[0] ?? null;
  }

  async listOwn(userId: string): Promise<SavedSearchRow[]> {
    return this.db.query(OWN_ALL_SQL, [userId]);
  }

  async countOwn(userId: string): Promise<number> {
    const [row] = (await this.db.query(COUNT_OWN_SQL, [userId])) as Array<{ n: number }>;
    return row.n;
  }

  /** Until the caller's transaction ends, another save by this user waits (see LOCK_USER_SAVES_SQL). */
  async lockSavesOf(userId: string): Promise<void> {
    await this.db.query(LOCK_USER_SAVES_SQL, [userId]);
  }

  /** `alertToken`: used when the alert is on. */
  async insert(
    row: Pick<SavedSearch, 'userId' | 'name' | 'type' | 'query' | 'params' | 'alert'> & { alertToken: string },
  ): Promise<SavedSearchRow> {
    const rows: SavedSearchRow[] = await this.db.query(INSERT_SQL, [
      row.userId,
      row.name,
      row.type,
      row.query,
      row.params === null ? null : JSON.stringify(row.params),
      row.alert,
      row.alertToken,
    ]);
    return rows[0];
  }

  /** `token`: the new unsubscribe token, used when the alert is turned on from off (SET_ALERT_SQL). */
  async setAlert(userId: string, id: string, alert: SavedSearchAlertName, token: string): Promise<SavedSearchRow | null> {
    const [rows] = (await this.db.query(SET_ALERT_SQL, [userId, id, alert, token])) as [SavedSearchRow[], number];
    return rows[0] ?? null;
  }

  /** Turns off the alert of this unsubscribe token: which saved search, and the alert it had; null for an unknown token. */
  async unsubscribe(token: string): Promise<{ id: string; name: string; was: SavedSearchAlertName } | null> {
    const [rows] = (await this.db.query(UNSUBSCRIBE_SQL, [token])) as [
      Array<{ id: string; name: string; was: SavedSearchAlertName }>,
      number,
    ];
    return rows[0] ?? null;
  }

  /** The alerts due (see DUE_ALERTS_SQL), oldest first. */
  async dueAlerts(dailyBefore: Date, weeklyBefore: Date, max: number): Promise<DueAlertRow[]> {
    return this.db.query(DUE_ALERTS_SQL, [dailyBefore, weeklyBefore, max]);
  }

  /** Where an alert run starts counting (ALERT_RUN_START_SQL). */
  async alertRunStart(): Promise<Date> {
    const [row] = (await this.db.query(ALERT_RUN_START_SQL)) as Array<{ at: Date }>;
    return row.at;
  }

  /** Moves an alert on to `to` if it is still on and still at `from`; whether it moved. */
  async markAlertSent(id: string, from: Date, to: Date): Promise<boolean> {
    const [rows] = (await this.db.query(MARK_ALERT_SENT_SQL, [id, from, to])) as [unknown[], number];
    return rows.length > 0;
  }

  async rename(userId: string, id: string, name: string): Promise<SavedSearchRow | null> {
    const [rows] = (await this.db.query(RENAME_SQL, [userId, id, name])) as [SavedSearchRow[], number];
    return rows[0] ?? null;
  }

  async deleteOwn(userId: string, id: string): Promise<boolean> {
    const [rows] = (await this.db.query(DELETE_SQL, [userId, id])) as [unknown[], number];
    return rows.length > 0;
  }

  async recordRun(userId: string, id: string): Promise<SavedSearchRow | null> {
    const [rows] = (await this.db.query(RECORD_RUN_SQL, [userId, id])) as [SavedSearchRow[], number];
    return rows[0] ?? null;
  }

  /** The ids among `ids` of profiles added to the index after `since`. */
  async addedAfter(ids: readonly string[], since: Date): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: Array<{ id: string }> = await this.db.query(ADDED_AFTER_SQL, [ids, since]);
    return new Set(rows.map((r) => r.id));
  }
}
