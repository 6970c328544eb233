import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, Column } from 'typeorm';
import { User } from './user.entity';

/**
 * The sign-up bonus, claimed once per mailbox (mailbox.ts `mailboxOf`: case, plus-tags and
 * provider-ignored dots taken off). The claim outlives the account that made it, so deleting an
 * account and signing up again does not pay twice.
 */
@Entity({ name: 'signup_bonus_claims' })
export class SignupBonusClaim {
  @PrimaryColumn({ type: 'varchar', length: 254, primaryKeyConstraintName: 'PK_signup_bonus_claims' })
  mailbox: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_signup_bonus_claims_user_id' })
  user?: User;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
