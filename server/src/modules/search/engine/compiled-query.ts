import type { KeywordExpr } from '../query-reader/interpretation.types';
import type { StructuredQuery } from '../structured-query';
import { nearbyCities } from '../../vocabulary/places';
import { ADJACENT_FUNCTIONS } from '../../vocabulary/title-taxonomy';

/**
 * The compiled query: a structured query as SQL over profile_search, one condition per constraint
 * and the keywords as a tsquery, every value a parameter.
 */

/** Collects the parameters of one statement and hands out their $n placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ''): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/**
 * A statement with only the parameters it uses, numbered $1.. in order, and their values: the
 * statements of one search share one parameter list, and PostgreSQL refuses parameters a
 * statement does not use.
 */
export function bound(sql: string, values: readonly unknown[]): [string, unknown[]] {
  const used: number[] = [];
  const out = sql.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (!used.includes(i)) used.push(i);
    return `$${used.indexOf(i) + 1}`;
  });
  return [out, used.map((i) => values[i])];
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

/** How a constraint counts when ranking: the role and the place are near-hard, the rest soft. */
export type ConstraintRole = 'role' | 'place' | 'soft';

/**
 * One constraint of a search as SQL over profile_search (alias ps; keywords also read kq.q):
 * `met` holds when a profile meets it; `grade` (0..1) says how nearly a profile that misses it
 * comes, for ranking closest matches; `pool`, for the role and the place, is the wider condition
 * a closest match must keep (the same function, the same country) when any profile keeps it.
 */
export interface Constraint {
  kind: string;
  /** The value it asks, for explaining a result: a title phrase, a skill key, a company id, ... */
  value: string;
  role: ConstraintRole;
  met: string;
  grade: string;
  pool?: string;
  weight: number;
}

