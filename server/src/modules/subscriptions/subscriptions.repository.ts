import type { DataSource, EntityManager } from 'typeorm';
import type { PaymentProviderKind } from '../payments/payment-order.entity';
import type { SubscriptionFacts } from '../payments/billing-provider';
import { BillingCustomer } from './billing-customer.entity';
import { BillingEventRecord } from './billing-event.entity';
import { Subscription, type SubscriptionStatus } from './subscription.entity';
import { SubscriptionGrant } from './subscription-grant.entity';

/** Writes the provider's facts over the app's copy (inserting it the first time), and locks the row. */
const UPSERT_SQL = `INSERT INTO subscriptions AS s (user_id, provider, provider_subscription_id, customer_id, interval, status, amount_cents, currency,
    current_period_start, current_period_end, cancel_at_period_end)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  ON CONFLICT (provider_subscription_id) DO UPDATE SET
    interval = EXCLUDED.interval, amount_cents = EXCLUDED.amount_cents, currency = EXCLUDED.currency,
    current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
    cancel_at_period_end = EXCLUDED.cancel_at_period_end, updated_at = CURRENT_TIMESTAMP
  RETURNING s.id`;

/** Yearly invoices with months still to grant whose next month has begun (the job's work). */
const YEARLY_DUE_SQL = `SELECT o.id AS "orderId", o.user_id AS "userId", o.completed_at AS "paidAt",
    COALESCE(MAX(g.month), 0)::int AS "granted"
  FROM payment_orders o
  JOIN subscriptions s ON s.id = o.subscription_id
  LEFT JOIN subscription_grants g ON g.order_id = o.id
  WHERE o.kind = 'subscription' AND o.status = 'completed' AND o.billing_interval = 'year'
  GROUP BY o.id
  HAVING COALESCE(MAX(g.month), 0) < 12 AND o.completed_at + make_interval(months => COALESCE(MAX(g.month), 0)) <= $1
  ORDER BY o.completed_at LIMIT $2`;

/** The staff list: subscriptions with their account's e-mail, newest first, by status. */
const STAFF_LIST_SQL = `SELECT s.id, s.provider_subscription_id AS "providerSubscriptionId", s.user_id AS "userId", u.email,
    s.interval, s.status, s.amount_cents AS "amountCents", s.currency, s.current_period_end AS "currentPeriodEnd",
    s.cancel_at_period_end AS "cancelAtPeriodEnd", s.grace_until AS "graceUntil", s.created_at AS "createdAt", s.ended_at AS "endedAt",
    count(*) OVER ()::int AS "total"
  FROM subscriptions s JOIN users u ON u.id = s.user_id
  WHERE ($1::varchar IS NULL OR s.status = $1)
  ORDER BY s.created_at DESC, s.id LIMIT $2 OFFSET $3`;

/**
 * The figures of live subscriptions (active or in their grace): how many, how many end at their
 * period's end, and the monthly recurring revenue (a yearly price counts a twelfth a month).
 */
const FIGURES_SQL = `SELECT
    count(*) FILTER (WHERE status = 'active')::int AS "active",
    count(*) FILTER (WHERE status = 'past_due')::int AS "pastDue",
    count(*) FILTER (WHERE status <> 'canceled' AND cancel_at_period_end)::int AS "cancelling",
    count(*) FILTER (WHERE status <> 'canceled' AND interval = 'month')::int AS "monthly",
    count(*) FILTER (WHERE status <> 'canceled' AND interval = 'year')::int AS "yearly",
    round(COALESCE(sum(CASE WHEN interval = 'year' THEN amount_cents / 12.0 ELSE amount_cents END) FILTER (WHERE status <> 'canceled'), 0))::float8 AS "mrrCents"
  FROM subscriptions`;

export interface StaffSubscriptionRow {
  id: string;
  providerSubscriptionId: string;
  userId: string;
  email: string;
  interval: 'month' | 'year';
  status: SubscriptionStatus;
  amountCents: number;
  currency: string;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  graceUntil: Date | null;
  createdAt: Date;
  endedAt: Date | null;
}

export interface SubscriptionFigures {
  active: number;
  pastDue: number;
  cancelling: number;
  monthly: number;
  yearly: number;
  mrrCents: number;
}

