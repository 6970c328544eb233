import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';
import type { SearchType } from './search-history.entity';

/** How often a saved search e-mails who is new (saved-search-alerts.service.ts): never, daily or weekly. */
export const SAVED_SEARCH_ALERTS = ['off', 'daily', 'weekly'] as const;
export type SavedSearchAlertName = (typeof SAVED_SEARCH_ALERTS)[number];

/**
 * A search a user saved under a name, to run again from /searches: what the results page needs to
 * re-run it (type, query, and the build filters or persona in params), and its last two runs, so
 * that a run can tell who was added to the index since the one before.
 */
@Entity({ name: 'saved_searches' })
@Index('IDX_saved_searches_user_created', ['userId', 'createdAt'])
// (user_id, lower(name)): one name per user whatever its case; an expression TypeORM cannot describe.
@Index('UQ_saved_searches_user_name', { synchronize: false })
// The alerts that are on, oldest sent first: what each alert run reads.
@Index('IDX_saved_searches_alert_due', ['alertSentAt'], { where: `"alert" <> 'off'` })
@Check('CHK_saved_searches_alert', `"alert" IN ('off', 'daily', 'weekly')`)
@Check('CHK_saved_searches_alert_on', `"alert" = 'off' OR ("alert_sent_at" IS NOT NULL AND "alert_token" IS NOT NULL)`)
export class SavedSearch {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_saved_searches_id' })
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_saved_searches_user_id' })
  user?: User;

  /** Trimmed, 1 to 100 characters. */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  type: SearchType;

  /** ai: the question; persona: the text that goes with the preset; build: none. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  query: string | null;

  /** The build filters or the persona, as the history keeps them ({ filters } or { persona }). */
  @Column({ type: 'jsonb', nullable: true })
  params: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** Saving counts as a run: the results were on the screen. */
  @Column({ name: 'last_run_at', type: 'timestamptz', default: () => 'clock_timestamp()' })
  lastRunAt: Date;

  /** The run before the last: a run's "new" profiles are those added after it. */
  @Column({ name: 'previous_run_at', type: 'timestamptz', nullable: true })
  previousRunAt: Date | null;

  /** E-mail who is new: off, daily or weekly (migration 1766500000000-SavedSearchAlerts). */
  @Column({ type: 'varchar', length: 8, default: 'off' })
  alert: SavedSearchAlertName;

  /** People added to the index after this are new for the next alert; set when the alert is turned on. */
  @Column({ name: 'alert_sent_at', type: 'timestamptz', nullable: true })
  alertSentAt: Date | null;

  /** The secret of the alert e-mails' unsubscribe link; a new one each time the alert is turned on (why a column: the migration). */
  @Index('UQ_saved_searches_alert_token', { unique: true })
  @Column({ name: 'alert_token', type: 'varchar', length: 64, nullable: true })
  alertToken: string | null;
}
