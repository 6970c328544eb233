import { formatAmount } from './money';
import type { PaymentOrder } from './payment-order.entity';

type RefundedOrder = Pick<PaymentOrder, 'amountCents' | 'currency' | 'credits' | 'refundedCredits'>;

/**
 * What a refund did, in words for the staff area: the money given back and the credits taken
 * back, or why fewer (or none) were: the user had spent them.
 */
export function refundSummary(order: RefundedOrder): string {
  const amount = formatAmount(order.amountCents, order.currency);
  const taken = order.refundedCredits ?? 0;
  const bought = `${order.credits} ${order.credits === 1 ? 'credit' : 'credits'}`;
  if (taken >= order.credits) return `Refunded ${amount} and took back the ${bought} bought.`;
  if (taken === 0) return `Refunded ${amount}; no credits were taken back: the user had none left.`;
  return `Refunded ${amount} and took back ${taken} of the ${bought} bought: the user had only ${taken} left.`;
}
