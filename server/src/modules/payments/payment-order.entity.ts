import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type OrderStatus = 'pending' | 'completed' | 'failed' | 'expired' | 'refunded';

export type PaymentProviderKind = 'stripe' | 'local';

/** A credit package bought once, or an invoice of a Pro subscription (docs/decisions.md, "Subscriptions"). */
export type OrderKind = 'package' | 'subscription';

/**
 * One checkout of a credit package: written as pending when the checkout session is created, and
 * completed exactly once, in the transaction that grants its credits (fulfilment.service.ts). One
 * row per checkout session: the unique session id is what makes webhook, return page, retries and
 * replays grant once. A completed order may later be refunded once, by staff (refunds.service.ts,
 * refund): its money goes back through the provider and its credits are taken back as far as
 * they are unspent.
 */
@Entity({ name: 'payment_orders' })
@Index('IDX_payment_orders_user_created', ['userId', 'createdAt'])
// The staff area's list of every order, newest first.
@Index('IDX_payment_orders_created', ['createdAt'])
@Check('CHK_payment_orders_status', `"status" IN ('pending', 'completed', 'failed', 'expired', 'refunded')`)
@Check(
  'CHK_payment_orders_kind',
  `("kind" = 'package' AND "package_id" IS NOT NULL) OR ("kind" = 'subscription' AND "billing_interval" IS NOT NULL)`,
)
export class PaymentOrder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('users', { name: 'FK_payment_orders_user_id', onDelete: 'CASCADE' })
  userId: string;

  @Column({ type: 'varchar', length: 16, default: 'package' })
  kind: OrderKind;

  /**
   * The payment provider's checkout session id (Stripe's `cs_...`, or the local checkout's); for a
   * subscription's later invoices (renewals, switches), the invoice's id.
   */
  @Index('UQ_payment_orders_checkout_session', { unique: true })
  @Column({ name: 'checkout_session_id', type: 'varchar', length: 255 })
  checkoutSessionId: string;

  @Column({ type: 'varchar', length: 16 })
  provider: PaymentProviderKind;

  /** The package bought; its credits and price are copied below as they were at checkout. Null for a subscription's invoice. */
  @Column({ name: 'package_id', type: 'integer', nullable: true })
  @ForeignKey('credit_packages', { name: 'FK_payment_orders_package_id', onDelete: 'RESTRICT' })
  packageId: number | null;

  /** The credits the order granted: a package's, or the months of a subscription invoice granted so far. */
  @Column({ type: 'integer' })
  credits: number;

  /** A subscription invoice's subscription (subscriptions.id, by table name: payments does not import subscriptions). */
  @Index('IDX_payment_orders_subscription_id')
  @Column({ name: 'subscription_id', type: 'uuid', nullable: true })
  @ForeignKey('subscriptions', { name: 'FK_payment_orders_subscription_id', onDelete: 'SET NULL' })
  subscriptionId: string | null;

  /** The provider's invoice (Stripe's `in_...`): one order per invoice. */
  @Index('UQ_payment_orders_invoice', { unique: true, where: `"invoice_id" IS NOT NULL` })
  @Column({ name: 'invoice_id', type: 'varchar', length: 255, nullable: true })
  invoiceId: string | null;

  @Column({ name: 'billing_interval', type: 'varchar', length: 8, nullable: true })
  billingInterval: 'month' | 'year' | null;

  /** The credits the account already had when the invoice's first month was granted: they carry over. */
  @Column({ name: 'credits_transferred', type: 'integer', nullable: true })
  creditsTransferred: number | null;

  /** The provider's page of the invoice (Stripe's hosted invoice; the local checkout's own). */
  @Column({ name: 'invoice_url', type: 'text', nullable: true })
  invoiceUrl: string | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: OrderStatus;

  /** Why a payment did not complete, in words for the user (failed or expired). */
  @Column({ name: 'failure_reason', type: 'varchar', length: 300, nullable: true })
  failureReason: string | null;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** When staff refunded the order (its status is then `refunded`). */
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** The payment provider's refund id (Stripe's `re_...`, or the local checkout's `re_test_local_...`). */
  @Column({ name: 'refund_id', type: 'varchar', length: 255, nullable: true })
  refundId: string | null;

  /** The credits the refund took back: the order's credits, or fewer when some were spent already. */
  @Column({ name: 'refunded_credits', type: 'integer', nullable: true })
  refundedCredits: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
