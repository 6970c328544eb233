import { Arg, Args, Authorized, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { CurrentSession } from '../../graphql/context';
import { PageArgs } from '../../graphql/pagination';
import type { AuthenticatedSession } from '../../common/session';
import type { SearchHistoryService } from './search-history.service';
import type { SavedSearchesService } from './saved-searches.service';
import type { SearchService } from './search.service';
import type { SuggestionsService } from './suggestions.service';
import { JobDescriptionArgs, JobDescriptionReading, SearchSuggestion, SuggestionsArgs } from './suggestions.types';
import { SearchHistoryPage } from './search-history.types';
import { Persona, SearchHit, SearchInput, SearchResult } from './search.types';
import { FIELD_COST } from '../../graphql/budgets';

@Resolver(() => SearchResult)
export class SearchResolver {
  constructor(
    private readonly search: SearchService,
    private readonly history: SearchHistoryService,
    private readonly saved: SavedSearchesService,
    private readonly suggestions: SuggestionsService,
  ) {}

  @Authorized()
  @Query(() => [SearchSuggestion], {
    complexity: FIELD_COST.read,
    description:
      'Suggestions while typing: titles, companies, skills, schools, places and industries of the index whose words start with the text, with how many people have each (the most first); with none, the values like it (a typo), marked didYouMean.',
  })
  async searchSuggestions(@Args(() => SuggestionsArgs) args: SuggestionsArgs): Promise<SearchSuggestion[]> {
    return this.suggestions.suggest(args.text, args.kinds ?? undefined, args.first);
  }

  @Authorized()
  @Query(() => JobDescriptionReading, {
    complexity: FIELD_COST.read,
    description:
      'A job description read into a search: the title and level, the place, the years, the required and the nice-to-have skills, the industry, as an AI query and its must-haves. Read by rules; with a configured model, what the model reads is added where the rules found nothing (readBy). BAD_USER_INPUT when it names nothing to search by.',
  })
  async readJobDescription(
    @CurrentSession() session: AuthenticatedSession,
    @Args(() => JobDescriptionArgs) args: JobDescriptionArgs,
  ): Promise<JobDescriptionReading> {
    return this.search.readJobDescription(args.text, session.userId);
  }

  @Authorized()
  @Query(() => SearchResult, {
    complexity: FIELD_COST.search,
    description:
      'One page (10 profiles) of an ai, build or persona search. A blank search answers no results. With savedSearchId, a run of that saved search (see SearchInput.savedSearchId and SearchResult.savedRun).',
  })
  async searchProfiles(
    @CurrentSession() session: AuthenticatedSession,
    @Arg('input', () => SearchInput) input: SearchInput,
  ): Promise<SearchResult> {
    if (input.savedSearchId) {
      return this.saved.run(session.userId, input.savedSearchId, { page: input.page, onlyNew: input.onlyNew ?? false, since: input.since });
    }
    return this.search.search(session.userId, input);
  }

  /** The page's results, each the person apart from why they are in this search (what the cards carried before). */
  @FieldResolver(() => [SearchHit], {
    description: 'The page of results (up to 10), best first: each the person, why they are in this search, and whether they are new.',
  })
  hits(@Root() result: SearchResult): SearchHit[] {
    return result.profiles.map((person) => ({ person, match: person.match ?? null, isNew: person.isNew ?? null }));
  }

  @Authorized()
  @Query(() => [Persona], { description: 'The persona presets.' })
  personas(): Persona[] {
    return this.search.personas();
  }

  @Authorized()
  @Query(() => SearchHistoryPage, {
    complexity: FIELD_COST.read,
    description: "The signed-in user's searches, newest first, a page at a time.",
  })
  async searchHistory(@CurrentSession() session: AuthenticatedSession, @Args(() => PageArgs) args: PageArgs): Promise<SearchHistoryPage> {
    return this.history.page(session.userId, args);
  }
}
