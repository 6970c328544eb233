import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { CheckoutPaymentStatus, CheckoutStatus } from '../../../modules/payments/payment-provider';

/**
 * A session of the local test checkout: what Stripe keeps for a Checkout Session, kept in the
 * app's own database when Stripe is not configured (docs/decisions.md, "Edges to the outside world").
 */
@Entity({ name: 'local_checkout_sessions' })
export class LocalCheckoutSession {
  /** `cs_test_local_` and 48 random hex digits: unguessable, like Stripe's session ids. */
  @PrimaryColumn({ type: 'varchar', length: 80 })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** A package's checkout (`payment`), or Pro's (`subscription`). */
  @Column({ type: 'varchar', length: 16, default: 'payment' })
  mode: 'payment' | 'subscription';

  @Column({ name: 'package_id', type: 'integer', nullable: true })
  packageId: number | null;

  /** A subscription checkout: the period bought, the order it echoes, and the customer and subscription it made. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  interval: 'month' | 'year' | null;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ name: 'customer_id', type: 'varchar', length: 80, nullable: true })
  customerId: string | null;

  @Column({ name: 'subscription_id', type: 'varchar', length: 80, nullable: true })
  subscriptionId: string | null;

  @Column({ type: 'integer' })
  credits: number;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: CheckoutStatus;

  @Column({ name: 'payment_status', type: 'varchar', length: 24, default: 'unpaid' })
  paymentStatus: CheckoutPaymentStatus;

  @Column({ name: 'success_url', type: 'text' })
  successUrl: string;

  @Column({ name: 'cancel_url', type: 'text' })
  cancelUrl: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** When its payment was refunded (by staff); the session stays complete, as a refunded Stripe session does. */
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  /** Like Stripe's sessions, an open checkout ends after 24 hours. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
