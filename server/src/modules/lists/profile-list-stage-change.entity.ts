import { Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ListStage } from './list-stages';
import { ProfileListItem } from './profile-list-item.entity';

/** One change of an entry's stage: the stage set, by whom and when (a shared list's history). */
@Entity({ name: 'profile_list_stage_changes' })
@Index('IDX_profile_list_stage_changes_entry', ['listId', 'linkedinUsername', 'changedAt'])
export class ProfileListStageChange {
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'BY DEFAULT' })
  id: string;

  @Column({ name: 'list_id', type: 'uuid' })
  listId: string;

  @Column({ name: 'linkedin_username', type: 'varchar', length: 100 })
  linkedinUsername: string;

  @ManyToOne(() => ProfileListItem, { onDelete: 'CASCADE', onUpdate: 'CASCADE' })
  @JoinColumn([
    { name: 'list_id', referencedColumnName: 'listId', foreignKeyConstraintName: 'FK_profile_list_stage_changes_entry' },
    {
      name: 'linkedin_username',
      referencedColumnName: 'linkedinUsername',
      foreignKeyConstraintName: 'FK_profile_list_stage_changes_entry',
    },
  ])
  entry?: ProfileListItem;

  @Column({ type: 'varchar', length: 16 })
  stage: ListStage;

  @Column({ name: 'changed_by', type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'FK_profile_list_stage_changes_changed_by', onDelete: 'SET NULL' })
  changedBy: string | null;

  @Column({ name: 'changed_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  changedAt: Date;
}
