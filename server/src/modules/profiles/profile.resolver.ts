import { Arg, Args, Authorized, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DEPRECATED } from '../../graphql/deprecated';
import { CurrentSession } from '../../graphql/context';
import type { AuthenticatedSession } from '../../common/session';
import type { ProfileService } from './profile.service';
import { ProfileArgs, ProfileDetail } from './profile.types';
import { FIELD_COST } from '../../graphql/budgets';

@Resolver(() => ProfileDetail)
export class ProfileResolver {
  constructor(private readonly profiles: ProfileService) {}

  @Authorized()
  @Query(() => ProfileDetail, {
    complexity: FIELD_COST.profile,
    description: 'Opens a profile (never costs credits), by id or by LinkedIn username: exactly one of them.',
  })
  async profile(@CurrentSession() session: AuthenticatedSession, @Args(() => ProfileArgs) args: ProfileArgs): Promise<ProfileDetail> {
    return this.profiles.open(session.userId, this.profiles.refOf(args));
  }

  @Authorized()
  @Mutation(() => ProfileDetail, {
    complexity: FIELD_COST.profile,
    description: 'Re-reads a profile from its source and recomputes its analysis; once per profile per hour.',
  })
  async refreshProfile(@CurrentSession() session: AuthenticatedSession, @Arg('id', () => ID) id: string): Promise<ProfileDetail> {
    return this.profiles.refresh(session.userId, this.profiles.refOf({ id }));
  }

  @FieldResolver(() => Boolean, {
    description: "True when the signed-in user has revealed this profile's contacts.",
    deprecationReason: DEPRECATED.isFetched,
  })
  isFetched(@Root() profile: ProfileDetail): boolean {
    return profile.revealed;
  }
}