/** The constraints of a query, in the order of the query's fields; every value a parameter. */
export function constraintsOf(q: StructuredQuery, p: Params): Constraint[] {
  const out: Constraint[] = [];
  const simple = (kind: string, value: string, role: ConstraintRole, met: string, weight = 1) =>
    out.push({ kind, value, role, met, grade: `(CASE WHEN ${met} THEN 1 ELSE 0 END)`, weight });
  if (q.titles.length > 0) {
    const tm = q.titleMatch;
    if (tm) {
      const met = `ps.title_key = ANY(${p.add(tm.met, '::varchar[]')})`;
      const literal = tm.literal.length < tm.met.length ? `ps.title_key = ANY(${p.add(tm.literal, '::varchar[]')})` : null;
      const family = `ps.title_key = ANY(${p.add(tm.family, '::varchar[]')})`;
      const level = `ps.title_key = ANY(${p.add(tm.level, '::varchar[]')})`;
      const func = `ps.title_key = ANY(${p.add(tm.func, '::varchar[]')})`;
      const adjacent = `ps.title_key = ANY(${p.add(tm.adjacent, '::varchar[]')})`;
      const pool = `ps.title_key = ANY(${p.add([...tm.met, ...tm.family, ...tm.level, ...tm.func], '::varchar[]')})`;
      out.push({
        kind: 'title',
        value: q.titles.join(' / '),
        role: 'role',
        met,
        grade: `(CASE WHEN ${literal ?? met} THEN 1 WHEN ${met} THEN 0.9 WHEN ${family} THEN 0.6 WHEN ${level} THEN 0.45 WHEN ${func} THEN 0.3 WHEN ${adjacent} THEN 0.1 ELSE 0 END)`,
        pool,
        weight: 3,
      });
    } else {
      const met = `(${q.titles.map((t) => `ps.title_doc @@ phraseto_tsquery('english', ${p.add(t)})`).join(' OR ')})`;
      out.push({ kind: 'title', value: q.titles.join(' / '), role: 'role', met, grade: `(CASE WHEN ${met} THEN 1 ELSE 0 END)`, weight: 3 });
    }
  }
  if (q.functions.length > 0) {
    const met = `ps.job_function = ANY(${p.add(q.functions, '::varchar[]')})`;
    const near = [...new Set(q.functions.flatMap((f) => ADJACENT_FUNCTIONS[f] ?? []))].filter((f) => !q.functions.includes(f));
    out.push({
      kind: 'function',
      value: q.functions.join(' / '),
      role: 'role',
      met,
      grade: `(CASE WHEN ${met} THEN 1 WHEN ps.job_function = ANY(${p.add(near, '::varchar[]')}) THEN 0.3 ELSE 0 END)`,
      pool: met,
      weight: 2,
    });
  }
  if (q.seniorities.length > 0) {
    const met = `ps.seniority = ANY(${p.add(q.seniorities, '::smallint[]')})`;
    const next = [...new Set(q.seniorities.flatMap((s) => [s - 1, s + 1]))].filter((s) => s >= 0 && !q.seniorities.includes(s));
    out.push({
      kind: 'seniority',
      value: q.seniorities.join(','),
      role: 'role',
      met,
      grade: `(CASE WHEN ${met} THEN 1 WHEN ps.seniority = ANY(${p.add(next, '::smallint[]')}) THEN 0.5 ELSE 0 END)`,
      weight: 1,
    });
  }
  if (q.locations.length > 0) {
    const cities = q.locations.filter((l) => l.city);
    const countries = [...new Set(q.locations.map((l) => l.countryCode).filter((c): c is string => !!c))];
    const wholeCountries = q.locations.filter((l) => !l.city && l.countryCode).map((l) => l.countryCode!);
    const parts: string[] = cities.map((c) =>
      // One condition per city so that the index on city_key serves it; the country tells apart cities of the same name.
      c.countryCode
        ? `(ps.city_key = ${p.add(c.city!.toLowerCase())} AND ps.country_code = ${p.add(c.countryCode)})`
        : `ps.city_key = ${p.add(c.city!.toLowerCase())}`,
    );
    if (wholeCountries.length > 0) parts.push(`ps.country_code = ANY(${p.add(wholeCountries, '::bpchar[]')})`);
    const met = `(${parts.join(' OR ')})`;
    const nearby = cities.flatMap((c) => (c.countryCode ? nearbyCities(c.countryCode, c.city!).map((n) => n.toLowerCase()) : []));
    const inCountry = countries.length > 0 ? `ps.country_code = ANY(${p.add(countries, '::bpchar[]')})` : null;
    out.push({
      kind: 'location',
      value: q.locations.map((l) => l.city ?? l.countryCode).join(' / '),
      role: 'place',
      met,
      grade: `(CASE WHEN ${met} THEN 1${nearby.length > 0 && inCountry ? ` WHEN ${inCountry} AND ps.city_key = ANY(${p.add(nearby, '::varchar[]')}) THEN 0.5` : ''}${inCountry ? ` WHEN ${inCountry} THEN 0.25` : ''} ELSE 0 END)`,
      pool: inCountry ?? met,
      weight: 2,
    });
  }
  for (const id of q.currentCompanyIds) {
    simple('currentCompany', String(id), 'soft', `ps.current_company_id = ${p.add(id, '::int')}`);
  }
  if (q.currentCompanyIds.length > 1) mergeAlternatives(out, 'currentCompany');
  for (const id of q.pastCompanyIds) {
    const ids = p.add([id], '::int[]');
    simple(
      'pastCompany',
      String(id),
      'soft',
      `(ps.company_ids && ${ids} AND ps.current_company_id IS DISTINCT FROM ${p.add(id, '::int')})`,
    );
  }
  if (q.pastCompanyIds.length > 1) mergeAlternatives(out, 'pastCompany');
  if (q.industries.length > 0)
    simple('industry', q.industries.join(' / '), 'soft', `ps.industry = ANY(${p.add(q.industries, '::varchar[]')})`);
  if (q.pastIndustries.length > 0) {
    const keys = p.add(q.pastIndustries, '::text[]');
    simple(
      'pastIndustry',
      q.pastIndustries.join(' / '),
      'soft',
      `(ps.industries && ${keys} AND (ps.industry IS NULL OR NOT ps.industry = ANY(${keys})))`,
    );
  }
  if (q.skills.length > 0) {
    const keys = q.skills.map((s) => s.toLowerCase());
    if (q.skillsMatch === 'any' && keys.length > 1)
      simple('skill', keys.join(' / '), 'soft', `ps.skill_keys && ${p.add(keys, '::text[]')}`);
    else for (const k of keys) simple('skill', k, 'soft', `ps.skill_keys @> ${p.add([k], '::text[]')}`);
  }
  if (q.yearsMin !== null || q.yearsMax !== null) {
    const lo = q.yearsMin !== null ? p.add(q.yearsMin, '::smallint') : null;
    const hi = q.yearsMax !== null ? p.add(q.yearsMax, '::smallint') : null;
    const range = (slack: number) =>
      [lo && `ps.years >= ${lo}${slack ? ` - ${slack}` : ''}`, hi && `ps.years <= ${hi}${slack ? ` + ${slack}` : ''}`]
        .filter(Boolean)
        .join(' AND ');
    out.push({
      kind: 'years',
      value: `${q.yearsMin ?? ''}-${q.yearsMax ?? ''}`,
      role: 'soft',
      met: `(${range(0)})`,
      grade: `(CASE WHEN ${range(0)} THEN 1 WHEN ${range(2)} THEN 0.5 ELSE 0 END)`,
      weight: 1,
    });
  }
  if (q.schools.length > 0) {
    const keys = q.schools.map((s) => s.toLowerCase());
    simple('school', q.schools.join(' / '), 'soft', `ps.school_keys && ${p.add(keys, '::text[]')}`);
  }
  if (q.degrees.length > 0) simple('degree', q.degrees.join(' / '), 'soft', `ps.degree_levels && ${p.add(q.degrees, '::text[]')}`);
  if (q.keywords) {
    // Graded by the share of its top-level parts a profile meets: '(react OR vue) AND typescript -angular' has three.
    const parts = q.keywords.kind === 'and' ? q.keywords.items : [q.keywords];
    const each = parts.map((e) => `(CASE WHEN ps.doc @@ ${tsqueryOf(e, p)} THEN 1 ELSE 0 END)`);
    out.push({
      kind: 'keywords',
      value: '',
      role: 'soft',
      met: 'ps.doc @@ kq.q',
      grade: parts.length > 1 ? `((${each.join(' + ')})::float / ${parts.length})` : `(CASE WHEN ps.doc @@ kq.q THEN 1 ELSE 0 END)`,
      weight: 2,
    });
  }
  return out;
}

