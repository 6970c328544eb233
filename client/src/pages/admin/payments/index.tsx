import { Flex, Typography, theme } from 'antd';
import { StaffOrdersTable } from '../../../features/staff/payments/StaffOrdersTable';

/** /admin/payments: every user's credit package orders, with refunds of completed ones. */
export function Component() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <Flex vertical gap={token.marginXXS}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          Payments
        </Typography.Title>
        <Typography.Text type="secondary">Every credit package order, newest first. Completed orders can be refunded.</Typography.Text>
      </Flex>
      <StaffOrdersTable />
    </Flex>
  );
}
