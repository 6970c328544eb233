import { SafetyCertificateOutlined } from '@ant-design/icons';
import { AddStaffAccountDialog } from '../../../features/staff/accounts/AddStaffAccountDialog';
import { StaffAccountsTable } from '../../../features/staff/accounts/StaffAccountsTable';
import { StaffPage } from '../../../features/staff/StaffPage';
import { canManageStaff, STAFF_TEXT } from '../../../features/staff/staffText';
import { useCurrentStaff } from '../../../features/staff/accounts/useStaff';
import { serverMessage } from '../../../features/common/errors';
import { QueryState } from '../../../features/common/QueryState';
import { useStaffAccountsQuery } from '../../../graphql/generated';

/** /admin/admins: the staff accounts (docs/product-spec.md §2), with 'Add Admin User' for superadmins. */
export function Component() {
  const staff = useCurrentStaff();
  const { data, loading, error, refetch } = useStaffAccountsQuery({ fetchPolicy: 'cache-and-network' });
  const accounts = data?.staffAccounts ?? [];
  if (!staff) return null;

  return (
    <StaffPage title="Admin users" actions={canManageStaff(staff.role) && <AddStaffAccountDialog actorRole={staff.role} />}>
      <QueryState
        loading={!data && loading}
        failed={!data && Boolean(error)}
        empty={accounts.length === 0}
        loadingView={{ skeleton: { label: 'Loading the admin users', rows: 4 } }}
        errorView={{
          as: 'h2',
          title: 'The admin users could not be loaded',
          message: serverMessage(error, 'Check your connection and try again.'),
          onRetry: refetch,
        }}
        emptyView={{ icon: <SafetyCertificateOutlined aria-hidden />, description: STAFF_TEXT.noAdmins }}
      >
        <StaffAccountsTable accounts={accounts} actor={staff} />
      </QueryState>
    </StaffPage>
  );
}
