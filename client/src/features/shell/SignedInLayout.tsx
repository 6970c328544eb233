import { Flex, Grid, Layout, theme } from 'antd';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../session/useSession';
import { AppHeader } from './AppHeader';
import { AppSider } from './AppSider';
import { BuyCreditsDialog } from './BuyCreditsDialog';
import { MOBILE_NAV_HEIGHT, MobileNav } from './MobileNav';
import { isSignedOut } from '../common/errors';
import { QueryState } from '../common/QueryState';
import { BuyCreditsContext, useBuyCreditsFromAddress } from '../payments/buyCredits';
import { PaymentNotices } from '../payments/PaymentNotices';

function FullPage({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '100vh', padding: token.padding }}>
      {children}
    </Flex>
  );
}

/**
 * The signed-in shell (spec section 2, "Header and navigation"): header with credits and the avatar
 * menu, a collapsible sidebar from 900 px, a bottom navigation below, the Buy Credits dialog (also
 * opened by ?buy=credits) and the payment notices of a returning checkout. Everything reads the
 * user from the one `me` query in Apollo's cache.
 */
export function Component() {
  const { token } = theme.useToken();
  const { user, error, refetch } = useCurrentUser();
  // The spec's breakpoints (lib/theme.ts): the sidebar from md (900 px), header credits from sm (600 px).
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.md);
  const wide = Boolean(screens.sm);
  const sidebarId = useId();
  const [collapsed, setCollapsed] = useState(false);
  const [buyOpen, setBuyOpen] = useState(false);
  const openBuyCredits = useCallback(() => setBuyOpen(true), []);
  useBuyCreditsFromAddress(openBuyCredits);

  if (!user) {
    const failed = Boolean(error) && !isSignedOut(error);
    return (
      <FullPage>
        <QueryState
          loading={!failed}
          failed={failed}
          loadingView={{ spinner: { text: 'Loading your account…' } }}
          errorView={{
            as: 'h1',
            title: 'Your account could not be loaded',
            message: 'The connection to TalentLens failed. Check your connection and try again.',
            onRetry: refetch,
          }}
        />
      </FullPage>
    );
  }

  const contentPadding = desktop ? token.paddingLG : token.padding;
  return (
    <BuyCreditsContext.Provider value={openBuyCredits}>
      <Layout hasSider={desktop} style={{ minHeight: '100vh' }}>
        {desktop && <AppSider id={sidebarId} user={user} collapsed={collapsed} onBuyCredits={openBuyCredits} />}
        <Layout style={{ minWidth: 0 }}>
          <AppHeader
            user={user}
            desktop={desktop}
            wide={wide}
            sidebarId={sidebarId}
            sidebarCollapsed={collapsed}
            onToggleSidebar={() => setCollapsed((value) => !value)}
            onBuyCredits={openBuyCredits}
          />
          <Layout.Content
            style={{
              minWidth: 0,
              padding: contentPadding,
              paddingBottom: desktop ? contentPadding : `calc(${MOBILE_NAV_HEIGHT + contentPadding}px + env(safe-area-inset-bottom, 0px))`,
            }}
          >
            <Outlet />
          </Layout.Content>
        </Layout>
        {!desktop && <MobileNav onBuyCredits={openBuyCredits} />}
        <BuyCreditsDialog open={buyOpen} onClose={() => setBuyOpen(false)} />
        <PaymentNotices />
      </Layout>
    </BuyCreditsContext.Provider>
  );
}
