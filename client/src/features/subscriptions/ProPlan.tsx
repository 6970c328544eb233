import { CreditCardOutlined, ExperimentOutlined, FieldTimeOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Descriptions, type DescriptionsProps, Flex, Grid, Popconfirm, Radio, Tag, Typography, theme } from 'antd';
import { useId, useState } from 'react';
import type { ProPriceFieldsFragment, RenewalCard, SubscriptionFieldsFragment } from '../../graphql/generated';
import { handled } from '../../lib/handled';
import {
  billedText,
  cancelConfirmText,
  creditsPerMonthText,
  endsOnText,
  otherInterval,
  planStatus,
  renewalText,
  switchConfirmText,
  switchLabel,
} from './subscriptionText';
import { type PlanAction, useBillingPortal, useSubscriptionActions } from './useSubscriptionActions';
import { formatDay } from '../../lib/dates';

type Sub = SubscriptionFieldsFragment;

/** The plan's facts: status, next renewal (or when it ends), credits, the paid period, the grace of a failed renewal. */
function Facts({ sub }: { sub: Sub }) {
  const screens = Grid.useBreakpoint();
  const status = planStatus(sub);
  const items: DescriptionsProps['items'] = [
    {
      key: 'status',
      label: 'Status',
      children: (
        <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
          {status.label}
        </Tag>
      ),
    },
    {
      key: 'renewal',
      label: sub.cancelAtPeriodEnd ? 'Renewal' : 'Next renewal',
      children: renewalText(sub) ?? '—',
    },
    { key: 'credits', label: 'Credits', children: creditsPerMonthText(sub.creditsPerMonth) },
    {
      key: 'period',
      label: 'Current period',
      children: `${formatDay(sub.currentPeriodStart)} – ${formatDay(sub.currentPeriodEnd)}`,
    },
  ];
  if (sub.graceUntil) items.push({ key: 'grace', label: 'Pro runs until', children: formatDay(sub.graceUntil) });
  return <Descriptions size="small" column={screens.md ? 2 : 1} layout={screens.sm ? 'horizontal' : 'vertical'} items={items} />;
}

const CARDS: { value: RenewalCard; label: string }[] = [
  { value: 'success', label: 'Card that pays (4242 4242 4242 4242)' },
  { value: 'decline', label: 'Card that is declined (4000 0000 0000 0002)' },
];

/**
 * Test mode with the local test checkout only: what a Stripe test clock does, the next renewal now,
 * charged to the chosen test card (a declined one makes the plan past due; a plan cancelled at the
 * period's end ends instead).
 */
function TestClock({ sub, pending, onAdvance }: { sub: Sub; pending: PlanAction | null; onAdvance: (card: RenewalCard) => void }) {
  const { token } = theme.useToken();
  const headingId = useId();
  const [card, setCard] = useState<RenewalCard>('success');
  return (
    <section
      aria-labelledby={headingId}
      style={{ border: `1px dashed ${token.colorBorder}`, borderRadius: token.borderRadiusLG, padding: token.padding }}
    >
      <Flex vertical gap={token.marginSM} align="flex-start">
        <Typography.Title id={headingId} level={3} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
          <ExperimentOutlined aria-hidden /> Test clock
        </Typography.Title>
        <Typography.Text style={{ color: token.colorTextSecondary }}>
          Test mode: no money moves. Renewals come when you ask for them here, as a Stripe test clock brings them.
          {sub.cancelAtPeriodEnd ? ' Your plan is cancelled, so at the next renewal it ends.' : ''}
        </Typography.Text>
        <Radio.Group
          aria-label="Test card for the renewal"
          value={card}
          onChange={(e) => setCard(e.target.value as RenewalCard)}
          style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}
        >
          {CARDS.map((c) => (
            <Radio key={c.value} value={c.value}>
              {c.label}
            </Radio>
          ))}
        </Radio.Group>
        <Button
          icon={<FieldTimeOutlined aria-hidden />}
          loading={pending === 'advance'}
          disabled={pending !== null && pending !== 'advance'}
          onClick={() => onAdvance(card)}
        >
          Advance to the next renewal
        </Button>
      </Flex>
    </section>
  );
}

/**
 * The Plan card on Pro: the plan, billed monthly or yearly, its status, the next renewal and its
 * amount (or when it ends), the credits each month; a failed renewal's grace (the shell's banner
 * says it on every page, PastDueBanner.tsx); switching monthly <->
 * yearly and cancelling at the period's end (each confirmed first), keeping a cancelled plan, the
 * provider's portal for the card and invoices; in test mode the test clock.
 */
export function ProPlan({
  sub,
  prices,
  testClock,
}: {
  sub: Sub;
  prices: readonly ProPriceFieldsFragment[];
  /** Show the test clock (test mode, the local test checkout). */
  testClock: boolean;
}) {
  const { token } = theme.useToken();
  const { pending, switchTo, cancel, resume, advance } = useSubscriptionActions();
  const portal = useBillingPortal();
  const busy = pending !== null;
  const to = otherInterval(sub.interval);

  return (
    <Flex vertical gap={token.margin}>
      <div>
        <Flex align="center" gap={token.marginSM} wrap>
          <Typography.Text strong style={{ fontSize: token.fontSizeHeading4 }}>
            Pro
          </Typography.Text>
          <Typography.Text style={{ color: token.colorTextSecondary }}>{billedText(sub.interval)}</Typography.Text>
        </Flex>
        {sub.cancelAtPeriodEnd && (
          <Typography.Text strong style={{ color: token.colorWarningText, display: 'block' }}>
            {endsOnText(sub)}
          </Typography.Text>
        )}
      </div>

      <Facts sub={sub} />

      <Flex wrap gap={token.marginSM}>
        {sub.cancelAtPeriodEnd ? (
          <Button type="primary" loading={pending === 'resume'} disabled={busy} onClick={() => handled(resume(), 'Keeping the plan')}>
            Keep my plan
          </Button>
        ) : (
          <>
            <Popconfirm
              title={`${switchLabel(sub.interval)}?`}
              description={<div style={{ maxWidth: 320 }}>{switchConfirmText(prices, to)}</div>}
              okText="Yes, switch"
              cancelText="Not now"
              onConfirm={() => handled(switchTo(to), 'Switching the billing')}
              disabled={busy}
            >
              <Button icon={<SwapOutlined aria-hidden />} loading={pending === 'switch'} disabled={busy}>
                {switchLabel(sub.interval)}
              </Button>
            </Popconfirm>
            <Popconfirm
              title="Cancel Pro at the end of this period?"
              description={<div style={{ maxWidth: 320 }}>{cancelConfirmText(sub)}</div>}
              okText="Yes, cancel"
              cancelText="Not now"
              onConfirm={() => handled(cancel(), 'Cancelling the plan')}
              disabled={busy}
            >
              <Button loading={pending === 'cancel'} disabled={busy}>
                Cancel at period end
              </Button>
            </Popconfirm>
          </>
        )}
        <Button
          icon={<CreditCardOutlined aria-hidden />}
          loading={portal.opening}
          onClick={() => handled(portal.open(), 'Opening the billing portal')}
        >
          Update card and invoices
        </Button>
      </Flex>

      {testClock && <TestClock sub={sub} pending={pending} onAdvance={(card) => handled(advance(card), 'Advancing the test clock')} />}
    </Flex>
  );
}
