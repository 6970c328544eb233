import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** A user's place in a team: a user is in at most one team (the key), and a team has one owner. */
@Entity({ name: 'team_members' })
@Index('UQ_team_members_owner', ['teamId'], { unique: true, where: `"role" = 'owner'` })
@Check('CHK_team_members_role', `"role" IN ('owner', 'admin', 'member')`)
@Check('CHK_team_members_cap', `"monthly_cap" IS NULL OR "monthly_cap" >= 0`)
export class TeamMember {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  @ForeignKey('users', { name: 'FK_team_members_user_id', onDelete: 'CASCADE' })
  userId: string;

  @Index('IDX_team_members_team_id')
  @Column({ name: 'team_id', type: 'uuid' })
  @ForeignKey('teams', { name: 'FK_team_members_team_id', onDelete: 'CASCADE' })
  teamId: string;

  @Column({ type: 'varchar', length: 8 })
  role: TeamRole;

  /** At most this many of the pool's credits a calendar month (UTC); null: no cap. */
  @Column({ name: 'monthly_cap', type: 'integer', nullable: true })
  monthlyCap: number | null;

  @CreateDateColumn({ name: 'joined_at', type: 'timestamptz' })
  joinedAt: Date;
}
