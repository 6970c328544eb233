import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { pageOf, skipTake, type PageArgs, type PageOf } from '../../graphql/pagination';
import type { CreditLedgerEntry, CreditReason } from './credit-ledger.entity';
import { CreditsRepository } from './credits.repository';

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
    const credits = new CreditsRepository(manager);
    const remaining = await credits.add(change.userId, amount);
    if (remaining === null) throw AppError.notFound('User not found');
    return record(credits, amount, remaining, change);
  }

  /**
   * Takes credits from the remaining balance, only if that many are left: the guard sits in the
   * UPDATE itself, so concurrent spends wait on the row and re-check it. Throws
   * INSUFFICIENT_CREDITS (and changes nothing) when the balance is short.
   */
  async spend(manager: EntityManager, amount: number, change: CreditChange): Promise<number> {
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`spend needs a positive whole amount, got ${amount}`);
    const credits = new CreditsRepository(manager);
    const remaining = await credits.take(change.userId, amount);
    if (remaining === null) {
      if (!(await credits.userExists(change.userId))) throw AppError.notFound('User not found');
      throw new AppError('INSUFFICIENT_CREDITS', NO_CREDITS_MESSAGE);
    }
    return record(credits, -amount, remaining, change);
  }

  /**
   * Takes up to `max` credits, as many as are left (a refund takes back what is unspent of a
   * purchase). The balance row is locked first, so the amount read is the amount taken, whatever
   * spends race it; the taking itself is `spend`, with its ledger row. When nothing is left, nothing
   * is taken and no ledger row is written. Answers what was taken and what remains.
   */
  async spendUpTo(manager: EntityManager, max: number, change: CreditChange): Promise<{ taken: number; remaining: number }> {
    if (!Number.isInteger(max) || max <= 0) throw new Error(`spendUpTo needs a positive whole amount, got ${max}`);
    const remaining = await new CreditsRepository(manager).lockBalance(change.userId);
    if (remaining === null) throw AppError.notFound('User not found');
    const taken = Math.min(max, remaining);
    if (taken === 0) return { taken, remaining };
    return { taken, remaining: await this.spend(manager, taken, change) };
  }

  /**
   * A ledger row of 0: something that could have moved credits and did not, said in the user's
   * history (a sign-up bonus this mailbox already had). The balance row is locked like any change.
   */
  async noChange(manager: EntityManager, change: CreditChange): Promise<number> {
    const credits = new CreditsRepository(manager);
    const remaining = await credits.lockBalance(change.userId);
    if (remaining === null) throw AppError.notFound('User not found');
    return record(credits, 0, remaining, change);
  }

  /** One page of a user's ledger, newest first, with how many rows there are in all. */
  async ledger(userId: string, args: PageArgs, manager: EntityManager = this.ds.manager): Promise<PageOf<CreditLedgerEntry>> {
    const [rows, total] = await new CreditsRepository(manager).ledgerPage(userId, skipTake(args));
    return pageOf(rows, total, args);
  }

  /** Whether the account exists (in the caller's transaction, when given one). */
  async hasAccount(userId: string, manager: EntityManager = this.ds.manager): Promise<boolean> {
    return new CreditsRepository(manager).userExists(userId);
  }

  /** A user's balances as they stand (in the caller's transaction, when given one). */
  async balance(userId: string, manager: EntityManager = this.ds.manager): Promise<{ remainingCredits: number; totalCredits: number }> {
    const balance = await new CreditsRepository(manager).balance(userId);
    if (!balance) throw AppError.notFound('User not found');
    return balance;
  }
}

/** The ledger row of a change, with the balance it produced; answers that balance. */
async function record(credits: CreditsRepository, delta: number, balanceAfter: number, change: CreditChange): Promise<number> {
  await credits.appendLedger({
    userId: change.userId,
    change: delta,
    reason: change.reason,
    reference: change.reference ?? null,
    balanceAfter,
  });
  return balanceAfter;
}
