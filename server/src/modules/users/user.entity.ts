import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
@Check('CHK_users_remaining_credits', '"remaining_credits" >= 0')
@Check('CHK_users_total_credits', '"total_credits" >= 0')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always stored trimmed and lower-cased. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  designation: string | null;

  @Column({ name: 'profile_picture', type: 'text', nullable: true })
  profilePicture: string | null;

  /** Changed only by the credits service, in the same transaction as its ledger row. */
  @Column({ name: 'remaining_credits', type: 'integer', default: 0 })
  remainingCredits: number;

  @Column({ name: 'total_credits', type: 'integer', default: 0 })
  totalCredits: number;

  @Column({ type: 'varchar', length: 32, default: 'starter' })
  plan: string;

  @Column({ name: 'plan_expiry', type: 'timestamptz', nullable: true })
  planExpiry: Date | null;

  @Column({ name: 'news_updates', type: 'boolean', default: false })
  newsUpdates: boolean;

  @Column({ name: 'terms_accepted_at', type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
