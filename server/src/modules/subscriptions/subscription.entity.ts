import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BillingInterval } from '../payments/billing-provider';
import type { PaymentProviderKind } from '../payments/payment-order.entity';

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

/**
 * A Pro subscription as this app keeps it (docs/decisions.md, "Subscriptions"): a copy of what the
 * provider last reported (period, interval, price, cancel at period end), plus what only the app
 * decides: the grace after a failed renewal, and when the plan ended. One live (not canceled)
 * subscription per account.
 */
@Entity({ name: 'subscriptions' })
@Index('UQ_subscriptions_live_user', ['userId'], { unique: true, where: `"status" <> 'canceled'` })
@Index('IDX_subscriptions_status_grace', ['status', 'graceUntil'])
@Check('CHK_subscriptions_status', `"status" IN ('active', 'past_due', 'canceled')`)
@Check('CHK_subscriptions_interval', `"interval" IN ('month', 'year')`)
export class Subscription {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('users', { name: 'FK_subscriptions_user_id', onDelete: 'CASCADE' })
  userId: string;

  @Column({ type: 'varchar', length: 16 })
  provider: PaymentProviderKind;

  /** The provider's subscription id (Stripe's `sub_...`, or the local checkout's). */
  @Index('UQ_subscriptions_provider_subscription', { unique: true })
  @Column({ name: 'provider_subscription_id', type: 'varchar', length: 255 })
  providerSubscriptionId: string;

  @Column({ name: 'customer_id', type: 'varchar', length: 255 })
  customerId: string;

  @Column({ type: 'varchar', length: 16, default: 'pro' })
  plan: string;

  @Column({ type: 'varchar', length: 8 })
  interval: BillingInterval;

  @Column({ type: 'varchar', length: 16 })
  status: SubscriptionStatus;

  /** What the next period costs, in cents. */
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

  /** After a failed renewal: the plan runs until then, and ends if no payment came. */
  @Column({ name: 'grace_until', type: 'timestamptz', nullable: true })
  graceUntil: Date | null;

  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
