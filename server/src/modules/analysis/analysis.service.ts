import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AnalysisRepository } from './analysis.repository';
import { ProfileAnalysisSchema, type AnalysisEngine, type AnalysisSubject, type ProfileAnalysis } from './analysis.types';
import { LlmEngine, type LlmEngineOptions, type LlmSettings } from './llm.engine';
import { monthOfDate, monthString } from './months';
import { RulesEngine } from './rules.engine';

/** A profile as the analysis needs it: its id (the cache key) and what the engines read. */
export type AnalysableProfile = AnalysisSubject & { id: string };

/**
 * The analysis of a profile, computed once and kept in profile_analyses per profile, engine and
 * engine version. The engine is the LLM when one is configured (it falls back to the rules on any
 * failure), else the rules engine. A cached analysis is reused within the month it was computed for
 * (durations such as "months in the current role" run to that month); refreshing a profile drops
 * its cached analyses.
 */
export class AnalysisService {
  readonly engine: AnalysisEngine;
  /** Analyses being computed, so that two opens of the same profile compute it once. */
  private readonly inflight = new Map<string, Promise<ProfileAnalysis>>();
  private readonly cache: AnalysisRepository;

  constructor(
    ds: DataSource,
    private readonly clock: Clock,
    llm?: LlmSettings,
    llmOptions: LlmEngineOptions = {},
  ) {
    this.cache = new AnalysisRepository(ds);
    this.engine = llm ? new LlmEngine(llm, { clock, ...llmOptions }) : new RulesEngine();
  }

  /**
   * The analysis as of `asOf` (now by default; the profile's experienceAsOf: a sample person's
   * career ends at the month it was drawn up to), cached for that month.
   */
  async getAnalysis(profile: AnalysableProfile, asOf?: Date, engine: AnalysisEngine = this.engine): Promise<ProfileAnalysis> {
    const now = this.clock.now();
    const at = asOf ?? now;
    const month = monthString(monthOfDate(at));
    const cached = await this.read(profile.id, engine, month);
    if (cached) return cached;

    const key = `${profile.id}:${engine.name}:${engine.version}:${month}`;
    const running = this.inflight.get(key);
    if (running) return running;
    const work = (async () => {
      const analysis = await engine.analyse(profile, at);
      await this.store(profile.id, analysis, now);
      return analysis;
    })().finally(() => this.inflight.delete(key));
    this.inflight.set(key, work);
    return work;
  }

  /** Drops every cached analysis of a profile (all engines and versions). */
  async invalidate(profileId: string): Promise<void> {
    await this.cache.deleteAllOf(profileId);
  }

  /** The cached analysis of this engine version for this month, or null. A row that no longer parses is dropped. */
  private async read(profileId: string, engine: AnalysisEngine, month: string): Promise<ProfileAnalysis | null> {
    const key = { profileId, engine: engine.name, engineVersion: engine.version };
    const row = await this.cache.read(key);
    if (!row) return null;
    const parsed = ProfileAnalysisSchema.safeParse(row.result);
    if (!parsed.success) {
      await this.cache.delete(key);
      return null;
    }
    return parsed.data.referenceMonth === month ? parsed.data : null;
  }

  /**
   * Kept under the engine that actually produced it (an LLM fallback is a rules analysis). A row of
   * the same month is left as it is (the first one wins); one of an earlier month is replaced.
   */
  private async store(profileId: string, analysis: ProfileAnalysis, now: Date): Promise<void> {
    await this.cache.store({ profileId, engine: analysis.engine, engineVersion: analysis.engineVersion }, analysis, now);
  }
}
