import { AccountPage } from '../../features/account/AccountPage';

/** /account, /account/:userId and /profile (the mobile bottom navigation's target): always the signed-in user's own account. */
export function Component() {
  return <AccountPage />;
}
