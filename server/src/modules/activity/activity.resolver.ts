import { Authorized, Query, Resolver } from 'type-graphql';
import { CurrentSession } from '../../graphql/context';
import type { AuthenticatedSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import type { ActivityService } from './activity.service';
import { UserActivityView } from './activity.types';

@Resolver()
export class ActivityResolver {
  constructor(private readonly activity: ActivityService) {}

  @Authorized()
  @Query(() => UserActivityView, {
    complexity: FIELD_COST.read,
    description: "The signed-in user's own figures (the dashboard): searches run, lists, profiles saved, contacts revealed, credits left.",
  })
  async myActivity(@CurrentSession() session: AuthenticatedSession): Promise<UserActivityView> {
    return this.activity.userFigures(session.userId);
  }
}
