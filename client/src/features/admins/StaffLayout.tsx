import { Drawer, Flex, Grid, Layout, theme } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffSession } from '../../lib/staffSession';
import { isSignedOut } from '../common/errors';
import { QueryState } from '../common/QueryState';
import { STAFF_HEADER_HEIGHT, StaffHeader } from './StaffHeader';
import { StaffLogo } from './StaffLogo';
import { StaffNavMenu } from './StaffNav';
import { useStaffCheck } from './useStaff';

export const STAFF_SIDEBAR_WIDTH = 220;
export const STAFF_SIDEBAR_COLLAPSED_WIDTH = 72;

function FullPage({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: token.padding }}>
      {children}
    </Flex>
  );
}

/**
 * The staff shell (spec section 2, "Admin area"), apart from the users' shell: a collapsible sidebar
 * from 900 px (a drawer below), a top bar with the staff member's username and role and a
 * Profile/Logout menu. It is also the guard of every staff page: without a staff session (the
 * server answers `adminMe` UNAUTHENTICATED, now or on any later staff call) the browser goes to
 * /admin. A user's session never opens it.
 */
export function Component() {
  const { token } = theme.useToken();
  const location = useLocation();
  const { staff, error, refetch } = useStaffCheck();
  const { ended } = useStaffSession();
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.md);
  const sidebarId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const [navOpen, setNavOpen] = useState(false);

  if (ended || isSignedOut(error)) return <Navigate to="/admin" replace state={{ from: location.pathname + location.search }} />;

  if (!staff) {
    const failed = Boolean(error);
    return (
      <FullPage>
        <QueryState
          loading={!failed}
          failed={failed}
          loadingView={{ spinner: { text: 'Checking your staff session…' } }}
          errorView={{
            as: 'h1',
            title: 'The staff area could not be loaded',
            message: 'The connection to TalentLens failed. Check your connection and try again.',
            onRetry: refetch,
          }}
        />
      </FullPage>
    );
  }

  const contentPadding = desktop ? token.paddingLG : token.padding;
  return (
    <Layout hasSider={desktop} style={{ minHeight: '100vh' }}>
      {desktop && (
        <Layout.Sider
          id={sidebarId}
          width={STAFF_SIDEBAR_WIDTH}
          collapsedWidth={STAFF_SIDEBAR_COLLAPSED_WIDTH}
          collapsed={collapsed}
          collapsible
          trigger={null}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto', borderRight: `1px solid ${token.colorBorderSecondary}` }}
        >
          <Flex
            align="center"
            justify={collapsed ? 'center' : 'flex-start'}
            style={{ height: STAFF_HEADER_HEIGHT, paddingInline: collapsed ? 0 : token.paddingLG }}
          >
            <StaffLogo compact={collapsed} />
          </Flex>
          <StaffNavMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <StaffHeader
          staff={staff}
          desktop={desktop}
          sidebarId={sidebarId}
          sidebarCollapsed={collapsed}
          onToggleSidebar={() => setCollapsed((value) => !value)}
          navOpen={navOpen}
          onOpenNav={() => setNavOpen(true)}
        />
        <Layout.Content style={{ minWidth: 0, padding: contentPadding }}>
          <div style={{ width: '100%', maxWidth: 1200, margin: '0 auto', minWidth: 0 }}>
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
      {!desktop && (
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
      )}
    </Layout>
  );
}
