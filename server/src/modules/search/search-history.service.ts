import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import type { SearchHistoryEntry, SearchType } from './search-history.entity';
import { SearchHistoryRepository } from './search-history.repository';
import type { SearchFilters, SearchTypeEnum } from './search-definition.types';
import type { SearchHistoryItem } from './search-history.types';

const HISTORY_LIMIT = 200;

/** How long a search waits for its history row, counted from when the row's insert started. */
export const RECORD_WAIT_MS = 1000;

/** The searches a user ran: written by the search service, read by the user only. */
export class SearchHistoryService {
  private readonly history: SearchHistoryRepository;

  constructor(
    ds: DataSource,
    private readonly logger?: Logger,
  ) {
    this.history = new SearchHistoryRepository(ds);
  }

  async record(userId: string, term: string, type: SearchType, params: Record<string, unknown> | null): Promise<void> {
    await this.history.record(userId, term, type, params);
  }

  /**
   * Writes a search's history row beside the search, never failing it (docs/decisions.md, "Search
   * results"): a failed insert (a full disk, the database away) is logged and the search answers
   * anyway. Resolves when the row is written or has failed, or RECORD_WAIT_MS after it started,
   * whichever comes first, so that the history shows the search as soon as its answer arrives
   * while a stalled insert cannot hold the answer up.
   */
  recordBeside(userId: string, term: string, type: SearchType, params: Record<string, unknown> | null): Promise<void> {
    const written = this.record(userId, term, type, params).catch((err: unknown) => {
      this.logger?.warn({ err }, 'a search could not be written to the history; the search answered anyway');
    });
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, RECORD_WAIT_MS);
      timer.unref();
    });
    return Promise.race([written, waited]).finally(() => clearTimeout(timer));
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
    mustHave: (r.params?.mustHave as string[] | undefined) ?? null,
    createdAt: r.createdAt,
  };
}
