import { ExperimentOutlined, RocketOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Radio, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import type { BillingInterval, UpgradeOptionsQuery } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import { PAYMENTS_UNAVAILABLE } from '../payments/paymentText';
import { YEARLY_LABEL } from '../public/plans';
import { creditsPerMonthText, priceOf, priceText, yearlySavingText } from './subscriptionText';
import { useSubscribeToPro } from './useSubscriptionActions';

/**
 * Upgrade to Pro from the Plan card: monthly or yearly (the server's prices), then the checkout of
 * Pro. Payments switched off: said, and the button is off. Test mode: said above the button.
 */
export function UpgradeToPro({ options }: { options: UpgradeOptionsQuery }) {
  const { token } = theme.useToken();
  const ids = useId();
  const headingId = `${ids}-heading`;
  const noteId = `${ids}-note`;
  const [interval, setChosen] = useState<BillingInterval>('month');
  const { start, pendingInterval } = useSubscribeToPro();
  const prices = options.proPrices;
  const settings = options.paymentSettings;
  const unavailable = settings.mode === 'unavailable' || prices.length === 0;
  const monthly = priceOf(prices, 'month');
  const yearly = priceOf(prices, 'year');
  const saving = yearlySavingText(prices);
  const credits = (yearly ?? monthly)?.creditsPerMonth;
  const chosen = priceOf(prices, interval) ? interval : (prices[0]?.interval ?? interval);

  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap={token.marginSM} align="flex-start">
        <Typography.Title id={headingId} level={3} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
          Upgrade to Pro
        </Typography.Title>
        <Typography.Text style={{ color: token.colorTextSecondary }}>
          {credits ? `${creditsPerMonthText(credits)}, ` : ''}AI insights on every profile, and unused credits carry over. Cancel at any
          time: Pro then runs to the end of the period you paid for.
        </Typography.Text>
        {prices.length > 0 && (
          <Radio.Group
            aria-label="Billing"
            value={chosen}
            onChange={(e) => setChosen(e.target.value as BillingInterval)}
            style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}
          >
            {monthly && <Radio value="month">{`Monthly: ${priceText(monthly)}`}</Radio>}
            {yearly && (
              <Radio value="year">
                {`${YEARLY_LABEL}: ${priceText(yearly)}`}
                {saving && (
                  <Typography.Text style={{ color: token.colorPrimary, marginInlineStart: token.marginXS }}>
                    {`saves ${saving} a year`}
                  </Typography.Text>
                )}
              </Radio>
            )}
          </Radio.Group>
        )}
        {unavailable ? (
          <Alert
            id={noteId}
            type="warning"
            showIcon
            title={settings.mode === 'unavailable' ? PAYMENTS_UNAVAILABLE : 'Pro is not on sale right now.'}
            description="Please try again later; your plan and credits stay as they are."
          />
        ) : (
          settings.testMode && (
            <Alert
              id={noteId}
              type="info"
              showIcon
              icon={<ExperimentOutlined aria-hidden />}
              title="Test mode: no card is charged."
              description={
                settings.mode === 'local'
                  ? 'Upgrade opens the TalentLens test checkout, where you choose whether the payment goes through. No money moves.'
                  : 'Upgrade opens the payment provider’s checkout in test mode: use a test card (for example 4242 4242 4242 4242).'
              }
            />
          )
        )}
        <Button
          type="primary"
          icon={<RocketOutlined aria-hidden />}
          loading={pendingInterval !== null}
          disabled={unavailable}
          aria-describedby={unavailable || settings.testMode ? noteId : undefined}
          onClick={() => handled(start(chosen), 'Starting the checkout of Pro')}
        >
          Upgrade to Pro
        </Button>
      </Flex>
    </section>
  );
}
