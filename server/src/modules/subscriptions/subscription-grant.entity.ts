import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * One month's credits of a paid invoice (docs/decisions.md, "Subscriptions"): month 1 when the
 * invoice is paid, months 2 to 12 of a yearly invoice as each month of its period begins. The key
 * (order, month) is what makes a grant happen once, whatever webhooks, return pages and job runs race.
 */
@Entity({ name: 'subscription_grants' })
export class SubscriptionGrant {
  /** The invoice's order (payment_orders, kind subscription). */
  @PrimaryColumn({ name: 'order_id', type: 'uuid' })
  @ForeignKey('payment_orders', { name: 'FK_subscription_grants_order_id', onDelete: 'CASCADE' })
  orderId: string;

  /** 1 to 12. */
  @PrimaryColumn({ type: 'smallint' })
  month: number;

  @Column({ type: 'integer' })
  credits: number;

  @CreateDateColumn({ name: 'granted_at', type: 'timestamptz' })
  grantedAt: Date;
}
