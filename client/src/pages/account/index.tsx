import { AccountPage } from '../../features/account/AccountPage';

/** /account and /account/:userId: always the signed-in user's own account. */
export function Component() {
  return <AccountPage />;
}
