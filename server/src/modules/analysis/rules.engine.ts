import type { AnalysisEngine, AnalysisSubject, ProfileAnalysis } from './analysis.types';
import { monthString } from './months';
import { careerFacts, skillsInRoles } from './rules/career-facts';
import { careerMetrics, progression } from './rules/metrics';
import { roleRecommendations } from './rules/recommendations';
import { mobilityScore, stabilityScore } from './rules/scores';
import { assessment, profileSummary } from './rules/summary';
import { swotAnalysis } from './rules/swot';

/**
 * The rules engine: a deterministic, explainable analysis computed from the profile alone. The same
 * profile and reference date always give the same analysis. Every score and claim names the roles and
 * the period it rests on.
 *
 * The rules, in short:
 * - Career metrics: total experience is the union of the dated roles (overlaps count once); tenure is
 *   per employer; a promotion is a step up the seniority ladder from one role to the next (within an
 *   employer or on a move), read from the vocabulary's ladders or, failing that, from title keywords.
 * - Stability (1..10): average tenure per employer sets the base; more than two employer changes in
 *   the last five years lower it; four or more years at the current employer raise it.
 * - Mobility (1..10, how likely a move is now): no current role raises it most; two to six years in the
 *   current role raise it; a new role or a promotion in the last two years lowers it; frequent recent
 *   moves raise it.
 *
 * The rules live in rules/: career-facts (what every rule reads), metrics (career metrics and the
 * progression), scores (stability, mobility), swot, recommendations and summary (the profile summary
 * and the assessment). This file puts them together.
 */
/**
 * Part of the key of every stored analysis: a new version when what the rules say changes, so that
 * analyses stored by the rules before are made anew (else they stand until the month ends). rules-3:
 * jobs without a title or without dates, and jobs that start later (2026-11-29).
 */
export const RULES_ENGINE_VERSION = 'rules-3';

export class RulesEngine implements AnalysisEngine {
  readonly name = 'rules' as const;
  readonly version = RULES_ENGINE_VERSION;

  async analyse(subject: AnalysisSubject, asOf: Date): Promise<ProfileAnalysis> {
    return analyseWithRules(subject, asOf);
  }
}

/** The whole rules analysis: a pure function of the subject and the reference date. */
export function analyseWithRules(subject: AnalysisSubject, asOf: Date): ProfileAnalysis {
  const f = careerFacts(subject, asOf);
  const skillHits = skillsInRoles(subject.skills ?? [], f.roles);
  const stability = stabilityScore(f);
  return {
    engine: 'rules',
    engineVersion: RULES_ENGINE_VERSION,
    model: null,
    referenceMonth: monthString(f.referenceMonth),
    generatedAt: asOf.toISOString(),
    professionalJourney: {
      profileSummary: profileSummary(subject, f),
      workExperiences: f.works,
      academicCredentials: f.credentials,
    },
    assessment: assessment(subject, f, skillHits),
    insights: {
      progression: progression(f),
      careerMetrics: careerMetrics(f),
      stability,
      mobility: mobilityScore(f),
      swot: swotAnalysis(f, stability, skillHits),
      roleRecommendations: roleRecommendations(f),
    },
  };
}
