import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Append-only: one row per staff action that changed something (who, what, to whom, when, why),
 * written in the same transaction as the change. Nothing updates or deletes these rows.
 */
@Entity({ name: 'staff_audit_log' })
@Index('IDX_staff_audit_log_created', ['createdAt'])
@Index('IDX_staff_audit_log_staff_created', ['staffId', 'createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The staff member who acted; null for the command line and the first start. */
  @Column({ name: 'staff_id', type: 'uuid', nullable: true })
  @ForeignKey('staff_accounts', { name: 'FK_staff_audit_log_staff_id', onDelete: 'SET NULL' })
  staffId: string | null;

  /** What was done, e.g. `admin.create`, `credits.grant`. */
  @Column({ type: 'varchar', length: 64 })
  action: string;

  /** What it was done to: `staff`, `user`, `order`, `package`, `setting`. */
  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType: string;

  @Column({ name: 'target_id', type: 'varchar', length: 255, nullable: true })
  targetId: string | null;

  /** The facts of the change (amounts, before and after). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details: Record<string, unknown>;

  /** Why, in the staff member's words (required where money or credits move). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
