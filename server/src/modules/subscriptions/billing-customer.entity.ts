import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { PaymentProviderKind } from '../payments/payment-order.entity';

/** The provider's customer of an account: created once, at its first subscription checkout, and used ever after. */
@Entity({ name: 'billing_customers' })
@Index('UQ_billing_customers_provider_customer', ['provider', 'customerId'], { unique: true })
export class BillingCustomer {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  @ForeignKey('users', { name: 'FK_billing_customers_user_id', onDelete: 'CASCADE' })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  provider: PaymentProviderKind;

  @Column({ name: 'customer_id', type: 'varchar', length: 255 })
  customerId: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
