import { Grid, Pagination, Table, Typography, theme } from 'antd';
import { useState } from 'react';
import { type CreditHistoryRowFragment as Entry, useCreditLedgerQuery } from '../../graphql/generated';
import { QueryState } from '../common/QueryState';
import { CreditChange } from './CreditChange';
import { RowCards } from '../common/RowCards';
import { reasonLabel } from './ledgerText';
import { formatWhen } from '../../lib/dates';

/** Rows per page, as the server answers them. */
const PAGE_SIZE = 10;

/**
 * The credit history on the account page: every change of the user's credits (date, change,
 * reason, balance after), newest first, read from the ledger the server keeps, ten rows a page
 * (each page asked of the server). Below 600 px the rows become a list.
 */
export function CreditHistory() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useCreditLedgerQuery({
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // While the next page loads, the one before stays on screen.
  const shown = (data ?? previousData)?.creditLedger;
  const entries = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const paged = total > PAGE_SIZE;

  if (error && !data) {
    return <QueryState failed errorView={{ as: 'inline', title: 'Your credit history could not be loaded.', onRetry: () => refetch() }} />;
  }

  if (!screens.sm) {
    if (!shown) return <Typography.Text type="secondary">Loading your credit history…</Typography.Text>;
    if (total === 0) return <Typography.Text type="secondary">No credit changes yet.</Typography.Text>;
    return (
      <>
        <RowCards
          label="Credit history"
          items={entries}
          rowKey={(entry) => entry.id}
          render={(entry) => (
            <>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM }}>
                <span style={{ overflowWrap: 'anywhere' }}>{reasonLabel(entry)}</span>
                <CreditChange value={entry.change} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {formatWhen(entry.createdAt)} · balance {entry.balanceAfter}
              </Typography.Text>
            </>
          )}
        />
        {paged && (
          <nav aria-label="Credit history pages" style={{ display: 'flex', justifyContent: 'center', marginTop: token.margin }}>
            <Pagination simple size="small" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
          </nav>
        )}
      </>
    );
  }

  return (
    <Table<Entry>
      rowKey="id"
      size="small"
      loading={loading && !data}
      dataSource={entries}
      pagination={paged ? { current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage } : false}
      locale={{ emptyText: 'No credit changes yet.' }}
      columns={[
        { title: 'Date', dataIndex: 'createdAt', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatWhen(v)}</span> },
        { title: 'Change', dataIndex: 'change', align: 'right', render: (v: number) => <CreditChange value={v} /> },
        {
          title: 'Reason',
          key: 'reason',
          render: (_: unknown, entry) => <span style={{ overflowWrap: 'anywhere' }}>{reasonLabel(entry)}</span>,
        },
        { title: 'Balance after', dataIndex: 'balanceAfter', align: 'right' },
      ]}
    />
  );
}
