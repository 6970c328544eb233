import type { KeywordExpr } from '../query-reader/interpretation.types';
import { constraintKey, DEFAULT_MUST_HAVES, isMustHave, type StructuredQuery } from '../structured-query';
import { nearbyCities } from '../../vocabulary/places';
import { INDUSTRY_ROLE_SKILLS, relatedIndustries } from '../../vocabulary/skill-families';
import { ADJACENT_FUNCTIONS } from '../../vocabulary/title-taxonomy';
import type { ConstraintKindName } from '../../vocabulary/constraint-kind';
import { join, param, ps, Sql, sql } from './sql';
import { TEXT_SEARCH } from '../../profiles/text-search';

/**
 * The compiled query: a structured query as SQL over profile_search, one condition per constraint
 * and the keywords as a tsquery, every value a parameter (fragments of sql.ts).
 */

/** The text search configuration of the documents, as SQL. */
const CONFIG = new Sql([`'${TEXT_SEARCH}'`]);

/** A keyword expression as a tsquery built from parameters (never from spliced text). */
export function tsqueryOf(expr: KeywordExpr): Sql {
  switch (expr.kind) {
    case 'term':
      return expr.phrase ? sql`phraseto_tsquery(${CONFIG}, ${param(expr.text)})` : sql`plainto_tsquery(${CONFIG}, ${param(expr.text)})`;
    case 'and':
      return sql`(${join(
        expr.items.map((e) => tsqueryOf(e)),
        ' && ',
      )})`;
    case 'or':
      return sql`(${join(
        expr.items.map((e) => tsqueryOf(e)),
        ' || ',
      )})`;
    case 'not':
      return sql`(!! ${tsqueryOf(expr.item)})`;
  }
}

/**
 * What a constraint is when it is a nice-to-have: the role (title, function) and the place are
 * loosened step by step (a title of the same family, a nearby city, the same country) when closest
 * matches need a pool; the rest are soft.
 */
export type ConstraintRole = 'role' | 'place' | 'soft';

/**
 * One constraint of a search as SQL over profile_search (alias ps; keywords also read kq.q):
 * `met` holds when a profile meets it; `grade` (0..1) says how nearly a profile that misses it
 * comes, for ranking closest matches; `pool`, for the role and the place, is the wider condition
 * a closest match must keep (the same function, the same country) when any profile keeps it.
 */
export interface Constraint {
  kind: ConstraintKindName;
  /** The value it asks, for explaining a result: a title phrase, a skill key, a company id, ... */
  value: string;
  role: ConstraintRole;
  met: Sql;
  grade: Sql;
  pool?: Sql;
  /** How much it counts among the nice-to-haves met, when closest matches meet the same number of them. */
  weight: number;
  /** Its key in a must-have list (constraintKey). */
  key: string;
  /** A must-have: closest matches keep it as exact matches do. */
  required: boolean;
}

/** A constraint before its key and must-have flag are known. */
type Draft = Omit<Constraint, 'key' | 'required'>;

const ANY_TITLE = (keys: string[]) => sql`${ps.title_key} = ANY(${param(keys, '::varchar[]')})`;

/** The constraints of a query, in the order of the query's fields; every value a parameter. */
export function constraintsOf(q: StructuredQuery): Constraint[] {
  const mustHaves = q.required ?? DEFAULT_MUST_HAVES;
  return draftsOf(q).map((c) => {
    const key = constraintKey(c.kind, c.value);
    return { ...c, key, required: isMustHave(key, mustHaves) };
  });
}

/**
 * The weights order the nice-to-haves a closest match meets: skills, years, the current company
 * and keywords (2) before a seniority level (1, a level away 0.5), past companies, industries,
 * schools and degrees (1); the title (3), the function and the place (2) when they are
 * nice-to-haves.
 */
