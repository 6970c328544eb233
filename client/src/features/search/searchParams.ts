import type { HistoryTableRowFragment, SearchFiltersInput, SearchType } from '../../graphql/generated';
import {
  type BuildFilters,
  cleanList,
  emptyFilters,
  filtersFromStored,
  hasFilters,
  LIST_FILTERS,
  parseSeniorities,
  TEXT_LIST_FILTERS,
  YEARS_MAX,
} from './searchFilters';
import { isSearchType } from './searchTypes';

/**
 * A search lives in the address (docs/product-spec.md §2, "Search results"), so that every search can be
 * bookmarked, shared and re-run:
 *   /search?q={text}&page={n}&type=ai
 *   /search?page={n}&type=build&titles=…&locations=…&skills=…&skillsMatch=any&yearsFrom=5&yearsTo=10
 *          &seniorities=senior&currentCompanies=…&pastCompanies=…&industries=…&schools=…&remote=1
 *          &openToRelocation=1&keywords=…
 *   /search?q={optional text}&page={n}&type=persona&persona={id}
 * then, on any of them, the must-haves the user chose: &must=title&must=skill%3Akubernetes (`must=`
 * alone: none; no `must` at all: the server's defaults).
 * Lists are repeated parameters; the flags `remote` and `openToRelocation` are `1` when on, absent
 * when off (any other value reads as off). `query` is read as a synonym of `q`. For the build type, a `q`
 * without `keywords` (the dashboard's box on the build tab) is read as the keywords.
 * Everything here is pure: the page reads the address through `parseSearchParams` and writes it
 * through `searchPath`. The filters' model is searchFilters.ts; what the server is sent, searchInput.ts.
 */

/** docs/product-spec.md §9: ten profiles a page. */
export const PAGE_SIZE = 10;
/** The server answers pages 1 to 1000 (SearchInput.page); the pagination never offers more. */
export const MAX_PAGE = 1000;

export interface SearchState {
  type: SearchType;
  /** The text of an ai search, or the optional text of a persona search (trimmed). */
  query: string;
  page: number;
  filters: BuildFilters;
  persona: string | null;
  /**
   * The keys of the constraints that must hold (SearchInput.mustHave: a kind, or `skill:<key>`);
   * every other part of the search is a nice-to-have. Null: the server's defaults; [] none.
   */
  mustHave: string[] | null;
  /** A saved search's run (`saved={id}`): its profiles new since the run before are marked. */
  saved?: string | null;
  /** The run's own `since` (ISO 8601), once the server answered it: later pages and "Show only new" keep it. */
  since?: string | null;
  /** List only the profiles new since the run before (`onlyNew=1`). */
  onlyNew?: boolean;
  /** ai and persona: read the words as typed, no typo corrected (`asTyped=1`). */
  asTyped?: boolean;
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

/**
 * The `must` parameters: null when there are none (the defaults), [] for `must=` alone, otherwise
 * the keys trimmed, without blanks and repeats.
 */
function parseMustHave(values: readonly string[]): string[] | null {
  return values.length === 0 ? null : cleanList(values);
}

function parseType(raw: string | null): SearchType {
  return isSearchType(raw) ? raw : 'ai';
}

export function parseSearchParams(params: URLSearchParams): SearchState {
  const type = parseType(params.get('type'));
  const query = (params.get('q') ?? params.get('query') ?? '').trim();
  const filters = emptyFilters();
  for (const name of TEXT_LIST_FILTERS) filters[name] = cleanList(params.getAll(name));
  filters.seniorities = parseSeniorities(params.getAll('seniorities'));
  filters.skillsMatch = params.get('skillsMatch') === 'any' ? 'any' : 'all';
  filters.yearsFrom = parseYears(params.get('yearsFrom'));
  filters.yearsTo = parseYears(params.get('yearsTo'));
  filters.remote = params.get('remote') === '1';
  filters.openToRelocation = params.get('openToRelocation') === '1';
  filters.keywords = (params.get('keywords') ?? (type === 'build' ? query : '')).trim();
  const persona = params.get('persona')?.trim() || null;
  const state: SearchState = {
    type,
    query: type === 'build' ? '' : query,
    page: parsePage(params.get('page')),
    filters,
    persona,
    mustHave: parseMustHave(params.getAll('must')),
  };
  if (type !== 'build' && params.get('asTyped') === '1') state.asTyped = true;
  const saved = params.get('saved')?.trim();
  if (saved) {
    state.saved = saved;
    const since = params.get('since')?.trim();
    state.since = since && !Number.isNaN(Date.parse(since)) ? since : null;
    state.onlyNew = params.get('onlyNew') === '1';
  }
  return state;
}

/** The address of a search: /search?q=…&page=…&type=…, then the persona or the filters, then the must-haves. */
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
    if (f.remote) params.add('remote', '1');
    if (f.openToRelocation) params.add('openToRelocation', '1');
    if (f.keywords.trim()) params.add('keywords', f.keywords.trim());
  }
  if (state.mustHave) {
    const keys = cleanList(state.mustHave);
    if (keys.length === 0) params.add('must', '');
    for (const key of keys) params.add('must', key);
  }
  if (state.asTyped && state.type !== 'build' && query) params.add('asTyped', '1');
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
 * their professional-network profile, which the server reads as a lookalike search. A sample
 * person's made-up username is named on the reserved host the server gives their link
 * (linkedin.example), never as a linkedin.com address; a person imported without a LinkedIn
 * profile ('~<source>.<record id>') by that name alone.
 */
