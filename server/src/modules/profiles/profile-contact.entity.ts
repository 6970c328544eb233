import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Profile } from './profile.entity';

export type ContactKind = 'email' | 'phone';
export type ContactStatus = 'verified' | 'likely' | 'unverified';

/** A profile's e-mail address or phone number; shown only after a reveal (credits). */
@Entity({ name: 'profile_contacts' })
export class ProfileContact {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Index('IDX_profile_contacts_profile_id')
  @Column({ name: 'profile_id', type: 'bigint' })
  profileId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id', foreignKeyConstraintName: 'FK_profile_contacts_profile_id' })
  profile?: Profile;

  @Column({ type: 'varchar', length: 8 })
  kind: ContactKind;

  @Column({ type: 'varchar', length: 200 })
  value: string;

  @Column({ type: 'varchar', length: 16 })
  status: ContactStatus;
}
