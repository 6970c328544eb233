import { Args, Authorized, Query, Resolver } from 'type-graphql';
import { FIELD_COST } from '../../graphql/budgets';
import type { ProviderUsageService } from '../people-data/provider-usage.service';
import { ProviderUsageArgs, ProviderUsageView } from './staff-providers.types';

/** The staff area's live providers: calls, cost, hit rate and errors per provider per day. */
@Resolver()
export class StaffProvidersResolver {
  constructor(private readonly usage: ProviderUsageService) {}

  @Authorized('staff')
  @Query(() => ProviderUsageView, {
    complexity: FIELD_COST.read,
    description:
      'Live people-data providers: per provider and UTC day, calls, cached answers, hit rate, errors, calls held back and cost; the month so far against the budget.',
  })
  async providerUsage(@Args(() => ProviderUsageArgs) { days }: ProviderUsageArgs): Promise<ProviderUsageView> {
    const usage = await this.usage.usage(days);
    return {
      ...usage,
      days: usage.days.map((d) => ({ ...d, hitRate: d.calls + d.cached === 0 ? 0 : d.cached / (d.calls + d.cached) })),
    };
  }
}
