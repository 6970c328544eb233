import { Flex, Typography, theme } from 'antd';
import { useCurrentStaff } from '../../../features/staff/accounts/useStaff';
import { StaffDashboardView } from '../../../features/staff/dashboard/StaffDashboardView';

/** /admin/dashboard: the staff dashboard's figures over a range of days. */
export function Component() {
  const { token } = theme.useToken();
  const staff = useCurrentStaff();
  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <Flex vertical gap={token.marginXXS}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          Dashboard
        </Typography.Title>
        {staff && (
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            Welcome, {staff.username}. Sign-ups, activity, credits sold and revenue per UTC day.
          </Typography.Text>
        )}
      </Flex>
      <StaffDashboardView />
    </Flex>
  );
}
