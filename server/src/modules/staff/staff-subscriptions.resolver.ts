import { Args, Authorized, Query, Resolver } from 'type-graphql';
import { FIELD_COST } from '../../graphql/budgets';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { StaffSubscriptionPage, StaffSubscriptionsArgs, SubscriptionFiguresView } from './staff-subscriptions.types';

/** The staff area's view of Pro subscriptions: the list, and the figures on the dashboard. Users' tokens never open them. */
@Resolver()
export class StaffSubscriptionsResolver {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Authorized('staff')
  @Query(() => StaffSubscriptionPage, { complexity: FIELD_COST.read, description: 'Every Pro subscription, newest first, by status.' })
  async staffSubscriptions(
    @Args(() => StaffSubscriptionsArgs) { status, ...page }: StaffSubscriptionsArgs,
  ): Promise<StaffSubscriptionPage> {
    return this.subscriptions.staffList(status ?? null, page);
  }

  @Authorized('staff')
  @Query(() => SubscriptionFiguresView, {
    complexity: FIELD_COST.read,
    description: 'Live subscriptions and the monthly recurring revenue (MRR).',
  })
  async subscriptionFigures(): Promise<SubscriptionFiguresView> {
    return this.subscriptions.figures();
  }
}
