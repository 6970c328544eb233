import { AuditOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Pagination, Select, Table, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import {
  type AuditLogRowFragment as Entry,
  useStaffAccountsQuery,
  useAuditActionsQuery,
  useAuditLogQuery,
} from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RowCards } from '../../common/RowCards';
import { actionLabel, formatDetails, staffLabel, targetText } from '../staffText';
import { formatWhen } from '../../../lib/dates';

/** Rows per page, as the server answers them. */
const PAGE_SIZE = 20;

const wrap = { overflowWrap: 'anywhere' } as const;

function ActionCell({ action }: { action: string }) {
  const { token } = theme.useToken();
  const label = actionLabel(action);
  return (
    <>
      <code style={{ ...wrap, fontSize: token.fontSizeSM }}>{action}</code>
      {label !== action && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
          {label}
        </Typography.Text>
      )}
    </>
  );
}

function TargetCell({ entry }: { entry: Entry }) {
  const { token } = theme.useToken();
  return (
    <>
      <span>{entry.targetType}</span>
      {entry.targetId && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM, ...wrap }}>
          {entry.targetId}
        </Typography.Text>
      )}
    </>
  );
}

interface Filters {
  staffId: string | null;
  action: string | null;
}

/** The two filters: a staff member (every staff account) and an action (those the log holds). */
function AuditFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { token } = theme.useToken();
  const staffSelectId = useId();
  const actionSelectId = useId();
  const staff = useStaffAccountsQuery();
  const actions = useAuditActionsQuery({ fetchPolicy: 'cache-and-network' });
  const field = { display: 'grid', gap: token.marginXXS, flex: '1 1 220px', minWidth: 0, maxWidth: 360 } as const;
  return (
    <Flex gap={token.margin} wrap align="flex-end" role="search" aria-label="Filter the audit log">
      <div style={field}>
        <label htmlFor={staffSelectId}>Staff member</label>
        <Select
          id={staffSelectId}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="All staff"
          loading={staff.loading}
          value={filters.staffId ?? undefined}
          onChange={(value?: string) => onChange({ ...filters, staffId: value ?? null })}
          options={(staff.data?.staffAccounts ?? []).map((s) => ({ value: s.id, label: s.username }))}
        />
      </div>
      <div style={field}>
        <label htmlFor={actionSelectId}>Action</label>
        <Select
          id={actionSelectId}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="All actions"
          loading={actions.loading}
          value={filters.action ?? undefined}
          onChange={(value?: string) => onChange({ ...filters, action: value ?? null })}
          options={(actions.data?.auditActions ?? []).map((a) => ({
            value: a,
            label: actionLabel(a) === a ? a : `${a} (${actionLabel(a)})`,
          }))}
        />
      </div>
    </Flex>
  );
}

/**
 * The audit log: every staff action that changed something (when, who — 'System' for the command
 * line and the first start —, the action, its target, its details and reason), newest first,
 * twenty a page asked of the server, filtered by staff member and action. Below 600 px the rows
 * become a list.
 */
export function AuditLogTable() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Filters>({ staffId: null, action: null });
  const { data, previousData, loading, error, refetch } = useAuditLogQuery({
    variables: { page, pageSize: PAGE_SIZE, staffId: filters.staffId, action: filters.action },
    fetchPolicy: 'cache-and-network',
  });
  // While the next page loads, the one before stays on screen.
  const shown = (data ?? previousData)?.auditLog;
  const entries = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const paged = total > PAGE_SIZE;
  const filtered = Boolean(filters.staffId || filters.action);

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  const body = (
    <QueryState
      loading={!shown && loading}
      failed={!shown && Boolean(error)}
      empty={total === 0}
      loadingView={{ skeleton: { label: 'Loading the audit log', rows: 6 } }}
      errorView={{
        as: 'h2',
        title: 'The audit log could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
      emptyView={
        filtered
          ? {
              icon: <AuditOutlined aria-hidden />,
              title: 'No entries match these filters',
              description: 'Choose another staff member or action, or clear the filters.',
              action: <Button onClick={() => changeFilters({ staffId: null, action: null })}>Clear filters</Button>,
            }
          : { icon: <AuditOutlined aria-hidden />, title: 'No entries yet', description: 'Changes made by staff are recorded here.' }
      }
    >
      {!screens.sm ? (
        <>
          <RowCards
            label="Audit log"
            items={entries}
            rowKey={(entry) => entry.id}
            render={(entry) => (
              <>
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM, flexWrap: 'wrap' }}>
                  <span>
                    <ActionCell action={entry.action} />
                  </span>
                  <Typography.Text strong style={wrap}>
                    {staffLabel(entry)}
                  </Typography.Text>
                </div>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {formatWhen(entry.createdAt)}
                </Typography.Text>
                <span style={{ ...wrap, fontSize: token.fontSizeSM }}>Target: {targetText(entry)}</span>
                <span style={{ ...wrap, fontSize: token.fontSizeSM }}>Details: {formatDetails(entry.details)}</span>
                {entry.reason && <span style={{ ...wrap, fontSize: token.fontSizeSM }}>Reason: {entry.reason}</span>}
              </>
            )}
          />
          {paged && (
            <nav aria-label="Audit log pages" style={{ display: 'flex', justifyContent: 'center', marginTop: token.margin }}>
              <Pagination simple size="small" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
            </nav>
          )}
        </>
      ) : (
        <Table<Entry>
          rowKey="id"
          size="small"
          loading={loading && !data}
          dataSource={entries}
          pagination={paged ? { current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage } : false}
          columns={[
            {
              title: 'When',
              dataIndex: 'createdAt',
              render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatWhen(v)}</span>,
            },
            {
              title: 'Staff',
              key: 'staff',
              render: (_: unknown, entry) => <span style={{ overflowWrap: 'break-word' }}>{staffLabel(entry)}</span>,
            },
            { title: 'Action', dataIndex: 'action', render: (v: string) => <ActionCell action={v} /> },
            { title: 'Target', key: 'target', render: (_: unknown, entry) => <TargetCell entry={entry} /> },
            {
              title: 'Details',
              dataIndex: 'details',
              render: (v: Entry['details']) => <span style={{ ...wrap, display: 'block', maxWidth: 420 }}>{formatDetails(v)}</span>,
            },
            { title: 'Reason', dataIndex: 'reason', render: (v: string | null) => <span style={wrap}>{v ?? '—'}</span> },
          ]}
        />
      )}
    </QueryState>
  );

  return (
    <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
      <AuditFilters filters={filters} onChange={changeFilters} />
      {body}
    </Flex>
  );
}
