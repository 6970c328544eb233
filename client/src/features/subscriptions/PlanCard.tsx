import { Divider, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { type SessionUserFragment, useMySubscriptionQuery, useUpgradeOptionsQuery } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { QueryState } from '../common/QueryState';
import { SALES_EMAIL } from '../public/plans';
import { useCurrentUser } from '../session/useSession';
import { ProPlan } from './ProPlan';
import { SubscriptionInvoices } from './SubscriptionInvoices';
import { accessText, showsTestClock } from './subscriptionText';
import { UpgradeToPro } from './UpgradeToPro';

type User = Pick<SessionUserFragment, 'plan' | 'planExpiry'>;

/** The plan's name and a line under it. */
function PlanName({ name, tag, line }: { name: string; tag?: string; line: string | null }) {
  const { token } = theme.useToken();
  return (
    <div>
      <Flex align="center" gap={token.marginSM} wrap>
        <Typography.Text strong style={{ fontSize: token.fontSizeHeading4 }}>
          {name}
        </Typography.Text>
        {tag && <Tag style={{ marginInlineEnd: 0 }}>{tag}</Tag>}
      </Flex>
      {line && <Typography.Text style={{ color: token.colorTextSecondary }}>{line}</Typography.Text>}
    </div>
  );
}

/** Starter: what it is, until when it runs, and Upgrade to Pro. */
function StarterPlan({ user, upgrade }: { user: User | null; upgrade: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.margin}>
      <PlanName name="Starter" tag="Free" line={user ? accessText(user.planExpiry) : null} />
      <Typography.Paragraph style={{ margin: 0 }}>
        Starter is the free plan every account begins on: 5 credits and 5 days of access, AI insights included. Your credits never expire,
        and you can buy more at any time. Searching and opening profiles stay unlimited.
      </Typography.Paragraph>
      <Divider style={{ margin: 0 }} />
      {upgrade}
    </Flex>
  );
}

/** A plan our team sets up (Enterprise): its end, and whom to write to. */
function ManagedPlan({ user }: { user: User }) {
  const { token } = theme.useToken();
  const name = user.plan.charAt(0).toUpperCase() + user.plan.slice(1);
  return (
    <Flex vertical gap={token.marginSM}>
      <PlanName name={name} line={accessText(user.planExpiry)} />
      <Typography.Paragraph style={{ margin: 0 }}>
        Your plan is set up by our team. To change it, write to{' '}
        <Typography.Link href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent('TalentLens plan')}`}>{SALES_EMAIL}</Typography.Link>.
      </Typography.Paragraph>
    </Flex>
  );
}

/**
 * The account page's Plan card (docs/decisions.md, "Subscriptions"): Starter with Upgrade to Pro
 * (monthly or yearly), or Pro as the subscription stands (ProPlan), or a plan our team set up; then
 * the invoices of Pro. The plan is `mySubscription` (the query the shell's banner shares); Starter or
 * Enterprise is `me`'s plan.
 */
export function PlanCard() {
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useMySubscriptionQuery({ fetchPolicy: 'cache-and-network' });
  const options = useUpgradeOptionsQuery();

  if (!data && (loading || (!error && !user))) {
    return (
      <div role="status" aria-label="Loading your plan">
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  }
  if (!data) {
    return (
      <QueryState
        failed
        errorView={{ as: 'inline', title: serverMessage(error, 'Your plan could not be loaded.'), onRetry: () => refetch() }}
      />
    );
  }

  const sub = data.mySubscription;
  const prices = options.data?.proPrices ?? [];
  let plan;
  if (sub) plan = <ProPlan sub={sub} prices={prices} testClock={showsTestClock(sub, options.data?.paymentSettings.mode)} />;
  else if (user && user.plan !== 'starter' && user.plan !== 'pro') plan = <ManagedPlan user={user} />;
  else {
    const upgrade = (
      <QueryState
        loading={!options.data && options.loading}
        failed={!options.data && Boolean(options.error)}
        loadingView={{ skeleton: { label: 'Loading the prices of Pro', rows: 3 } }}
        errorView={{ as: 'inline', title: 'The prices of Pro could not be loaded.', onRetry: () => options.refetch() }}
      >
        {options.data && <UpgradeToPro options={options.data} />}
      </QueryState>
    );
    plan = <StarterPlan user={user} upgrade={upgrade} />;
  }

  return (
    <Flex vertical gap={token.marginLG}>
      {plan}
      <SubscriptionInvoices emptyText={sub ? 'No invoices yet.' : undefined} />
    </Flex>
  );
}
