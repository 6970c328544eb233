import type {
  HistoryTableRowFragment,
  SearchFiltersInput,
  SearchInput,
  SearchType,
  SeniorityLevel,
  SkillsMatch,
} from '../../graphql/generated';
import { isSearchType } from './searchTypes';

/**
 * A search lives in the address (spec section 2, "Search results"), so that every search can be
 * bookmarked, shared and re-run:
 *   /search?q={text}&page={n}&type=ai
 *   /search?page={n}&type=build&titles=…&locations=…&skills=…&skillsMatch=any&yearsFrom=5&yearsTo=10
 *          &seniorities=senior&currentCompanies=…&pastCompanies=…&industries=…&schools=…&keywords=…
 *   /search?q={optional text}&page={n}&type=persona&persona={id}
 * Lists are repeated parameters. `query` is read as a synonym of `q`. For the build type, a `q`
 * without `keywords` (the dashboard's box on the build tab) is read as the keywords.
 * Everything here is pure: the page reads the address through `parseSearchParams` and writes it
 * through `searchPath`.
 */

/** Spec section 9: ten profiles a page. */
export const PAGE_SIZE = 10;
/** The server answers pages 1 to 1000 (SearchInput.page); the pagination never offers more. */
export const MAX_PAGE = 1000;
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

/** The build filters as the address and the form hold them: lists are never null, absent numbers are null. */
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
type TextListFilter = Exclude<ListFilter, 'seniorities'>;
const TEXT_LIST_FILTERS = LIST_FILTERS.filter((name): name is TextListFilter => name !== 'seniorities');

export interface SearchState {
  type: SearchType;
  /** The text of an ai search, or the optional text of a persona search (trimmed). */
  query: string;
  page: number;
  filters: BuildFilters;
  persona: string | null;
  /** A saved search's run (`saved={id}`): its profiles new since the run before are marked. */
  saved?: string | null;
  /** The run's own `since` (ISO 8601), once the server answered it: later pages and "Show only new" keep it. */
  since?: string | null;
  /** List only the profiles new since the run before (`onlyNew=1`). */
  onlyNew?: boolean;
}

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

function parseYears(raw: string | null | undefined): number | null {
  if (raw == null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= YEARS_MAX ? n : null;
}

export function parsePage(raw: string | null | undefined): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, MAX_PAGE);
}

function parseType(raw: string | null): SearchType {
  return isSearchType(raw) ? raw : 'ai';
}

/** The seniority levels of a list, read case-insensitively; anything else is left out. */
function seniorities(values: ReadonlyArray<string | null | undefined> | null | undefined): SeniorityLevel[] {
  return cleanList(values)
    .map((s) => s.toLowerCase())
    .filter(isSeniority);
}

export function parseSearchParams(params: URLSearchParams): SearchState {
  const type = parseType(params.get('type'));
  const query = (params.get('q') ?? params.get('query') ?? '').trim();
  const filters = emptyFilters();
  for (const name of TEXT_LIST_FILTERS) filters[name] = cleanList(params.getAll(name));
  filters.seniorities = seniorities(params.getAll('seniorities'));
  filters.skillsMatch = params.get('skillsMatch') === 'any' ? 'any' : 'all';
  filters.yearsFrom = parseYears(params.get('yearsFrom'));
  filters.yearsTo = parseYears(params.get('yearsTo'));
  filters.keywords = (params.get('keywords') ?? (type === 'build' ? query : '')).trim();
  const persona = params.get('persona')?.trim() || null;
  const state: SearchState = { type, query: type === 'build' ? '' : query, page: parsePage(params.get('page')), filters, persona };
  const saved = params.get('saved')?.trim();
  if (saved) {
    state.saved = saved;
    const since = params.get('since')?.trim();
    state.since = since && !Number.isNaN(Date.parse(since)) ? since : null;
    state.onlyNew = params.get('onlyNew') === '1';
  }
  return state;
}

/** True when the build filters hold at least one criterion (skillsMatch alone is none). */
export function hasFilters(filters: BuildFilters): boolean {
  return (
    filters.keywords.trim() !== '' ||
    LIST_FILTERS.some((name) => filters[name].length > 0) ||
    filters.yearsFrom !== null ||
    filters.yearsTo !== null
  );
}

