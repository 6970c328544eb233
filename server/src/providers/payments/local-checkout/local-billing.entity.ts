import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * What Stripe Billing keeps, kept by the local test checkout (docs/decisions.md, "Subscriptions"):
 * its subscriptions, with the test card renewals are charged to.
 */
@Entity({ name: 'local_subscriptions' })
export class LocalSubscription {
  /** `sub_test_local_` and 32 hex digits. */
  @PrimaryColumn({ type: 'varchar', length: 80 })
  id: string;

  /** `cus_test_local_` and 48 hex digits: also the key of its test portal page. */
  @Index('IDX_local_subscriptions_customer')
  @Column({ name: 'customer_id', type: 'varchar', length: 80 })
  customerId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ type: 'varchar', length: 8 })
  interval: 'month' | 'year';

  /** Stripe's words: active, past_due, canceled. */
  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ name: 'current_period_start', type: 'timestamptz' })
  currentPeriodStart: Date;

  @Column({ name: 'current_period_end', type: 'timestamptz' })
  currentPeriodEnd: Date;

  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false })
  cancelAtPeriodEnd: boolean;

  /** The test card renewals are charged to: `success` pays, `decline` fails. */
  @Column({ type: 'varchar', length: 8, default: 'success' })
  card: string;

  @Column({ name: 'latest_invoice_id', type: 'varchar', length: 80, nullable: true })
  latestInvoiceId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** An invoice of a local subscription. */
@Entity({ name: 'local_invoices' })
export class LocalInvoice {
  /** `in_test_local_` and 32 hex digits. */
  @PrimaryColumn({ type: 'varchar', length: 80 })
  id: string;

  @Index('IDX_local_invoices_subscription')
  @Column({ name: 'subscription_id', type: 'varchar', length: 80 })
  subscriptionId: string;

  /** Stripe's words: paid, open. */
  @Column({ type: 'varchar', length: 16 })
  status: string;

  /** subscription_create, subscription_cycle or subscription_update. */
  @Column({ type: 'varchar', length: 24 })
  reason: string;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ name: 'period_start', type: 'timestamptz' })
  periodStart: Date;

  @Column({ name: 'period_end', type: 'timestamptz' })
  periodEnd: Date;

  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
