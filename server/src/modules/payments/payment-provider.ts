import type { BillingEvent, SubscriptionBilling } from './billing-provider';
import type { PaymentProviderKind } from './payment-order.entity';

/** What a checkout sells: one credit package, priced by the server. */
export interface CheckoutItem {
  packageId: number;
  credits: number;
  amountCents: number;
  currency: string;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  item: CheckoutItem;
  /** Where the provider sends the browser after paying; `{CHECKOUT_SESSION_ID}` stands for the session's id. */
  successUrl: string;
  /** Where it sends the browser after cancelling. */
  cancelUrl: string;
}

export interface CheckoutCreated {
  sessionId: string;
  /** The provider's hosted checkout page. */
  url: string;
}

/** Stripe's words, which both adapters use. */
export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/**
 * A checkout session as the payment provider itself reports it (retrieved from it, or read from a
 * signature-checked event): the only facts fulfilment trusts.
 */
export interface CheckoutFacts {
  sessionId: string;
  status: CheckoutStatus;
  paymentStatus: CheckoutPaymentStatus;
  /** The user the session was created for (Stripe's `client_reference_id`). */
  userId: string | null;
  /** The package the server priced (the session's metadata). */
  packageId: number | null;
  /** What the customer was charged, in cents, and in which currency. */
  amountTotalCents: number | null;
  currency: string | null;
}

/**
 * What happened to a checkout, as the provider tells it (Stripe's Checkout events; the local
 * checkout's Pay, decline and Cancel):
 * - `completed`: the customer finished checkout; paid at once, or (`paymentStatus` unpaid) a
 *   delayed method whose outcome comes later;
 * - `async_payment_succeeded` / `async_payment_failed`: that later outcome;
 * - `expired`: the session ended without a payment;
 * - `declined`: a card was refused (the session stays open, nothing was charged);
 * - `ignored`: an event of a kind fulfilment does not act on.
 */
export type PaymentEvent =
  | {
      kind: 'completed' | 'async_payment_succeeded' | 'async_payment_failed' | 'expired' | 'declined';
      eventId: string;
      session: CheckoutFacts;
    }
  /** A subscription's invoice or its state changed (subscriptions.service.ts handles it). */
  | { kind: 'billing'; eventId: string; event: BillingEvent }
  | { kind: 'ignored'; eventId: string; type: string };

/** Thrown by `readWebhook` when the signature does not hold: the request is not the provider's. */
export class WebhookSignatureError extends Error {}

/** A refund of one order's payment, in full. */
export interface RefundRequest {
  /** The order refunded: the provider's idempotency key, so asking again never refunds twice. */
  orderId: string;
  /** The checkout session that took the payment. */
  sessionId: string;
  /** How much to give back, in the currency's smallest unit. */
  amountCents: number;
}

export interface RefundDone {
  /** The provider's refund id (Stripe's `re_...`). */
  refundId: string;
}

/**
 * Thrown by `refund` when the provider answered and refused: the payment cannot be refunded (it
 * was refunded elsewhere already, or is not a paid payment). Nothing was refunded. Any other error
 * means the provider could not be asked, or did not answer.
 */
export class RefundRefusedError extends Error {}

/**
 * The payments edge (docs/decisions.md, "Payments"). Adapters live in providers/payments: Stripe
 * Checkout when its keys are set, otherwise the local test checkout.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Whether no money moves: the local checkout, or Stripe with test keys (`kind` tells them apart). */
  readonly testMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
  /** The session as the provider knows it now; null when it has no such session. */
  retrieveCheckout(sessionId: string): Promise<CheckoutFacts | null>;
  /**
   * A webhook delivery, verified on its raw body against its signature header. Throws
   * WebhookSignatureError when the signature does not hold. Absent when the provider sends none
   * (the local checkout reports in-process, through the same handler).
   */
  readWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /**
   * Gives an order's payment back to the customer. Idempotent per order: asked again for the same
   * order (a retry after a failure), it answers the refund it made, never a second one. Throws
   * RefundRefusedError when the provider refuses. Absent when the provider cannot refund.
   */
  refund?(request: RefundRequest): Promise<RefundDone>;
  /** Plans sold by subscription (docs/decisions.md, "Subscriptions"); absent when the provider cannot. */
  readonly billing?: SubscriptionBilling;
}