/** Alternatives of one kind (several companies, any of which will do) as one constraint. */
function mergeAlternatives(out: Constraint[], kind: string): void {
  const same = out.filter((c) => c.kind === kind);
  const met = `(${same.map((c) => c.met).join(' OR ')})`;
  const merged: Constraint = {
    kind,
    value: same.map((c) => c.value).join(','),
    role: 'soft',
    met,
    grade: `(CASE WHEN ${met} THEN 1 ELSE 0 END)`,
    weight: 1,
  };
  const at = out.indexOf(same[0]);
  out.splice(at, same.length, merged);
}

/** The FROM clause of a query's statements: the search table, and the keyword tsquery computed once. */
export function fromOf(q: StructuredQuery, p: Params): string {
  return q.keywords ? `profile_search ps, (SELECT ${tsqueryOf(q.keywords, p)} AS q) kq` : 'profile_search ps';
}

/**
 * The people a query never lists, whatever it asks: the person a lookalike search starts from, and
 * with `addedAfter` everyone added to the index before that time (the few added since are read
 * from the index on profiles.created_at). Hard filters: never graded, part of every statement of
 * the exact and the closest matches.
 */
export function exclusionOf(q: StructuredQuery, p: Params): string | null {
  const out: string[] = [];
  if (q.excludeIds && q.excludeIds.length > 0) out.push(`NOT ps.profile_id = ANY(${p.add(q.excludeIds, '::bigint[]')})`);
  if (q.addedAfter)
    out.push(`ps.profile_id IN (SELECT pa.id FROM profiles pa WHERE pa.created_at > ${p.add(q.addedAfter, '::timestamptz')})`);
  return out.length > 0 ? out.join(' AND ') : null;
}

/** The order of equally relevant profiles: the better profile first, the id last so that pages never repeat or skip. */
export const TIE_BREAK = 'ps.quality DESC, ps.profile_id';

export interface CompiledSearch {
  /** The FROM clause: the search table, and the keyword tsquery computed once. */
  from: string;
  /** WHERE clauses of the ranking tiers, best first; together they are exactly the matches. */
  tiers: string[];
  /** The ranking as one ORDER BY expression list (the tiers, then TIE_BREAK), for small match sets. */
  order: string;
  /** WHERE clause of every match. */
  where: string;
  params: unknown[];
}

/**
 * The SQL of a search's exact matches: every constraint met. Ranking, best first: the titles a
 * title phrase names literally above the rest of the family it names; with keywords, profiles
 * whose name or current title match (head_doc), then those matching in past titles, companies or
 * skills (core_doc), then the rest; within a tier the better profile first (TIE_BREAK). Each tier
 * is its own statement, so PostgreSQL answers `ORDER BY quality DESC, id LIMIT n` by walking the
 * quality index when a tier is dense and from the other indexes when it is sparse. All statements
 * share one parameter list.
 */
export function compileSearch(q: StructuredQuery): CompiledSearch {
  const p = new Params();
  const constraints = constraintsOf(q, p);
  const from = fromOf(q, p);
  const where = constraints.map((c) => c.met);
  const excluded = exclusionOf(q, p);
  if (excluded) where.push(excluded);
  const all = where.length > 0 ? where.join(' AND ') : 'TRUE';
  let tiers = [all];
  const ranks: string[] = [];
  const tm = q.titleMatch;
  if (tm && tm.literal.length > 0 && tm.literal.length < tm.met.length) {
    const literal = `ps.title_key = ANY(${p.add(tm.literal, '::varchar[]')})`;
    tiers = [`${all} AND ${literal}`, `${all} AND NOT ${literal}`];
    ranks.push(`(${literal}) DESC`);
  }
  if (q.keywords) {
    tiers = tiers.flatMap((t) => [
      `${t} AND ps.head_doc @@ kq.q`,
      `${t} AND ps.core_doc @@ kq.q AND NOT (ps.head_doc @@ kq.q)`,
      `${t} AND NOT (ps.core_doc @@ kq.q)`,
    ]);
    ranks.push('CASE WHEN ps.head_doc @@ kq.q THEN 1 WHEN ps.core_doc @@ kq.q THEN 2 ELSE 3 END');
  }
  return { from, tiers, order: [...ranks, TIE_BREAK].join(', '), where: all, params: p.values };
}
