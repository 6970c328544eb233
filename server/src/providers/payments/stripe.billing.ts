import Stripe from 'stripe';
import { refundPaymentIntent } from './stripe.refund';
import type {
  BillingEvent,
  BillingInterval,
  InvoiceFacts,
  InvoiceReason,
  InvoiceRefundRequest,
  SubscriptionBilling,
  SubscriptionCheckoutCreated,
  SubscriptionCheckoutFacts,
  SubscriptionCheckoutRequest,
  SubscriptionFacts,
  SubscriptionState,
} from '../../modules/payments/billing-provider';
import { RefundRefusedError } from '../../modules/payments/payment-provider';

/** The Stripe price ids of the Pro plan, per interval (STRIPE_PRICE_PRO_MONTHLY / _YEARLY); unset ones are priced inline. */
export interface StripeBillingPrices {
  month?: string;
  year?: string;
}

/** Stripe's own ids; anything else is not worth a request. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;
const SUBSCRIPTION_ID = /^sub_\w+$/;
const INVOICE_ID = /^in_\w+$/;

/** The product an inline price (no configured price id) is named by, on the checkout page and the invoices. */
const PRODUCT_NAME = 'TalentLens Pro';

const CHECKOUT_STATUSES: readonly SubscriptionCheckoutFacts['status'][] = ['open', 'complete', 'expired'];
const INVOICE_STATUSES: readonly InvoiceFacts['status'][] = ['paid', 'open', 'void', 'uncollectible', 'draft'];
const INVOICE_REASONS: readonly InvoiceReason[] = ['subscription_create', 'subscription_cycle', 'subscription_update'];

/**
 * Stripe's subscription statuses folded into the ones this product acts on. `incomplete` (the first
 * payment not made yet) and `paused` (a trial ended without a card) grant nothing and end nothing.
 */
const STATES: Record<string, SubscriptionState> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  incomplete: 'incomplete',
  paused: 'incomplete',
};

/**
 * The subscriptions edge on Stripe Billing (docs/decisions.md, "Subscriptions"): Checkout in
 * subscription mode starts the plan, Stripe renews and invoices it, and what the server trusts is
 * only the subscription or invoice as Stripe reports it (retrieved with the secret key, or read from
 * a webhook whose signature StripePayments checked). It shares StripePayments' client, so its
 * pinned API version, timeout and retry.
 */
export class StripeBilling implements SubscriptionBilling {
  constructor(
    private readonly stripe: Stripe,
    private readonly prices: StripeBillingPrices = {},
  ) {}

  async createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<SubscriptionCheckoutCreated> {
    // One customer per account: the caller stores it and passes it back. The key is the account's,
    // so a retry after a lost answer (ours, or the SDK's own) answers the same customer, not a second.
    const customerId =
      request.customerId ??
      (
        await this.stripe.customers.create(
          { email: request.email, metadata: { userId: request.userId } },
          { idempotencyKey: `talentlens-customer-${request.userId}` },
        )
      ).id;
    const price = this.prices[request.interval];
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: request.userId,
      line_items: [
        price
          ? { quantity: 1, price }
          : {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                recurring: { interval: request.interval },
                product_data: { name: PRODUCT_NAME },
              },
            },
      ],
      // On the subscription, and so snapshotted on each of its invoices (parent.subscription_details
      // .metadata): the first invoice's payment finds the pending order by it.
      subscription_data: { metadata: { userId: request.userId, orderId: request.orderId } },
      metadata: { userId: request.userId, orderId: request.orderId, kind: 'subscription', interval: request.interval },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error(`Stripe created subscription checkout session ${session.id} without a url`);
    return { sessionId: session.id, url: session.url, customerId };
  }

  async retrieveSubscriptionCheckout(sessionId: string): Promise<SubscriptionCheckoutFacts | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const session = await orNull(this.stripe.checkout.sessions.retrieve(sessionId));
    if (!session) return null;
    return {
      sessionId: session.id,
      status: CHECKOUT_STATUSES.find((s) => s === session.status) ?? 'open',
      userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      subscriptionId: idOf(session.subscription),
      customerId: idOf(session.customer),
    };
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionFacts | null> {
    if (!SUBSCRIPTION_ID.test(subscriptionId)) return null;
    const subscription = await orNull(this.stripe.subscriptions.retrieve(subscriptionId));
    return subscription && subscriptionFacts(subscription);
  }

  async retrieveInvoice(invoiceId: string): Promise<InvoiceFacts | null> {
    if (!INVOICE_ID.test(invoiceId)) return null;
    const invoice = await orNull(this.stripe.invoices.retrieve(invoiceId));
    return invoice && invoiceFacts(invoice);
  }

  /**
   * Changes the plan's one item to the other interval's price. Stripe resets the billing date when
   * the interval changes and, with `always_invoice`, invoices at once the new period less the unused
   * time of the old one; that invoice then reports as paid, or failed, through the webhooks.
   */
  async switchInterval(subscriptionId: string, interval: BillingInterval, amountCents: number): Promise<SubscriptionFacts> {
    const current = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe's subscription ${subscriptionId} has no item to switch`);
    const price = this.prices[interval];
    let line: Stripe.SubscriptionUpdateParams.Item;
    if (price) {
      line = { id: item.id, price };
    } else {
      // An inline price needs a product: the one the plan is sold under already.
      const product = idOf(item.price.product);
      if (!product) throw new Error(`Stripe's subscription ${subscriptionId} has no product to price the switch under`);
      line = { id: item.id, price_data: { currency: current.currency, unit_amount: amountCents, recurring: { interval }, product } };
    }
    const updated = await this.stripe.subscriptions.update(subscriptionId, { items: [line], proration_behavior: 'always_invoice' });
    return subscriptionFacts(updated);
  }

  /**
   * Undoing also clears a `cancel_at` date (what Stripe's customer portal may set instead of
   * `cancel_at_period_end`): either one reads as cancelling (subscriptionFacts), so both must go.
   */
  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionFacts> {
    let updated = await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    if (!cancel && updated.cancel_at !== null) {
      updated = await this.stripe.subscriptions.update(subscriptionId, { cancel_at: '' });
    }
    return subscriptionFacts(updated);
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  /**
   * Refunds an invoice's payment, as StripePayments.refund does a checkout's: the invoice's paid
   * payment names the payment intent; the order is the idempotency key, and once Stripe has
   * forgotten the key, the refund this order made is found by its metadata.
   */
  async refundInvoice(request: InvoiceRefundRequest): Promise<{ refundId: string }> {
    if (!INVOICE_ID.test(request.invoiceId)) throw new RefundRefusedError('This is not a Stripe invoice.');
    let payments: Stripe.ApiList<Stripe.InvoicePayment>;
    try {
      payments = await this.stripe.invoicePayments.list({ invoice: request.invoiceId, limit: 10 });
    } catch (err) {
      if (isMissing(err)) throw new RefundRefusedError('Stripe does not know this invoice.');
      throw err;
    }
    const paid = payments.data.find((p) => p.status === 'paid' && p.payment.payment_intent);
    const paymentIntent = idOf(paid?.payment.payment_intent);
    if (!paymentIntent) throw new RefundRefusedError('Stripe has no payment for this invoice.');
    return refundPaymentIntent(this.stripe, {
      paymentIntent,
      amountCents: request.amountCents,
      orderId: request.orderId,
      metadata: { invoiceId: request.invoiceId },
    });
  }
}

