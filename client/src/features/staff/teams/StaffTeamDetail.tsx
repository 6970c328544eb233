import { Card, Col, Descriptions, Flex, Grid, Result, Row, Statistic, Table, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { type StaffTeamDetailQuery, useStaffTeamDetailQuery } from '../../../graphql/generated';
import { errorCode, serverMessage } from '../../common/errors';
import { QueryState } from '../../common/QueryState';
import { RouterButton } from '../../common/RouterButton';
import { RowCards } from '../../common/RowCards';
import { CreditChange } from '../../credits/CreditChange';
import { AdjustPoolButton, SetSeatsButton } from './TeamActions';
import {
  countOf,
  domainsText,
  membersSeats,
  poolPair,
  poolReasonLabel,
  poolWho,
  signInRule,
  spentWithCap,
  ssoShort,
  teamRoleLabel,
} from './teamsText';
import { formatWhen } from '../../../lib/dates';

type Detail = StaffTeamDetailQuery['staffTeam'];
type Member = Detail['members'][number];
type PoolEntry = Detail['ledger'][number];

const wrap = { overflowWrap: 'anywhere' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const figures = { ...nowrap, fontVariantNumeric: 'tabular-nums' } as const;

/** A member's e-mail, opening their user page. */
function MemberLink({ member }: { member: Member }) {
  return (
    <Link to={`/admin/users/${member.userId}`} style={wrap}>
      {member.email}
    </Link>
  );
}

/** Who made a change of the pool: the member (their user page), or 'our staff'. */
function PoolWho({ entry }: { entry: PoolEntry }) {
  const who = poolWho(entry);
  return entry.userId ? (
    <Link to={`/admin/users/${entry.userId}`} style={wrap}>
      {who}
    </Link>
  ) : (
    <span style={wrap}>{who}</span>
  );
}

/** The team's members, owner first: who they are, their role, since when, and what they spent of the pool. */
function TeamMembers({ members }: { members: Member[] }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  if (members.length === 0) return <Typography.Text type="secondary">No members.</Typography.Text>;
  return !screens.sm ? (
    <RowCards
      label="Members"
      items={members}
      rowKey={(member) => member.userId}
      render={(member) => (
        <>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM, flexWrap: 'wrap' }}>
            <span style={wrap}>{member.name}</span>
            <Typography.Text strong>{teamRoleLabel(member.role)}</Typography.Text>
          </div>
          <MemberLink member={member} />
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            This month {spentWithCap(member)} · Total spent {member.spentTotal} · {countOf(member.reveals, 'reveal')}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            Joined {formatWhen(member.joinedAt)}
          </Typography.Text>
        </>
      )}
    />
  ) : (
    <Table<Member>
      rowKey="userId"
      size="small"
      dataSource={members}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'Name', dataIndex: 'name', render: (v: string) => <span style={wrap}>{v}</span> },
        { title: 'Email', key: 'email', render: (_: unknown, member) => <MemberLink member={member} /> },
        { title: 'Role', dataIndex: 'role', render: (_: unknown, member) => teamRoleLabel(member.role) },
        { title: 'Joined', dataIndex: 'joinedAt', render: (v: string) => <span style={nowrap}>{formatWhen(v)}</span> },
        {
          title: 'Spent this month (cap)',
          key: 'month',
          align: 'right',
          render: (_: unknown, member) => <span style={figures}>{spentWithCap(member)}</span>,
        },
        { title: 'Total spent', dataIndex: 'spentTotal', align: 'right', render: (v: number) => <span style={figures}>{v}</span> },
        { title: 'Reveals', dataIndex: 'reveals', align: 'right', render: (v: number) => <span style={figures}>{v}</span> },
      ]}
    />
  );
}

/** The pool's newest changes (the server's 20 newest), newest first. */
function PoolChanges({ ledger }: { ledger: PoolEntry[] }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  if (ledger.length === 0) return <Typography.Text type="secondary">No changes of the pool yet.</Typography.Text>;
  return !screens.sm ? (
    <RowCards
      label="Pool changes"
      items={ledger}
      rowKey={(entry) => entry.id}
      render={(entry) => (
        <>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: token.marginSM }}>
            <span style={wrap}>{poolReasonLabel(entry)}</span>
            <CreditChange value={entry.change} />
          </div>
          <span>
            By <PoolWho entry={entry} />
          </span>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {formatWhen(entry.createdAt)} · balance {entry.balanceAfter}
          </Typography.Text>
        </>
      )}
    />
  ) : (
    <Table<PoolEntry>
      rowKey="id"
      size="small"
      dataSource={ledger}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'When', dataIndex: 'createdAt', render: (v: string) => <span style={nowrap}>{formatWhen(v)}</span> },
        { title: 'By', key: 'who', render: (_: unknown, entry) => <PoolWho entry={entry} /> },
        { title: 'Reason', key: 'reason', render: (_: unknown, entry) => <span style={wrap}>{poolReasonLabel(entry)}</span> },
        { title: 'Change', dataIndex: 'change', align: 'right', render: (v: number) => <CreditChange value={v} /> },
        { title: 'Balance after', dataIndex: 'balanceAfter', align: 'right', render: (v: number) => <span style={figures}>{v}</span> },
      ]}
    />
  );
}