export function similarSearchPath(person: { linkedinUsername: string; sample: boolean }): string {
  const host = person.sample ? 'https://linkedin.example' : 'https://www.linkedin.com';
  const who = person.linkedinUsername.startsWith('~') ? person.linkedinUsername : `${host}/in/${person.linkedinUsername}`;
  return searchPath({ type: 'ai', page: 1, query: `people like ${who}` });
}

/**
 * The profile a pasted LinkedIn link names, when that link is all the AI search box holds
 * ('https://www.linkedin.com/in/jane-doe/', 'linkedin.com/in/jane-doe?trk=x', 'uk.linkedin.com/in/…'):
 * the address that opens it (`/search?profile=<username>`); null for any other text.
 */
export function profileLinkPath(text: string): string | null {
  const match = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.|www\.)?linkedin\.com\/(?:mwlite\/)?in\/([^/?#\s]+)(?:\/[^?#\s]*)?(?:[?#]\S*)?$/i.exec(
    text.trim(),
  );
  if (!match) return null;
  let username: string;
  try {
    username = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return `/search?profile=${encodeURIComponent(username)}`;
}

/** The same search at another page. */
export function withPage(state: SearchState, page: number): string {
  return searchPath({ ...state, page });
}

/**
 * Where a past search re-runs (spec: My Searches): ai -> /search?q={term}&page=1&type=ai; build ->
 * the stored filters; persona -> the preset plus the text that went with it. Each with the
 * must-haves it was run with (none stored: the defaults).
 */
export function historyItemPath(
  item: Pick<HistoryTableRowFragment, 'type' | 'searchTerm' | 'persona' | 'query' | 'filters'> &
    Partial<Pick<HistoryTableRowFragment, 'mustHave'>>,
): string {
  const mustHave = item.mustHave ?? null;
  switch (item.type) {
    case 'build': {
      const filters = filtersFromStored(item.filters);
      if (!hasFilters(filters)) filters.keywords = item.searchTerm;
      return searchPath({ type: 'build', page: 1, filters, mustHave });
    }
    case 'persona': {
      return searchPath({ type: 'persona', page: 1, persona: item.persona, query: item.query ?? '', mustHave });
    }
    default:
      return searchPath({ type: 'ai', page: 1, query: item.searchTerm, mustHave });
  }
}

/** What a saved search keeps of a search: the state the results page re-runs it from. */
export interface SavedSearchFields {
  id: string;
  type: SearchType;
  query?: string | null;
  persona?: string | null;
  filters?: SearchFiltersInput | null;
  /** The must-haves it was saved with (null: the defaults). */
  mustHave?: string[] | null;
}

/** Where a saved search runs: its search at page 1 with its must-haves, and `saved={id}` (a new run: no `since` yet). */
export function savedSearchPath(saved: SavedSearchFields): string {
  return searchPath({
    type: saved.type,
    page: 1,
    query: saved.query ?? '',
    persona: saved.persona ?? null,
    filters: saved.type === 'build' ? filtersFromStored(saved.filters) : undefined,
    mustHave: saved.mustHave ?? null,
    saved: saved.id,
  });
}
