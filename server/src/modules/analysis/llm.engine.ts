import { z } from 'zod';
import { askForJson } from '../../common/chat-completions';
import { systemClock, type Clock } from '../../common/clock';
import {
  AssessmentSchema,
  ClaimSchema,
  EvidenceSchema,
  labelFor,
  ProfileAnalysisSchema,
  SCORE_LABELS,
  SwotSchema,
  type AnalysisEngine,
  type AnalysisSubject,
  type Evidence,
  type NormalisedWorkExperience,
  type ProfileAnalysis,
} from './analysis.types';
import { monthIndex } from './months';
import { analyseWithRules } from './rules.engine';
import { withUnknowns } from './rules/swot';

/**
 * The AI analysis edge: an OpenAI-compatible chat-completions endpoint (docs/decisions.md, "Edges to the outside world"). The model
 * writes the judgement (summary, expertise, stability and mobility, SWOT, role recommendations),
 * each score and claim with the roles it rests on; the facts (normalised roles, progression, career
 * metrics) are computed by the rules engine and given to the model, because arithmetic on dates is
 * not something to leave to a language model. A reply is used only when it is valid JSON of the
 * exact shape and every piece of evidence names a role the profile really has. On any failure (HTTP
 * error, timeout, invalid JSON, a shape or evidence mismatch) the rules engine answers instead, and
 * the result says so (engine 'rules').
 */
export const LLM_ENGINE_VERSION = 'llm-1';

export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

const llmScore = z.object({
  value: z.int().min(1).max(10),
  label: z.enum(SCORE_LABELS),
  explanation: z.string().trim().min(1).max(2000),
  evidence: EvidenceSchema,
});

/** The exact JSON the model is asked for. */
export const LlmReplySchema = z.object({
  profileSummary: z.string().trim().min(1).max(2000),
  keySkillsAndExpertise: AssessmentSchema.shape.keySkillsAndExpertise,
  keySkills: AssessmentSchema.shape.keySkills,
  assessmentEvidence: EvidenceSchema,
  stability: llmScore,
  mobility: llmScore,
  swot: SwotSchema,
  roleRecommendations: z.array(ClaimSchema).min(1).max(5),
});
export type LlmReply = z.infer<typeof LlmReplySchema>;

const SYSTEM_PROMPT = [
  'You are a careful recruiting analyst. You analyse one professional profile for a recruiter.',
  'Reply with a single JSON object and nothing else. It must match this JSON Schema exactly (no extra keys):',
  JSON.stringify(z.toJSONSchema(LlmReplySchema)),
  'Rules:',
  '- Use only facts in the profile and the computed facts given to you; never invent employers, titles, dates or skills.',
  '- stability and mobility are integers from 1 to 10; label is Low for 1-3, Medium for 4-7, High for 8-10.',
  '  stability: how long the person tends to stay (tenure, moves in the last 5 years).',
  '  mobility: how likely a move is now (time in the current role, recent promotions, recent moves).',
  '- Every score and every claim has evidence: the roles it rests on, each exactly as listed in workExperiences',
  '  (same title, company, start and end, dates as YYYY-MM, end null for a current role), and the period (from, to) it covers as YYYY-MM.',
  '- Write claims as short, full sentences a recruiter can check against the roles.',
  '- keySkills: at most 12, the most relevant first.',
].join('\n');

export interface LlmEngineOptions {
  /** Called with the reason whenever the engine falls back to the rules (for logs and tests). */
  onFallback?: (reason: string) => void;
  /** The fetch to use (tests and proxies); the global fetch of Node 20 by default. */
  fetch?: typeof fetch;
  /**
   * After a failure, the rules answer at once for this long instead of the model being asked again,
   * so that an unreachable model does not make every profile wait for the timeout. Default 30 s.
   */
  cooldownMs?: number;
  clock?: Clock;
}

export class LlmEngine implements AnalysisEngine {
  readonly name = 'llm' as const;
  /** The model is part of the version: another model recomputes the cached analyses. */
  readonly version: string;
  private coolUntil = 0;

  constructor(
    private readonly settings: LlmSettings,
    private readonly options: LlmEngineOptions = {},
  ) {
    this.version = `${LLM_ENGINE_VERSION}:${settings.model}`.slice(0, 64);
  }

  async analyse(subject: AnalysisSubject, asOf: Date): Promise<ProfileAnalysis> {
    // The facts, and the answer should the model fail.
    const facts = analyseWithRules(subject, asOf);
    const clock = this.options.clock ?? systemClock;
    if (clock.now().getTime() < this.coolUntil) {
      this.options.onFallback?.('the model failed moments ago; the rules answer until it is asked again');
      return facts;
    }
    try {
      const reply = await this.ask(subject, facts);
      return this.merge(facts, reply);
    } catch (err) {
      this.coolUntil = clock.now().getTime() + (this.options.cooldownMs ?? 30_000);
      this.options.onFallback?.(err instanceof Error ? err.message : String(err));
      return facts;
    }
  }

