import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentSession, type GraphQLContext } from '../../graphql/context';
import { requestLoader } from '../../graphql/request-loader';
import type { AuthenticatedSession } from '../../common/session';
import type { ListsService } from './lists.service';
import {
  AddProfilesResult,
  AddProfilesToListArgs,
  AddToListArgs,
  AddToListPayload,
  CreateListInput,
  DeleteListPayload,
  LIST_PROFILES_PAGE_MAX,
  ListProfilesPageArgs,
  LISTS_PAGE_MAX,
  ListsPageArgs,
  ProfileListEntryView,
  ProfileListView,
  RemoveFromListArgs,
  SetListSharedArgs,
  UpdateListEntryArgs,
} from './lists.types';
import { FIELD_COST, pagePrice } from '../../graphql/budgets';
import { DEPRECATED } from '../../graphql/deprecated';

@Resolver(() => ProfileListView)
export class ListsResolver {
  constructor(private readonly lists: ListsService) {}

  @Authorized()
  @Query(() => [ProfileListView], {
    // Each list asked for costs what is selected of it (its profiles above all): graphql/budgets.ts.
    complexity: pagePrice({ base: FIELD_COST.read, perItem: FIELD_COST.listRow, selection: 'each', defaultFirst: LISTS_PAGE_MAX }),
    name: 'lists',
    description: `The signed-in user's lists, newest first: \`first\` of them (at most ${LISTS_PAGE_MAX}) after \`offset\`.`,
  })
  async ownLists(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => ListsPageArgs) page: ListsPageArgs,
  ): Promise<ProfileListView[]> {
    return this.lists.lists(session.userId, { offset: page.offset, limit: page.first });
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
  @Mutation(() => ProfileListView, {
    complexity: FIELD_COST.read,
    description:
      'Shares a list with your team (its members see it and work on it: add people, set stages, take notes) or makes it private to its owner. Its owner or a team admin may.',
  })
  async setListShared(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => SetListSharedArgs) { listId, shared }: SetListSharedArgs,
  ): Promise<ProfileListView> {
    return this.lists.setShared(session.userId, listId, shared);
  }

  @Authorized()
  @Mutation(() => ID, {
    complexity: FIELD_COST.read,
    description: 'Deletes one of your lists with its entries; answers the id of the deleted list.',
    deprecationReason: DEPRECATED.deleteList,
  })
  async deleteList(@CurrentSession() session: AuthenticatedSession, @Arg('id', () => ID) id: string): Promise<string> {
    return this.lists.delete(session.userId, id);
  }

  @Authorized()
  @Mutation(() => DeleteListPayload, {
    complexity: FIELD_COST.read,
    description: 'Deletes one of your lists with its entries; answers the id of the deleted list. Another id answers NOT_FOUND.',
  })
  async deleteProfileList(@CurrentSession() session: AuthenticatedSession, @Arg('id', () => ID) id: string): Promise<DeleteListPayload> {
    return { id: await this.lists.delete(session.userId, id) };
  }

  @Authorized()
  @Mutation(() => ProfileListView, {
    complexity: FIELD_COST.read,
    description:
      'Adds a profile to one of your lists; adding it again changes nothing. Answers the list with its new count, and `added`: whether this call added it.',
    deprecationReason: DEPRECATED.addToList,
  })
  async addToList(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => AddToListArgs) { listId, profileId }: AddToListArgs,
  ): Promise<ProfileListView> {
    const { list, added } = await this.lists.add(session.userId, listId, profileId);
    return { ...list, added };
  }

  @Authorized()
  @Mutation(() => AddToListPayload, {
    complexity: FIELD_COST.read,
    description:
      'Adds a profile to one of your lists; adding it again changes nothing. Answers the list with its new count, and `added`: whether this call added it.',
  })
  async addProfileToList(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => AddToListArgs) { listId, profileId }: AddToListArgs,
  ): Promise<AddToListPayload> {
    return this.lists.add(session.userId, listId, profileId);
  }

  @Authorized()
  @Mutation(() => AddProfilesResult, {
    complexity: FIELD_COST.read,
    description:
      'Adds 1 to 100 profiles to one of your lists at once (all or none: a profile that cannot be found adds none). Answers how many were added and how many were already in it.',
  })
  async addProfilesToList(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => AddProfilesToListArgs) { listId, profileIds }: AddProfilesToListArgs,
  ): Promise<AddProfilesResult> {
    return this.lists.addMany(session.userId, listId, profileIds);
  }

  @Authorized()
  @Mutation(() => ProfileListEntryView, {
    complexity: FIELD_COST.read,
    description: 'Sets the stage and/or the notes of a person in one of your lists; answers the entry. Not in the list: NOT_FOUND.',
  })
  async updateListEntry(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => UpdateListEntryArgs) { listId, linkedinUsername, stage, notes }: UpdateListEntryArgs,
  ): Promise<ProfileListEntryView> {
    return this.lists.updateEntry(session.userId, listId, linkedinUsername, { stage, notes });
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

  /** Read only when asked for: the usernames of every list of the request in one query (DataLoader, not cached, as profiles). */
  @FieldResolver(() => [String], {
    complexity: FIELD_COST.listUsernames,
    description: 'The LinkedIn usernames of the profiles in the list, in the order they were added.',
  })
  async linkedinUsernames(
    @CurrentSession() session: AuthenticatedSession,
    @Ctx() ctx: GraphQLContext,
    @Root() list: ProfileListView,
  ): Promise<string[]> {
    const loader = requestLoader(ctx, 'listUsernames', (listIds: readonly string[]) => this.lists.usernames(session.userId, listIds), {
      cache: false,
    });
    return loader.load(list.id);
  }

  /**
   * A page of the list's profiles. Every list of the request asking for the same page is answered
   * by one query (DataLoader, per request). Not cached: a later mutation of the same request
   * answers the list as it then is.
   */
  @FieldResolver(() => [ProfileListEntryView], {
    complexity: pagePrice({ base: 1, perItem: FIELD_COST.listEntry, selection: 'once', defaultFirst: LIST_PROFILES_PAGE_MAX }),
    description: `A page of the profiles of the list, in the order they were added: \`first\` of them (at most ${LIST_PROFILES_PAGE_MAX}) after \`offset\`; \`profileCount\` tells how many there are.`,
  })
  async profiles(
    @CurrentSession() session: AuthenticatedSession,
    @Ctx() ctx: GraphQLContext,
    @Root() list: ProfileListView,
    @Args(() => ListProfilesPageArgs) { first, offset }: ListProfilesPageArgs,
  ): Promise<ProfileListEntryView[]> {
    const loader = requestLoader(
      ctx,
      `listProfiles:${offset}:${first}`,
      (listIds: readonly string[]) => this.lists.entryPages(session.userId, listIds, { offset, limit: first }),
      { cache: false },
    );
    return loader.load(list.id);
  }
}
