import { Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/** A computed analysis of a profile, cached per engine and engine version; dropped when the profile is refreshed. */
@Entity({ name: 'profile_analyses' })
export class ProfileAnalysisRecord {
  /**
   * A key to profiles by table name, not a relation: profiles imports analysis (opening a profile
   * shows its analysis), so analysis does not import profiles.
   */
  @PrimaryColumn({ name: 'profile_id', type: 'bigint' })
  @ForeignKey('profiles', { name: 'FK_profile_analyses_profile_id', onDelete: 'CASCADE' })
  profileId: string;

  /** 'rules' or 'llm'. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  engine: string;

  @PrimaryColumn({ name: 'engine_version', type: 'varchar', length: 64 })
  engineVersion: string;

  /** The analysis, in the shape of analysis.types.ts. */
  @Column({ type: 'jsonb' })
  result: Record<string, unknown>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
