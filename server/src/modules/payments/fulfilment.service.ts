import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { isDatabaseUnavailable } from '../../common/database-errors';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { Logger } from '../../common/logger';
import type { Mailer } from '../auth/mailer';
import type { CreditsService } from '../credits/credits.service';
import type { UsersService } from '../users/users.service';
import type { PaymentOrder } from './payment-order.entity';
import type { BillingEvent } from './billing-provider';
import { WebhookSignatureError, type CheckoutFacts, type PaymentEvent, type PaymentProvider } from './payment-provider';
import { BAD_SIGNATURE_MESSAGE, EXPIRED_REASON, WEBHOOKS_NOT_CONFIGURED_MESSAGE } from './payments.messages';
import { PaymentsRepository, releaseReconcileLock, tryReconcileLock } from './payments.repository';
import { sessionConnection } from '../../common/session-connection';
import { isOwnDatabaseError } from './provider-errors';
import { receiptMail } from './receipt';

/** A purchase keeps the plan running at least this long from the purchase (docs/decisions.md). */
export const PLAN_DAYS_AFTER_PURCHASE = 30;

/** What a webhook delivery did, for the provider's log (and the tests). */
export type EventOutcome =
  'fulfilled' | 'already_fulfilled' | 'pending' | 'failed' | 'expired' | 'declined' | 'ignored' | 'unknown_session' | BillingOutcome;

/** What a subscription event did (subscriptions.service.ts). */
export type BillingOutcome =
  'granted' | 'already_handled' | 'renewal_failed' | 'subscription_updated' | 'subscription_ended' | 'unknown_subscription';

/** The subscriptions module's handler of billing events: set at wiring (services.ts), so payments does not import it. */
export type BillingEventHandler = (event: BillingEvent, eventId: string) => Promise<BillingOutcome>;

/** What one round of the reconciler did (docs/decisions.md, "Payments"). */
export interface ReconcileOutcome {
  /** Pending orders asked about at the provider. */
  checked: number;
  /** Paid sessions whose credits this round granted. */
  fulfilled: number;
  /** Sessions that ended without a payment, their orders closed as expired. */
  expired: number;
  /** Whether another process held the lock, so this one did nothing. */
  skipped: boolean;
}

export interface ReconcileOptions {
  /** Orders younger than this are left to the webhook and the browser's return. */
  minAgeSeconds: number;
  /** At most this many orders per round. */
  batchSize: number;
}

/** What granting a session did. */
export type Fulfilment =
  | { kind: 'fulfilled' | 'already_fulfilled'; order: PaymentOrder }
  | { kind: 'not_paid' }
  | { kind: 'unknown_session' }
  | { kind: 'mismatch'; order: PaymentOrder };

/**
 * Fulfilment of paid checkouts (docs/decisions.md, "Payments"): credits are granted only for a
 * checkout session the payment provider itself reports as paid (a signature-checked webhook, the
 * session retrieved from the provider by the return page or the reconciler), for the package and
 * price the server set when it created the session. Fulfilment is one transaction per checkout
 * session, serialised on its order row: webhook, return page, retries and replays together grant
 * exactly once. Failed, expired and declined checkouts are recorded here too.
 */
