import { DownOutlined, HistoryOutlined, LogoutOutlined, TeamOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { handled, useAppNavigate } from '../../lib/handled';
import type { SessionUserFragment } from '../../graphql/generated';
import { capitalise, UserAvatar } from '../account/UserAvatar';
import { teamPoolLabel } from '../teams/teamText';
import { useLogout } from '../session/useSession';
import { creditsLabel } from './CreditsIndicator';

interface AvatarMenuProps {
  user: SessionUserFragment;
  /** On small screens the credits live in this menu instead of the header. */
  showCredits: boolean;
  /** The team pool's credits to show in the menu (small screens, a member of a team); null: none. */
  teamPool?: number | null;
  onBuyCredits: () => void;
}

/**
 * The avatar and capitalised first name, opening a menu: Profile (the account page, /account/{userId}),
 * My Searches (/searches), Team (/team) and Logout (ends the session, then /login).
 */
export function AvatarMenu({ user, showCredits, teamPool = null, onBuyCredits }: AvatarMenuProps) {
  const { token } = theme.useToken();
  const navigate = useAppNavigate();
  const logout = useLogout();
  const firstName = capitalise(user.firstName);

  const items: MenuProps['items'] = [
    ...(showCredits ? [{ key: 'credits', icon: <WalletOutlined aria-hidden />, label: creditsLabel(user) }] : []),
    ...(teamPool !== null ? [{ key: 'team', icon: <TeamOutlined aria-hidden />, label: teamPoolLabel(teamPool) }] : []),
    ...(showCredits || teamPool !== null ? [{ type: 'divider' as const }] : []),
    { key: 'account', icon: <UserOutlined aria-hidden />, label: 'Profile' },
    { key: 'searches', icon: <HistoryOutlined aria-hidden />, label: 'My Searches' },
    ...(teamPool === null ? [{ key: 'team', icon: <TeamOutlined aria-hidden />, label: 'Team' }] : []),
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Logout' },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'credits') onBuyCredits();
    else if (key === 'account') navigate(`/account/${user.id}`);
    else if (key === 'searches') navigate('/searches');
    else if (key === 'team') navigate('/team');
    else if (key === 'logout') handled(logout('/login'), 'Signing out');
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button
        type="text"
        aria-label={firstName ? `Account menu for ${firstName}` : 'Account menu'}
        aria-haspopup="menu"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: token.marginXS,
          height: 'auto',
          paddingBlock: token.paddingXXS,
          maxWidth: '100%',
        }}
      >
        <UserAvatar user={user} size={32} decorative />
        {firstName && (
          <span style={{ maxWidth: showCredits ? 72 : 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {firstName}
          </span>
        )}
        <DownOutlined aria-hidden style={{ fontSize: token.fontSizeSM }} />
      </Button>
    </Dropdown>
  );
}
