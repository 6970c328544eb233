import type { ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

/**
 * A staff page's frame: its heading, then either a line saying what the page is for or the
 * page's actions on the heading's right, then the page itself.
 */
export function StaffPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const heading = (
    <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
      {title}
    </Typography.Title>
  );
  return (
    <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
      {actions ? (
        <Flex justify="space-between" align="center" gap={token.margin} wrap>
          {heading}
          {actions}
        </Flex>
      ) : intro ? (
        <Flex vertical gap={token.marginXXS}>
          {heading}
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {intro}
          </Typography.Text>
        </Flex>
      ) : (
        heading
      )}
      {children}
    </Flex>
  );
}
