import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import type { JobQueue } from '../../jobs/job-queue';
import { countSampleProfiles, removeSampleProfiles, sampleProfilesRemoved } from './sample-profiles.repository';

export const SAMPLE_REMOVAL_QUEUE = 'sample-removal';

export interface SampleProfilesState {
  /** Sample people still in the index. */
  count: number;
  /** Their removal was asked for (it may still be under way while count > 0). */
  removalRequested: boolean;
}

/**
 * The staff button that removes every sample person (the same removal as `npm run sample:remove`),
 * run on the job queue: a million sample people take longer than a request may.
 */
export class SampleProfilesService {
  private queue?: JobQueue;

  constructor(
    private readonly ds: DataSource,
    private readonly onRemoved?: () => void,
  ) {}

  async startWorker(queue: JobQueue): Promise<void> {
    this.queue = queue;
    await queue.work(SAMPLE_REMOVAL_QUEUE, async (data) => {
      await removeSampleProfiles(this.ds, { staffId: typeof data.staffId === 'string' ? data.staffId : null });
      this.onRemoved?.();
    });
  }

  async state(): Promise<SampleProfilesState> {
    const [count, removalRequested] = await Promise.all([countSampleProfiles(this.ds), sampleProfilesRemoved(this.ds)]);
    return { count, removalRequested };
  }

  /** Queues the removal (once: a second press while it runs changes nothing); `audit` runs in its transaction. */
  async requestRemoval(staffId: string, audit: (tx: EntityManager, count: number) => Promise<void>): Promise<SampleProfilesState> {
    if (!this.queue)
      throw new AppError('SERVICE_UNAVAILABLE', 'Background work is not running on this server right now. Please try again shortly.');
    const before = await this.state();
    if (before.count === 0) throw new AppError('CONFLICT', 'There are no sample people in the index.');
    await this.ds.transaction((tx) => audit(tx, before.count));
    await this.queue.send(SAMPLE_REMOVAL_QUEUE, { staffId }, { singletonKey: 'sample-removal' });
    return { count: before.count, removalRequested: true };
  }
}
