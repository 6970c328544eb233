import { Args, Authorized, Query, Resolver } from 'type-graphql';
import { FIELD_COST } from '../../graphql/budgets';
import type { DashboardService } from './dashboard.service';
import { StaffDashboard, StaffDashboardArgs, StaffFiguresArgs } from './dashboard.types';
import { DEPRECATED } from '../../graphql/deprecated';

/** The staff dashboard's figures. Staff only. */
@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  // Priced as a search page: it reads five tables over the range.
  @Authorized('staff')
  @Query(() => StaffDashboard, {
    complexity: FIELD_COST.search,
    description:
      'Sign-ups, active users, searches, reveals, credits sold and revenue per UTC day from `from` to `to` (at most 366 days), with the totals.',
    deprecationReason: DEPRECATED.staffDashboard,
  })
  async staffDashboard(@Args(() => StaffDashboardArgs) { from, to }: StaffDashboardArgs): Promise<StaffDashboard> {
    return this.dashboard.figures(from, to);
  }

  @Authorized('staff')
  @Query(() => StaffDashboard, {
    complexity: FIELD_COST.search,
    description:
      'Sign-ups, active users, searches, reveals, credits sold and revenue per UTC day from `from` to `to` (at most 366 days), with the totals.',
  })
  async staffFigures(@Args(() => StaffFiguresArgs) { from, to }: StaffFiguresArgs): Promise<StaffDashboard> {
    return this.dashboard.figures(from, to);
  }
}
