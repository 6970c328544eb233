import { skipToken, useApolloClient } from '@apollo/client/react';
import { App } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type SearchType, SearchProfilesDocument, useSearchProfilesQuery } from '../../graphql/generated';
import { useAppNavigate } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { isServerAnswer, isSignedOut, serverMessage } from '../common/errors';
import { removeChipText } from './chipText';
import { mustHaveWithoutChip } from './mustHaves';
import { type BuildFilters, filtersHaveMustHave } from './searchFilters';
import { defaultSavedName, savedSearchInput, toSearchInput } from './searchInput';
import { parseSearchParams, searchPath, similarSearchPath, withPage } from './searchParams';

/**
 * The state of /search: the address is the state (q or query, page and type, plus the build
 * filters or the persona: searchParams.ts). A search runs when the address asks for one;
 * otherwise nothing is requested and no results are shown. Apollo's cache keeps every page it has
 * seen (cache-first, the input as variables). Every action of the page is a new address; the page
 * itself (pages/search) only lays out what this hook returns.
 */
export function useSearchPageState() {
  const { message } = App.useApp();
  const navigate = useAppNavigate();
  const { search } = useLocation();
  const state = useMemo(() => parseSearchParams(new URLSearchParams(search)), [search]);
  const input = useMemo(() => toSearchInput(state), [state]);
  // A saved search's new run (no `since` yet) is recorded by the server: always asked, never read from the cache.
  const newRun = Boolean(input?.savedSearchId && !input.since);
  const { data, loading, error, refetch } = useSearchProfilesQuery(
    input ? { variables: { input }, fetchPolicy: newRun ? 'network-only' : 'cache-first' } : skipToken,
  );
  const result = input && !error ? (data?.searchProfiles ?? null) : null;
  // The search whatever its page: selected results are kept while paging through it.
  const searchKey = useMemo(() => (input ? JSON.stringify({ ...input, page: 1 }) : ''), [input]);
  const saveable = useMemo(() => (state.saved ? null : savedSearchInput(state)), [state]);

  // Once a new run is answered, its `since` goes into the address (replacing it), so that its later
  // pages, 'Show only new' and a reload belong to the same run. The answer is kept for that address.
  const apollo = useApolloClient();
  const runSince = newRun ? result?.savedRun?.since : undefined;
  // What the address is once the run's `since` is in it: what the page's own actions start from, so
  // that 'Show only new' or a page asked for before that replacement still belongs to this run (else
  // it would be a new run, recorded, with nobody new since it).
  const runState = runSince && !state.since ? { ...state, since: runSince } : state;
  useEffect(() => {
    if (!runSince || !data || !input) return;
    // The user went on (a page, 'Show only new') before this ran: that address stands.
    if (window.location.search !== search) return;
    const next = { ...state, since: runSince };
    const nextInput = toSearchInput(next);
    if (nextInput) apollo.writeQuery({ query: SearchProfilesDocument, variables: { input: nextInput }, data });
    navigate(searchPath(next), { replace: true });
  }, [runSince, data, input, state, search, apollo, navigate]);

  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The persona tab's text, combined with a persona chosen after typing it.
  const personaText = useRef(state.query);
  const [needPersona, setNeedPersona] = useState(false);
  useEffect(() => {
    personaText.current = state.query;
    setNeedPersona(false);
  }, [state.query, state.type]);

  // docs/product-spec.md §8: a failed search is logged and shows no profiles; the server's message, when it sent one, as a snackbar.
  useEffect(() => {
    if (!error || isSignedOut(error)) return;
    console.error('Search failed', error);
    message.error({
      content: isServerAnswer(error)
        ? serverMessage(error, 'The search failed.')
        : 'The search failed. Check your connection and try again.',
      duration: TIMINGS.snackbar / 1000,
    });
  }, [error, message]);

  // After a page change, the top of the results comes into view once the new page is on screen.
  // After 'Find similar', the heading of the new results takes focus once they are in (the dialog it came from is gone).
  const scrollPending = useRef(false);
  const focusPending = useRef(false);
  useEffect(() => {
    if (!scrollPending.current || loading) return;
    scrollPending.current = false;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    if (focusPending.current) {
      focusPending.current = false;
      headingRef.current?.focus({ preventScroll: true });
    }
  }, [loading, result]);

  const goToPage = (page: number) => {
    scrollPending.current = true;
    navigate(withPage(runState, page));
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  const findSimilar = (person: { linkedinUsername: string; sample: boolean }) => {
    scrollPending.current = true;
    focusPending.current = true;
    navigate(similarSearchPath(person));
  };

  const switchTab = (key: string) => {
    const type = key as SearchType;
    if (type === state.type) return;
    // The text moves between the AI and persona tabs; the build tab keeps its own keywords.
    const query = state.type === 'build' || type === 'build' ? '' : state.query;
    navigate(searchPath({ type, page: 1, query, persona: state.persona }));
  };

  const runBuild = (filters: BuildFilters, mustHave: string[] | null) =>
    navigate(searchPath({ type: 'build', page: 1, filters, mustHave }));
  const clearBuild = () => navigate(searchPath({ type: 'build', page: 1 }));

  const typePersonaText = (text: string) => {
    personaText.current = text;
  };
  const submitPersonaText = (query: string) => {
    if (!state.persona) {
      setNeedPersona(true);
      return;
    }
    navigate(searchPath({ type: 'persona', page: 1, persona: state.persona, query }));
  };
  const choosePersona = (persona: string) => navigate(searchPath({ type: 'persona', page: 1, persona, query: personaText.current }));

  const chips = result?.interpretation?.chips ?? [];
  // A chip's search with other text or other must-haves: a new search (a saved search's run is left).
  const removeChip = (chip: (typeof chips)[number]) =>
    navigate(
      searchPath({
        type: state.type,
        page: 1,
        persona: state.persona,
        query: removeChipText(state.query, chip.text),
        mustHave: mustHaveWithoutChip(state.mustHave, chips, chip),
        asTyped: state.asTyped,
      }),
    );
  const setMustHave = (mustHave: string[]) =>
    navigate(
      searchPath({
        type: state.type,
        page: 1,
        persona: state.persona,
        query: state.query,
        filters: state.filters,
        mustHave,
        asTyped: state.asTyped,
      }),
    );

  const showOnlyNew = (onlyNew: boolean) => navigate(searchPath({ ...runState, page: 1, onlyNew }));
  // A query read with typos corrected: the same search with its words as typed.
  const correctedQuery = state.asTyped ? null : (result?.interpretation?.correctedQuery ?? null);
  const asTypedPath = correctedQuery ? searchPath({ ...state, page: 1, asTyped: true }) : null;
  // Words asking for a personal trait (gender, age, ...), which the search left out.
  const leftOutTraits = result?.interpretation?.leftOutTraits ?? [];

  return {
    state,
    /** Whether the address asks for a search at all. */
    requested: input !== null,
    /** The search the address asks for, as the API takes it (null: none). */
    input,
    result,
    loading,
    failed: Boolean(input && error),
    retry: () => void refetch().catch(() => undefined),
    searchKey,
    chips,
    correctedQuery,
    asTypedPath,
    leftOutTraits,
    /** Whether the search has a must-have: a chip marked one, or a build filter. */
    anyMustHave: chips.some((chip) => chip.required) || (state.type === 'build' && filtersHaveMustHave(state.filters, state.mustHave)),
    /** What "Save search" saves, or null (nothing runs, or this is already a saved search's run). */
    saveable,
    saveableKey: searchPath({ ...state, page: 1 }),
    savedName: defaultSavedName(state),
    needPersona,
    sectionRef,
    headingRef,
    goToPage,
    findSimilar,
    switchTab,
    runBuild,
    clearBuild,
    typePersonaText,
    submitPersonaText,
    choosePersona,
    removeChip,
    setMustHave,
    showOnlyNew,
  };
}
