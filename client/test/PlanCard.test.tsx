/**
 * The account page's Plan card and the shell's past-due banner, rendered with MockedProvider
 * answering their queries: Starter with Upgrade to Pro, Pro monthly and active, Pro cancelled at the
 * period's end, Pro past due (and the banner), the test clock only with the local test checkout.
 */
import type { MockedResponse } from '@apollo/client/testing';
import { PastDueBanner } from '../src/features/subscriptions/PastDueBanner';
import { PlanCard } from '../src/features/subscriptions/PlanCard';
import {
  MeDocument,
  type MeQuery,
  MySubscriptionDocument,
  type OrderHistoryRowFragment,
  type PaymentMode,
  type SubscriptionFieldsFragment,
  SubscriptionInvoicesDocument,
  UpgradeOptionsDocument,
} from '../src/graphql/generated';
import { renderHtml, textOf } from './render';

const me = (plan: string, planExpiry: string): MeQuery['me'] => ({
  __typename: 'User',
  id: 'u1',
  email: 'ada@acme.io',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Acme',
  phone: null,
  designation: null,
  profilePicture: null,
  remainingCredits: 95,
  totalCredits: 95,
  plan,
  planExpiry,
});

const proMonthly: SubscriptionFieldsFragment = {
  __typename: 'Subscription',
  id: 's1',
  providerSubscriptionId: 'sub_test_local_abc123',
  plan: 'pro',
  interval: 'month',
  status: 'active',
  currentPeriodStart: '2026-03-01T12:00:00.000Z',
  currentPeriodEnd: '2026-04-01T12:00:00.000Z',
  nextRenewalAt: '2026-04-01T12:00:00.000Z',
  nextAmountCents: 10000,
  currency: 'usd',
  creditsPerMonth: 90,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  testMode: true,
};

const invoice = (over: Partial<OrderHistoryRowFragment>): OrderHistoryRowFragment => ({
  __typename: 'PaymentOrder',
  id: 'o1',
  createdAt: '2026-03-01T12:00:00.000Z',
  completedAt: '2026-03-01T12:00:05.000Z',
  kind: 'subscription',
  packageId: null,
  billingInterval: 'month',
  invoiceUrl: '/checkout/test/invoice/in_test_local_1',
  credits: 90,
  amount: 100,
  currency: 'usd',
  status: 'completed',
  failureReason: null,
  ...over,
});

interface Setup {
  plan?: string;
  planExpiry?: string;
  sub: SubscriptionFieldsFragment | null;
  mode?: PaymentMode;
  orders?: OrderHistoryRowFragment[];
}

function mocks({ plan = 'starter', planExpiry = '2026-03-06T12:00:00.000Z', sub, mode = 'local', orders = [] }: Setup): MockedResponse[] {
  return [
    { request: { query: MeDocument }, result: { data: { __typename: 'Query', me: me(plan, planExpiry) } } },
    { request: { query: MySubscriptionDocument }, result: { data: { __typename: 'Query', mySubscription: sub } } },
    {
      request: { query: UpgradeOptionsDocument },
      result: {
        data: {
          __typename: 'Query',
          proPrices: [
            {
              __typename: 'ProPrice',
              interval: 'month',
              amountCents: 10000,
              currency: 'usd',
              monthlyEquivalentCents: 10000,
              creditsPerMonth: 90,
            },
            {
              __typename: 'ProPrice',
              interval: 'year',
              amountCents: 96000,
              currency: 'usd',
              monthlyEquivalentCents: 8000,
              creditsPerMonth: 90,
            },
          ],
          paymentSettings: { __typename: 'PaymentSettings', mode, testMode: mode !== 'stripe' },
        },
      },
    },
    {
      request: { query: SubscriptionInvoicesDocument },
      result: { data: { __typename: 'Query', paymentOrders: { __typename: 'PaymentOrderPage', total: orders.length, items: orders } } },
    },
  ];
}

async function planCardText(setup: Setup): Promise<string> {
  return textOf(await renderHtml(<PlanCard />, mocks(setup)));
}

