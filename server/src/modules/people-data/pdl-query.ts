import type { KeywordExpr } from '../search/query-reader/interpretation.types';
import type { StructuredQuery } from '../search/structured-query';
import { countryNameOf, VOCABULARY } from '../vocabulary';
import { SENIORITY_LEVELS } from '../vocabulary/vocabulary.types';

/** An Elasticsearch query as People Data Labs' Person Search takes it (`query`). */
export type EsQuery = Record<string, unknown>;

/** The names of the companies a query's ids stand for (the index's companies, looked up by the caller). */
export interface PdlQueryNames {
  currentCompanies: string[];
  pastCompanies: string[];
  /** The current companies a search rules out. */
  excludedCompanies?: string[];
}

/**
 * Our seniority levels as PDL's `job_title_levels` (cxo, owner, partner, vp, director, manager,
 * senior, entry, training, unpaid). PDL has no level for 'mid': it constrains nothing.
 */
const LEVELS: Record<(typeof SENIORITY_LEVELS)[number], string[]> = {
  entry: ['entry', 'training'],
  mid: [],
  senior: ['senior'],
  lead: ['senior', 'manager'],
  manager: ['manager'],
  director: ['director'],
  vp: ['vp'],
  executive: ['cxo', 'owner', 'partner'],
};

/** Our job functions as PDL's canonical `job_title_role` values; 'leadership' is a level, not a role. */
const ROLES: Record<string, string[]> = {
  engineering: ['engineering'],
  product: ['product'],
  design: ['creative'],
  data: ['analyst', 'research'],
  sales: ['sales'],
  marketing: ['marketing'],
  customer_success: ['support'],
  people: ['human_resources'],
  finance: ['finance'],
  operations: ['operations'],
  nursing: ['health'],
  clinical: ['health'],
  education: ['education'],
  legal: ['legal'],
  hospitality: ['hospitality'],
  trades: ['trade'],
};

/** Our degree levels as the values PDL writes in `education.degrees`. */
const DEGREES: Record<string, string[]> = {
  bachelor: ['bachelors', 'bachelor of science', 'bachelor of arts'],
  master: ['masters', 'master of science', 'master of arts'],
  mba: ['master of business administration', 'mba'],
  phd: ['doctorates', 'phd', 'doctor of philosophy'],
};

const lower = (s: string) => s.trim().toLowerCase();
const unique = (values: string[]) => [...new Set(values.map(lower).filter(Boolean))];

/** A country as PDL names it (lower case, English): the vocabulary's name, else the runtime's ('HU' -> 'hungary'). */
const countryName = (code: string) => {
  const named = countryNameOf(code);
  return named === code.toUpperCase() ? undefined : lower(named);
};
const INDUSTRY_NAMES = new Map(VOCABULARY.industries.map((i) => [i.key, unique([i.name, ...(i.aliases ?? [])])]));

/** Any of these clauses. */
const anyOf = (clauses: EsQuery[]): EsQuery => (clauses.length === 1 ? clauses[0] : { bool: { should: clauses, minimum_should_match: 1 } });

function keywordClause(expr: KeywordExpr): EsQuery {
  switch (expr.kind) {
    case 'term': {
      const text = lower(expr.text);
      return anyOf([{ match_phrase: { job_title: text } }, { term: { skills: text } }, { match_phrase: { summary: text } }]);
    }
    case 'and':
      return { bool: { must: expr.items.map(keywordClause) } };
    case 'or':
      return anyOf(expr.items.map(keywordClause));
    case 'not':
      return { bool: { must_not: [keywordClause(expr.item)] } };
  }
}

/**
 * A structured search as a PDL Person Search query: every constraint the search holds, in PDL's
 * person schema (lower-case values): titles by `job_title` (any of the phrases), levels by
 * `job_title_levels`, functions by `job_title_role`, places by `location_locality` and
 * `location_country`, companies by `job_company_name` and `experience.company.name`, industries by
 * `industry` (now) and `experience.company.industry` (before), skills by `skills` (all or any),
 * years by `inferred_years_experience`, schools and degrees by `education.*`, and the keywords over
 * title, skills and summary. Null when the search constrains nothing (PDL would return anyone).
 */
