import { Navigate } from 'react-router';
import { AuthLayout } from '../../features/auth/AuthLayout';
import { StaffLoginForm } from '../../features/staff/StaffLoginForm';
import { STAFF_TEXT } from '../../features/staff/staffText';
import { useAdminMeQuery } from '../../graphql/generated';

/** /admin: the staff login (docs/product-spec.md §2). A staff member who is signed in already goes on to the staff dashboard. */
export function Component() {
  const { data } = useAdminMeQuery({ fetchPolicy: 'network-only' });
  if (data?.adminMe) return <Navigate to="/admin/dashboard" replace />;
  return (
    <AuthLayout title={STAFF_TEXT.loginTitle} subtitle={STAFF_TEXT.loginSubtitle}>
      <StaffLoginForm />
    </AuthLayout>
  );
}
