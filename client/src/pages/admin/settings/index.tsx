import { Flex, Typography, theme } from 'antd';
import { StaffSettingsView } from '../../../features/staff/settings/StaffSettingsView';

/** /admin/settings: the credit packages and the sign-up bonus (superadmins edit them). */
export function Component() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
        Settings
      </Typography.Title>
      <StaffSettingsView />
    </Flex>
  );
}
