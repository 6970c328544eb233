import { AccountPage } from '../../features/account/AccountPage';

/** /profile (the mobile bottom navigation's target) shows the same account page as /account. */
export function Component() {
  return <AccountPage />;
}
