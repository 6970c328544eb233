import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { AuthenticatedSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentSession } from '../../graphql/context';
import { SearchInput } from '../search/search.types';
import type { OpenWebService } from './open-web.service';
import { OpenWebSearchResult } from './people-data.types';

/** Live people data: "Search the open web for more". */
@Resolver()
export class PeopleDataResolver {
  constructor(private readonly openWeb: OpenWebService) {}

  @Authorized()
  @Query(() => Boolean, { description: 'Whether a live people-data provider is configured: searchOpenWeb can ask it.' })
  openWebAvailable(): boolean {
    return this.openWeb.available;
  }

  @Authorized()
  @Mutation(() => OpenWebSearchResult, {
    complexity: FIELD_COST.search,
    description:
      "Searches People Data Labs with the same search (its interpretation compiled to PDL's person schema) for up to 10 more people, and writes them into the index with PDL as their source, merged with the people it holds; run searchProfiles again to see them. Budgeted per user and per month; SERVICE_UNAVAILABLE when no provider is configured or it cannot answer.",
  })
  searchOpenWeb(
    @CurrentSession() session: AuthenticatedSession,
    @Arg('input', () => SearchInput) input: SearchInput,
  ): Promise<OpenWebSearchResult> {
    return this.openWeb.searchFor(session.userId, input);
  }
}
