import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An invitation to a team by e-mail. The link's token is never stored, only its SHA-256: the link
 * works once (accepted_at), until it expires, and inviting the address again revokes it.
 */
@Entity({ name: 'team_invitations' })
@Index('UQ_team_invitations_open', ['teamId', 'email'], { unique: true, where: `"accepted_at" IS NULL AND "revoked_at" IS NULL` })
@Check('CHK_team_invitations_role', `"role" IN ('admin', 'member')`)
export class TeamInvitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'team_id', type: 'uuid' })
  @ForeignKey('teams', { name: 'FK_team_invitations_team_id', onDelete: 'CASCADE' })
  teamId: string;

  /** Normalised (trimmed, lower case). */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 8 })
  role: 'admin' | 'member';

  @Index('UQ_team_invitations_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'invited_by', type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'FK_team_invitations_invited_by', onDelete: 'SET NULL' })
  invitedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'accepted_by', type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'FK_team_invitations_accepted_by', onDelete: 'SET NULL' })
  acceptedBy: string | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
