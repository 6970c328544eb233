import type { SessionConnection } from '../../common/session-connection';
import type { DataSource, EntityManager } from 'typeorm';
import { likeEscaped } from '../../common/sql-like';
import { isUuid } from '../../common/ids';
import { CreditPackage } from './credit-package.entity';
import { PaymentOrder, type OrderStatus, type PaymentProviderKind } from './payment-order.entity';

export type NewOrder = Pick<
  PaymentOrder,
  'userId' | 'checkoutSessionId' | 'provider' | 'packageId' | 'credits' | 'amountCents' | 'currency'
>;

/**
 * Marks order $1 as $2 (failed or expired) with reason $3, only while it is pending: a completed
 * order never goes back, and a failure reported twice is written once.
 */
const CLOSE_PENDING_SQL = `UPDATE payment_orders SET status = $2, failure_reason = $3, updated_at = CURRENT_TIMESTAMP
  WHERE id = $1 AND status = 'pending' RETURNING id`;

/** Every package edit takes this lock first, so edits run one at a time (reads and checkouts are not held up). */
const LOCK_PACKAGES_SQL = 'LOCK TABLE credit_packages IN SHARE ROW EXCLUSIVE MODE';

/** Takes the 'Most Popular' badge off every package but $1; answers the ids it was taken from. */
const CLEAR_POPULAR_SQL = 'UPDATE credit_packages SET popular = false WHERE popular AND id <> $1 RETURNING id';

/** How many packages other than $1 are on sale. */
const COUNT_ON_SALE_EXCEPT_SQL = 'SELECT count(*)::int AS n FROM credit_packages WHERE active AND id <> $1';

/** The highest package id (0 with none) and how many packages there are. */
const PACKAGE_IDS_SQL = 'SELECT COALESCE(max(id), 0)::int AS "maxId", count(*)::int AS n FROM credit_packages';

/** The terms staff edit. */
export type PackageTerms = Pick<CreditPackage, 'credits' | 'priceCents' | 'popular' | 'active'>;
/**
 * Marks completed order $1 refunded at $2 with the provider's refund $3 and the credits taken back
 * $4, only while it is completed: an order is refunded once.
 */
const MARK_REFUNDED_SQL = `UPDATE payment_orders
  SET status = 'refunded', refunded_at = $2, refund_id = $3, refunded_credits = $4, updated_at = CURRENT_TIMESTAMP
  WHERE id = $1 AND status = 'completed' RETURNING id`;

/**
 * The staff area's orders: every user's, each with the buyer's e-mail. $1 a status or null; $2 an
 * ILIKE pattern on the e-mail, or null for no search; $3 a checkout session id and $4 an order id
 * (null when the search is not a UUID) that the search may equal instead.
 */
const STAFF_ORDERS_FROM = `FROM payment_orders o JOIN users u ON u.id = o.user_id
  WHERE ($1::varchar IS NULL OR o.status = $1)
    AND ($2::text IS NULL OR u.email ILIKE $2 ESCAPE '\\' OR o.checkout_session_id = $3 OR o.id = $4::uuid)`;

/** One page of them, newest first (the id breaks ties): $5 rows after skipping $6. */
const STAFF_ORDERS_PAGE_SQL = `SELECT o.id, o.user_id AS "userId", o.checkout_session_id AS "checkoutSessionId", o.provider,
    o.package_id AS "packageId", o.credits, o.amount_cents AS "amountCents", o.currency, o.status,
    o.failure_reason AS "failureReason", o.completed_at AS "completedAt", o.refunded_at AS "refundedAt",
    o.refund_id AS "refundId", o.refunded_credits AS "refundedCredits", o.created_at AS "createdAt",
    o.updated_at AS "updatedAt", o.kind, o.billing_interval AS "billingInterval", o.invoice_url AS "invoiceUrl",
    o.invoice_id AS "invoiceId", o.subscription_id AS "subscriptionId", o.credits_transferred AS "creditsTransferred", u.email
  ${STAFF_ORDERS_FROM}
  ORDER BY o.created_at DESC, o.id DESC LIMIT $5 OFFSET $6`;

