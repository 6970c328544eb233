import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, Float, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import type { SeniorityKey } from '../vocabulary';
import { SeniorityLevel } from '../vocabulary/seniority-level';
import type { EngineName, ScoreLabel } from './analysis.types';

/**
 * The analysis of a profile as GraphQL types (docs/product-spec.md §3: the profile dialog's
 * 'Professional Journey', 'Assessment' and 'Insights' tabs), with the normalised work experience
 * and education it reads. ProfileDetail (profiles/profile.types.ts) carries it; the profile service
 * makes these plain objects from the analysis (analysis.types.ts).
 */

export enum ScoreLabelEnum {
  Low = 'Low',
  Medium = 'Medium',
  High = 'High',
}
registerEnumType(ScoreLabelEnum, { name: 'ScoreLabel', description: 'How a 1..10 score reads: Low (1-3), Medium (4-7), High (8-10).' });

/** The engines of ENGINE_NAMES as a GraphQL enum (the compiler checks that both name the same engines). */
export const AnalysisEngineEnum = { llm: 'llm', rules: 'rules' } as const satisfies { readonly [K in EngineName]: K };
registerEnumType(AnalysisEngineEnum, {
  name: 'AnalysisEngine',
  description: "What produced an analysis: 'llm' (a language model), or 'rules' (also when the LLM failed).",
});

@ObjectType({ description: 'One role, in the one shape both source shapes come down to.' })
export class ProfileWorkExperience {
  @Field(() => String)
  title: string;

  @Field(() => String)
  company: string;

  @Field(() => String, { nullable: true })
  companyDomain: string | null;

  @Field(() => String, { nullable: true })
  industry: string | null;

