import { StaffWelcome } from '../../../features/admins/StaffWelcome';
import { useCurrentStaff } from '../../../features/admins/useStaff';

/** /admin/dashboard: the staff dashboard (a welcome for now). */
export function Component() {
  const staff = useCurrentStaff();
  return staff ? <StaffWelcome staff={staff} /> : null;
}
