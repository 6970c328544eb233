import { CreditCardOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Input, Pagination, Select, Table, Tag, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import { type OrderStatus, type StaffOrderRowFragment as Order, useStaffOrdersQuery } from '../../../graphql/generated';
import { visuallyHidden } from '../../common/a11y';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RowCards } from '../../common/RowCards';
import { formatAmount, orderStatusLabel } from '../../payments/paymentText';
import { searchValue } from '../StaffSearch';
import { RefundDialog } from './RefundDialog';
import { canRefund, packageText, providerLabel, STATUS_CHOICES } from './staffOrderText';
import { formatWhen } from '../../../lib/dates';

/** Rows per page, as the server answers them. */
const PAGE_SIZE = 20;

const wrap = { overflowWrap: 'anywhere' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

function StatusTag({ order }: { order: Order }) {
  const { label, color } = orderStatusLabel(order.status);
  return <Tag color={color}>{label}</Tag>;
}

/** What else the row says: why a payment failed, or what its refund did. */
function Note({ order }: { order: Order }) {
  const { token } = theme.useToken();
  const text = order.refundSummary ?? order.failureReason;
  if (!text) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM, ...wrap, maxWidth: 360 }}>
      {text}
    </Typography.Text>
  );
}

/** What the order bought ('Package 2 · 44 credits', 'Pro (monthly) · 90 credits'), and the provider's invoice page of Pro when there is one. */
function Bought({ order }: { order: Order }) {
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: token.marginXS }}>
      <span style={nowrap}>{packageText(order)}</span>
      {order.invoiceUrl && (
        <Typography.Link href={order.invoiceUrl} target="_blank" rel="noopener noreferrer" style={nowrap}>
          <FileTextOutlined aria-hidden /> Invoice
          <span style={visuallyHidden}>{` of ${order.user.email}, ${formatWhen(order.createdAt)} (opens in a new tab)`}</span>
        </Typography.Link>
      )}
    </span>
  );
}

function RefundButton({ order, onOpen }: { order: Order; onOpen: (order: Order) => void }) {
  return (
    <Button size="small" danger aria-haspopup="dialog" aria-label={`Refund the order of ${order.user.email}`} onClick={() => onOpen(order)}>
      Refund
    </Button>
  );
}

interface Filters {
  status: OrderStatus | null;
  query: string | null;
}

/**
 * Every user's orders for staff (credit packages, and invoices of Pro with a link to the provider's
 * invoice page), newest first, twenty a page asked of the server: filtered by status and found by
 * part of the e-mail or an exact order or checkout session id; 'Refund' on a completed order of
 * either kind. Below 600 px the rows become a list.
 */
export function StaffOrdersTable() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const statusId = useId();
  const searchId = useId();
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<Filters>({ status: null, query: null });
  const [refunding, setRefunding] = useState<Order | null>(null);
  const { data, previousData, loading, error, refetch } = useStaffOrdersQuery({
    variables: { page, pageSize: PAGE_SIZE, status: filters.status, query: filters.query },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.staffOrders;
  const orders = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const paged = total > PAGE_SIZE;
  const filtered = Boolean(filters.status || filters.query);

  const change = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const clear = () => {
    setText('');
    change({ status: null, query: null });
  };
  const field = { display: 'grid', gap: token.marginXXS, flex: '1 1 220px', minWidth: 0, maxWidth: 420 } as const;

  const filterBar = (
    <Flex gap={token.margin} wrap align="flex-end" role="search" aria-label="Filter the orders">
      <div style={field}>
        <label htmlFor={searchId}>Search orders</label>
        <Input.Search
          id={searchId}
          allowClear
          placeholder="E-mail, order id or session id"
          value={text}
          maxLength={200}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '') change({ ...filters, query: null });
          }}
          onSearch={(value) => change({ ...filters, query: searchValue(value) })}
          enterButton="Search"
        />
      </div>
      <div style={{ ...field, maxWidth: 240 }}>
        <label htmlFor={statusId}>Status</label>
        <Select
          id={statusId}
          allowClear
          placeholder="Any status"
          value={filters.status ?? undefined}
          onChange={(value?: OrderStatus) => change({ ...filters, status: value ?? null })}
          options={STATUS_CHOICES.map((s) => ({ value: s, label: orderStatusLabel(s).label }))}
        />
      </div>
    </Flex>
  );

  const body = (
    <QueryState
      loading={!shown && loading}
      failed={!shown && Boolean(error)}
      empty={total === 0}
      loadingView={{ skeleton: { label: 'Loading the orders', rows: 6 } }}
      errorView={{
        as: 'h2',
        title: 'The orders could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
      emptyView={
        filtered
          ? {
              icon: <CreditCardOutlined aria-hidden />,
              title: 'No orders match these filters',
              description: 'Search for another e-mail or id, choose another status, or clear the filters.',
              action: <Button onClick={clear}>Clear filters</Button>,
            }
          : {
              icon: <CreditCardOutlined aria-hidden />,
              title: 'No orders yet',
              description: 'Credit packages bought by users and invoices of Pro appear here.',
            }
      }
    >
      {!screens.sm ? (
        <>
          <RowCards
            label="Orders"
            items={orders}
            rowKey={(order) => order.id}
            render={(order) => (
              <>
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM, flexWrap: 'wrap' }}>
                  <Typography.Text strong style={wrap}>
                    {order.user.email}
                  </Typography.Text>
                  <StatusTag order={order} />
                </div>
                <span>
                  <Bought order={order} /> · {formatAmount(order.amount, order.currency)}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {formatWhen(order.createdAt)} · {providerLabel(order.provider)}
                </Typography.Text>
                <Note order={order} />
                {canRefund(order) && (
                  <div>
                    <RefundButton order={order} onOpen={setRefunding} />
                  </div>
                )}
              </>
            )}
          />
          {paged && (
            <nav aria-label="Orders pages" style={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination simple size="small" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
            </nav>
          )}
        </>
      ) : (
        <Table<Order>
          rowKey="id"
          size="small"
          loading={loading && !data}
          dataSource={orders}
          scroll={{ x: 'max-content' }}
          pagination={paged ? { current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage } : false}
          columns={[
            { title: 'When', dataIndex: 'createdAt', render: (v: string) => <span style={nowrap}>{formatWhen(v)}</span> },
            { title: 'User e-mail', key: 'email', render: (_: unknown, o) => <span style={wrap}>{o.user.email}</span> },
            { title: 'Bought', key: 'package', render: (_: unknown, o) => <Bought order={o} /> },
            {
              title: 'Amount',
              key: 'amount',
              align: 'right',
              render: (_: unknown, o) => <span style={nowrap}>{formatAmount(o.amount, o.currency)}</span>,
            },
            {
              title: 'Status',
              key: 'status',
              render: (_: unknown, o) => (
                <>
                  <StatusTag order={o} />
                  <Note order={o} />
                </>
              ),
            },
            { title: 'Provider', dataIndex: 'provider', render: (v: Order['provider']) => providerLabel(v) },
            {
              title: 'Action',
              key: 'action',
              render: (_: unknown, o) => (canRefund(o) ? <RefundButton order={o} onOpen={setRefunding} /> : null),
            },
          ]}
        />
      )}
    </QueryState>
  );

  return (
    <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
      {filterBar}
      {body}
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </Flex>
  );
}
