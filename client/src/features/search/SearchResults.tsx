import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Grid, Pagination, Result, Typography, theme } from 'antd';
import { type ReactNode, Suspense, forwardRef, lazy, useCallback, useEffect, useState } from 'react';
import { handled } from '../../lib/handled';
import type { SearchProfilesQuery } from '../../graphql/generated';
import { QueryState } from '../common/QueryState';
import { BulkRevealButton } from '../contacts/BulkRevealButton';
import { AddToListDialog, type ListTarget } from '../lists/AddToListDialog';
import type { FindSimilarHandler, ProfileSummary } from '../people/ProfileDialog';
import { useProfileInUrl } from '../people/useProfileInUrl';
import { ResultCard } from './ResultCard';
import { type ChosenProfile, SelectionToolbar } from './SelectionToolbar';
import { MAX_PAGE, PAGE_SIZE } from './searchParams';
import { noResultsReason, relaxedLine } from './mustHaveText';
import { totalLabel } from './searchText';
import { unknownValueLine } from './suggestionText';

type Result = SearchProfilesQuery['searchProfiles'];
type Hit = Result['hits'][number];
type Card = Hit['person'];
type SimilarPerson = NonNullable<Result['similarTo']>;

// The profile dialog is its own chunk, fetched as soon as there are results to open.
const loadProfileDialog = () => import('../people/ProfileDialog');
const ProfileDialog = lazy(() => loadProfileDialog().then((m) => ({ default: m.ProfileDialog })));

export const NO_PROFILES = 'Sorry! No profiles found..';
const NONE_CHOSEN: ReadonlyMap<string, ChosenProfile> = new Map();

interface SearchResultsProps {
  /** Null when the address asks for no search: nothing is requested and nothing is shown but the prompt. */
  requested: boolean;
  prompt: ReactNode;
  loading: boolean;
  /** The answer, or null after an error (docs/product-spec.md §8: results cleared, total 0). */
  result: Result | null;
  failed: boolean;
  /** Runs the failed search again. */
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  /** Runs a lookalike search for this person ('Find similar' in the profile dialog). */
  onFindSimilar?: FindSimilarHandler;
  /** Names the search whatever its page: the selection of results survives paging and clears when it changes. */
  searchKey?: string;
  /** More bulk actions on the selected results' usernames (the selection toolbar's slot); by default, revealing their contacts. */
  extraActions?: (usernames: string[]) => ReactNode;
  /** Whether something of the search is a must-have: when nobody is found, the page says to make one a nice-to-have. */
  anyMustHave?: boolean;
}

/** Where the closest matches start on this page: the first result that misses something, or -1. */
function firstClosest(hits: readonly Hit[]): number {
  return hits.findIndex((hit) => hit.match?.exact === false);
}

/** What the dialog needs to open a person known by name alone (the person of a lookalike search). */
function summaryOf(person: SimilarPerson): ProfileSummary {
  const words = person.fullName.trim().split(/\s+/);
  return {
    linkedinUsername: person.linkedinUsername,
    fullName: person.fullName,
    firstName: words[0] ?? '',
    lastName: words.length > 1 ? words[words.length - 1] : '',
  };
}

/**
 * The results region of /search: the spinner with 'Scanning Open Web for Signals...' while
 * searching, the total, the cards, and the pagination (page size 10) when there are results;
 * 'Sorry! No profiles found..' when there are none or the search failed. A card opens the profile
 * dialog; closing it returns focus to that card.
 *
 * The results are one ranked list: the exact matches, then the closest matches (profiles that miss
 * something), under a 'Closest matches' heading where they start. The total counts both apart.
 * For a lookalike search, the heading names the person the results resemble.
 */
