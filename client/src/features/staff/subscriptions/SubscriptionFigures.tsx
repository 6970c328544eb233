import { Alert, Card, Skeleton, Statistic, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { useStaffSubscriptionFiguresQuery } from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RetryButton } from '../../common/RetryButton';
import { figureCards, liveCount, mrrText } from './subscriptionsText';

/** The figures' query, fresh on each visit (they change with every payment). */
function useFigures() {
  return useStaffSubscriptionFiguresQuery({ fetchPolicy: 'cache-and-network' });
}

/**
 * The subscriptions page's cards: MRR in dollars, active, in grace, cancelling, and monthly against
 * yearly, as a list that wraps from one column on a phone to one row on a wide screen.
 */
export function SubscriptionFigureCards() {
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useFigures();
  const figures = data?.subscriptionFigures;
  return (
    <QueryState
      loading={!figures && loading}
      failed={!figures && Boolean(error)}
      loadingView={{ skeleton: { label: 'Loading the subscription figures', rows: 2 } }}
      errorView={{
        as: 'inline',
        title: serverMessage(error, 'The subscription figures could not be loaded.'),
        onRetry: refetch,
      }}
    >
      {figures && (
        <div
          role="list"
          aria-label="Subscription figures"
          style={{ display: 'grid', gap: token.margin, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 170px), 1fr))' }}
        >
          {figureCards(figures).map((card) => (
            <div role="listitem" key={card.key} style={{ minWidth: 0 }}>
              <Card size="small" style={{ height: '100%' }}>
                <Statistic title={card.title} value={card.value} />
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {card.note}
                </Typography.Text>
              </Card>
            </div>
          ))}
        </div>
      )}
    </QueryState>
  );
}

/**
 * The dashboard's MRR card: the monthly recurring revenue of Pro now (not of the chosen days), the
 * live subscriptions, and a link to the subscriptions page. It loads and fails on its own, so the
 * rest of the dashboard never waits for it.
 */
export function MrrCard() {
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useFigures();
  const figures = data?.subscriptionFigures;
  let body;
  if (figures) {
    const live = liveCount(figures);
    body = (
      <>
        <Statistic title="MRR" value={mrrText(figures.mrrCents)} />
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {live} live Pro {live === 1 ? 'subscription' : 'subscriptions'} · <Link to="/admin/subscriptions">See subscriptions</Link>
        </Typography.Text>
      </>
    );
  } else if (loading) {
    body = (
      <div role="status" aria-label="Loading the MRR">
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={serverMessage(error, 'The MRR could not be loaded.')}
        action={<RetryButton onRetry={refetch} />}
      />
    );
  }
  return (
    <Card size="small" style={{ height: '100%' }}>
      {body}
    </Card>
  );
}
