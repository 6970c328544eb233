import type { DataSource, EntityManager } from 'typeorm';
import { CreditPackage } from './credit-package.entity';
import { PaymentOrder, type OrderStatus } from './payment-order.entity';

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

  async markCompleted(id: string, at: Date): Promise<void> {
    await this.db.getRepository(PaymentOrder).update({ id }, { status: 'completed', completedAt: at, failureReason: null });
  }

  /** Whether the pending order was closed by this call. */
  async closePending(id: string, status: Extract<OrderStatus, 'failed' | 'expired'>, reason: string): Promise<boolean> {
    const [rows] = (await this.db.query(CLOSE_PENDING_SQL, [id, status, reason])) as [unknown[], number];
    return rows.length > 0;
  }

  /** Notes why a pending order's payment did not go through (a declined card); the checkout stays open. */
  async notePendingFailure(id: string, reason: string): Promise<void> {
    await this.db.getRepository(PaymentOrder).update({ id, status: 'pending' }, { failureReason: reason });
  }

  /** One page of a user's orders, newest first (the id breaks ties), and how many there are. */
  async ordersPage(userId: string, page: { skip: number; take: number }): Promise<[PaymentOrder[], number]> {
    return this.db.getRepository(PaymentOrder).findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, ...page });
  }
}
