import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { StaffRole } from '../../common/session';

/**
 * A staff account (docs/decisions.md, "Staff"): apart from users, with its own password, role and
 * sessions. Username and e-mail are stored lower-cased; either signs in.
 */
@Entity({ name: 'staff_accounts' })
@Check('CHK_staff_accounts_role', `"role" IN ('admin', 'superadmin')`)
export class StaffAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('UQ_staff_accounts_username', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  username: string;

  @Index('UQ_staff_accounts_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** `scrypt$N$r$p$salt$hash` (password.ts); never leaves the server. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16 })
  role: StaffRole;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