function draftsOf(q: StructuredQuery): Draft[] {
  const out: Draft[] = [];
  const simple = (kind: ConstraintKindName, value: string, role: ConstraintRole, met: Sql, weight = 1) =>
    out.push({ kind, value, role, met, grade: sql`(CASE WHEN ${met} THEN 1 ELSE 0 END)`, weight });
  if (q.titles.length > 0) {
    const tm = q.titleMatch;
    if (tm) {
      const met = ANY_TITLE(tm.met);
      const literal = tm.literal.length < tm.met.length ? ANY_TITLE(tm.literal) : null;
      const family = ANY_TITLE(tm.family);
      const level = ANY_TITLE(tm.level);
      const func = ANY_TITLE(tm.func);
      const adjacent = ANY_TITLE(tm.adjacent);
      const pool = ANY_TITLE([...tm.met, ...tm.family, ...tm.level, ...tm.func]);
      out.push({
        kind: 'title',
        value: q.titles.join(' / '),
        role: 'role',
        met,
        grade: sql`(CASE WHEN ${literal ?? met} THEN 1 WHEN ${met} THEN 0.9 WHEN ${family} THEN 0.6 WHEN ${level} THEN 0.45 WHEN ${func} THEN 0.3 WHEN ${adjacent} THEN 0.1 ELSE 0 END)`,
        pool,
        weight: 3,
      });
    } else {
      // Unresolved title phrases (the engine resolves every one first: LocalIndexSource.prepare):
      // the current title's words, from its key (title_key is the title lower-cased).
      const met = sql`(${join(
        q.titles.map((t) => sql`to_tsvector(${CONFIG}, ${ps.title_key}) @@ phraseto_tsquery(${CONFIG}, ${param(t)})`),
        ' OR ',
      )})`;
      out.push({
        kind: 'title',
        value: q.titles.join(' / '),
        role: 'role',
        met,
        grade: sql`(CASE WHEN ${met} THEN 1 ELSE 0 END)`,
        weight: 3,
      });
    }
  }
  if (q.functions.length > 0) {
    const met = sql`${ps.job_function} = ANY(${param(q.functions, '::varchar[]')})`;
    const near = [...new Set(q.functions.flatMap((f) => ADJACENT_FUNCTIONS[f] ?? []))].filter((f) => !q.functions.includes(f));
    out.push({
      kind: 'function',
      value: q.functions.join(' / '),
      role: 'role',
      met,
      grade: sql`(CASE WHEN ${met} THEN 1 WHEN ${ps.job_function} = ANY(${param(near, '::varchar[]')}) THEN 0.3 ELSE 0 END)`,
      pool: met,
      weight: 2,
    });
  }
  if (q.seniorities.length > 0) {
    const met = sql`${ps.seniority} = ANY(${param(q.seniorities, '::smallint[]')})`;
    const next = [...new Set(q.seniorities.flatMap((s) => [s - 1, s + 1]))].filter((s) => s >= 0 && !q.seniorities.includes(s));
    out.push({
      kind: 'seniority',
      value: q.seniorities.join(','),
      role: 'soft',
      met,
      grade: sql`(CASE WHEN ${met} THEN 1 WHEN ${ps.seniority} = ANY(${param(next, '::smallint[]')}) THEN 0.5 ELSE 0 END)`,
      weight: 1,
    });
  }
  if (q.locations.length > 0) {
    const cities = q.locations.filter((l) => l.city);
    const countries = [...new Set(q.locations.map((l) => l.countryCode).filter((c): c is string => !!c))];
    const inPlace = inPlaces(q.locations);
    // Open to relocation: living there, or open to moving there.
    const met = q.relocation ? sql`(${inPlace} OR ${ps.relocates})` : inPlace;
    const nearby = cities.flatMap((c) => (c.countryCode ? nearbyCities(c.countryCode, c.city!).map((n) => n.toLowerCase()) : []));
    const inCountry = countries.length > 0 ? sql`${ps.country_code} = ANY(${param(countries, '::bpchar[]')})` : null;
    const nearbyGrade =
      nearby.length > 0 && inCountry ? sql` WHEN ${inCountry} AND ${ps.city_key} = ANY(${param(nearby, '::varchar[]')}) THEN 0.5` : sql``;
    out.push({
      kind: 'location',
      value: q.locations.map((l) => l.city ?? l.countryCode).join(' / '),
      role: 'place',
      met,
      grade: sql`(CASE WHEN ${inPlace} THEN 1${q.relocation ? sql` WHEN ${ps.relocates} THEN 0.9` : sql``}${nearbyGrade}${
        inCountry ? sql` WHEN ${inCountry} THEN 0.25` : sql``
      } ELSE 0 END)`,
      pool: q.relocation ? sql`(${inCountry ?? inPlace} OR ${ps.relocates})` : (inCountry ?? inPlace),
      weight: 2,
    });
  }
  for (const id of q.currentCompanyIds) {
    simple('currentCompany', String(id), 'soft', sql`${ps.current_company_id} = ${param(id, '::int')}`, 2);
  }
  if (q.currentCompanyIds.length > 1) mergeAlternatives(out, 'currentCompany');
  for (const id of q.pastCompanyIds) {
    const ids = param([id], '::int[]');
    const met = sql`(${ps.company_ids} && ${ids} AND ${ps.current_company_id} IS DISTINCT FROM ${param(id, '::int')})`;
    // By recency: company_ids lists the history newest first, the current company first of all.
    out.push({
      kind: 'pastCompany',
      value: String(id),
      role: 'soft',
      met,
      grade: sql`(CASE WHEN ${met} THEN ${byRecency(sql`array_position(${ps.company_ids}, ${param(id, '::int')})`)} ELSE 0 END)`,
      weight: 1,
    });
  }
  if (q.pastCompanyIds.length > 1) mergeAlternatives(out, 'pastCompany');
  if (q.industries.length > 0) {
    // Met by the current company's industry; when the index does not know the company's industry,
    // by the role: a skill that says it ('SaaS Sales'). The role in another industry, or a related
    // industry, is a near miss.
    const byCompany = sql`${ps.industry} = ANY(${param(q.industries, '::varchar[]')})`;
    const roleSkills = [...new Set(q.industries.flatMap((k) => INDUSTRY_ROLE_SKILLS[k] ?? []))];
    const byRole = roleSkills.length > 0 ? sql`${ps.skill_keys} && ${param(roleSkills, '::text[]')}` : null;
    const related = [...new Set(q.industries.flatMap(relatedIndustries))].filter((k) => !q.industries.includes(k));
    const met = byRole ? sql`(${byCompany} OR (${ps.industry} IS NULL AND ${byRole}))` : byCompany;
    out.push({
      kind: 'industry',
      value: q.industries.join(' / '),
      role: 'soft',
      met,
      grade: sql`(CASE WHEN ${met} THEN 1${byRole ? sql` WHEN ${byRole} THEN 0.6` : sql``}${
        related.length > 0 ? sql` WHEN ${ps.industry} = ANY(${param(related, '::varchar[]')}) THEN 0.4` : sql``
      } ELSE 0 END)`,
      weight: 1,
    });
  }
  if (q.pastIndustries.length > 0) {
    const keys = param(q.pastIndustries, '::text[]');
    const met = sql`(${ps.industries} && ${keys} AND (${ps.industry} IS NULL OR NOT ${ps.industry} = ANY(${keys})))`;
    const position = sql`(SELECT min(array_position(${ps.industries}, k)) FROM unnest(${keys}) k)`;
    out.push({
      kind: 'pastIndustry',
      value: q.pastIndustries.join(' / '),
      role: 'soft',
      met,
      grade: sql`(CASE WHEN ${met} THEN ${byRecency(position)} ELSE 0 END)`,
      weight: 1,
    });
  }
  if (q.skills.length > 0) {
    const keys = q.skills.map((s) => s.toLowerCase());
    const skill = (asked: string[]) => {
      // Met by the skill or one containing it (skillMatch); a skill of its family is a near miss.
      const met = [...new Set(asked.flatMap((k) => q.skillMatch?.[k]?.met ?? [k]))];
      const family = [...new Set(asked.flatMap((k) => q.skillMatch?.[k]?.family ?? []))].filter((k) => !met.includes(k));
      const exact =
        asked.length === 1 ? sql`${ps.skill_keys} @> ${param(asked, '::text[]')}` : sql`${ps.skill_keys} && ${param(asked, '::text[]')}`;
      const contained = met.length > asked.length ? sql`${ps.skill_keys} && ${param(met, '::text[]')}` : null;
      out.push({
        kind: 'skill',
        value: asked.join(' / '),
        role: 'soft',
        met: contained ?? exact,
        grade: sql`(CASE WHEN ${exact} THEN 1${contained ? sql` WHEN ${contained} THEN 0.9` : sql``}${
          family.length > 0 ? sql` WHEN ${ps.skill_keys} && ${param(family, '::text[]')} THEN 0.5` : sql``
        } ELSE 0 END)`,
        weight: 2,
      });
    };
    if (q.skillsMatch === 'any' && keys.length > 1) skill(keys);
    else for (const k of keys) skill([k]);
  }
  if (q.yearsMin !== null || q.yearsMax !== null) {
    const lo = q.yearsMin !== null ? param(q.yearsMin, '::smallint') : null;
    const hi = q.yearsMax !== null ? param(q.yearsMax, '::smallint') : null;
    const range = (slack: number) =>
      join(
        [
          lo && (slack ? sql`${ps.years} >= ${lo} - ${slack}` : sql`${ps.years} >= ${lo}`),
          hi && (slack ? sql`${ps.years} <= ${hi} + ${slack}` : sql`${ps.years} <= ${hi}`),
        ].filter((x): x is Sql => !!x),
        ' AND ',
      );
    out.push({
      kind: 'years',
      value: `${q.yearsMin ?? ''}-${q.yearsMax ?? ''}`,
      role: 'soft',
      met: sql`(${range(0)})`,
      grade: sql`(CASE WHEN ${range(0)} THEN 1 WHEN ${range(2)} THEN 0.5 ELSE 0 END)`,
      weight: 2,
    });
  }
  if (q.schools.length > 0) {
    const keys = q.schools.map((s) => s.toLowerCase());
    simple('school', q.schools.join(' / '), 'soft', sql`${ps.school_keys} && ${param(keys, '::text[]')}`);
  }
  if (q.degrees.length > 0) simple('degree', q.degrees.join(' / '), 'soft', sql`${ps.degree_levels} && ${param(q.degrees, '::text[]')}`);
  if (q.remote) simple('remote', 'remote', 'soft', sql`${ps.remote}`, 2);
  if (q.relocation && q.locations.length === 0) simple('relocation', 'relocation', 'soft', sql`${ps.relocates}`, 2);
  if (q.keywords) {
    // Graded by the share of its top-level parts a profile meets: '(react OR vue) AND typescript -angular' has three.
    const parts = q.keywords.kind === 'and' ? q.keywords.items : [q.keywords];
    const each = parts.map((e) => sql`(CASE WHEN ${ps.doc} @@ ${tsqueryOf(e)} THEN 1 ELSE 0 END)`);
    out.push({
      kind: 'keywords',
      value: '',
      role: 'soft',
      met: sql`${ps.doc} @@ kq.q`,
      grade:
        parts.length > 1 ? sql`((${join(each, ' + ')})::float / ${parts.length})` : sql`(CASE WHEN ${ps.doc} @@ kq.q THEN 1 ELSE 0 END)`,
      weight: 2,
    });
  }
  return out;
}

