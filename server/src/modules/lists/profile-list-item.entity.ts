import { Column, Entity, Generated, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ProfileList } from './profile-list.entity';

/**
 * One profile saved in a list, named by its LinkedIn username (at most once per list). There is no
 * foreign key to `profiles`: a profile that leaves the index keeps its entry, shown as not found.
 */
@Entity({ name: 'profile_list_items' })
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
}
