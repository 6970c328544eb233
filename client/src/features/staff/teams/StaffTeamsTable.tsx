import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Pagination, Table, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { type StaffTeamRowFragment as Row, useStaffTeamsQuery } from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RowCards } from '../../common/RowCards';
import { StaffSearchBox, useStaffSearch } from '../StaffSearch';
import { membersSeats, poolPair, signInRule, ssoShort } from './teamsText';
import { formatWhen } from '../../../lib/dates';

/** Rows per page, as the server answers them. */
export const PAGE_SIZE = 20;

const wrap = { overflowWrap: 'anywhere' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const figures = { ...nowrap, fontVariantNumeric: 'tabular-nums' } as const;

/** The team's name, opening its page. */
function TeamLink({ team }: { team: Row }) {
  return (
    <Link to={`/admin/teams/${team.id}`} style={wrap}>
      {team.name}
    </Link>
  );
}

/**
 * Every team for staff, newest first, twenty a page asked of the server: a search over the team's
 * name and its members' e-mails (sent when typing rests or on Enter); each row gives the owner,
 * members / seats, the pool (remaining / total ever added), whether company sign-in is required,
 * and when it was made. The name opens the team's page. Below 576 px the rows become a list.
 */
export function StaffTeamsTable() {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const searching = useStaffSearch();
  const { search, page, setPage, run: runSearch } = searching;

  const { data, previousData, loading, error, refetch } = useStaffTeamsQuery({
    variables: { page, pageSize: PAGE_SIZE, search },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.staffTeams;
  const teams = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const paged = total > PAGE_SIZE;

  const searchBox = (
    <StaffSearchBox state={searching} label="Search teams" landmark="Find teams" placeholder="Team name or a member's e-mail" />
  );

  const body = (
    <QueryState
      loading={!shown && loading}
      failed={!shown && Boolean(error)}
      empty={total === 0}
      loadingView={{ skeleton: { label: 'Loading the teams', rows: 6 } }}
      errorView={{
        as: 'h2',
        title: 'The teams could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
      emptyView={
        search
          ? {
              icon: <ApartmentOutlined aria-hidden />,
              title: 'No teams match this search',
              description: "Try part of a team's name or of a member's e-mail.",
              action: <Button onClick={() => runSearch('')}>Clear the search</Button>,
            }
          : { icon: <ApartmentOutlined aria-hidden />, title: 'No teams yet', description: 'Teams that customers create appear here.' }
      }
    >
      {!screens.sm ? (
        <>
          <RowCards
            as="ul"
            label="Teams"
            items={teams}
            rowKey={(team) => team.id}
            render={(team) => (
              <>
                <TeamLink team={team} />
                <span style={wrap}>Owner {team.ownerEmail ?? '—'}</span>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  Members / seats {membersSeats(team)} · Pool {poolPair(team)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {signInRule(team.requireSso)} · Created {formatWhen(team.createdAt)}
                </Typography.Text>
              </>
            )}
          />
          {paged && (
            <nav aria-label="Teams pages" style={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination simple size="small" current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} />
            </nav>
          )}
        </>
      ) : (
        <Table<Row>
          rowKey="id"
          size="small"
          loading={loading && !data}
          dataSource={teams}
          scroll={{ x: 'max-content' }}
          pagination={paged ? { current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false } : false}
          onChange={(pagination, _filters, _sorter, extra) => {
            if (extra.action === 'paginate') setPage(pagination.current ?? 1);
          }}
          columns={[
            { title: 'Team', key: 'name', render: (_: unknown, team) => <TeamLink team={team} /> },
            { title: 'Owner', dataIndex: 'ownerEmail', render: (v: string | null) => <span style={wrap}>{v ?? '—'}</span> },
            {
              title: 'Members / seats',
              key: 'seats',
              align: 'right',
              render: (_: unknown, team) => <span style={figures}>{membersSeats(team)}</span>,
            },
            {
              title: 'Pool (remaining / total)',
              key: 'pool',
              align: 'right',
              render: (_: unknown, team) => <span style={figures}>{poolPair(team)}</span>,
            },
            { title: 'Company sign-in', dataIndex: 'requireSso', render: (v: boolean) => ssoShort(v) },
            { title: 'Created', dataIndex: 'createdAt', render: (v: string) => <span style={nowrap}>{formatWhen(v)}</span> },
          ]}
        />
      )}
    </QueryState>
  );

  return (
    <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
      {searchBox}
      {body}
    </Flex>
  );
}