/**
 * How recent a past company or industry is, from its place in the history (newest first, the
 * current one at 1): 1 for the one before the current, 0.15 less for each step back, at least 0.5.
 */
function byRecency(position: Sql): Sql {
  return sql`least(1, greatest(0.5, 1.3 - 0.15 * coalesce(${position}, 2)))`;
}

/** Living in any of these places: a city (in its country when known), a region a source named, or a whole country. */
function inPlaces(locations: StructuredQuery['locations']): Sql {
  const wholeCountries = locations.filter((l) => !l.city && !l.region && l.countryCode).map((l) => l.countryCode!);
  // A region: the partial index of the rows whose source named one.
  const regions = locations
    .filter((l) => l.region && l.countryCode)
    .map((l) => sql`(${ps.region_key} = ${param(l.region!.toLowerCase())} AND ${ps.country_code} = ${param(l.countryCode)})`);
  const parts: Sql[] = locations
    .filter((l) => l.city)
    .map((c) =>
      // One condition per city so that the index on city_key serves it; the country tells apart cities of the same name.
      c.countryCode
        ? sql`(${ps.city_key} = ${param(c.city!.toLowerCase())} AND ${ps.country_code} = ${param(c.countryCode)})`
        : sql`${ps.city_key} = ${param(c.city!.toLowerCase())}`,
    );
  parts.push(...regions);
  if (wholeCountries.length > 0) parts.push(sql`${ps.country_code} = ANY(${param(wholeCountries, '::bpchar[]')})`);
  return sql`(${join(parts, ' OR ')})`;
}

