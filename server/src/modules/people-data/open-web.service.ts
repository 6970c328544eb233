import { AppError } from '../../common/errors';
import type { SearchService } from '../search/search.service';
import type { SearchInput } from '../search/search.types';
import type { OpenWebResult, PeopleDataService } from './people-data.service';

/** What a search of the open web says it did. */
export function openWebMessage(r: OpenWebResult): string {
  if (r.returned === 0) return 'People Data Labs has no one else for this search.';
  const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
  if (r.added === 0)
    return `People Data Labs found ${people(r.returned)} for this search, ${r.returned === 1 ? 'already' : 'all already'} in the index: no one new this time.`;
  const parts = [`${people(r.added)} new to the index`];
  if (r.updated) parts.push(`${people(r.updated)} already in it`);
  const last = r.exhausted ? ' That is everyone it has for this search.' : '';
  return `Found ${people(r.returned)} at People Data Labs: ${parts.join(', ')}. They are in the results now.${last}`;
}

/**
 * "Search the open web for more": the search a user runs, read as the index reads it (SearchService's
 * plan), asked of the live provider with the names of the companies it names, and what that did in
 * a sentence. The GraphQL mutation and the REST search's `openWeb` flag call it.
 */
export class OpenWebService {
  constructor(
    private readonly search: SearchService,
    private readonly peopleData: PeopleDataService,
  ) {}

  get available(): boolean {
    return this.peopleData.enabled;
  }

  async searchFor(userId: string, input: SearchInput): Promise<OpenWebResult & { message: string }> {
    const plan = await this.search.plan(input);
    if (!plan) throw AppError.badInput('Type a search first.');
    const [currentCompanies, pastCompanies, excludedCompanies] = await Promise.all([
      this.search.companyNamesOf(plan.query.currentCompanyIds),
      this.search.companyNamesOf(plan.query.pastCompanyIds),
      this.search.companyNamesOf(plan.query.exclude?.companyIds ?? []),
    ]);
    const result = await this.peopleData.searchOpenWeb(userId, plan.query, { currentCompanies, pastCompanies, excludedCompanies });
    return { ...result, message: openWebMessage(result) };
  }
}
