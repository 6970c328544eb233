import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { CurrentSession } from '../../graphql/context';
import { requestLoader } from '../../graphql/request-loader';
import type { AuthenticatedSession } from '../../common/session';
import { ProfileCard } from '../profiles/profile.types';
import type { ListsService } from './lists.service';

/**
 * What the lists add to a search result card: in how many of the signed-in user's lists the person
 * is. The cards of one request are counted together (DataLoader, per request and user): a page of
 * results costs one query, not one per card.
 */
@Resolver(() => ProfileCard)
export class ProfileCardListsResolver {
  constructor(private readonly lists: ListsService) {}

  @FieldResolver(() => Int, { description: "In how many of the signed-in user's lists this person is (0: none)." })
  async listCount(@CurrentSession() session: AuthenticatedSession, @Ctx() ctx: GraphQLContext, @Root() card: ProfileCard): Promise<number> {
    return requestLoader(ctx, 'listCount', (usernames: readonly string[]) => this.lists.listCounts(session.userId, usernames)).load(
      card.linkedinUsername,
    );
  }
}
