import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { useState } from 'react';
import { handled } from '../../lib/handled';
import type { StaffAccountFragment } from '../../graphql/generated';
import { RoleTag } from './StaffBadges';
import { StaffAccountDialog } from './StaffAccountDialog';
import { roleLabel } from './staffText';
import { useStaffLogout } from './accounts/useStaff';

/** The staff member's username and role, opening a menu: Profile (their account) and Logout (ends the staff session, then /admin). */
export function StaffMenu({ staff, compact }: { staff: StaffAccountFragment; compact: boolean }) {
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
      <StaffAccountDialog staff={staff} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </>
  );
}
