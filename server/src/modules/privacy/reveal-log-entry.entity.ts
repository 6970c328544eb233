import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Profile } from '../profiles/profile.entity';
import { User } from '../users/user.entity';

/**
 * One reveal, as a person may later ask about it (who saw what): the account, its company as it
 * named itself then, which contacts (by their SHA-256 keys, person-keys.ts: `email:<hash>`,
 * `phone:<hash>`), and when. It outlives the profile and the account (both links become null), and
 * is deleted after REVEAL_LOG_DAYS.
 */
@Entity({ name: 'reveal_log' })
@Index('IDX_reveal_log_contact_keys', { synchronize: false }) // GIN, made by the migration
export class RevealLogEntry {
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_reveal_log' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_reveal_log_user_id' })
  user?: User;

  /** The account's company when it revealed (never the user's name). */
  @Column({ type: 'varchar', length: 200 })
  company: string;

  @Index('IDX_reveal_log_profile_id')
  @Column({ name: 'profile_id', type: 'bigint', nullable: true })
  profileId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'profile_id', foreignKeyConstraintName: 'FK_reveal_log_profile_id' })
  profile?: Profile;

  @Column({ name: 'contact_keys', type: 'text', array: true })
  contactKeys: string[];

  @Column({ type: 'smallint' })
  emails: number;

  @Column({ type: 'smallint' })
  phones: number;

  @Index('IDX_reveal_log_revealed_at')
  @CreateDateColumn({ name: 'revealed_at', type: 'timestamptz' })
  revealedAt: Date;
}
