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
}

/**
 * The closest matches of a search: profiles that miss some constraint, best first. Each is graded
 * on every constraint; the role (title, function, seniority) and the place are near-hard.
 *
 * Two bands, the first listed whole before the second:
 * 1. those who keep the role and the place as asked (and miss something softer), ranked by the
 *    soft constraints (skills, companies, industries, years, schools, degrees, keywords);
 * 2. those who keep them loosely: a title of the same family or function, a nearby city or the
 *    same country (a pool that drops the place, then the role, only when nobody keeps them),
 *    ranked by their grades (3 × title, 2 × function, seniority, 2 × place), then the soft ones.
 * So closest matches never drop a place or a role while any profile keeps them. Within a band the
 * better profile comes first among equals (TIE_BREAK).
 *
 * The second band's pool is the first estimated at POOL_ESTIMATE or fewer. Of each band at most
 * CLOSEST_CANDIDATES (KEYWORD_CANDIDATES with keywords) are ranked and counted. A query with neither role
 * nor place, or whose pools are all larger, ranks those who meet it in part, its rarest
 * constraint first.
 */
export async function closestMatches(ds: DataSource, q: StructuredQuery, offset: number, limit: number): Promise<ClosestPage | null> {
  const cs = constraintsOf(q);
  if (cs.length === 0) return null;
  const keywordTable = keywordTableOf(q);
  const from = fromOf(SEARCH_TABLE, keywordTable);
  const excluded = exclusionOf(q);
  const sum = (xs: Constraint[]) =>
    xs.length > 0
      ? sql`(${join(
          xs.map((c) => sql`${c.weight} * ${c.grade}`),
          ' + ',
        )}) DESC, `
      : sql``;
  const near = sum(cs.filter((c) => c.role !== 'soft'));
  const soft = sum(cs.filter((c) => c.role === 'soft'));
  const notExact = sql`NOT (${join(
    cs.map((c) => c.met),
    ' AND ',
  )})`;
  const role = cs.filter((c) => c.role === 'role' && c.pool);
  const place = cs.filter((c) => c.role === 'place' && c.pool);
  const both = (xs: Array<Sql | null>) =>
    join(
      xs.filter((x): x is Sql => x !== null),
      ' AND ',
    );
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
   * A page of a band and the band's size. At most `cap` candidates of the pool are read, from the
   * indexes alone; those that miss something are ranked and counted (a keyword is checked on the
   * documents of the candidates only).
   */
  const band = async (pool: Sql, skip: number, take: number): Promise<{ ids: string[]; total: number }> => {
    const where = both([pool, excluded]);
    const sample = sql`(SELECT ${join(
      columns.map((c) => ps[c]),
      ', ',
    )} FROM ${from} WHERE ${where} LIMIT ${cap}) ps`;
    const ranked = fromOf(q.keywords ? sql`${sample} JOIN profile_search psd ON psd.profile_id = ps.profile_id` : sample, keywordTable);
    const missing = ranking(notExact);
    const order = ranking(sql`${near}${soft}`);
    // A pool with a title and no keyword is read from the title index, which carries every other
    // column it checks, stopping at `cap` candidates: cheaper than the bitmaps of a large pool.
    const run = <Row>(statement: Sql): Promise<Row[]> =>
      where.reads('title_key') && !where.reads('doc')
        ? ds.transaction(async (m) => {
            await m.query('SET LOCAL enable_bitmapscan = off');
            return m.query(...statement.render());
          })
        : ds.query(...statement.render());
    if (take > 0) {
      const rows = await run<{ id: string; total: number }>(
        sql`SELECT ${ps.profile_id}::text AS id, count(*) OVER ()::int AS total FROM ${ranked} WHERE ${missing}
         ORDER BY ${order}${TIE_BREAK} LIMIT ${take} OFFSET ${skip}`,
      );
      if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0].total };
      if (skip === 0) return { ids: [], total: 0 };
    }
    const [{ n }] = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${ranked} WHERE ${missing}`);
    return { ids: [], total: n };
  };

  // 1. Those who keep the role and the place as asked, when they are not too many.
  const asked = [...role, ...place].map((c) => c.met);
  if (asked.length > 0 && (await estimate(both(asked))) <= POOL_ESTIMATE) {
    const first = await band(both(asked), offset, limit);
    // 2. Those who keep them loosely, from the first pool small enough.
    const pools: Sql[] = [];
    if (role.length > 0 && place.length > 0) pools.push(both([...role, ...place].map((c) => c.pool!)));
    if (place.length > 0) pools.push(both(place.map((c) => c.pool!)), both(place.map((c) => c.met)));
    if (role.length > 0) pools.push(both(role.map((c) => c.pool!)), both(role.map((c) => c.met)));
    const take = Math.max(0, limit - first.ids.length);
    const skip = Math.max(0, offset - first.total);
    for (const pool of pools) {
      if ((await estimate(pool)) > POOL_ESTIMATE) continue;
      const second = await band(both([pool, sql`NOT (${both(asked)})`]), skip, take);
      if (second.total > 0 || first.total > 0) return page(first, second);
    }
    if (first.total > 0) return page(first, { ids: [], total: 0 });
  }
  // Nobody keeps role and place, or too many do: those who keep them and also meet one more
  // constraint, the rarest first (or, with neither role nor place, who meet any one).
  const others = asked.length > 0 ? cs.filter((c) => c.role === 'soft') : cs;
  if (cs.length < 2 || others.length === 0) return null;
  for (const met of await bySelectivity(ds, from, others)) {
    const pool = both([...asked, met]);
    if ((await estimate(pool)) > POOL_ESTIMATE) continue;
    const second = await band(pool, offset, limit);
    if (second.total > 0) return second;
  }
  return null;
}

function page(first: { ids: string[]; total: number }, second: { ids: string[]; total: number }): ClosestPage | null {
  const total = first.total + second.total;
  return total > 0 ? { ids: [...first.ids, ...second.ids], total } : null;
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
