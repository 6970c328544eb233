import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Profile } from '../profiles/profile.entity';

export const PRIVACY_REQUEST_KINDS = ['access', 'removal', 'correction'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_STATUSES = ['open', 'done', 'declined'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/**
 * A request of a person in the index (access, removal, correction) with its one-month deadline.
 * Access and removal are answered at once; a correction waits for staff. The address is kept in
 * the clear only while the request is open (the answer is mailed there); its SHA-256 key stays.
 */
@Entity({ name: 'privacy_requests' })
@Check('CHK_privacy_requests_kind', `"kind" IN ('access', 'removal', 'correction')`)
@Check('CHK_privacy_requests_status', `"status" IN ('open', 'done', 'declined')`)
@Check('CHK_privacy_requests_closed', `("status" = 'open') = ("closed_at" IS NULL)`)
@Check('CHK_privacy_requests_email', `"status" = 'open' OR "email" IS NULL`)
@Index('IDX_privacy_requests_status_due', ['status', 'dueAt'])
export class PrivacyRequest {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_privacy_requests' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: PrivacyRequestKind;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: PrivacyRequestStatus;

  @Index('IDX_privacy_requests_email_key')
  @Column({ name: 'email_key', type: 'char', length: 64 })
  emailKey: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Index('IDX_privacy_requests_profile_id')
  @Column({ name: 'profile_id', type: 'bigint', nullable: true })
  profileId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'profile_id', foreignKeyConstraintName: 'FK_privacy_requests_profile_id' })
  profile?: Profile;

  /** A correction: { field, value, note } while open; { field } once closed. A removal: { removedProfiles }. */
  @Column({ type: 'jsonb', default: {} })
  details: Record<string, unknown>;

  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;

  @Column({ name: 'due_at', type: 'timestamptz' })
  dueAt: Date;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ name: 'closed_by', type: 'uuid', nullable: true })
  closedBy: string | null;

  // By name, not class: the staff module imports privacy, not the other way round.
  @ManyToOne('StaffAccount', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'closed_by', foreignKeyConstraintName: 'FK_privacy_requests_closed_by' })
  closer?: unknown;

  /** What was done, in staff's words (or the service's, for one answered at once). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  outcome: string | null;
}
