import type { DataSource } from 'typeorm';
import { type CompiledSearch, TIE_BREAK } from './compiled-query';
import { countMatches, type Counted, estimateMatches, EXACT_COUNT_LIMIT } from './counting';
import { ps, type Sql, sql } from './sql';

/** One page of a search's exact matches and their total, read from the index by the cheapest route. */

/** A page of exact matches: exact total when `approximate` is false. */
export interface ExactPage {
  ids: string[];
  total: number;
  approximate: boolean;
}

/** From this many estimated matches on, the total is the estimate without counting (see searchIndex). */
const TRUSTED_ESTIMATE = 10 * EXACT_COUNT_LIMIT;
/** Up to this many estimated matches, one statement finds them all once: the page and the exact count together. */
const SMALL_ESTIMATE = 5_000;

type Runner = <Row>(statement: Sql) => Promise<Row[]>;

/** One page of ids: tier after tier, each asked only for what the page still needs. */
export async function pageIds(run: Runner, c: CompiledSearch, page: number, pageSize: number): Promise<string[]> {
  const ids: string[] = [];
  let skip = (page - 1) * pageSize;
  for (const tier of c.tiers) {
    const need = pageSize - ids.length;
    if (need === 0) break;
    const rows = await run<{ id: string }>(
      sql`SELECT ${ps.profile_id}::text AS id FROM ${c.from} WHERE ${tier} ORDER BY ${TIE_BREAK} LIMIT ${need} OFFSET ${skip}`,
    );
    ids.push(...rows.map((r) => r.id));
    if (rows.length > 0) skip = 0;
    else if (skip > 0) {
      // The page starts past this tier: step over all of it.
      const [{ n }] = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${c.from} WHERE ${tier} LIMIT ${skip}) t`);
      skip -= n;
    }
  }
  return ids;
}

/** A small match set in one statement: every match ranked once, the page cut from it, the count beside. */
async function smallSearch(ds: DataSource, c: CompiledSearch, page: number, pageSize: number): Promise<ExactPage> {
  const rows: Array<{ id: string; total: number }> = await ds.query(
    ...sql`SELECT ${ps.profile_id}::text AS id, count(*) OVER ()::int AS total FROM ${c.from} WHERE ${c.where} ORDER BY ${c.order} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`.render(),
  );
  // A page past the end has no rows to carry the count.
  const total = rows.length > 0 ? rows[0].total : page > 1 ? (await countMatches(ds, c, 0)).total : 0;
  return { ids: rows.map((r) => r.id), total, approximate: false };
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
): Promise<ExactPage> {
  const run: Runner = (statement) => ds.query(...statement.render());
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