  /** One chat-completions call, bounded by the timeout; the parsed, validated reply or an error. */
  private async ask(subject: AnalysisSubject, facts: ProfileAnalysis): Promise<LlmReply> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`the model did not answer within ${this.settings.timeoutMs} ms`)),
      this.settings.timeoutMs,
    );
    try {
      const reply = await askForJson(
        this.settings,
        [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: JSON.stringify(userMessage(subject, facts)) },
        ],
        LlmReplySchema,
        { signal: controller.signal, fetch: this.options.fetch },
      );
      checkEvidence(reply, facts.professionalJourney.workExperiences, facts.referenceMonth);
      return reply;
    } catch (err) {
      // An abort surfaces as the reason given to abort(), or as a generic AbortError.
      if (controller.signal.aborted)
        throw controller.signal.reason instanceof Error ? controller.signal.reason : new Error('the model timed out');
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  private merge(facts: ProfileAnalysis, reply: LlmReply): ProfileAnalysis {
    const score = (s: LlmReply['stability']) => ({ ...s, label: labelFor(s.value) });
    return ProfileAnalysisSchema.parse({
      ...facts,
      engine: 'llm',
      engineVersion: this.version,
      model: this.settings.model,
      professionalJourney: { ...facts.professionalJourney, profileSummary: reply.profileSummary },
      assessment: { keySkillsAndExpertise: reply.keySkillsAndExpertise, keySkills: reply.keySkills, evidence: reply.assessmentEvidence },
      insights: {
        ...facts.insights,
        stability: score(reply.stability),
        mobility: score(reply.mobility),
        // A part the model left empty keeps the rules' claims (at worst what the profile leaves unknown).
        swot: withUnknowns(reply.swot, facts.insights.swot),
        roleRecommendations: reply.roleRecommendations,
      },
    });
  }
}

/** What the model is given: the profile with its roles normalised, and the computed facts. */
function userMessage(subject: AnalysisSubject, facts: ProfileAnalysis) {
  return {
    referenceMonth: facts.referenceMonth,
    profile: {
      name: `${subject.firstName} ${subject.lastName}`.trim(),
      headline: subject.headline ?? null,
      summary: subject.summary ?? null,
      skills: subject.skills ?? [],
      workExperiences: facts.professionalJourney.workExperiences,
      academicCredentials: facts.professionalJourney.academicCredentials,
    },
    computedFacts: {
      careerMetrics: Object.fromEntries(
        Object.entries(facts.insights.careerMetrics).map(([k, m]) => [k, { value: m.value, explanation: m.explanation }]),
      ),
      progression: facts.insights.progression,
    },
  };
}

const key = (title: string, company: string) => `${title.trim().toLowerCase()}\u0000${company.trim().toLowerCase()}`;

/**
 * Every piece of evidence must name roles the profile has (same title and company, and the same
 * start and end where the role has them), at least one when the profile has any, and a period that
 * runs forwards and ends no later than the reference month.
 */
export function checkEvidence(reply: LlmReply, roles: NormalisedWorkExperience[], referenceMonth: string): void {
  const known = new Map<string, NormalisedWorkExperience[]>();
  for (const r of roles) known.set(key(r.title, r.company), [...(known.get(key(r.title, r.company)) ?? []), r]);
  const limit = monthIndex(referenceMonth);
  const check = (e: Evidence, where: string) => {
    if (roles.length > 0 && e.roles.length === 0) throw new Error(`${where} names no role`);
    for (const ref of e.roles) {
      const candidates = known.get(key(ref.title, ref.company)) ?? [];
      const match = candidates.some(
        (r) => (!r.start || r.start === ref.start) && (r.current ? ref.end === null : !r.end || r.end === ref.end),
      );
      if (!match) throw new Error(`${where} names a role the profile does not have: ${ref.title} at ${ref.company}`);
    }
    if (e.from && e.to && monthIndex(e.from) > monthIndex(e.to)) throw new Error(`${where} has a period that ends before it starts`);
    if ((e.from && monthIndex(e.from) > limit) || (e.to && monthIndex(e.to) > limit))
      throw new Error(`${where} has a period in the future`);
  };
  check(reply.assessmentEvidence, 'the assessment');
  check(reply.stability.evidence, 'stability');
  check(reply.mobility.evidence, 'mobility');
  for (const [part, claims] of Object.entries(reply.swot)) claims.forEach((c, i) => check(c.evidence, `${part}[${i}]`));
  reply.roleRecommendations.forEach((c, i) => check(c.evidence, `roleRecommendations[${i}]`));
}
