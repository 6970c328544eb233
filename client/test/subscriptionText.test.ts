/** Pro sold as a subscription, in words: the Plan card, the past-due banner and what each change says. */
import type { ProPriceFieldsFragment, SubscriptionFieldsFragment } from '../src/graphql/generated';
import {
  accessText,
  billedText,
  cancelConfirmText,
  changedText,
  creditsPerMonthText,
  endsOnText,
  invoicesOf,
  isPastDue,
  otherInterval,
  pastDueText,
  planStatus,
  priceOf,
  priceText,
  renewalText,
  showsTestClock,
  switchConfirmText,
  switchLabel,
  yearlySavingText,
} from '../src/features/subscriptions/subscriptionText';
import { formatDay } from '../src/lib/dates';

const sub: SubscriptionFieldsFragment = {
  __typename: 'Subscription',
  id: 's1',
  providerSubscriptionId: 'sub_1',
  plan: 'pro',
  interval: 'year',
  status: 'active',
  currentPeriodStart: '2026-03-01T12:00:00.000Z',
  currentPeriodEnd: '2027-03-01T12:00:00.000Z',
  nextRenewalAt: '2027-03-01T12:00:00.000Z',
  nextAmountCents: 96000,
  currency: 'usd',
  creditsPerMonth: 90,
  cancelAtPeriodEnd: false,
  graceUntil: null,
  testMode: true,
};

const prices: ProPriceFieldsFragment[] = [
  { __typename: 'ProPrice', interval: 'month', amountCents: 10000, currency: 'usd', monthlyEquivalentCents: 10000, creditsPerMonth: 90 },
  { __typename: 'ProPrice', interval: 'year', amountCents: 96000, currency: 'usd', monthlyEquivalentCents: 8000, creditsPerMonth: 90 },
];

describe('the plan in words', () => {
  it('writes days as MMM D, YYYY', () => {
    expect(formatDay('2026-03-04T23:30:00.000Z')).toBe('Mar 4, 2026');
  });

  it('says how Pro is billed, and what the switch changes it to', () => {
    expect(billedText('month')).toBe('Billed monthly');
    expect(billedText('year')).toBe('Billed yearly');
    expect(otherInterval('month')).toBe('year');
    expect(otherInterval('year')).toBe('month');
    expect(switchLabel('month')).toBe('Switch to yearly billing');
    expect(switchLabel('year')).toBe('Switch to monthly billing');
  });

  it('gives the status a word: Active, Ending, Past due, Ended', () => {
    expect(planStatus(sub)).toEqual({ label: 'Active', color: 'success' });
    expect(planStatus({ ...sub, cancelAtPeriodEnd: true })).toEqual({ label: 'Ending', color: 'warning' });
    expect(planStatus({ ...sub, status: 'past_due' })).toEqual({ label: 'Past due', color: 'error' });
    expect(planStatus({ ...sub, status: 'past_due', cancelAtPeriodEnd: true }).label).toBe('Past due');
    expect(planStatus({ ...sub, status: 'canceled' })).toEqual({ label: 'Ended', color: 'default' });
  });

  it('gives the next renewal with its amount, or when a cancelled plan ends', () => {
    expect(renewalText(sub)).toBe('Mar 1, 2027 · $960');
    expect(renewalText({ ...sub, nextAmountCents: null })).toBe('Mar 1, 2027');
    const ending = { ...sub, cancelAtPeriodEnd: true, nextRenewalAt: null, nextAmountCents: null };
    expect(renewalText(ending)).toBe('Ends on Mar 1, 2027');
    expect(endsOnText(ending)).toBe('Ends on Mar 1, 2027');
    expect(renewalText({ ...sub, nextRenewalAt: null })).toBeNull();
  });

  it('counts credits a month', () => {
    expect(creditsPerMonthText(90)).toBe('90 credits a month');
    expect(creditsPerMonthText(1)).toBe('1 credit a month');
  });

  it('says until when a plan gives access, or since when it no longer does', () => {
    const now = new Date('2026-03-02T00:00:00.000Z');
    expect(accessText('2026-03-06T12:00:00.000Z', now)).toBe('Access until Mar 6, 2026');
    expect(accessText('2026-03-01T12:00:00.000Z', now)).toBe('Access ended on Mar 1, 2026');
    expect(accessText(null, now)).toBeNull();
  });
});