/** The address named no team (or one that is gone): said plainly, with the way back to the list. */
function TeamNotFound({ message }: { message: string }) {
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{message}</h1>}
      subTitle="No team has this address: it may have been closed, or the link is wrong."
      extra={<RouterButton to="/admin/teams">Back to the teams</RouterButton>}
    />
  );
}

/**
 * One team for staff: its name, owner, domains, seats, pool and sign-in rule; 'Set seats' and
 * 'Adjust pool credits' (each in a dialog, with a reason for the audit log); its members with what
 * they spent of the pool; and the pool's newest changes.
 */
export function StaffTeamDetail({ teamId }: { teamId: string }) {
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useStaffTeamDetailQuery({ variables: { teamId }, fetchPolicy: 'cache-and-network' });
  const detail = data?.staffTeam;
  const heading = { margin: 0, fontSize: token.fontSizeHeading4 } as const;

  if (!detail && !loading && errorCode(error) === 'NOT_FOUND') return <TeamNotFound message={serverMessage(error, 'Team not found')} />;

  return (
    <QueryState
      loading={!detail && loading}
      failed={!detail && Boolean(error)}
      loadingView={{ skeleton: { label: 'Loading the team', rows: 8 } }}
      errorView={{
        as: 'h1',
        title: 'The team could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
    >
      {detail && (
        <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
          <Flex vertical gap={token.marginXXS} style={{ minWidth: 0 }}>
            <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3, ...wrap }}>
              {detail.team.name}
            </Typography.Title>
            <Typography.Text type="secondary" style={wrap}>
              Owner {detail.team.ownerEmail ?? '—'} · Created {formatWhen(detail.team.createdAt)}
            </Typography.Text>
          </Flex>

          <Row gutter={[token.margin, token.margin]}>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="Members / seats" value={membersSeats(detail.team)} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="Pool (remaining / total)" value={poolPair(detail.team)} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="Company sign-in" value={ssoShort(detail.team.requireSso)} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title="Domains" value={detail.domains.length} />
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
                    { key: 'name', label: 'Name', children: <span style={wrap}>{detail.team.name}</span> },
                    { key: 'owner', label: 'Owner', children: <span style={wrap}>{detail.team.ownerEmail ?? '—'}</span> },
                    { key: 'domains', label: 'Domains', children: <span style={wrap}>{domainsText(detail.domains)}</span> },
                    { key: 'seats', label: 'Seats', children: detail.team.seats },
                    { key: 'members', label: 'Members', children: detail.team.members },
                    { key: 'pool', label: 'Pool credits', children: poolPair(detail.team) },
                    { key: 'sso', label: 'Sign-in', children: signInRule(detail.team.requireSso) },
                    { key: 'created', label: 'Created', children: formatWhen(detail.team.createdAt) },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Flex vertical gap={token.margin} style={{ height: '100%' }}>
                <Card
                  title={<h2 style={heading}>Seats</h2>}
                  extra={<SetSeatsButton team={detail.team} />}
                  role="region"
                  aria-label="Seats"
                  style={{ flex: 1 }}
                >
                  <Typography.Text type="secondary">
                    {countOf(detail.team.members, 'member')} in {countOf(detail.team.seats, 'seat')}, the owner included. Members and open
                    invitations each hold a seat; seats never go below the members.
                  </Typography.Text>
                </Card>
                <Card
                  title={<h2 style={heading}>Pool credits</h2>}
                  extra={<AdjustPoolButton team={detail.team} />}
                  role="region"
                  aria-label="Pool credits"
                  style={{ flex: 1 }}
                >
                  <Typography.Text type="secondary">
                    {detail.team.remainingCredits} left of {detail.team.totalCredits} ever added. The members&apos; reveals are paid from
                    it; it never goes below zero.
                  </Typography.Text>
                </Card>
              </Flex>
            </Col>
          </Row>

          <Card title={<h2 style={heading}>Members</h2>} styles={{ body: { minWidth: 0 } }}>
            <TeamMembers members={detail.members} />
          </Card>
          <Card title={<h2 style={heading}>Newest pool changes</h2>} styles={{ body: { minWidth: 0 } }}>
            <PoolChanges ledger={detail.ledger} />
          </Card>
        </Flex>
      )}
    </QueryState>
  );
}
