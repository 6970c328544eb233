import type { KeywordExpr } from '../../../modules/search/query-reader/interpretation.types';
import type { StructuredQuery } from '../../../modules/search/structured-query';

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
