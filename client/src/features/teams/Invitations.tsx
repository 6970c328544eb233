import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Grid, Input, Select, Table, Typography, theme } from 'antd';
import type { InvitedRole, MyTeamFieldsFragment, MyTeamInvitationFragment } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { RowCards } from '../common/RowCards';
import { ROLE_OPTIONS, roleLabel } from './teamText';
import type { useTeamActions } from './useTeamActions';
import { formatDay } from '../../lib/dates';

type Actions = ReturnType<typeof useTeamActions>;
type Invitation = MyTeamInvitationFragment;

interface InviteValues {
  email: string;
  role: InvitedRole;
}

/**
 * Invite a colleague (owners and admins): a work e-mail address and the role it gives. The server
 * sends a link that works once, for 7 days, and says so; the form then empties. With every seat
 * held (members and open invitations) it says why nothing can be sent.
 */
export function InviteForm({ team, actions }: { team: MyTeamFieldsFragment; actions: Actions }) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<InviteValues>();
  const full = team.seatsUsed >= team.seats;

  const submit = async (values: InviteValues) => {
    const sent = await actions.invite(values.email, values.role);
    if (sent) form.resetFields();
  };

  return (
    <Flex vertical gap={token.margin}>
      {full && (
        <Alert
          type="warning"
          showIcon
          title="Every seat is taken"
          description="Withdraw an open invitation or remove a member to invite someone else, or write to us for more seats."
        />
      )}
      {team.requireSso && team.domains.length > 0 && (
        <Typography.Text style={{ color: token.colorTextSecondary }}>
          Your team signs in through its company's provider: invite addresses at {team.domains.join(', ')}.
        </Typography.Text>
      )}
      <Form<InviteValues>
        form={form}
        layout="vertical"
        initialValues={{ email: '', role: 'member' }}
        onFinish={(values) => handled(submit(values), 'Sending an invitation')}
        requiredMark={false}
        style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, alignItems: 'flex-end' }}
      >
        <Form.Item
          name="email"
          label="Work e-mail"
          rules={[
            { required: true, whitespace: true, message: 'Enter the e-mail address to invite.' },
            { type: 'email', message: 'Enter a valid e-mail address.' },
          ]}
          style={{ flex: '1 1 240px', marginBottom: 0, minWidth: 0 }}
        >
          <Input type="email" autoComplete="off" placeholder="name@company.com" prefix={<MailOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item name="role" label="Role" style={{ flex: '0 0 140px', marginBottom: 0 }}>
          <Select<InvitedRole> options={[...ROLE_OPTIONS]} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined aria-hidden />}
            loading={actions.pending === 'invite'}
            disabled={full}
          >
            Send invitation
          </Button>
        </Form.Item>
      </Form>
      <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
        The link in the e-mail works once, for 7 days, and only for the address it was sent to. Inviting an address again replaces its
        earlier link. Admins can invite, set roles and monthly limits, and remove members.
      </Typography.Text>
    </Flex>
  );
}

/** 'Withdraw': the link stops working at once, and its seat is free. */
function WithdrawButton({ invitation, actions }: { invitation: Invitation; actions: Actions }) {
  const key = `revoke:${invitation.id}`;
  return (
    <Button
      size="small"
      loading={actions.pending === key}
      disabled={actions.pending !== null && actions.pending !== key}
      onClick={() => handled(actions.revoke(invitation.id, invitation.email), 'Withdrawing an invitation')}
      aria-label={`Withdraw the invitation to ${invitation.email}`}
    >
      Withdraw
    </Button>
  );
}

/** Who sent it and when: 'Ada Lovelace, Mar 4, 2026'. */
function sentText(invitation: Invitation): string {
  return invitation.invitedBy ? `${invitation.invitedBy}, ${formatDay(invitation.createdAt)}` : formatDay(invitation.createdAt);
}

/** The open invitations (each holds a seat), newest first, each with 'Withdraw'. Below 600 px a list of cards. */
export function PendingInvitations({ invitations, actions }: { invitations: readonly Invitation[]; actions: Actions }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  if (invitations.length === 0) return <Typography.Text type="secondary">No open invitations.</Typography.Text>;

  if (!screens.sm) {
    return (
      <RowCards
        as="ul"
        label="Open invitations"
        items={invitations}
        rowKey={(i) => i.id}
        render={(i) => (
          <>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {i.email}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {`${roleLabel(i.role)} · sent by ${sentText(i)} · expires ${formatDay(i.expiresAt)}`}
            </Typography.Text>
            <div>
              <WithdrawButton invitation={i} actions={actions} />
            </div>
          </>
        )}
      />
    );
  }

  return (
    <Table<Invitation>
      rowKey="id"
      size="small"
      dataSource={invitations as Invitation[]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: 'E-mail', dataIndex: 'email', render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span> },
        { title: 'Role', dataIndex: 'role', render: (v: InvitedRole) => roleLabel(v) },
        { title: 'Sent by', key: 'sent', render: (_v, i) => sentText(i) },
        {
          title: 'Expires',
          dataIndex: 'expiresAt',
          render: (v: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(v)}</span>,
        },
        { title: 'Action', key: 'action', render: (_v, i) => <WithdrawButton invitation={i} actions={actions} /> },
      ]}
    />
  );
}
