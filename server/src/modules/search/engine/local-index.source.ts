import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import type { ReadQueries } from '../../../common/read-queries';
import type { PeopleCount, PeopleSearchPage, PeopleSource, ResultChecks, SearchOptions } from '../people-source';
import type { StructuredQuery } from '../structured-query';
import { type ClosestPage, closestMatches } from './closest-matches';
import { type CompiledSearch, compileSearch, SEARCH_TABLE } from './compiled-query';
import { countMatches, type Counted, estimateRows } from './counting';
import { explainMatches } from './explain';
import { type ExactPage, searchIndex } from './search-index';
import { SkillDictionary } from './skill-dictionary';
import { TitleDictionary } from './title-dictionary';

/** How many searches the cache keeps (their pages, counts and closest matches). */
const CACHE_ENTRIES = 5_000;
/**
 * A search with keywords asks its skills' words of the keyword index (compiled-query's skillWordsOf)
 * when the planner estimates at least this many people for the rest of it: below, reading those
 * few rows costs less than the keyword index (a frontend engineer in Berlin who knows TypeScript:
 * 9 ms plain, 45 ms with the words, at five million profiles).
 */
const SKILL_WORDS_FROM = 5_000;

type Cached = ExactPage | Counted | ClosestPage | PeopleCount | { none: true };

/**
 * The embedded default: the profile index in this PostgreSQL.
 *
 * A page lists the exact matches first, then, once they run out, the closest matches (one ranked
 * list, paged together). Answers are kept for `cacheTtlMs` (SEARCH_CACHE_SECONDS): a page of
 * exact matches, their total, and a page of closest matches. Paging through a search counts its
 * matches once, and going back to a page, or re-running a search from the history, reads it
 * again without touching the index. The index changes only when profiles are loaded or written;
 * `invalidate()` drops everything then, and the time limit bounds how stale an answer can be
 * when another process loads.
 *
 * The SQL is beside it, built from fragments (sql.ts): compiled-query.ts (a query as graded
 * constraints), search-index.ts and counting.ts (a page of exact matches and their total),
 * closest-matches.ts (the best partial matches), explain.ts (why each result is there),
 * title-dictionary.ts (title phrases as titles), skill-dictionary.ts (a skill as the skills containing it).
 */
export class LocalIndexSource implements PeopleSource {
  readonly name = 'local';
  private readonly cache: LRUCache<string, Cached> | null;
  /** Title phrase(s) -> the graded job_titles keys they stand for. */
  private readonly titles = new LRUCache<string, NonNullable<StructuredQuery['titleMatch']>>({ max: 10_000, ttl: 60_000 });
  readonly dictionary: TitleDictionary;
  private readonly skills: SkillDictionary;

  /** Where the index is read: a read replica in the rotation, else the primary (db/read-replicas.ts). */
  private readonly read: ReadQueries;
  private readonly fence: () => void;

  /** SKILL_WORDS_FROM, or another bound (0: always, where the search has skills and keywords). */
  private readonly skillWordsFrom: number;

  constructor(ds: DataSource, opts: { cacheTtlMs?: number; read?: ReadQueries; fence?: () => void; skillWordsFrom?: number } = {}) {
    this.skillWordsFrom = opts.skillWordsFrom ?? SKILL_WORDS_FROM;
    this.read = opts.read ?? ((work) => work(ds));
    this.fence = opts.fence ?? (() => undefined);
    this.cache = opts.cacheTtlMs && opts.cacheTtlMs > 0 ? new LRUCache({ max: CACHE_ENTRIES, ttl: opts.cacheTtlMs }) : null;
    this.dictionary = new TitleDictionary(ds);
    this.skills = new SkillDictionary(ds);
  }

  /**
   * The query with its title phrases resolved against the job-title dictionary (titleMatch), so
   * that title constraints are answered from the title b-tree, and its skills against the skills
   * of the index (skillMatch: a skill and those containing it). Resolutions are kept for a minute.
   */
  async prepare(q: StructuredQuery, cacheScope?: string): Promise<StructuredQuery> {
    let out = q;
    if (q.skills.length > 0 && !q.skillMatch) out = { ...out, skillMatch: await this.skills.resolve(q.skills) };
    if (q.titles.length === 0 || q.titleMatch) return out;
    const phrases = [...new Set(q.titles.map((t) => t.trim().toLowerCase()))].sort();
    const key = JSON.stringify([cacheScope ?? '', phrases]);
    let match = this.titles.get(key);
    if (!match) {
      // A scope's first resolution reads the titles afresh: a title first written a moment ago counts.
      if (cacheScope) this.dictionary.forget();
      match = await this.dictionary.resolve(phrases);
      this.titles.set(key, match);
    }
    return { ...out, titleMatch: match };
  }

