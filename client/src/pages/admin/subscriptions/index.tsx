import { Flex, Typography, theme } from 'antd';
import { useId } from 'react';
import { StaffPage } from '../../../features/staff/StaffPage';
import { StaffSubscriptionsTable } from '../../../features/staff/subscriptions/StaffSubscriptionsTable';
import { SubscriptionFigureCards } from '../../../features/staff/subscriptions/SubscriptionFigures';

/** /admin/subscriptions: the Pro subscriptions' figures (MRR, live, in grace, cancelling) and every subscription by status. */
export function Component() {
  const { token } = theme.useToken();
  const figuresId = useId();
  const listId = useId();
  const heading = { margin: 0, fontSize: token.fontSizeHeading4 } as const;
  return (
    <StaffPage
      title="Subscriptions"
      intro="Pro subscriptions: what they bring in each month, and each one with its status and next renewal."
    >
      <Flex vertical gap={token.marginXL} style={{ minWidth: 0 }}>
        <section aria-labelledby={figuresId} style={{ minWidth: 0 }}>
          <Flex vertical gap={token.margin}>
            <Typography.Title level={2} id={figuresId} style={heading}>
              Now
            </Typography.Title>
            <SubscriptionFigureCards />
          </Flex>
        </section>
        <section aria-labelledby={listId} style={{ minWidth: 0 }}>
          <Flex vertical gap={token.margin}>
            <Typography.Title level={2} id={listId} style={heading}>
              All subscriptions
            </Typography.Title>
            <StaffSubscriptionsTable />
          </Flex>
        </section>
      </Flex>
    </StaffPage>
  );
}
