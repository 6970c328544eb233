import type { DataSource } from 'typeorm';
import type { PeopleSearchPage } from '../../../modules/search/people-source';
import type { StructuredQuery } from '../../../modules/search/structured-query';
import { conditionsOf, Params, tsqueryOf } from './compiled-query';

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
