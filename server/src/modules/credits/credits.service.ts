import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { User } from '../users/user.entity';
import { CreditLedgerEntry, CreditReason } from './credit-ledger.entity';

export interface CreditChange {
  userId: string;
  reason: CreditReason;
  reference?: string | null;
}

/**
 * The only code that changes a balance. Every change runs inside the caller's transaction,
 * updates the balance with one guarded UPDATE (so concurrent requests cannot take it below
 * zero) and appends its ledger row with the balance it produced.
 */
export class CreditsService {
  /** Adds credits to both the remaining and the total balance. */
  async grant(manager: EntityManager, amount: number, change: CreditChange): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`grant needs a positive whole amount, got ${amount}`);
    const result = await manager
      .createQueryBuilder()
      .update(User)
      .set({ remainingCredits: () => 'remaining_credits + :amount', totalCredits: () => 'total_credits + :amount' })
      .where('id = :userId', { userId: change.userId, amount })
      .returning('remaining_credits')
      .execute();
    const rows = result.raw as Array<{ remaining_credits: number }>;
    if (rows.length === 0) throw AppError.notFound('User not found');
    return this.record(manager, amount, rows[0].remaining_credits, change);
  }

  private async record(manager: EntityManager, delta: number, balanceAfter: number, change: CreditChange): Promise<number> {
    await manager.getRepository(CreditLedgerEntry).insert({
      userId: change.userId,
      change: delta,
      reason: change.reason,
      reference: change.reference ?? null,
      balanceAfter,
    });
    return balanceAfter;
  }
}
