import { Arg, Args, Authorized, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentSession } from '../../graphql/context';
import type { AuthenticatedSession } from '../../common/session';
import type { ListsService } from './lists.service';
import { AddToListArgs, CreateListInput, ProfileListEntryView, ProfileListView, RemoveFromListArgs } from './lists.types';
import { FIELD_COST } from '../../graphql/budgets';

@Resolver(() => ProfileListView)
export class ListsResolver {
  constructor(private readonly lists: ListsService) {}

  @Authorized()
  @Query(() => [ProfileListView], { complexity: FIELD_COST.read, name: 'lists', description: "The signed-in user's lists, newest first." })
  async ownLists(@CurrentSession() session: AuthenticatedSession): Promise<ProfileListView[]> {
    return this.lists.lists(session.userId);
  }

  @Authorized()
  @Query(() => ProfileListView, { complexity: FIELD_COST.read, description: 'One of your lists; any other id answers NOT_FOUND.' })
  async list(@CurrentSession() session: AuthenticatedSession, @Arg('id', () => ID) id: string): Promise<ProfileListView> {
    return this.lists.get(session.userId, id);
  }

  @Authorized()
  @Mutation(() => ProfileListView, { complexity: FIELD_COST.read, description: 'Creates an empty list. The name must not be blank.' })
  async createList(
    @CurrentSession() session: AuthenticatedSession,
    @Arg('input', () => CreateListInput) input: CreateListInput,
  ): Promise<ProfileListView> {
    return this.lists.create(session.userId, input);
  }

  @Authorized()
  @Mutation(() => ID, {
    complexity: FIELD_COST.read,
    description: 'Deletes one of your lists with its entries; answers the id of the deleted list.',
  })
  async deleteList(@CurrentSession() session: AuthenticatedSession, @Arg('id', () => ID) id: string): Promise<string> {
    return this.lists.delete(session.userId, id);
  }

  @Authorized()
  @Mutation(() => ProfileListView, {
    complexity: FIELD_COST.read,
    description: 'Adds a profile to one of your lists; adding it again changes nothing. Answers the list with its new count.',
  })
  async addToList(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => AddToListArgs) { listId, profileId }: AddToListArgs,
  ): Promise<ProfileListView> {
    return (await this.lists.add(session.userId, listId, profileId)).list;
  }

  @Authorized()
  @Mutation(() => ProfileListView, {
    complexity: FIELD_COST.read,
    description: 'Takes a profile out of one of your lists (saved: it stays out).',
  })
  async removeFromList(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => RemoveFromListArgs) { listId, linkedinUsername }: RemoveFromListArgs,
  ): Promise<ProfileListView> {
    return (await this.lists.remove(session.userId, listId, linkedinUsername)).list;
  }

  @FieldResolver(() => [ProfileListEntryView], {
    description: 'The profiles of the list, in the order they were added (one query for the whole list).',
  })
  async profiles(@CurrentSession() session: AuthenticatedSession, @Root() list: ProfileListView): Promise<ProfileListEntryView[]> {
    return this.lists.entries(session.userId, list.id);
  }
}
