import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

export type TeamCreditReason = 'contact_reveal' | 'member_transfer' | 'admin_adjustment';

/**
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): one row per change of a team's pool,
 * with the balance it produced and the member it names (null for a staff adjustment, which the
 * staff audit log names).
 */
@Entity({ name: 'team_credit_ledger' })
@Index('IDX_team_credit_ledger_team_created', ['teamId', 'createdAt'])
@Index('IDX_team_credit_ledger_member_created', ['teamId', 'userId', 'createdAt'])
@Check('CHK_team_credit_ledger_reason', `"reason" IN ('contact_reveal', 'member_transfer', 'admin_adjustment')`)
export class TeamLedgerEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'team_id', type: 'uuid' })
  @ForeignKey('teams', { name: 'FK_team_credit_ledger_team_id' })
  teamId: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'FK_team_credit_ledger_user_id' })
  userId: string | null;

  /** Positive for credits added, negative for spending. */
  @Column({ type: 'integer' })
  change: number;

  @Column({ type: 'varchar', length: 32 })
  reason: TeamCreditReason;

  @Column({ type: 'varchar', length: 200, nullable: true })
  reference: string | null;

  @Column({ name: 'balance_after', type: 'integer' })
  balanceAfter: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  createdAt: Date;
}
