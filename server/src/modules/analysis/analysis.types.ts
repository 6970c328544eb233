import { z } from 'zod';
import { SENIORITY_LEVELS } from '../vocabulary';

/**
 * The analysis of a profile, as both engines produce it, as it is cached (profile_analyses.result)
 * and as the profile view shows it. Every score and every claim carries its evidence: the roles
 * (title, company, start, end) and the period it rests on, so a recruiter can check it against the
 * work experience shown beside it.
 */

/** Display limits of docs/product-spec.md §5. */
export const PROGRESSION_MAX_COMPANIES = 3;
export const PROGRESSION_MAX_ROLES = 9;
export const KEY_SKILLS_MAX = 12;
const CLAIMS_MAX = 6;
const RECOMMENDATIONS_MAX = 5;
const EVIDENCE_ROLES_MAX = 30;

export const ENGINE_NAMES = ['rules', 'llm'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

export const SCORE_LABELS = ['Low', 'Medium', 'High'] as const;
export type ScoreLabel = (typeof SCORE_LABELS)[number];

/** The label of a 1..10 score, matching the slider's marks (Low at 1, Medium at 5, High at 10). */
export function labelFor(value: number): ScoreLabel {
  return value <= 3 ? 'Low' : value <= 7 ? 'Medium' : 'High';
}

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM');
/** Schools are often dated by year only: 'YYYY' or 'YYYY-MM'. */
const yearOrMonth = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'a year (YYYY) or a month (YYYY-MM)');
const text = z.string().trim().min(1).max(2000);

/** A role a claim rests on, as it appears in the work experience. */
export const EvidenceRoleSchema = z.object({
  title: z.string(),
  company: z.string(),
  start: yearMonth.nullable(),
  end: yearMonth.nullable(),
});

export const EvidenceSchema = z.object({
  roles: z.array(EvidenceRoleSchema).max(EVIDENCE_ROLES_MAX),
  /** The period the claim covers (a current role runs to the reference month). */
  from: yearMonth.nullable(),
  to: yearMonth.nullable(),
});

export const ClaimSchema = z.object({ text, evidence: EvidenceSchema });

export const ScoreSchema = z.object({
  value: z.int().min(1).max(10),
  label: z.enum(SCORE_LABELS),
  explanation: text,
  evidence: EvidenceSchema,
});

export const CareerMetricSchema = z.object({
  value: z.number().min(0),
  explanation: text,
  evidence: EvidenceSchema,
});

export const CareerMetricsSchema = z.object({
  totalExperienceMonths: CareerMetricSchema,
  averageTenureMonths: CareerMetricSchema,
  employers: CareerMetricSchema,
  promotions: CareerMetricSchema,
  monthsInCurrentRole: CareerMetricSchema,
});

export const ProgressionRoleSchema = z.object({
  title: z.string(),
  start: yearMonth.nullable(),
  end: yearMonth.nullable(),
  current: z.boolean(),
  months: z.int().min(0),
  /** The seniority level read from the title (entry ... executive), when it can be read. */
  seniority: z.enum(SENIORITY_LEVELS).nullable(),
});

export const ProgressionCompanySchema = z.object({
  company: z.string(),
  industry: z.string().nullable(),
  start: yearMonth.nullable(),
  end: yearMonth.nullable(),
  current: z.boolean(),
  months: z.int().min(0),
  /** Newest first. */
  roles: z.array(ProgressionRoleSchema).min(1).max(PROGRESSION_MAX_ROLES),
});

/** One work experience in the one shape both source shapes come down to. */
export const NormalisedWorkExperienceSchema = z.object({
  title: z.string(),
  company: z.string(),
  companyDomain: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  start: yearMonth.nullable(),
  /** Null while current (or when the source gives no end). */
  end: yearMonth.nullable(),
  current: z.boolean(),
  summary: z.string().nullable(),
});

