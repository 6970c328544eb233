import type { DataSource } from 'typeorm';
import { SearchHistoryEntry, SearchType } from './search-history.entity';
import type { SearchFilters, SearchHistoryItem, SearchTypeEnum } from './search.types';

const HISTORY_LIMIT = 200;

/** The searches a user ran: written by the search service, read by the user only. */
export class SearchHistoryService {
  constructor(private readonly ds: DataSource) {}

  async record(userId: string, term: string, type: SearchType, params: Record<string, unknown> | null): Promise<void> {
    const repo = this.ds.getRepository(SearchHistoryEntry);
    await repo.save(repo.create({ userId, term: term.slice(0, 500), type, params }));
  }

  /** The user's own searches, newest first. */
  async list(userId: string): Promise<SearchHistoryItem[]> {
    const rows = await this.ds.getRepository(SearchHistoryEntry).find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return rows.map((r) => ({
      id: r.id,
      searchTerm: r.term,
      type: r.type as SearchTypeEnum,
      filters: (r.params?.filters as SearchFilters | undefined) ?? null,
      persona: (r.params?.persona as string | undefined) ?? null,
      query: (r.params?.query as string | undefined) ?? null,
      createdAt: r.createdAt,
    }));
  }
}
