import { StaffOrdersTable } from '../../../features/staff/payments/StaffOrdersTable';
import { StaffPage } from '../../../features/staff/StaffPage';

/** /admin/payments: every user's orders (credit packages and invoices of Pro), with refunds of completed ones. */
export function Component() {
  return (
    <StaffPage title="Payments" intro="Every order, credit packages and invoices of Pro, newest first. Completed orders can be refunded.">
      <StaffOrdersTable />
    </StaffPage>
  );
}
