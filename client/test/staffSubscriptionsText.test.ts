import dayjs from 'dayjs';
import {
  adjustReasonProblem,
  planCreditsProblem,
  planEndProblem,
  planEndsAt,
  planSetText,
} from '../src/features/staff/customers/customerText';
import { packageText, refundConsequence } from '../src/features/staff/payments/staffOrderText';
import {
  amountPerPeriod,
  figureCards,
  intervalLabel,
  liveCount,
  mrrText,
  nextDateText,
  SUBSCRIPTION_STATUS_CHOICES,
  subscriptionStatusTag,
} from '../src/features/staff/subscriptions/subscriptionsText';

const base = {
  status: 'active' as const,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-04-04T10:00:00.000Z',
  graceUntil: null,
  endedAt: null,
};

describe('the staff subscriptions table', () => {
  it('tags each state: Active, Past due with its grace, Ending on its day, Ended', () => {
    expect(subscriptionStatusTag(base)).toEqual({ label: 'Active', color: 'success' });
    expect(subscriptionStatusTag({ ...base, status: 'past_due', graceUntil: '2026-04-11T10:00:00.000Z' })).toEqual({
      label: 'Past due (grace until Apr 11, 2026)',
      color: 'error',
    });
    expect(subscriptionStatusTag({ ...base, status: 'past_due' }).label).toBe('Past due');
    expect(subscriptionStatusTag({ ...base, cancelAtPeriodEnd: true })).toEqual({ label: 'Ending on Apr 4, 2026', color: 'warning' });
    expect(subscriptionStatusTag({ ...base, status: 'canceled', cancelAtPeriodEnd: true })).toEqual({ label: 'Ended', color: 'default' });
  });

  it('says when it renews or ends', () => {
    expect(nextDateText(base)).toBe('Renews Apr 4, 2026');
    expect(nextDateText({ ...base, cancelAtPeriodEnd: true })).toBe('Ends Apr 4, 2026');
    expect(nextDateText({ ...base, status: 'past_due', graceUntil: '2026-04-11T10:00:00.000Z' })).toBe('Ends Apr 11, 2026 unless paid');
    expect(nextDateText({ ...base, status: 'canceled', endedAt: '2026-04-12T00:00:00.000Z' })).toBe('Ended Apr 12, 2026');
    expect(nextDateText({ ...base, status: 'canceled' })).toBe('Ended');
  });

  it('writes the billing and what a period costs', () => {
    expect(intervalLabel('month')).toBe('Monthly');
    expect(intervalLabel('year')).toBe('Yearly');
    expect(amountPerPeriod({ amountCents: 10000, currency: 'usd', interval: 'month' })).toBe('$100 / month');
    expect(amountPerPeriod({ amountCents: 96000, currency: 'usd', interval: 'year' })).toBe('$960 / year');
    expect(amountPerPeriod({ amountCents: 1050, currency: 'eur', interval: 'month' })).toBe('EUR 10.50 / month');
  });

  it("filters by the server's statuses, 'canceled' named Ended", () => {
    expect(SUBSCRIPTION_STATUS_CHOICES.map((c) => `${c.value}:${c.label}`)).toEqual([
      'active:Active',
      'past_due:Past due',
      'canceled:Ended',
    ]);
  });
});

describe('the subscription figures', () => {
  const figures = { active: 3, pastDue: 1, cancelling: 1, monthly: 3, yearly: 1, mrrCents: 38000 };

  it('shows MRR in dollars and the counts, in the cards’ order', () => {
    expect(mrrText(38000)).toBe('$380.00');
    expect(mrrText(123456)).toBe('$1,234.56');
    expect(mrrText(0)).toBe('$0.00');
    expect(figureCards(figures).map((c) => [c.title, c.value])).toEqual([
      ['MRR', '$380.00'],
      ['Active', '3'],
      ['In grace', '1'],
      ['Cancelling', '1'],
      ['Monthly / yearly', '3 / 1'],
    ]);
    expect(liveCount(figures)).toBe(4);
  });
});

describe('the staff orders of Pro', () => {
  const invoice = {
    kind: 'subscription',
    packageId: null,
    billingInterval: 'month',
    credits: 90,
    amount: 100,
    currency: 'usd',
    user: { email: 'a@b.com' },
  };

  it('names an invoice of Pro where a package is named, and says a refund leaves the subscription running', () => {
    expect(packageText(invoice)).toBe('Pro (monthly) · 90 credits');
    expect(refundConsequence(invoice)).toBe(
      'This refunds the full $100 to a@b.com through the payment provider and takes back the 90 credits of this order, as far as they have not been spent. It cannot be undone. The Pro subscription itself is not cancelled.',
    );
  });
});

describe("the 'Set plan' form", () => {
  const now = new Date('2026-03-04T12:00:00.000Z');

  it('needs an end day after today and at most 10 years ahead', () => {
    expect(planEndProblem(null, now)).toBe('Please choose when the Enterprise plan ends.');
    expect(planEndProblem(undefined, now)).toBe('Please choose when the Enterprise plan ends.');
    expect(planEndProblem(dayjs('2026-03-04'), now)).toBe('Choose a day after today.');
    expect(planEndProblem(dayjs('2025-12-31'), now)).toBe('Choose a day after today.');
    expect(planEndProblem(dayjs('2026-03-05'), now)).toBeNull();
    expect(planEndProblem(dayjs('2036-03-03'), now)).toBeNull();
    expect(planEndProblem(dayjs('2036-03-05'), now)).toBe('Choose a day at most 10 years ahead.');
  });

  it('sends the end of the chosen day', () => {
    expect(planEndsAt(dayjs('2027-01-31'))).toBe('2027-01-31T23:59:59.999Z');
  });

  it('takes 0 to 10,000 whole credits to add', () => {
    expect(planCreditsProblem(0)).toBeNull();
    expect(planCreditsProblem(100)).toBeNull();
    expect(planCreditsProblem(10000)).toBeNull();
    expect(planCreditsProblem(null)).toBe('Enter the credits to add (0 for none).');
    expect(planCreditsProblem(-1)).toBe('Enter from 0 to 10,000 credits.');
    expect(planCreditsProblem(10001)).toBe('Enter from 0 to 10,000 credits.');
    expect(planCreditsProblem(2.5)).toBe('Please enter a whole number of credits.');
  });

  it('requires a reason of 3 to 500 characters, either way', () => {
    expect(adjustReasonProblem('')).toBe('Please give a reason.');
    expect(adjustReasonProblem('  ok ')).toBe('A reason needs at least 3 characters.');
    expect(adjustReasonProblem('Contract signed')).toBeNull();
    expect(adjustReasonProblem('x'.repeat(501))).toBe('A reason has at most 500 characters.');
  });

  it('says what changed', () => {
    expect(planSetText('a@b.com', 'enterprise', '2027-01-31T23:59:59.999Z', 100)).toBe(
      'a@b.com is on Enterprise until Jan 31, 2027, with 100 credits added.',
    );
    expect(planSetText('a@b.com', 'enterprise', '2027-01-31T23:59:59.999Z', 0)).toBe('a@b.com is on Enterprise until Jan 31, 2027.');
    expect(planSetText('a@b.com', 'starter', null, 0)).toBe('a@b.com is back on Starter.');
  });
});
