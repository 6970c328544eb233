import { AuditLogTable } from '../../../features/staff/audit/AuditLogTable';
import { StaffPage } from '../../../features/staff/StaffPage';

/** /admin/audit: the audit log of staff actions. */
export function Component() {
  return (
    <StaffPage title="Audit log" intro="Every change made by staff, newest first. Entries are never edited or removed.">
      <AuditLogTable />
    </StaffPage>
  );
}