export function pdlQueryOf(q: StructuredQuery, names: PdlQueryNames): EsQuery | null {
  const must: EsQuery[] = [];
  const titles = unique(q.titles);
  if (titles.length) must.push(anyOf(titles.map((t) => ({ match_phrase: { job_title: t } }))));
  const levels = unique(q.seniorities.flatMap((s) => LEVELS[SENIORITY_LEVELS[s]] ?? []));
  if (levels.length) must.push({ terms: { job_title_levels: levels } });
  const leadership = q.functions.includes('leadership');
  const roles = unique(q.functions.flatMap((f) => ROLES[f] ?? []));
  if (roles.length) must.push({ terms: { job_title_role: roles } });
  if (leadership && !levels.length) must.push({ terms: { job_title_levels: ['cxo', 'owner', 'vp', 'director'] } });
  const places = placeClauses(q.locations);
  if (places.length) must.push(anyOf(places));
  const current = unique(names.currentCompanies);
  if (current.length) must.push({ terms: { job_company_name: current } });
  const past = unique(names.pastCompanies);
  if (past.length) must.push({ terms: { 'experience.company.name': past } });
  const industries = unique(q.industries.flatMap((i) => INDUSTRY_NAMES.get(i) ?? [i]));
  if (industries.length) must.push({ terms: { industry: industries } });
  const pastIndustries = unique(q.pastIndustries.flatMap((i) => INDUSTRY_NAMES.get(i) ?? [i]));
  if (pastIndustries.length) must.push({ terms: { 'experience.company.industry': pastIndustries } });
  const skills = unique(q.skills);
  if (skills.length && q.skillsMatch === 'any') must.push({ terms: { skills } });
  else for (const skill of skills) must.push({ term: { skills: skill } });
  if (q.yearsMin !== null || q.yearsMax !== null)
    must.push({
      range: {
        inferred_years_experience: {
          ...(q.yearsMin !== null ? { gte: q.yearsMin } : {}),
          ...(q.yearsMax !== null ? { lte: q.yearsMax } : {}),
        },
      },
    });
  const schools = unique(q.schools);
  if (schools.length) must.push({ terms: { 'education.school.name': schools } });
  const degrees = unique(q.degrees.flatMap((d) => DEGREES[d] ?? [d]));
  if (degrees.length) must.push({ terms: { 'education.degrees': degrees } });
  if (q.keywords) must.push(keywordClause(q.keywords));
  if (!must.length) return null;
  const mustNot = exclusionClauses(q, names);
  return { bool: mustNot.length ? { must, must_not: mustNot } : { must } };
}

/** Living in one of these places, each a clause. */
function placeClauses(locations: StructuredQuery['locations']): EsQuery[] {
  return locations.flatMap((l): EsQuery[] => {
    const country = l.countryCode ? countryName(l.countryCode) : undefined;
    const city = l.city ? lower(l.city) : undefined;
    if (l.region)
      return country ? [{ bool: { must: [{ term: { location_region: lower(l.region) } }, { term: { location_country: country } }] } }] : [];
    if (city && country) return [{ bool: { must: [{ term: { location_locality: city } }, { term: { location_country: country } }] } }];
    if (city) return [{ term: { location_locality: city } }];
    if (country) return [{ term: { location_country: country } }];
    return [];
  });
}

/** What a search rules out, as clauses none may match (PDL's levels are coarser: ruling out 'lead' rules out its senior and manager). */
function exclusionClauses(q: StructuredQuery, names: PdlQueryNames): EsQuery[] {
  const x = q.exclude;
  if (!x) return [];
  const out: EsQuery[] = [];
  const levels = unique(x.seniorities.flatMap((s) => LEVELS[SENIORITY_LEVELS[s]] ?? []));
  if (levels.length) out.push({ terms: { job_title_levels: levels } });
  const skills = unique(x.skills);
  if (skills.length) out.push({ terms: { skills } });
  const companies = unique(names.excludedCompanies ?? []);
  if (companies.length) out.push({ terms: { job_company_name: companies } });
  const industries = unique(x.industries.flatMap((i) => INDUSTRY_NAMES.get(i) ?? [i]));
  if (industries.length) out.push({ terms: { industry: industries } });
  out.push(...placeClauses(x.locations));
  out.push(...x.words.map(keywordClause));
  return out;
}
