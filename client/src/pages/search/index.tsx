import { skipToken, useApolloClient } from '@apollo/client/react';
import { App, Alert, Flex, Tabs, Typography, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../lib/handled';
import { TIMINGS } from '../../lib/theme';
import { isServerAnswer, isSignedOut, serverMessage } from '../../features/common/errors';
import { HEADER_HEIGHT } from '../../features/shell/AppHeader';
import { BuildFilters } from '../../features/search/BuildFilters';
import { InterpretationChips } from '../../features/search/InterpretationChips';
import { PersonaPicker } from '../../features/search/PersonaPicker';
import { SearchBox } from '../../features/search/SearchBox';
import { SearchResults } from '../../features/search/SearchResults';
import { SaveSearchButton } from '../../features/search/SaveSearchButton';
import { SavedRunBar } from '../../features/search/SavedRunBar';
import { removeChipText } from '../../features/search/chipText';
import { defaultSavedName, savedSearchInput, toSearchInput } from '../../features/search/searchInput';
import { parseSearchParams, searchPath, similarSearchPath, withPage } from '../../features/search/searchParams';
import { SEARCH_TABS } from '../../features/search/searchTypes';
import { type SearchType, SearchProfilesDocument, useSearchProfilesQuery } from '../../graphql/generated';

const PROMPTS: Record<SearchType, string> = {
  ai: 'Describe who you are looking for and press Search.',
  build: 'Add a keyword or at least one filter and press Search.',
  persona: 'Choose a persona to see the profiles that fit it.',
};

/**
 * /search (spec section 2, "Search results"). The address is the state: q (or query), page and
 * type, plus the build filters or the persona (features/search/searchParams.ts). A search runs
 * when the address asks for one; otherwise nothing is requested and no results are shown.
 * Apollo's cache keeps every page it has seen (cache-first, the input as variables).
 */
export function Component() {
  const { token } = theme.useToken();
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
  useEffect(() => {
    if (!runSince || !data || !input) return;
    const next = { ...state, since: runSince };
    const nextInput = toSearchInput(next);
    if (nextInput) apollo.writeQuery({ query: SearchProfilesDocument, variables: { input: nextInput }, data });
    navigate(searchPath(next), { replace: true });
  }, [runSince, data, input, state, apollo, navigate]);

  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The persona tab's text, combined with a persona chosen after typing it.
  const personaText = useRef(state.query);
  const [needPersona, setNeedPersona] = useState(false);
  useEffect(() => {
    personaText.current = state.query;
    setNeedPersona(false);
  }, [state.query, state.type]);

  // Spec section 8: a failed search is logged and shows no profiles; the server's message, when it sent one, as a snackbar.
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
    navigate(withPage(state, page));
    sectionRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  const findSimilar = (person: { linkedinUsername: string }) => {
    scrollPending.current = true;
    focusPending.current = true;
    navigate(similarSearchPath(person.linkedinUsername));
  };

  const switchTab = (key: string) => {
    const type = key as SearchType;
    if (type === state.type) return;
    // The text moves between the AI and persona tabs; the build tab keeps its own keywords.
    const query = state.type === 'build' || type === 'build' ? '' : state.query;
    navigate(searchPath({ type, page: 1, query, persona: state.persona }));
  };

  const chips = result?.interpretation?.chips ?? [];

  const tabContent = (type: SearchType) => {
    switch (type) {
      case 'ai':
        return (
          <Flex vertical gap={token.marginXS}>
            <SearchBox key={state.query} type="ai" defaultValue={state.query} />
            <Typography.Text style={{ color: token.colorTextSecondary }}>{SEARCH_TABS[0].helper}</Typography.Text>
          </Flex>
        );
      case 'build':
        return (
          <BuildFilters
            key={JSON.stringify(state.filters)}
            initial={state.filters}
            onSearch={(filters) => navigate(searchPath({ type: 'build', page: 1, filters }))}
            onClear={() => navigate(searchPath({ type: 'build', page: 1 }))}
          />
        );
      case 'persona':
        return (
          <Flex vertical gap={token.margin}>
            <SearchBox
              key={state.query}
              type="persona"
              defaultValue={state.query}
              onQueryChange={(text) => {
                personaText.current = text;
              }}
              onSubmitQuery={(query) => {
                if (!state.persona) {
                  setNeedPersona(true);
                  return;
                }
                navigate(searchPath({ type: 'persona', page: 1, persona: state.persona, query }));
              }}
            />
            {needPersona && (
              <Alert type="warning" showIcon role="alert" title="Choose a persona below; the text you typed narrows it down." />
            )}
            <PersonaPicker
              value={state.persona}
              onChange={(persona) => navigate(searchPath({ type: 'persona', page: 1, persona, query: personaText.current }))}
            />
          </Flex>
        );
    }
  };

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 1000, margin: '0 auto', minWidth: 0 }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          Search
        </Typography.Title>
        <Tabs
          activeKey={state.type}
          onChange={switchTab}
          destroyOnHidden
          tabBarGutter={token.marginLG}
          items={SEARCH_TABS.map((tab) => ({ key: tab.type, label: tab.label, children: tabContent(tab.type) }))}
        />
        {chips.length > 0 && (
          <div style={{ marginTop: token.margin }}>
            <InterpretationChips
              chips={chips}
              onRemove={(chip) =>
                navigate(searchPath({ type: state.type, page: 1, persona: state.persona, query: removeChipText(state.query, chip.text) }))
              }
            />
          </div>
        )}
        {result?.persona && (
          <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: `${token.marginSM}px 0 0` }}>
            Persona: <strong style={{ color: token.colorText }}>{result.persona.name}</strong>
          </Typography.Paragraph>
        )}
      </div>
      <section aria-label="Search results" ref={sectionRef} style={{ scrollMarginTop: HEADER_HEIGHT + token.margin, minWidth: 0 }}>
        {result?.savedRun && !loading && (
          <SavedRunBar run={result.savedRun} onOnlyNew={(onlyNew) => navigate(searchPath({ ...state, page: 1, onlyNew }))} />
        )}
        {saveable && result && !loading && (
          <Flex wrap justify="flex-end" gap={token.marginSM} style={{ marginBottom: token.margin }}>
            <SaveSearchButton key={searchPath({ ...state, page: 1 })} search={saveable} defaultName={defaultSavedName(state)} />
          </Flex>
        )}
        <SearchResults
          ref={headingRef}
          requested={input !== null}
          prompt={PROMPTS[state.type]}
          loading={loading}
          result={result}
          failed={Boolean(input && error)}
          onRetry={() => void refetch().catch(() => undefined)}
          page={state.page}
          onPage={goToPage}
          onFindSimilar={findSimilar}
          searchKey={searchKey}
        />
      </section>
    </Flex>
  );
}
