import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Profile } from './profile.entity';

/**
 * A key that names one person beside the LinkedIn username (profiles.linkedin_username): a source's
 * own record id ('record', `pdl:qEnOZ5Oh0poWnQ1luFBfVw_0000`) or the SHA-256 of a normalised e-mail
 * address ('email'). An import finds the profile of a record by any of its keys, so the same person
 * from two files, or twice from one, is one profile.
 */
@Entity({ name: 'profile_identities' })
export class ProfileIdentity {
  @PrimaryColumn({ type: 'varchar', length: 8, primaryKeyConstraintName: 'PK_profile_identities' })
  kind: 'record' | 'email';

  @PrimaryColumn({ type: 'varchar', length: 300, primaryKeyConstraintName: 'PK_profile_identities' })
  key: string;

  @Index('IDX_profile_identities_profile_id')
  @Column({ name: 'profile_id', type: 'bigint' })
  profileId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id', foreignKeyConstraintName: 'FK_profile_identities_profile_id' })
  profile?: Profile;
}
