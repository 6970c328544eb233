import type { Logger } from '../../common/logger';
import type { JobQueue } from '../../jobs/job-queue';
import type { PrivacyService } from '../privacy/privacy.service';
import type { PersonProvider } from './person-provider';
import type { ProviderGuard } from './provider-guard';

export const OPT_OUTS_QUEUE = 'provider-opt-outs';
/** Every day at 03:17 UTC (once across every process on the database). */
const DAILY = '17 3 * * *';
const CHUNK = 1000;

/** What a sync did: the provider's opted-out ids, the keys new to the suppression list, and the profiles removed. */
export interface OptOutSync {
  ids: number;
  keys: number;
  removedProfiles: number;
}

/**
 * The people who opted out at the live provider stay out here too: PDL's Subject Request API (its
 * list of opted-out person ids, free) is read daily, through the guard (time limit, circuit, the
 * ledger), and every id goes on the suppression list as `pdl:<id>`; a profile that holds one of those
 * records is removed as a person's own request removes it (modules/privacy).
 */
export class OptOutSyncService {
  constructor(
    private readonly guard: ProviderGuard,
    private readonly provider: PersonProvider | null,
    private readonly privacy: PrivacyService,
    private readonly logger: Logger,
  ) {}

  async sync(): Promise<OptOutSync> {
    const provider = this.provider;
    const done: OptOutSync = { ids: 0, keys: 0, removedProfiles: 0 };
    if (!provider) return done;
    const ids = await this.guard.call<string[]>({
      provider: provider.name,
      operation: 'opt_outs',
      args: {},
      userId: null,
      requestsPerMinute: provider.requestsPerMinute,
      fresh: true,
      keep: false,
      run: (signal) => provider.optOuts(signal),
      cost: () => 0,
      outcome: (list) => (list.length ? 'match' : 'no_match'),
    });
    done.ids = ids.length;
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK).map((id) => `${provider.name}:${id}`);
      const one = await this.privacy.suppress(
        { records: chunk },
        'provider_opt_out',
        `Opted out at ${provider.name} (its subject requests)`,
      );
      done.keys += one.keys;
      done.removedProfiles += one.removedProfiles;
    }
    this.logger.info({ provider: provider.name, ...done }, 'provider opt-outs synced');
    return done;
  }

  /** Runs the sync as a background job, daily when a provider is configured. */
  async startWorker(queue: JobQueue): Promise<void> {
    await queue.work(OPT_OUTS_QUEUE, async () => {
      await this.sync();
    });
    if (this.provider) await queue.schedule(OPT_OUTS_QUEUE, DAILY);
  }
}
