import { Arg, Authorized, Query, Resolver } from 'type-graphql';
import { FIELD_COST } from '../../graphql/budgets';
import { MATCH_MAX_ROWS, type PeopleMatchService } from './people-match.service';
import { PeopleMatchResult } from './people-match.types';

@Resolver()
export class PeopleMatchResolver {
  constructor(private readonly matcher: PeopleMatchService) {}

  @Authorized()
  @Query(() => PeopleMatchResult, {
    complexity: FIELD_COST.search,
    description: `Matches the rows of your own CSV (at most ${MATCH_MAX_ROWS.toLocaleString('en-US')} people, 1 MB) against the index: by a LinkedIn link or an e-mail anywhere in a row (exact), else by name with a company (probable, with the reason). Nothing is saved or charged.`,
  })
  matchPeople(
    @Arg('csv', () => String, {
      description: 'The CSV file as text: a header row is used when it names known columns (First Name, Company, ...).',
    })
    csv: string,
  ): Promise<PeopleMatchResult> {
    return this.matcher.match(csv);
  }
}
