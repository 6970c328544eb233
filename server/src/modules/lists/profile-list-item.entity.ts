import { Check, Column, Entity, ForeignKey, Generated, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { LIST_STAGE_CHECK, type ListStage } from './list-stages';
import { ProfileList } from './profile-list.entity';

export const LIST_NOTES_MAX = 2000;

/**
 * One profile saved in a list, named by its LinkedIn username (at most once per list). There is no
 * foreign key to `profiles`: a profile that leaves the index keeps its entry, shown as not found.
 */
@Entity({ name: 'profile_list_items' })
@Check('CHK_profile_list_items_stage', LIST_STAGE_CHECK)
@Check('CHK_profile_list_items_notes', `char_length("notes") <= 2000`)
@Index('IDX_profile_list_items_username', ['linkedinUsername'])
export class ProfileListItem {
  @PrimaryColumn({ name: 'list_id', type: 'uuid' })
  listId: string;

  @PrimaryColumn({ name: 'linkedin_username', type: 'varchar', length: 100 })
  linkedinUsername: string;

  @ManyToOne(() => ProfileList, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'FK_profile_list_items_list_id' })
  list?: ProfileList;

  /** The profile's id when it was added (null when it was not known then). */
  @Column({ name: 'profile_id', type: 'bigint', nullable: true })
  profileId: string | null;

  /** Insertion order: entries are listed by it, so concurrent adds still get one stable order. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  position: string;

  @Column({ name: 'added_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  addedAt: Date;

  @Column({ type: 'varchar', length: 16, default: 'new' })
  stage: ListStage;

  /** Who added the person (null for entries older than teams, or once that account is gone). */
  @Column({ name: 'added_by', type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'FK_profile_list_items_added_by', onDelete: 'SET NULL' })
  addedBy: string | null;

  /** Who last set the stage, and when (null while it is the stage the entry was added with). */
  @Column({ name: 'stage_changed_by', type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'FK_profile_list_items_stage_changed_by', onDelete: 'SET NULL' })
  stageChangedBy: string | null;

  @Column({ name: 'stage_changed_at', type: 'timestamptz', nullable: true })
  stageChangedAt: Date | null;

  /** The recruiter's notes on this person in this list; null when none. */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /**
   * Why the person is no longer here ('person_request': they asked to be removed, modules/privacy):
   * the entry stays as a placeholder with no data (its username replaced, its notes cleared).
   */
  @Column({ name: 'removed_reason', type: 'varchar', length: 24, nullable: true })
  removedReason: string | null;
}
