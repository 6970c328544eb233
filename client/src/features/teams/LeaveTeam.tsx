import { LogoutOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Typography, theme } from 'antd';
import type { MyTeamFieldsFragment } from '../../graphql/generated';
import type { useTeamActions } from './useTeamActions';

type Actions = ReturnType<typeof useTeamActions>;

/**
 * Leave the team: confirmed, then the page shows the user in no team. The owner hands ownership
 * over first, unless they are the only member: then leaving disbands the team.
 */
export function LeaveTeam({ team, actions }: { team: MyTeamFieldsFragment; actions: Actions }) {
  const { token } = theme.useToken();
  const disbands = team.myRole === 'owner' && team.members.length === 1;
  if (team.myRole === 'owner' && !disbands) {
    return (
      <Typography.Text style={{ color: token.colorTextSecondary }}>
        You own this team. To leave it, first make another member the owner in the members table.
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={token.marginSM} align="flex-start">
      <Typography.Text style={{ color: token.colorTextSecondary }}>
        {disbands
          ? "You are the team's only member: leaving disbands it. Open invitations stop working, your shared lists become private, and credits in the pool stay with the disbanded team."
          : "Your reveals are paid from your own credits again, and you no longer see the team's shared lists. Credits you moved into the pool stay with the team."}
      </Typography.Text>
      <Popconfirm
        title={disbands ? `Disband ${team.name}?` : `Leave ${team.name}?`}
        description={
          <div style={{ maxWidth: 320 }}>
            {disbands
              ? 'This cannot be undone: you can create a new team afterwards.'
              : 'To come back, you need a new invitation from an owner or admin.'}
          </div>
        }
        okText={disbands ? 'Disband team' : 'Leave team'}
        okButtonProps={{ danger: true }}
        cancelText="Cancel"
        disabled={actions.pending !== null}
        // antd awaits the promise onConfirm returns (its typing says void): OK spins until the change ends.
        // oxlint-disable-next-line typescript/no-misused-promises
        onConfirm={() => actions.leave(team.name)}
      >
        {/* Not `danger`: the error red on black is below 4.5:1 for text; the confirmation's button is red. */}
        <Button icon={<LogoutOutlined aria-hidden />} loading={actions.pending === 'leave'}>
          {disbands ? 'Disband team' : 'Leave team'}
        </Button>
      </Popconfirm>
    </Flex>
  );
}
