import { SaveOutlined } from '@ant-design/icons';
import { Alert, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSavedSearchesQuery } from '../../graphql/generated';
import { useAppNavigate } from '../../lib/handled';
import { QueryState } from '../common/QueryState';
import { RouterButton } from '../common/RouterButton';
import { serverMessage } from '../common/errors';
import { savedSearchToRun } from './alertText';
import { SavedSearchesTable } from './SavedSearchesTable';
import { savedSearchPath } from './searchParams';

/**
 * 'Saved searches' on /searches: loading, failed (with Retry), empty (how to save one), or the table.
 * `/searches?run={id}` (the link of an alert e-mail) runs that saved search once the rows are in:
 * the page is replaced by its run; a saved search that is not there any more is said above the rows.
 */
export function SavedSearchesSection() {
  const { token } = theme.useToken();
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const runId = params.get('run');
  // A search saved on the results page, or a run there, changed the rows: show the cache, then refresh.
  const { data, loading, error, refetch } = useSavedSearchesQuery({ fetchPolicy: 'cache-and-network' });
  const items = data?.savedSearches ?? [];
  const headingId = 'saved-searches-heading';
  // The rows from the server (not the cache alone): a saved search made elsewhere since is among them.
  const settled = Boolean(data) && !loading;
  const toRun = settled ? savedSearchToRun(items, runId) : null;
  useEffect(() => {
    if (toRun) navigate(savedSearchPath(toRun), { replace: true });
  }, [toRun, navigate]);
  return (
    <section aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Typography.Title level={2} id={headingId} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading4 }}>
        Saved searches
      </Typography.Title>
      {runId && settled && !toRun && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: token.marginSM }}
          title="That saved search is not here any more: it was deleted, or belongs to another account."
        />
      )}
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
