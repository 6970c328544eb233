import { SaveOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import { useSavedSearchesQuery } from '../../graphql/generated';
import { QueryState } from '../common/QueryState';
import { RouterButton } from '../common/RouterButton';
import { serverMessage } from '../common/errors';
import { SavedSearchesTable } from './SavedSearchesTable';

/** 'Saved searches' on /searches: loading, failed (with Retry), empty (how to save one), or the table. */
export function SavedSearchesSection() {
  const { token } = theme.useToken();
  // A search saved on the results page, or a run there, changed the rows: show the cache, then refresh.
  const { data, loading, error, refetch } = useSavedSearchesQuery({ fetchPolicy: 'cache-and-network' });
  const items = data?.savedSearches ?? [];
  const headingId = 'saved-searches-heading';
  return (
    <section aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Typography.Title level={2} id={headingId} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading4 }}>
        Saved searches
      </Typography.Title>
      <QueryState
        loading={!data && loading}
        failed={!data && Boolean(error)}
        empty={items.length === 0}
        loadingView={{ skeleton: { label: 'Loading your saved searches', rows: 2 } }}
        errorView={{
          as: 'inline',
          title: 'Your saved searches could not be loaded',
          message: serverMessage(error, 'Check your connection and try again.'),
          onRetry: refetch,
        }}
        emptyView={{
          icon: <SaveOutlined aria-hidden />,
          title: 'No saved searches yet',
          description: 'Save a search from its results to run it again later and see who is new since the last run.',
          action: (
            <RouterButton type="primary" to="/dashboard">
              Start a search
            </RouterButton>
          ),
        }}
      >
        <SavedSearchesTable items={items} />
      </QueryState>
    </section>
  );
}
