import { DownOutlined, LogoutOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Layout, theme, type MenuProps } from 'antd';
import { useState } from 'react';
import { handled } from '../../lib/handled';
import type { StaffAccountFragment } from '../../graphql/generated';
import { RoleTag } from './StaffBadges';
import { StaffLogo } from './StaffLogo';
import { StaffProfileDialog } from './StaffProfileDialog';
import { roleLabel } from './staffText';
import { useStaffLogout } from './useStaff';

export const STAFF_HEADER_HEIGHT = 64;

interface StaffHeaderProps {
  staff: StaffAccountFragment;
  /** ≥ md (900 px): the sidebar is shown and this header carries its toggle; below, a button opens the navigation drawer. */
  desktop: boolean;
  sidebarId: string;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  navOpen: boolean;
  onOpenNav: () => void;
}

/** The staff member's username and role, opening a menu: Profile (their account) and Logout (ends the staff session, then /admin). */
function StaffMenu({ staff, compact }: { staff: StaffAccountFragment; compact: boolean }) {
  const { token } = theme.useToken();
  const logout = useStaffLogout();
  const [profileOpen, setProfileOpen] = useState(false);
  const role = roleLabel(staff.role);
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined aria-hidden />, label: 'Profile' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Logout' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') setProfileOpen(true);
    else if (key === 'logout') handled(logout(), 'Signing out of the staff area');
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
        <Button
          type="text"
          aria-label={`Staff menu for ${staff.username}, ${role}`}
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
          <UserOutlined aria-hidden />
          <span style={{ maxWidth: compact ? 96 : 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {staff.username}
          </span>
          <RoleTag role={staff.role} />
          <DownOutlined aria-hidden style={{ fontSize: token.fontSizeSM }} />
        </Button>
      </Dropdown>
      <StaffProfileDialog staff={staff} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}

/** The staff top bar: the sidebar toggle (or, on phones, the navigation button and the logo) and the staff menu. */
export function StaffHeader({ staff, desktop, sidebarId, sidebarCollapsed, onToggleSidebar, navOpen, onOpenNav }: StaffHeaderProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: STAFF_HEADER_HEIGHT,
        lineHeight: 'normal',
        display: 'flex',
        alignItems: 'center',
        gap: token.marginSM,
        padding: `0 ${desktop ? token.paddingLG : token.padding}px`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {desktop ? (
        <Button
          type="text"
          aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!sidebarCollapsed}
          aria-controls={sidebarId}
          icon={sidebarCollapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          onClick={onToggleSidebar}
        />
      ) : (
        <>
          <Button
            type="text"
            aria-label="Open the staff navigation"
            aria-haspopup="dialog"
            aria-expanded={navOpen}
            icon={<MenuOutlined aria-hidden />}
            onClick={onOpenNav}
          />
          <StaffLogo compact />
        </>
      )}
      <Flex align="center" justify="flex-end" style={{ flex: 1, minWidth: 0 }}>
        <StaffMenu staff={staff} compact={!desktop} />
      </Flex>
    </Layout.Header>
  );
}
