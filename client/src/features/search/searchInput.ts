import type { SearchFiltersInput, SearchInput } from '../../graphql/generated';
import { type BuildFilters, cleanList, hasFilters, TEXT_LIST_FILTERS } from './searchFilters';
import type { SearchState } from './searchParams';

/** What the server is sent for the search the address holds: the variables of searchProfiles and saveSearch. */

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
  if (filters.remote) input.remote = true;
  if (filters.openToRelocation) input.openToRelocation = true;
  return input;
}

/**
 * The variables of the search the address asks for, or null when it asks for none: an ai search
 * needs a query, a build search at least one filter, a persona search a persona.
 */
export function toSearchInput(state: SearchState): SearchInput | null {
  const input = withMustHave(searchInputOf(state), state.mustHave);
  if (!input || !state.saved) return input;
  // A saved search's run: without `since` the server records a new run; with it, a page of that run.
  return { ...input, savedSearchId: state.saved, onlyNew: state.onlyNew ?? false, ...(state.since ? { since: state.since } : {}) };
}

/** The must-haves go to the server only when the user chose them (null: its defaults; [] none). */
function withMustHave(input: SearchInput | null, mustHave: readonly string[] | null | undefined): SearchInput | null {
  return input && mustHave ? { ...input, mustHave: cleanList(mustHave) } : input;
}

function searchInputOf(state: SearchState): SearchInput | null {
  switch (state.type) {
    case 'ai':
      return state.query ? { type: 'ai', query: state.query, page: state.page, ...(state.asTyped ? { asTyped: true } : {}) } : null;
    case 'build':
      return hasFilters(state.filters) ? { type: 'build', filters: toFiltersInput(state.filters), page: state.page } : null;
    case 'persona':
      return state.persona
        ? {
            type: 'persona',
            persona: state.persona,
            ...(state.query ? { query: state.query } : {}),
            page: state.page,
            ...(state.query && state.asTyped ? { asTyped: true } : {}),
          }
        : null;
  }
}

/** The search of the results page as a saved search stores it (the variables of saveSearch, name aside). */
export function savedSearchInput(state: SearchState): Omit<SearchInput, 'page'> | null {
  const input = withMustHave(searchInputOf(state), state.mustHave);
  if (!input) return null;
  const saved: Omit<SearchInput, 'page'> = { type: input.type, query: input.query, persona: input.persona, filters: input.filters };
  return input.mustHave ? { ...saved, mustHave: input.mustHave } : saved;
}

/**
 * A name for a new saved search: the query text, or what the build filters ask ('SRE, Berlin, Go,
 * Remote, Open to relocation'), at most 100 characters.
 */
export function defaultSavedName(state: SearchState): string {
  const f = state.filters;
  const text =
    state.type === 'build'
      ? [
          f.keywords.trim(),
          ...f.titles,
          ...f.locations,
          ...f.skills,
          ...f.currentCompanies,
          f.remote ? 'Remote' : '',
          f.openToRelocation ? 'Open to relocation' : '',
        ]
          .filter(Boolean)
          .join(', ')
      : state.query || (state.persona ?? '');
  return text.slice(0, 100);
}