describe('the past-due banner', () => {
  it('is shown only while a renewal is past due', () => {
    expect(isPastDue({ status: 'past_due' })).toBe(true);
    expect(isPastDue({ status: 'active' })).toBe(false);
    expect(isPastDue(null)).toBe(false);
  });

  it('says until when Pro runs', () => {
    expect(pastDueText('2026-03-09T12:00:00.000Z')).toBe(
      'Your Pro renewal did not go through. Pro keeps running until Mar 9, 2026; update your card to keep it.',
    );
    expect(pastDueText(null)).toBe('Your Pro renewal did not go through. Pro keeps running for a few days; update your card to keep it.');
  });
});

describe('the prices and the confirmations', () => {
  it('writes each billing’s price, and what yearly saves', () => {
    expect(priceText(priceOf(prices, 'month')!)).toBe('$100 a month');
    expect(priceText(priceOf(prices, 'year')!)).toBe('$960 a year ($80/mo)');
    expect(yearlySavingText(prices)).toBe('$240');
    expect(yearlySavingText(prices.slice(0, 1))).toBeNull();
    expect(priceOf([], 'year')).toBeNull();
  });

  it('confirms a switch with how Stripe charges it and the new price', () => {
    expect(switchConfirmText(prices, 'year')).toBe(
      'Stripe prorates the change and charges the difference now. From then on Pro costs $960 a year ($80/mo).',
    );
    expect(switchConfirmText([], 'month')).toBe('Stripe prorates the change and charges the difference now.');
  });

  it('confirms a cancellation with the day Pro ends', () => {
    expect(cancelConfirmText(sub)).toBe(
      'Pro keeps running until Mar 1, 2027, and no further payment is taken. Your credits stay yours. You can keep your plan until then.',
    );
  });

  it('says what each change did', () => {
    expect(changedText('switch', { ...sub, interval: 'month' })).toBe('Pro is now billed monthly.');
    expect(changedText('cancel', sub)).toBe('Pro ends on Mar 1, 2027. You can keep it until then.');
    expect(changedText('resume', sub)).toBe('Pro continues: it renews as before.');
    expect(changedText('advance', sub)).toBe('Renewed: the next period has begun and its credits have been added.');
    expect(changedText('advance', { ...sub, status: 'past_due' })).toBe('The test renewal was declined: the plan is past due.');
    expect(changedText('advance', null)).toBe('Your Pro plan has ended. You are on Starter now, and your credits stay yours.');
  });
});

describe('the test clock and the invoices', () => {
  it('shows the test clock in test mode with the local test checkout only', () => {
    expect(showsTestClock(sub, 'local')).toBe(true);
    expect(showsTestClock(sub, 'stripe')).toBe(false);
    expect(showsTestClock({ testMode: false }, 'local')).toBe(false);
    expect(showsTestClock(sub, undefined)).toBe(false);
  });

  it('lists the invoices of Pro: no package, no checkout that ended unpaid', () => {
    const orders = [
      { id: 'a', kind: 'subscription', status: 'completed' as const },
      { id: 'b', kind: 'package', status: 'completed' as const },
      { id: 'c', kind: 'subscription', status: 'expired' as const },
      { id: 'd', kind: 'subscription', status: 'failed' as const },
      { id: 'e', kind: 'subscription', status: 'refunded' as const },
    ];
    expect(invoicesOf(orders).map((o) => o.id)).toEqual(['a', 'd', 'e']);
  });
});
