import { Authorized, Query, Resolver } from 'type-graphql';
import { CurrentSession } from '../../graphql/context';
import type { AuthenticatedSession } from '../../common/session';
import type { CreditsService } from './credits.service';
import { CreditLedgerEntryView } from './credits.types';
import { FIELD_COST } from '../../graphql/budgets';

@Resolver()
export class CreditsResolver {
  constructor(private readonly credits: CreditsService) {}

  @Authorized()
  @Query(() => [CreditLedgerEntryView], {
    complexity: FIELD_COST.read,
    description: "The signed-in user's credit changes, newest first (the newest 500).",
  })
  async creditLedger(@CurrentSession() session: AuthenticatedSession): Promise<CreditLedgerEntryView[]> {
    const rows = await this.credits.ledger(session.userId);
    return rows.map(({ id, createdAt, change, reason, reference, balanceAfter }) => ({
      id,
      createdAt,
      change,
      reason,
      reference,
      balanceAfter,
    }));
  }
}
