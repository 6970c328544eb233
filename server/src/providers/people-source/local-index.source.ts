import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import type { KeywordExpr } from '../../modules/search/interpretation.types';
import type { StructuredQuery } from '../../modules/search/structured-query';
import type { PeopleSearchPage, PeopleSource } from '../../modules/search/people-source';

/** Counting stops here; beyond it the total is the planner's estimate, marked approximate. */
export const EXACT_COUNT_LIMIT = 10_000;

/** Collects the parameters of one statement and hands out their $n placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** A keyword expression as a tsquery built from parameters (never from spliced text). */
export function tsqueryOf(expr: KeywordExpr, p: Params): string {
  switch (expr.kind) {
    case 'term':
      return `${expr.phrase ? 'phraseto_tsquery' : 'plainto_tsquery'}('english', ${p.add(expr.text)})`;
    case 'and':
      return `(${expr.items.map((e) => tsqueryOf(e, p)).join(' && ')})`;
    case 'or':
      return `(${expr.items.map((e) => tsqueryOf(e, p)).join(' || ')})`;
    case 'not':
      return `(!! ${tsqueryOf(expr.item, p)})`;
  }
}

/**
 * The WHERE conditions every matching profile satisfies, one per constraint. `weights`, when given,
 * receives how much each counts when ranking partial matches: the role (title, function) twice.
 */
export function conditionsOf(q: StructuredQuery, p: Params, weights: number[] = []): string[] {
  const where: string[] = [];
  if (q.titles.length > 0) {
    where.push(
      q.titleKeys
        ? `ps.title_key = ANY(${p.add(q.titleKeys, '::varchar[]')})`
        : `(${q.titles.map((t) => `ps.title_doc @@ phraseto_tsquery('english', ${p.add(t)})`).join(' OR ')})`,
    );
    weights.push(2);
  }
  if (q.functions.length > 0) {
    where.push(`ps.job_function = ANY(${p.add(q.functions, '::varchar[]')})`);
    weights.push(2);
  }
  while (weights.length < where.length) weights.push(1);
  if (q.seniorities.length > 0) where.push(`ps.seniority = ANY(${p.add(q.seniorities, '::smallint[]')})`);
  if (q.locations.length > 0) {
    const cities = q.locations.filter((l) => l.city);
    const countries = q.locations.filter((l) => !l.city && l.countryCode).map((l) => l.countryCode);
    const parts: string[] = [];
    if (cities.length > 0) {
      // One condition per city so that the index on city_key serves it; the country tells apart cities of the same name.
      parts.push(
        ...cities.map((c) =>
          c.countryCode
            ? `(ps.city_key = ${p.add(c.city!.toLowerCase())} AND ps.country_code = ${p.add(c.countryCode)})`
            : `ps.city_key = ${p.add(c.city!.toLowerCase())}`,
        ),
      );
    }
    if (countries.length > 0) parts.push(`ps.country_code = ANY(${p.add(countries, '::bpchar[]')})`);
    where.push(`(${parts.join(' OR ')})`);
  }
  if (q.currentCompanyIds.length > 0) where.push(`ps.current_company_id = ANY(${p.add(q.currentCompanyIds, '::int[]')})`);
  if (q.pastCompanyIds.length > 0) {
    const ids = p.add(q.pastCompanyIds, '::int[]');
    where.push(`ps.company_ids && ${ids} AND (ps.current_company_id IS NULL OR NOT ps.current_company_id = ANY(${ids}))`);
  }
  if (q.industries.length > 0) where.push(`ps.industry = ANY(${p.add(q.industries, '::varchar[]')})`);
  if (q.pastIndustries.length > 0) {
    const keys = p.add(q.pastIndustries, '::text[]');
    where.push(`ps.industries && ${keys} AND (ps.industry IS NULL OR NOT ps.industry = ANY(${keys}))`);
  }
  if (q.skills.length > 0) {
    where.push(
      `ps.skill_keys ${q.skillsMatch === 'any' ? '&&' : '@>'} ${p.add(
        q.skills.map((s) => s.toLowerCase()),
        '::text[]',
      )}`,
    );
  }
  if (q.yearsMin !== null) where.push(`ps.years >= ${p.add(q.yearsMin, '::smallint')}`);
  if (q.yearsMax !== null) where.push(`ps.years <= ${p.add(q.yearsMax, '::smallint')}`);
  if (q.schools.length > 0)
    where.push(
      `ps.school_keys && ${p.add(
        q.schools.map((s) => s.toLowerCase()),
        '::text[]',
      )}`,
    );
  if (q.degrees.length > 0) where.push(`ps.degree_levels && ${p.add(q.degrees, '::text[]')}`);
  while (weights.length < where.length) weights.push(1);
  return where;
}

export interface CompiledSearch {
  /** The FROM clause: the search table, and the keyword tsquery computed once. */
  from: string;
  /** WHERE clauses of the ranking tiers, best first; together they are exactly the matches. */
  tiers: string[];
  /** WHERE clause of every match. */
  where: string;
  params: unknown[];
}

