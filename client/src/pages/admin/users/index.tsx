import { CustomersTable } from '../../../features/staff/customers/CustomersTable';
import { StaffPage } from '../../../features/staff/StaffPage';

/** /admin/users: every user of the app, searched, sorted and paged by the server; each opens their page. */
export function Component() {
  return (
    <StaffPage title="Users" intro="Find a user by e-mail, name or company, and open them to see their credits and orders.">
      <CustomersTable />
    </StaffPage>
  );
}
