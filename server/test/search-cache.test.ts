import type { DataSource } from 'typeorm';
import { createLogger } from '../src/common/logger';
import { emptyQuery, type StructuredQuery } from '../src/modules/search/structured-query';
import { compileSearch } from '../src/providers/people-source/local-index/compiled-query';
import { LocalIndexSource } from '../src/providers/people-source/local-index/local-index.source';
import { searchIndex } from '../src/providers/people-source/local-index/search-index';
import { seedIfEmpty } from '../src/seed/first-start';
import { ownDatabase, type OwnDatabase } from './own-database';

/**
 * The local index's answer cache: what it saves (the same page again, the count of later pages)
 * and that it never changes an answer. On an index of its own, the same 20,000 generated profiles
 * as the shared one: a cached answer is compared with one computed later, so nobody else may write
 * people in between (other files make theirs in the shared index, and a broad search's total is
 * the planner's estimate, which moves as the table grows).
 */
let own: OwnDatabase;
let ds: DataSource;
let statements: string[];

beforeAll(async () => {
  own = await ownDatabase('tl_cache');
  ds = own.ds;
  await seedIfEmpty(ds, { count: 20_000, seed: 42, logger: createLogger('silent') });
  const query = ds.query.bind(ds);
  ds.query = ((sql: string, params?: unknown[]) => {
    statements.push(sql);
    return query(sql, params);
  }) as DataSource['query'];
}, 120_000);

afterAll(async () => {
  await own?.drop();
}, 60_000);

beforeEach(() => {
  statements = [];
});

/** Most of the index: past the size where one statement ranks and counts all matches. */
const broad = (): StructuredQuery => ({ ...emptyQuery(), yearsMin: 2 });
const narrow = (): StructuredQuery => ({ ...emptyQuery(), titles: ['recruiter'], locations: [{ city: 'Berlin', countryCode: 'DE' }] });

describe('the local index answer cache', () => {
  it('answers the same page again without touching the index, with the same answer', async () => {
    const source = new LocalIndexSource(ds, { cacheTtlMs: 60_000 });
    const first = await source.search(narrow(), 1, 10);
    expect(statements.length).toBeGreaterThan(0);
    statements = [];
    const again = await source.search(narrow(), 1, 10);
    expect(statements).toEqual([]);
    expect(again).toEqual(first);
  });

  it('counts a broad search once: later pages read only their ids, and agree with an uncached source', async () => {
    const cached = new LocalIndexSource(ds, { cacheTtlMs: 60_000 });
    const uncached = new LocalIndexSource(ds, { cacheTtlMs: 0 });
    const page1 = await cached.search(broad(), 1, 10);
    expect(page1.exactTotal).toBeGreaterThan(5_000);
    statements = [];
    const page3 = await cached.search(broad(), 3, 10);
    expect(statements.some((sql) => /count\(\*\)/.test(sql) || /^EXPLAIN/.test(sql))).toBe(false);
    expect(statements.length).toBeGreaterThan(0);
    expect(page3).toEqual(await uncached.search(broad(), 3, 10));
    expect(page3.ids).not.toEqual(page1.ids);
  });

  it('caches closest matches per page', async () => {
    const source = new LocalIndexSource(ds, { cacheTtlMs: 60_000 });
    const q: StructuredQuery = { ...narrow(), skills: ['kubernetes'], yearsMin: 30 };
    const first = await source.search(q, 1, 10, { closest: true });
    expect(first.exactTotal).toBe(0);
    expect(first.closestTotal).toBeGreaterThan(0);
    statements = [];
    expect(await source.search(q, 1, 10, { closest: true })).toEqual(first);
    expect(statements).toEqual([]);
  });

  it('reads the index again after invalidate(), and on every search when switched off', async () => {
    const source = new LocalIndexSource(ds, { cacheTtlMs: 60_000 });
    await source.search(narrow(), 1, 10);
    source.invalidate();
    statements = [];
    await source.search(narrow(), 1, 10);
    expect(statements.length).toBeGreaterThan(0);

    const off = new LocalIndexSource(ds, { cacheTtlMs: 0 });
    await off.search(narrow(), 1, 10);
    statements = [];
    await off.search(narrow(), 1, 10);
    expect(statements.length).toBeGreaterThan(0);
  });

  it('forgets an answer after its time', async () => {
    const source = new LocalIndexSource(ds, { cacheTtlMs: 50 });
    await source.search(narrow(), 1, 10);
    await new Promise((r) => setTimeout(r, 80));
    statements = [];
    await source.search(narrow(), 1, 10);
    expect(statements.length).toBeGreaterThan(0);
  });
});

describe('the job-title dictionary', () => {
  it.each(['engineer', 'product manager', 'recruiter', 'vp of sales', 'data scientist', 'backend engineer', 'no such title anywhere'])(
    "'%s' finds at least every profile whose current title holds the phrase, the literal titles first",
    async (title) => {
      const source = new LocalIndexSource(ds, { cacheTtlMs: 0 });
      const q: StructuredQuery = { ...emptyQuery(), titles: [title], locations: title === 'engineer' ? [{ countryCode: 'DE' }] : [] };
      const prepared = await source.prepare(q);
      const tm = prepared.titleMatch!;
      for (const key of tm.met) expect(key).toBe(key.toLowerCase());
      for (const key of tm.literal) expect(tm.met).toContain(key);
      // Every profile the phrase finds in its own title is found (families and synonyms may add more).
      const byPhrase = await searchIndex(ds, compileSearch(q), 1, 10_000);
      const byDictionary = await searchIndex(ds, compileSearch(prepared), 1, 10_000);
      expect(byDictionary.total).toBeGreaterThanOrEqual(byPhrase.total);
      const found = new Set(byDictionary.ids);
      for (const id of byPhrase.ids) expect(found.has(id)).toBe(true);
      if (title === 'no such title anywhere') expect(byDictionary.total).toBe(0);
      else expect(byDictionary.total).toBeGreaterThan(0);
    },
  );
});