/** How many orders match. */
const STAFF_ORDERS_COUNT_SQL = `SELECT count(*)::int AS total ${STAFF_ORDERS_FROM}`;

/**
 * The checkout sessions of up to $2 pending orders of provider $3 created before $1, for the reconciler: those
 * checked longest ago first (a check that leaves an order pending touches updated_at, so a batch
 * does not see the same ones again while others wait).
 */
const PENDING_SESSIONS_SQL = `SELECT checkout_session_id AS "sessionId" FROM payment_orders
  WHERE status = 'pending' AND kind = 'package' AND provider = $3 AND created_at < $1 ORDER BY updated_at, id LIMIT $2`;

/** Notes that pending orders of sessions $1 were checked (their updated_at now): the next sweep takes others first. */
const TOUCH_PENDING_SQL = `UPDATE payment_orders SET updated_at = CURRENT_TIMESTAMP
  WHERE checkout_session_id = ANY($1::varchar[]) AND status = 'pending'`;

/**
 * The reconciler's lock (a session-level advisory lock, keyed by its name): one process sweeps at
 * a time; the others skip the round. Released by its unlock, or when the connection ends.
 */
const TRY_RECONCILE_LOCK_SQL = `SELECT pg_try_advisory_lock(hashtext('talentlens.payments.reconcile')) AS locked`;
const RECONCILE_UNLOCK_SQL = `SELECT pg_advisory_unlock(hashtext('talentlens.payments.reconcile'))`;

/** Takes the reconciler's lock on a session connection of its own, unless another holds it: whether it was taken. */
export async function tryReconcileLock(session: SessionConnection): Promise<boolean> {
  const rows = await session.query<Array<{ locked: boolean }>>(TRY_RECONCILE_LOCK_SQL);
  return rows[0]?.locked === true;
}

export async function releaseReconcileLock(session: SessionConnection): Promise<void> {
  await session.query(RECONCILE_UNLOCK_SQL);
}

/** The e-mail of the user $1 (the buyer of an order, for the staff area and its audit log). */
const USER_EMAIL_SQL = 'SELECT email FROM users WHERE id = $1';

/** An order with its buyer's e-mail, as the staff area lists it. */
export type StaffOrderRow = PaymentOrder & { email: string };

/** What the staff area filters orders by. */
export interface StaffOrderFilter {
  status?: OrderStatus;
  /** A substring of the buyer's e-mail, or an order id or checkout session id exactly. */
  query?: string;
}

