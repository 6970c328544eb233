import type { DataSource } from 'typeorm';
import { createLogger } from '../src/common/logger';
import { emptyQuery, type StructuredQuery } from '../src/modules/search/structured-query';
import { LocalIndexSource } from '../src/modules/search/engine/local-index.source';
import { seedIfEmpty } from '../src/seed/first-start';
import { ownDatabase, type OwnDatabase } from './own-database';
import { limit } from './time-limits';

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
  own = await ownDatabase('tl_cache', { seededWith: 20_000 });
  ds = own.ds;
  await seedIfEmpty(ds, { count: 20_000, seed: 42, logger: createLogger('silent') });
  const query = ds.query.bind(ds);
  ds.query = ((sql: string, params?: unknown[]) => {
    statements.push(sql);
    return query(sql, params);
  }) as DataSource['query'];
}, limit(120_000));

afterAll(async () => {
  await own?.drop();
}, limit(60_000));

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
    const first = await source.search(q, 1, 10);
    expect(first.exactTotal).toBe(0);
    expect(first.closestTotal).toBeGreaterThan(0);
    statements = [];
    expect(await source.search(q, 1, 10)).toEqual(first);
    expect(statements).toEqual([]);
  });

  it('keeps the counts of the same constraints with other must-haves apart, as an uncached source counts them', async () => {
    const cached = new LocalIndexSource(ds, { cacheTtlMs: 60_000 });
    const uncached = new LocalIndexSource(ds, { cacheTtlMs: 0 });
    const q: StructuredQuery = { ...narrow(), skills: ['kubernetes'] };
    const placeKept = { ...q, required: ['title', 'location'] };
    const placeGives = { ...q, required: ['title'] };
    const kept = await cached.count(placeKept);
    const gives = await cached.count(placeGives);
    expect(kept).toEqual(await uncached.count(placeKept));
    expect(gives).toEqual(await uncached.count(placeGives));
    // Recruiters anywhere without Kubernetes outnumber those in Berlin.
    expect(gives.closestTotal).toBeGreaterThan(kept.closestTotal);
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
  /** The stored titles that hold the phrase as whole words (plurals aside), by SQL over the dictionary. */
  const titlesHolding = async (phrase: string): Promise<string[]> => {
    const pattern = `\\y${phrase.split(' ').join('[\\s-]+')}s?\\y`;
    const rows: Array<{ key: string }> = await ds.query(`SELECT title_key AS key FROM job_titles WHERE title_key ~* $1`, [pattern]);
    return rows.map((r) => r.key);
  };

  it.each(['engineer', 'product manager', 'recruiter', 'vp of sales', 'data scientist', 'backend engineer', 'no such title anywhere'])(
    "'%s' stands for every title that holds it as whole words, and ranks those first",
    async (title) => {
      const source = new LocalIndexSource(ds, { cacheTtlMs: 0 });
      const prepared = await source.prepare({ ...emptyQuery(), titles: [title] });
      const tm = prepared.titleMatch!;
      for (const key of tm.met) expect(key).toBe(key.toLowerCase());
      const holding = await titlesHolding(title);
      for (const key of holding) expect(tm.literal).toContain(key);
      for (const key of tm.literal) expect(tm.met).toContain(key);
      if (title === 'no such title anywhere') expect(tm.met).toEqual([]);
      else expect(holding.length).toBeGreaterThan(0);
    },
  );

  it('compares whole words, never stems: engineer is not engineering, developer not development', async () => {
    const source = new LocalIndexSource(ds, { cacheTtlMs: 0 });
    const engineer = (await source.prepare({ ...emptyQuery(), titles: ['engineer'] })).titleMatch!;
    expect(engineer.literal.some((k) => /engineering/.test(k) && !/\bengineer\b/.test(k))).toBe(false);
    const developer = (await source.prepare({ ...emptyQuery(), titles: ['developer'] })).titleMatch!;
    expect(developer.literal.some((k) => /development/.test(k) && !/\bdeveloper\b/.test(k))).toBe(false);
  });

  it("a specialisation names the specialisation's titles however they are written", async () => {
    const source = new LocalIndexSource(ds, { cacheTtlMs: 0 });
    const backend = (await source.prepare({ ...emptyQuery(), titles: ['backend engineer'] })).titleMatch!;
    expect(backend.met).toEqual(expect.arrayContaining(['software engineer, backend', 'backend developer', 'senior backend engineer']));
    expect(backend.met.some((k) => /frontend/.test(k))).toBe(false);
  });
});
