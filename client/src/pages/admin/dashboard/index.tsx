import { useCurrentStaff } from '../../../features/staff/accounts/useStaff';
import { StaffDashboardView } from '../../../features/staff/dashboard/StaffDashboardView';
import { StaffPage } from '../../../features/staff/StaffPage';

/** /admin/dashboard: the staff dashboard's figures over a range of days. */
export function Component() {
  const staff = useCurrentStaff();
  return (
    <StaffPage title="Dashboard" intro={staff && `Welcome, ${staff.username}. Sign-ups, activity, credits sold and revenue per UTC day.`}>
      <StaffDashboardView />
    </StaffPage>
  );
}
