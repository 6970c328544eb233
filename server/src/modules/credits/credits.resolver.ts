import { Args, Authorized, Query, Resolver } from 'type-graphql';
import { CurrentSession } from '../../graphql/context';
import { PageArgs } from '../../graphql/pagination';
import type { AuthenticatedSession } from '../../common/session';
import type { CreditsService } from './credits.service';
import { CreditLedgerPage } from './credits.types';
import { FIELD_COST } from '../../graphql/budgets';

@Resolver()
export class CreditsResolver {
  constructor(private readonly credits: CreditsService) {}

  @Authorized()
  @Query(() => CreditLedgerPage, {
    complexity: FIELD_COST.read,
    description: "The signed-in user's credit changes, newest first, a page at a time.",
  })
  async creditLedger(@CurrentSession() session: AuthenticatedSession, @Args(() => PageArgs) args: PageArgs): Promise<CreditLedgerPage> {
    const { items, ...page } = await this.credits.ledger(session.userId, args);
    return {
      ...page,
      items: items.map(({ id, createdAt, change, reason, reference, balanceAfter }) => ({
        id,
        createdAt,
        change,
        reason,
        reference,
        balanceAfter,
      })),
    };
  }
}