/** How many filters are set, for the collapsed filter panel's label. */
export function countFilters(filters: BuildFilters): number {
  return (
    LIST_FILTERS.filter((name) => filters[name].length > 0).length +
    (filters.keywords.trim() ? 1 : 0) +
    (filters.yearsFrom !== null || filters.yearsTo !== null ? 1 : 0)
  );
}

/** The filters as the server takes them: only the criteria that are set. */
export function toFiltersInput(filters: BuildFilters): SearchFiltersInput {
  const input: SearchFiltersInput = {};
  if (filters.keywords.trim()) input.keywords = filters.keywords.trim();
  for (const name of TEXT_LIST_FILTERS) {
    const list = cleanList(filters[name]);
    if (list.length > 0) input[name] = list;
  }
  const levels = cleanList(filters.seniorities);
  if (levels.length > 0) input.seniorities = levels;
  if (filters.skills.length > 0 && filters.skillsMatch === 'any') input.skillsMatch = 'any';
  if (filters.yearsFrom !== null) input.yearsFrom = filters.yearsFrom;
  if (filters.yearsTo !== null) input.yearsTo = filters.yearsTo;
  return input;
}

/**
 * The variables of the search the address asks for, or null when it asks for none: an ai search
 * needs a query, a build search at least one filter, a persona search a persona.
 */
export function toSearchInput(state: SearchState): SearchInput | null {
  const input = searchInputOf(state);
  if (!input || !state.saved) return input;
  // A saved search's run: without `since` the server records a new run; with it, a page of that run.
  return { ...input, savedSearchId: state.saved, onlyNew: state.onlyNew ?? false, ...(state.since ? { since: state.since } : {}) };
}

function searchInputOf(state: SearchState): SearchInput | null {
  switch (state.type) {
    case 'ai':
      return state.query ? { type: 'ai', query: state.query, page: state.page } : null;
    case 'build':
      return hasFilters(state.filters) ? { type: 'build', filters: toFiltersInput(state.filters), page: state.page } : null;
    case 'persona':
      return state.persona
        ? { type: 'persona', persona: state.persona, ...(state.query ? { query: state.query } : {}), page: state.page }
        : null;
  }
}

/** The address of a search: /search?q=…&page=…&type=…, then the persona or the filters. */
export function searchPath(state: Partial<SearchState> & { type: SearchType }): string {
  const params = new QueryString();
  const query = state.query?.trim() ?? '';
  if (query && state.type !== 'build') params.add('q', query);
  params.add('page', String(state.page ?? 1));
  params.add('type', state.type);
  if (state.type === 'persona' && state.persona) params.add('persona', state.persona);
  if (state.type === 'build' && state.filters) {
    const f = state.filters;
    for (const name of LIST_FILTERS) for (const value of cleanList(f[name])) params.add(name, value);
    if (f.skills.length > 0 && f.skillsMatch === 'any') params.add('skillsMatch', 'any');
    if (f.yearsFrom !== null) params.add('yearsFrom', String(f.yearsFrom));
    if (f.yearsTo !== null) params.add('yearsTo', String(f.yearsTo));
    if (f.keywords.trim()) params.add('keywords', f.keywords.trim());
  }
  if (state.saved) {
    params.add('saved', state.saved);
    if (state.since) params.add('since', state.since);
    if (state.onlyNew) params.add('onlyNew', '1');
  }
  return `/search?${params.toString()}`;
}

/** Parameters written with encodeURIComponent (spaces as %20), like the dashboard's `searchUrl`. */
class QueryString {
  private readonly pairs: Array<[string, string]> = [];
  add(name: string, value: string) {
    this.pairs.push([name, value]);
  }
  toString() {
    return this.pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  }
}

/**
 * The AI search for people like someone ('Find similar' in the profile dialog): the text names
 * their professional-network profile, which the server reads as a lookalike search.
 */
export function similarSearchPath(linkedinUsername: string): string {
  return searchPath({ type: 'ai', page: 1, query: `people like https://www.linkedin.com/in/${linkedinUsername}` });
}

/** The same search at another page. */
export function withPage(state: SearchState, page: number): string {
  return searchPath({ ...state, page });
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
  return filters;
}

/**
 * Where a past search re-runs (spec: My Searches): ai -> /search?q={term}&page=1&type=ai; build ->
 * the stored filters; persona -> the preset plus the text that went with it.
 */