/**
 * The SQL of a search. Ranking: with keywords, profiles whose name or current title match come
 * first (tier 1, head_doc), then those matching in past titles, companies or skills (tier 2,
 * core_doc), then the rest (tier 3); within a tier, ties break on the profile id, so pages never
 * repeat or skip. Each tier has its own GIN index, so PostgreSQL answers `ORDER BY id LIMIT n`
 * by walking the primary key when a tier is dense and from the index when it is sparse. All
 * statements share one parameter list.
 */
export function compileSearch(q: StructuredQuery): CompiledSearch {
  const p = new Params();
  const where = conditionsOf(q, p);
  if (!q.keywords) {
    const all = where.length > 0 ? where.join(' AND ') : 'TRUE';
    return { from: 'profile_search ps', tiers: [all], where: all, params: p.values };
  }
  const tsq = tsqueryOf(q.keywords, p);
  where.push('ps.doc @@ kq.q');
  const all = where.join(' AND ');
  return {
    from: `profile_search ps, (SELECT ${tsq} AS q) kq`,
    tiers: [
      `${all} AND ps.head_doc @@ kq.q`,
      `${all} AND ps.core_doc @@ kq.q AND NOT (ps.head_doc @@ kq.q)`,
      `${all} AND NOT (ps.core_doc @@ kq.q)`,
    ],
    where: all,
    params: p.values,
  };
}

type Runner = <Row>(sql: string, params: unknown[]) => Promise<Row[]>;

/** One page of ids: tier after tier, each asked only for what the page still needs. */
export async function pageIds(run: Runner, c: CompiledSearch, page: number, pageSize: number): Promise<string[]> {
  const ids: string[] = [];
  let skip = (page - 1) * pageSize;
  for (const tier of c.tiers) {
    const need = pageSize - ids.length;
    if (need === 0) break;
    const rows = await run<{ id: string }>(
      `SELECT ps.profile_id::text AS id FROM ${c.from} WHERE ${tier} ORDER BY ps.profile_id LIMIT ${need} OFFSET ${skip}`,
      c.params,
    );
    ids.push(...rows.map((r) => r.id));
    if (rows.length > 0) skip = 0;
    else if (skip > 0) {
      // The page starts past this tier: step over all of it.
      const [{ n }] = await run<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${c.from} WHERE ${tier} LIMIT ${skip}) t`,
        c.params,
      );
      skip -= n;
    }
  }
  return ids;
}

/** Above this many estimated matches, counting walks the table and stops early instead of building a bitmap. */
const BROAD_ESTIMATE = 30_000;
/** From this many estimated matches on, the total is the estimate without counting (see searchIndex). */
const TRUSTED_ESTIMATE = 10 * EXACT_COUNT_LIMIT;
/** Up to this many estimated matches, one statement finds them all once: the page and the exact count together. */
const SMALL_ESTIMATE = 5_000;

/** The planner's estimate of how many profiles match (a plan, not a scan: well under a millisecond). */
export async function estimateMatches(ds: DataSource, c: CompiledSearch): Promise<number> {
  const plan = await ds.query(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${c.from} WHERE ${c.where}`, c.params);
  return Math.round(plan[0]['QUERY PLAN'][0].Plan['Plan Rows'] as number);
}

/**
 * The exact total up to EXACT_COUNT_LIMIT; beyond, the planner's estimate, marked approximate.
 * For a broad search a bitmap of every match would cost more than it saves, so the count walks
 * the table and stops at EXACT_COUNT_LIMIT + 1 matches; it stays exact whatever the estimate said.
 */
export async function countMatches(ds: DataSource, c: CompiledSearch, estimate?: number): Promise<{ total: number; approximate: boolean }> {
  const planned = estimate ?? (await estimateMatches(ds, c));
  const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${c.from} WHERE ${c.where} LIMIT ${EXACT_COUNT_LIMIT + 1}) t`;
  const [{ n }] =
    planned > BROAD_ESTIMATE
      ? await ds.transaction(async (m) => {
          await m.query('SET LOCAL enable_bitmapscan = off');
          return m.query(countSql, c.params);
        })
      : await ds.query(countSql, c.params);
  if (n <= EXACT_COUNT_LIMIT) return { total: n, approximate: false };
  return { total: Math.max(EXACT_COUNT_LIMIT + 1, planned), approximate: true };
}

/** A small match set in one statement: every match ranked once, the page cut from it, the count beside. */
async function smallSearch(ds: DataSource, c: CompiledSearch, page: number, pageSize: number): Promise<PeopleSearchPage> {
  const order =
    c.tiers.length > 1 ? 'CASE WHEN ps.head_doc @@ kq.q THEN 1 WHEN ps.core_doc @@ kq.q THEN 2 ELSE 3 END, ps.profile_id' : 'ps.profile_id';
  const rows: Array<{ id: string; total: number }> = await ds.query(
    `SELECT ps.profile_id::text AS id, count(*) OVER ()::int AS total FROM ${c.from} WHERE ${c.where} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    c.params,
  );
  // A page past the end has no rows to carry the count.
  const total = rows.length > 0 ? rows[0].total : page > 1 ? (await countMatches(ds, c, 0)).total : 0;
  return { ids: rows.map((r) => r.id), total, approximate: false };
}

