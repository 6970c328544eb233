import type { DataSource } from 'typeorm';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import type { SearchHistoryEntry, SearchType } from './search-history.entity';
import { SearchHistoryRepository } from './search-history.repository';
import type { SearchFilters, SearchHistoryItem, SearchTypeEnum } from './search.types';

const HISTORY_LIMIT = 200;

/** The searches a user ran: written by the search service, read by the user only. */
export class SearchHistoryService {
  private readonly history: SearchHistoryRepository;

  constructor(ds: DataSource) {
    this.history = new SearchHistoryRepository(ds);
  }

  async record(userId: string, term: string, type: SearchType, params: Record<string, unknown> | null): Promise<void> {
    await this.history.record(userId, term, type, params);
  }

  /** The user's own searches, newest first: the newest 200 (what GET /api/users/searches answers). */
  async list(userId: string): Promise<SearchHistoryItem[]> {
    const rows = await this.history.newest(userId, HISTORY_LIMIT);
    return rows.map(historyItem);
  }

  /** One page of the user's own searches, newest first, with how many there are in all. */
  async page(userId: string, args: PageArgs): Promise<PageOf<SearchHistoryItem>> {
    const [rows, total] = await this.history.page(userId, skipTake(args));
    return pageOf(rows.map(historyItem), total, args);
  }
}

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
