import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { ProviderCallsRepository, type UsageDay } from './provider-calls.repository';
import type { Budgets, ProviderGuard } from './provider-guard';

export interface ProviderState {
  provider: string;
  /** Credits spent this UTC month, against the monthly budget. */
  spentThisMonth: number;
  circuitOpen: boolean;
}

export interface ProviderUsage {
  /** The providers configured now ('pdl'); empty: the index alone. */
  configured: string[];
  monthlyBudget: number;
  userDailyBudget: number;
  providers: ProviderState[];
  days: UsageDay[];
}

/** What live providers cost and how they answered, for the staff area. */
export class ProviderUsageService {
  private readonly calls: ProviderCallsRepository;

  constructor(
    ds: DataSource,
    private readonly clock: Clock,
    private readonly guard: ProviderGuard,
    private readonly budgets: Budgets,
    private readonly configured: readonly string[],
  ) {
    this.calls = new ProviderCallsRepository(ds);
  }

  /** The last `days` UTC days (today included), each provider's month so far, and the budgets. */
  async usage(days: number): Promise<ProviderUsage> {
    if (!Number.isInteger(days) || days < 1 || days > 366) throw AppError.badInput('days must be a whole number from 1 to 366.');
    const now = this.clock.now();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const rows = await this.calls.usageByDay(new Date(today - (days - 1) * 86_400_000));
    const names = [...new Set([...this.configured, ...rows.map((r) => r.provider)])].sort();
    const providers = await Promise.all(
      names.map(async (provider) => ({
        provider,
        spentThisMonth: await this.calls.spentByService(provider, month),
        circuitOpen: this.guard.isOpen(provider),
      })),
    );
    const budgets = await this.budgets();
    return {
      configured: [...this.configured],
      monthlyBudget: budgets.monthly,
      userDailyBudget: budgets.userDaily,
      providers,
      days: rows,
    };
  }
}