export const NormalisedAcademicCredentialSchema = z.object({
  school: z.string(),
  degrees: z.array(z.string()),
  field: z.string().nullable(),
  start: yearOrMonth.nullable(),
  end: yearOrMonth.nullable(),
  location: z.string().nullable(),
  summary: z.string().nullable(),
});

export const ProfessionalJourneySchema = z.object({
  profileSummary: text,
  workExperiences: z.array(NormalisedWorkExperienceSchema),
  academicCredentials: z.array(NormalisedAcademicCredentialSchema),
});

export const AssessmentSchema = z.object({
  keySkillsAndExpertise: text,
  keySkills: z.array(z.string().trim().min(1).max(100)).max(KEY_SKILLS_MAX),
  evidence: EvidenceSchema,
});

export const SwotSchema = z.object({
  strengths: z.array(ClaimSchema).max(CLAIMS_MAX),
  weaknesses: z.array(ClaimSchema).max(CLAIMS_MAX),
  opportunities: z.array(ClaimSchema).max(CLAIMS_MAX),
  threats: z.array(ClaimSchema).max(CLAIMS_MAX),
});

export const InsightsSchema = z.object({
  /** At most 3 companies, built from at most the first 9 roles, newest first. */
  progression: z.array(ProgressionCompanySchema).max(PROGRESSION_MAX_COMPANIES),
  careerMetrics: CareerMetricsSchema,
  stability: ScoreSchema,
  mobility: ScoreSchema,
  swot: SwotSchema,
  roleRecommendations: z.array(ClaimSchema).max(RECOMMENDATIONS_MAX),
});

export const ProfileAnalysisSchema = z.object({
  /** The engine that actually produced this analysis (an LLM failure falls back to 'rules'). */
  engine: z.enum(ENGINE_NAMES),
  engineVersion: z.string().min(1).max(64),
  /** The model, for the llm engine. */
  model: z.string().nullable(),
  /** The month the analysis was computed for: current roles run to it. */
  referenceMonth: yearMonth,
  generatedAt: z.iso.datetime(),
  professionalJourney: ProfessionalJourneySchema,
  assessment: AssessmentSchema,
  insights: InsightsSchema,
});

export type EvidenceRole = z.infer<typeof EvidenceRoleSchema>;
export type Evidence = z.infer<typeof EvidenceSchema>;
export type Claim = z.infer<typeof ClaimSchema>;
export type Score = z.infer<typeof ScoreSchema>;
export type CareerMetric = z.infer<typeof CareerMetricSchema>;
export type CareerMetrics = z.infer<typeof CareerMetricsSchema>;
export type ProgressionRole = z.infer<typeof ProgressionRoleSchema>;
export type ProgressionCompany = z.infer<typeof ProgressionCompanySchema>;
export type NormalisedWorkExperience = z.infer<typeof NormalisedWorkExperienceSchema>;
export type NormalisedAcademicCredential = z.infer<typeof NormalisedAcademicCredentialSchema>;
export type ProfessionalJourney = z.infer<typeof ProfessionalJourneySchema>;
export type Assessment = z.infer<typeof AssessmentSchema>;
export type Swot = z.infer<typeof SwotSchema>;
export type Insights = z.infer<typeof InsightsSchema>;
export type ProfileAnalysis = z.infer<typeof ProfileAnalysisSchema>;

/**
 * What an engine analyses: the person as a people source describes them. Work experiences come in
 * either shape of docs/product-spec.md §3 (see normalise.ts); the stored Profile entity fits as it is.
 */
export interface AnalysisSubject {
  firstName: string;
  lastName: string;
  headline?: string | null;
  summary?: string | null;
  skills?: readonly string[] | null;
  /** A flat list of roles, or an object keyed by company whose values are lists of roles. */
  workExperiences: unknown;
  academicCredentials?: unknown;
}

/** An engine turns a subject into an analysis, as of a reference date. */
export interface AnalysisEngine {
  readonly name: EngineName;
  /** Part of the cache key: a new version recomputes every cached analysis of this engine. */
  readonly version: string;
  analyse(subject: AnalysisSubject, asOf: Date): Promise<ProfileAnalysis>;
}