export const SearchResults = forwardRef<HTMLHeadingElement, SearchResultsProps>(function SearchResults(
  { requested, prompt, loading, result, failed, onRetry, page, onPage, onFindSimilar, searchKey = '', extraActions, anyMustHave = false },
  headingRef,
) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const hits = result?.hits ?? [];
  const total = result?.totalResults ?? 0;
  const pageSize = result?.pageSize || PAGE_SIZE;
  // The open profile is in the address (?profile=): shareable, and Back closes it.
  const { person: opened, open: dialogOpen, openProfile, closeProfile } = useProfileInUrl();
  const [listTargets, setListTargets] = useState<ListTarget[] | null>(null);
  const closeListDialog = useCallback(() => setListTargets(null), []);
  const addToList = (profile: { id: string; fullName: string; linkedinUsername?: string }) =>
    setListTargets([{ profileId: profile.id, fullName: profile.fullName, linkedinUsername: profile.linkedinUsername }]);
  const addChosenToList = (chosen: ChosenProfile[]) =>
    setListTargets(chosen.map((p) => ({ profileId: p.id, fullName: p.fullName, linkedinUsername: p.linkedinUsername })));
  // The chosen results of this search (any of its pages); a new search starts with none.
  const [selection, setSelection] = useState<{ key: string; chosen: Map<string, ChosenProfile> }>({ key: searchKey, chosen: new Map() });
  const chosen = selection.key === searchKey ? selection.chosen : NONE_CHOSEN;
  const setChosen = (next: Map<string, ChosenProfile>) => setSelection({ key: searchKey, chosen: next });
  const toggle = (profile: Card, checked: boolean) => {
    const next = new Map(chosen);
    if (checked) next.set(profile.id, { id: profile.id, linkedinUsername: profile.linkedinUsername, fullName: profile.fullName });
    else next.delete(profile.id);
    setChosen(next);
  };
  const findSimilar: FindSimilarHandler | undefined = onFindSimilar
    ? (person) => onFindSimilar(person) // a new search, without the profile in its address
    : undefined;
  const similarTo = result?.similarTo ?? null;
  const hasProfiles = hits.length > 0 || similarTo !== null;
  useEffect(() => {
    if (hasProfiles) handled(loadProfileDialog(), 'Loading the profile dialog');
  }, [hasProfiles]);

  const cardList = (page: readonly Hit[], start: number) => (
    <ol start={start} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.margin }}>
      {page.map(({ person: profile, match, isNew }) => (
        <li key={profile.id} style={{ minWidth: 0 }}>
          <ResultCard
            profile={profile}
            match={match}
            isNew={isNew}
            onOpen={openProfile}
            onAddToList={addToList}
            select={
              <Checkbox
                checked={chosen.has(profile.id)}
                onChange={(e) => toggle(profile, e.target.checked)}
                aria-label={`Select ${profile.fullName}`}
              />
            }
          />
        </li>
      ))}
    </ol>
  );

  // The closest matches get their heading where they start, unless every match is a closest one (the notice above says so).
  const split = result && result.exactTotal > 0 ? firstClosest(hits) : -1;
  const first = (page - 1) * pageSize + 1;
  // What this page's closest matches keep and relax, under their heading or in the notice.
  const relaxed = relaxedLine(result?.relaxed ?? []);
  const relaxedNote = relaxed && (
    <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: `${token.marginXXS}px 0 0` }} data-testid="search-relaxed">
      {relaxed}
    </Typography.Paragraph>
  );
  const mustHaveReason = result && !failed ? noResultsReason(result, anyMustHave) : null;

  let body: ReactNode;
  if (!requested) {
    body = <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: 0 }}>{prompt}</Typography.Paragraph>;
  } else if (loading) {
    body = <QueryState loading loadingView={{ spinner: { text: 'Scanning Open Web for Signals...', padding: token.paddingXL } }} />;
  } else if (hits.length === 0) {
    body = (
      <Result
        status="info"
        title={<span role="status">{NO_PROFILES}</span>}
        subTitle={
          <span style={{ color: token.colorTextSecondary }}>
            {failed
              ? 'The search could not be run.'
              : total > 0
                ? 'This page is past the last page of results.'
                : (mustHaveReason ?? 'Try fewer or broader criteria.')}
          </span>
        }
        extra={
          failed ? (
            <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
              Try again
            </Button>
          ) : total > 0 && page > 1 ? (
            <Button type="primary" onClick={() => onPage(1)}>
              Back to page 1
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <SelectionToolbar
          page={hits.map(({ person: p }) => ({ id: p.id, linkedinUsername: p.linkedinUsername, fullName: p.fullName }))}
          selected={chosen}
          onChange={setChosen}
          onAddToList={addChosenToList}
          extraActions={extraActions ?? ((usernames) => <BulkRevealButton usernames={usernames} />)}
        />
        {split < 0 ? (
          cardList(hits, first)
        ) : (
          <>
            {split > 0 && cardList(hits.slice(0, split), first)}
            <div style={{ margin: `${split > 0 ? token.marginLG : 0}px 0 ${token.margin}px` }}>
              <Typography.Title
                level={3}
                style={{
                  margin: 0,
                  paddingTop: split > 0 ? token.padding : 0,
                  borderTop: split > 0 ? `1px solid ${token.colorBorderSecondary}` : undefined,
                  fontSize: token.fontSizeHeading5,
                }}
              >
                Closest matches
              </Typography.Title>
              <Typography.Text style={{ color: token.colorTextSecondary }}>
                These profiles miss some of what you asked; each card shows what it meets and misses.
              </Typography.Text>
              {relaxedNote}
            </div>
            {cardList(hits.slice(split), first + split)}
          </>
        )}
        <nav aria-label="Result pages" style={{ display: 'flex', justifyContent: 'center', marginTop: token.marginLG }}>
          <Pagination
            current={page}
            pageSize={pageSize}
            total={Math.min(total, MAX_PAGE * pageSize)}
            showSizeChanger={false}
            showLessItems={!screens.sm}
            size={screens.sm ? 'medium' : 'small'}
            onChange={onPage}
          />
        </nav>
      </>
    );
  }

  return (
    <>
      <Flex align="baseline" justify="space-between" wrap gap={token.marginXS} style={{ marginBottom: token.margin }}>
        <Typography.Title
          level={2}
          ref={headingRef}
          tabIndex={-1}
          style={{ margin: 0, fontSize: token.fontSizeHeading4, outline: 'none', overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {similarTo && !loading ? `People like ${similarTo.fullName}` : 'Results'}
        </Typography.Title>
        {requested && !loading && (
          <Typography.Text style={{ color: token.colorTextSecondary }} data-testid="search-total">
            {totalLabel(result ?? { exactTotal: 0, closestTotal: 0, totalIsApproximate: false }, !!similarTo)}
          </Typography.Text>
        )}
      </Flex>
      {similarTo && !loading && (
        <Flex wrap align="baseline" gap={`0 ${token.marginXS}px`} style={{ marginTop: -token.marginXS, marginBottom: token.margin }}>
          {similarTo.snippet && (
            <Typography.Text style={{ color: token.colorText, overflowWrap: 'anywhere' }}>{similarTo.snippet}</Typography.Text>
          )}
          <Button
            type="link"
            aria-haspopup="dialog"
            onClick={() => openProfile(summaryOf(similarTo))}
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          >
            View {similarTo.fullName}&apos;s profile
          </Button>
        </Flex>
      )}
      {requested && !loading && result && result.unknownFilters.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: token.margin }}
          title={
            result.unknownFilters.length === 1
              ? 'One value of your filters is not in the index.'
              : 'Some values of your filters are not in the index.'
          }
          description={
            <ul style={{ margin: 0, paddingInlineStart: token.paddingMD }}>
              {result.unknownFilters.map((u) => (
                <li key={`${u.filter}:${u.value}`}>{unknownValueLine(u)}</li>
              ))}
            </ul>
          }
        />
      )}
      {result?.closestMatches && result.hits.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: token.margin }}
          title="No profile matches everything you asked."
          description={
            <>
              These profiles keep every must-have and meet the most of the rest, best first. Make a must-have a nice-to-have, or remove it,
              to widen the search.
              {relaxedNote}
            </>
          }
        />
      )}
      {body}
      {opened && (
        <Suspense fallback={null}>
          <ProfileDialog person={opened} open={dialogOpen} onClose={closeProfile} onAddToList={addToList} onFindSimilar={findSimilar} />
        </Suspense>
      )}
      {/* After the profile dialog, so it opens on top of it. */}
      <AddToListDialog targets={listTargets} onClose={closeListDialog} />
    </>
  );
});
