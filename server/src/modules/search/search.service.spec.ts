import type { DataSource } from 'typeorm';
import type { CompanyDirectory } from './company-directory';
import type { PeopleSearchPage, PeopleSource } from './people-source';
import type { SearchHistoryService } from './search-history.service';
import { SearchService } from './search.service';
import { SearchTypeEnum } from './search.types';

/**
 * The history row is written while the index is searched. An insert that fails while the search
 * still runs (a search text PostgreSQL refuses, such as one holding a NUL byte) must be handled
 * from the start, never an unhandled rejection (which stops the server), and reported as the
 * search's failure. server-process.test.ts checks the same on the real process.
 */
describe('SearchService and its history row', () => {
  const noCompanies = { all: () => Promise.resolve([]) } as unknown as CompanyDirectory;
  const noMatches: PeopleSearchPage = { ids: [], exactOnPage: 0, exactTotal: 0, approximate: false, closestTotal: 0 };

  /** A history whose insert fails at once, and whether a handler was on it when the search ran. */
  function failingInsert(err: Error) {
    const state = { handledBeforeSearch: false, handled: false };
    const history = {
      record: () => {
        const rejected = Promise.reject(err);
        const then = rejected.then.bind(rejected);
        // .catch() and .then() both come through here.
        rejected.then = ((onFulfilled, onRejected) => {
          if (onRejected) state.handled = true;
          return then(onFulfilled, onRejected);
        }) as typeof rejected.then;
        return rejected;
      },
    } as unknown as SearchHistoryService;
    const source = (outcome: () => PeopleSearchPage): PeopleSource => ({
      name: 'test',
      search: async () => {
        state.handledBeforeSearch = state.handled;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return outcome();
      },
      explain: () => Promise.resolve(new Map()),
      count: () => Promise.resolve({ exactTotal: 0, approximate: false, closestTotal: 0 }),
    });
    return { state, history, source };
  }

  it('handles a failed insert where it starts and reports it after the search', async () => {
    const insertFailed = new Error('insert failed');
    const { state, history, source } = failingInsert(insertFailed);
    const service = new SearchService(
      {} as DataSource,
      source(() => noMatches),
      noCompanies,
      history,
    );
    await expect(service.search('user-1', { type: SearchTypeEnum.ai, query: 'engineer', page: 1 })).rejects.toBe(insertFailed);
    expect(state.handledBeforeSearch).toBe(true);
  });

  it("reports the search's own failure when both fail", async () => {
    const searchFailed = new Error('search failed');
    const { state, history, source } = failingInsert(new Error('insert failed'));
    const failing = source(() => {
      throw searchFailed;
    });
    const service = new SearchService({} as DataSource, failing, noCompanies, history);
    await expect(service.search('user-1', { type: SearchTypeEnum.ai, query: 'engineer', page: 1 })).rejects.toBe(searchFailed);
    expect(state.handledBeforeSearch).toBe(true);
  });
});
