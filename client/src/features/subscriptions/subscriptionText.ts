import dayjs from 'dayjs';
import type {
  BillingInterval,
  OrderHistoryRowFragment,
  PaymentMode,
  ProPriceFieldsFragment,
  SubscriptionFieldsFragment,
} from '../../graphql/generated';
import { formatCents, intervalWord } from '../payments/paymentText';
import { formatDay } from '../../lib/dates';

/**
 * The words of Pro sold as a subscription (the account page's Plan card, the shell's past-due
 * banner), kept apart from React so that they are tested on their own
 * (client/test/subscriptionText.test.ts).
 */

export const SWITCH_NOTE = 'Stripe prorates the change and charges the difference now.';
export const SUBSCRIBE_FAILED = 'Failed to start the checkout of Pro';
export const PORTAL_FAILED = 'The billing portal could not be opened.';

/** 'Access until Mar 9, 2026', or 'Access ended on Mar 9, 2026' once that moment has passed; null without a date. */
export function accessText(planExpiry: string | null, now: Date = new Date()): string | null {
  if (!planExpiry) return null;
  return dayjs(planExpiry).isAfter(now) ? `Access until ${formatDay(planExpiry)}` : `Access ended on ${formatDay(planExpiry)}`;
}

/** 'Billed monthly', 'Billed yearly'. */
export function billedText(interval: BillingInterval): string {
  return `Billed ${intervalWord(interval)}`;
}

/** The other billing: monthly <-> yearly. */
export function otherInterval(interval: BillingInterval): BillingInterval {
  return interval === 'month' ? 'year' : 'month';
}

/** The switch's button: 'Switch to yearly billing'. */
export function switchLabel(interval: BillingInterval): string {
  return `Switch to ${intervalWord(otherInterval(interval))} billing`;
}

type Sub = Pick<
  SubscriptionFieldsFragment,
  'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'nextRenewalAt' | 'nextAmountCents' | 'currency' | 'graceUntil' | 'interval'
>;

export type TagColor = 'success' | 'warning' | 'error' | 'default';

/** The plan's state in a word, with the antd preset of its tag: Active, Ending (cancelled at period end), Past due, Ended. */
export function planStatus(sub: Pick<Sub, 'status' | 'cancelAtPeriodEnd'>): { label: string; color: TagColor } {
  if (sub.status === 'past_due') return { label: 'Past due', color: 'error' };
  if (sub.status === 'canceled') return { label: 'Ended', color: 'default' };
  if (sub.cancelAtPeriodEnd) return { label: 'Ending', color: 'warning' };
  return { label: 'Active', color: 'success' };
}

/** 'Ends on Mar 4, 2026': the plan runs to the end of its paid period and is not renewed. */
export function endsOnText(sub: Pick<Sub, 'currentPeriodEnd'>): string {
  return `Ends on ${formatDay(sub.currentPeriodEnd)}`;
}

/**
 * The next renewal: 'Mar 4, 2026 · $960'; 'Ends on Mar 4, 2026' when cancelled at the period's end;
 * null when neither is known.
 */
export function renewalText(sub: Sub): string | null {
  if (sub.cancelAtPeriodEnd || !sub.nextRenewalAt) return sub.cancelAtPeriodEnd ? endsOnText(sub) : null;
  const amount = sub.nextAmountCents === null ? '' : ` · ${formatCents(sub.nextAmountCents, sub.currency)}`;
  return `${formatDay(sub.nextRenewalAt)}${amount}`;
}

/** The past-due banner's sentence (docs/decisions.md, "Subscriptions": a failed renewal gives a grace). */
export function pastDueText(graceUntil: string | null): string {
  const until = graceUntil ? `until ${formatDay(graceUntil)}` : 'for a few days';
  return `Your Pro renewal did not go through. Pro keeps running ${until}; update your card to keep it.`;
}

/** True when the shell shows the past-due banner. */
export function isPastDue(sub: Pick<Sub, 'status'> | null | undefined): boolean {
  return sub?.status === 'past_due';
}

/** '90 credits a month'. */
export function creditsPerMonthText(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit' : 'credits'} a month`;
}

/** Pro's price of one billing, from the server's prices (null when it does not sell that one). */
export function priceOf(prices: readonly ProPriceFieldsFragment[], interval: BillingInterval): ProPriceFieldsFragment | null {
  return prices.find((p) => p.interval === interval) ?? null;
}

/** A price as the upgrade's choice says it: '$100 a month'; '$960 a year ($80/mo)'. */
export function priceText(price: ProPriceFieldsFragment): string {
  if (price.interval === 'month') return `${formatCents(price.amountCents, price.currency)} a month`;
  return `${formatCents(price.amountCents, price.currency)} a year (${formatCents(price.monthlyEquivalentCents, price.currency)}/mo)`;
}

/** What yearly billing saves in a year against 12 monthly payments: '$240'; null when it saves nothing or a price is missing. */
export function yearlySavingText(prices: readonly ProPriceFieldsFragment[]): string | null {
  const month = priceOf(prices, 'month');
  const year = priceOf(prices, 'year');
  if (!month || !year) return null;
  const saving = month.amountCents * 12 - year.amountCents;
  return saving > 0 ? formatCents(saving, year.currency) : null;
}

/** The switch's confirmation: what the plan costs after it. */
export function switchConfirmText(prices: readonly ProPriceFieldsFragment[], to: BillingInterval): string {
  const price = priceOf(prices, to);
  return price ? `${SWITCH_NOTE} From then on Pro costs ${priceText(price)}.` : SWITCH_NOTE;
}

/** The cancellation's confirmation. */
export function cancelConfirmText(sub: Pick<Sub, 'currentPeriodEnd'>): string {
  return `Pro keeps running until ${formatDay(sub.currentPeriodEnd)}, and no further payment is taken. Your credits stay yours. You can keep your plan until then.`;
}

/** The test clock is shown only in test mode with the local test checkout (the server refuses it elsewhere). */
export function showsTestClock(sub: Pick<SubscriptionFieldsFragment, 'testMode'>, mode: PaymentMode | null | undefined): boolean {
  return sub.testMode && mode === 'local';
}

/**
 * The invoices of Pro among the orders: kind `subscription`, except a checkout that ended unpaid
 * (expired), which never was an invoice. Newest first, as the server answers them.
 */
export function invoicesOf<T extends Pick<OrderHistoryRowFragment, 'kind' | 'status'>>(orders: readonly T[]): T[] {
  return orders.filter((o) => o.kind === 'subscription' && o.status !== 'expired');
}

/** What a change of the plan did, in a sentence, as the message after it says. */
export function changedText(
  action: 'switch' | 'cancel' | 'resume' | 'advance',
  sub: Pick<SubscriptionFieldsFragment, 'interval' | 'status' | 'currentPeriodEnd'> | null,
): string {
  if (!sub) return 'Your Pro plan has ended. You are on Starter now, and your credits stay yours.';
  if (action === 'switch') return `Pro is now billed ${intervalWord(sub.interval)}.`;
  if (action === 'cancel') return `Pro ends on ${formatDay(sub.currentPeriodEnd)}. You can keep it until then.`;
  if (action === 'resume') return 'Pro continues: it renews as before.';
  if (sub.status === 'past_due') return 'The test renewal was declined: the plan is past due.';
  return 'Renewed: the next period has begun and its credits have been added.';
}
