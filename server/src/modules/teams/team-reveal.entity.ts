import { CreateDateColumn, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** A profile's contacts revealed by a member for the team: paid once, free for every member after. */
@Entity({ name: 'team_reveals' })
@Index('IDX_team_reveals_profile_id', ['profileId'])
export class TeamReveal {
  @PrimaryColumn({ name: 'team_id', type: 'uuid' })
  @ForeignKey('teams', { name: 'FK_team_reveals_team_id', onDelete: 'CASCADE' })
  teamId: string;

  @PrimaryColumn({ name: 'profile_id', type: 'bigint' })
  @ForeignKey('profiles', { name: 'FK_team_reveals_profile_id', onDelete: 'CASCADE' })
  profileId: string;

  /** The member who revealed it (null once their account is gone). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'FK_team_reveals_user_id', onDelete: 'SET NULL' })
  userId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
