import { AccountPage } from '../../features/profile/AccountPage';

/** /profile (the mobile bottom navigation's target) shows the same profile page as /account. */
export function Component() {
  return <AccountPage />;
}
