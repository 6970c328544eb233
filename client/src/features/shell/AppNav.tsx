import { HistoryOutlined, LogoutOutlined, TeamOutlined, UnorderedListOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useLocation } from 'react-router';
import { handled, useAppNavigate } from '../../lib/handled';
import type { SessionUserFragment } from '../../graphql/generated';
import { useLogout } from '../session/useSession';
import { ShellMenu, type ShellMenuItem } from './Shell';

/** The menu key of the page being shown, so the sidebar can mark it. */
function activeKey(pathname: string): string | undefined {
  if (pathname.startsWith('/account') || pathname === '/profile') return '/account';
  if (pathname === '/lists' || pathname.startsWith('/list/')) return '/lists';
  if (pathname === '/searches') return '/searches';
  if (pathname === '/team' || pathname.startsWith('/team/')) return '/team';
  return undefined;
}

const ITEMS: readonly ShellMenuItem[] = [
  { key: '/account', icon: <UserOutlined aria-hidden />, label: 'Profile' },
  { key: '/lists', icon: <UnorderedListOutlined aria-hidden />, label: 'Lists' },
  { key: '/searches', icon: <HistoryOutlined aria-hidden />, label: 'Searches' },
  { key: '/team', icon: <TeamOutlined aria-hidden />, label: 'Team' },
  { key: 'credits', icon: <WalletOutlined aria-hidden />, label: 'Credits' },
  { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Logout' },
];

/**
 * The desktop sidebar's navigation (docs/product-spec.md §2): Profile, Lists, Searches, Team (issue 33),
 * Credits (opens the Buy Credits dialog), Logout (then /).
 */
export function AppNav({ collapsed, onBuyCredits }: { collapsed: boolean; onBuyCredits: () => void }) {
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const onSelect = (key: string) => {
    if (key === 'credits') onBuyCredits();
    else if (key === 'logout') handled(logout('/'), 'Signing out');
    else navigate(key);
  };
  return <ShellMenu label="Main" items={ITEMS} selected={activeKey(pathname)} collapsed={collapsed} onSelect={onSelect} />;
}

/** The foot of the open sidebar: when the subscription expires. */
export function SubscriptionExpiry({ user }: { user: SessionUserFragment }) {
  const { token } = theme.useToken();
  return (
    <>
      <Typography.Text style={{ color: token.colorTextSecondary, display: 'block', fontSize: token.fontSizeSM }}>
        Subscription Expires on
      </Typography.Text>
      <Typography.Text strong>{user.planExpiry ? dayjs(user.planExpiry).format('MMM D, YYYY') : 'No expiry date'}</Typography.Text>
    </>
  );
}