export class FulfilmentService {
  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    /** Null when no payment provider is configured (production without Stripe or the local checkout). */
    private readonly provider: PaymentProvider | null,
    private readonly logger: Pick<Logger, 'warn' | 'error' | 'info'>,
  ) {}

  private billingHandler: BillingEventHandler | null = null;

  /** Who handles subscription events (the subscriptions module, wired in services.ts). */
  onBillingEvent(handler: BillingEventHandler): void {
    this.billingHandler = handler;
  }

  /**
   * What the provider reports (a verified webhook delivery, or the local checkout's buttons):
   * a paid checkout is fulfilled; a failed, expired or declined one is recorded and grants nothing.
   */
  async handleEvent(event: PaymentEvent): Promise<EventOutcome> {
    if (event.kind === 'ignored') return 'ignored';
    if (event.kind === 'billing') return this.billingHandler ? this.billingHandler(event.event, event.eventId) : 'ignored';
    const facts = event.session;
    switch (event.kind) {
      case 'completed':
      case 'async_payment_succeeded': {
        if (facts.status === 'complete' && facts.paymentStatus === 'unpaid') return 'pending';
        const outcome = await this.fulfil(facts);
        if (outcome.kind === 'not_paid') return 'pending';
        if (outcome.kind === 'mismatch') return 'failed';
        return outcome.kind;
      }
      case 'async_payment_failed':
        return (await this.close(facts.sessionId, 'failed', 'The payment failed.')) ? 'failed' : 'unknown_session';
      case 'expired':
        return (await this.close(facts.sessionId, 'expired', EXPIRED_REASON)) ? 'expired' : 'unknown_session';
      case 'declined':
        return (await this.noteDecline(facts.sessionId)) ? 'declined' : 'unknown_session';
    }
  }

  /**
   * What the local checkout's buttons report, handled like a webhook delivery, except that a
   * failure does not fail the button: the session's own record already says what happened (paid,
   * or ended), so the browser goes on to the result page, which reads the order's state, and the
   * reconciler (`reconcile`) finishes the fulfilment without it. The failure is logged.
   */
  async handleCheckoutEvent(event: PaymentEvent): Promise<EventOutcome | 'deferred'> {
    try {
      return await this.handleEvent(event);
    } catch (err) {
      this.logger.error(
        { err, eventId: event.eventId, kind: event.kind },
        'handling a checkout event failed; the payments reconciler finishes it',
      );
      return 'deferred';
    }
  }

  /**
   * A webhook delivery: verified on its raw body by the provider's adapter, then handled like any
   * event. A signature that does not hold changes nothing (BAD_USER_INPUT).
   */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<EventOutcome> {
    if (!this.provider?.readWebhook) throw AppError.notFound(WEBHOOKS_NOT_CONFIGURED_MESSAGE);
    let event: PaymentEvent;
    try {
      event = this.provider.readWebhook(rawBody, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw AppError.badInput(BAD_SIGNATURE_MESSAGE);
      throw err;
    }
    const outcome = await this.handleEvent(event);
    this.logger.info({ eventId: event.eventId, kind: event.kind, outcome }, 'payment webhook handled');
    return outcome;
  }

  /**
   * One round of reconciliation (docs/decisions.md, "Payments"): the pending orders older than
   * `minAgeSeconds` (at most `batchSize`, checked longest ago first) are asked about at the
   * provider, without any browser: a paid session is fulfilled through the same exactly-once
   * fulfilment as the webhook and the return page (a paid checkout whose fulfilment failed, or never
   * ran, gets its credits here), one that ended unpaid closes its order as expired, and one still
   * open or clearing stays pending. One process at a time runs a round (an advisory lock; the
   * others skip it). A provider that cannot be reached ends the round early; the next one retries.
   */
  async reconcile(options: ReconcileOptions): Promise<ReconcileOutcome> {
    const outcome: ReconcileOutcome = { checked: 0, fulfilled: 0, expired: 0, skipped: false };
    const provider = this.provider;
    if (!provider) return outcome;
    const session = await sessionConnection(this.ds);
    try {
      if (!(await tryReconcileLock(session))) return { ...outcome, skipped: true };
      try {
        const repo = new PaymentsRepository(this.ds);
        const before = new Date(this.clock.now().getTime() - options.minAgeSeconds * 1000);
        const sessions = await repo.pendingSessions(provider.kind, before, options.batchSize);
        const stillPending: string[] = [];
        for (const sessionId of sessions) {
          let facts: CheckoutFacts | null;
          try {
            facts = await provider.retrieveCheckout(sessionId);
          } catch (err) {
            if (isOwnDatabaseError(err)) throw err;
            this.logger.warn({ err, provider: provider.kind, sessionId }, 'reconciling payments: the provider could not be reached');
            break;
          }
          outcome.checked += 1;
          let done: Awaited<ReturnType<FulfilmentService['reconcileOne']>>;
          try {
            done = facts ? await this.reconcileOne(facts) : 'pending';
          } catch (err) {
            // The database away ends the round; an order that fails on its own is logged and goes
            // to the back of the queue (touched), so it never holds up the others.
            if (isDatabaseUnavailable(err)) throw err;
            this.logger.error({ err, sessionId }, 'reconciling a payment failed; it is tried again in a later round');
            done = 'pending';
          }
          if (done === 'fulfilled') outcome.fulfilled += 1;
          else if (done === 'expired') outcome.expired += 1;
          else if (done === 'pending') stillPending.push(sessionId);
        }
        await repo.touchPending(stillPending);
      } finally {
        await releaseReconcileLock(session);
      }
    } finally {
      await session.release();
    }
    if (outcome.fulfilled > 0 || outcome.expired > 0) this.logger.info(outcome, 'reconciled pending payments');
    return outcome;
  }

  /** One session as the provider reports it: fulfilled (by this call), expired, pending, or nothing to do. */
  private async reconcileOne(facts: CheckoutFacts): Promise<'fulfilled' | 'expired' | 'pending' | 'done'> {
    if (facts.status === 'expired')
      return (await new PaymentsRepository(this.ds).closePendingBySession(facts.sessionId, EXPIRED_REASON)) ? 'expired' : 'done';
    if (facts.status !== 'complete' || facts.paymentStatus !== 'paid') return 'pending';
    const fulfilment = await this.fulfil(facts);
    if (fulfilment.kind === 'fulfilled') return 'fulfilled';
    return fulfilment.kind === 'mismatch' ? 'pending' : 'done';
  }

  /**
   * Grants a paid session's order once. The order row is locked first, so concurrent deliveries of
   * one session wait for each other and the later ones find it completed. A session whose pending
   * order never got written (the app stopped right after the provider created it) is rebuilt from
   * the session's own metadata and the server's package.
   */
  async fulfil(facts: CheckoutFacts): Promise<Fulfilment> {
    if (facts.status !== 'complete' || facts.paymentStatus !== 'paid') return { kind: 'not_paid' };
    const now = this.clock.now();
    const outcome = await this.ds.transaction(async (manager): Promise<Fulfilment> => {
      const repo = new PaymentsRepository(manager);
      const order = (await repo.lockOrderBySession(facts.sessionId)) ?? (await this.rebuildOrder(manager, facts));
      if (!order) return { kind: 'unknown_session' };
      // A refunded order was fulfilled before its refund: a late or replayed delivery grants nothing again.
      if (order.status === 'completed' || order.status === 'refunded') return { kind: 'already_fulfilled', order };
      const currency = facts.currency?.toLowerCase() ?? null;
      if (facts.userId !== order.userId || facts.amountTotalCents !== order.amountCents || currency !== order.currency) {
        return { kind: 'mismatch', order };
      }
      await this.credits.grant(manager, order.credits, { userId: order.userId, reason: 'purchase', reference: order.id });
      await this.users.extendPlan(manager, order.userId, now, PLAN_DAYS_AFTER_PURCHASE);
      await repo.markCompleted(order.id, now);
      return { kind: 'fulfilled', order: { ...order, status: 'completed', completedAt: now, failureReason: null } };
    });
    if (outcome.kind === 'mismatch') {
      this.logger.error(
        { sessionId: facts.sessionId, orderId: outcome.order.id, paid: facts.amountTotalCents, currency: facts.currency },
        'a paid checkout does not match its order: nothing granted',
      );
    }
    if (outcome.kind === 'unknown_session') this.logger.warn({ sessionId: facts.sessionId }, 'a paid checkout session that is not ours');
    if (outcome.kind === 'fulfilled') await this.sendReceipt(outcome.order);
    return outcome;
  }

  private async rebuildOrder(manager: EntityManager, facts: CheckoutFacts): Promise<PaymentOrder | null> {
    const repo = new PaymentsRepository(manager);
    if (!this.provider || !facts.userId || !isUuid(facts.userId) || facts.packageId === null) return null;
    const pkg = await repo.packageById(facts.packageId);
    if (!pkg || !(await this.credits.hasAccount(facts.userId, manager))) return null;
    await repo.insertOrderIfMissing({
      userId: facts.userId,
      checkoutSessionId: facts.sessionId,
      provider: this.provider.kind,
      packageId: pkg.id,
      credits: pkg.credits,
      amountCents: pkg.priceCents,
      currency: pkg.currency,
    });
    return repo.lockOrderBySession(facts.sessionId);
  }

  private async close(sessionId: string, status: 'failed' | 'expired', reason: string): Promise<boolean> {
    const repo = new PaymentsRepository(this.ds);
    const order = await repo.orderBySession(sessionId);
    if (!order) return false;
    await repo.closePending(order.id, status, reason);
    return true;
  }

  private async noteDecline(sessionId: string): Promise<boolean> {
    const repo = new PaymentsRepository(this.ds);
    const order = await repo.orderBySession(sessionId);
    if (!order) return false;
    await repo.notePendingFailure(order.id, 'Your card was declined.');
    return true;
  }

  private async sendReceipt(order: PaymentOrder): Promise<void> {
    try {
      const user = await this.users.getOwnAccount(order.userId);
      await this.mailer.send({ to: user.email, ...receiptMail(order, user, this.provider?.testMode ?? false) });
    } catch (err) {
      // The credits are granted and committed; a receipt that could not be sent does not undo that.
      this.logger.warn({ err, orderId: order.id }, 'the payment receipt could not be sent');
    }
  }
}
