import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type DataSource } from 'typeorm';
import type { Clock } from '../../../common/clock';
import {
  RefundRefusedError,
  type CheckoutCreated,
  type CheckoutFacts,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  type RefundDone,
  type RefundRequest,
} from '../../../modules/payments/payment-provider';
import { LocalBilling, SESSION_HOURS } from './local-billing';
import { LocalCheckoutSession } from './local-checkout.entity';

/** The test cards of the local checkout page: one that pays, one that is declined (Stripe's test numbers). */
export const TEST_CARDS = {
  success: { number: '4242 4242 4242 4242', label: 'Payment succeeds' },
  decline: { number: '4000 0000 0000 0002', label: 'Card declined' },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

/** The ended page's note for a Pay on a checkout that ended first (cancelled, or expired). */
export const ENDED_UNPAID_NOTE = 'This checkout ended before the payment went through, so nothing was charged.';
/** The ended page's note for a Cancel on a checkout that was paid first. */
export const PAID_NOT_CANCELLED_NOTE = 'This checkout was paid before it could be cancelled, so it was not cancelled.';

/** What pressing a button on the checkout page did: where the browser goes next, or the page again with a note. */
export type CheckoutAction = { redirect: string } | { show: LocalCheckoutSession; note?: string; card?: TestCard } | { missing: true };

/**
 * The local test checkout (docs/decisions.md, "Payments"): a hosted checkout page served by the
 * app itself, for a machine with no Stripe account. It moves no money. Paying reports the same
 * events a Stripe webhook would, to the same handler, so fulfilment runs the same code with the
 * same idempotency.
 */
export class LocalCheckoutProvider implements PaymentProvider {
  readonly kind = 'local' as const;
  readonly testMode = true;
  /** Subscriptions, as Stripe Billing keeps them (local-billing.ts). */
  readonly billing: LocalBilling;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {
    this.billing = new LocalBilling(ds, clock);
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutCreated> {
    const id = `cs_test_local_${randomBytes(24).toString('hex')}`;
    const now = this.clock.now();
    await this.ds.getRepository(LocalCheckoutSession).insert({
      id,
      userId: request.userId,
      email: request.email,
      packageId: request.item.packageId,
      credits: request.item.credits,
      amountCents: request.item.amountCents,
      currency: request.item.currency,
      successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancelUrl: request.cancelUrl,
      expiresAt: new Date(now.getTime() + SESSION_HOURS * 3_600_000),
    });
    // A path on this app, not an absolute URL: the browser stays on the origin it came from
    // (127.0.0.1 or localhost alike), where its session cookie is.
    return { sessionId: id, url: `/checkout/test/${id}` };
  }

  async retrieveCheckout(sessionId: string): Promise<CheckoutFacts | null> {
    const session = await this.find(sessionId);
    return session ? factsOf(session) : null;
  }

  /** The session as its page shows it, expired once its time is up. */
  async find(sessionId: string): Promise<LocalCheckoutSession | null> {
    if (!/^cs_test_local_[0-9a-f]{48}$/.test(sessionId)) return null;
    const session = await this.ds.getRepository(LocalCheckoutSession).findOne({ where: { id: sessionId } });
    if (session && session.status === 'open' && session.expiresAt.getTime() <= this.clock.now().getTime()) session.status = 'expired';
    return session;
  }

  /**
   * Pay with a test card. The decline card is refused and the checkout stays open, as on Stripe.
   * The success card completes the session (once: a second press finds it complete) and reports
   * `completed` to `report`, which runs fulfilment; the browser then goes to the success URL,
   * where the result page reads the order from the server. Each answer says what happened to the
   * session (docs/decisions.md, "Payments"): a Pay that loses to a Cancel pressed at the same time
   * shows the ended checkout (nothing charged), never the cancel page as if it had cancelled.
   */
  async pay(sessionId: string, card: TestCard, report: (event: PaymentEvent) => Promise<unknown>): Promise<CheckoutAction> {
    const session = await this.find(sessionId);
    if (!session) return { missing: true };
    if (session.status === 'complete') return { redirect: pathOf(session.successUrl) };
    if (session.status === 'expired') return { show: session, note: ENDED_UNPAID_NOTE };
    if (card === 'decline') {
      await report({ kind: 'declined', eventId: `evt_local_${randomBytes(12).toString('hex')}`, session: factsOf(session) });
      return { show: session, note: 'Your card was declined. No money was taken. Try the other test card, or cancel.', card };
    }
    const completed = await this.ds
      .getRepository(LocalCheckoutSession)
      .update({ id: session.id, status: 'open' }, { status: 'complete', paymentStatus: 'paid' });
    if (!completed.affected) {
      // Another press changed the session first: say what it did.
      const now = (await this.find(sessionId)) ?? session;
      return now.status === 'complete' ? { redirect: pathOf(now.successUrl) } : { show: now, note: ENDED_UNPAID_NOTE };
    }
    const paid: LocalCheckoutSession = { ...session, status: 'complete', paymentStatus: 'paid' };
    // A checkout of Pro starts its subscription, whose paid first invoice is what grants (as on Stripe).
    if (session.mode === 'subscription') {
      await this.billing.startFromCheckout(paid);
      return { redirect: pathOf(session.successUrl) };
    }
    await report({ kind: 'completed', eventId: `evt_local_${randomBytes(12).toString('hex')}`, session: factsOf(paid) });
    return { redirect: pathOf(session.successUrl) };
  }

  /**
   * Refunds a paid session: no money moves here, the refund is recorded on the session (which stays
   * complete, as a refunded Stripe session does). Idempotent: the refund id is derived from the
   * session, and a second call keeps the first time.
   */
  async refund(request: RefundRequest): Promise<RefundDone> {
    const session = await this.find(request.sessionId);
    if (!session || session.mode !== 'payment' || session.status !== 'complete' || session.paymentStatus !== 'paid') {
      throw new RefundRefusedError('The test checkout has no paid payment for this order.');
    }
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0 || request.amountCents > session.amountCents) {
      throw new RefundRefusedError('A refund cannot be more than was paid.');
    }
    await this.ds.getRepository(LocalCheckoutSession).update({ id: session.id, refundedAt: IsNull() }, { refundedAt: this.clock.now() });
    return { refundId: `re_test_local_${createHash('sha256').update(session.id).digest('hex').slice(0, 24)}` };
  }

  /**
   * Cancel: the checkout ends without a payment and the browser goes to the cancel URL. A session
   * paid already (by a Pay pressed first, or at the same time) is not cancelled: the page says so,
   * with a link to the payment's result, rather than sending the browser to the cancel page.
   */
  async cancel(sessionId: string, report: (event: PaymentEvent) => Promise<unknown>): Promise<CheckoutAction> {
    const session = await this.find(sessionId);
    if (!session) return { missing: true };
    if (session.status === 'complete') return { show: session, note: PAID_NOT_CANCELLED_NOTE };
    const ended = await this.ds.getRepository(LocalCheckoutSession).update({ id: session.id, status: 'open' }, { status: 'expired' });
    if (!ended.affected) {
      const now = (await this.find(sessionId)) ?? session;
      if (now.status === 'complete') return { show: now, note: PAID_NOT_CANCELLED_NOTE };
      return { redirect: pathOf(now.cancelUrl) };
    }
    await report({
      kind: 'expired',
      eventId: `evt_local_${randomBytes(12).toString('hex')}`,
      session: factsOf({ ...session, status: 'expired' }),
    });
    return { redirect: pathOf(session.cancelUrl) };
  }
}

function factsOf(session: LocalCheckoutSession): CheckoutFacts {
  return {
    sessionId: session.id,
    status: session.status,
    paymentStatus: session.paymentStatus,
    userId: session.userId,
    packageId: session.packageId,
    amountTotalCents: session.amountCents,
    currency: session.currency,
  };
}

/**
 * The return URL's path and query: the checkout page is the app's own, so the browser stays on the
 * origin it is on (127.0.0.1 or localhost alike), with its session cookie.
 */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