/** Partial matches are ranked only among the profiles of one constraint this selective, or fewer. */
const CLOSEST_CANDIDATES = 60_000;

/**
 * The profiles that match the most of the constraints when none matches all: the most selective
 * constraint (by the planner's estimate) must hold, the others count their weight (the role twice,
 * the rest once); best score first, ties on the profile id.
 */
export async function closestMatches(ds: DataSource, q: StructuredQuery, page: number, pageSize: number): Promise<PeopleSearchPage | null> {
  const p = new Params();
  const weights: number[] = [];
  const parts = conditionsOf(q, p, weights);
  const plainFrom = 'profile_search ps';
  let from = plainFrom;
  if (q.keywords) {
    from = `profile_search ps, (SELECT ${tsqueryOf(q.keywords, p)} AS q) kq`;
    parts.push('ps.doc @@ kq.q');
    weights.push(1);
  }
  if (parts.length < 2) return null;
  // The planner's estimate of each constraint alone (plans, not scans), asked side by side.
  const estimates = await Promise.all(
    parts.map(async (part) => {
      const [sql, values] = renumber(
        `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${part.includes('kq.q') ? from : plainFrom} WHERE ${part}`,
        p.values,
      );
      const plan = await ds.query(sql, values);
      return plan[0]['QUERY PLAN'][0].Plan['Plan Rows'] as number;
    }),
  );
  const anchor = estimates.indexOf(Math.min(...estimates));
  if (estimates[anchor] > CLOSEST_CANDIDATES) return null;
  const score = parts
    .map((part, i) => (i === anchor ? null : `(CASE WHEN (${part}) THEN ${weights[i]} ELSE 0 END)`))
    .filter(Boolean)
    .join(' + ');
  const rows: Array<{ id: string; total: number }> = await ds.query(
    `SELECT ps.profile_id::text AS id, count(*) OVER ()::int AS total FROM ${from} WHERE ${parts[anchor]} AND (${score}) > 0
     ORDER BY ${score} DESC, ps.profile_id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    p.values,
  );
  if (rows.length === 0 && page === 1) return null;
  const total =
    rows[0]?.total ?? (await ds.query(`SELECT count(*)::int AS n FROM ${from} WHERE ${parts[anchor]} AND (${score}) > 0`, p.values))[0].n;
  return { ids: rows.map((r) => r.id), total, approximate: false, closest: true };
}

/** A statement that uses only some of the parameters, with them numbered $1.. and their values. */
function renumber(sql: string, values: unknown[]): [string, unknown[]] {
  const used: number[] = [];
  const out = sql.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (!used.includes(i)) used.push(i);
    return `$${used.indexOf(i) + 1}`;
  });
  return [out, used.map((i) => values[i])];
}

/** How many searches the cache keeps (their pages, counts and closest matches). */
const CACHE_ENTRIES = 5_000;

type Counted = { total: number; approximate: boolean };

/**
 * The embedded default: the profile index in this PostgreSQL.
 *
 * Answers are kept for `cacheTtlMs` (SEARCH_CACHE_SECONDS): a page, the total of a search, and
 * its closest matches. Paging through a search counts its matches once, and going back to a
 * page, or re-running a search from the history, reads it again without touching the index.
 * The index changes only when profiles are loaded or written; `invalidate()` drops everything
 * then, and the time limit bounds how stale an answer can be when another process loads.
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

/**
 * One page and the total, by the cheapest route the estimate suggests. With the total already
 * known (an earlier page of the same search), only the page is read.
 */
export async function searchIndex(
  ds: DataSource,
  c: CompiledSearch,
  page: number,
  pageSize: number,
  counted?: Counted,
): Promise<PeopleSearchPage> {
  const run: Runner = (sql, params) => ds.query(sql, params);
  if (counted && (counted.approximate || counted.total > SMALL_ESTIMATE)) {
    return { ids: await pageIds(run, c, page, pageSize), ...counted };
  }
  const estimate = await estimateMatches(ds, c);
  if (estimate <= SMALL_ESTIMATE) return smallSearch(ds, c, page, pageSize);
  // Ten times past the exact limit the planner's estimate is the answer: counting to the limit
  // would only confirm that the total is approximate.
  if (estimate >= TRUSTED_ESTIMATE) return { ids: await pageIds(run, c, page, pageSize), total: estimate, approximate: true };
  const [ids, total] = await Promise.all([pageIds(run, c, page, pageSize), countMatches(ds, c, estimate)]);
  return { ids, ...total };
}
