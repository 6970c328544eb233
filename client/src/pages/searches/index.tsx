import { HistoryOutlined } from '@ant-design/icons';
import { App, Flex, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { TIMINGS } from '../../lib/theme';
import { isServerAnswer, isSignedOut, serverMessage } from '../../features/common/errors';
import { RouterButton } from '../../features/common/RouterButton';
import { HistoryTable } from '../../features/search/HistoryTable';
import { SavedSearchesSection } from '../../features/search/SavedSearchesSection';
import { useSearchHistoryQuery } from '../../graphql/generated';
import { QueryState } from '../../features/common/QueryState';

/** Searches per page, as the server answers them. */
const PAGE_SIZE = 20;

/**
 * /searches, My Searches (docs/product-spec.md §2): the saved searches first (run, rename, delete; see
 * SavedSearchesSection), then the history: the user's searches, newest first, each one click from
 * running again, a page of 20 at a time. Loading, empty ('No searches yet') and error (with Retry) states; a failed load
 * also shows the server's message as a snackbar (docs/product-spec.md §8, 6 s).
 */
export function Component() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  // Searches run since the last visit are on the server, not in the cache: show the cache, then refresh.
  const { data, previousData, loading, error, refetch } = useSearchHistoryQuery({
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  // While the next page loads, the one before stays on screen.
  const shown = (data ?? previousData)?.searchHistory;
  const items = shown?.items ?? [];

  useEffect(() => {
    if (!error || isSignedOut(error)) return;
    console.error('Loading the search history failed', error);
    if (isServerAnswer(error))
      message.error({ content: serverMessage(error, 'Your searches could not be loaded.'), duration: TIMINGS.snackbar / 1000 });
  }, [error, message]);

  const body = (
    <QueryState
      loading={!shown && loading}
      failed={!data && Boolean(error)}
      empty={!shown || shown.total === 0}
      loadingView={{ skeleton: { label: 'Loading your searches', rows: 5 } }}
      errorView={{
        as: 'h2',
        title: 'Your searches could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
      emptyView={{
        icon: <HistoryOutlined aria-hidden />,
        title: 'No searches yet',
        description: 'The searches you run appear here, ready to run again.',
        action: (
          <RouterButton type="primary" to="/dashboard">
            Start a search
          </RouterButton>
        ),
      }}
    >
      {shown && (
        <HistoryTable items={items} loading={loading && !data} page={page} pageSize={PAGE_SIZE} total={shown.total} onPage={setPage} />
      )}
    </QueryState>
  );

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 1000, margin: '0 auto', minWidth: 0 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
        My Searches
      </Typography.Title>
      <SavedSearchesSection />
      <section aria-labelledby="search-history-heading" style={{ minWidth: 0 }}>
        <Typography.Title level={2} id="search-history-heading" style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
          History
        </Typography.Title>
        {items.length > 0 && (
          <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: `${token.marginXXS}px 0 ${token.marginSM}px` }}>
            Select a search term to run it again.
          </Typography.Paragraph>
        )}
        {body}
      </section>
    </Flex>
  );
}
