import type { DataSource } from 'typeorm';
import { SEARCH_KEY_COLUMNS } from '../../profiles/profile-search-row';
import type { StructuredQuery } from '../structured-query';
import { type Constraint, constraintsOf, exclusionOf, fromOf, keywordTableOf, SEARCH_TABLE, TIE_BREAK } from './compiled-query';
import { join, ps, readingFrom, type SearchColumn, type Sql, sql } from './sql';

/** Closest matches are drawn from a pool of candidates estimated this large or smaller. */
const POOL_ESTIMATE = 40_000;
/**
 * At most this many candidates of a band are ranked and counted: all of them when it is smaller,
 * the first the index gives otherwise (no sort of the whole band), a bound on the work when a
 * band is large or the planner's estimate was low.
 */
const CLOSEST_CANDIDATES = 10_000;
/** ... and with keywords, whose grade reads each ranked candidate's document from the table. */
const KEYWORD_CANDIDATES = 3_000;
/** The columns of profile_search a ranking statement may read: the id, the title and every key column. */
const CANDIDATE_COLUMNS: SearchColumn[] = ['profile_id', 'title_key', ...SEARCH_KEY_COLUMNS];

export interface ClosestPage {
  ids: string[];
  total: number;
  /** The pool was larger than the candidates ranked: `total` counts only those, so there are more. */
  approximate: boolean;
}

/**
 * The closest matches of a search: profiles that keep every must-have and miss some nice-to-have,
 * best first. Must-haves (by default the role and the place) are never relaxed: they are part of
 * every pool. The nice-to-haves rank them: first by how many a profile meets, then by how well,
 * weighted (each constraint's grade times its weight: a skill or the years before a seniority a
 * level away); a lookalike search (rankBy 'likeness') by how nearly the role and the place are
 * kept, then the rest. The better profile first among equals (TIE_BREAK).
 *
 * The candidates are the first pool estimated at POOL_ESTIMATE or fewer of:
 * 1. everyone who keeps the must-haves (when there are any);
 * 2. with a role or a place among the nice-to-haves, those who keep them loosely (a title of the
 *    same family or function, a nearby city or the same country), then as asked;
 * 3. those who keep the must-haves and meet one nice-to-have, the rarest first.
 * Of a pool at most CLOSEST_CANDIDATES (KEYWORD_CANDIDATES with keywords) are ranked and counted;
 * when the pool held more, the count says so (approximate: more than it).
 * A search whose constraints are all must-haves has no closest matches.
 */