  async search(query: StructuredQuery, page: number, pageSize: number, opts: SearchOptions = {}): Promise<PeopleSearchPage> {
    if (await this.nobodyAdded(query)) return { ids: [], exactOnPage: 0, exactTotal: 0, approximate: false, closestTotal: 0 };
    const q = await this.prepare(query, opts.cacheScope);
    const c = await this.compile(q);
    const key = JSON.stringify([opts.cacheScope ?? '', c.key]);
    const exact = await this.cached(`page:${page}:${pageSize}:${key}`, async () => {
      const known = this.cache?.get(`count:${key}`) as Counted | undefined;
      const found = await this.read((ds) => searchIndex(ds, c, page, pageSize, known));
      this.cache?.set(`count:${key}`, { total: found.total, approximate: found.approximate });
      return found;
    });
    const result: PeopleSearchPage = {
      ids: exact.ids,
      exactOnPage: exact.ids.length,
      exactTotal: exact.total,
      approximate: exact.approximate,
      closestTotal: 0,
    };
    // Closest matches follow the exact ones: asked for only when this page reaches past them (a
    // search whose every constraint is a must-have has none).
    if (exact.approximate || exact.total >= page * pageSize) return result;
    const offset = Math.max(0, (page - 1) * pageSize - exact.total);
    const limit = pageSize - exact.ids.length;
    const closest = await this.cached(`closest:${offset}:${limit}:${opts.cacheScope ?? ''}:${JSON.stringify(q)}`, async () => {
      return (await this.read((ds) => closestMatches(ds, q, offset, limit))) ?? { none: true as const };
    });
    if ('none' in closest) return result;
    return { ...result, ids: [...exact.ids, ...closest.ids], closestTotal: closest.total, closestApproximate: closest.approximate };
  }

  async count(query: StructuredQuery, opts: SearchOptions = {}): Promise<PeopleCount> {
    if (await this.nobodyAdded(query)) return { exactTotal: 0, approximate: false, closestTotal: 0 };
    const q = await this.prepare(query, opts.cacheScope);
    const c = await this.compile(q);
    // The exact SQL and the must-haves: the same constraints with other must-haves have other closest matches.
    return this.cached(`total:${JSON.stringify([opts.cacheScope ?? '', c.key, q.required ?? null])}`, async () => {
      const exact = await this.read((ds) => countMatches(ds, c));
      // As a search lists them: closest matches only after an exact number of exact ones.
      const closest = !exact.approximate ? await this.read((ds) => closestMatches(ds, q, 0, 0)) : null;
      return { exactTotal: exact.total, approximate: exact.approximate, closestTotal: closest?.total ?? 0 };
    });
  }

  async explain(query: StructuredQuery, ids: string[], opts: SearchOptions = {}): Promise<Map<string, ResultChecks>> {
    const q = await this.prepare(query, opts.cacheScope);
    return this.read((ds) => explainMatches(ds, q, ids));
  }

  /** The query's SQL, with its skills' words asked of the keyword index when the rest of it is broad (SKILL_WORDS_FROM). */
  private async compile(q: StructuredQuery): Promise<CompiledSearch> {
    const c = compileSearch(q);
    if (!c.rest) return c;
    const rest = c.rest;
    const rows = await this.read((ds) => estimateRows(ds, SEARCH_TABLE, rest));
    return rows >= this.skillWordsFrom ? c : compileSearch(q, { skillWords: false });
  }

  /**
   * Whether the query asks only for profiles added after a time (a saved search's "new since") and
   * nobody was added since: one look at the index on profiles.created_at, so that the usual run of
   * a saved search (nobody new) skips the closest matches' bands, each a statement of its own.
   */
  private async nobodyAdded(q: StructuredQuery): Promise<boolean> {
    if (!q.addedAfter) return false;
    const [row] = await this.read((ds) =>
      ds.query<Array<{ any: boolean }>>('SELECT EXISTS (SELECT 1 FROM profiles WHERE created_at > $1::timestamptz) AS any', [q.addedAfter]),
    );
    return !row?.any;
  }

  private async cached<T extends Cached>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.cache?.get(key) as T | undefined;
    if (hit) return hit;
    const found = await compute();
    this.cache?.set(key, found);
    return found;
  }

  /** Forgets every cached answer, title lookup and skill lookup (after profiles were loaded or written). */
  invalidate(): void {
    // Reads stay on the primary until the replicas have the change, so an answer cached from now on has it.
    this.fence();
    this.cache?.clear();
    this.titles.clear();
    this.dictionary.forget();
    this.skills.forget();
  }
}
