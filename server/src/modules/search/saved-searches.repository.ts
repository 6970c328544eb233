import type { DataSource, EntityManager } from 'typeorm';
import { SavedSearch } from './saved-search.entity';
import type { SearchType } from './search-history.entity';

const SAVED_COLUMNS = 'id, user_id, name, type, query, params, created_at, last_run_at, previous_run_at';

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

const INSERT_SQL = `
  INSERT INTO saved_searches (user_id, name, type, query, params, last_run_at) VALUES ($1, $2, $3, $4, $5, ${RUN_TIME})
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

  async insert(row: Pick<SavedSearch, 'userId' | 'name' | 'type' | 'query' | 'params'>): Promise<SavedSearchRow> {
    const rows: SavedSearchRow[] = await this.db.query(INSERT_SQL, [
      row.userId,
      row.name,
      row.type,
      row.query,
      row.params === null ? null : JSON.stringify(row.params),
    ]);
    return rows[0];
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
