import { Flex, theme } from 'antd';
import { PrivacyRequestsTable } from '../../../features/staff/privacy/PrivacyRequestsTable';
import { SuppressionCard } from '../../../features/staff/privacy/SuppressionCard';
import { StaffPage } from '../../../features/staff/StaffPage';

/** /admin/privacy: the people in the index: their requests with one-month deadlines, and the suppression list. */
export function Component() {
  const { token } = theme.useToken();
  return (
    <StaffPage
      title="Privacy"
      intro="The people in the index: their requests, each due one month after it came, and the list of those kept out."
    >
      <Flex vertical gap={token.marginXL} style={{ minWidth: 0 }}>
        <PrivacyRequestsTable />
        <SuppressionCard />
      </Flex>
    </StaffPage>
  );
}
