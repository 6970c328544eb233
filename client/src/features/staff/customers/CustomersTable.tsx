import { TeamOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Pagination, Table, Typography, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { type CustomerRowFragment as Row, useCustomersQuery } from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RowCards } from '../../common/RowCards';
import { columnSortOrder, creditsPair, DEFAULT_SORT, fullName, planLabel, sortFromTable, type UserSort } from './customerText';
import { formatWhen } from '../../../lib/dates';
import { StaffSearchBox, useStaffSearch } from '../StaffSearch';

/** Rows per page, as the server answers them. */
const PAGE_SIZE = 20;

const wrap = { overflowWrap: 'anywhere' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

function dateOrDash(iso: string | null | undefined): string {
  return iso ? formatWhen(iso) : '—';
}

/**
 * The users of the app for staff: a search over e-mail, name and company (sent when typing rests
 * or on Enter), a table sorted and paged by the server; each e-mail links to the user's page.
 * Below 600 px the rows become a list.
 */
export function CustomersTable() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const searching = useStaffSearch();
  const { search: query, page, setPage, run: runSearch } = searching;
  const [sort, setSort] = useState<UserSort>(DEFAULT_SORT);

  const { data, previousData, loading, error, refetch } = useCustomersQuery({
    variables: { query, page, pageSize: PAGE_SIZE, ...sort },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.customers;
  const users = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const paged = total > PAGE_SIZE;

  const search = <StaffSearchBox state={searching} label="Search users" landmark="Find users" placeholder="E-mail, name or company" />;

  const body = (
    <QueryState
      loading={!shown && loading}
      failed={!shown && Boolean(error)}
      empty={total === 0}
      loadingView={{ skeleton: { label: 'Loading the users', rows: 6 } }}
      errorView={{
        as: 'h2',
        title: 'The users could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
      emptyView={
        query
          ? {
              icon: <TeamOutlined aria-hidden />,
              title: 'No users match this search',
              description: 'Try part of an e-mail, a name or a company.',
              action: <Button onClick={() => runSearch('')}>Clear the search</Button>,
            }
          : { icon: <TeamOutlined aria-hidden />, title: 'No users yet', description: 'People who sign up appear here.' }
      }
    >
      {!screens.sm ? (
        <>
          <RowCards
            as="ul"
            label="Users"
            items={users}
            rowKey={(user) => user.id}
            render={(user) => (
              <>
                <Link to={`/admin/users/${user.id}`} style={wrap}>
                  {user.email}
                </Link>
                <span style={wrap}>
                  {fullName(user)}
                  {user.company ? ` · ${user.company}` : ''}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {planLabel(user.plan)} · Credits {creditsPair(user)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  Signed up {formatWhen(user.createdAt)} · Last active {dateOrDash(user.lastActiveAt)}
                </Typography.Text>
              </>
            )}
          />
          {paged && (
            <nav aria-label="Users pages" style={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination simple size="small" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
            </nav>
          )}
        </>
      ) : (
        <Table<Row>
          rowKey="id"
          size="small"
          loading={loading && !data}
          dataSource={users}
          scroll={{ x: 'max-content' }}
          pagination={paged ? { current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false } : false}
          onChange={(pagination, _filters, sorter, extra) => {
            if (extra.action === 'sort') {
              const one = Array.isArray(sorter) ? sorter[0] : sorter;
              setSort(sortFromTable(one?.columnKey, one?.order));
              setPage(1);
            } else if (extra.action === 'paginate') {
              setPage(pagination.current ?? 1);
            }
          }}
          columns={[
            {
              title: 'Email',
              key: 'email',
              sorter: true,
              sortOrder: columnSortOrder('email', sort),
              render: (_: unknown, user) => (
                <Link to={`/admin/users/${user.id}`} style={wrap}>
                  {user.email}
                </Link>
              ),
            },
            { title: 'Name', key: 'name', render: (_: unknown, user) => <span style={wrap}>{fullName(user)}</span> },
            { title: 'Company', dataIndex: 'company', render: (v: string | null) => <span style={wrap}>{v ?? '—'}</span> },
            { title: 'Plan', dataIndex: 'plan', render: (v: string) => planLabel(v) },
            { title: 'Expiry', dataIndex: 'planExpiry', render: (v: string | null) => <span style={nowrap}>{dateOrDash(v)}</span> },
            {
              title: 'Credits',
              key: 'credits',
              align: 'right',
              sorter: true,
              sortOrder: columnSortOrder('credits', sort),
              render: (_: unknown, user) => <span style={{ ...nowrap, fontVariantNumeric: 'tabular-nums' }}>{creditsPair(user)}</span>,
            },
            {
              title: 'Signed up',
              key: 'createdAt',
              sorter: true,
              sortOrder: columnSortOrder('createdAt', sort),
              render: (_: unknown, user) => <span style={nowrap}>{formatWhen(user.createdAt)}</span>,
            },
            {
              title: 'Last active',
              key: 'lastActiveAt',
              sorter: true,
              sortOrder: columnSortOrder('lastActiveAt', sort),
              render: (_: unknown, user) => <span style={nowrap}>{dateOrDash(user.lastActiveAt)}</span>,
            },
          ]}
        />
      )}
    </QueryState>
  );

  return (
    <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
      {search}
      {body}
    </Flex>
  );
}
