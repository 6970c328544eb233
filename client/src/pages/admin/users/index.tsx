import { StaffComingSoon } from '../../../features/admins/StaffComingSoon';

/** /admin/users: registered in the staff navigation; not built yet, and it says so. */
export function Component() {
  return <StaffComingSoon title="Users" />;
}