/**
 * A verified Stripe event as a billing event, for the four types subscriptions act on; null for
 * any other type, and for an invoice that is not a subscription's.
 */
export function billingEventOf(event: Stripe.Event): BillingEvent | null {
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = invoiceFacts(event.data.object);
      if (!invoice) return null;
      return { kind: event.type === 'invoice.paid' ? 'invoice_paid' : 'invoice_payment_failed', eventId: event.id, invoice };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        kind: event.type === 'customer.subscription.updated' ? 'subscription_updated' : 'subscription_deleted',
        eventId: event.id,
        subscription: subscriptionFacts(event.data.object),
      };
    default:
      return null;
  }
}

/**
 * A subscription as the facts the port trusts. The plan is its first (only) item: its price says
 * the interval and amount, and, in this API version, the item carries the current period (older
 * versions had it on the subscription, read when the item has none). A status Stripe adds later
 * reads as `incomplete`, which grants nothing.
 */
function subscriptionFacts(subscription: Stripe.Subscription): SubscriptionFacts {
  const item = subscription.items.data[0] as Stripe.SubscriptionItem | undefined;
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const start = item?.current_period_start ?? legacy.current_period_start;
  const end = item?.current_period_end ?? legacy.current_period_end;
  if (start === undefined || end === undefined) {
    throw new Error(`Stripe reported subscription ${subscription.id} without a current period`);
  }
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    userId: subscription.metadata?.userId ?? null,
    state: STATES[subscription.status] ?? 'incomplete',
    interval: item?.price.recurring?.interval === 'year' ? 'year' : 'month',
    amountCents: (item?.price.unit_amount ?? 0) * (item?.quantity ?? 1),
    currency: subscription.currency,
    currentPeriodStart: new Date(start * 1000),
    currentPeriodEnd: new Date(end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

/** A subscription's invoice as the facts the port trusts; null for an invoice no subscription made. */
function invoiceFacts(invoice: Stripe.Invoice): InvoiceFacts | null {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  const customerId = idOf(invoice.customer);
  if (!subscriptionId || !customerId) return null;
  return {
    invoiceId: invoice.id,
    subscriptionId,
    customerId,
    // A null status (Stripe's previews) or one added later reads as a draft: nothing paid.
    status: INVOICE_STATUSES.find((s) => s === invoice.status) ?? 'draft',
    reason: INVOICE_REASONS.find((r) => r === invoice.billing_reason) ?? 'other',
    amountPaidCents: invoice.amount_paid,
    amountDueCents: invoice.amount_due,
    currency: invoice.currency,
    userId: details?.metadata?.userId ?? null,
    orderId: details?.metadata?.orderId ?? null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
    nextAttemptAt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
  };
}

/** The id of a field Stripe answers as an id, or as the object when expanded. */
function idOf(field: string | { id?: string } | null | undefined): string | null {
  if (typeof field === 'string') return field;
  return field?.id ?? null;
}

function isMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError && err.code === 'resource_missing';
}

/** The answer, or null when Stripe has no such object. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}
