import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { AppError } from '../../common/errors';
import type { AuthenticatedSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentSession } from '../../graphql/context';
import type { SearchService } from '../search/search.service';
import { SearchInput } from '../search/search.types';
import type { OpenWebResult, PeopleDataService } from './people-data.service';
import { OpenWebSearchResult } from './people-data.types';

/** What a search of the open web says it did. */
export function openWebMessage(r: OpenWebResult): string {
  if (r.returned === 0) return 'People Data Labs has no one else for this search.';
  const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
  if (r.added === 0)
    return `People Data Labs found ${people(r.returned)} for this search, ${r.returned === 1 ? 'already' : 'all already'} in the index: no one new this time.`;
  const parts = [`${people(r.added)} new to the index`];
  if (r.updated) parts.push(`${people(r.updated)} already in it`);
  return `Found ${people(r.returned)} at People Data Labs: ${parts.join(', ')}. They are in the results now.`;
}

/** Live people data: "Search the open web for more". */
@Resolver()
export class PeopleDataResolver {
  constructor(
    private readonly peopleData: PeopleDataService,
    private readonly search: SearchService,
  ) {}

  @Authorized()
  @Query(() => Boolean, { description: 'Whether a live people-data provider is configured: searchOpenWeb can ask it.' })
  openWebAvailable(): boolean {
    return this.peopleData.enabled;
  }

  @Authorized()
  @Mutation(() => OpenWebSearchResult, {
    complexity: FIELD_COST.search,
    description:
      "Searches People Data Labs with the same search (its interpretation compiled to PDL's person schema) for up to 10 more people, and writes them into the index with PDL as their source, merged with the people it holds; run searchProfiles again to see them. Budgeted per user and per month; SERVICE_UNAVAILABLE when no provider is configured or it cannot answer.",
  })
  async searchOpenWeb(
    @CurrentSession() session: AuthenticatedSession,
    @Arg('input', () => SearchInput) input: SearchInput,
  ): Promise<OpenWebSearchResult> {
    const plan = await this.search.plan(input);
    if (!plan) throw AppError.badInput('Type a search first.');
    const [currentCompanies, pastCompanies] = await Promise.all([
      this.search.companyNamesOf(plan.query.currentCompanyIds),
      this.search.companyNamesOf(plan.query.pastCompanyIds),
    ]);
    const result = await this.peopleData.searchOpenWeb(session.userId, plan.query, { currentCompanies, pastCompanies });
    return { ...result, message: openWebMessage(result) };
  }
}
