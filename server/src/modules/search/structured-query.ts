import type { KeywordExpr } from './query-reader/interpretation.types';
import { CONSTRAINT_KINDS, type ConstraintKindName } from '../vocabulary/constraint-kind';

/**
 * What every search type comes down to: constraints that all must hold, plus an optional
 * boolean keyword expression that also ranks (name and title above companies and skills, above
 * the rest). The people source answers it.
 */
export interface StructuredQuery {
  /** Role phrases; a profile's current title must match one of them. */
  titles: string[];
  /**
   * The job titles of the index those phrases stand for, graded, when the people source has looked
   * them up (see TitleMatch); without it the phrases are matched against each profile's title.
   */
  titleMatch?: TitleMatch;
  /** Seniority level numbers (index in SENIORITY_LEVELS); any of them. */
  seniorities: number[];
  functions: string[];
  /**
   * Any of these places: a city (in a country when known), a region of a country (`region`: the
   * people a source placed in it) or a whole country; `area` names the area or region it was asked
   * as part of ('DACH', 'Texas').
   */
  locations: Array<{ city?: string; countryCode?: string; area?: string; region?: string }>;
  currentCompanyIds: number[];
  pastCompanyIds: number[];
  industries: string[];
  pastIndustries: string[];
  skills: string[];
  skillsMatch: 'all' | 'any';
  /**
   * The skills of the index each skill asked stands for, when the people source has looked them up
   * (see SkillMatch); without it a skill is met by that skill alone.
   */
  skillMatch?: Record<string, SkillMatch>;
  yearsMin: number | null;
  yearsMax: number | null;
  /** Lower-case school names; any of them. */
  schools: string[];
  /** Degree levels; any of them. */
  degrees: string[];
  keywords: KeywordExpr | null;
  /** The current role is remote. */
  remote?: boolean;
  /**
   * Open to relocating: with places, a person living there or open to relocating meets them;
   * without, a constraint of its own.
   */
  relocation?: boolean;
  /** What the search rules out (its negations): never listed, exact or closest. */
  exclude?: QueryExclusions;
  /** Profiles never listed (a lookalike search leaves out the person it starts from). */
  excludeIds?: string[];
  /**
   * Only profiles added to the index after this time (ISO 8601): a saved search's "new since the
   * last run". A hard filter, never graded: exact and closest matches both keep to it.
   */
  addedAfter?: string;
  /**
   * The constraints that must hold, by key (see constraintKey: the kind, or `skill:<key>` for one
   * skill): closest matches never relax them. Unset: the role and the place (DEFAULT_MUST_HAVES).
   * Exact matches meet every constraint either way.
   */
  required?: string[];
  /**
   * How closest matches rank: `wishes` (the default) by how many nice-to-haves a person meets, then
   * how well; `likeness` (a lookalike search) by how nearly they keep the role and the place, then
   * the rest, both weighted.
   */
  rankBy?: 'wishes' | 'likeness';
}

/**
 * The people a search rules out, each list any-of: a current seniority level, a skill, a current
 * company, an industry of the current company, a place, or words of the profile's text.
 */
export interface QueryExclusions {
  seniorities: number[];
  skills: string[];
  companyIds: number[];
  industries: string[];
  locations: Array<{ city?: string; countryCode?: string; area?: string; region?: string }>;
  words: KeywordExpr[];
  /** Remote roles ('NOT remote'). */
  remote?: boolean;
}

/** Whether a search rules anyone out. */
export function hasExclusions(x: QueryExclusions | undefined): x is QueryExclusions {
  return (
    !!x &&
    (x.remote === true ||
      x.seniorities.length + x.skills.length + x.companyIds.length + x.industries.length + x.locations.length + x.words.length > 0)
  );
}

/**
 * The title keys of the index a search's title phrases stand for (job_titles keys), graded by the
 * title taxonomy: `met` meet the constraint (the titles named literally or by a synonym, and every
 * title of a family the phrase names); the rest are nearer and nearer misses for closest matches:
 * the same family, the same function and level, the same function, an adjacent function.
 */
export interface TitleMatch {
  met: string[];
  /** The titles named literally (or by a synonym): ranked above the rest of `met`. */
  literal: string[];
  family: string[];
  level: string[];
  func: string[];
  adjacent: string[];
  /** The families the phrases name or whose titles they name. */
  families: string[];
}

/**
 * What one skill asked stands for among the skills of the index: `met`, the skill itself and every
 * skill containing it as whole words ('saas' -> 'saas sales', 'b2b saas'); `family`, skills of its
 * families (skill-families.ts), near misses that rank closest matches.
 */
export interface SkillMatch {
  met: string[];
  family: string[];
  /**
   * The skill's own words as a text-search query ('distributed systems' -> 'distribut' & 'system'),
   * when every skill of `met` has them: then whoever meets the skill has them in the keyword
   * document (its skills are part of it), and a search with keywords asks them of that document's
   * index too, which intersects them with the keywords inside one index. Absent when a skill of
   * `met` lacks one of them, or the skill has no words but stop words ('IT').
   */
  words?: string;
}

