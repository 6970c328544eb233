/**
 * The subscriptions edge (docs/decisions.md, "Subscriptions"): what the payment provider does for
 * plans sold by subscription. Stripe Billing when its keys are set (providers/payments/
 * stripe.billing.ts), otherwise the local test checkout (providers/payments/local-checkout). The
 * server prices the plan; what it later trusts is only what the provider reports (a subscription or
 * invoice retrieved with the secret key, or read from a webhook whose signature was checked).
 */

export type BillingInterval = 'month' | 'year';

/** Stripe's subscription statuses, folded into the three this product acts on. */
export type SubscriptionState = 'active' | 'past_due' | 'canceled' | 'incomplete';

export interface SubscriptionCheckoutRequest {
  userId: string;
  email: string;
  /** The provider's customer of this account, when one was created before (one per account). */
  customerId: string | null;
  interval: BillingInterval;
  /** What one period costs, in cents (the server's price; Stripe uses the configured price id when there is one). */
  amountCents: number;
  currency: string;
  /** Our pending order for this checkout: echoed in the subscription's metadata, so its first invoice finds it. */
  orderId: string;
  /** `{CHECKOUT_SESSION_ID}` stands for the session's id. */
  successUrl: string;
  cancelUrl: string;
}

export interface SubscriptionCheckoutCreated {
  sessionId: string;
  url: string;
  /** The customer the checkout is for (created by this call when the account had none). */
  customerId: string;
}

/** A subscription as the provider reports it now. */
export interface SubscriptionFacts {
  subscriptionId: string;
  customerId: string;
  /** Our account (the subscription's metadata); null when the provider's record does not say. */
  userId: string | null;
  state: SubscriptionState;
  interval: BillingInterval;
  /** What one period costs now, in cents. */
  amountCents: number;
  currency: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The newest invoice's id, if any (the return page asks about it when the webhook is late). */
  latestInvoiceId: string | null;
}

/** Why an invoice was made (Stripe's `billing_reason`, folded). */
export type InvoiceReason = 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'other';

/** An invoice of a subscription as the provider reports it. */
export interface InvoiceFacts {
  invoiceId: string;
  subscriptionId: string;
  customerId: string;
  /** paid: the money is in; open: still to be paid (a failed attempt leaves it open); void/uncollectible: never. */
  status: 'paid' | 'open' | 'void' | 'uncollectible' | 'draft';
  reason: InvoiceReason;
  /** What was charged, in cents (a switch's proration may be less than a period's price, or 0). */
  amountPaidCents: number;
  amountDueCents: number;
  currency: string;
  /** The subscription's metadata echoed on the invoice: our account and the checkout's order. */
  userId: string | null;
  orderId: string | null;
  /** The provider's pages for the invoice (Stripe's hosted page and PDF); the local checkout serves its own. */
  hostedUrl: string | null;
  pdfUrl: string | null;
  /** When the provider will try again after a failed payment. */
  nextAttemptAt: Date | null;
}

/** What the provider reports about subscriptions (a verified webhook, or the local checkout's buttons). */
export type BillingEvent =
  | { kind: 'invoice_paid' | 'invoice_payment_failed'; eventId: string; invoice: InvoiceFacts }
  | { kind: 'subscription_updated' | 'subscription_deleted'; eventId: string; subscription: SubscriptionFacts };

/** A subscription checkout as the provider reports it: the subscription it made, once complete. */
export interface SubscriptionCheckoutFacts {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  userId: string | null;
  subscriptionId: string | null;
  customerId: string | null;
}

/** A refund of an invoice's payment, in full; idempotent per order. */
export interface InvoiceRefundRequest {
  orderId: string;
  invoiceId: string;
  amountCents: number;
}

export interface SubscriptionBilling {
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<SubscriptionCheckoutCreated>;
  /** Null when the provider has no such session. */
  retrieveSubscriptionCheckout(sessionId: string): Promise<SubscriptionCheckoutFacts | null>;
  /** Null when the provider has no such subscription. */
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionFacts | null>;
  /** Null when the provider has no such invoice. */
  retrieveInvoice(invoiceId: string): Promise<InvoiceFacts | null>;
  /** Monthly ↔ yearly, prorated as the provider computes it and invoiced at once (its invoice then reports as paid, or failed). */
  switchInterval(subscriptionId: string, interval: BillingInterval, amountCents: number): Promise<SubscriptionFacts>;
  /** Cancel at the end of the paid period (true), or undo that before then (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionFacts>;
  /** The provider's customer portal (card, invoices, cancellation), coming back to `returnUrl`. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** Gives an invoice's payment back; asked again for the same order it answers the same refund. */
  refundInvoice(request: InvoiceRefundRequest): Promise<{ refundId: string }>;
  /**
   * Test mode only (the local test checkout): what a Stripe test clock does, the subscription's next
   * renewal now, charged to the test card given; its events are reported like a webhook's.
   */
  advanceRenewal?(subscriptionId: string, card: 'success' | 'decline'): Promise<void>;
}
