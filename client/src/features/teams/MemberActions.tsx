import { CrownOutlined, EditOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Modal, Popconfirm, Select, Tooltip, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import type { InvitedRole, MyTeamMemberFragment, TeamRole } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { useAutoFocus } from '../../lib/useAutoFocus';
import { capText, creditsText, memberPermissions, ROLE_OPTIONS, roleLabel } from './teamText';
import type { useTeamActions } from './useTeamActions';

type Member = MyTeamMemberFragment;
type Actions = ReturnType<typeof useTeamActions>;

/** The member's role: a select for owners and admins (not for the owner, nor for themselves), else the word. */
export function RoleCell({ member, myRole, actions }: { member: Member; myRole: TeamRole; actions: Actions }) {
  if (!memberPermissions(myRole, member).role) return <span>{roleLabel(member.role)}</span>;
  const key = `role:${member.userId}`;
  return (
    <Select<InvitedRole>
      aria-label={`Role of ${member.name}`}
      value={member.role === 'admin' ? 'admin' : 'member'}
      options={[...ROLE_OPTIONS]}
      loading={actions.pending === key}
      disabled={actions.pending !== null}
      onChange={(role) => handled(actions.setRole(member.userId, member.name, role), 'Setting a role')}
      style={{ minWidth: 112 }}
      popupMatchSelectWidth={false}
    />
  );
}

/**
 * 'Set the monthly limit' (owners and admins), beside the month's figure: a dialog with the number
 * of the pool's credits the member may use a calendar month; empty means no limit.
 */
export function CapButton({ member, actions }: { member: Member; actions: Actions }) {
  const { token } = theme.useToken();
  const inputId = useId();
  const helpId = useId();
  const [open, setOpen] = useState(false);
  const focusRef = useAutoFocus(open);
  const [value, setValue] = useState<number | null>(member.monthlyCap);
  const key = `cap:${member.userId}`;
  const openDialog = () => {
    setValue(member.monthlyCap);
    setOpen(true);
  };
  const save = async () => {
    const saved = await actions.setCap(member.userId, member.name, value);
    if (saved) setOpen(false);
  };
  return (
    <>
      <Tooltip title="Set the monthly limit">
        <Button
          size="small"
          type="text"
          icon={<EditOutlined aria-hidden />}
          onClick={openDialog}
          aria-haspopup="dialog"
          aria-label={`Set the monthly limit of ${member.name}`}
          disabled={actions.pending !== null && actions.pending !== key}
        />
      </Tooltip>
      <Modal
        open={open}
        title={`Monthly limit for ${member.name}`}
        okText="Save limit"
        cancelText="Cancel"
        confirmLoading={actions.pending === key}
        onOk={() => handled(save(), 'Saving a monthly limit')}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Flex vertical gap={token.marginXS}>
          <label htmlFor={inputId}>Credits of the pool a month</label>
          <InputNumber<number>
            id={inputId}
            aria-describedby={helpId}
            min={0}
            max={100_000}
            precision={0}
            value={value}
            placeholder="No limit"
            onChange={(v) => setValue(v ?? null)}
            onPressEnter={() => handled(save(), 'Saving a monthly limit')}
            style={{ width: '100%', maxWidth: 240 }}
            ref={focusRef}
          />
          <Typography.Text id={helpId} style={{ color: token.colorTextSecondary }}>
            Leave it empty for no limit. Months run by the calendar (UTC). This month {member.isYou ? 'you have' : 'they have'} used{' '}
            {creditsText(member.spentThisMonth)}; the limit now is: {capText(member.monthlyCap).toLowerCase()}.
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}

/** The actions on one member for owners and admins: hand ownership over (owner), remove. `stacked`: one above the other (a table's narrow cell). */
export function MemberActions({
  member,
  myRole,
  actions,
  stacked = false,
}: {
  member: Member;
  myRole: TeamRole;
  actions: Actions;
  stacked?: boolean;
}) {
  const { token } = theme.useToken();
  const can = memberPermissions(myRole, member);
  const busy = actions.pending !== null;
  if (!can.makeOwner && !can.remove) return null;
  return (
    <Flex gap={token.marginXS} wrap vertical={stacked} align={stacked ? 'flex-start' : undefined}>
      {can.makeOwner && (
        <Popconfirm
          title={`Make ${member.name} the owner?`}
          description={
            <div style={{ maxWidth: 320 }}>
              The team has one owner. {member.name} takes over, and you become an admin. Only they can hand ownership back.
            </div>
          }
          okText="Make owner"
          cancelText="Cancel"
          disabled={busy}
          // antd awaits the promise onConfirm returns (its typing says void): OK spins until the change ends.
          // oxlint-disable-next-line typescript/no-misused-promises
          onConfirm={() => actions.transfer(member.userId, member.name)}
        >
          <Button
            size="small"
            icon={<CrownOutlined aria-hidden />}
            loading={actions.pending === `transfer:${member.userId}`}
            disabled={busy}
            aria-label={`Make owner: ${member.name}`}
          >
            Make owner
          </Button>
        </Popconfirm>
      )}
      {can.remove && (
        <Popconfirm
          title={`Remove ${member.name} from the team?`}
          description={
            <div style={{ maxWidth: 320 }}>
              Their access to the pool and the shared lists ends at once. Lists they shared stay with the team; their own credits stay
              theirs.
            </div>
          }
          okText="Remove"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          disabled={busy}
          // oxlint-disable-next-line typescript/no-misused-promises
          onConfirm={() => actions.remove(member.userId, member.name)}
        >
          {/* Not `danger`: the error red on black is below 4.5:1 for small text; the confirmation's button is red. */}
          <Button
            size="small"
            icon={<UserDeleteOutlined aria-hidden />}
            loading={actions.pending === `remove:${member.userId}`}
            disabled={busy}
            aria-label={`Remove ${member.name}`}
          >
            Remove
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
