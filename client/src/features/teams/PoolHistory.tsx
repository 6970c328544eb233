import { Grid, Pagination, Table, Typography, theme } from 'antd';
import { useState } from 'react';
import { type TeamPoolRowFragment as Entry, useTeamPoolLedgerQuery } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { QueryState } from '../common/QueryState';
import { RowCards } from '../common/RowCards';
import { CreditChange } from '../credits/CreditChange';
import { poolWhat, poolWho } from './teamText';
import { formatWhen } from '../../lib/dates';

/** Rows per page, as the server answers them. */
export const POOL_PAGE_SIZE = 10;

/**
 * The pool's history (any member): every change, newest first, ten a page (each page asked of the
 * server): when, the member it names, what it was (a reveal of a profile, credits a member moved
 * in, an adjustment by our staff), the change and the balance after. Below 600 px a list of cards.
 */
export function PoolHistory() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useTeamPoolLedgerQuery({
    variables: { page, pageSize: POOL_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // While the next page loads, the one before stays on screen.
  const shown = (data ?? previousData)?.teamLedger;
  const entries = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const paged = total > POOL_PAGE_SIZE;

  if (error && !shown) {
    return (
      <QueryState
        failed
        errorView={{ as: 'inline', title: serverMessage(error, "The pool's history could not be loaded."), onRetry: () => refetch() }}
      />
    );
  }

  if (!screens.sm) {
    if (!shown) return <QueryState loading loadingView={{ skeleton: { label: "Loading the pool's history", rows: 3 } }} />;
    if (total === 0) return <Typography.Text type="secondary">No changes to the pool yet.</Typography.Text>;
    return (
      <>
        <RowCards
          label="Pool history"
          items={entries}
          rowKey={(entry) => entry.id}
          render={(entry) => (
            <>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM }}>
                <span style={{ overflowWrap: 'anywhere' }}>{poolWhat(entry)}</span>
                <CreditChange value={entry.change} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
                {`${formatWhen(entry.createdAt)} · ${poolWho(entry)} · balance ${entry.balanceAfter}`}
              </Typography.Text>
            </>
          )}
        />
        {paged && (
          <nav aria-label="Pool history pages" style={{ display: 'flex', justifyContent: 'center', marginTop: token.margin }}>
            <Pagination simple size="small" current={page} pageSize={POOL_PAGE_SIZE} total={total} onChange={setPage} />
          </nav>
        )}
      </>
    );
  }

  return (
    <Table<Entry>
      rowKey="id"
      size="small"
      loading={loading && !shown}
      dataSource={entries}
      scroll={{ x: 'max-content' }}
      pagination={paged ? { current: page, pageSize: POOL_PAGE_SIZE, total, showSizeChanger: false, onChange: setPage } : false}
      locale={{ emptyText: 'No changes to the pool yet.' }}
      columns={[
        { title: 'When', dataIndex: 'createdAt', render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatWhen(v)}</span> },
        { title: 'Member', key: 'who', render: (_v, entry) => <span style={{ overflowWrap: 'anywhere' }}>{poolWho(entry)}</span> },
        { title: 'What', key: 'what', render: (_v, entry) => <span style={{ overflowWrap: 'anywhere' }}>{poolWhat(entry)}</span> },
        { title: 'Change', dataIndex: 'change', align: 'right', render: (v: number) => <CreditChange value={v} /> },
        { title: 'Balance after', dataIndex: 'balanceAfter', align: 'right' },
      ]}
    />
  );
}
