import type { DataSource } from 'typeorm';
import type { StructuredQuery } from '../../../modules/search/structured-query';
import { bound, type Constraint, constraintsOf, exclusionOf, fromOf, Params, TIE_BREAK } from './compiled-query';

/** Closest matches are ranked only within a pool of candidates this large or smaller (the planner's estimate). */
const CLOSEST_CANDIDATES = 60_000;

export interface ClosestPage {
  ids: string[];
  total: number;
}

/**
 * The closest matches of a search: profiles that miss some constraint, best first. Each is graded
 * on every constraint; the role (title, function, seniority) and the place are near-hard, so the
 * ranking is their grades first (3 × title, 2 × function, seniority, 2 × place: the title asked
 * outranks a title of its family at the level asked, and a title of the family asked in the city
 * asked outranks anything that keeps only one of them), then the soft
 * constraints (skills, companies, industries, years, schools, degrees, keywords), then TIE_BREAK.
 *
 * Candidates come from a pool that keeps the role and the place at least loosely (a title of the
 * same function, the same country), and only when no profile of that pool is left does a wider
 * one drop the place, then the role: closest matches never drop a place or a role while any
 * profile keeps them. A query with neither ranks the profiles that meet its most selective
 * constraint. Pools larger than CLOSEST_CANDIDATES are narrowed to the role and place as asked.
 */
export async function closestMatches(ds: DataSource, q: StructuredQuery, offset: number, limit: number): Promise<ClosestPage | null> {
  const p = new Params();
  const cs = constraintsOf(q, p);
  if (cs.length === 0) return null;
  const from = fromOf(q, p);
  const excluded = exclusionOf(q, p);
  const sum = (xs: Constraint[]) => (xs.length > 0 ? `(${xs.map((c) => `${c.weight} * ${c.grade}`).join(' + ')}) DESC, ` : '');
  const near = sum(cs.filter((c) => c.role !== 'soft'));
  const soft = sum(cs.filter((c) => c.role === 'soft'));
  const notExact = `NOT (${cs.map((c) => c.met).join(' AND ')})`;
  const role = cs.filter((c) => c.role === 'role' && c.pool);
  const place = cs.filter((c) => c.role === 'place' && c.pool);
  const both = (xs: string[]) => xs.join(' AND ');
  const pools: string[] = [];
  if (role.length > 0 && place.length > 0) {
    pools.push(both([...role, ...place].map((c) => c.pool!)), both([...role, ...place].map((c) => c.met)));
  }
  if (place.length > 0) pools.push(both(place.map((c) => c.pool!)), both(place.map((c) => c.met)));
  if (role.length > 0) pools.push(both(role.map((c) => c.pool!)), both(role.map((c) => c.met)));
  if (pools.length === 0) {
    if (cs.length < 2) return null;
    pools.push(...(await bySelectivity(ds, from, cs, p.values)));
  }
  for (const pool of pools) {
    const [sql, values] = bound(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${pool}`, p.values);
    const plan = await ds.query(sql, values);
    if ((plan[0]['QUERY PLAN'][0].Plan['Plan Rows'] as number) > CLOSEST_CANDIDATES) continue;
    const where = [pool, notExact, excluded].filter(Boolean).join(' AND ');
    const rows: Array<{ id: string; total: number }> = await ds.query(
      ...bound(
        `SELECT ps.profile_id::text AS id, count(*) OVER ()::int AS total FROM ${from} WHERE ${where}
         ORDER BY ${near}${soft}${TIE_BREAK} LIMIT ${limit} OFFSET ${offset}`,
        p.values,
      ),
    );
    if (rows.length > 0) return { ids: rows.map((r) => r.id), total: rows[0].total };
    if (offset > 0) {
      const [{ n }] = await ds.query(...bound(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, p.values));
      if (n > 0) return { ids: [], total: n };
    }
  }
  return null;
}

/** The constraints' own conditions, most selective first by the planner's estimate (plans, not scans). */
async function bySelectivity(ds: DataSource, from: string, cs: Constraint[], values: unknown[]): Promise<string[]> {
  const estimates = await Promise.all(
    cs.map(async (c) => {
      const [sql, used] = bound(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} WHERE ${c.met}`, values);
      const plan = await ds.query(sql, used);
      return { met: c.met, rows: plan[0]['QUERY PLAN'][0].Plan['Plan Rows'] as number };
    }),
  );
  return estimates.sort((a, b) => a.rows - b.rows).map((e) => e.met);
}
