import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

/** A user's named list of saved profiles (spec: My Lists). Only its owner sees or changes it. */
@Entity({ name: 'profile_lists' })
@Index('IDX_profile_lists_user_created', ['userId', 'createdAt'])
export class ProfileList {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_profile_lists_user_id' })
  user?: User;

  /** Shared with this team (its members see and work on it), or null: private to its owner. */
  @Index('IDX_profile_lists_team_id', { where: '"team_id" IS NOT NULL' })
  @Column({ name: 'team_id', type: 'uuid', nullable: true })
  @ForeignKey('teams', { name: 'FK_profile_lists_team_id', onDelete: 'SET NULL' })
  teamId: string | null;

  /** Trimmed, never blank. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Also moved when a profile is added to or removed from the list. */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
