import { Grid, Table, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { MyTeamMemberFragment, TeamRole } from '../../graphql/generated';
import { RowCards } from '../common/RowCards';
import { CapButton, MemberActions, RoleCell } from './MemberActions';
import { capReached, memberPermissions, monthText } from './teamText';
import type { useTeamActions } from './useTeamActions';
import { formatDay } from '../../lib/dates';

type Member = MyTeamMemberFragment;
type Actions = ReturnType<typeof useTeamActions>;

/** The member's name with 'You' beside it for the signed-in user. */
function NameCell({ member }: { member: Member }) {
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {member.name}
      {member.isYou && (
        <Tag color="green" style={{ marginInlineStart: 8, marginInlineEnd: 0 }}>
          You
        </Tag>
      )}
    </span>
  );
}

/**
 * This month's use of the pool with the limit, in the warning colour once the limit is reached (the
 * error red is below 4.5:1 on the card); for owners and admins the button that sets the limit beside it.
 */
function MonthCell({ member, myRole, actions }: { member: Member; myRole: TeamRole; actions: Actions }) {
  const { token } = theme.useToken();
  const reached = capReached(member);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXXS, whiteSpace: 'nowrap' }}>
      <span style={{ color: reached ? token.colorWarningText : undefined, fontVariantNumeric: 'tabular-nums' }}>
        {monthText(member)}
        {reached && <span> (limit reached)</span>}
      </span>
      {memberPermissions(myRole, member).cap && <CapButton member={member} actions={actions} />}
    </span>
  );
}

/**
 * The team's members (owner first, then admins, then members): name ('You'), e-mail, role, when
 * they joined, the pool's credits they used this month (with their monthly limit) and in all, and
 * how many profiles they revealed; for owners and admins the role select, the monthly limit and
 * the actions. Below 1200 px each member is a card.
 */
export function MembersTable({ members, myRole, actions }: { members: readonly Member[]; myRole: TeamRole; actions: Actions }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();

  // The table's eight columns need the width of a wide screen beside the sidebar; below, cards.
  if (!screens.lg) {
    const line = { fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
    return (
      <RowCards
        as="ul"
        label="Team members"
        items={members}
        rowKey={(m) => m.userId}
        itemStyle={{ gap: token.marginXS }}
        render={(m) => (
          <>
            <Typography.Text strong>
              <NameCell member={m} />
            </Typography.Text>
            <span style={{ ...line, overflowWrap: 'anywhere' }}>{m.email}</span>
            <div>
              <span style={line}>Role: </span>
              <RoleCell member={m} myRole={myRole} actions={actions} />
            </div>
            <span>
              <span style={line}>This month: </span>
              <MonthCell member={m} myRole={myRole} actions={actions} />
            </span>
            <span style={line}>{`Total spent: ${m.spentTotal} · Reveals: ${m.reveals} · Joined ${formatDay(m.joinedAt)}`}</span>
            <MemberActions member={m} myRole={myRole} actions={actions} />
          </>
        )}
      />
    );
  }

  const columns: ColumnsType<Member> = [
    {
      title: 'Name and e-mail',
      key: 'name',
      render: (_v, m) => (
        <div style={{ minWidth: 160 }}>
          <NameCell member={m} />
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>{m.email}</div>
        </div>
      ),
    },
    { title: 'Role', key: 'role', render: (_v, m) => <RoleCell member={m} myRole={myRole} actions={actions} /> },
    {
      title: 'Joined',
      dataIndex: 'joinedAt',
      render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(v)}</span>,
    },
    { title: 'This month', key: 'month', align: 'right', render: (_v, m) => <MonthCell member={m} myRole={myRole} actions={actions} /> },
    { title: 'Total spent', dataIndex: 'spentTotal', align: 'right' },
    { title: 'Reveals', dataIndex: 'reveals', align: 'right' },
  ];
  const acts = (m: Member) => {
    const can = memberPermissions(myRole, m);
    return can.remove || can.makeOwner;
  };
  if (members.some(acts)) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      render: (_v, m) => <MemberActions member={m} myRole={myRole} actions={actions} stacked />,
    });
  }

  return (
    <Table<Member>
      rowKey="userId"
      size="small"
      dataSource={members as Member[]}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No members.' }}
    />
  );
}
