import {
  AuditOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { ConfigProvider, Menu, theme, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../lib/handled';

/** The staff area's sections, in the sidebar's order (spec section 2: Dashboard, Admins, Settings; and this increment's others). */
export const STAFF_SECTIONS: ReadonlyArray<{ path: string; label: string; icon: ReactNode }> = [
  { path: '/admin/dashboard', label: 'Dashboard', icon: <DashboardOutlined aria-hidden /> },
  { path: '/admin/admins', label: 'Admins', icon: <SafetyCertificateOutlined aria-hidden /> },
  { path: '/admin/users', label: 'Users', icon: <TeamOutlined aria-hidden /> },
  { path: '/admin/payments', label: 'Payments', icon: <CreditCardOutlined aria-hidden /> },
  { path: '/admin/audit', label: 'Audit', icon: <AuditOutlined aria-hidden /> },
  { path: '/admin/settings', label: 'Settings', icon: <SettingOutlined aria-hidden /> },
];

/**
 * The staff navigation: one menu for the desktop sidebar (collapsible) and the phone drawer. The
 * page being shown is marked (selected, and `aria-current` for assistive technology).
 */
export function StaffNavMenu({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { token } = theme.useToken();
  const navigate = useAppNavigate();
  const { pathname } = useLocation();
  const selected = STAFF_SECTIONS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`))?.path;

  const items: MenuProps['items'] = STAFF_SECTIONS.map(({ path, label, icon }) => ({
    key: path,
    icon,
    label,
    ...(selected === path ? { 'aria-current': 'page' as const } : {}),
  }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    onNavigate?.();
    navigate(key);
  };

  return (
    <nav aria-label="Staff area">
      {/* The accent on a neutral fill: the default tinted background is too low in contrast on black. */}
      <ConfigProvider theme={{ components: { Menu: { itemSelectedBg: token.colorFillSecondary, itemSelectedColor: token.colorPrimary } } }}>
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
  );
}
