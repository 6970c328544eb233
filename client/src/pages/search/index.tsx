import { Alert, Flex, Tabs, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { HEADER_HEIGHT } from '../../features/shell/Shell';
import { BuildFilters } from '../../features/search/BuildFilters';
import { InterpretationChips } from '../../features/search/InterpretationChips';
import { JobDescriptionButton } from '../../features/search/JobDescriptionButton';
import { PersonaPicker } from '../../features/search/PersonaPicker';
import { SearchBox } from '../../features/search/SearchBox';
import { SearchResults } from '../../features/search/SearchResults';
import { SaveSearchButton } from '../../features/search/SaveSearchButton';
import { SavedRunBar } from '../../features/search/SavedRunBar';
import { OpenWebMore } from '../../features/search/OpenWebMore';
import { SEARCH_TABS } from '../../features/search/searchTypes';
import { asTypedLink, leftOutTraitsLine, SHOWING_RESULTS_FOR } from '../../features/search/suggestionText';
import { useSearchPageState } from '../../features/search/useSearchPageState';
import type { SearchType } from '../../graphql/generated';

/** Below this many exact matches, a search offers to look outside the index (when a live provider is configured). */
const OPEN_WEB_BELOW = 10;

const PROMPTS: Record<SearchType, string> = {
  ai: 'Describe who you are looking for and press Search.',
  build: 'Add a keyword or at least one filter and press Search.',
  persona: 'Choose a persona to see the profiles that fit it.',
};

/**
 * /search (docs/product-spec.md §2, "Search results"): the three tabs, the chips of an AI search, then the
 * results. The address is the state; what it asks for, what runs and every action live in
 * features/search/useSearchPageState.ts.
 */
export function Component() {
  const { token } = theme.useToken();
  const page = useSearchPageState();
  const { state, result, loading } = page;

  const tabContent = (type: SearchType) => {
    switch (type) {
      case 'ai':
        return (
          <Flex vertical gap={token.marginXS}>
            <SearchBox key={state.query} type="ai" defaultValue={state.query} />
            <Typography.Text style={{ color: token.colorTextSecondary }}>{SEARCH_TABS[0].helper}</Typography.Text>
            <JobDescriptionButton />
          </Flex>
        );
      case 'build':
        return (
          <BuildFilters
            key={JSON.stringify([state.filters, state.mustHave])}
            initial={state.filters}
            initialMustHave={state.mustHave}
            onSearch={page.runBuild}
            onClear={page.clearBuild}
          />
        );
      case 'persona':
        return (
          <Flex vertical gap={token.margin}>
            <SearchBox
              key={state.query}
              type="persona"
              defaultValue={state.query}
              onQueryChange={page.typePersonaText}
              onSubmitQuery={page.submitPersonaText}
            />
            {page.needPersona && (
              <Alert type="warning" showIcon role="alert" title="Choose a persona below; the text you typed narrows it down." />
            )}
            <PersonaPicker value={state.persona} onChange={page.choosePersona} />
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
          onChange={page.switchTab}
          destroyOnHidden
          tabBarGutter={token.marginLG}
          items={SEARCH_TABS.map((tab) => ({ key: tab.type, label: tab.label, children: tabContent(tab.type) }))}
        />
        {page.correctedQuery && page.asTypedPath && (
          <Typography.Paragraph role="status" style={{ margin: `${token.margin}px 0 0` }}>
            {SHOWING_RESULTS_FOR} <strong>{page.correctedQuery}</strong>. <Link to={page.asTypedPath}>{asTypedLink(state.query)}</Link>
          </Typography.Paragraph>
        )}
        {page.leftOutTraits.length > 0 && (
          <Alert type="info" showIcon role="status" style={{ marginTop: token.margin }} title={leftOutTraitsLine(page.leftOutTraits)} />
        )}
        {page.chips.length > 0 && (
          <div style={{ marginTop: token.margin }}>
            <InterpretationChips chips={page.chips} onRemove={page.removeChip} onMustHave={page.setMustHave} />
          </div>
        )}
        {result?.persona && (
          <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: `${token.marginSM}px 0 0` }}>
            Persona: <strong style={{ color: token.colorText }}>{result.persona.name}</strong>
          </Typography.Paragraph>
        )}
      </div>
      <section aria-label="Search results" ref={page.sectionRef} style={{ scrollMarginTop: HEADER_HEIGHT + token.margin, minWidth: 0 }}>
        {result?.savedRun && !loading && <SavedRunBar run={result.savedRun} onOnlyNew={page.showOnlyNew} />}
        {page.input &&
          result &&
          !loading &&
          state.page === 1 &&
          !state.saved &&
          !result.similarTo &&
          result.exactTotal < OPEN_WEB_BELOW && <OpenWebMore input={page.input} exactTotal={result.exactTotal} onAdded={page.retry} />}
        {page.saveable && result && !loading && (
          <Flex wrap justify="flex-end" gap={token.marginSM} style={{ marginBottom: token.margin }}>
            <SaveSearchButton key={page.saveableKey} search={page.saveable} defaultName={page.savedName} />
          </Flex>
        )}
        <SearchResults
          ref={page.headingRef}
          requested={page.requested}
          prompt={PROMPTS[state.type]}
          loading={loading}
          result={result}
          failed={page.failed}
          onRetry={page.retry}
          page={state.page}
          onPage={page.goToPage}
          onFindSimilar={page.findSimilar}
          searchKey={page.searchKey}
          anyMustHave={page.anyMustHave}
        />
      </section>
    </Flex>
  );
}
