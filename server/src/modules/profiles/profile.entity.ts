import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, type ValueTransformer } from 'typeorm';

/**
 * A country code as written (char(2)): '' for none. PostgreSQL pads a shorter value of a char column
 * with spaces, so '' comes back as '  ': read back as written, or an import compared what it read ('')
 * with what it stored ('  ') and counted the person updated at every reading of the same file.
 */
export const COUNTRY_CODE: ValueTransformer = { to: (v: unknown) => v, from: (v: string | null) => (v === null ? v : v.trimEnd()) };

/** One work experience, as stored and as returned (the flat shape of docs/product-spec.md §3). */
export interface WorkExperience {
  title: string;
  company: string;
  companyDomain?: string | null;
  industry?: string | null;
  location?: string | null;
  /** 'YYYY-MM' */
  start: string;
  /** 'YYYY-MM', or null while current. */
  end: string | null;
  summary?: string | null;
}

export interface AcademicCredential {
  school: string;
  degree: string | string[];
  field?: string | null;
  start?: string | null;
  end?: string | null;
  location?: string | null;
  summary?: string | null;
}

/** The source of every generated person: sample data, never a real one (docs/decisions.md, "Sample data"). */
export const SAMPLE_SOURCE = 'sample';

export interface SocialProfile {
  network: string;
  username: string;
}

/** Where one fact of a profile came from: the source's name, its own record id, and when it was read. */
export interface FactOrigin {
  source: string;
  recordId: string | null;
  /** ISO timestamp. */
  fetchedAt: string;
}

/** The facts of a profile whose origin is kept (PROFILE_FACTS in modules/imports). */
export type FactName =
  'name' | 'linkedin' | 'headline' | 'summary' | 'location' | 'role' | 'industry' | 'experience' | 'education' | 'skills';

/** A professional profile of the people index: everything shown about a person. */
@Entity({ name: 'profiles' })
export class Profile {
  @PrimaryColumn({ type: 'bigint' })
  id: string;

  @Index('UQ_profiles_linkedin_username', { unique: true })
  @Column({ name: 'linkedin_username', type: 'varchar', length: 100 })
  linkedinUsername: string;

  @Column({ name: 'linkedin_link', type: 'varchar', length: 300 })
  linkedinLink: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ name: 'profile_picture', type: 'text', nullable: true })
  profilePicture: string | null;

  /** The one-line snippet: current title and company. */
  @Column({ type: 'varchar', length: 300 })
  headline: string;

  @Column({ type: 'text' })
  summary: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 100 })
  country: string;

  @Column({ name: 'country_code', type: 'char', length: 2, transformer: COUNTRY_CODE })
  countryCode: string;

  /** The region of the place, when a source names one the search knows (vocabulary/regions.ts): 'Texas', 'Bavaria'. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  region: string | null;

  @Column({ name: 'current_title', type: 'varchar', length: 200, nullable: true })
  currentTitle: string | null;

  @Column({ name: 'current_company_id', type: 'integer', nullable: true })
  currentCompanyId: number | null;

  @Column({ name: 'current_company', type: 'varchar', length: 200, nullable: true })
  currentCompany: string | null;

  /** 0 intern/entry ... 7 executive; see SENIORITY_LEVELS in modules/vocabulary. */
  @Column({ type: 'smallint', nullable: true })
  seniority: number | null;

  @Column({ name: 'job_function', type: 'varchar', length: 40, nullable: true })
  jobFunction: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  industry: string | null;

  @Column({ name: 'experience_months', type: 'integer' })
  experienceMonths: number;

  @Column({ type: 'text', array: true })
  skills: string[];

  @Column({ name: 'social_profiles', type: 'jsonb' })
  socialProfiles: SocialProfile[];

  @Column({ name: 'work_experiences', type: 'jsonb' })
  workExperiences: WorkExperience[];

  @Column({ name: 'academic_credentials', type: 'jsonb' })
  academicCredentials: AcademicCredential[];

  /** Where the profile came from: SAMPLE_SOURCE ('sample') for a generated person, else the provider's or the import's name. */
  @Column({ type: 'varchar', length: 32, default: 'local' })
  source: string;

  /**
   * Where each fact came from, by fact (FactName): set by imports and providers; empty for sample
   * people and profiles written before facts had origins (their `source` says where all came from).
   */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  provenance: Partial<Record<FactName, FactOrigin>>;

  /** When the profile was last re-read from its source (refresh is limited to once an hour). */
  @Column({ name: 'refreshed_at', type: 'timestamptz', nullable: true })
  refreshedAt: Date | null;

  /** When the profile was added to the index: a saved search's run counts those added since the run before (see saved-searches.service). */
  @Index('IDX_profiles_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
