import { FileTextOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Flex, Grid, Pagination, Row, Statistic, Table, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useCustomerDetailQuery, useCustomerLedgerQuery, useCustomerOrdersQuery } from '../../../graphql/generated';
import { visuallyHidden } from '../../common/a11y';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RouterButton } from '../../common/RouterButton';
import { RowCards } from '../../common/RowCards';
import { CreditChange } from '../../credits/CreditChange';
import { reasonLabel } from '../../credits/ledgerText';
import { creditsText, formatAmount, orderStatusLabel, orderWhat } from '../../payments/paymentText';
import { AdjustCreditsForm } from './AdjustCreditsForm';
import { creditsPair, fullName, planLabel } from './customerText';
import { SetPlanButton } from './SetPlanDialog';
import { formatWhen } from '../../../lib/dates';

/** Rows per page of the ledger and the orders. */
const PAGE_SIZE = 10;

const wrap = { overflowWrap: 'anywhere' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

function Pager({ label, page, total, onChange }: { label: string; page: number; total: number; onChange: (page: number) => void }) {
  const { token } = theme.useToken();
  if (total <= PAGE_SIZE) return null;
  return (
    <nav aria-label={label} style={{ display: 'flex', justifyContent: 'center', marginTop: token.margin }}>
      <Pagination simple size="small" current={page} pageSize={PAGE_SIZE} total={total} onChange={onChange} />
    </nav>
  );
}

/** The user's credit changes, newest first, ten a page (the words of the user's own credit history). */
function UserLedger({ userId }: { userId: string }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useCustomerLedgerQuery({
    variables: { id: userId, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.customer.ledger;
  const entries = shown?.items ?? [];
  const total = shown?.total ?? 0;
  return (
    <QueryState
      loading={!shown && loading}
      failed={!shown && Boolean(error)}
      empty={total === 0}
      loadingView={{ skeleton: { label: 'Loading the credit history', rows: 3 } }}
      errorView={{ as: 'inline', title: serverMessage(error, 'The credit history could not be loaded.'), onRetry: refetch }}
      emptyView={{ description: 'No credit changes yet.' }}
    >
      {!screens.sm ? (
        <RowCards
          label="Credit history"
          items={entries}
          rowKey={(entry) => entry.id}
          render={(entry) => (
            <>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM }}>
                <span style={wrap}>{reasonLabel(entry)}</span>
                <CreditChange value={entry.change} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {formatWhen(entry.createdAt)} · balance {entry.balanceAfter}
              </Typography.Text>
            </>
          )}
        />
      ) : (
        <Table
          rowKey="id"
          size="small"
          dataSource={entries}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Date', dataIndex: 'createdAt', render: (v: string) => <span style={nowrap}>{formatWhen(v)}</span> },
            { title: 'Change', dataIndex: 'change', align: 'right', render: (v: number) => <CreditChange value={v} /> },
            { title: 'Reason', key: 'reason', render: (_: unknown, entry) => <span style={wrap}>{reasonLabel(entry)}</span> },
            { title: 'Balance after', dataIndex: 'balanceAfter', align: 'right' },
          ]}
        />
      )}
      <Pager label="Credit history pages" page={page} total={total} onChange={setPage} />
    </QueryState>
  );
}

/** The user's orders, newest first, ten a page. */
function UserOrders({ userId }: { userId: string }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useCustomerOrdersQuery({
    variables: { id: userId, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.customer.orders;
  const orders = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const status = (s: (typeof orders)[number]['status']) => {
    const { label, color } = orderStatusLabel(s);
    return <Tag color={color}>{label}</Tag>;
  };
  return (
    <QueryState
      loading={!shown && loading}
      failed={!shown && Boolean(error)}
      empty={total === 0}
      loadingView={{ skeleton: { label: 'Loading the orders', rows: 3 } }}
      errorView={{ as: 'inline', title: serverMessage(error, 'The orders could not be loaded.'), onRetry: refetch }}
      emptyView={{ description: 'No orders yet.' }}
    >
      {!screens.sm ? (
        <RowCards
          label="Orders"
          items={orders}
          rowKey={(order) => order.id}
          render={(order) => (
            <>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM, flexWrap: 'wrap' }}>
                <span>
                  {orderWhat(order)} · {creditsText(order.credits)} · {formatAmount(order.amount, order.currency)}
                </span>
                {status(order.status)}
              </div>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {formatWhen(order.createdAt)}
              </Typography.Text>
            </>
          )}
        />
      ) : (
        <Table
          rowKey="id"
          size="small"
          dataSource={orders}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'When', dataIndex: 'createdAt', render: (v: string) => <span style={nowrap}>{formatWhen(v)}</span> },
            {
              title: 'Bought',
              key: 'package',
              render: (_: unknown, o) => (
                <span style={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: token.marginXS }}>
                  <span style={nowrap}>{`${orderWhat(o)} · ${creditsText(o.credits)}`}</span>
                  {o.invoiceUrl && (
                    <Typography.Link href={o.invoiceUrl} target="_blank" rel="noopener noreferrer" style={nowrap}>
                      <FileTextOutlined aria-hidden /> Invoice
                      <span style={visuallyHidden}>{` of ${formatWhen(o.createdAt)} (opens in a new tab)`}</span>
                    </Typography.Link>
                  )}
                </span>
              ),
            },
            { title: 'Amount', key: 'amount', align: 'right', render: (_: unknown, o) => formatAmount(o.amount, o.currency) },
            { title: 'Status', dataIndex: 'status', render: status },
          ]}
        />
      )}
      <Pager label="Orders pages" page={page} total={total} onChange={setPage} />
    </QueryState>
  );
}

