import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Profile } from '../profiles/profile.entity';

/** A computed analysis of a profile, cached per engine and engine version; dropped when the profile is refreshed. */
@Entity({ name: 'profile_analyses' })
export class ProfileAnalysisRecord {
  @PrimaryColumn({ name: 'profile_id', type: 'bigint' })
  profileId: string;

  /** 'rules' or 'llm'. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  engine: string;

  @PrimaryColumn({ name: 'engine_version', type: 'varchar', length: 64 })
  engineVersion: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id', foreignKeyConstraintName: 'FK_profile_analyses_profile_id' })
  profile?: Profile;

  /** The analysis, in the shape of analysis.types.ts. */
  @Column({ type: 'jsonb' })
  result: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
