import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { Logger } from '../../common/logger';
import type { CreditsService } from '../credits/credits.service';
import type { PaymentOrder } from './payment-order.entity';
import { RefundRefusedError, type PaymentProvider } from './payment-provider';
import {
  ALREADY_REFUNDED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PROVIDER_RETRY_AFTER_SECONDS,
  REFUND_REASON_MAX,
  REFUND_REASON_MESSAGE,
  REFUND_REASON_MIN,
  REFUND_UNREACHABLE_MESSAGE,
  REFUNDS_UNAVAILABLE_MESSAGE,
} from './payments.messages';
import { PaymentsRepository } from './payments.repository';
import { isOwnDatabaseError } from './provider-errors';
import { refundSummary } from './refund-summary';

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

const PROVIDER_NAMES: Record<PaymentOrder['provider'], string> = { stripe: 'Stripe', local: 'the local test checkout' };

/** Only a completed order can be refunded, and only once. */
function refundableOrThrow(order: PaymentOrder): void {
  if (order.status === 'refunded') throw new AppError('CONFLICT', ALREADY_REFUNDED_MESSAGE);
  if (order.status !== 'completed') throw new AppError('CONFLICT', `Only a completed order can be refunded; this one is ${order.status}.`);
}

/** Refunds of completed orders, asked for by staff (docs/decisions.md, "Payments"). */
export class RefundsService {
  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
    private readonly clock: Clock,
    /** Null when no payment provider is configured (production without Stripe or the local checkout). */
    private readonly provider: PaymentProvider | null,
    private readonly logger: Pick<Logger, 'warn' | 'error' | 'info'>,
  ) {}

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
    const order = isUuid(orderId) ? await new PaymentsRepository(this.ds).orderById(orderId) : null;
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
      // An invoice of Pro is refunded through its invoice's payment; a package through its checkout's.
      if (order.kind === 'subscription') {
        if (!provider.billing || !order.invoiceId) throw new RefundRefusedError('This subscription order has no paid invoice to refund.');
        const { refundId } = await provider.billing.refundInvoice({
          orderId: order.id,
          invoiceId: order.invoiceId,
          amountCents: order.amountCents,
        });
        return refundId;
      }
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
}