/** Alternatives of one kind (several companies, any of which will do) as one constraint. */
function mergeAlternatives(out: Draft[], kind: ConstraintKindName): void {
  const same = out.filter((c) => c.kind === kind);
  const met = sql`(${join(
    same.map((c) => c.met),
    ' OR ',
  )})`;
  const merged: Draft = {
    kind,
    value: same.map((c) => c.value).join(','),
    role: 'soft',
    met,
    grade: sql`(CASE WHEN ${met} THEN 1 ELSE 0 END)`,
    weight: same[0].weight,
  };
  const at = out.indexOf(same[0]);
  out.splice(at, same.length, merged);
}

/** The search table as a statement reads it. */
export const SEARCH_TABLE = sql`profile_search ps`;

/**
 * The keyword tsquery computed once per statement, as a table of one row (kq.q), beside it the same
 * query for the second ranking tier (kq.core); null without keywords.
 */
export function keywordTableOf(q: StructuredQuery): Sql | null {
  return q.keywords ? sql`(SELECT k.q, ${inCoreWeights(sql`k.q`)} AS core FROM (SELECT ${tsqueryOf(q.keywords)} AS q) k) kq` : null;
}

/**
 * A query whose every lexeme is labelled A and B ('react' -> 'react':AB): matched on doc, it is the
 * query matched on the A and B parts of doc alone (name, titles, companies and skills), positions
 * included, so a phrase matches as it would on those parts alone. That is the second ranking tier,
 * which no longer has a document of its own (issue 35). The query's text quotes each lexeme, a
 * quote in it doubled; tsqueryOf's queries carry no labels or prefixes of their own.
 */
