import { Arg, Args, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CurrentSession } from '../../graphql/context';
import type { AuthenticatedSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import type { SavedSearchesService } from './saved-searches.service';
import { RenameSavedSearchArgs, SavedSearchView, SaveSearchInput, SetSavedSearchAlertArgs } from './saved-searches.types';

/** Saved searches; running one is `searchProfiles` with `savedSearchId` (search.resolver.ts). */
@Resolver(() => SavedSearchView)
export class SavedSearchesResolver {
  constructor(private readonly saved: SavedSearchesService) {}

  @Authorized()
  @Query(() => [SavedSearchView], { complexity: FIELD_COST.read, description: "The signed-in user's saved searches, newest first." })
  async savedSearches(@CurrentSession() session: AuthenticatedSession): Promise<SavedSearchView[]> {
    return this.saved.list(session.userId);
  }

  @Authorized()
  @Mutation(() => SavedSearchView, {
    complexity: FIELD_COST.read,
    description: 'Saves a search under a name (trimmed, 1 to 100 characters, one per user: a taken name answers CONFLICT).',
  })
  async saveSearch(
    @CurrentSession() session: AuthenticatedSession,
    @Arg('input', () => SaveSearchInput) input: SaveSearchInput,
  ): Promise<SavedSearchView> {
    return this.saved.save(session.userId, input);
  }

  @Authorized()
  @Mutation(() => SavedSearchView, { complexity: FIELD_COST.read, description: 'Renames one of your saved searches.' })
  async renameSavedSearch(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => RenameSavedSearchArgs) { id, name }: RenameSavedSearchArgs,
  ): Promise<SavedSearchView> {
    return this.saved.rename(session.userId, id, name);
  }

  @Authorized()
  @Mutation(() => SavedSearchView, {
    complexity: FIELD_COST.read,
    description:
      'Turns the e-mail alert of one of your saved searches on (daily or weekly: who is new since the last alert) or off. Turned on, it counts from now.',
  })
  async setSavedSearchAlert(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => SetSavedSearchAlertArgs) { id, alert }: SetSavedSearchAlertArgs,
  ): Promise<SavedSearchView> {
    return this.saved.setAlert(session.userId, id, alert);
  }

  @Authorized()
  @Mutation(() => ID, { complexity: FIELD_COST.read, description: 'Deletes one of your saved searches; answers its id.' })
  async deleteSavedSearch(@CurrentSession() session: AuthenticatedSession, @Arg('id', () => ID) id: string): Promise<string> {
    return this.saved.delete(session.userId, id);
  }
}
