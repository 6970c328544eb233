import type { SearchFiltersInput, SeniorityLevel, SkillsMatch } from '../../graphql/generated';

/**
 * The build filters as the form and the address hold them (lists never null, absent numbers
 * null, flags false when off): their labels, their empty value, what counts as a criterion, and
 * how stored filters read back. The address (searchParams.ts) and the server's variables
 * (searchInput.ts) build on this model.
 */

/** The server's limits on the build filters (SearchFiltersInput). */
export const YEARS_MAX = 60;

/** The seniority levels as the form names them, lowest first (every level of the server's SeniorityLevel). */
export const SENIORITY_LABELS: Record<SeniorityLevel, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  manager: 'Manager',
  director: 'Director',
  vp: 'VP',
  executive: 'Executive',
};

export const SENIORITY_LEVELS = Object.keys(SENIORITY_LABELS) as SeniorityLevel[];

function isSeniority(value: string): value is SeniorityLevel {
  return Object.hasOwn(SENIORITY_LABELS, value);
}

/** How the form names the two ways of matching skills. */
export const SKILLS_MATCH_LABELS: Record<SkillsMatch, string> = {
  all: 'All of them',
  any: 'Any of them',
};

/** The build filters as the address and the form hold them: lists are never null, absent numbers are null, flags are false when off. */
export interface BuildFilters {
  keywords: string;
  titles: string[];
  locations: string[];
  currentCompanies: string[];
  pastCompanies: string[];
  industries: string[];
  skills: string[];
  skillsMatch: SkillsMatch;
  seniorities: SeniorityLevel[];
  yearsFrom: number | null;
  yearsTo: number | null;
  schools: string[];
  /** Only people whose current role is remote. */
  remote: boolean;
  /** People open to relocating: with locations, those living there or open to relocating; without, those open to relocating. */
  openToRelocation: boolean;
}

/** The list filters, in the order the address writes them. */
export const LIST_FILTERS = [
  'titles',
  'locations',
  'skills',
  'seniorities',
  'currentCompanies',
  'pastCompanies',
  'industries',
  'schools',
] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
/** The list filters of free text (seniorities take only the server's levels). */
export type TextListFilter = Exclude<ListFilter, 'seniorities'>;
export const TEXT_LIST_FILTERS = LIST_FILTERS.filter((name): name is TextListFilter => name !== 'seniorities');

export function emptyFilters(): BuildFilters {
  return {
    keywords: '',
    titles: [],
    locations: [],
    currentCompanies: [],
    pastCompanies: [],
    industries: [],
    skills: [],
    skillsMatch: 'all',
    seniorities: [],
    yearsFrom: null,
    yearsTo: null,
    schools: [],
    remote: false,
    openToRelocation: false,
  };
}

/** Trimmed, non-empty, without case-insensitive duplicates, in their order. */
export function cleanList<T extends string = string>(values: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const raw of values ?? []) {
    const value = (raw ?? '').trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value as T);
  }
  return out;
}

/** The seniority levels of a list, read case-insensitively; anything else is left out. */
export function parseSeniorities(values: ReadonlyArray<string | null | undefined> | null | undefined): SeniorityLevel[] {
  return cleanList(values)
    .map((s) => s.toLowerCase())
    .filter(isSeniority);
}

/** True when the build filters hold at least one criterion (skillsMatch alone is none; each flag is one when on). */
export function hasFilters(filters: BuildFilters): boolean {
  return (
    filters.keywords.trim() !== '' ||
    LIST_FILTERS.some((name) => filters[name].length > 0) ||
    filters.yearsFrom !== null ||
    filters.yearsTo !== null ||
    filters.remote ||
    filters.openToRelocation
  );
}

/** How many filters are set, for the collapsed filter panel's label. */
export function countFilters(filters: BuildFilters): number {
  return (
    LIST_FILTERS.filter((name) => filters[name].length > 0).length +
    (filters.keywords.trim() ? 1 : 0) +
    (filters.yearsFrom !== null || filters.yearsTo !== null ? 1 : 0) +
    (filters.remote ? 1 : 0) +
    (filters.openToRelocation ? 1 : 0)
  );
}

