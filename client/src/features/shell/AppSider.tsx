import { HistoryOutlined, LogoutOutlined, UnorderedListOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { ConfigProvider, Flex, Layout, Menu, Typography, theme, type MenuProps } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { handled, useAppNavigate } from '../../lib/handled';
import type { SessionUserFragment } from '../../graphql/generated';
import { useLogout } from '../session/useSession';
import { HEADER_HEIGHT } from './AppHeader';
import { Logo } from './Logo';

export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 72;

/** The menu key of the page being shown, so the sidebar can mark it. */
function activeKey(pathname: string): string | undefined {
  if (pathname.startsWith('/account') || pathname === '/profile') return '/account';
  if (pathname === '/lists' || pathname.startsWith('/list/')) return '/lists';
  if (pathname === '/searches') return '/searches';
  return undefined;
}

interface AppSiderProps {
  id: string;
  user: SessionUserFragment;
  collapsed: boolean;
  onBuyCredits: () => void;
}

/**
 * The permanent desktop sidebar (spec section 2): logo, Profile, Lists, Searches, Credits (opens the
 * Buy Credits dialog), Logout (then /), and when the subscription expires. 220 px open, 72 collapsed.
 */
export function AppSider({ id, user, collapsed, onBuyCredits }: AppSiderProps) {
  const { token } = theme.useToken();
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const selected = activeKey(pathname);

  const navItem = (key: string, icon: ReactNode, label: string) => ({
    key,
    icon,
    label,
    ...(selected === key ? { 'aria-current': 'page' as const } : {}),
  });
  const items: MenuProps['items'] = [
    navItem('/account', <UserOutlined aria-hidden />, 'Profile'),
    navItem('/lists', <UnorderedListOutlined aria-hidden />, 'Lists'),
    navItem('/searches', <HistoryOutlined aria-hidden />, 'Searches'),
    { key: 'credits', icon: <WalletOutlined aria-hidden />, label: 'Credits' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Logout' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'credits') onBuyCredits();
    else if (key === 'logout') handled(logout('/'), 'Signing out');
    else navigate(key);
  };

  return (
    <Layout.Sider
      id={id}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      collapsible
      trigger={null}
      style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', borderRight: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex vertical style={{ height: '100%' }}>
        <Flex
          align="center"
          justify={collapsed ? 'center' : 'flex-start'}
          style={{ height: HEADER_HEIGHT, flex: 'none', paddingInline: collapsed ? 0 : token.paddingLG }}
        >
          <Logo compact={collapsed} />
        </Flex>
        <nav aria-label="Main" style={{ flex: 1 }}>
          {/* The accent on a neutral fill: the default tinted background is too low in contrast on black. */}
          <ConfigProvider
            theme={{ components: { Menu: { itemSelectedBg: token.colorFillSecondary, itemSelectedColor: token.colorPrimary } } }}
          >
            <Menu
              mode="inline"
              inlineCollapsed={collapsed}
              selectedKeys={selected ? [selected] : []}
              items={items}
              onClick={onClick}
              style={{ borderInlineEnd: 'none', background: 'transparent' }}
            />
          </ConfigProvider>
        </nav>
        {!collapsed && (
          <div style={{ padding: token.paddingLG, flex: 'none' }}>
            <Typography.Text style={{ color: token.colorTextSecondary, display: 'block', fontSize: token.fontSizeSM }}>
              Subscription Expires on
            </Typography.Text>
            <Typography.Text strong>{user.planExpiry ? dayjs(user.planExpiry).format('MMM D, YYYY') : 'No expiry date'}</Typography.Text>
          </div>
        )}
      </Flex>
    </Layout.Sider>
  );
}
