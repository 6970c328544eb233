import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import type { Logger } from '../../common/logger';
import type { JobQueue } from '../../jobs/job-queue';
import { RevealLogRepository } from './reveal-log.repository';

export const REVEAL_LOG_QUEUE = 'reveal-log-retention';
/** Every day at 04:17 UTC. */
const DAILY = '17 4 * * *';

/**
 * Keeps the reveal log no longer than REVEAL_LOG_DAYS (docs/features/privacy.md): a daily job on the
 * job queue (once across every process) deletes older entries.
 */
export class RevealLogRetention {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly days: number,
    private readonly logger?: Pick<Logger, 'info'>,
  ) {}

  /** Deletes the entries older than the period; how many. */
  async purge(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.days * 86_400_000);
    const deleted = await new RevealLogRepository(this.ds).deleteBefore(before);
    if (deleted) this.logger?.info({ deleted, days: this.days }, 'reveal log entries past their period deleted');
    return deleted;
  }

  async startWorker(queue: JobQueue): Promise<void> {
    await queue.work(REVEAL_LOG_QUEUE, async () => {
      await this.purge();
    });
    await queue.schedule(REVEAL_LOG_QUEUE, DAILY);
  }
}
