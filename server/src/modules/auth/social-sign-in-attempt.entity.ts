import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A sign-in sent to a provider and not yet back: what its callback must match (the state, kept
 * only as a hash; the browser holds the state itself in an httpOnly cookie), the nonce and PKCE
 * verifier the code exchange needs, and what the person asked for. Used once, for 10 minutes.
 */
@Entity({ name: 'social_sign_in_attempts' })
export class SocialSignInAttempt {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_social_sign_in_attempts_state_hash', { unique: true })
  @Column({ name: 'state_hash', type: 'char', length: 64 })
  stateHash: string;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  /** login or register. */
  @Column({ type: 'varchar', length: 16 })
  intent: string;

  @Column({ type: 'varchar', length: 128 })
  nonce: string;

  @Column({ name: 'code_verifier', type: 'varchar', length: 128 })
  codeVerifier: string;

  @Column({ name: 'news_updates', type: 'boolean', default: false })
  newsUpdates: boolean;

  @Index('IDX_social_sign_in_attempts_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