export async function closestMatches(ds: DataSource, q: StructuredQuery, offset: number, limit: number): Promise<ClosestPage | null> {
  const cs = constraintsOf(q);
  const wishes = cs.filter((c) => !c.required);
  if (wishes.length === 0) return null;
  const keywordTable = keywordTableOf(q);
  const from = fromOf(SEARCH_TABLE, keywordTable);
  const excluded = exclusionOf(q);
  const both = (xs: Array<Sql | null>) =>
    join(
      xs.filter((x): x is Sql => x !== null),
      ' AND ',
    );
  const musts = cs.filter((c) => c.required).map((c) => c.met);
  const metCount = join(
    wishes.map((c) => sql`(CASE WHEN ${c.met} THEN 1 ELSE 0 END)`),
    ' + ',
  );
  const weighted = (xs: Constraint[]) =>
    xs.length > 0
      ? sql`(${join(
          xs.map((c) => sql`${c.weight} * ${c.grade}`),
          ' + ',
        )}) DESC, `
      : sql``;
  const rank =
    q.rankBy === 'likeness'
      ? sql`${weighted(wishes.filter((c) => c.role !== 'soft'))}${weighted(wishes.filter((c) => c.role === 'soft'))}`
      : sql`(${metCount}) DESC, ${weighted(wishes)}`;
  const notExact = sql`NOT (${join(
    wishes.map((c) => c.met),
    ' AND ',
  )})`;
  const everything = join([...cs.flatMap((c) => [c.met, c.grade]), ...(excluded ? [excluded] : [])], ' ');
  const columns = CANDIDATE_COLUMNS.filter((c) => c === 'profile_id' || c === 'quality' || everything.reads(c));
  const cap = q.keywords ? KEYWORD_CANDIDATES : CLOSEST_CANDIDATES;
  // Ranked candidates carry no keyword document (a sample of index columns): with keywords each
  // candidate's document is read from the table again, as psd.doc.
  const ranking = (fragment: Sql) => (q.keywords ? readingFrom({ doc: 'psd' }, fragment) : fragment);
  const estimate = async (where: Sql): Promise<number> => {
    const plan = await ds.query(...sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${where}`.render());
    return plan[0]['QUERY PLAN'][0].Plan['Plan Rows'] as number;
  };
  /**
   * A page of a pool and how many it ranks. At most `cap` candidates of the pool are read, from the
   * indexes alone; those that miss a nice-to-have are ranked and counted (a keyword is checked on
   * the documents of the candidates only).
   */
  const band = async (pool: Sql): Promise<ClosestPage> => {
    const where = both([pool, excluded]);
    const sample = sql`(SELECT ${join(
      columns.map((c) => ps[c]),
      ', ',
    )} FROM ${from} WHERE ${where} LIMIT ${cap}) ps`;
    const ranked = fromOf(q.keywords ? sql`${sample} JOIN profile_search psd ON psd.profile_id = ps.profile_id` : sample, keywordTable);
    const missing = ranking(notExact);
    const order = ranking(rank);
    // A pool with a title and no keyword is read from the title index, which carries every other
    // column it checks, stopping at `cap` candidates: cheaper than the bitmaps of a large pool.
    const run = <Row>(statement: Sql): Promise<Row[]> =>
      where.reads('title_key') && !where.reads('doc')
        ? ds.transaction(async (m) => {
            await m.query('SET LOCAL enable_bitmapscan = off');
            return m.query(...statement.render());
          })
        : ds.query(...statement.render());
    // Whether the pool had more candidates than were ranked: asked only when the count could be cut
    // short (at least half the cap missing something).
    const capped = async (total: number): Promise<boolean> => {
      if (total * 2 < cap) return false;
      const [{ n }] = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${cap}) s`);
      return n >= cap;
    };
    if (limit > 0) {
      const rows = await run<{ id: string; total: number }>(
        sql`SELECT ${ps.profile_id}::text AS id, count(*) OVER ()::int AS total FROM ${ranked} WHERE ${missing}
         ORDER BY ${order}${TIE_BREAK} LIMIT ${limit} OFFSET ${offset}`,
      );
      if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0].total, approximate: await capped(rows[0].total) };
      if (offset === 0) return { ids: [], total: 0, approximate: false };
    }
    const [{ n }] = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${ranked} WHERE ${missing}`);
    return { ids: [], total: n, approximate: await capped(n) };
  };
  const found = (page: ClosestPage): ClosestPage | null => (page.total > 0 ? page : null);

  // 1. Everyone who keeps the must-haves: complete when it is small enough.
  if (musts.length > 0 && (await estimate(both(musts))) <= POOL_ESTIMATE) return found(await band(both(musts)));
  // 2. A role or a place among the nice-to-haves, kept loosely, then as asked.
  const role = wishes.filter((c) => c.role === 'role' && c.pool);
  const place = wishes.filter((c) => c.role === 'place' && c.pool);
  const pools: Sql[] = [];
  if (role.length > 0 && place.length > 0) pools.push(both([...role, ...place].map((c) => c.pool!)));
  if (place.length > 0) pools.push(both(place.map((c) => c.pool!)), both(place.map((c) => c.met)));
  if (role.length > 0) pools.push(both(role.map((c) => c.pool!)), both(role.map((c) => c.met)));
  const tryPools = async (candidates: Sql[]): Promise<ClosestPage | null> => {
    for (const pool of candidates) {
      const where = both([...musts, pool]);
      if ((await estimate(where)) > POOL_ESTIMATE) continue;
      const page = await band(where);
      if (page.total > 0) return page;
    }
    return null;
  };
  // 3. The must-haves and one nice-to-have, the rarest first.
  // (Without must-haves, one nice-to-have alone is met by everyone of its own pool.)
  const loosened = await tryPools(pools);
  if (loosened || (musts.length === 0 && wishes.length < 2)) return loosened;
  return tryPools(await bySelectivity(ds, from, wishes));
}

/** The constraints' own conditions, most selective first by the planner's estimate (plans, not scans). */
async function bySelectivity(ds: DataSource, from: Sql, cs: Constraint[]): Promise<Sql[]> {
  const estimates = await Promise.all(
    cs.map(async (c) => {
      const plan = await ds.query(...sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${c.met}`.render());
      return { met: c.met, rows: plan[0]['QUERY PLAN'][0].Plan['Plan Rows'] as number };
    }),
  );
  return estimates.sort((a, b) => a.rows - b.rows).map((e) => e.met);
}
