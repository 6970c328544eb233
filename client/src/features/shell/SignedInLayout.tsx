import { Grid, theme } from 'antd';
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../session/useSession';
import { AppNav, SubscriptionExpiry } from './AppNav';
import { AvatarMenu } from './AvatarMenu';
import { BuyCreditsDialog } from './BuyCreditsDialog';
import { CreditsIndicator } from './CreditsIndicator';
import { Logo } from './Logo';
import { MOBILE_NAV_HEIGHT, MobileNav } from './MobileNav';
import { Shell, ShellGate } from './Shell';
import { isSignedOut } from '../common/errors';
import { BuyCreditsContext, useBuyCreditsFromAddress } from '../payments/buyCredits';
import { PaymentNotices } from '../payments/PaymentNotices';
import { PastDueBanner } from '../subscriptions/PastDueBanner';
import { TeamPoolIndicator, useTeamPool } from '../teams/TeamPool';

/**
 * The signed-in shell (docs/product-spec.md §2, "Header and navigation"), on the shared Shell: header with
 * credits (and a team member's pool) and the avatar menu, a collapsible sidebar from 900 px (Profile,
 * Lists, Searches, Team, Credits, Logout, and when the subscription expires), a bottom navigation
 * below, the Buy Credits dialog (also opened by ?buy=credits), the payment notices of a returning
 * checkout, and above every page the banner of a failed Pro renewal. Everything reads the user from
 * the one `me` query in Apollo's cache; the banner reads `mySubscription`, the pool `myTeam`.
 */
export function Component() {
  const { token } = theme.useToken();
  const { user, error, refetch } = useCurrentUser();
  // The spec's breakpoints (lib/theme.ts): the sidebar from md (900 px), header credits from sm (600 px).
  const screens = Grid.useBreakpoint();
  const desktop = Boolean(screens.md);
  const wide = Boolean(screens.sm);
  const [buyOpen, setBuyOpen] = useState(false);
  const openBuyCredits = useCallback(() => setBuyOpen(true), []);
  useBuyCreditsFromAddress(openBuyCredits);
  // A team member's pool: beside the credits from 900 px, in the avatar menu below.
  const teamPool = useTeamPool(user !== null);

  if (!user) {
    return (
      <ShellGate
        failed={Boolean(error) && !isSignedOut(error)}
        loadingText="Loading your account…"
        errorTitle="Your account could not be loaded"
        onRetry={refetch}
      />
    );
  }

  return (
    <BuyCreditsContext.Provider value={openBuyCredits}>
      <Shell
        desktop={desktop}
        logo={(compact) => <Logo compact={compact} />}
        sideNav={(collapsed) => <AppNav collapsed={collapsed} onBuyCredits={openBuyCredits} />}
        sideFooter={<SubscriptionExpiry user={user} />}
        headerStart={<Logo />}
        headerEnd={
          <>
            {wide && <CreditsIndicator user={user} onBuyCredits={openBuyCredits} />}
            {desktop && teamPool !== null && <TeamPoolIndicator credits={teamPool} />}
            <AvatarMenu user={user} showCredits={!wide} teamPool={desktop ? null : teamPool} onBuyCredits={openBuyCredits} />
          </>
        }
        headerGap={token.margin}
        phoneNav={<MobileNav onBuyCredits={openBuyCredits} />}
        phoneNavHeight={MOBILE_NAV_HEIGHT}
        extras={
          <>
            <BuyCreditsDialog open={buyOpen} onClose={() => setBuyOpen(false)} />
            <PaymentNotices />
          </>
        }
      >
        <PastDueBanner />
        <Outlet />
      </Shell>
    </BuyCreditsContext.Provider>
  );
}