/** Stored filters of a past build search (nullable lists) as the address's filters. */
export function filtersFromStored(stored: SearchFiltersInput | null | undefined): BuildFilters {
  const filters = emptyFilters();
  if (!stored) return filters;
  for (const name of TEXT_LIST_FILTERS) filters[name] = cleanList(stored[name]);
  filters.seniorities = cleanList(stored.seniorities);
  filters.keywords = stored.keywords?.trim() ?? '';
  filters.skillsMatch = stored.skillsMatch === 'any' ? 'any' : 'all';
  filters.yearsFrom = stored.yearsFrom ?? null;
  filters.yearsTo = stored.yearsTo ?? null;
  filters.remote = stored.remote === true;
  filters.openToRelocation = stored.openToRelocation === true;
  return filters;
}

/**
 * Each build filter's key in a must-have list (SearchInput.mustHave) and the name of its
 * "Must-have" box, in the order of the form. Years from and to are one constraint; the two work
 * flags (remote, open to relocation) are the server's `remote` and `relocation` kinds.
 */
export const FILTER_MUST_HAVES = [
  { key: 'keywords', name: 'Keywords', isSet: (f: BuildFilters) => f.keywords.trim() !== '' },
  { key: 'title', name: 'Titles', isSet: (f: BuildFilters) => f.titles.length > 0 },
  { key: 'location', name: 'Locations', isSet: (f: BuildFilters) => f.locations.length > 0 },
  { key: 'remote', name: 'Remote', isSet: (f: BuildFilters) => f.remote },
  { key: 'relocation', name: 'Open to relocation', isSet: (f: BuildFilters) => f.openToRelocation },
  { key: 'seniority', name: 'Seniority', isSet: (f: BuildFilters) => f.seniorities.length > 0 },
  { key: 'years', name: 'Years of experience', isSet: (f: BuildFilters) => f.yearsFrom !== null || f.yearsTo !== null },
  { key: 'skill', name: 'Skills', isSet: (f: BuildFilters) => f.skills.length > 0 },
  { key: 'currentCompany', name: 'Current companies', isSet: (f: BuildFilters) => f.currentCompanies.length > 0 },
  { key: 'pastCompany', name: 'Past companies', isSet: (f: BuildFilters) => f.pastCompanies.length > 0 },
  { key: 'industry', name: 'Industries', isSet: (f: BuildFilters) => f.industries.length > 0 },
  { key: 'school', name: 'Schools', isSet: (f: BuildFilters) => f.schools.length > 0 },
] as const;
export type FilterKey = (typeof FILTER_MUST_HAVES)[number]['key'];

/** The keys of the filters that are set, in the order of the form. */
export function setFilterKeys(filters: BuildFilters): FilterKey[] {
  return FILTER_MUST_HAVES.filter((f) => f.isSet(filters)).map((f) => f.key);
}

/**
 * The set filters that are nice-to-haves under a must-have list: none for null (a build search's
 * default: every filter is a must-have), otherwise those the list does not name.
 */
export function niceToHaveFilters(filters: BuildFilters, mustHave: readonly string[] | null): FilterKey[] {
  if (mustHave === null) return [];
  return setFilterKeys(filters).filter((key) => !mustHave.includes(key));
}

/**
 * The must-have list of a build search whose "Must-have" boxes are unticked for `niceToHave`:
 * null (the default, every filter) while every set filter is ticked; otherwise the keys of the set
 * filters that are, possibly none.
 */
export function filtersMustHave(filters: BuildFilters, niceToHave: Iterable<string>): string[] | null {
  const nice = new Set(niceToHave);
  const keys = setFilterKeys(filters);
  const kept = keys.filter((key) => !nice.has(key));
  return kept.length === keys.length ? null : kept;
}

/** Whether a build search has a must-have: a set filter its list names (every set filter by default). */
export function filtersHaveMustHave(filters: BuildFilters, mustHave: readonly string[] | null): boolean {
  const keys = setFilterKeys(filters);
  return mustHave === null ? keys.length > 0 : keys.some((key) => mustHave.includes(key));
}
