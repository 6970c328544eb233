import dayjs from 'dayjs';
import type { InvoiceFacts, SubscriptionFacts } from '../payments/billing-provider';

/** A subscription e-mail's subject and lines (subscriptions.service.ts adds the greeting and the test-mode line). */
export interface SubscriptionMail {
  subject: string;
  lines: string[];
}

const day = (d: Date) => dayjs(d).format('MMM D, YYYY');
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The receipt of a paid invoice of Pro, once per invoice. */
export function receiptMail(orderId: string, credits: number, invoice: InvoiceFacts, facts: SubscriptionFacts): SubscriptionMail {
  const amount = money(invoice.amountPaidCents, invoice.currency);
  return {
    subject: `Your TalentLens Pro receipt: ${amount}`,
    lines: [
      `Thank you. Your Pro plan, billed ${facts.interval === 'year' ? 'yearly' : 'monthly'}, runs until ${day(facts.currentPeriodEnd)}.`,
      '',
      `Order: ${orderId}`,
      `Invoice: ${invoice.invoiceId}`,
      `Amount paid: ${amount}`,
      `Credits added: ${credits} (90 for each month of Pro)`,
      facts.cancelAtPeriodEnd ? 'It ends then: you cancelled it.' : `It renews on ${day(facts.currentPeriodEnd)}.`,
      '',
      'Your plan, its invoices and your card are on your account page.',
    ],
  };
}

/** A renewal that failed: the grace, and what to do. */
export function failureMail(graceUntil: Date, amountCents: number, currency: string): SubscriptionMail {
  return {
    subject: 'Your Pro renewal did not go through',
    lines: [
      `We could not take the payment of ${money(amountCents, currency)} for your Pro plan.`,
      `Pro keeps running until ${day(graceUntil)}. Update your card from your account page before then to keep it; after that the account is on Starter again. Your credits stay yours.`,
    ],
  };
}

/** The grace ended without a payment. */
export function endedMail(): SubscriptionMail {
  return {
    subject: 'Your Pro plan has ended',
    lines: [
      'The payment for your Pro plan did not come through in time, so the account is on Starter again. Your credits stay yours.',
      'You can take Pro again from the pricing page at any time.',
    ],
  };
}
