import type { DataSource, EntityManager } from 'typeorm';
import { SearchHistoryEntry, type SearchType } from './search-history.entity';

/** Every search writes this row: one plain statement (no transaction around it, no RETURNING). */
const RECORD_SEARCH_SQL = 'INSERT INTO search_history (user_id, term, type, params) VALUES ($1, $2, $3, $4)';

/** The statements of search_history. Runs on a DataSource or inside a caller's transaction. */
export class SearchHistoryRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Appends a search to the user's history (the term cut to the column's 500 characters). */
  async record(userId: string, term: string, type: SearchType, params: Record<string, unknown> | null): Promise<void> {
    await this.db.query(RECORD_SEARCH_SQL, [userId, term.slice(0, 500), type, params === null ? null : JSON.stringify(params)]);
  }

  /** The user's newest searches, newest first. */
  async newest(userId: string, limit: number): Promise<SearchHistoryEntry[]> {
    return this.db.getRepository(SearchHistoryEntry).find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** One page of the user's searches, newest first, and how many there are. */
  async page(userId: string, page: { skip: number; take: number }): Promise<[SearchHistoryEntry[], number]> {
    return this.db.getRepository(SearchHistoryEntry).findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, ...page });
  }
}
