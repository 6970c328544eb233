import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import { ActivityRepository, type IndexFigures, type UserFigures } from './activity.repository';

/** How long the index's figures are served before they are counted again (counting a million profiles takes a moment). */
export const INDEX_FIGURES_TTL_MS = 10 * 60 * 1000;

/**
 * Real numbers: a signed-in user's own figures for the dashboard (counted on every request, from
 * their rows) and the index's figures for the landing page (counted, never estimated or invented,
 * and kept for INDEX_FIGURES_TTL_MS: after that the figures kept are served once more while they
 * are counted again, so no visitor waits for the count but the very first).
 */
export class ActivityService {
  private readonly repo: ActivityRepository;
  private index: { figures: IndexFigures; countedAt: number } | null = null;
  private counting: Promise<IndexFigures> | null = null;

  constructor(
    ds: DataSource,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.repo = new ActivityRepository(ds);
  }

  async userFigures(userId: string): Promise<UserFigures> {
    const figures = await this.repo.userFigures(userId);
    if (!figures) throw AppError.unauthenticated();
    return figures;
  }

  async indexFigures(): Promise<IndexFigures> {
    const kept = this.index;
    if (kept && this.now() - kept.countedAt < INDEX_FIGURES_TTL_MS) return kept.figures;
    const counting = this.count();
    if (!kept) return counting;
    // Stale: answer what was counted and count again behind it (its failure is logged; the next visitor tries again).
    counting.catch((err: unknown) => this.logger.warn({ err }, 'counting the index figures failed'));
    return kept.figures;
  }

  /** One count at a time, however many visitors ask at once. */
  private count(): Promise<IndexFigures> {
    this.counting ??= this.repo
      .indexFigures()
      .then((figures) => {
        this.index = { figures, countedAt: this.now() };
        return figures;
      })
      .finally(() => {
        this.counting = null;
      });
    return this.counting;
  }
}
