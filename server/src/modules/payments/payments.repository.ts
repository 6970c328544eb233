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
