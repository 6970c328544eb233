import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import type { CreditsService } from '../credits/credits.service';
import type { UsersService } from '../users/users.service';
import type { CreditPackage } from './credit-package.entity';
import type { FulfilmentService } from './fulfilment.service';
import type { PaymentOrder } from './payment-order.entity';
import type { CheckoutFacts, PaymentProvider } from './payment-provider';
import {
  COMPLETED_MESSAGE,
  EXPIRED_MESSAGE,
  FAILED_MESSAGE,
  INVALID_PACKAGE_MESSAGE,
  NOT_PAID_MESSAGE,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  PROCESSING_MESSAGE,
  PROVIDER_RETRY_AFTER_SECONDS,
  PROVIDER_UNREACHABLE_MESSAGE,
  REFUNDED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
} from './payments.messages';
import { PaymentsRepository } from './payments.repository';
import { isOwnDatabaseError } from './provider-errors';

/** Where the provider sends the browser back: the payment result page, with the spec's query parameters. */
export interface ReturnUrls {
  /** The app's public origin, e.g. https://app.example.com. */
  appUrl: string;
}

/** The processing result of a payment (docs/product-spec.md §3, "Payment processing results shown"). */
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

export interface CheckoutSessionStatus {
  sessionId: string;
  status: CheckoutFacts['status'];
  paymentStatus: CheckoutFacts['paymentStatus'];
  order: PaymentOrder;
}

/**
 * Credit packages and their purchase (docs/decisions.md, "Payments"): the packages on sale, a
 * checkout session priced here, and the return page's status and confirmation. Granting the
 * credits of a paid session is the fulfilment's (FulfilmentService), whoever asks first.
 */
export class CheckoutService {
  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
    private readonly users: UsersService,
    private readonly fulfilment: FulfilmentService,
    /** Null when no payment provider is configured (production without Stripe or the local checkout). */
    private readonly provider: PaymentProvider | null,
    private readonly urls: ReturnUrls,
    private readonly logger: Pick<Logger, 'warn' | 'error' | 'info'>,
  ) {}

  private subscriptionConfirm: ((userId: string, order: PaymentOrder) => Promise<PaymentResult>) | null = null;

  /** Who confirms a checkout of Pro (the subscriptions module, wired in services.ts: payments does not import it). */
  onSubscriptionConfirm(handler: (userId: string, order: PaymentOrder) => Promise<PaymentResult>): void {
    this.subscriptionConfirm = handler;
  }

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
    const own = await this.ownOrder(userId, sessionId);
    if (own.kind === 'subscription') {
      if (!this.subscriptionConfirm) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE);
      return this.subscriptionConfirm(userId, own);
    }
    const facts = await this.retrieve(sessionId);
    if (facts.status === 'complete' && facts.paymentStatus === 'unpaid') {
      const order = await this.ownOrder(userId, sessionId);
      if (order.status === 'failed') throw new AppError('PAYMENT_NOT_COMPLETED', FAILED_MESSAGE);
      return this.resultOf(order, false, PROCESSING_MESSAGE);
    }
    const outcome = await this.fulfilment.fulfil(facts);
    if (outcome.kind === 'already_fulfilled' && outcome.order.status === 'refunded') throw new AppError('CONFLICT', REFUNDED_MESSAGE);
    if (outcome.kind === 'fulfilled' || outcome.kind === 'already_fulfilled') return this.resultOf(outcome.order, true, COMPLETED_MESSAGE);
    if (outcome.kind === 'mismatch') throw new AppError('PAYMENT_NOT_COMPLETED', NOT_PAID_MESSAGE);
    const order = await this.ownOrder(userId, sessionId);
    if (order.status === 'failed') throw new AppError('PAYMENT_NOT_COMPLETED', FAILED_MESSAGE);
    if (facts.status === 'expired' || order.status === 'expired') throw new AppError('PAYMENT_NOT_COMPLETED', EXPIRED_MESSAGE);
    const why = order.failureReason ? ` (${order.failureReason.replace(/\.$/, '')})` : '';
    throw new AppError('PAYMENT_NOT_COMPLETED', why ? `The payment did not go through${why}, so no credits were added.` : NOT_PAID_MESSAGE);
  }

  /** The result page's answer for an order, with the balance as it stands. */
  async resultOf(order: PaymentOrder, completed: boolean, message: string, subscriptionId: string | null = null): Promise<PaymentResult> {
    const { remainingCredits, totalCredits } = await this.credits.balance(order.userId);
    return {
      orderId: order.id,
      subscriptionId,
      creditsAdded: completed ? order.credits : 0,
      creditsTransferred: completed ? order.creditsTransferred : null,
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
