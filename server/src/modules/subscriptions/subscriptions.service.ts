import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../auth/mailer';
import type { CreditsService } from '../credits/credits.service';
import type { BillingEvent, BillingInterval, InvoiceFacts, SubscriptionBilling, SubscriptionFacts } from '../payments/billing-provider';
import type { CheckoutService, PaymentResult } from '../payments/checkout.service';
import { PLAN_DAYS_AFTER_PURCHASE, type BillingOutcome } from '../payments/fulfilment.service';
import type { PaymentOrder } from '../payments/payment-order.entity';
import type { PaymentProvider } from '../payments/payment-provider';
import {
  EXPIRED_MESSAGE,
  EXPIRED_REASON,
  NOT_PAID_MESSAGE,
  PROVIDER_RETRY_AFTER_SECONDS,
  PROVIDER_UNREACHABLE_MESSAGE,
} from '../payments/payments.messages';
import { PaymentsRepository } from '../payments/payments.repository';
import { isOwnDatabaseError } from '../payments/provider-errors';
import type { UsersService } from '../users/users.service';
import { MONTHS_OF, PRO_CREDITS_PER_MONTH, PRO_CURRENCY, PRO_PRICES } from './pro-plan';
import type { Subscription } from './subscription.entity';
import {
  ADVANCE_TEST_ONLY_MESSAGE,
  ALREADY_PRO_MESSAGE,
  ENDING_CANNOT_SWITCH_MESSAGE,
  NO_SUBSCRIPTION_MESSAGE,
  SAME_INTERVAL_MESSAGE,
  SUBSCRIBED_MESSAGE,
  SUBSCRIPTION_PENDING_MESSAGE,
  SUBSCRIPTIONS_UNAVAILABLE_MESSAGE,
} from './subscriptions.messages';
import { endedMail, failureMail, receiptMail, type SubscriptionMail } from './subscription-mails';
import { SubscriptionsRepository, type StaffSubscriptionRow, type SubscriptionFigures } from './subscriptions.repository';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';

/** A plan on sale, as the pricing page and the account page show it. */
export interface ProPrice {
  interval: BillingInterval;
  amountCents: number;
  currency: string;
  /** A yearly price per month (for "$80/mo billed yearly"). */
  monthlyEquivalentCents: number;
  creditsPerMonth: number;
}

/** The account's Pro plan as the account page shows it. */
export interface SubscriptionState {
  id: string;
  providerSubscriptionId: string;
  plan: string;
  interval: BillingInterval;
  status: Subscription['status'];
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  /** When the next payment is taken: null when the plan ends at the end of this period. */
  nextRenewalAt: Date | null;
  nextAmountCents: number | null;
  currency: string;
  creditsPerMonth: number;
  cancelAtPeriodEnd: boolean;
  /** After a failed renewal: the plan ends then unless a payment comes. */
  graceUntil: Date | null;
  testMode: boolean;
}

export interface SubscriptionOptions {
  appUrl: string;
  graceDays: number;
}

const SUBSCRIPTIONS_QUEUE = 'subscriptions';
/** How long a handled provider event's id is kept (Stripe resends an event for up to 3 days). */
export const BILLING_EVENT_DAYS = 30;
/** How many pending checkouts and overdue subscriptions one round asks the provider about. */
const RECONCILE_BATCH = 20;

/** A month's grant that came due but did not fit one run: the job takes the rest next time. */
const JOB_BATCH = 200;

/**
 * Pro sold by subscription (docs/decisions.md, "Subscriptions"). The provider (Stripe Billing, or
 * the local test checkout) keeps the subscription and takes the money; this service keeps the app's
 * copy, grants each month's credits through the ledger exactly once per invoice and month, runs the
 * grace after a failed renewal, and ends the plan. Every provider event is handled once (its id is
 * claimed in the transaction that handles it), and every invoice has one order (a unique index).
 */
