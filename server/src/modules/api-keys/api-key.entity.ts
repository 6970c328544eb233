import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A personal API key (docs/decisions.md, "Integrators"): it acts as its owner on both transports.
 * The key itself is never stored, only its SHA-256 (`key_hash`) and its visible start (`prefix`,
 * 'tlk_' and 8 random characters) so its owner can tell their keys apart.
 */
@Entity({ name: 'api_keys' })
export class ApiKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_api_keys_user_id')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_api_keys_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** The key's first 12 characters ('tlk_ab12cd34'), shown in the list; not secret. */
  @Column({ type: 'varchar', length: 12 })
  prefix: string;

  /** SHA-256 of the whole key, hex. */
  @Index('UQ_api_keys_key_hash', { unique: true })
  @Column({ name: 'key_hash', type: 'char', length: 64 })
  keyHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Updated at most once a minute per key, not on every request. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