describe('the Plan card', () => {
  it('on Starter: says what Starter is, until when it runs, and offers Pro monthly or yearly', async () => {
    const text = await planCardText({ sub: null, planExpiry: '2099-03-06T12:00:00.000Z' });
    expect(text).toContain('Starter Free');
    expect(text).toContain('Access until Mar 6, 2099');
    expect(text).toContain('Starter is the free plan every account begins on: 5 credits and 5 days of access');
    expect(text).toContain('Upgrade to Pro');
    expect(text).toContain('90 credits a month');
    expect(text).toContain('Monthly: $100 a month');
    expect(text).toContain('Yearly (Save 20%): $960 a year ($80/mo) saves $240 a year');
    expect(text).toContain('Test mode: no card is charged.');
    expect(text).not.toContain('Billed');
    expect(text).not.toContain('Invoices');
  });

  it('on Pro monthly, active: billing, status, next renewal and amount, credits, the actions and the invoices', async () => {
    const html = await renderHtml(<PlanCard />, mocks({ plan: 'pro', sub: proMonthly, orders: [invoice({})] }));
    const text = textOf(html);
    expect(text).toContain('Pro Billed monthly');
    expect(text).toContain('Status Active');
    expect(text).toContain('Next renewal Apr 1, 2026 · $100');
    expect(text).toContain('Credits 90 credits a month');
    expect(text).toContain('Current period Mar 1, 2026 – Apr 1, 2026');
    expect(text).toContain('Switch to yearly billing');
    expect(text).toContain('Cancel at period end');
    expect(text).toContain('Update card and invoices');
    expect(text).not.toContain('Keep my plan');
    expect(text).not.toContain('Upgrade to Pro');
    // The test clock: test mode with the local test checkout.
    expect(text).toContain('Test clock');
    expect(text).toContain('Card that pays (4242 4242 4242 4242)');
    expect(text).toContain('Card that is declined (4000 0000 0000 0002)');
    expect(text).toContain('Advance to the next renewal');
    // The invoices (a phone's list: no breakpoints in Node).
    expect(text).toContain('Invoices');
    expect(text).toContain('Mar 1, 2026 · $100 Completed Monthly · 90 credits View invoice');
    expect(html).toContain('href="/checkout/test/invoice/in_test_local_1"');
  });

  it('on Pro cancelled at the period’s end: ends on its date, Keep my plan, no switch and no cancel', async () => {
    const sub = { ...proMonthly, cancelAtPeriodEnd: true, nextRenewalAt: null, nextAmountCents: null };
    const text = await planCardText({ plan: 'pro', sub });
    expect(text).toContain('Ends on Apr 1, 2026');
    expect(text).toContain('Status Ending');
    expect(text).toContain('Renewal Ends on Apr 1, 2026');
    expect(text).toContain('Keep my plan');
    expect(text).not.toContain('Cancel at period end');
    expect(text).not.toContain('Switch to yearly billing');
    expect(text).toContain('Your plan is cancelled, so at the next renewal it ends.');
    expect(text).toContain('No invoices yet.');
  });

  it('on Pro past due: the status, and until when Pro runs', async () => {
    const sub = { ...proMonthly, status: 'past_due' as const, graceUntil: '2026-03-09T12:00:00.000Z' };
    const text = await planCardText({ plan: 'pro', sub });
    expect(text).toContain('Status Past due');
    expect(text).toContain('Pro runs until Mar 9, 2026');
  });

  it('on Starter after the plan ended: says when access ended', async () => {
    const text = await planCardText({ sub: null, planExpiry: '2020-01-02T12:00:00.000Z' });
    expect(text).toContain('Starter Free Access ended on Jan 2, 2020');
  });

  it('shows no test clock with Stripe, test keys or not', async () => {
    const text = await planCardText({ plan: 'pro', sub: proMonthly, mode: 'stripe' });
    expect(text).toContain('Update card and invoices');
    expect(text).not.toContain('Test clock');
    expect(text).not.toContain('Advance to the next renewal');
  });

  it('on Pro yearly offers monthly billing instead', async () => {
    const sub = { ...proMonthly, interval: 'year' as const, nextAmountCents: 96000, currentPeriodEnd: '2027-03-01T12:00:00.000Z' };
    const text = await planCardText({ plan: 'pro', sub: { ...sub, nextRenewalAt: sub.currentPeriodEnd } });
    expect(text).toContain('Pro Billed yearly');
    expect(text).toContain('Next renewal Mar 1, 2027 · $960');
    expect(text).toContain('Switch to monthly billing');
  });

  it('leaves out an order that is no invoice: a package, and a checkout of Pro that ended unpaid', async () => {
    const orders = [
      invoice({ id: 'o3', kind: 'package', packageId: 2, billingInterval: null, invoiceUrl: null, credits: 44, amount: 50 }),
      invoice({ id: 'o2', status: 'expired', invoiceUrl: null, createdAt: '2026-02-20T12:00:00.000Z' }),
      invoice({ id: 'o1' }),
    ];
    const text = await planCardText({ plan: 'pro', sub: proMonthly, orders });
    expect(text).toContain('Mar 1, 2026 · $100');
    expect(text).not.toContain('Feb 20, 2026');
    expect(text).not.toContain('$50');
  });
});

describe('the past-due banner', () => {
  it('says until when Pro runs, with a way to update the card', async () => {
    const sub = { ...proMonthly, status: 'past_due' as const, graceUntil: '2026-03-09T12:00:00.000Z' };
    const text = textOf(await renderHtml(<PastDueBanner />, mocks({ sub })));
    expect(text).toBe('Your Pro renewal did not go through. Pro keeps running until Mar 9, 2026; update your card to keep it. Update card');
  });

  it('is not there while the plan is paid up, nor without a plan', async () => {
    expect(textOf(await renderHtml(<PastDueBanner />, mocks({ sub: proMonthly })))).toBe('');
    expect(textOf(await renderHtml(<PastDueBanner />, mocks({ sub: null })))).toBe('');
  });
});