export function historyItemPath(item: Pick<HistoryTableRowFragment, 'type' | 'searchTerm' | 'persona' | 'query' | 'filters'>): string {
  switch (item.type) {
    case 'build': {
      const filters = filtersFromStored(item.filters);
      if (!hasFilters(filters)) filters.keywords = item.searchTerm;
      return searchPath({ type: 'build', page: 1, filters });
    }
    case 'persona': {
      return searchPath({ type: 'persona', page: 1, persona: item.persona, query: item.query ?? '' });
    }
    default:
      return searchPath({ type: 'ai', page: 1, query: item.searchTerm });
  }
}

/** What a saved search keeps of a search: the state the results page re-runs it from. */
export interface SavedSearchFields {
  id: string;
  type: SearchType;
  query?: string | null;
  persona?: string | null;
  filters?: SearchFiltersInput | null;
}

/** Where a saved search runs: its search at page 1, with `saved={id}` (a new run: no `since` yet). */
export function savedSearchPath(saved: SavedSearchFields): string {
  return searchPath({
    type: saved.type,
    page: 1,
    query: saved.query ?? '',
    persona: saved.persona ?? null,
    filters: saved.type === 'build' ? filtersFromStored(saved.filters) : undefined,
    saved: saved.id,
  });
}

/** The search of the results page as a saved search stores it (the variables of saveSearch, name aside). */
export function savedSearchInput(state: SearchState): Omit<SearchInput, 'page'> | null {
  const input = searchInputOf(state);
  if (!input) return null;
  return { type: input.type, query: input.query, persona: input.persona, filters: input.filters };
}

/** A name for a new saved search: the query text, or what the build filters ask, at most 100 characters. */
export function defaultSavedName(state: SearchState): string {
  const f = state.filters;
  const text =
    state.type === 'build'
      ? [f.keywords.trim(), ...f.titles, ...f.locations, ...f.skills, ...f.currentCompanies].filter(Boolean).join(', ')
      : state.query || (state.persona ?? '');
  return text.slice(0, 100);
}

/** Words that mean nothing once the part after them is gone ("engineers in" -> "engineers"). */
const CONNECTORS = new Set([
  'a',
  'an',
  'the',
  'in',
  'at',
  'on',
  'of',
  'for',
  'from',
  'to',
  'by',
  'near',
  'with',
  'within',
  'without',
  'and',
  'or',
  'but',
  'nor',
  'who',
  'that',
  'which',
  'are',
  'is',
  'was',
  'were',
  'has',
  'have',
  'having',
  'based',
  'located',
  'living',
  'working',
  'worked',
]);
const JOINERS = new Set(['and', 'or', 'but', 'nor']);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The query without one chip's text (its first occurrence, as a whole word when it can be found
 * as one), tidied around the gap: no double spaces, no dangling commas, no dangling words such as
 * a trailing 'in' ("engineers in London" minus "London" is "engineers"; "in London and Paris"
 * minus "London" is "in Paris"; "engineers in London with Python" minus "London" is
 * "engineers with Python").
 */
export function removeChipText(query: string, text: string): string {
  const needle = text.trim();
  if (!needle) return query.trim();
  const whole = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}(?![\\p{L}\\p{N}])`, 'iu').exec(query);
  const start = whole ? whole.index + whole[1].length : query.toLowerCase().indexOf(needle.toLowerCase());
  if (start < 0) return query.trim();
  return tidyGap(query.slice(0, start), query.slice(start + needle.length));
}

function tokens(text: string): string[] {
  return text
    .replace(/\s*,\s*/g, ' , ')
    .split(/\s+/)
    .filter(Boolean);
}

/** Joins the text before and after a removed part, dropping what the removal left dangling. */
export function tidyGap(before: string, after: string): string {
  const left = tokens(before);
  const right = tokens(after);
  const isConnector = (t: string | undefined) => t !== undefined && CONNECTORS.has(t.toLowerCase());
  const isJoiner = (t: string | undefined) => t !== undefined && JOINERS.has(t.toLowerCase());
  for (;;) {
    const l = left[left.length - 1];
    const r = right[0];
    if (isJoiner(r) && (l === undefined || l === ',' || isConnector(l))) right.shift();
    else if (isConnector(l) && (r === undefined || r === ',' || isConnector(r))) left.pop();
    else if (r === ',' && (l === undefined || l === ',')) right.shift();
    else if (l === ',' && r === undefined) left.pop();
    else break;
  }
  return [...left, ...right].join(' ').replace(/ ,/g, ',').trim();
}
