import type { DataSource } from 'typeorm';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import { SearchHistoryEntry, SearchType } from './search-history.entity';
import type { SearchFilters, SearchHistoryItem, SearchTypeEnum } from './search.types';

const HISTORY_LIMIT = 200;

/** Every search writes this row: one plain statement (no transaction around it, no RETURNING). */
export const RECORD_SEARCH_SQL = 'INSERT INTO search_history (user_id, term, type, params) VALUES ($1, $2, $3, $4)';

/** The values of RECORD_SEARCH_SQL for one search. */
export function recordSearchValues(userId: string, term: string, type: SearchType, params: Record<string, unknown> | null): unknown[] {
  return [userId, term.slice(0, 500), type, params === null ? null : JSON.stringify(params)];
}

/** The searches a user ran: written by the search service, read by the user only. */
export class SearchHistoryService {
  constructor(private readonly ds: DataSource) {}

  async record(userId: string, term: string, type: SearchType, params: Record<string, unknown> | null): Promise<void> {
    await this.ds.query(RECORD_SEARCH_SQL, recordSearchValues(userId, term, type, params));
  }

  /** The user's own searches, newest first: the newest 200 (what GET /api/users/searches answers). */
  async list(userId: string): Promise<SearchHistoryItem[]> {
    const rows = await this.ds.getRepository(SearchHistoryEntry).find({ where: { userId }, order: NEWEST_FIRST, take: HISTORY_LIMIT });
    return rows.map(historyItem);
  }

  /** One page of the user's own searches, newest first, with how many there are in all. */
  async page(userId: string, args: PageArgs): Promise<PageOf<SearchHistoryItem>> {
    const [rows, total] = await this.ds.getRepository(SearchHistoryEntry).findAndCount({
      where: { userId },
      order: NEWEST_FIRST,
      ...skipTake(args),
    });
    return pageOf(rows.map(historyItem), total, args);
  }
}

const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

function historyItem(r: SearchHistoryEntry): SearchHistoryItem {
  return {
    id: r.id,
    searchTerm: r.term,
    type: r.type as SearchTypeEnum,
    filters: (r.params?.filters as SearchFilters | undefined) ?? null,
    persona: (r.params?.persona as string | undefined) ?? null,
    query: (r.params?.query as string | undefined) ?? null,
    createdAt: r.createdAt,
  };
}
