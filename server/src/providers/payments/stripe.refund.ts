import Stripe from 'stripe';
import { RefundRefusedError, type RefundDone } from '../../modules/payments/payment-provider';

/**
 * Refunds a payment intent for one order, the way both Stripe adapters do (a checkout's payment,
 * an invoice's): the order is the idempotency key, so a retry answers the same refund while Stripe
 * keeps the key (24 hours); later, Stripe refuses to refund a refunded payment again, and the refund
 * this order made is found by its metadata. A refusal is a RefundRefusedError; anything else means
 * Stripe could not be asked.
 */
export async function refundPaymentIntent(
  stripe: Stripe,
  request: { paymentIntent: string; amountCents: number; orderId: string; metadata: Record<string, string> },
): Promise<RefundDone> {
  let refund: Stripe.Refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: request.paymentIntent,
        amount: request.amountCents,
        reason: 'requested_by_customer',
        metadata: { orderId: request.orderId, ...request.metadata },
      },
      { idempotencyKey: `talentlens-refund-${request.orderId}` },
    );
  } catch (err) {
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
    if (err.code === 'charge_already_refunded') {
      const refunds = await stripe.refunds.list({ payment_intent: request.paymentIntent, limit: 100 });
      const ours = refunds.data.find((r) => r.metadata?.orderId === request.orderId && r.status !== 'failed' && r.status !== 'canceled');
      if (ours) return { refundId: ours.id };
      throw new RefundRefusedError('Stripe says this payment was refunded already, outside TalentLens.');
    }
    throw new RefundRefusedError(`Stripe refused the refund: ${err.message}`);
  }
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new RefundRefusedError(
      `Stripe's refund ${refund.id} ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ''}.`,
    );
  }
  return { refundId: refund.id };
}
