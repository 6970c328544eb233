import { WalletOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Pagination, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { type OrderHistoryRowFragment as Order, usePaymentOrdersQuery } from '../../graphql/generated';
import { QueryState } from '../common/QueryState';
import { RowCards } from '../common/RowCards';
import { useOpenBuyCredits } from './buyCredits';
import { creditsText, formatAmount, orderStatusLabel, orderWhat } from './paymentText';
import { formatWhen } from '../../lib/dates';

/** Rows per page, as the server answers them. */
const PAGE_SIZE = 10;

/** The order's status as a coloured tag. */
function OrderStatusTag({ order }: { order: Order }) {
  const { label, color } = orderStatusLabel(order.status);
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}

/** Why a payment did not go through, under its status (as text: a tooltip would be out of reach on touch screens). */
function FailureReason({ order }: { order: Order }) {
  const { token } = theme.useToken();
  if (!order.failureReason) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
      {order.failureReason}
    </Typography.Text>
  );
}

function PackageCell({ order }: { order: Order }) {
  const { token } = theme.useToken();
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{creditsText(order.credits)}</span>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
        {orderWhat(order)}
      </Typography.Text>
    </>
  );
}

function NoOrders() {
  const { token } = theme.useToken();
  const openBuyCredits = useOpenBuyCredits();
  return (
    <Flex vertical gap={token.marginXS} align="flex-start">
      <Typography.Text strong>No orders yet</Typography.Text>
      <Typography.Text type="secondary">The credit packages you buy are listed here.</Typography.Text>
      <Button
        type="primary"
        icon={<WalletOutlined aria-hidden />}
        aria-haspopup="dialog"
        onClick={openBuyCredits}
        style={{ marginTop: token.marginXS }}
      >
        Buy credits
      </Button>
    </Flex>
  );
}

/**
 * The orders on the account page: the user's credit package orders and invoices of Pro (date,
 * package or 'Pro (yearly)', amount, credits, status with why a payment did not go through), newest first, ten a page (each page
 * asked of the server). Below 600 px the rows become a list. No orders: a way to buy credits.
 */
export function OrderHistory() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = usePaymentOrdersQuery({
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // While the next page loads, the one before stays on screen.
  const shown = (data ?? previousData)?.paymentOrders;
  const orders = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const paged = total > PAGE_SIZE;

  if (error && !data) {
    return <QueryState failed errorView={{ as: 'inline', title: 'Your orders could not be loaded.', onRetry: () => refetch() }} />;
  }
  if (shown && total === 0) return <NoOrders />;

  if (!screens.sm) {
    if (!shown) return <Typography.Text type="secondary">Loading your orders…</Typography.Text>;
    return (
      <>
        <RowCards
          label="Orders"
          items={orders}
          rowKey={(order) => order.id}
          render={(order) => (
            <>
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: token.marginSM }}>
                <span>
                  {creditsText(order.credits)} · {formatAmount(order.amount, order.currency)}
                </span>
                <OrderStatusTag order={order} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {formatWhen(order.createdAt)} · {orderWhat(order)}
              </Typography.Text>
              <FailureReason order={order} />
            </>
          )}
        />
        {paged && (
          <nav aria-label="Order pages" style={{ display: 'flex', justifyContent: 'center', marginTop: token.margin }}>
            <Pagination simple size="small" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
          </nav>
        )}
      </>
    );
  }

  return (
    <Table<Order>
      rowKey="id"
      size="small"
      loading={loading && !data}
      dataSource={orders}
      pagination={paged ? { current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage } : false}
      locale={{ emptyText: 'No orders yet' }}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Date', dataIndex: 'createdAt', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatWhen(v)}</span> },
        { title: 'Package', key: 'package', render: (_: unknown, order) => <PackageCell order={order} /> },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_: unknown, order) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(order.amount, order.currency)}</span>,
        },
        { title: 'Credits', dataIndex: 'credits', align: 'right' },
        {
          title: 'Status',
          key: 'status',
          render: (_: unknown, order) => (
            <>
              <OrderStatusTag order={order} />
              <FailureReason order={order} />
            </>
          ),
        },
      ]}
    />
  );
}
