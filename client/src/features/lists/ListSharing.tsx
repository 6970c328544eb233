import { LockOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm, Tag, Tooltip, Typography, theme } from 'antd';
import { type ListsTableRowFragment, type TeamRole, useListSharingTeamQuery } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { serverMessage } from '../common/errors';
import { SHARED_TAG, offersSharing, ownerText, shareActionText, sharedMessage } from './sharingText';
import { useListMutations } from './useLists';

/**
 * The user's role in their team (null when they are in none, or until it is known): sharing a list
 * needs a team, and a team's owner and admins may share or unshare a teammate's list. Read once.
 */
export function useTeamRole(): TeamRole | null {
  const { data } = useListSharingTeamQuery({ fetchPolicy: 'cache-first' });
  return data?.myTeam?.myRole ?? null;
}

/** 'Shared with team', and 'Owner: Ann Lee' when a teammate owns the list; nothing on a private list. */
export function SharedMarks({ list }: { list: Pick<ListsTableRowFragment, 'shared' | 'ownedByYou' | 'ownerName'> }) {
  const { token } = theme.useToken();
  if (!list.shared) return null;
  const owner = ownerText(list);
  return (
    <Flex wrap align="center" gap={token.marginXS} style={{ minWidth: 0 }}>
      <Tag color="blue" icon={<TeamOutlined aria-hidden />} style={{ margin: 0 }}>
        {SHARED_TAG}
      </Tag>
      {owner && (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere' }}>
          {owner}
        </Typography.Text>
      )}
    </Flex>
  );
}

/**
 * Shares a list with the team ('Share with team') or makes it private ('Make private', after a
 * confirmation: the team stops seeing it). Shown to whoever may do it: the list's owner, or the
 * team's owner and admins for a shared list; nothing otherwise. `compact`: an icon button (a table's
 * row), named for screen readers and with a tooltip. `onGone`: the list is no longer the user's to
 * see (an admin made a teammate's list private). The server's message says why it was refused.
 */
export function ShareListButton({
  list,
  role,
  compact,
  onGone,
}: {
  list: ListsTableRowFragment;
  role: TeamRole | null;
  compact?: boolean;
  onGone?: () => void;
}) {
  const { message } = App.useApp();
  const { setListShared, sharing } = useListMutations();
  if (!offersSharing(list, role)) return null;

  const label = shareActionText(list.shared);
  const change = async () => {
    try {
      const changed = await setListShared(list.id, !list.shared);
      message.success(sharedMessage(changed));
      if (!changed.shared && !changed.ownedByYou) onGone?.();
    } catch (err) {
      message.error(serverMessage(err, 'Who sees this list could not be changed. Please try again.'));
    }
  };

  const button = (
    <Button
      type={compact ? 'text' : 'default'}
      icon={list.shared ? <LockOutlined aria-hidden /> : <TeamOutlined aria-hidden />}
      loading={sharing}
      aria-label={compact ? `${label}: ${list.name}` : undefined}
      onClick={list.shared ? undefined : () => handled(change(), 'Sharing the list')}
    >
      {compact ? null : label}
    </Button>
  );
  const shown = compact ? <Tooltip title={label}>{button}</Tooltip> : button;
  if (!list.shared) return shown;
  return (
    <Popconfirm
      title="Make this list private?"
      description={
        list.ownedByYou
          ? `Your team will no longer see “${list.name}” or work on it.`
          : `Only its owner, ${list.ownerName}, will see “${list.name}”. You and the rest of your team will no longer see it.`
      }
      okText="Make private"
      cancelText="Cancel"
      // antd's Popconfirm awaits the promise onConfirm returns (its typing says void); the change handles its own failure.
      // oxlint-disable-next-line typescript/no-misused-promises
      onConfirm={change}
    >
      {shown}
    </Popconfirm>
  );
}
