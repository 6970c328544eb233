import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentSession } from '../../graphql/context';
import type { AuthenticatedSession } from '../../common/session';
import type { UsersService } from './users.service';
import { DEPRECATED } from '../../graphql/deprecated';
import { UpdateAccountInput, UpdateProfileInput, UserView } from './users.types';

@Resolver(() => UserView)
export class UsersResolver {
  constructor(private readonly users: UsersService) {}

  @Authorized()
  @Query(() => UserView, { description: 'The signed-in user, with credits and plan.' })
  async me(@CurrentSession() session: AuthenticatedSession): Promise<UserView> {
    return this.users.getOwnAccount(session.userId);
  }

  @Authorized()
  @Mutation(() => UserView, { description: "Saves the account form (the signed-in user's own details); the e-mail cannot be changed." })
  async updateAccount(
    @CurrentSession() session: AuthenticatedSession,
    @Arg('input', () => UpdateAccountInput) input: UpdateAccountInput,
  ): Promise<UserView> {
    return this.users.updateOwnAccount(session.userId, session.userId, input);
  }

  @Authorized()
  @Mutation(() => UserView, {
    description: 'Saves the profile form; the e-mail cannot be changed.',
    deprecationReason: DEPRECATED.updateProfile,
  })
  async updateProfile(
    @CurrentSession() session: AuthenticatedSession,
    @Arg('input', () => UpdateProfileInput) input: UpdateProfileInput,
  ): Promise<UserView> {
    return this.updateAccount(session, input);
  }
}
