import type { DataSource } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { CompanyDirectory } from './company-directory';
import type { PeopleSearchPage, PeopleSource } from './people-source';
import { RECORD_WAIT_MS, SearchHistoryService } from './search-history.service';
import { SearchService } from './search.service';
import { SearchTypeEnum } from './search-definition.types';

/**
 * The history row is written while the index is searched, and never fails the search
 * (docs/decisions.md, "Search results"): an insert that fails (a full disk, the database away) is
 * handled from the start, never an unhandled rejection (which stops the server), logged, and the
 * search answers; an insert that hangs holds the answer up at most RECORD_WAIT_MS.
 * server/test/database-disk-full.test.ts checks the same against a real PostgreSQL whose disk is full.
 */
describe('SearchService and its history row', () => {
  const noCompanies = { all: () => Promise.resolve([]) } as unknown as CompanyDirectory;
  const noMatches: PeopleSearchPage = { ids: [], exactOnPage: 0, exactTotal: 0, approximate: false, closestTotal: 0 };

  function logger() {
    const warnings: unknown[] = [];
    return { warnings, logger: { warn: (obj: unknown) => warnings.push(obj) } as unknown as Logger };
  }

  /** Rejections nobody handled while a test ran (one would stop the server). */
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });

  /** A history whose insert goes to `query`. */
  function historyWith(query: () => Promise<unknown>, log: Logger) {
    const ds = { query } as unknown as DataSource;
    const source = (outcome: () => PeopleSearchPage): PeopleSource => ({
      name: 'test',
      search: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return outcome();
      },
      explain: () => Promise.resolve(new Map()),
      count: () => Promise.resolve({ exactTotal: 0, approximate: false, closestTotal: 0 }),
    });
    return { history: new SearchHistoryService(ds, log), source };
  }

  it('answers the search when its history insert fails, and logs the failure', async () => {
    const insertFailed = Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
    const { warnings, logger: log } = logger();
    const { history, source } = historyWith(() => Promise.reject(insertFailed), log);
    const service = new SearchService(
      {} as DataSource,
      source(() => noMatches),
      noCompanies,
      history,
      365,
    );
    const result = await service.search('user-1', { type: SearchTypeEnum.ai, query: 'engineer', page: 1 });
    expect(result.totalResults).toBe(0);
    expect(warnings).toEqual([{ err: insertFailed }]);
  });

  it("reports the search's own failure when both fail", async () => {
    const searchFailed = new Error('search failed');
    const { logger: log } = logger();
    const { history, source } = historyWith(() => Promise.reject(new Error('insert failed')), log);
    const failing = source(() => {
      throw searchFailed;
    });
    const service = new SearchService({} as DataSource, failing, noCompanies, history, 365);
    await expect(service.search('user-1', { type: SearchTypeEnum.ai, query: 'engineer', page: 1 })).rejects.toBe(searchFailed);
  });

  it('waits for a history insert that does not answer at most RECORD_WAIT_MS', async () => {
    const { logger: log } = logger();
    const { history, source } = historyWith(() => new Promise(() => undefined), log);
    const service = new SearchService(
      {} as DataSource,
      source(() => noMatches),
      noCompanies,
      history,
      365,
    );
    const started = Date.now();
    const result = await service.search('user-1', { type: SearchTypeEnum.ai, query: 'engineer', page: 1 });
    expect(result.totalResults).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RECORD_WAIT_MS - 5);
    expect(Date.now() - started).toBeLessThan(RECORD_WAIT_MS + 1000);
  });
});
