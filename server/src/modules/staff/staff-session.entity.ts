import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One signed-in staff session. The staff token names it (`sid`); revoking the row ends the token early. */
@Entity({ name: 'staff_sessions' })
export class StaffSessionRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_staff_sessions_staff_id')
  @Column({ name: 'staff_id', type: 'uuid' })
  @ForeignKey('staff_accounts', { name: 'FK_staff_sessions_staff_id', onDelete: 'CASCADE' })
  staffId: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
