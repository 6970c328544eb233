import Stripe from 'stripe';
import { refundPaymentIntent } from './stripe.refund';
import {
  RefundRefusedError,
  WebhookSignatureError,
  type CheckoutCreated,
  type CheckoutFacts,
  type CheckoutPaymentStatus,
  type CheckoutRequest,
  type CheckoutStatus,
  type PaymentEvent,
  type PaymentProvider,
  type RefundDone,
  type RefundRequest,
} from '../../modules/payments/payment-provider';
import { StripeBilling, billingEventOf, type StripeBillingPrices } from './stripe.billing';

export interface StripePaymentsOptions {
  /** `sk_...` or a restricted `rk_...` key; a `_test_` key moves no money. */
  secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_...`). */
  webhookSecret: string;
  /** The Pro plan's Stripe price ids per interval; an interval without one is priced inline by the server. */
  prices?: StripeBillingPrices;
  /** Where the API is, and how long to wait for it; only tests set it (a local HTTP server). Production talks to api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https'; timeout?: number };
}

/** Stripe's own ids are `cs_test_...` / `cs_live_...`; anything else is not worth a request. */
const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

const CHECKOUT_STATUSES: readonly CheckoutStatus[] = ['open', 'complete', 'expired'];
const PAYMENT_STATUSES: readonly CheckoutPaymentStatus[] = ['paid', 'unpaid', 'no_payment_required'];

/** The Checkout events fulfilment acts on; every other type is acknowledged and ignored. */
const EVENT_KINDS = {
  'checkout.session.completed': 'completed',
  'checkout.session.async_payment_succeeded': 'async_payment_succeeded',
  'checkout.session.async_payment_failed': 'async_payment_failed',
  'checkout.session.expired': 'expired',
} as const;

/**
 * The payments edge on Stripe Checkout (docs/decisions.md, "Payments"): the server prices the
 * package and creates the session; what it later trusts is only the session as Stripe reports it,
 * retrieved with the secret key or read from a webhook whose signature was checked.
 */
export class StripePayments implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly testMode: boolean;
  /** Stripe Billing for the Pro plan, on the same client (stripe.billing.ts). */
  readonly billing: StripeBilling;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripePaymentsOptions) {
    if (!options.secretKey) throw new Error('StripePayments: the secret key is empty');
    // An empty HMAC key is one anybody can sign with: refuse it rather than accept forged webhooks.
    if (!options.webhookSecret) throw new Error('StripePayments: the webhook signing secret is empty');
    this.testMode = /^(sk|rk)_test_/.test(options.secretKey);
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      // Pinned, so the answers' shape is the one these typings (and the mapping below) describe.
      apiVersion: '2026-10-28.endive',
      // Network retries are safe for creates too: the SDK sends an idempotency key with them.
      maxNetworkRetries: 1,
      // A user is waiting on the checkout button; the SDK's default (80 s) is far too long. Stripe
      // answers in a second or two: a Stripe that does not answer in 5 s (twice, with the retry)
      // makes the button answer 503 with Retry-After in about 11 s at worst.
      timeout: 5_000,
      ...(options.api ?? {}),
    });
    this.billing = new StripeBilling(this.stripe, options.prices ?? {});
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutCreated> {
    const { item } = request;
    // Echoed on the session and on its payment intent, so an order can be rebuilt from Stripe's side
    // (fulfilment.service.ts, rebuildOrder) and a payment found in the dashboard names its buyer.
    const metadata = { userId: request.userId, packageId: String(item.packageId), credits: String(item.credits) };
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: item.currency.toLowerCase(),
            unit_amount: item.amountCents,
            product_data: { name: `${item.credits} TalentLens ${item.credits === 1 ? 'credit' : 'credits'}` },
          },
        },
      ],
      client_reference_id: request.userId,
      customer_email: request.email,
      metadata,
      payment_intent_data: { metadata },
      // `{CHECKOUT_SESSION_ID}` in the success URL is Stripe's template: it fills it in itself.
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    if (!session.url) throw new Error(`Stripe created checkout session ${session.id} without a url`);
    return { sessionId: session.id, url: session.url };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutFacts | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    try {
      return checkoutFacts(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError && err.code === 'resource_missing') return null;
      throw err;
    }
  }

  /**
   * Refunds an order's payment: the checkout session names its payment intent, which is refunded
   * by the amount. The idempotency key is the order's, so a retry (the SDK's own, or staff asking
   * again after a failure) answers the same refund while Stripe keeps the key (24 hours); later,
   * Stripe refuses to refund a refunded payment again, and the refund this order made is found by
   * its metadata. The staff member's reason stays in the audit log: a retry must send the same
   * parameters as the first try, whoever asks and in whatever words.
   */
  async refund(request: RefundRequest): Promise<RefundDone> {
    if (!SESSION_ID.test(request.sessionId)) throw new RefundRefusedError('This is not a Stripe checkout session.');
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(request.sessionId);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeError && err.code === 'resource_missing') {
        throw new RefundRefusedError('Stripe does not know this checkout session.');
      }
      throw err;
    }
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    if (!paymentIntent) throw new RefundRefusedError('Stripe has no payment for this checkout session.');
    return refundPaymentIntent(this.stripe, {
      paymentIntent,
      amountCents: request.amountCents,
      orderId: request.orderId,
      metadata: { checkoutSessionId: request.sessionId },
    });
  }

  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      // The raw bytes as received: a re-serialised body would not match the signature. The default
      // tolerance (300 s) refuses replays of old deliveries.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (err) {
      // The SDK's messages are long and about our setup; the caller only needs "not Stripe's".
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new WebhookSignatureError('invalid Stripe webhook signature');
      }
      throw err;
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A subscription's checkout grants nothing itself: its first invoice's invoice.paid does
        // (below). Read as a package checkout, it would be fulfilled as one.
        if (event.data.object.mode === 'subscription') return { kind: 'ignored', eventId: event.id, type: event.type };
        return { kind: EVENT_KINDS[event.type], eventId: event.id, session: checkoutFacts(event.data.object) };
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return { kind: EVENT_KINDS[event.type], eventId: event.id, session: checkoutFacts(event.data.object) };
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const billing = billingEventOf(event);
        // An invoice no subscription made (none is sent from TalentLens) is nothing billing acts on.
        if (!billing) return { kind: 'ignored', eventId: event.id, type: event.type };
        return { kind: 'billing', eventId: event.id, event: billing };
      }
      default:
        return { kind: 'ignored', eventId: event.id, type: event.type };
    }
  }
}

/**
 * A Checkout Session as the facts fulfilment trusts, for both a retrieved session and a webhook's.
 * A status Stripe adds later (or a null one) reads as the state that grants nothing: open, unpaid.
 */
function checkoutFacts(session: Stripe.Checkout.Session): CheckoutFacts {
  return {
    sessionId: session.id,
    status: CHECKOUT_STATUSES.find((s) => s === session.status) ?? 'open',
    paymentStatus: PAYMENT_STATUSES.find((s) => s === session.payment_status) ?? 'unpaid',
    userId: session.client_reference_id ?? session.metadata?.userId ?? null,
    packageId: positiveInteger(session.metadata?.packageId),
    amountTotalCents: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}

function positiveInteger(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9][0-9]*$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}
