import type { DataSource } from 'typeorm';
import type { ResultChecks } from '../people-source';
import type { StructuredQuery } from '../structured-query';
import { constraintsOf, fromOf, keywordTableOf, SEARCH_TABLE } from './compiled-query';
import { join, param, ps, sql } from './sql';

/**
 * Why each profile of a page is there: every constraint of the query checked on its row with the
 * same SQL the search ran (met, and how nearly when missed), in one statement for the page.
 */
export async function explainMatches(ds: DataSource, q: StructuredQuery, ids: string[]): Promise<Map<string, ResultChecks>> {
  const cs = constraintsOf(q);
  const out = new Map<string, ResultChecks>();
  if (ids.length === 0) return out;
  if (cs.length === 0) {
    for (const id of ids) out.set(id, { exact: true, checks: [] });
    return out;
  }
  const from = fromOf(SEARCH_TABLE, keywordTableOf(q));
  const columns = join(
    cs.map((c, i) => sql`(${c.met}) AS m${i}, ${c.grade}::float AS g${i}`),
    ', ',
  );
  const rows: Array<Record<string, unknown>> = await ds.query(
    ...sql`SELECT ${ps.profile_id}::text AS id, ${columns} FROM ${from} WHERE ${ps.profile_id} = ANY(${param(ids, '::bigint[]')})`.render(),
  );
  for (const row of rows) {
    const checks = cs.map((c, i) => ({
      kind: c.kind,
      value: c.value,
      required: c.required,
      met: row[`m${i}`] === true,
      grade: Number(row[`g${i}`]),
    }));
    out.set(String(row.id), { exact: checks.every((c) => c.met), checks });
  }
  return out;
}
