import type { DataSource, EntityManager } from 'typeorm';

/** The cached result of profile $1 by engine $2, version $3. */
const READ_SQL = 'SELECT result FROM profile_analyses WHERE profile_id = $1 AND engine = $2 AND engine_version = $3';

/** Drops the cached result of profile $1 by engine $2, version $3. */
const DELETE_ONE_SQL = 'DELETE FROM profile_analyses WHERE profile_id = $1 AND engine = $2 AND engine_version = $3';

/** Drops every cached result of profile $1. */
const DELETE_ALL_OF_PROFILE_SQL = 'DELETE FROM profile_analyses WHERE profile_id = $1';

/**
 * Stores a result; a row of the same month is left as it is (the first one wins), one of an
 * earlier month is replaced.
 */
const STORE_SQL = `INSERT INTO profile_analyses (profile_id, engine, engine_version, result, created_at)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (profile_id, engine, engine_version) DO UPDATE SET result = EXCLUDED.result, created_at = EXCLUDED.created_at
  WHERE profile_analyses.result->>'referenceMonth' IS DISTINCT FROM EXCLUDED.result->>'referenceMonth'`;

/** Which cached analysis: of a profile, by an engine and its version. */
export interface AnalysisKey {
  profileId: string;
  engine: string;
  engineVersion: string;
}

/** The statements of profile_analyses, the analysis cache. Runs on a DataSource or inside a caller's transaction. */
export class AnalysisRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** The stored row (its result as stored: the caller checks its shape), or null. */
  async read(key: AnalysisKey): Promise<{ result: unknown } | null> {
    const rows: Array<{ result: unknown }> = await this.db.query(READ_SQL, [key.profileId, key.engine, key.engineVersion]);
    return rows[0] ?? null;
  }

  async delete(key: AnalysisKey): Promise<void> {
    await this.db.query(DELETE_ONE_SQL, [key.profileId, key.engine, key.engineVersion]);
  }

  async deleteAllOf(profileId: string): Promise<void> {
    await this.db.query(DELETE_ALL_OF_PROFILE_SQL, [profileId]);
  }

  /** Stores a result, unless one of the same referenceMonth is there (STORE_SQL). */
  async store(key: AnalysisKey, result: object, createdAt: Date): Promise<void> {
    await this.db.query(STORE_SQL, [key.profileId, key.engine, key.engineVersion, JSON.stringify(result), createdAt]);
  }
}
