import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Profile } from './profile.entity';

/**
 * The search side of a profile: one narrow row per profile holding only what search filters and
 * ranks on, so that scans stay small at a million rows. Written with the profile (local index)
 * by the seeder and by refreshes. The GIN indexes are created by migration (TypeORM cannot
 * describe them) and rebuilt by the bulk loader after a load.
 */
@Entity({ name: 'profile_search' })
@Index('IDX_profile_search_doc', { synchronize: false })
@Index('IDX_profile_search_head_doc', { synchronize: false })
@Index('IDX_profile_search_skill_keys', { synchronize: false })
@Index('IDX_profile_search_company_ids', { synchronize: false })
@Index('IDX_profile_search_industries', { synchronize: false })
@Index('IDX_profile_search_school_keys', { synchronize: false })
@Index('IDX_profile_search_place', { synchronize: false })
@Index('IDX_profile_search_city', { synchronize: false })
@Index('IDX_profile_search_current_company', { synchronize: false })
@Index('IDX_profile_search_title', { synchronize: false })
@Index('IDX_profile_search_region', { synchronize: false })
@Index('IDX_profile_search_title_key', { synchronize: false })
@Index('IDX_profile_search_quality', { synchronize: false })
export class ProfileSearch {
  @PrimaryColumn({ name: 'profile_id', type: 'bigint' })
  profileId: string;

  @OneToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id', foreignKeyConstraintName: 'FK_profile_search_profile_id' })
  profile?: Profile;

  /**
   * Weighted full text: A name and current title, B past titles, companies and skills, C the rest.
   * The second ranking tier (A and B) is matched on it with the query's lexemes labelled A and B
   * (compiled-query.ts): no document of its own.
   */
  @Column({ type: 'tsvector' })
  doc: string;

  /** A of doc: the first ranking tier (name and current title), with a GIN index of its own. */
  @Column({ name: 'head_doc', type: 'tsvector' })
  headDoc: string;

  /**
   * The current title, lower-cased: a key of job_titles. Title constraints are matched against
   * the (small) dictionary of titles first, then answered from a b-tree on this key that carries
   * the other constraint columns, so a title-led search reads the index alone.
   */
  @Column({ name: 'title_key', type: 'varchar', length: 200, nullable: true })
  titleKey: string | null;

  @Column({ type: 'smallint', nullable: true })
  seniority: number | null;

  @Column({ name: 'job_function', type: 'varchar', length: 40, nullable: true })
  jobFunction: string | null;

  /** Lower-cased city name. */
  @Column({ name: 'city_key', type: 'varchar', length: 100 })
  cityKey: string;

  @Column({ name: 'country_code', type: 'char', length: 2 })
  countryCode: string;

  /** Lower-cased region name, when the profile has one (a partial index holds these rows). */
  @Column({ name: 'region_key', type: 'varchar', length: 100, nullable: true })
  regionKey: string | null;

  @Column({ name: 'current_company_id', type: 'integer', nullable: true })
  currentCompanyId: number | null;

  /** Every company worked at, the current one included. */
  @Column({ name: 'company_ids', type: 'integer', array: true })
  companyIds: number[];

  @Column({ type: 'varchar', length: 64, nullable: true })
  industry: string | null;

  /** Every industry worked in, the current one included (lower-case keys). */
  @Column({ type: 'text', array: true })
  industries: string[];

  @Column({ name: 'skill_keys', type: 'text', array: true })
  skillKeys: string[];

  /** Whole years of experience. */
  @Column({ type: 'smallint' })
  years: number;

  @Column({ name: 'school_keys', type: 'text', array: true })
  schoolKeys: string[];

  /** 'bachelor', 'master', 'mba', 'phd', ... */
  @Column({ name: 'degree_levels', type: 'text', array: true })
  degreeLevels: string[];

  /** The current role is remote: its place or title says so (workModesOf). */
  @Column({ type: 'boolean', default: false })
  remote: boolean;

  /** The person says they are open to relocating (workModesOf). */
  @Column({ type: 'boolean', default: false })
  relocates: boolean;

  /** The ranking tie-break, 0..100 (profileQuality): in the role now, and how complete the profile is. */
  @Column({ type: 'smallint', default: 0 })
  quality: number;
}
