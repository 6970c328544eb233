import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

export type CreditReason = 'signup_bonus' | 'contact_reveal' | 'purchase' | 'admin_adjustment';

/** Append-only: one row per change of a user's credits, written with the balance it produced. */
@Entity({ name: 'credit_ledger' })
@Index('IDX_credit_ledger_user_created', ['userId', 'createdAt'])
export class CreditLedgerEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_credit_ledger_user_id' })
  user?: User;

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
