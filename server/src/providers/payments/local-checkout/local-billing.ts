import { createHash, randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import { IsNull, type DataSource, type Repository } from 'typeorm';
import type { Clock } from '../../../common/clock';
import type {
  BillingEvent,
  BillingInterval,
  InvoiceFacts,
  InvoiceReason,
  SubscriptionBilling,
  SubscriptionCheckoutCreated,
  SubscriptionCheckoutFacts,
  SubscriptionCheckoutRequest,
  SubscriptionFacts,
} from '../../../modules/payments/billing-provider';
import { RefundRefusedError, type PaymentEvent } from '../../../modules/payments/payment-provider';
import { LocalInvoice, LocalSubscription } from './local-billing.entity';
import { LocalCheckoutSession } from './local-checkout.entity';

/** How long an open local checkout lasts (Stripe's default for Checkout Sessions). */
export const SESSION_HOURS = 24;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const eventId = () => `evt_local_${hex(12)}`;

/**
 * Stripe Billing played by the app itself for the local test checkout (docs/decisions.md,
 * "Subscriptions"): subscriptions and their invoices in its own tables, a test portal page, and a
 * test-mode "advance to the next renewal" that does what a Stripe test clock does. Every change
 * is reported as the event Stripe would send, to the same handler as Stripe's webhook.
 */
export class LocalBilling implements SubscriptionBilling {
  private report: (event: PaymentEvent) => Promise<unknown> = async () => undefined;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Where its events go: the payments domain's handler (wired in services.ts). */
  onEvent(report: (event: PaymentEvent) => Promise<unknown>): void {
    this.report = report;
  }

  async createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<SubscriptionCheckoutCreated> {
    const id = `cs_test_local_${hex(24)}`;
    const customerId = request.customerId ?? `cus_test_local_${hex(24)}`;
    await this.ds.getRepository(LocalCheckoutSession).insert({
      id,
      mode: 'subscription',
      userId: request.userId,
      email: request.email,
      packageId: null,
      credits: 0,
      interval: request.interval,
      orderId: request.orderId,
      customerId,
      amountCents: request.amountCents,
      currency: request.currency,
      successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancelUrl: request.cancelUrl,
      expiresAt: new Date(this.clock.now().getTime() + SESSION_HOURS * 3_600_000),
    });
    return { sessionId: id, url: `/checkout/test/${id}`, customerId };
  }

  async retrieveSubscriptionCheckout(sessionId: string): Promise<SubscriptionCheckoutFacts | null> {
    if (!/^cs_test_local_[0-9a-f]{48}$/.test(sessionId)) return null;
    const session = await this.ds.getRepository(LocalCheckoutSession).findOne({ where: { id: sessionId, mode: 'subscription' } });
    if (!session) return null;
    const expired = session.status === 'open' && session.expiresAt.getTime() <= this.clock.now().getTime();
    return {
      sessionId,
      status: expired ? 'expired' : session.status,
      userId: session.userId,
      subscriptionId: session.subscriptionId,
      customerId: session.customerId,
    };
  }

  /**
   * A subscription checkout paid with the success card (local-checkout.provider.ts, pay): the
   * subscription starts now with its first invoice paid, and `invoice.paid` is reported.
   */
  async startFromCheckout(session: LocalCheckoutSession): Promise<void> {
    const now = this.clock.now();
    const interval: BillingInterval = session.interval === 'year' ? 'year' : 'month';
    const sub: LocalSubscription = {
      id: `sub_test_local_${hex(16)}`,
      customerId: session.customerId ?? `cus_test_local_${hex(24)}`,
      userId: session.userId,
      orderId: session.orderId,
      interval,
      status: 'active',
      amountCents: session.amountCents,
      currency: session.currency,
      currentPeriodStart: now,
      currentPeriodEnd: dayjs(now).add(1, interval).toDate(),
      cancelAtPeriodEnd: false,
      card: 'success',
      latestInvoiceId: null,
      createdAt: now,
    };
    const invoice = await this.ds.transaction(async (manager) => {
      await manager.getRepository(LocalSubscription).insert(sub);
      await manager.getRepository(LocalCheckoutSession).update({ id: session.id }, { subscriptionId: sub.id });
      return this.invoice(manager.getRepository(LocalInvoice), sub, 'subscription_create', sub.amountCents, 'paid');
    });
    await this.ds.getRepository(LocalSubscription).update({ id: sub.id }, { latestInvoiceId: invoice.id });
    await this.emit({
      kind: 'invoice_paid',
      eventId: eventId(),
      invoice: this.invoiceFacts(invoice, { ...sub, latestInvoiceId: invoice.id }),
    });
  }

  async retrieveSubscription(subscriptionId: string): Promise<SubscriptionFacts | null> {
    const sub = await this.findSubscription(subscriptionId);
    return sub ? subscriptionFacts(sub) : null;
  }

  async retrieveInvoice(invoiceId: string): Promise<InvoiceFacts | null> {
    if (!/^in_test_local_[0-9a-f]{32}$/.test(invoiceId)) return null;
    const invoice = await this.ds.getRepository(LocalInvoice).findOne({ where: { id: invoiceId } });
    const sub = invoice ? await this.findSubscription(invoice.subscriptionId) : null;
    return invoice && sub ? this.invoiceFacts(invoice, sub) : null;
  }

  async localInvoice(invoiceId: string): Promise<LocalInvoice | null> {
    return this.ds.getRepository(LocalInvoice).findOne({ where: { id: invoiceId } });
  }

  /** The invoices of a customer's subscriptions, newest first (the test portal's list). */
  async invoicesOf(customerId: string): Promise<LocalInvoice[]> {
    return this.ds
      .getRepository(LocalInvoice)
      .createQueryBuilder('i')
      .innerJoin(LocalSubscription, 's', 's.id = i.subscription_id')
      .where('s.customer_id = :customerId', { customerId })
      .orderBy('i.created_at', 'DESC')
      .getMany();
  }

  /** The customer's live subscription, if any (the test portal's). */
  async liveOfCustomer(customerId: string): Promise<LocalSubscription | null> {
    if (!/^cus_test_local_[0-9a-f]{48}$/.test(customerId)) return null;
    return this.ds
      .getRepository(LocalSubscription)
      .createQueryBuilder('s')
      .where('s.customer_id = :customerId', { customerId })
      .andWhere(`s.status <> 'canceled'`)
      .orderBy('s.created_at', 'DESC')
      .getOne();
  }

  /**
   * Monthly ↔ yearly, as Stripe does with `proration_behavior: always_invoice`: the new period
   * starts now, and the invoice charges the new price less the unused part of the old period.
   */
  async switchInterval(subscriptionId: string, interval: BillingInterval, amountCents: number): Promise<SubscriptionFacts> {
    const sub = await this.requireSubscription(subscriptionId);
    const now = this.clock.now();
    const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
    const unused = Math.max(0, Math.min(1, (sub.currentPeriodEnd.getTime() - now.getTime()) / (total || 1)));
    const due = Math.max(0, amountCents - Math.round(sub.amountCents * unused));
    const updated: LocalSubscription = {
      ...sub,
      interval,
      amountCents,
      currentPeriodStart: now,
      currentPeriodEnd: dayjs(now).add(1, interval).toDate(),
    };
    const paid = sub.card !== 'decline';
    const invoice = await this.ds.transaction(async (manager) => {
      const inv = await this.invoice(manager.getRepository(LocalInvoice), updated, 'subscription_update', due, paid ? 'paid' : 'open');
      updated.latestInvoiceId = inv.id;
      if (!paid) updated.status = 'past_due';
      await manager.getRepository(LocalSubscription).save(updated);
      return inv;
    });
    await this.emit({ kind: 'customer_updated', sub: updated });
    await this.emit({
      kind: paid ? 'invoice_paid' : 'invoice_payment_failed',
      eventId: eventId(),
      invoice: this.invoiceFacts(invoice, updated),
    });
    return subscriptionFacts(updated);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionFacts> {
    const sub = await this.requireSubscription(subscriptionId);
    const updated = { ...sub, cancelAtPeriodEnd: cancel };
    await this.ds.getRepository(LocalSubscription).update({ id: sub.id }, { cancelAtPeriodEnd: cancel });
    await this.emit({ kind: 'customer_updated', sub: updated });
    return subscriptionFacts(updated);
  }

  async portalUrl(customerId: string): Promise<string> {
    return `/checkout/test/portal/${encodeURIComponent(customerId)}`;
  }

  /** Records the refund on the invoice (no money moves here); the refund id is derived from the invoice, so asking again answers the same. */
  async refundInvoice(request: { orderId: string; invoiceId: string; amountCents: number }): Promise<{ refundId: string }> {
    const invoice = /^in_test_local_[0-9a-f]{32}$/.test(request.invoiceId)
      ? await this.ds.getRepository(LocalInvoice).findOne({ where: { id: request.invoiceId } })
      : null;
    if (!invoice || invoice.status !== 'paid') throw new RefundRefusedError('The test checkout has no paid invoice for this order.');
    if (!Number.isInteger(request.amountCents) || request.amountCents < 0 || request.amountCents > invoice.amountCents) {
      throw new RefundRefusedError('A refund cannot be more than was paid.');
    }
    await this.ds.getRepository(LocalInvoice).update({ id: invoice.id, refundedAt: IsNull() }, { refundedAt: this.clock.now() });
    return { refundId: `re_test_local_${createHash('sha256').update(invoice.id).digest('hex').slice(0, 24)}` };
  }

  /**
   * What a Stripe test clock does, now: a subscription set to cancel ends (`customer.subscription.deleted`);
   * otherwise the next period's invoice is charged to the test card given: paid (`invoice.paid`), or
   * declined (`invoice.payment_failed`, the subscription past due). A subscription past due is
   * charged again for its open invoice.
   */
  async advanceRenewal(subscriptionId: string, card: 'success' | 'decline'): Promise<void> {
    const sub = await this.requireSubscription(subscriptionId);
    if (sub.cancelAtPeriodEnd) {
      const ended = { ...sub, status: 'canceled' };
      await this.ds.getRepository(LocalSubscription).update({ id: sub.id }, { status: 'canceled' });
      await this.emit({ kind: 'subscription_deleted', eventId: eventId(), subscription: subscriptionFacts(ended) });
      return;
    }
    const paid = card === 'success';
    const invoices = this.ds.getRepository(LocalInvoice);
    const open =
      sub.status === 'past_due' && sub.latestInvoiceId
        ? await invoices.findOne({ where: { id: sub.latestInvoiceId, status: 'open' } })
        : null;
    let updated: LocalSubscription;
    let invoice: LocalInvoice;
    if (open) {
      updated = { ...sub, card, status: paid ? 'active' : 'past_due' };
      invoice = { ...open, status: paid ? 'paid' : 'open' };
      await this.ds.transaction(async (manager) => {
        await manager.getRepository(LocalInvoice).update({ id: open.id }, { status: invoice.status });
        await manager.getRepository(LocalSubscription).save(updated);
      });
    } else {
      updated = {
        ...sub,
        card,
        status: paid ? 'active' : 'past_due',
        currentPeriodStart: sub.currentPeriodEnd,
        currentPeriodEnd: dayjs(sub.currentPeriodEnd)
          .add(1, sub.interval === 'year' ? 'year' : 'month')
          .toDate(),
      };
      invoice = await this.ds.transaction(async (manager) => {
        const inv = await this.invoice(
          manager.getRepository(LocalInvoice),
          updated,
          'subscription_cycle',
          sub.amountCents,
          paid ? 'paid' : 'open',
        );
        updated.latestInvoiceId = inv.id;
        await manager.getRepository(LocalSubscription).save(updated);
        return inv;
      });
    }
    await this.emit({
      kind: paid ? 'invoice_paid' : 'invoice_payment_failed',
      eventId: eventId(),
      invoice: this.invoiceFacts(invoice, updated),
    });
  }

  private async invoice(
    repo: Repository<LocalInvoice>,
    sub: LocalSubscription,
    reason: InvoiceReason,
    amountCents: number,
    status: 'paid' | 'open',
  ): Promise<LocalInvoice> {
    const invoice: LocalInvoice = {
      id: `in_test_local_${hex(16)}`,
      subscriptionId: sub.id,
      status,
      reason,
      amountCents,
      currency: sub.currency,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      refundedAt: null,
      createdAt: this.clock.now(),
    };
    await repo.insert(invoice);
    return invoice;
  }

  private invoiceFacts(invoice: LocalInvoice, sub: LocalSubscription): InvoiceFacts {
    return {
      invoiceId: invoice.id,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      status: invoice.status === 'paid' ? 'paid' : 'open',
      reason: (['subscription_create', 'subscription_cycle', 'subscription_update'] as const).find((r) => r === invoice.reason) ?? 'other',
      amountPaidCents: invoice.status === 'paid' ? invoice.amountCents : 0,
      amountDueCents: invoice.amountCents,
      currency: invoice.currency,
      userId: sub.userId,
      orderId: sub.orderId,
      hostedUrl: `/checkout/test/invoice/${invoice.id}`,
      pdfUrl: null,
      nextAttemptAt: null,
    };
  }

  private async emit(event: BillingEvent | { kind: 'customer_updated'; sub: LocalSubscription }): Promise<void> {
    const billing: BillingEvent =
      event.kind === 'customer_updated'
        ? { kind: 'subscription_updated', eventId: eventId(), subscription: subscriptionFacts(event.sub) }
        : event;
    await this.report({ kind: 'billing', eventId: billing.eventId, event: billing });
  }

  async findSubscription(subscriptionId: string): Promise<LocalSubscription | null> {
    if (!/^sub_test_local_[0-9a-f]{32}$/.test(subscriptionId)) return null;
    return this.ds.getRepository(LocalSubscription).findOne({ where: { id: subscriptionId } });
  }

  private async requireSubscription(subscriptionId: string): Promise<LocalSubscription> {
    const sub = await this.findSubscription(subscriptionId);
    if (!sub || sub.status === 'canceled') throw new Error(`the test checkout has no live subscription ${subscriptionId}`);
    return sub;
  }
}

function subscriptionFacts(sub: LocalSubscription): SubscriptionFacts {
  const state = sub.status === 'past_due' ? 'past_due' : sub.status === 'canceled' ? 'canceled' : 'active';
  return {
    subscriptionId: sub.id,
    customerId: sub.customerId,
    userId: sub.userId,
    state,
    interval: sub.interval === 'year' ? 'year' : 'month',
    amountCents: sub.amountCents,
    currency: sub.currency,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    latestInvoiceId: sub.latestInvoiceId,
  };
}
