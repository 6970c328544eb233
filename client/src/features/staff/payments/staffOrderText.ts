import type { OrderStatus, PaymentProvider } from '../../../graphql/generated';
import { creditsText, formatAmount, orderWhat } from '../../payments/paymentText';

/**
 * The words of the staff payments page, kept apart from React so that they are tested on their
 * own (client/test/staffOrderText.test.ts).
 */

/** The status filter's choices, in the order a person looks for them. */
export const STATUS_CHOICES: OrderStatus[] = ['completed', 'pending', 'failed', 'expired', 'refunded'];

const PROVIDERS: Record<PaymentProvider, string> = { stripe: 'Stripe', local: 'Local test checkout' };

/** The payment provider in words; one newer than this client as it is. */
export function providerLabel(provider: PaymentProvider): string {
  return (PROVIDERS as Partial<Record<string, string>>)[provider] ?? provider;
}

/** Only a completed order can be refunded (the server refuses the others too). */
export function canRefund(order: { status: OrderStatus }): boolean {
  return order.status === 'completed';
}

/** 'Package 2 · 44 credits'; an invoice of Pro 'Pro (yearly) · 90 credits'. */
export function packageText(order: { kind: string; packageId: number | null; billingInterval: string | null; credits: number }): string {
  return `${orderWhat(order)} · ${creditsText(order.credits)}`;
}

/**
 * The refund dialog's plain words on what happens; for an invoice of Pro also that the subscription
 * itself goes on (the refund ends nothing: the account keeps Pro until it is cancelled).
 */
export function refundConsequence(order: {
  amount: number;
  currency: string;
  credits: number;
  kind?: string;
  user: { email: string };
}): string {
  const text =
    `This refunds the full ${formatAmount(order.amount, order.currency)} to ${order.user.email} through the payment provider ` +
    `and takes back the ${creditsText(order.credits)} of this order, as far as they have not been spent. It cannot be undone.`;
  return order.kind === 'subscription' ? `${text} The Pro subscription itself is not cancelled.` : text;
}
