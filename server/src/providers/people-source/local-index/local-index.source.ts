import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import type { PeopleSearchPage, PeopleSource } from '../../../modules/search/people-source';
import type { StructuredQuery } from '../../../modules/search/structured-query';
import { closestMatches } from './closest-matches';
import { compileSearch } from './compiled-query';
import type { Counted } from './counting';
import { searchIndex } from './search-index';

/** How many searches the cache keeps (their pages, counts and closest matches). */
const CACHE_ENTRIES = 5_000;

/**
 * The embedded default: the profile index in this PostgreSQL.
 *
 * Answers are kept for `cacheTtlMs` (SEARCH_CACHE_SECONDS): a page, the total of a search, and
 * its closest matches. Paging through a search counts its matches once, and going back to a
 * page, or re-running a search from the history, reads it again without touching the index.
 * The index changes only when profiles are loaded or written; `invalidate()` drops everything
 * then, and the time limit bounds how stale an answer can be when another process loads.
 *
 * The SQL is beside it: compiled-query.ts (a query as conditions and a tsquery), search-index.ts
 * and counting.ts (a page and its total), closest-matches.ts (the best partial matches).
 */
export class LocalIndexSource implements PeopleSource {
  readonly name = 'local';
  private readonly cache: LRUCache<string, PeopleSearchPage | Counted> | null;
  /** Title phrase -> the job_titles keys it matches. */
  private readonly titles = new LRUCache<string, string[]>({ max: 10_000, ttl: 60_000 });

  constructor(
    private readonly ds: DataSource,
    opts: { cacheTtlMs?: number } = {},
  ) {
    this.cache = opts.cacheTtlMs && opts.cacheTtlMs > 0 ? new LRUCache({ max: CACHE_ENTRIES, ttl: opts.cacheTtlMs }) : null;
  }

  /**
   * The query with its title phrases looked up in the job-title dictionary (titleKeys), so that
   * title constraints are answered from the title b-tree. Lookups are kept for a minute.
   */
  async prepare(q: StructuredQuery): Promise<StructuredQuery> {
    if (q.titles.length === 0 || q.titleKeys) return q;
    const keys = new Set<string>();
    for (const title of q.titles) for (const key of await this.titleKeys(title)) keys.add(key);
    return { ...q, titleKeys: [...keys].sort() };
  }

  private async titleKeys(title: string): Promise<string[]> {
    const phrase = title.trim().toLowerCase();
    const known = this.titles.get(phrase);
    if (known) return known;
    const rows: Array<{ key: string }> = await this.ds.query(
      `SELECT title_key AS key FROM job_titles WHERE doc @@ phraseto_tsquery('english', $1) ORDER BY title_key`,
      [phrase],
    );
    const keys = rows.map((r) => r.key);
    this.titles.set(phrase, keys);
    return keys;
  }

  async search(query: StructuredQuery, page: number, pageSize: number): Promise<PeopleSearchPage> {
    const c = compileSearch(await this.prepare(query));
    if (!this.cache) return searchIndex(this.ds, c, page, pageSize);
    const key = JSON.stringify([c.from, c.tiers, c.params]);
    const pageKey = `page:${page}:${pageSize}:${key}`;
    const hit = this.cache.get(pageKey) as PeopleSearchPage | undefined;
    if (hit) return hit;
    const found = await searchIndex(this.ds, c, page, pageSize, this.cache.get(`count:${key}`) as Counted | undefined);
    this.cache.set(pageKey, found);
    this.cache.set(`count:${key}`, { total: found.total, approximate: found.approximate });
    return found;
  }

  async closest(query: StructuredQuery, page: number, pageSize: number): Promise<PeopleSearchPage | null> {
    const q = await this.prepare(query);
    if (!this.cache) return closestMatches(this.ds, q, page, pageSize);
    const key = `closest:${page}:${pageSize}:${JSON.stringify(q)}`;
    const hit = this.cache.get(key) as PeopleSearchPage | undefined;
    if (hit) return hit;
    const found = await closestMatches(this.ds, q, page, pageSize);
    if (found) this.cache.set(key, found);
    return found;
  }

  /** Forgets every cached answer and title lookup (after profiles were loaded or written). */
  invalidate(): void {
    this.cache?.clear();
    this.titles.clear();
  }
}
