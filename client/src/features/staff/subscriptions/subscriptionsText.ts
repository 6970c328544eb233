import dayjs from 'dayjs';
import type { BillingInterval, SubscriptionStatus } from '../../../graphql/generated';
import { formatAmount } from '../../payments/paymentText';

/**
 * The words of the staff subscriptions page and its figures, kept apart from React so that they
 * are tested on their own (client/test/staffSubscriptionsText.test.ts).
 */

/** The status filter's choices: the server's statuses, in the order a person looks for them. */
export const SUBSCRIPTION_STATUS_CHOICES: ReadonlyArray<{ value: SubscriptionStatus; label: string }> = [
  { value: 'active', label: 'Active' },
  { value: 'past_due', label: 'Past due' },
  { value: 'canceled', label: 'Ended' },
];

/** A day as the staff pages write one: 'Mar 4, 2026'. */
export function subscriptionDay(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY');
}

const INTERVALS: Record<BillingInterval, string> = { month: 'Monthly', year: 'Yearly' };

/** 'Monthly', 'Yearly'; an interval newer than this client as it is. */
export function intervalLabel(interval: BillingInterval): string {
  return (INTERVALS as Partial<Record<string, string>>)[interval] ?? interval;
}

/** What a period costs: '$100 / month', '$960 / year'. */
export function amountPerPeriod(sub: { amountCents: number; currency: string; interval: BillingInterval }): string {
  return `${formatAmount(sub.amountCents / 100, sub.currency)} / ${sub.interval}`;
}

type Row = {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  graceUntil: string | null;
  endedAt: string | null;
};

export type StatusColor = 'success' | 'warning' | 'error' | 'default';

/**
 * The status tag: 'Active'; 'Past due (grace until Mar 4, 2026)' after a failed renewal; 'Ending on
 * Mar 4, 2026' when cancelled at the end of its period; 'Ended'.
 */
export function subscriptionStatusTag(sub: Row): { label: string; color: StatusColor } {
  if (sub.status === 'canceled') return { label: 'Ended', color: 'default' };
  if (sub.status === 'past_due') {
    return { label: sub.graceUntil ? `Past due (grace until ${subscriptionDay(sub.graceUntil)})` : 'Past due', color: 'error' };
  }
  if (sub.cancelAtPeriodEnd) return { label: `Ending on ${subscriptionDay(sub.currentPeriodEnd)}`, color: 'warning' };
  if (sub.status === 'active') return { label: 'Active', color: 'success' };
  return { label: sub.status, color: 'default' };
}

/**
 * The next renewal or the end: 'Renews Mar 4, 2026'; 'Ends Mar 4, 2026' when cancelled at its
 * period's end; 'Ends Mar 9, 2026 unless paid' in the grace after a failed renewal; 'Ended Mar 9,
 * 2026' once over ('Ended' without a date).
 */
export function nextDateText(sub: Row): string {
  if (sub.status === 'canceled') return sub.endedAt ? `Ended ${subscriptionDay(sub.endedAt)}` : 'Ended';
  if (sub.status === 'past_due') return `Ends ${subscriptionDay(sub.graceUntil ?? sub.currentPeriodEnd)} unless paid`;
  if (sub.cancelAtPeriodEnd) return `Ends ${subscriptionDay(sub.currentPeriodEnd)}`;
  return `Renews ${subscriptionDay(sub.currentPeriodEnd)}`;
}

/** Whole cents as dollars, as the dashboard writes money: 10800 -> '$108.00', 123456 -> '$1,234.56'. */
export function mrrText(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

export interface Figures {
  active: number;
  pastDue: number;
  cancelling: number;
  monthly: number;
  yearly: number;
  mrrCents: number;
}

/** The figure cards, in the page's order: MRR, active, in grace, cancelling, monthly vs yearly. */
export function figureCards(f: Figures): Array<{ key: string; title: string; value: string; note: string }> {
  const count = (n: number) => n.toLocaleString('en-US');
  return [
    { key: 'mrr', title: 'MRR', value: mrrText(f.mrrCents), note: 'Monthly prices, and a twelfth of yearly ones' },
    { key: 'active', title: 'Active', value: count(f.active), note: 'Paid up, cancelling ones included' },
    { key: 'pastDue', title: 'In grace', value: count(f.pastDue), note: 'A renewal failed; they run until their grace ends' },
    { key: 'cancelling', title: 'Cancelling', value: count(f.cancelling), note: 'End at the end of their period' },
    { key: 'split', title: 'Monthly / yearly', value: `${count(f.monthly)} / ${count(f.yearly)}`, note: 'Live subscriptions by billing' },
  ];
}

/** Live subscriptions: paid up or in their grace. */
export function liveCount(f: Pick<Figures, 'active' | 'pastDue'>): number {
  return f.active + f.pastDue;
}
