import { Flex, Typography, theme } from 'antd';
import { AuditLogTable } from '../../../features/staff/audit/AuditLogTable';

/** /admin/audit: the audit log of staff actions. */
export function Component() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      <Flex vertical gap={token.marginXXS}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          Audit log
        </Typography.Title>
        <Typography.Text type="secondary">Every change made by staff, newest first. Entries are never edited or removed.</Typography.Text>
      </Flex>
      <AuditLogTable />
    </Flex>
  );
}
