import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A team (docs/decisions.md, "Teams"): its seats, its credit pool (changed only by
 * TeamCreditsService, with a row in team_credit_ledger each time), and whether its members must
 * sign in through the company's provider, bound to its domains.
 */
@Entity({ name: 'teams' })
@Check('CHK_teams_seats', `"seats" BETWEEN 1 AND 10000`)
@Check('CHK_teams_remaining_credits', `"remaining_credits" >= 0`)
export class Team {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** How many members the team may have, the owner included (pending invitations hold a seat). */
  @Column({ type: 'integer', default: 5 })
  seats: number;

  @Column({ name: 'remaining_credits', type: 'integer', default: 0 })
  remainingCredits: number;

  /** Every credit ever added to the pool. */
  @Column({ name: 'total_credits', type: 'integer', default: 0 })
  totalCredits: number;

  /** Members sign in only through the company's OpenID Connect provider. */
  @Column({ name: 'require_sso', type: 'boolean', default: false })
  requireSso: boolean;

  /** The company's e-mail domains (lower case): invitations go to these, and the company's provider is bound to them. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  domains: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
