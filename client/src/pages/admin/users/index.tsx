import { Flex, Typography, theme } from 'antd';
import { CustomersTable } from '../../../features/staff/customers/CustomersTable';

/** /admin/users: every user of the app, searched, sorted and paged by the server; each opens their page. */
export function Component() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <Flex vertical gap={token.marginXXS}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          Users
        </Typography.Title>
        <Typography.Text type="secondary">
          Find a user by e-mail, name or company, and open them to see their credits and orders.
        </Typography.Text>
      </Flex>
      <CustomersTable />
    </Flex>
  );
}
