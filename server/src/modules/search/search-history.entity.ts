import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

export type SearchType = 'ai' | 'build' | 'persona';

/** One search a signed-in user ran (term, type, time). */
@Entity({ name: 'search_history' })
@Index('IDX_search_history_user_created', ['userId', 'createdAt'])
export class SearchHistoryEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_search_history_user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 500 })
  term: string;

  @Column({ type: 'varchar', length: 16 })
  type: SearchType;

  /** The build filters or persona that went with the term, when there were any. */
  @Column({ type: 'jsonb', nullable: true })
  params: Record<string, unknown> | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
