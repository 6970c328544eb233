import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A sign-in identity at a provider (Google, LinkedIn, the company's) linked to an account: the
 * provider's subject, never its password or tokens. One subject per provider belongs to one user;
 * a user may have one identity per provider beside their e-mail codes.
 */
@Entity({ name: 'user_identities' })
@Index('UQ_user_identities_provider_subject', ['provider', 'subject'], { unique: true })
@Index('UQ_user_identities_user_provider', ['userId', 'provider'], { unique: true })
export class UserIdentity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_identities_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  /** The e-mail the provider vouched for when it was last used. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz' })
  lastUsedAt: Date;
}
