import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Profile } from './profile.entity';

export type ContactKind = 'email' | 'phone';
/**
 * How sure we are of a contact. 'outdated' is also decided when contacts are read (contact-facts.ts
 * in contacts): a work e-mail off the current employer's domain is outdated whatever is stored.
 */
export type ContactStatus = 'verified' | 'likely' | 'unverified' | 'outdated';
/** A work address or line (at an employer), or a personal one. */
export type ContactType = 'work' | 'personal';
/**
 * Where a contact came from: built from the employer's e-mail pattern, listed on a public profile
 * (the person's own pages), or delivered by a data partner that checks mailboxes and lines. Read
 * as 'sample' for every contact of a sample person (made up, on reserved domains and numbers).
 */
export type ContactSource = 'company_pattern' | 'public_profile' | 'data_partner' | 'sample';

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

  /** As the source gave it; what users see is decided when it is read (outdated work e-mails). */
  @Column({ type: 'varchar', length: 16 })
  status: ContactStatus;

  @Column({ type: 'varchar', length: 8, default: 'work' })
  type: ContactType;

  @Column({ type: 'varchar', length: 24, default: 'data_partner' })
  source: ContactSource;

  /** The source (an import's or a provider's name) that gave this contact; null for sample people and older rows. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  origin: string | null;

  /** That source's own id of the record it came in. */
  @Column({ name: 'origin_record_id', type: 'varchar', length: 128, nullable: true })
  originRecordId: string | null;

  /** When that source's record was read. */
  @Column({ name: 'fetched_at', type: 'timestamptz', nullable: true })
  fetchedAt: Date | null;

  /** When the address or number was last checked; null when it never was (a guess). */
  @Column({ name: 'last_verified_at', type: 'timestamptz', nullable: true })
  lastVerifiedAt: Date | null;

  /** The day a live verifier last saw the address on the web (Hunter's `sources[].last_seen_on`); null when none said. */
  @Column({ name: 'last_seen_on', type: 'date', nullable: true })
  lastSeenOn: string | null;
}
