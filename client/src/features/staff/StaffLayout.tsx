import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, theme } from 'antd';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffSession } from '../../lib/staffSession';
import { isSignedOut } from '../common/errors';
import { Shell, ShellGate } from '../shell/Shell';
import { StaffLogo } from './StaffLogo';
import { StaffMenu } from './StaffMenu';
import { StaffNavMenu } from './StaffNav';
import { useStaffCheck } from './accounts/useStaff';

/**
 * The staff shell (docs/product-spec.md §2, "Admin area"), on the shared Shell with the staff area's parts:
 * the staff logo and sections in a collapsible sidebar from 900 px (a drawer below, opened from the
 * top bar), a top bar with the staff member's username and role and a Profile/Logout menu. It is
 * also the guard of every staff page: without a staff session (the server answers `adminMe`
 * UNAUTHENTICATED, now or on any later staff call) the browser goes to /admin. A user's session
 * never opens it.
 */
export function Component() {
  const { token } = theme.useToken();
  const location = useLocation();
  const { staff, error, refetch } = useStaffCheck();
  const { ended } = useStaffSession();
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.md);
  const [navOpen, setNavOpen] = useState(false);

  if (ended || isSignedOut(error)) return <Navigate to="/admin" replace state={{ from: location.pathname + location.search }} />;

  if (!staff) {
    return (
      <ShellGate
        failed={Boolean(error)}
        loadingText="Checking your staff session…"
        errorTitle="The staff area could not be loaded"
        onRetry={refetch}
      />
    );
  }

  return (
    <Shell
      desktop={desktop}
      logo={(compact) => <StaffLogo compact={compact} />}
      sideNav={(collapsed) => <StaffNavMenu collapsed={collapsed} />}
      headerStart={
        <>
          <Button
            type="text"
            aria-label="Open the staff navigation"
            aria-haspopup="dialog"
            aria-expanded={navOpen}
            icon={<MenuOutlined aria-hidden />}
            onClick={() => setNavOpen(true)}
          />
          <StaffLogo compact />
        </>
      }
      headerEnd={<StaffMenu staff={staff} compact={!desktop} />}
      headerGap={token.marginSM}
      phoneNav={
        <Drawer
          placement="left"
          size={260}
          open={navOpen}
          onClose={() => setNavOpen(false)}
          title={<StaffLogo />}
          styles={{ body: { padding: 0 } }}
        >
          <StaffNavMenu onNavigate={() => setNavOpen(false)} />
        </Drawer>
      }
      contentMaxWidth={1200}
    >
      <Outlet />
    </Shell>
  );
}