export class SubscriptionsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** The provider's customer of an account, if one was made. */
  async customerOf(userId: string, provider: PaymentProviderKind): Promise<string | null> {
    const row = await this.db.getRepository(BillingCustomer).findOne({ where: { userId, provider } });
    return row?.customerId ?? null;
  }

  async userOfCustomer(provider: PaymentProviderKind, customerId: string): Promise<string | null> {
    const row = await this.db.getRepository(BillingCustomer).findOne({ where: { provider, customerId } });
    return row?.userId ?? null;
  }

  async saveCustomer(userId: string, provider: PaymentProviderKind, customerId: string): Promise<void> {
    await this.db
      .getRepository(BillingCustomer)
      .createQueryBuilder()
      .insert()
      .values({ userId, provider, customerId })
      .orIgnore()
      .execute();
  }

  /** Claims a provider event for this transaction: false when it was handled before. */
  async claimEvent(eventId: string, kind: string): Promise<boolean> {
    const result = await this.db
      .getRepository(BillingEventRecord)
      .createQueryBuilder()
      .insert()
      .values({ eventId, kind })
      .orIgnore()
      .returning(['eventId'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Forgets provider events handled before `before` (Stripe stops resending an event after 3 days). */
  async forgetEventsBefore(before: Date): Promise<number> {
    const result = await this.db
      .getRepository(BillingEventRecord)
      .createQueryBuilder()
      .delete()
      .where('handled_at < :before', { before })
      .execute();
    return result.affected ?? 0;
  }

  /** Inserts or refreshes the app's copy of a subscription and locks it; answers the locked row. */
  async upsertAndLock(userId: string, provider: PaymentProviderKind, facts: SubscriptionFacts): Promise<Subscription> {
    const status: SubscriptionStatus = facts.state === 'past_due' ? 'past_due' : 'active';
    const [row]: Array<{ id: string }> = await this.db.query(UPSERT_SQL, [
      userId,
      provider,
      facts.subscriptionId,
      facts.customerId,
      facts.interval,
      status,
      facts.amountCents,
      facts.currency.toLowerCase(),
      facts.currentPeriodStart,
      facts.currentPeriodEnd,
      facts.cancelAtPeriodEnd,
    ]);
    return (await this.lock(row.id))!;
  }

  async lock(id: string): Promise<Subscription | null> {
    return this.db.getRepository(Subscription).createQueryBuilder('s').setLock('pessimistic_write').where('s.id = :id', { id }).getOne();
  }

  async byId(id: string): Promise<Subscription | null> {
    return this.db.getRepository(Subscription).findOne({ where: { id } });
  }

  async byProviderId(providerSubscriptionId: string): Promise<Subscription | null> {
    return this.db.getRepository(Subscription).findOne({ where: { providerSubscriptionId } });
  }

  /** The account's live subscription (active or in its grace), if any. */
  async liveOf(userId: string): Promise<Subscription | null> {
    return this.db
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .where('s.user_id = :userId', { userId })
      .andWhere(`s.status <> 'canceled'`)
      .getOne();
  }

  async update(id: string, changes: Partial<Pick<Subscription, 'status' | 'graceUntil' | 'endedAt'>>): Promise<void> {
    await this.db.getRepository(Subscription).update({ id }, changes);
  }

  /**
   * Live subscriptions whose paid period ended more than `graceMs` ago without news from the
   * provider, not checked in the last hour (touched when checked): the job asks the provider.
   */
  async overdue(now: Date, graceMs: number, limit: number): Promise<Subscription[]> {
    return this.db
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .where(`s.status <> 'canceled' AND s.current_period_end < :late AND s.updated_at < :hourAgo`, {
        late: new Date(now.getTime() - graceMs),
        hourAgo: new Date(now.getTime() - 3_600_000),
      })
      .orderBy('s.updated_at')
      .limit(limit)
      .getMany();
  }

  async touch(id: string): Promise<void> {
    await this.db.getRepository(Subscription).update({ id }, { updatedAt: new Date() });
  }

  /** Subscriptions in their grace whose grace is over. */
  async graceOver(now: Date, limit: number): Promise<Subscription[]> {
    return this.db
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .where(`s.status = 'past_due' AND s.grace_until <= :now`, { now })
      .orderBy('s.grace_until')
      .limit(limit)
      .getMany();
  }

  /** Records a month's grant; false when that month of that order was granted before. */
  async claimGrant(orderId: string, month: number, credits: number): Promise<boolean> {
    const result = await this.db
      .getRepository(SubscriptionGrant)
      .createQueryBuilder()
      .insert()
      .values({ orderId, month, credits })
      .orIgnore()
      .returning(['orderId'])
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** When the subscription's last month of credits was granted (over all its invoices). */
  async lastGrantAt(subscriptionId: string): Promise<Date | null> {
    const [row]: Array<{ at: Date | null }> = await this.db.query(
      `SELECT MAX(g.granted_at) AS at FROM subscription_grants g JOIN payment_orders o ON o.id = g.order_id
       WHERE o.subscription_id = $1 AND g.credits > 0`,
      [subscriptionId],
    );
    return row?.at ?? null;
  }

  async staffList(status: SubscriptionStatus | null, take: number, skip: number): Promise<[StaffSubscriptionRow[], number]> {
    const rows: Array<StaffSubscriptionRow & { total: number }> = await this.db.query(STAFF_LIST_SQL, [status, take, skip]);
    return [rows.map(({ total: _total, ...row }) => row), rows[0]?.total ?? 0];
  }

  async figures(): Promise<SubscriptionFigures> {
    const [row]: SubscriptionFigures[] = await this.db.query(FIGURES_SQL);
    return row;
  }

  async yearlyDue(now: Date, limit: number): Promise<Array<{ orderId: string; userId: string; paidAt: Date; granted: number }>> {
    return this.db.query(YEARLY_DUE_SQL, [now, limit]);
  }
}