/** The must-haves of a search that does not choose them: the role and the place. */
export const DEFAULT_MUST_HAVES: readonly string[] = ['title', 'function', 'location'];

/** The kinds a must-have key may name (`skill` alone names every skill of the search). */
export const MUST_HAVE_KINDS = CONSTRAINT_KINDS.filter((kind) => kind !== 'similar');

/** A constraint's key, as must-have lists name it: its kind, or `skill:<key>` for one skill of several. */
export function constraintKey(kind: ConstraintKindName, value: string): string {
  return kind === 'skill' && !value.includes(' / ') ? `skill:${value}` : kind;
}

/** Whether a must-have list names this constraint (`skill` names every skill). */
export function isMustHave(key: string, mustHaves: readonly string[]): boolean {
  return mustHaves.includes(key) || (key.startsWith('skill:') && mustHaves.includes('skill'));
}

export function emptyQuery(): StructuredQuery {
  return {
    titles: [],
    seniorities: [],
    functions: [],
    locations: [],
    currentCompanyIds: [],
    pastCompanyIds: [],
    industries: [],
    pastIndustries: [],
    skills: [],
    skillsMatch: 'all',
    yearsMin: null,
    yearsMax: null,
    schools: [],
    degrees: [],
    keywords: null,
  };
}

/** Both must hold: lists that both constrain are intersected where that is what AND means. */
export function mergeQueries(a: StructuredQuery, b: StructuredQuery): StructuredQuery {
  const both = <T>(x: T[], y: T[]): T[] =>
    x.length === 0 ? y : y.length === 0 ? x : x.filter((v) => y.some((w) => JSON.stringify(w) === JSON.stringify(v)));
  const union = <T>(x: T[], y: T[]): T[] => [...x, ...y.filter((v) => !x.some((w) => JSON.stringify(w) === JSON.stringify(v)))];
  const keywords = a.keywords && b.keywords ? { kind: 'and' as const, items: [a.keywords, b.keywords] } : (a.keywords ?? b.keywords);
  return {
    titles: union(a.titles, b.titles),
    seniorities: both(a.seniorities, b.seniorities),
    functions: both(a.functions, b.functions),
    locations: both(a.locations, b.locations),
    currentCompanyIds: both(a.currentCompanyIds, b.currentCompanyIds),
    pastCompanyIds: union(a.pastCompanyIds, b.pastCompanyIds),
    industries: both(a.industries, b.industries),
    pastIndustries: union(a.pastIndustries, b.pastIndustries),
    skills: union(a.skills, b.skills),
    skillsMatch: a.skills.length > 0 ? a.skillsMatch : b.skillsMatch,
    yearsMin: a.yearsMin === null ? b.yearsMin : b.yearsMin === null ? a.yearsMin : Math.max(a.yearsMin, b.yearsMin),
    yearsMax: a.yearsMax === null ? b.yearsMax : b.yearsMax === null ? a.yearsMax : Math.min(a.yearsMax, b.yearsMax),
    schools: both(a.schools, b.schools),
    degrees: both(a.degrees, b.degrees),
    keywords,
    ...(a.remote || b.remote ? { remote: true } : {}),
    ...(a.relocation || b.relocation ? { relocation: true } : {}),
    ...(hasExclusions(a.exclude) || hasExclusions(b.exclude) ? { exclude: unionExclusions(a.exclude, b.exclude) } : {}),
  };
}

/** Everything either rules out. */
function unionExclusions(a: QueryExclusions | undefined, b: QueryExclusions | undefined): QueryExclusions {
  if (!a || !b) return (a ?? b)!;
  const union = <T>(x: T[], y: T[]): T[] => [...x, ...y.filter((v) => !x.some((w) => JSON.stringify(w) === JSON.stringify(v)))];
  return {
    seniorities: union(a.seniorities, b.seniorities),
    skills: union(a.skills, b.skills),
    companyIds: union(a.companyIds, b.companyIds),
    industries: union(a.industries, b.industries),
    locations: union(a.locations, b.locations),
    words: union(a.words, b.words),
    ...(a.remote || b.remote ? { remote: true } : {}),
  };
}

export function isEmptyQuery(q: StructuredQuery): boolean {
  return (
    q.titles.length +
      q.seniorities.length +
      q.functions.length +
      q.locations.length +
      q.currentCompanyIds.length +
      q.pastCompanyIds.length +
      q.industries.length +
      q.pastIndustries.length +
      q.skills.length +
      q.schools.length +
      q.degrees.length ===
      0 &&
    q.yearsMin === null &&
    q.yearsMax === null &&
    q.keywords === null &&
    !q.remote &&
    !q.relocation &&
    !hasExclusions(q.exclude)
  );
}
