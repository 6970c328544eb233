import { StaffSettingsView } from '../../../features/staff/settings/StaffSettingsView';
import { StaffPage } from '../../../features/staff/StaffPage';

/** /admin/settings: the credit packages and the sign-up bonus (superadmins edit them). */
export function Component() {
  return (
    <StaffPage title="Settings">
      <StaffSettingsView />
    </StaffPage>
  );
}
