import type { DataSource, EntityManager } from 'typeorm';

/** Records that user $1 revealed profile $2; a row comes back only when this call recorded it. */
const INSERT_REVEAL_SQL = `INSERT INTO contact_reveals (user_id, profile_id) VALUES ($1, $2)
  ON CONFLICT DO NOTHING RETURNING profile_id`;

/**
 * The statements of contact_reveals (one row per user and profile revealed). Opening a profile
 * reads it too (profile.repository.ts), as does a list's export (lists.repository.ts). Runs on a
 * DataSource or inside a caller's transaction.
 */
export class ContactsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Whether this call recorded the reveal (false when the user had revealed the profile before). */
  async insertReveal(userId: string, profileId: string): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(INSERT_REVEAL_SQL, [userId, profileId]);
    return inserted.length > 0;
  }
}
