import { AccountPage } from '../../features/profile/AccountPage';

/** /account and /account/:userId: always the signed-in user's own profile. */
export function Component() {
  return <AccountPage />;
}