  @Field(() => String, { nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM' })
  start: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM; null while current.' })
  end: string | null;

  @Field(() => Boolean)
  current: boolean;

  @Field(() => String, { nullable: true })
  summary: string | null;

  @Field(() => String, { description: "The dates and duration as people read them: 'Mar 2021 – Present · 3 yrs 8 mos'." })
  tenure: string;

  @Field(() => Int, { description: 'Months in the role, the first and last month counted; 0 when undated.' })
  months: number;
}

@ObjectType()
export class ProfileAcademicCredential {
  @Field(() => String)
  school: string;

  @Field(() => [String], { description: 'The degrees of this credential (a source may list one or several).' })
  degrees: string[];

  @Field(() => String, { nullable: true })
  field: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY or YYYY-MM' })
  start: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY or YYYY-MM' })
  end: string | null;

  @Field(() => String, { nullable: true, description: "'2012 – 2016'" })
  tenure: string | null;

  @Field(() => String, { nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true })
  summary: string | null;
}

@ObjectType({ description: 'A role a score or claim rests on, exactly as it appears in the work experience.' })
export class AnalysisEvidenceRole {
  @Field(() => String)
  title: string;

  @Field(() => String)
  company: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM' })
  start: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM; null while current.' })
  end: string | null;
}

@ObjectType({ description: 'What a score or claim rests on: the roles, and the period it covers.' })
export class AnalysisEvidence {
  @Field(() => [AnalysisEvidenceRole])
  roles: AnalysisEvidenceRole[];

  @Field(() => String, { nullable: true, description: 'YYYY-MM' })
  from: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM (a current role runs to the reference month).' })
  to: string | null;
}

/**
 * The shapes every part of the analysis shares, declared once: whatever it states carries its
 * evidence, and a figure (a score, a career metric) also the reason for it.
 */
@InterfaceType({ description: 'Something the analysis states, with the evidence it rests on.' })
export abstract class AnalysisEvidenced {
  @Field(() => AnalysisEvidence)
  evidence: AnalysisEvidence;
}

@InterfaceType({ implements: AnalysisEvidenced, description: 'A figure of the analysis, with the reason for it and its evidence.' })
export abstract class AnalysisExplained extends AnalysisEvidenced {
  @Field(() => String)
  explanation: string;
}

@ObjectType({ implements: AnalysisEvidenced, description: 'A statement about the person, with its evidence.' })
export class AnalysisClaim extends AnalysisEvidenced {
  @Field(() => String)
  text: string;
}

@ObjectType({
  implements: [AnalysisExplained, AnalysisEvidenced],
  description: 'A score from 1 to 10 with its label, the reason and the evidence.',
})
export class AnalysisScore extends AnalysisExplained {
  @Field(() => Int)
  value: number;

  @Field(() => ScoreLabelEnum)
  label: ScoreLabel;
}

@ObjectType({
  implements: [AnalysisExplained, AnalysisEvidenced],
  description: 'A career figure, with the reason for it and its evidence.',
})
export class AnalysisCareerMetric extends AnalysisExplained {
  @Field(() => Float)
  value: number;
}

@ObjectType()
export class AnalysisCareerMetrics {
  @Field(() => AnalysisCareerMetric, { description: 'Months of dated experience, overlapping roles counted once.' })
  totalExperienceMonths: AnalysisCareerMetric;

  @Field(() => AnalysisCareerMetric, { description: 'Months per employer on average.' })
  averageTenureMonths: AnalysisCareerMetric;

  @Field(() => AnalysisCareerMetric)
  employers: AnalysisCareerMetric;

  @Field(() => AnalysisCareerMetric, { description: 'Steps up in seniority from one role to the next.' })
  promotions: AnalysisCareerMetric;

  @Field(() => AnalysisCareerMetric, { description: '0 when no role is current.' })
  monthsInCurrentRole: AnalysisCareerMetric;
}

@ObjectType()
export class AnalysisProgressionRole {
  @Field(() => String)
  title: string;

  @Field(() => String, { nullable: true })
  start: string | null;

  @Field(() => String, { nullable: true })
  end: string | null;

  @Field(() => Boolean)
  current: boolean;

  @Field(() => Int)
  months: number;

  @Field(() => SeniorityLevel, { nullable: true, description: 'Read from the title.' })
  seniority: SeniorityKey | null;
}

@ObjectType({ description: 'One company of the progression, with its roles, newest first.' })
export class AnalysisProgressionCompany {
  @Field(() => String)
  company: string;

  @Field(() => String, { nullable: true })
  industry: string | null;

  @Field(() => String, { nullable: true })
  start: string | null;

  @Field(() => String, { nullable: true })
  end: string | null;

  @Field(() => Boolean)
  current: boolean;

  @Field(() => Int)
  months: number;

  @Field(() => [AnalysisProgressionRole])
  roles: AnalysisProgressionRole[];
}

@ObjectType()
export class AnalysisSwot {
  @Field(() => [AnalysisClaim])
  strengths: AnalysisClaim[];

  @Field(() => [AnalysisClaim])
  weaknesses: AnalysisClaim[];

  @Field(() => [AnalysisClaim])
  opportunities: AnalysisClaim[];

  @Field(() => [AnalysisClaim])
  threats: AnalysisClaim[];
}

@ObjectType({ description: "The 'Insights' tab." })
export class AnalysisInsights {
  @Field(() => [AnalysisProgressionCompany], { description: 'At most 3 companies, built from at most the first 9 roles, newest first.' })
  progression: AnalysisProgressionCompany[];

  @Field(() => AnalysisCareerMetrics)
  careerMetrics: AnalysisCareerMetrics;

  @Field(() => AnalysisScore, { description: 'How long the person tends to stay.' })
  stability: AnalysisScore;

  @Field(() => AnalysisScore, { description: 'How likely a move is now.' })
  mobility: AnalysisScore;

  @Field(() => AnalysisSwot)
  swot: AnalysisSwot;

  @Field(() => [AnalysisClaim])
  roleRecommendations: AnalysisClaim[];
}

@ObjectType({ implements: AnalysisEvidenced, description: "The 'Assessment' tab." })
export class AnalysisAssessment extends AnalysisEvidenced {
  @Field(() => String)
  keySkillsAndExpertise: string;

  @Field(() => [String])
  keySkills: string[];
}

@ObjectType({ description: "The 'Professional Journey' tab." })
export class ProfessionalJourney {
  @Field(() => String)
  profileSummary: string;

  @Field(() => [ProfileWorkExperience])
  workExperiences: ProfileWorkExperience[];

  @Field(() => [ProfileAcademicCredential])
  academicCredentials: ProfileAcademicCredential[];
}

@ObjectType({ description: 'The analysis of a profile; every score and claim carries its evidence.' })
export class ProfileAnalysis {
  @Field(() => AnalysisEngineEnum)
  engine: EngineName;

  @Field(() => String)
  engineVersion: string;

  @Field(() => String, { nullable: true, description: 'The model, for the llm engine.' })
  model: string | null;

  @Field(() => String, { description: 'YYYY-MM: the month it was computed for; current roles run to it.' })
  referenceMonth: string;

  @Field(() => GraphQLDateTimeISO)
  generatedAt: Date;

  @Field(() => ProfessionalJourney)
  professionalJourney: ProfessionalJourney;

  @Field(() => AnalysisAssessment)
  assessment: AnalysisAssessment;

  @Field(() => AnalysisInsights)
  insights: AnalysisInsights;
}