function inCoreWeights(q: Sql): Sql {
  return sql`regexp_replace(${q}::text, ${LEXEME_LABELLED_AB}, 'g')::tsquery`;
}
/** A quoted lexeme of a tsquery's text, and what it becomes: the pattern and replacement of regexp_replace as SQL literals. */
const LEXEME_LABELLED_AB = new Sql([String.raw`'''((?:[^'']|'''')*)''', '''\1'':AB'`]);

/**
 * The FROM clause of a query's statements: the search rows as `ps` (the search table, or a sample
 * of it being ranked), and the keyword tsquery beside them.
 */
export function fromOf(rows: Sql, keywordTable: Sql | null): Sql {
  return keywordTable ? sql`${rows}, ${keywordTable}` : rows;
}

/**
 * The people a query never lists, whatever it asks: the person a lookalike search starts from,
 * with `addedAfter` everyone added to the index before that time (the few added since are read
 * from the index on profiles.created_at), and everyone its negations rule out. Hard filters: never
 * graded, part of every statement of the exact and the closest matches.
 */
export function exclusionOf(q: StructuredQuery): Sql | null {
  const out: Sql[] = [];
  if (q.excludeIds && q.excludeIds.length > 0) out.push(sql`NOT ${ps.profile_id} = ANY(${param(q.excludeIds, '::bigint[]')})`);
  if (q.addedAfter)
    out.push(sql`${ps.profile_id} IN (SELECT pa.id FROM profiles pa WHERE pa.created_at > ${param(q.addedAfter, '::timestamptz')})`);
  const x = q.exclude;
  if (x) {
    // A field a profile lacks (no level, no company) rules nobody out.
    if (x.seniorities.length > 0)
      out.push(sql`(${ps.seniority} IS NULL OR NOT ${ps.seniority} = ANY(${param(x.seniorities, '::smallint[]')}))`);
    if (x.skills.length > 0)
      out.push(
        sql`NOT ${ps.skill_keys} && ${param(
          x.skills.map((k) => k.toLowerCase()),
          '::text[]',
        )}`,
      );
    if (x.companyIds.length > 0)
      out.push(sql`(${ps.current_company_id} IS NULL OR NOT ${ps.current_company_id} = ANY(${param(x.companyIds, '::int[]')}))`);
    if (x.industries.length > 0) out.push(sql`(${ps.industry} IS NULL OR NOT ${ps.industry} = ANY(${param(x.industries, '::varchar[]')}))`);
    if (x.locations.length > 0) out.push(sql`${inPlaces(x.locations)} IS NOT TRUE`);
    if (x.remote) out.push(sql`NOT ${ps.remote}`);
    for (const words of x.words) out.push(sql`(${ps.doc} @@ ${tsqueryOf(words)}) IS NOT TRUE`);
  }
  return out.length > 0 ? join(out, ' AND ') : null;
}

