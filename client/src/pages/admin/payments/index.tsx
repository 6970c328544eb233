import { StaffOrdersTable } from '../../../features/staff/payments/StaffOrdersTable';
import { StaffPage } from '../../../features/staff/StaffPage';

/** /admin/payments: every user's credit package orders, with refunds of completed ones. */
export function Component() {
  return (
    <StaffPage title="Payments" intro="Every credit package order, newest first. Completed orders can be refunded.">
      <StaffOrdersTable />
    </StaffPage>
  );
}
