import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

export type CreditReason =
  'signup_bonus' | 'contact_reveal' | 'purchase' | 'subscription' | 'admin_adjustment' | 'refund' | 'team_transfer';

/** Append-only: one row per change of a user's credits, written with the balance it produced. */
@Entity({ name: 'credit_ledger' })
@Index('IDX_credit_ledger_user_created', ['userId', 'createdAt'])
// A purchase's reference is its order: one ledger row per order, whatever retries race (payments/fulfilment.service.ts).
@Index('UQ_credit_ledger_purchase_reference', ['reference'], { unique: true, where: `"reason" = 'purchase'` })
// A refund's reference is its order too: credits are taken back once per order, whatever races.
@Index('UQ_credit_ledger_refund_reference', ['reference'], { unique: true, where: `"reason" = 'refund'` })
// A subscription month's reference is its order and month: one grant each (subscriptions/subscriptions.service.ts).
@Index('UQ_credit_ledger_subscription_reference', ['reference'], { unique: true, where: `"reason" = 'subscription'` })
export class CreditLedgerEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** A key to users by table name, not a relation: credits does not import the users module (credits.repository.ts). */
  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('users', { name: 'FK_credit_ledger_user_id', onDelete: 'CASCADE' })
  userId: string;

  /** Positive for grants, negative for spending. */
  @Column({ type: 'integer' })
  change: number;

  @Column({ type: 'varchar', length: 32 })
  reason: CreditReason;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reference: string | null;

  @Column({ name: 'balance_after', type: 'integer' })
  balanceAfter: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