/** The order of equally relevant profiles: the better profile first, the id last so that pages never repeat or skip. */
export const TIE_BREAK = sql`${ps.quality} DESC, ${ps.profile_id}`;

export interface CompiledSearch {
  /** The FROM clause: the search table, and the keyword tsquery computed once. */
  from: Sql;
  /** WHERE clauses of the ranking tiers, best first; together they are exactly the matches. */
  tiers: Sql[];
  /** The ranking as one ORDER BY expression list (the tiers, then TIE_BREAK), for small match sets. */
  order: Sql;
  /** WHERE clause of every match. */
  where: Sql;
  /**
   * The same matches as the planner should count them (its estimate): `where` without the skills'
   * words (skillWordsOf), which the skills imply and the planner would count a second time.
   */
  estimated: Sql;
  /**
   * With skills' words asked (skillWordsOf), the conditions other than the keywords and the words:
   * what the caller estimates to choose whether asking the words pays (LocalIndexSource). Null without them.
   */
  rest: Sql | null;
  /** The same SQL for the same search (its text and values): the key of its cached answers. */
  key: string;
}

/**
 * The SQL of a search's exact matches: every constraint met. Ranking, best first: the titles a
 * title phrase names literally above the rest of the family it names; with relocation, those
 * living in the place asked above those who would move there; with keywords, profiles
 * whose name or current title match (head_doc), then those matching in past titles, companies or
 * skills (doc's A and B parts: kq.core), then the rest; within a tier the better profile first (TIE_BREAK). Each tier
 * is its own statement, so PostgreSQL answers `ORDER BY quality DESC, id LIMIT n` by walking the
 * quality index when a tier is dense and from the other indexes when it is sparse.
 */