/** The plan in a line: 'Enterprise until Mar 4, 2027', 'Starter'; and how staff may change it. */
function PlanSummary({ user }: { user: { plan: string; planExpiry: string | null } }) {
  const { token } = theme.useToken();
  const until = user.plan !== 'starter' && user.planExpiry ? ` until ${formatWhen(user.planExpiry)}` : '';
  return (
    <Flex vertical gap={token.marginXXS}>
      <Typography.Text strong>
        {planLabel(user.plan)}
        {until}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        Put the account on Enterprise until a day, with credits added, or back on Starter. Pro is a subscription the user buys; while it
        runs the plan cannot be set here.
      </Typography.Text>
    </Flex>
  );
}

/**
 * One user for staff: who they are, their plan and credits, their activity counts, 'Set plan'
 * (Enterprise by hand, or back to Starter), 'Adjust credits', their credit history and their
 * orders (credit packages and invoices of Pro, each list paged by the server).
 */
export function CustomerDetail({ userId }: { userId: string }) {
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useCustomerDetailQuery({ variables: { id: userId }, fetchPolicy: 'cache-and-network' });
  const user = data?.customer;
  const heading = { margin: 0, fontSize: token.fontSizeHeading4 } as const;

  return (
    <QueryState
      loading={!user && loading}
      failed={!user && Boolean(error)}
      loadingView={{ skeleton: { label: 'Loading the user', rows: 8 } }}
      errorView={{
        as: 'h1',
        title: 'The user could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
    >
      {user && (
        <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
          <Flex vertical gap={token.marginXXS} style={{ minWidth: 0 }}>
            <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3, ...wrap }}>
              {user.email}
            </Typography.Title>
            <Typography.Text type="secondary" style={wrap}>
              {fullName(user)}
              {user.company ? ` · ${user.company}` : ''}
            </Typography.Text>
          </Flex>

          <Row gutter={[token.margin, token.margin]}>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="Credits (remaining / total)" value={creditsPair(user)} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="Searches" value={user.searchesCount} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="Reveals" value={user.revealsCount} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="Orders" value={user.ordersCount} />
              </Card>
            </Col>
          </Row>

          <Row gutter={[token.margin, token.margin]}>
            <Col xs={24} lg={12}>
              <Card title={<h2 style={heading}>Details</h2>} style={{ height: '100%' }}>
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'name', label: 'Name', children: <span style={wrap}>{fullName(user)}</span> },
                    { key: 'company', label: 'Company', children: <span style={wrap}>{user.company ?? '—'}</span> },
                    { key: 'designation', label: 'Designation', children: <span style={wrap}>{user.designation ?? '—'}</span> },
                    { key: 'phone', label: 'Phone', children: <span style={wrap}>{user.phone ?? '—'}</span> },
                    { key: 'plan', label: 'Plan', children: planLabel(user.plan) },
                    { key: 'expiry', label: 'Plan expiry', children: user.planExpiry ? formatWhen(user.planExpiry) : '—' },
                    { key: 'credits', label: 'Credits', children: creditsPair(user) },
                    { key: 'created', label: 'Signed up', children: formatWhen(user.createdAt) },
                    { key: 'active', label: 'Last active', children: user.lastActiveAt ? formatWhen(user.lastActiveAt) : '—' },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Flex vertical gap={token.margin} style={{ height: '100%' }}>
                <Card title={<h2 style={heading}>Plan</h2>} extra={<SetPlanButton user={user} />} role="region" aria-label="Plan">
                  <PlanSummary user={user} />
                </Card>
                <Card title={<h2 style={heading}>Adjust credits</h2>} style={{ flex: 1 }}>
                  <AdjustCreditsForm user={user} />
                </Card>
              </Flex>
            </Col>
          </Row>

          <Card title={<h2 style={heading}>Credit history</h2>} styles={{ body: { minWidth: 0 } }}>
            <UserLedger userId={user.id} />
          </Card>
          <Card title={<h2 style={heading}>Orders</h2>}>
            <UserOrders userId={user.id} />
          </Card>
        </Flex>
      )}
      {!user && !loading && !error && <RouterButton to="/admin/users">Back to the users</RouterButton>}
    </QueryState>
  );
}
