import { SearchOutlined, UnorderedListOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export const MOBILE_NAV_HEIGHT = 64;

/**
 * The bottom navigation of small screens (< 900 px, docs/product-spec.md §2): Search (/dashboard),
 * Profile (/profile), Lists (/lists) and Credits (opens the Buy Credits dialog). Fixed at the bottom;
 * the layout keeps room for it.
 */
export function MobileNav({ onBuyCredits }: { onBuyCredits: () => void }) {
  const { token } = theme.useToken();
  const { pathname } = useLocation();

  const item = (active: boolean): CSSProperties => ({
    flex: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    height: '100%',
    padding: 0,
    border: 'none',
    background: 'transparent',
    font: 'inherit',
    fontSize: token.fontSizeSM,
    color: active ? token.colorPrimary : token.colorTextSecondary,
    fontWeight: active ? 600 : 400,
    cursor: 'pointer',
    textDecoration: 'none',
  });
  const icon = (node: ReactNode) => <span style={{ fontSize: token.fontSizeXL, lineHeight: 1 }}>{node}</span>;

  const links = [
    {
      to: '/dashboard',
      label: 'Search',
      icon: <SearchOutlined aria-hidden />,
      active: pathname === '/dashboard' || pathname === '/search',
    },
    {
      to: '/profile',
      label: 'Profile',
      icon: <UserOutlined aria-hidden />,
      active: pathname === '/profile' || pathname.startsWith('/account'),
    },
    {
      to: '/lists',
      label: 'Lists',
      icon: <UnorderedListOutlined aria-hidden />,
      active: pathname === '/lists' || pathname.startsWith('/list/'),
    },
  ];

  return (
    <nav
      aria-label="Main"
      style={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 20,
        height: `calc(${MOBILE_NAV_HEIGHT}px + env(safe-area-inset-bottom, 0px))`,
        paddingBottom: 'env(safe-area-inset-bottom, 0px)',
        display: 'flex',
        background: token.colorBgElevated,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {links.map((link) => (
        <Link key={link.to} to={link.to} aria-current={link.active ? 'page' : undefined} style={item(link.active)}>
          {icon(link.icon)}
          {link.label}
        </Link>
      ))}
      <button type="button" onClick={onBuyCredits} style={item(false)}>
        {icon(<WalletOutlined aria-hidden />)}
        Credits
      </button>
    </nav>
  );
}