export function compileSearch(q: StructuredQuery, opts: { skillWords?: boolean } = {}): CompiledSearch {
  const constraints = constraintsOf(q);
  const from = fromOf(SEARCH_TABLE, keywordTableOf(q));
  const where = constraints.map((c) => c.met);
  const excluded = exclusionOf(q);
  if (excluded) where.push(excluded);
  const estimated = where.length > 0 ? join(where, ' AND ') : sql`TRUE`;
  const words = opts.skillWords === false ? [] : skillWordsOf(q);
  const all = join([estimated, ...words], ' AND ');
  const others = [...constraints.filter((c) => c.kind !== 'keywords').map((c) => c.met), ...(excluded ? [excluded] : [])];
  const rest = words.length === 0 ? null : others.length > 0 ? join(others, ' AND ') : sql`TRUE`;
  let tiers = [all];
  const ranks: Sql[] = [];
  const tm = q.titleMatch;
  if (tm && tm.literal.length > 0 && tm.literal.length < tm.met.length) {
    const literal = ANY_TITLE(tm.literal);
    tiers = [sql`${all} AND ${literal}`, sql`${all} AND NOT ${literal}`];
    ranks.push(sql`(${literal}) DESC`);
  }
  if (q.relocation && q.locations.length > 0) {
    // Open to relocation: the people who live there first, then those who would move there.
    const there = inPlaces(q.locations);
    tiers = tiers.flatMap((t) => [sql`${t} AND ${there}`, sql`${t} AND ${there} IS NOT TRUE`]);
    ranks.push(sql`(${there}) IS TRUE DESC`);
  }
  if (q.keywords) {
    tiers = tiers.flatMap((t) => [
      sql`${t} AND ${ps.head_doc} @@ kq.q`,
      sql`${t} AND ${ps.doc} @@ kq.core AND NOT (${ps.head_doc} @@ kq.q)`,
      sql`${t} AND NOT (${ps.doc} @@ kq.core)`,
    ]);
    ranks.push(sql`CASE WHEN ${ps.head_doc} @@ kq.q THEN 1 WHEN ${ps.doc} @@ kq.core THEN 2 ELSE 3 END`);
  }
  const key = JSON.stringify([from.render(), tiers.map((t) => t.render())]);
  return { from, tiers, order: join([...ranks, TIE_BREAK], ', '), where: all, estimated, rest, key };
}

/**
 * With keywords, each skill's words (SkillMatch.words) asked of the keyword document too. The skill
 * implies them (its skills are part of the document), so no match is lost; they are answered from
 * the document's index with the keywords, which intersects the two there. A skill and a keyword
 * that nobody with the skill has (python developers who worked at Google) then find nobody in
 * about 25 ms at five million profiles, where bitmaps of the skill's 700,000 and the keyword's
 * 200,000 rows took 600 ms. A skill without words (stop words, or a skill meeting it that lacks
 * them) adds nothing; several skills of which any will do add one query of alternatives. When the
 * rest of the search is narrow (a title in a city) its rows are cheaper to check than the keyword's
 * index is to read, so the caller compiles without them then (`skillWords: false`).
 */
function skillWordsOf(q: StructuredQuery): Sql[] {
  if (!q.keywords || q.skills.length === 0) return [];
  const keys = q.skills.map((s) => s.toLowerCase());
  const groups = q.skillsMatch === 'any' && keys.length > 1 ? [keys] : keys.map((k) => [k]);
  const out: Sql[] = [];
  for (const group of groups) {
    const words = group.map((k) => q.skillMatch?.[k]?.words);
    if (words.some((w) => !w)) continue;
    const query = words.length === 1 ? words[0]! : words.map((w) => `(${w})`).join(' | ');
    out.push(sql`${ps.doc} @@ ${param(query, '::tsquery')}`);
  }
  return out;
}
