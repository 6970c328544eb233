import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Grid, Table, Typography, theme } from 'antd';
import { useState } from 'react';
import { handled } from '../../../lib/handled';
import type { StaffAccountFragment as Account } from '../../../graphql/generated';
import { serverMessage } from '../../common/errors';
import { RowCards } from '../../common/RowCards';
import { RoleTag, StatusDot } from '../StaffBadges';
import { canManageStaff, lastSignInText, rowAction } from '../staffText';
import { useSetStaffAccountActive } from './useStaff';
import { formatWhen } from '../../../lib/dates';

/** Deactivate (after a confirmation) or Reactivate, for a superadmin; nothing on their own row. */
function RowAction({ row, actor, busy, onChange }: { row: Account; actor: Account; busy: boolean; onChange: (row: Account) => void }) {
  const action = rowAction(row, actor.id);
  if (!action) return <Typography.Text type="secondary">You</Typography.Text>;
  const deactivate = action === 'deactivate';
  return (
    <Button
      size="small"
      // Not `danger`: the error red on black is below 4.5:1 for small text; the confirmation's button is red.
      icon={deactivate ? <StopOutlined aria-hidden /> : <CheckCircleOutlined aria-hidden />}
      loading={busy}
      aria-label={`${deactivate ? 'Deactivate' : 'Reactivate'} ${row.username}`}
      aria-haspopup={deactivate ? 'dialog' : undefined}
      onClick={() => onChange(row)}
    >
      {deactivate ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
}

/**
 * The admin users (docs/product-spec.md §2): Username, Email, Roles, Status (a coloured dot with the word)
 * and last sign-in, oldest account first; for a superadmin, Deactivate / Reactivate on every row
 * but their own. Below 600 px the rows become a list.
 */
export function StaffAccountsTable({ accounts, actor }: { accounts: readonly Account[]; actor: Account }) {
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const { setActive } = useSetStaffAccountActive();
  const [busyId, setBusyId] = useState<string | null>(null);
  const manage = canManageStaff(actor.role);

  const apply = async (row: Account, isActive: boolean) => {
    setBusyId(row.id);
    try {
      await setActive(row.id, isActive);
      message.success(`${row.username} is ${isActive ? 'active again' : 'deactivated'}.`);
    } catch (error) {
      message.error(serverMessage(error, `${row.username} could not be ${isActive ? 'reactivated' : 'deactivated'}. Please try again.`));
    } finally {
      setBusyId(null);
    }
  };

  const change = (row: Account) => {
    if (!row.isActive) return handled(apply(row, true), 'Reactivating an admin user');
    modal.confirm({
      title: `Deactivate ${row.username}?`,
      content: 'They are signed out at once and cannot sign in until a superadmin reactivates them.',
      okText: 'Deactivate',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // The dialog's button spins until the server has answered; `apply` shows its own failure and never rejects.
      onOk: () => apply(row, false),
    });
  };

  const action = (row: Account) => <RowAction row={row} actor={actor} busy={busyId === row.id} onChange={change} />;

  if (!screens.sm) {
    return (
      <RowCards
        label="Admin users"
        items={accounts}
        rowKey={(row) => row.id}
        render={(row) => (
          <>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: token.marginSM, flexWrap: 'wrap' }}>
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                {row.username}
              </Typography.Text>
              <RoleTag role={row.role} />
            </div>
            <span style={{ overflowWrap: 'anywhere' }}>{row.email}</span>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: token.marginSM, flexWrap: 'wrap' }}>
              <StatusDot isActive={row.isActive} />
              {manage && action(row)}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              Last sign-in: {lastSignInText(row.lastSignInAt, formatWhen)}
            </Typography.Text>
          </>
        )}
      />
    );
  }

  return (
    <Table<Account>
      rowKey="id"
      size="middle"
      dataSource={[...accounts]}
      pagination={false}
      locale={{ emptyText: 'No admin users found.' }}
      columns={[
        { title: 'Username', dataIndex: 'username', render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span> },
        { title: 'Email', dataIndex: 'email', render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span> },
        { title: 'Roles', dataIndex: 'role', render: (_: unknown, row) => <RoleTag role={row.role} /> },
        { title: 'Status', dataIndex: 'isActive', render: (v: boolean) => <StatusDot isActive={v} /> },
        {
          title: 'Last sign-in',
          dataIndex: 'lastSignInAt',
          render: (v: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{lastSignInText(v, formatWhen)}</span>,
        },
        ...(manage ? [{ title: 'Actions', key: 'actions', render: (_: unknown, row: Account) => action(row) }] : []),
      ]}
    />
  );
}
