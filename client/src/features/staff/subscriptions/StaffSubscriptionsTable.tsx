import { SyncOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Pagination, Select, Table, Tag, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type StaffSubscriptionRowFragment as Sub, type SubscriptionStatus, useStaffSubscriptionsQuery } from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RowCards } from '../../common/RowCards';
import { amountPerPeriod, intervalLabel, nextDateText, SUBSCRIPTION_STATUS_CHOICES, subscriptionStatusTag } from './subscriptionsText';
import { formatWhen } from '../../../lib/dates';

/** Rows per page, as the server answers them. */
export const PAGE_SIZE = 20;

const wrap = { overflowWrap: 'anywhere' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

function StatusTag({ sub }: { sub: Sub }) {
  const { label, color } = subscriptionStatusTag(sub);
  return (
    <Tag color={color} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
      {label}
    </Tag>
  );
}

/** The account's e-mail, opening the customer's page. */
function Account({ sub }: { sub: Sub }) {
  return (
    <Link to={`/admin/users/${sub.userId}`} style={wrap}>
      {sub.email}
    </Link>
  );
}

/**
 * Every Pro subscription for staff, newest first, twenty a page asked of the server, filtered by
 * status: the account (its page), the plan and billing, the status (in grace until, ending on), what
 * a period costs, the next renewal or the end, and when it began. Below 576 px the rows become a list.
 */
export function StaffSubscriptionsTable() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const statusId = useId();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const { data, previousData, loading, error, refetch } = useStaffSubscriptionsQuery({
    variables: { page, pageSize: PAGE_SIZE, status },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.staffSubscriptions;
  const subs = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const paged = total > PAGE_SIZE;

  const choose = (next: SubscriptionStatus | null) => {
    setStatus(next);
    setPage(1);
  };

  const filterBar = (
    <div role="search" aria-label="Filter the subscriptions" style={{ display: 'grid', gap: token.marginXXS, maxWidth: 240 }}>
      <label htmlFor={statusId}>Status</label>
      <Select
        id={statusId}
        allowClear
        placeholder="Any status"
        value={status ?? undefined}
        onChange={(value?: SubscriptionStatus) => choose(value ?? null)}
        options={SUBSCRIPTION_STATUS_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
      />
    </div>
  );

  const body = (
    <QueryState
      loading={!shown && loading}
      failed={!shown && Boolean(error)}
      empty={total === 0}
      loadingView={{ skeleton: { label: 'Loading the subscriptions', rows: 6 } }}
      errorView={{
        as: 'h2',
        title: 'The subscriptions could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
      emptyView={
        status
          ? {
              icon: <SyncOutlined aria-hidden />,
              title: 'No subscriptions with this status',
              description: 'Choose another status, or show them all.',
              action: <Button onClick={() => choose(null)}>Show all</Button>,
            }
          : {
              icon: <SyncOutlined aria-hidden />,
              title: 'No subscriptions yet',
              description: 'Accounts that subscribe to Pro appear here.',
            }
      }
    >
      {!screens.sm ? (
        <>
          <RowCards
            label="Subscriptions"
            items={subs}
            rowKey={(sub) => sub.id}
            render={(sub) => (
              <>
                <Account sub={sub} />
                <div>
                  <StatusTag sub={sub} />
                </div>
                <span>
                  Pro · {intervalLabel(sub.interval)} · {amountPerPeriod(sub)}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {nextDateText(sub)} · Since {formatWhen(sub.createdAt)}
                </Typography.Text>
              </>
            )}
          />
          {paged && (
            <nav aria-label="Subscriptions pages" style={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination simple size="small" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
            </nav>
          )}
        </>
      ) : (
        <Table<Sub>
          rowKey="id"
          size="small"
          dataSource={subs}
          scroll={{ x: 'max-content' }}
          pagination={paged ? { current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage } : false}
          columns={[
            { title: 'Account', key: 'account', render: (_: unknown, s) => <Account sub={s} /> },
            { title: 'Plan', key: 'plan', render: () => 'Pro' },
            { title: 'Billing', dataIndex: 'interval', render: (v: Sub['interval']) => intervalLabel(v) },
            { title: 'Status', key: 'status', render: (_: unknown, s) => <StatusTag sub={s} /> },
            {
              title: 'Amount',
              key: 'amount',
              align: 'right',
              render: (_: unknown, s) => <span style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>{amountPerPeriod(s)}</span>,
            },
            { title: 'Renewal or end', key: 'next', render: (_: unknown, s) => <span style={nowrap}>{nextDateText(s)}</span> },
            { title: 'Created', dataIndex: 'createdAt', render: (v: string) => <span style={nowrap}>{formatWhen(v)}</span> },
          ]}
        />
      )}
    </QueryState>
  );

  return (
    <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
      {filterBar}
      <div aria-busy={loading} style={{ minWidth: 0 }}>
        {body}
      </div>
    </Flex>
  );
}
