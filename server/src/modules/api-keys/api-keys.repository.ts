import type { DataSource, EntityManager } from 'typeorm';
import { ApiKey } from './api-key.entity';

/** What the key check reads of key $1 (by hash). Every request with a key runs this: one plain statement on a unique index. */
const KEY_CHECK_SQL = `
  SELECT id, user_id AS "userId", revoked_at AS "revokedAt", last_used_at AS "lastUsedAt"
    FROM api_keys WHERE key_hash = $1`;

/** Marks key $1 used at $2, unless it was marked within the last minute (another process may have). */
const TOUCH_SQL = `
  UPDATE api_keys SET last_used_at = $2
   WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $2::timestamptz - interval '1 minute')`;

/** Holds user $1's row until the transaction ends, so two creations at once count each other's key. */
const LOCK_OWNER_SQL = 'SELECT id FROM users WHERE id = $1 FOR UPDATE';

const COUNT_ACTIVE_SQL = 'SELECT count(*)::int AS n FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL';

const COLUMNS = `id, name, prefix, created_at AS "createdAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"`;

/** User $1's keys, the working ones first, newest first. */
const KEYS_OF_USER_SQL = `SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 ORDER BY revoked_at IS NOT NULL, created_at DESC, id DESC`;

/** Revokes key $2 when it is user $1's (one already revoked keeps its time); answers it either way. */
const REVOKE_OWN_SQL = `
  UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $3)
   WHERE id = $2 AND user_id = $1
  RETURNING ${COLUMNS}`;

/** What the key check needs to know of a key. */
export interface ApiKeyState {
  id: string;
  userId: string;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** A key as its owner's list shows it. */
export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The statements of api_keys. Runs on a DataSource or inside a caller's transaction. */
export class ApiKeysRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async findForCheck(keyHash: string): Promise<ApiKeyState | null> {
    const rows: ApiKeyState[] = await this.db.query(KEY_CHECK_SQL, [keyHash]);
    return rows[0] ?? null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.db.query(TOUCH_SQL, [id, at]);
  }

  async lockOwner(userId: string): Promise<void> {
    await this.db.query(LOCK_OWNER_SQL, [userId]);
  }

  async countActive(userId: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(COUNT_ACTIVE_SQL, [userId]);
    return rows[0].n;
  }

  async insert(fields: Pick<ApiKey, 'userId' | 'name' | 'prefix' | 'keyHash'>): Promise<ApiKeyRow> {
    const keys = this.db.getRepository(ApiKey);
    const saved = await keys.save(keys.create({ ...fields, lastUsedAt: null, revokedAt: null }));
    return {
      id: saved.id,
      name: saved.name,
      prefix: saved.prefix,
      createdAt: saved.createdAt,
      lastUsedAt: saved.lastUsedAt,
      revokedAt: saved.revokedAt,
    };
  }

  async keysOf(userId: string): Promise<ApiKeyRow[]> {
    return this.db.query(KEYS_OF_USER_SQL, [userId]);
  }

  async revokeOwn(userId: string, id: string, at: Date): Promise<ApiKeyRow | null> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, count].
    const [rows]: [ApiKeyRow[], number] = await this.db.query(REVOKE_OWN_SQL, [userId, id, at]);
    return rows[0] ?? null;
  }
}