/** The statements of payments: credit_packages and payment_orders. Runs on a DataSource or inside a caller's transaction. */
export class PaymentsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** The packages on sale, by id. */
  async packagesOnSale(): Promise<CreditPackage[]> {
    return this.db.getRepository(CreditPackage).find({ where: { active: true }, order: { id: 'ASC' } });
  }

  async packageOnSale(id: number): Promise<CreditPackage | null> {
    return this.db.getRepository(CreditPackage).findOne({ where: { id, active: true } });
  }

  /** Any package, on sale or not (an order names the package it bought). */
  async packageById(id: number): Promise<CreditPackage | null> {
    return this.db.getRepository(CreditPackage).findOne({ where: { id } });
  }

  /** Every package, on sale or not, by id (the staff area). */
  async allPackages(): Promise<CreditPackage[]> {
    return this.db.getRepository(CreditPackage).find({ order: { id: 'ASC' } });
  }

  /** Serialises package edits until the caller's transaction ends. */
  async lockPackages(): Promise<void> {
    await this.db.query(LOCK_PACKAGES_SQL);
  }

  async updatePackage(id: number, terms: PackageTerms): Promise<void> {
    const { credits, priceCents, popular, active } = terms;
    await this.db.getRepository(CreditPackage).update({ id }, { credits, priceCents, popular, active });
  }

  async insertPackage(pkg: CreditPackage): Promise<void> {
    await this.db.getRepository(CreditPackage).insert(pkg);
  }

  /** The ids of the packages whose 'Most Popular' badge this call took off (all but `keepId`). */
  async clearPopularExcept(keepId: number): Promise<number[]> {
    const [rows] = (await this.db.query(CLEAR_POPULAR_SQL, [keepId])) as [Array<{ id: number }>, number];
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  async countOnSaleExcept(id: number): Promise<number> {
    const rows: Array<{ n: number }> = await this.db.query(COUNT_ON_SALE_EXCEPT_SQL, [id]);
    return rows[0].n;
  }

  async packageIds(): Promise<{ maxId: number; n: number }> {
    const rows: Array<{ maxId: number; n: number }> = await this.db.query(PACKAGE_IDS_SQL);
    return rows[0];
  }

  async insertOrder(order: NewOrder): Promise<PaymentOrder> {
    const orders = this.db.getRepository(PaymentOrder);
    return orders.save(orders.create({ ...order, status: 'pending' }));
  }

  /** Inserts the order of a checkout session unless there is one already (concurrent callers included). */
  async insertOrderIfMissing(order: NewOrder): Promise<void> {
    await this.db.getRepository(PaymentOrder).createQueryBuilder().insert().values(order).orIgnore().execute();
  }

  async orderBySession(checkoutSessionId: string): Promise<PaymentOrder | null> {
    return this.db.getRepository(PaymentOrder).findOne({ where: { checkoutSessionId } });
  }

  /** The order of a checkout session, locked until the transaction ends: concurrent fulfilments of one session wait here. */
  async lockOrderBySession(checkoutSessionId: string): Promise<PaymentOrder | null> {
    return this.db.getRepository(PaymentOrder).findOne({ where: { checkoutSessionId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The order, locked until the transaction ends: a refund and any other change of it wait for each other. */
  async lockOrderById(id: string): Promise<PaymentOrder | null> {
    return this.db.getRepository(PaymentOrder).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The pending order of a checkout of Pro: completed by the subscription's first invoice. */
  async insertSubscriptionCheckoutOrder(
    order: Pick<PaymentOrder, 'id' | 'userId' | 'checkoutSessionId' | 'provider' | 'amountCents' | 'currency' | 'billingInterval'>,
  ): Promise<void> {
    await this.db.getRepository(PaymentOrder).insert({ ...order, kind: 'subscription', packageId: null, credits: 0, status: 'pending' });
  }

  /** A subscription invoice's order, locked until the transaction ends. */
  async lockOrderByInvoice(invoiceId: string): Promise<PaymentOrder | null> {
    return this.db.getRepository(PaymentOrder).findOne({ where: { invoiceId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The order of a subscription invoice paid later than its checkout (a renewal, a switch), written completed. */
  async insertInvoiceOrder(
    order: NewOrder & Pick<PaymentOrder, 'subscriptionId' | 'invoiceId' | 'billingInterval' | 'invoiceUrl' | 'completedAt'>,
  ): Promise<PaymentOrder> {
    const orders = this.db.getRepository(PaymentOrder);
    return orders.save(orders.create({ ...order, kind: 'subscription', status: 'completed' }));
  }

  /** Completes a Pro checkout's order with the invoice that paid it. */
  async completeWithInvoice(
    id: string,
    changes: Pick<PaymentOrder, 'subscriptionId' | 'invoiceId' | 'invoiceUrl' | 'amountCents' | 'currency' | 'completedAt'>,
  ): Promise<void> {
    await this.db.getRepository(PaymentOrder).update({ id }, { ...changes, status: 'completed', failureReason: null });
  }

  /** Adds a month's credits to what a subscription invoice's order granted (and what a refund would take back). */
  async addGranted(id: string, credits: number, transferred?: number): Promise<void> {
    await this.db.query(
      `UPDATE payment_orders SET credits = credits + $2, credits_transferred = COALESCE(credits_transferred, $3), updated_at = CURRENT_TIMESTAMP WHERE id = $1`,
      [id, credits, transferred ?? null],
    );
  }

  async orderById(id: string): Promise<PaymentOrder | null> {
    return this.db.getRepository(PaymentOrder).findOne({ where: { id } });
  }

  /** Whether this call refunded the completed order (false: it was not completed). */
  async markRefunded(id: string, refund: { at: Date; refundId: string; credits: number }): Promise<boolean> {
    const [rows] = (await this.db.query(MARK_REFUNDED_SQL, [id, refund.at, refund.refundId, refund.credits])) as [unknown[], number];
    return rows.length > 0;
  }

  /** The e-mail of an order's buyer; null when the user is gone. */
  async userEmail(userId: string): Promise<string | null> {
    const rows: Array<{ email: string }> = await this.db.query(USER_EMAIL_SQL, [userId]);
    return rows[0]?.email ?? null;
  }

  /** One page of every user's orders, newest first, with the buyers' e-mails, and how many match. */
  async staffOrdersPage(filter: StaffOrderFilter, page: { skip: number; take: number }): Promise<[StaffOrderRow[], number]> {
    const query = filter.query?.trim() || null;
    const params = [
      filter.status ?? null,
      query === null ? null : `%${likeEscaped(query)}%`,
      query,
      query !== null && isUuid(query) ? query : null,
    ];
    const [rows, counted] = await Promise.all([
      this.db.query(STAFF_ORDERS_PAGE_SQL, [...params, page.take, page.skip]) as Promise<StaffOrderRow[]>,
      this.db.query(STAFF_ORDERS_COUNT_SQL, params) as Promise<Array<{ total: number }>>,
    ]);
    return [rows, counted[0]?.total ?? 0];
  }

  async markCompleted(id: string, at: Date): Promise<void> {
    await this.db.getRepository(PaymentOrder).update({ id }, { status: 'completed', completedAt: at, failureReason: null });
  }

  /** Whether the pending order was closed by this call. */
  async closePending(id: string, status: Extract<OrderStatus, 'failed' | 'expired'>, reason: string): Promise<boolean> {
    const [rows] = (await this.db.query(CLOSE_PENDING_SQL, [id, status, reason])) as [unknown[], number];
    return rows.length > 0;
  }

  /** Closes the pending order of a session as expired: whether this call closed it. */
  async closePendingBySession(checkoutSessionId: string, reason: string): Promise<boolean> {
    const order = await this.orderBySession(checkoutSessionId);
    return order ? this.closePending(order.id, 'expired', reason) : false;
  }

  /** Notes why a pending order's payment did not go through (a declined card); the checkout stays open. */
  async notePendingFailure(id: string, reason: string): Promise<void> {
    await this.db.getRepository(PaymentOrder).update({ id, status: 'pending' }, { failureReason: reason });
  }

  /** The checkout sessions of up to `limit` pending orders of a provider created before `before`, checked longest ago first. */
  async pendingSessions(provider: PaymentProviderKind, before: Date, limit: number): Promise<string[]> {
    const rows: Array<{ sessionId: string }> = await this.db.query(PENDING_SESSIONS_SQL, [before, limit, provider]);
    return rows.map((r) => r.sessionId);
  }

  /** Marks these sessions' pending orders as checked now. */
  /** When the account last bought a package (completed), if ever. */
  async lastPackagePurchase(userId: string): Promise<Date | null> {
    const [row]: Array<{ at: Date | null }> = await this.db.query(
      `SELECT max(completed_at) AS at FROM payment_orders WHERE user_id = $1 AND kind = 'package' AND status = 'completed'`,
      [userId],
    );
    return row?.at ?? null;
  }

  /** Checkouts of Pro still pending since before `before`, checked longest ago first (the subscriptions job). */
  async pendingSubscriptionCheckouts(provider: PaymentProviderKind, before: Date, limit: number): Promise<PaymentOrder[]> {
    return this.db
      .getRepository(PaymentOrder)
      .createQueryBuilder('o')
      .where(`o.status = 'pending' AND o.kind = 'subscription' AND o.provider = :provider AND o.created_at < :before`, { provider, before })
      .orderBy('o.updated_at')
      .addOrderBy('o.id')
      .limit(limit)
      .getMany();
  }

  async touchPending(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length > 0) await this.db.query(TOUCH_PENDING_SQL, [sessionIds]);
  }

  /** One page of a user's orders, newest first (the id breaks ties), and how many there are. */
  async ordersPage(userId: string, page: { skip: number; take: number }): Promise<[PaymentOrder[], number]> {
    return this.db.getRepository(PaymentOrder).findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, ...page });
  }
}
