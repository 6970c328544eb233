import { DatabaseError } from 'pg';
import { TypeORMError, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../common/database-errors';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import type { Mailer } from '../auth/mailer';
import type { CreditsService } from '../credits/credits.service';
import type { UsersService } from '../users/users.service';
import type { CreditPackage } from './credit-package.entity';
import type { PaymentOrder } from './payment-order.entity';
import { RefundRefusedError, WebhookSignatureError, type CheckoutFacts, type PaymentEvent, type PaymentProvider } from './payment-provider';
import { PaymentsRepository, type StaffOrderFilter, type StaffOrderRow } from './payments.repository';
import { receiptMail } from './receipt';
import { refundSummary } from './refund-summary';

export const INVALID_PACKAGE_MESSAGE = 'Invalid package selected';
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Card payments are not available right now. Please try again later.';
export const PROVIDER_UNREACHABLE_MESSAGE = 'The payment provider could not be reached. Please try again in a moment.';
/** What a provider that could not be reached answers in Retry-After. */
export const PROVIDER_RETRY_AFTER_SECONDS = 30;
export const SESSION_NOT_FOUND_MESSAGE = 'Payment session not found';
export const NOT_PAID_MESSAGE = 'This payment has not been completed, so no credits were added.';
export const EXPIRED_MESSAGE = 'This checkout ended without a payment, so no credits were added.';
export const FAILED_MESSAGE = 'The payment failed, so no credits were added.';
export const PROCESSING_MESSAGE = 'Your payment is still being processed. Your credits are added as soon as it clears.';
export const WEBHOOKS_NOT_CONFIGURED_MESSAGE = 'Payment webhooks are not configured here.';
export const BAD_SIGNATURE_MESSAGE = 'The webhook signature could not be verified.';
export const COMPLETED_MESSAGE = 'Payment completed. Your credits have been added.';
export const REFUNDED_MESSAGE = 'This payment was refunded, and its unspent credits were taken back.';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const ALREADY_REFUNDED_MESSAGE = 'This order was refunded already.';
export const REFUNDS_UNAVAILABLE_MESSAGE = 'Refunds are not available for this payment provider.';
export const REFUND_REASON_MESSAGE = 'Please give the reason for the refund (3 to 500 characters).';
export const REFUND_UNREACHABLE_MESSAGE =
  'The payment provider could not be reached, so the order and its credits are unchanged. Please try again in a moment: asking again never refunds twice.';
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;

/** A purchase keeps the plan running at least this long from the purchase (docs/decisions.md). */
export const PLAN_DAYS_AFTER_PURCHASE = 30;

/** The reason of the order of a checkout the customer cancelled, or that expired. */
const EXPIRED_REASON = 'The checkout ended without a payment.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the provider sends the browser back: the payment result page, with the spec's query parameters. */
export interface ReturnUrls {
  /** The app's public origin, e.g. https://app.example.com. */
  appUrl: string;
}

/** The processing result of a payment (spec section 3, "Payment processing results shown"). */
export interface PaymentResult {
  orderId: string;
  subscriptionId: string | null;
  creditsAdded: number;
  creditsTransferred: number | null;
  totalCredits: number;
  remainingCredits: number;
  /** Completed (true) or still pending (false). */
  orderStatus: boolean;
  message: string;
}

/** What a webhook delivery did, for the provider's log (and the tests). */
export type EventOutcome =
  'fulfilled' | 'already_fulfilled' | 'pending' | 'failed' | 'expired' | 'declined' | 'ignored' | 'unknown_session';

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

export interface CheckoutSessionStatus {
  sessionId: string;
  status: CheckoutFacts['status'];
  paymentStatus: CheckoutFacts['paymentStatus'];
  order: PaymentOrder;
}

/** What a refund did: the order as refunded, the money given back and the credits taken back. */
export interface RefundOutcome {
  order: PaymentOrder;
  /** The buyer's e-mail (for the audit log). */
  email: string;
  refundId: string;
  amountCents: number;
  /** Credits taken back from the buyer's remaining balance (with a `refund` ledger row when more than 0). */
  creditsTakenBack: number;
  /** The order's credits the buyer had spent already: the refund cannot take those back. */
  creditsNotRecovered: number;
  /** What happened, in words for the staff member. */
  message: string;
}

export interface RefundOptions {
  /** Why, in the staff member's words (3 to 500 characters). */
  reason: string;
  /**
   * Runs inside the refund's transaction, after the credits and the order changed: the staff
   * area's audit row, so the change and its record stand or fall together.
   */
  audit?: (manager: EntityManager, outcome: RefundOutcome, reason: string) => Promise<void>;
}

type Fulfilment =
  | { kind: 'fulfilled' | 'already_fulfilled'; order: PaymentOrder }
  | { kind: 'not_paid' }
  | { kind: 'unknown_session' }
  | { kind: 'mismatch'; order: PaymentOrder };

const PROVIDER_NAMES: Record<PaymentOrder['provider'], string> = { stripe: 'Stripe', local: 'the local test checkout' };

/**
 * Whether an error of a provider call came from this app's own database (the local checkout keeps
 * its sessions there), not from the provider: those go to the common mapper (a database away or a
 * full disk answer as such), never as 'the payment provider could not be reached'
 * (docs/decisions.md, "Payments").
 */
function isOwnDatabaseError(err: unknown): boolean {
  return err instanceof TypeORMError || err instanceof DatabaseError || err instanceof DatabaseUnavailableError;
}

/** Only a completed order can be refunded, and only once. */
function refundableOrThrow(order: PaymentOrder): void {
  if (order.status === 'refunded') throw new AppError('CONFLICT', ALREADY_REFUNDED_MESSAGE);
  if (order.status !== 'completed') throw new AppError('CONFLICT', `Only a completed order can be refunded; this one is ${order.status}.`);
}

/**
 * Credit packages and their purchase (docs/decisions.md, "Payments"). Credits are granted only
 * for a checkout session the payment provider itself reports as paid (a signature-checked
 * webhook, or the session retrieved from the provider), for the package and price the server set
 * when it created the session. Fulfilment is one transaction per checkout session, serialised on
 * its order row: webhook, return page, retries and replays together grant exactly once.
 */
export class PaymentsService {
  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
    private readonly users: UsersService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    /** Null when no payment provider is configured (production without Stripe or the local checkout). */
    private readonly provider: PaymentProvider | null,
    private readonly urls: ReturnUrls,
    private readonly logger: Pick<Logger, 'warn' | 'error' | 'info'>,
  ) {}

  /** How checkout works here: Stripe, the local test checkout, or not at all. */
  get mode(): 'stripe' | 'local' | 'unavailable' {
    return this.provider?.kind ?? 'unavailable';
  }

  get testMode(): boolean {
    return this.provider?.testMode ?? false;
  }

  /** The packages on sale, by id. */
  async packages(): Promise<CreditPackage[]> {
    return new PaymentsRepository(this.ds).packagesOnSale();
  }

  /**
   * A checkout session for a package on sale, priced here; the order is written as pending. The
   * browser is sent to the answered url.
   */
  async createCheckout(userId: string, packageId: number): Promise<{ sessionId: string; url: string }> {
    const repo = new PaymentsRepository(this.ds);
    const pkg = Number.isSafeInteger(packageId) ? await repo.packageOnSale(packageId) : null;
    if (!pkg) throw AppError.badInput(INVALID_PACKAGE_MESSAGE);
    const provider = this.requireProvider();
    const user = await this.users.getOwnAccount(userId);
    const base = `${this.urls.appUrl}/payment/result`;
    const common = `credits=${pkg.credits}&amount=${encodeURIComponent(String(pkg.priceCents / 100))}&package_id=${pkg.id}`;
    let created: { sessionId: string; url: string };
    try {
      created = await provider.createCheckout({
        userId,
        email: user.email,
        item: { packageId: pkg.id, credits: pkg.credits, amountCents: pkg.priceCents, currency: pkg.currency },
        successUrl: `${base}?payment=success&session_id={CHECKOUT_SESSION_ID}&${common}`,
        cancelUrl: `${base}?payment=canceled&${common}`,
      });
    } catch (err) {
      if (isOwnDatabaseError(err)) throw err;
      this.logger.error({ err, provider: provider.kind }, 'creating a checkout session failed');
      throw new AppError('SERVICE_UNAVAILABLE', PROVIDER_UNREACHABLE_MESSAGE, { retryAfterSeconds: PROVIDER_RETRY_AFTER_SECONDS });
    }
    await repo.insertOrder({
      userId,
      checkoutSessionId: created.sessionId,
      provider: provider.kind,
      packageId: pkg.id,
      credits: pkg.credits,
      amountCents: pkg.priceCents,
      currency: pkg.currency,
    });
    return created;
  }

  /** The session as the provider reports it now, with its order; only the user's own sessions (others: not found). */
  async status(userId: string, sessionId: string): Promise<CheckoutSessionStatus> {
    const order = await this.ownOrder(userId, sessionId);
    const facts = await this.retrieve(sessionId);
    return { sessionId, status: facts.status, paymentStatus: facts.paymentStatus, order };
  }

  /**
   * The return page's confirmation: asks the provider about the session and fulfils it when it is
   * paid (a no-op when the webhook already did). A session that is not paid grants nothing and
   * says why (PAYMENT_NOT_COMPLETED); one still clearing answers a pending result.
   */
  async confirm(userId: string, sessionId: string): Promise<PaymentResult> {
    await this.ownOrder(userId, sessionId);
    const facts = await this.retrieve(sessionId);
    if (facts.status === 'complete' && facts.paymentStatus === 'unpaid') {
      const order = await this.ownOrder(userId, sessionId);
      if (order.status === 'failed') throw new AppError('PAYMENT_NOT_COMPLETED', FAILED_MESSAGE);
      return this.resultOf(order, false, PROCESSING_MESSAGE);
    }
    const outcome = await this.fulfil(facts);
    if (outcome.kind === 'already_fulfilled' && outcome.order.status === 'refunded') throw new AppError('CONFLICT', REFUNDED_MESSAGE);
    if (outcome.kind === 'fulfilled' || outcome.kind === 'already_fulfilled') return this.resultOf(outcome.order, true, COMPLETED_MESSAGE);
    if (outcome.kind === 'mismatch') throw new AppError('PAYMENT_NOT_COMPLETED', NOT_PAID_MESSAGE);
    const order = await this.ownOrder(userId, sessionId);
    if (order.status === 'failed') throw new AppError('PAYMENT_NOT_COMPLETED', FAILED_MESSAGE);
    if (facts.status === 'expired' || order.status === 'expired') throw new AppError('PAYMENT_NOT_COMPLETED', EXPIRED_MESSAGE);
    const why = order.failureReason ? ` (${order.failureReason.replace(/\.$/, '')})` : '';
    throw new AppError('PAYMENT_NOT_COMPLETED', why ? `The payment did not go through${why}, so no credits were added.` : NOT_PAID_MESSAGE);
  }

  /**
   * What the provider reports (a verified webhook delivery, or the local checkout's buttons):
   * a paid checkout is fulfilled; a failed, expired or declined one is recorded and grants nothing.
   */
  async handleEvent(event: PaymentEvent): Promise<EventOutcome> {
    if (event.kind === 'ignored') return 'ignored';
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
    const runner = this.ds.createQueryRunner();
    try {
      const lock = new PaymentsRepository(runner.manager);
      if (!(await lock.tryReconcileLock())) return { ...outcome, skipped: true };
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
          let done: Awaited<ReturnType<PaymentsService['reconcileOne']>>;
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
        await lock.releaseReconcileLock();
      }
    } finally {
      await runner.release();
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

  /** One page of the user's orders, newest first. */
  async orders(userId: string, args: PageArgs): Promise<PageOf<PaymentOrder>> {
    const [rows, total] = await new PaymentsRepository(this.ds).ordersPage(userId, skipTake(args));
    return pageOf(rows, total, args);
  }

  /** The staff area's page of every user's orders, newest first, each with the buyer's e-mail. */
  async staffOrders(filter: StaffOrderFilter, args: PageArgs): Promise<PageOf<StaffOrderRow>> {
    const [rows, total] = await new PaymentsRepository(this.ds).staffOrdersPage(filter, skipTake(args));
    return pageOf(rows, total, args);
  }

  /**
   * Refunds a completed order, once, in full (staff only; the caller audits it through
   * `options.audit`): the payment goes back through the provider, and the order's credits are
   * taken back from the buyer's remaining balance as far as they are unspent (never below zero;
   * with nothing left, the money is still refunded and no ledger row is written).
   *
   * The order of operations, so that credits are never taken without a refund and nothing is ever
   * refunded twice:
   * 1. The order is checked (completed, paid through the provider in use) without a lock.
   * 2. The provider refunds, outside any transaction, so no lock or connection is held while it
   *    answers. It is idempotent per order (Stripe: an idempotency key of the order), so asking
   *    again, or two staff members at once, gives back the one refund. If it fails or refuses,
   *    nothing was written here: the order stays completed and the credits stay.
   * 3. One transaction locks the order, checks again that it is still completed (a concurrent
   *    refund of the same order finds it refunded: CONFLICT, and its provider call answered the
   *    same refund), takes the credits back with their ledger row, marks the order refunded and
   *    writes the audit row.
   * If step 3 fails after the provider refunded (the database went away), the customer has the
   * money back and still the credits, the order reads completed, and the error is logged; asking
   * again finishes it with the same refund. Credits are never taken before the money went back.
   */
  async refund(orderId: string, options: RefundOptions): Promise<RefundOutcome> {
    const reason = options.reason.trim();
    if (reason.length < REFUND_REASON_MIN || reason.length > REFUND_REASON_MAX) throw AppError.badInput(REFUND_REASON_MESSAGE);
    const order = UUID.test(orderId) ? await new PaymentsRepository(this.ds).orderById(orderId) : null;
    if (!order) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
    refundableOrThrow(order);
    const refundId = await this.refundAtProvider(order);
    try {
      return await this.ds.transaction(async (manager) => {
        const repo = new PaymentsRepository(manager);
        const locked = await repo.lockOrderById(order.id);
        if (!locked) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
        refundableOrThrow(locked);
        const change = { userId: locked.userId, reason: 'refund' as const, reference: locked.id };
        const { taken } = locked.credits > 0 ? await this.credits.spendUpTo(manager, locked.credits, change) : { taken: 0 };
        const at = this.clock.now();
        const marked = await repo.markRefunded(locked.id, { at, refundId, credits: taken });
        if (!marked) throw new AppError('CONFLICT', ALREADY_REFUNDED_MESSAGE);
        const refunded: PaymentOrder = { ...locked, status: 'refunded', refundedAt: at, refundId, refundedCredits: taken };
        const outcome: RefundOutcome = {
          order: refunded,
          email: (await repo.userEmail(locked.userId)) ?? '',
          refundId,
          amountCents: locked.amountCents,
          creditsTakenBack: taken,
          creditsNotRecovered: locked.credits - taken,
          message: refundSummary(refunded),
        };
        await options.audit?.(manager, outcome, reason);
        return outcome;
      });
    } catch (err) {
      if (!(err instanceof AppError)) {
        this.logger.error(
          { err, orderId: order.id, refundId },
          'the provider refunded an order but the refund could not be recorded: the credits stay; refunding again records it (the provider answers the same refund)',
        );
      }
      throw err;
    }
  }

  /** The provider's refund of an order's payment; a failure or refusal changes nothing here. */
  private async refundAtProvider(order: PaymentOrder): Promise<string> {
    const provider = this.provider;
    if (!provider?.refund) throw new AppError('CONFLICT', REFUNDS_UNAVAILABLE_MESSAGE);
    if (provider.kind !== order.provider) {
      throw new AppError(
        'CONFLICT',
        `This order was paid through ${PROVIDER_NAMES[order.provider]}, which is not the payment provider in use now, so it cannot be refunded here.`,
      );
    }
    try {
      const { refundId } = await provider.refund({ orderId: order.id, sessionId: order.checkoutSessionId, amountCents: order.amountCents });
      return refundId;
    } catch (err) {
      if (err instanceof RefundRefusedError) {
        this.logger.warn({ err, orderId: order.id, provider: provider.kind }, 'the payment provider refused a refund');
        throw new AppError('CONFLICT', `${err.message} The order and its credits are unchanged.`);
      }
      if (isOwnDatabaseError(err)) throw err;
      this.logger.error({ err, orderId: order.id, provider: provider.kind }, 'refunding at the payment provider failed');
      throw new AppError('SERVICE_UNAVAILABLE', REFUND_UNREACHABLE_MESSAGE, { retryAfterSeconds: PROVIDER_RETRY_AFTER_SECONDS });
    }
  }

  /**
   * Grants a paid session's order once. The order row is locked first, so concurrent deliveries of
   * one session wait for each other and the later ones find it completed. A session whose pending
   * order never got written (the app stopped right after the provider created it) is rebuilt from
   * the session's own metadata and the server's package.
   */
  private async fulfil(facts: CheckoutFacts): Promise<Fulfilment> {
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
    if (!this.provider || !facts.userId || !UUID.test(facts.userId) || facts.packageId === null) return null;
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
      await this.mailer.send({ to: user.email, ...receiptMail(order, user, this.testMode) });
    } catch (err) {
      // The credits are granted and committed; a receipt that could not be sent does not undo that.
      this.logger.warn({ err, orderId: order.id }, 'the payment receipt could not be sent');
    }
  }

  private async resultOf(order: PaymentOrder, completed: boolean, message: string): Promise<PaymentResult> {
    const { remainingCredits, totalCredits } = await this.credits.balance(order.userId);
    return {
      orderId: order.id,
      subscriptionId: null,
      creditsAdded: completed ? order.credits : 0,
      creditsTransferred: null,
      totalCredits,
      remainingCredits,
      orderStatus: completed,
      message,
    };
  }

  /** The user's own order of a session; anyone else's, or none, is not found. */
  private async ownOrder(userId: string, sessionId: string): Promise<PaymentOrder> {
    const order = await new PaymentsRepository(this.ds).orderBySession(sessionId);
    if (!order || order.userId !== userId) throw AppError.notFound(SESSION_NOT_FOUND_MESSAGE);
    return order;
  }

  private async retrieve(sessionId: string): Promise<CheckoutFacts> {
    const provider = this.requireProvider();
    let facts: CheckoutFacts | null;
    try {
      facts = await provider.retrieveCheckout(sessionId);
    } catch (err) {
      if (isOwnDatabaseError(err)) throw err;
      this.logger.error({ err, provider: provider.kind }, 'retrieving a checkout session failed');
      throw new AppError('SERVICE_UNAVAILABLE', PROVIDER_UNREACHABLE_MESSAGE, { retryAfterSeconds: PROVIDER_RETRY_AFTER_SECONDS });
    }
    if (!facts) throw AppError.notFound(SESSION_NOT_FOUND_MESSAGE);
    return facts;
  }

  private requireProvider(): PaymentProvider {
    if (!this.provider) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE);
    return this.provider;
  }
}
