import { IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, Float, ID, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import type { EngineName, ScoreLabel } from '../analysis/analysis.types';
import { SENIORITY_LEVELS, type SeniorityKey } from '../vocabulary';

/**
 * A profile as GraphQL types: its card (a search result) and its view (product spec sections 2 and
 * 3: the profile dialog) with its analysis. The services return plain objects of these shapes; REST
 * sends the same objects.
 */

/** The seniority levels of SENIORITY_LEVELS as a GraphQL enum; on the wire each value is the level itself ('entry' ... 'executive'). */
export const SeniorityLevel = Object.fromEntries(SENIORITY_LEVELS.map((level) => [level, level])) as { readonly [K in SeniorityKey]: K };
registerEnumType(SeniorityLevel, {
  name: 'SeniorityLevel',
  description: `Seniority, lowest first: ${SENIORITY_LEVELS.join(', ')}.`,
});

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

@ArgsType()
export class ProfileArgs {
  @Field(() => ID, { nullable: true, description: 'The profile id; give this or linkedinUsername.' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'The profile id must be a number.' })
  id?: string | null;

  @Field(() => String, { nullable: true, description: "The person's LinkedIn username (the part after /in/ in the link)." })
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'That is not a valid LinkedIn username.' })
  linkedinUsername?: string | null;
}

@ObjectType({ description: 'A social profile of the person, one per network.' })
export class SocialProfileLink {
  @Field(() => String)
  network: string;

  @Field(() => String)
  username: string;

  @Field(() => String, { nullable: true, description: 'The address of the profile, for the networks we know.' })
  url: string | null;
}

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

/** A profile in a list of results (search); the profile dialog's view extends it. Made by toProfileCard (profile-card.ts). */
@ObjectType({ description: 'One constraint of a search, and whether a result meets it.' })
export class ConstraintCheck {
  @Field(() => String, {
    description:
      'What it constrains: title, seniority, function, location, currentCompany, pastCompany, industry, pastIndustry, skill, years, school, degree, keywords, similar.',
  })
  kind: string;

  @Field(() => String, { description: "What the constraint asks, as a chip says it: 'Berlin, Germany', 'TypeScript', 'ex-Paystream'." })
  label: string;

  @Field(() => Boolean)
  met: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "How it is met, or how nearly, when that is not plain from the card: 'Past company, 2019–2022', 'Frontend Engineer: same title family', 'Potsdam, near Berlin'.",
  })
  detail: string | null;
}

@ObjectType({ description: 'Why a profile is in the results of a search.' })
export class ResultMatch {
  @Field(() => Boolean, {
    description:
      'True when the profile meets every constraint (an exact match); false for a closest match. Every result of a lookalike search is true.',
  })
  exact: boolean;

  @Field(() => [ConstraintCheck], { description: 'Each constraint of the search, met or missed, in the order of the query.' })
  constraints: ConstraintCheck[];

  @Field(() => [String], {
    description: 'Words and phrases of the search found on the card, to highlight in its title, snippet and summary (lower case).',
  })
  highlights: string[];
}

@ObjectType({ description: 'A profile as a search result card.' })
export class ProfileCard {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  linkedinUsername: string;

  @Field(() => String)
  linkedinLink: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  fullName: string;

  @Field(() => String, { nullable: true })
  profilePicture: string | null;

  @Field(() => String, { description: 'One line: current title and company.' })
  snippet: string;

  @Field(() => String)
  summary: string;

  @Field(() => String, { description: 'The current role and the one before, as one line.' })
  experience: string;

  @Field(() => String, { description: 'The highest degree and school, as one line.' })
  education: string;

  @Field(() => String)
  location: string;

  @Field(() => Float, { description: 'Total experience in years, one decimal (totalExperienceMonths / 12).' })
  totalExperience: number;

  @Field(() => Int, {
    description:
      "Total experience in months: the dated roles' union, overlapping roles counted once, a current role to this month; the same figure as the analysis's career metric.",
  })
  totalExperienceMonths: number;

  @Field(() => [String])
  skills: string[];

  @Field(() => String, { nullable: true })
  currentTitle: string | null;

  @Field(() => String, { nullable: true })
  currentCompany: string | null;

  @Field(() => ResultMatch, { nullable: true, description: 'Why this profile is in the search results; null outside a search.' })
  match?: ResultMatch | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "In a saved search's run: true when the profile was added to the index since the run before. Null outside such a run.",
  })
  isNew?: boolean | null;
}

/** The search card's fields (name, headline, summary, one-line experience and education, location, skills) and more. */
@ObjectType({ description: 'A profile as the profile dialog shows it, with its analysis.' })
export class ProfileDetail extends ProfileCard {
  @Field(() => [SocialProfileLink], { description: 'One per network (compared case-insensitively).' })
  socialProfiles: SocialProfileLink[];

  @Field(() => [ProfileWorkExperience], { description: 'Newest first.' })
  workExperiences: ProfileWorkExperience[];

  @Field(() => [ProfileAcademicCredential])
  academicCredentials: ProfileAcademicCredential[];

  @Field(() => Boolean, { description: "True when the signed-in user has revealed this profile's contacts." })
  isFetched: boolean;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the profile was last re-read from its source.' })
  refreshedAt: Date | null;

  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the profile can be refreshed again; null when it can be now.' })
  nextRefreshAt: Date | null;

  @Field(() => ProfileAnalysis, { nullable: true, description: 'Null when analysisUnavailable says why.' })
  analysis: ProfileAnalysis | null;

  @Field(() => String, { nullable: true, description: 'Why there is no analysis (an expired plan), as a message to show in its place.' })
  analysisUnavailable: string | null;
}
