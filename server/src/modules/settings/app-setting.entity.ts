import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * A setting of the whole app that staff edit at run time (docs/decisions.md, "Staff"): one row per
 * key, its value as JSON, and who changed it last. The sign-up bonus is `signup_bonus_credits`.
 * Every change is audited in the transaction that makes it (the audit log keeps before and after).
 */
@Entity({ name: 'app_settings' })
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_app_settings' })
  key: string;

  @Column({ type: 'jsonb' })
  value: unknown;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /** The staff member who changed it last; null for the migration's default. A key to staff_accounts by table name. */
  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  @ForeignKey('staff_accounts', { name: 'FK_app_settings_updated_by', onDelete: 'SET NULL' })
  updatedBy: string | null;
}
