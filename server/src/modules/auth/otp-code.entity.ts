import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Signing in or up; 'person': a person in the index proving an address is theirs (modules/privacy, no account). */
export type OtpPurpose = 'login' | 'register' | 'person';

/** A one-time code, kept only as a keyed hash, bound to an e-mail address and a purpose. */
@Entity({ name: 'otp_codes' })
@Index('IDX_otp_codes_lookup', ['email', 'purpose', 'createdAt'])
export class OtpCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: OtpPurpose;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'failed_attempts', type: 'smallint', default: 0 })
  failedAttempts: number;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  /** Set when a newer code for the same address and purpose replaces this one. */
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
