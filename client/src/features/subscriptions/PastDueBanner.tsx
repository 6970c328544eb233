import { CreditCardOutlined } from '@ant-design/icons';
import { Alert, Button, theme } from 'antd';
import { useMySubscriptionQuery } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { isPastDue, pastDueText } from './subscriptionText';
import { useBillingPortal } from './useSubscriptionActions';

/**
 * The signed-in shell's banner after a failed renewal (docs/decisions.md, "Subscriptions": a grace,
 * then Starter): on every app page while `mySubscription.status` is past_due, with a way to the
 * billing portal to update the card. One query, `mySubscription`, shared with the Plan card (so a
 * change there takes the banner away too). Anything else, or a failure to read it: nothing.
 */
export function PastDueBanner() {
  const { token } = theme.useToken();
  const { data } = useMySubscriptionQuery();
  const portal = useBillingPortal();
  const sub = data?.mySubscription;
  if (!sub || !isPastDue(sub)) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={pastDueText(sub.graceUntil)}
      style={{ marginBottom: token.margin }}
      action={
        <Button
          size="small"
          icon={<CreditCardOutlined aria-hidden />}
          loading={portal.opening}
          onClick={() => handled(portal.open(), 'Opening the billing portal')}
        >
          Update card
        </Button>
      }
    />
  );
}
