import type { DataSource } from 'typeorm';
import type { ResultChecks } from '../people-source';
import type { StructuredQuery } from '../structured-query';
import { bound, constraintsOf, fromOf, Params } from './compiled-query';

/**
 * Why each profile of a page is there: every constraint of the query checked on its row with the
 * same SQL the search ran (met, and how nearly when missed), in one statement for the page.
 */
export async function explainMatches(ds: DataSource, q: StructuredQuery, ids: string[]): Promise<Map<string, ResultChecks>> {
  const p = new Params();
  const cs = constraintsOf(q, p);
  const out = new Map<string, ResultChecks>();
  if (ids.length === 0) return out;
  if (cs.length === 0) {
    for (const id of ids) out.set(id, { exact: true, checks: [] });
    return out;
  }
  const from = fromOf(q, p);
  const columns = cs.map((c, i) => `(${c.met}) AS m${i}, ${c.grade}::float AS g${i}`).join(', ');
  const rows: Array<Record<string, unknown>> = await ds.query(
    ...bound(`SELECT ps.profile_id::text AS id, ${columns} FROM ${from} WHERE ps.profile_id = ANY(${p.add(ids, '::bigint[]')})`, p.values),
  );
  for (const row of rows) {
    const checks = cs.map((c, i) => ({ kind: c.kind, value: c.value, met: row[`m${i}`] === true, grade: Number(row[`g${i}`]) }));
    out.set(String(row.id), { exact: checks.every((c) => c.met), checks });
  }
  return out;
}
