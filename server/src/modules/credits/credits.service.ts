import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import { User } from '../users/user.entity';
import { CreditLedgerEntry, CreditReason } from './credit-ledger.entity';

export interface CreditChange {
  userId: string;
  reason: CreditReason;
  reference?: string | null;
}

export const NO_CREDITS_MESSAGE = "You have no credits left. Buy credits to reveal this profile's contacts.";

/**
 * The only code that changes a balance. Every change runs inside the caller's transaction,
 * updates the balance with one guarded UPDATE (so concurrent requests cannot take it below
 * zero) and appends its ledger row with the balance it produced.
 */
export class CreditsService {
  constructor(private readonly ds: DataSource) {}

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

  /**
   * Takes credits from the remaining balance, only if that many are left: the guard sits in the
   * UPDATE itself, so concurrent spends wait on the row and re-check it. Throws
   * INSUFFICIENT_CREDITS (and changes nothing) when the balance is short.
   */
  async spend(manager: EntityManager, amount: number, change: CreditChange): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`spend needs a positive whole amount, got ${amount}`);
    const result = await manager
      .createQueryBuilder()
      .update(User)
      .set({ remainingCredits: () => 'remaining_credits - :amount' })
      .where('id = :userId AND remaining_credits >= :amount', { userId: change.userId, amount })
      .returning('remaining_credits')
      .execute();
    const rows = result.raw as Array<{ remaining_credits: number }>;
    if (rows.length === 0) {
      const exists = await manager.getRepository(User).exists({ where: { id: change.userId } });
      if (!exists) throw AppError.notFound('User not found');
      throw new AppError('INSUFFICIENT_CREDITS', NO_CREDITS_MESSAGE);
    }
    return this.record(manager, -amount, rows[0].remaining_credits, change);
  }

  /**
   * A ledger row of 0: something that could have moved credits and did not, said in the user's
   * history (a sign-up bonus this mailbox already had). The balance row is locked like any change.
   */
  async noChange(manager: EntityManager, change: CreditChange): Promise<number> {
    const rows: Array<{ remaining_credits: number }> = await manager.query('SELECT remaining_credits FROM users WHERE id = $1 FOR UPDATE', [
      change.userId,
    ]);
    if (rows.length === 0) throw AppError.notFound('User not found');
    return this.record(manager, 0, rows[0].remaining_credits, change);
  }

  /** One page of a user's ledger, newest first, with how many rows there are in all. */
  async ledger(userId: string, args: PageArgs, manager: EntityManager = this.ds.manager): Promise<PageOf<CreditLedgerEntry>> {
    const [rows, total] = await manager.getRepository(CreditLedgerEntry).findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      ...skipTake(args),
    });
    return pageOf(rows, total, args);
  }

  /**
   * The ledger row of a change. Stamped with the time of the write (not of the transaction's
   * start): the balance row stays locked until commit, so a user's rows sort in the order their
   * balances were produced.
   */
  private async record(manager: EntityManager, delta: number, balanceAfter: number, change: CreditChange): Promise<number> {
    await manager.getRepository(CreditLedgerEntry).insert({
      userId: change.userId,
      change: delta,
      reason: change.reason,
      reference: change.reference ?? null,
      balanceAfter,
      createdAt: () => 'clock_timestamp()',
    });
    return balanceAfter;
  }
}