export class SubscriptionsService {
  private readonly billing: SubscriptionBilling | null;

  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
    private readonly users: UsersService,
    private readonly checkout: CheckoutService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider | null,
    private readonly options: SubscriptionOptions,
    private readonly logger: Pick<Logger, 'warn' | 'error' | 'info'>,
  ) {
    this.billing = provider?.billing ?? null;
  }

  get available(): boolean {
    return this.billing !== null;
  }

  prices(): ProPrice[] {
    return (['month', 'year'] as const).map((interval) => ({
      interval,
      amountCents: PRO_PRICES[interval],
      currency: PRO_CURRENCY,
      monthlyEquivalentCents: Math.round(PRO_PRICES[interval] / MONTHS_OF[interval]),
      creditsPerMonth: PRO_CREDITS_PER_MONTH,
    }));
  }

  /** A checkout of Pro, priced here; its order is written pending and completed by the first invoice. */
  async subscribe(userId: string, interval: BillingInterval): Promise<{ sessionId: string; url: string }> {
    const { billing, provider } = this.requireBilling();
    const repo = new SubscriptionsRepository(this.ds);
    if (await repo.liveOf(userId)) throw new AppError('CONFLICT', ALREADY_PRO_MESSAGE);
    const user = await this.users.getOwnAccount(userId);
    const orderId = randomUUID();
    const customerId = await repo.customerOf(userId, provider.kind);
    const base = `${this.options.appUrl}/payment/result`;
    const common = `credits=${PRO_CREDITS_PER_MONTH}&amount=${PRO_PRICES[interval] / 100}&plan=pro&interval=${interval}`;
    const created = await this.call('creating a subscription checkout', () =>
      billing.createSubscriptionCheckout({
        userId,
        email: user.email,
        customerId,
        interval,
        amountCents: PRO_PRICES[interval],
        currency: PRO_CURRENCY,
        orderId,
        successUrl: `${base}?payment=success&session_id={CHECKOUT_SESSION_ID}&${common}`,
        cancelUrl: `${base}?payment=canceled&${common}`,
      }),
    );
    await this.ds.transaction(async (manager) => {
      await new SubscriptionsRepository(manager).saveCustomer(userId, provider.kind, created.customerId);
      await new PaymentsRepository(manager).insertSubscriptionCheckoutOrder({
        id: orderId,
        userId,
        checkoutSessionId: created.sessionId,
        provider: provider.kind,
        amountCents: PRO_PRICES[interval],
        currency: PRO_CURRENCY,
        billingInterval: interval,
      });
    });
    return { sessionId: created.sessionId, url: created.url };
  }

  /**
   * The return page of a Pro checkout: asks the provider about the session, its subscription and
   * its first invoice, and handles a paid invoice as its webhook would (once, whoever is first).
   */
  async confirm(userId: string, order: PaymentOrder): Promise<PaymentResult> {
    const { billing } = this.requireBilling();
    if (order.status !== 'completed' && order.status !== 'refunded') {
      const session = await this.call('retrieving a subscription checkout', () =>
        billing.retrieveSubscriptionCheckout(order.checkoutSessionId),
      );
      if (!session || session.status === 'expired') throw new AppError('PAYMENT_NOT_COMPLETED', EXPIRED_MESSAGE);
      if (session.status !== 'complete' || !session.subscriptionId) throw new AppError('PAYMENT_NOT_COMPLETED', NOT_PAID_MESSAGE);
      const subscriptionId = session.subscriptionId;
      const facts = await this.call('retrieving a subscription', () => billing.retrieveSubscription(subscriptionId));
      const invoiceId = facts?.latestInvoiceId;
      const invoice = invoiceId ? await this.call('retrieving an invoice', () => billing.retrieveInvoice(invoiceId)) : null;
      if (facts && invoice?.status === 'paid') await this.applyPaid(invoice, facts);
    }
    const now = (await new PaymentsRepository(this.ds).orderById(order.id)) ?? order;
    if (now.userId !== userId) throw AppError.notFound('Payment session not found');
    const subscription = now.subscriptionId ? await new SubscriptionsRepository(this.ds).byId(now.subscriptionId) : null;
    const providerId = subscription?.providerSubscriptionId ?? null;
    if (now.status === 'completed' || now.status === 'refunded') return this.checkout.resultOf(now, true, SUBSCRIBED_MESSAGE, providerId);
    return this.checkout.resultOf(now, false, SUBSCRIPTION_PENDING_MESSAGE, providerId);
  }

  /**
   * A provider event (a verified webhook, or the local checkout's buttons). The facts the handling
   * needs are read from the provider first, outside any transaction; then one transaction claims the
   * event's id and applies it, so a replay, or the same event twice at once, does nothing more.
   */
  async handle(event: BillingEvent, eventId: string): Promise<BillingOutcome> {
    const billing = this.billing;
    if (!billing) return 'unknown_subscription';
    if ('invoice' in event) {
      const facts = await billing.retrieveSubscription(event.invoice.subscriptionId);
      if (!facts) return 'unknown_subscription';
      // The invoice as it is now: a failure reported late for an invoice paid since grants nothing and ends nothing.
      const invoice = (await billing.retrieveInvoice(event.invoice.invoiceId)) ?? event.invoice;
      if (event.kind === 'invoice_paid') {
        if (invoice.status !== 'paid') return 'already_handled';
        return this.applyPaid(invoice, facts, eventId);
      }
      if (invoice.status === 'paid') return 'already_handled';
      return this.applyFailure(invoice, facts, eventId);
    }
    const facts = (await billing.retrieveSubscription(event.subscription.subscriptionId)) ?? event.subscription;
    if (event.kind === 'subscription_deleted' || facts.state === 'canceled') return this.applyEnded(facts, eventId);
    return this.applyUpdated(facts, eventId);
  }

  /** A paid invoice: its order (the checkout's, or a new one), the plan until the period's end, and month 1's credits. */
  private async applyPaid(invoice: InvoiceFacts, facts: SubscriptionFacts, eventId?: string): Promise<BillingOutcome> {
    const provider = this.requireBilling().provider;
    const now = this.clock.now();
    const outcome = await this.ds.transaction(async (manager): Promise<BillingOutcome | { granted: PaymentOrder; userId: string }> => {
      const subs = new SubscriptionsRepository(manager);
      if (eventId && !(await subs.claimEvent(eventId, 'invoice_paid'))) return 'already_handled';
      const userId = await this.ownerOf(manager, facts, invoice);
      if (!userId) return 'unknown_subscription';
      const sub = await subs.upsertAndLock(userId, provider.kind, facts);
      const orders = new PaymentsRepository(manager);
      if (await orders.lockOrderByInvoice(invoice.invoiceId)) return 'already_handled';
      let order: PaymentOrder | null = null;
      if (invoice.reason === 'subscription_create' && invoice.orderId) {
        const pending = await orders.lockOrderById(invoice.orderId);
        if (pending && pending.userId === userId && pending.kind === 'subscription' && pending.status === 'pending') {
          const changes = {
            subscriptionId: sub.id,
            invoiceId: invoice.invoiceId,
            invoiceUrl: invoice.hostedUrl,
            amountCents: invoice.amountPaidCents,
            currency: invoice.currency.toLowerCase(),
            completedAt: now,
          };
          await orders.completeWithInvoice(pending.id, changes);
          order = { ...pending, ...changes, status: 'completed' };
        }
      }
      order ??= await orders.insertInvoiceOrder({
        userId,
        checkoutSessionId: invoice.invoiceId,
        provider: provider.kind,
        packageId: null,
        credits: 0,
        amountCents: invoice.amountPaidCents,
        currency: invoice.currency.toLowerCase(),
        subscriptionId: sub.id,
        invoiceId: invoice.invoiceId,
        billingInterval: facts.interval,
        invoiceUrl: invoice.hostedUrl,
        completedAt: now,
      });
      // A switch starts a new period at once; its money for the old period's rest is prorated by the
      // provider, so a month whose credits were granted in the last 28 days is not granted again.
      const last = invoice.reason === 'subscription_update' ? await subs.lastGrantAt(sub.id) : null;
      const recentlyGranted = last !== null && dayjs(now).diff(last, 'day') < 28;
      await this.grantMonth(manager, order, 1, recentlyGranted ? 0 : PRO_CREDITS_PER_MONTH);
      await subs.update(sub.id, { status: 'active', graceUntil: null });
      await this.users.setPlan(manager, userId, 'pro', facts.currentPeriodEnd);
      return { granted: order, userId };
    });
    if (typeof outcome === 'string') return outcome;
    const order = await new PaymentsRepository(this.ds).orderById(outcome.granted.id);
    await this.mail(outcome.userId, receiptMail(outcome.granted.id, order?.credits ?? 0, invoice, facts));
    return 'granted';
  }

  /**
   * One month's credits of an invoice's order, once: the (order, month) row is claimed first, so a
   * second caller grants nothing. The first month also notes the credits the account carried over.
   */
  private async grantMonth(manager: EntityManager, order: PaymentOrder, month: number, credits: number): Promise<boolean> {
    if (!(await new SubscriptionsRepository(manager).claimGrant(order.id, month, credits))) return false;
    const orders = new PaymentsRepository(manager);
    const before = month === 1 ? (await this.credits.balance(order.userId, manager)).remainingCredits : undefined;
    if (credits > 0) {
      await this.credits.grant(manager, credits, { userId: order.userId, reason: 'subscription', reference: `${order.id}:${month}` });
    }
    await orders.addGranted(order.id, credits, before);
    return true;
  }

  /** A renewal that failed: the plan runs through its grace, the account is told once. */
  private async applyFailure(invoice: InvoiceFacts, facts: SubscriptionFacts, eventId: string): Promise<BillingOutcome> {
    const provider = this.requireBilling().provider;
    const now = this.clock.now();
    const told = await this.ds.transaction(async (manager) => {
      const subs = new SubscriptionsRepository(manager);
      if (!(await subs.claimEvent(eventId, 'invoice_payment_failed'))) return null;
      const userId = await this.ownerOf(manager, facts, invoice);
      if (!userId) return null;
      const sub = await subs.upsertAndLock(userId, provider.kind, facts);
      if (sub.status === 'past_due' && sub.graceUntil) return null;
      const graceUntil = dayjs(now).add(this.options.graceDays, 'day').toDate();
      await subs.update(sub.id, { status: 'past_due', graceUntil });
      await this.users.setPlan(manager, userId, 'pro', graceUntil);
      return { userId, graceUntil, amountCents: invoice.amountDueCents, currency: invoice.currency };
    });
    if (told) await this.mail(told.userId, failureMail(told.graceUntil, told.amountCents, told.currency));
    return 'renewal_failed';
  }

  private async applyUpdated(facts: SubscriptionFacts, eventId: string): Promise<BillingOutcome> {
    const provider = this.requireBilling().provider;
    return this.ds.transaction(async (manager) => {
      const subs = new SubscriptionsRepository(manager);
      if (!(await subs.claimEvent(eventId, 'subscription_updated'))) return 'already_handled';
      const userId = await this.ownerOf(manager, facts, null);
      if (!userId) return 'unknown_subscription';
      // A subscription is made here by its first paid invoice: an update of one not paid yet (Stripe's
      // `incomplete`) or not known yet waits for that invoice.
      const existing = await subs.byProviderId(facts.subscriptionId);
      if (!existing) return 'unknown_subscription';
      if (existing.status === 'canceled') return 'already_handled';
      await subs.upsertAndLock(userId, provider.kind, facts);
      return 'subscription_updated';
    });
  }

  /** The subscription ended (cancelled at its period's end, or by the provider after failed payments): Starter again, credits kept. */
  private async applyEnded(facts: SubscriptionFacts, eventId: string): Promise<BillingOutcome> {
    return this.ds.transaction(async (manager) => {
      const subs = new SubscriptionsRepository(manager);
      if (!(await subs.claimEvent(eventId, 'subscription_deleted'))) return 'already_handled';
      const existing = await subs.byProviderId(facts.subscriptionId);
      if (!existing) return 'unknown_subscription';
      const sub = await subs.lock(existing.id);
      if (!sub || sub.status === 'canceled') return 'already_handled';
      await this.end(manager, sub);
      return 'subscription_ended';
    });
  }

  private async end(manager: EntityManager, sub: Subscription): Promise<void> {
    const now = this.clock.now();
    await new SubscriptionsRepository(manager).update(sub.id, { status: 'canceled', endedAt: now, graceUntil: null });
    // A package bought meanwhile keeps its promise: the plan runs at least 30 days from that purchase.
    const bought = await new PaymentsRepository(manager).lastPackagePurchase(sub.userId);
    const packageUntil = bought ? dayjs(bought).add(PLAN_DAYS_AFTER_PURCHASE, 'day').toDate() : null;
    await this.users.setPlan(manager, sub.userId, 'starter', packageUntil && packageUntil > now ? packageUntil : now);
  }

  /** The account a subscription is for: its metadata, else the customer's account. */
  private async ownerOf(manager: EntityManager, facts: SubscriptionFacts, invoice: InvoiceFacts | null): Promise<string | null> {
    const provider = this.requireBilling().provider;
    const subs = new SubscriptionsRepository(manager);
    const byCustomer = await subs.userOfCustomer(provider.kind, facts.customerId);
    const claimed = facts.userId ?? invoice?.userId ?? null;
    // The metadata must agree with the customer the subscription is billed to, when we know that customer.
    if (byCustomer && claimed && byCustomer !== claimed) return null;
    const userId = byCustomer ?? claimed;
    if (!userId || !(await this.credits.hasAccount(userId, manager))) return null;
    return userId;
  }

  /**
   * The periodic work (the `subscriptions` job): months 2 to 12 of yearly invoices as they begin,
   * and plans whose grace ended without a payment.
   */
  async tick(): Promise<{ granted: number; ended: number; reconciled: number }> {
    const now = this.clock.now();
    let granted = 0;
    for (const due of await new SubscriptionsRepository(this.ds).yearlyDue(now, JOB_BATCH)) {
      const month = due.granted + 1;
      const done = await this.ds.transaction(async (manager) => {
        const order = await new PaymentsRepository(manager).lockOrderById(due.orderId);
        if (!order || order.status !== 'completed') return false;
        return this.grantMonth(manager, order, month, PRO_CREDITS_PER_MONTH);
      });
      if (done) granted += 1;
    }
    let ended = 0;
    for (const over of await new SubscriptionsRepository(this.ds).graceOver(now, JOB_BATCH)) {
      const done = await this.ds.transaction(async (manager) => {
        const sub = await new SubscriptionsRepository(manager).lock(over.id);
        if (!sub || sub.status !== 'past_due' || !sub.graceUntil || sub.graceUntil > now) return false;
        await this.end(manager, sub);
        return true;
      });
      if (done) {
        ended += 1;
        await this.mail(over.userId, endedMail());
      }
    }
    const reconciled = await this.reconcile(now);
    // A replay is refused by the invoice's own order too; the event ids are kept only while Stripe may resend them.
    await new SubscriptionsRepository(this.ds).forgetEventsBefore(new Date(now.getTime() - BILLING_EVENT_DAYS * 86_400_000));
    if (granted || ended || reconciled)
      this.logger.info({ granted, ended, reconciled }, 'subscriptions: months granted, plans ended, news fetched');
    return { granted, ended, reconciled };
  }

  /**
   * Nothing waits for a webhook: checkouts of Pro still pending after a minute, and live
   * subscriptions whose period ended ten minutes ago without news, are asked about at the provider
   * (a few a round, those asked longest ago first) and what it reports is applied the same
   * exactly-once way: a paid invoice grants, an ended subscription ends, an expired checkout closes.
   * A provider that cannot be reached ends the round; the next one retries.
   */
  private async reconcile(now: Date): Promise<number> {
    const billing = this.billing;
    const provider = this.provider;
    if (!billing || !provider) return 0;
    let done = 0;
    try {
      const orders = new PaymentsRepository(this.ds);
      for (const order of await orders.pendingSubscriptionCheckouts(provider.kind, new Date(now.getTime() - 60_000), RECONCILE_BATCH)) {
        const session = await billing.retrieveSubscriptionCheckout(order.checkoutSessionId);
        if (!session || session.status === 'expired') {
          if (await orders.closePending(order.id, 'expired', EXPIRED_REASON)) done += 1;
          continue;
        }
        await orders.touchPending([order.checkoutSessionId]);
        if (session.status !== 'complete' || !session.subscriptionId) continue;
        if ((await this.applyLatest(billing, session.subscriptionId)) === 'granted') done += 1;
      }
      const subs = new SubscriptionsRepository(this.ds);
      for (const sub of await subs.overdue(now, 10 * 60_000, RECONCILE_BATCH)) {
        await subs.touch(sub.id);
        const outcome = await this.applyLatest(billing, sub.providerSubscriptionId);
        if (outcome === 'granted' || outcome === 'subscription_ended') done += 1;
      }
    } catch (err) {
      if (isOwnDatabaseError(err)) throw err;
      this.logger.warn({ err, provider: provider.kind }, 'reconciling subscriptions: the provider could not be reached');
    }
    return done;
  }

  /** What the provider says of a subscription now: ended, or its latest invoice paid, or its period moved. */
  private async applyLatest(billing: SubscriptionBilling, subscriptionId: string): Promise<BillingOutcome | null> {
    const facts = await billing.retrieveSubscription(subscriptionId);
    if (!facts) return null;
    if (facts.state === 'canceled') return this.applyEnded(facts, `reconcile:${facts.subscriptionId}:ended`);
    const invoiceId = facts.latestInvoiceId;
    const invoice = invoiceId ? await billing.retrieveInvoice(invoiceId) : null;
    const outcome = invoice?.status === 'paid' ? await this.applyPaid(invoice, facts) : null;
    if (outcome === 'granted') return outcome;
    const existing = await new SubscriptionsRepository(this.ds).byProviderId(facts.subscriptionId);
    if (existing) await this.refresh(existing, facts);
    return 'subscription_updated';
  }

  /** The periodic work runs every minute, once across processes (the job queue). */
  async startWorker(queue: JobQueue): Promise<void> {
    await queue.work(SUBSCRIPTIONS_QUEUE, async () => {
      await this.tick();
    });
    await queue.schedule(SUBSCRIPTIONS_QUEUE, '* * * * *');
  }

  /** The staff list of subscriptions, newest first, by status. */
  async staffList(status: Subscription['status'] | null, args: PageArgs): Promise<PageOf<StaffSubscriptionRow>> {
    const { take, skip } = skipTake(args);
    const [rows, total] = await new SubscriptionsRepository(this.ds).staffList(status, take, skip);
    return pageOf(rows, total, args);
  }

  /** How many subscriptions run, and the monthly recurring revenue (the staff dashboard). */
  async figures(): Promise<SubscriptionFigures> {
    return new SubscriptionsRepository(this.ds).figures();
  }

  /** The account's Pro plan, or null. */
  async current(userId: string): Promise<SubscriptionState | null> {
    const sub = await new SubscriptionsRepository(this.ds).liveOf(userId);
    return sub ? this.stateOf(sub) : null;
  }

  /** Monthly ↔ yearly: the provider prorates and invoices at once; that invoice comes back as an event. */
  async switchInterval(userId: string, interval: BillingInterval): Promise<SubscriptionState> {
    const { billing } = this.requireBilling();
    const sub = await this.requireLive(userId);
    if (sub.interval === interval) throw AppError.badInput(SAME_INTERVAL_MESSAGE);
    if (sub.cancelAtPeriodEnd) throw new AppError('CONFLICT', ENDING_CANNOT_SWITCH_MESSAGE);
    const facts = await this.call('switching a subscription', () =>
      billing.switchInterval(sub.providerSubscriptionId, interval, PRO_PRICES[interval]),
    );
    await this.refresh(sub, facts);
    return (await this.current(userId))!;
  }

  /** Cancel at the end of the paid period (`cancel`), or keep the plan after all. */
  async setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<SubscriptionState> {
    const { billing } = this.requireBilling();
    const sub = await this.requireLive(userId);
    const facts = await this.call('changing a subscription', () => billing.setCancelAtPeriodEnd(sub.providerSubscriptionId, cancel));
    await this.refresh(sub, facts);
    return (await this.current(userId))!;
  }

  /** The provider's customer portal (card, invoices, cancellation), coming back to the account page. */
  async portalUrl(userId: string): Promise<string> {
    const { billing, provider } = this.requireBilling();
    const customerId = await new SubscriptionsRepository(this.ds).customerOf(userId, provider.kind);
    if (!customerId) throw AppError.notFound(NO_SUBSCRIPTION_MESSAGE);
    return this.call('opening the billing portal', () => billing.portalUrl(customerId, `${this.options.appUrl}/account`));
  }

  /** Test mode with the local checkout only: what a Stripe test clock does, the next renewal now (paid, or declined). */
  async advanceRenewal(userId: string, card: 'success' | 'decline'): Promise<SubscriptionState | null> {
    const { billing } = this.requireBilling();
    if (!billing.advanceRenewal) throw AppError.badInput(ADVANCE_TEST_ONLY_MESSAGE);
    const sub = await this.requireLive(userId);
    await billing.advanceRenewal(sub.providerSubscriptionId, card);
    return this.current(userId);
  }

  /** Writes what the provider answered a change with (its own event follows and finds it done). */
  private async refresh(sub: Subscription, facts: SubscriptionFacts): Promise<void> {
    const provider = this.requireBilling().provider;
    await this.ds.transaction(async (manager) => {
      const subs = new SubscriptionsRepository(manager);
      const row = await subs.lock(sub.id);
      if (!row || row.status === 'canceled') return;
      await subs.upsertAndLock(sub.userId, provider.kind, facts);
    });
  }

  private async requireLive(userId: string): Promise<Subscription> {
    const sub = await new SubscriptionsRepository(this.ds).liveOf(userId);
    if (!sub) throw AppError.notFound(NO_SUBSCRIPTION_MESSAGE);
    return sub;
  }

  private stateOf(sub: Subscription): SubscriptionState {
    const ending = sub.cancelAtPeriodEnd;
    return {
      id: sub.id,
      providerSubscriptionId: sub.providerSubscriptionId,
      plan: sub.plan,
      interval: sub.interval,
      status: sub.status,
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
      nextRenewalAt: ending ? null : sub.currentPeriodEnd,
      nextAmountCents: ending ? null : sub.amountCents,
      currency: sub.currency,
      creditsPerMonth: PRO_CREDITS_PER_MONTH,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      graceUntil: sub.graceUntil,
      testMode: this.provider?.testMode ?? false,
    };
  }

  private requireBilling(): { billing: SubscriptionBilling; provider: PaymentProvider } {
    if (!this.provider || !this.billing) throw new AppError('SERVICE_UNAVAILABLE', SUBSCRIPTIONS_UNAVAILABLE_MESSAGE);
    return { billing: this.billing, provider: this.provider };
  }

  /** A provider call: its failure answers 503 with Retry-After and changes nothing here. */
  private async call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof AppError || isOwnDatabaseError(err)) throw err;
      this.logger.error({ err, provider: this.provider?.kind }, `${what} failed`);
      throw new AppError('SERVICE_UNAVAILABLE', PROVIDER_UNREACHABLE_MESSAGE, { retryAfterSeconds: PROVIDER_RETRY_AFTER_SECONDS });
    }
  }

  private async mail(userId: string, { subject, lines }: SubscriptionMail): Promise<void> {
    try {
      const user = await this.users.getOwnAccount(userId);
      const hello = user.firstName ? `Hi ${user.firstName},` : 'Hello,';
      const test = this.provider?.testMode ? ['', 'This is test mode: no money moves.'] : [];
      await this.mailer.send({ to: user.email, subject, text: [hello, '', ...lines, ...test].join('\n') });
    } catch (err) {
      this.logger.warn({ err, userId }, 'a subscription e-mail could not be sent');
    }
  }
}
