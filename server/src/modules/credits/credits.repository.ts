import type { DataSource, EntityManager } from 'typeorm';
import { CreditLedgerEntry, type CreditReason } from './credit-ledger.entity';

/**
 * Adds $2 to both balances of user $1 and answers the remaining one. (updated_at moves as with any
 * change of the row.)
 */
const ADD_SQL = `UPDATE users SET remaining_credits = remaining_credits + $2, total_credits = total_credits + $2, updated_at = CURRENT_TIMESTAMP
  WHERE id = $1 RETURNING remaining_credits`;

/** Takes $2 from user $1's remaining balance only if that many are left (the guard is in the UPDATE), and answers what is left. */
const TAKE_SQL = `UPDATE users SET remaining_credits = remaining_credits - $2, updated_at = CURRENT_TIMESTAMP
  WHERE id = $1 AND remaining_credits >= $2 RETURNING remaining_credits`;

/** Locks user $1's balance for the rest of the transaction and answers it. */
const LOCK_BALANCE_SQL = 'SELECT remaining_credits FROM users WHERE id = $1 FOR UPDATE';

/** User $1's balances. */
const BALANCE_SQL = 'SELECT remaining_credits AS "remainingCredits", total_credits AS "totalCredits" FROM users WHERE id = $1';

/** Whether user $1 exists. */
const USER_EXISTS_SQL = 'SELECT 1 FROM users WHERE id = $1';

/** A ledger row as written: the change and the balance it produced. */
export interface LedgerRow {
  userId: string;
  change: number;
  reason: CreditReason;
  reference: string | null;
  balanceAfter: number;
}

/**
 * The statements of credits: the balance columns of users (remaining_credits, total_credits; no
 * other code changes them) and the append-only credit_ledger. The rest of the users row belongs
 * to users.repository.ts; these statements name the table, so credits does not import the users
 * module (users imports credits: a new account is granted its credits here). Runs on a
 * DataSource or inside a caller's transaction.
 */
export class CreditsRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** The remaining balance after adding, or null when there is no such user. */
  async add(userId: string, amount: number): Promise<number | null> {
    return this.remainingOf(await this.db.query(ADD_SQL, [userId, amount]));
  }

  /** The remaining balance after taking, or null when the user is short of credits or does not exist. */
  async take(userId: string, amount: number): Promise<number | null> {
    return this.remainingOf(await this.db.query(TAKE_SQL, [userId, amount]));
  }

  /** The remaining balance, locked until the transaction ends; null when there is no such user. */
  async lockBalance(userId: string): Promise<number | null> {
    const rows: Array<{ remaining_credits: number }> = await this.db.query(LOCK_BALANCE_SQL, [userId]);
    return rows[0]?.remaining_credits ?? null;
  }

  async balance(userId: string): Promise<{ remainingCredits: number; totalCredits: number } | null> {
    const rows: Array<{ remainingCredits: number; totalCredits: number }> = await this.db.query(BALANCE_SQL, [userId]);
    return rows[0] ?? null;
  }

  async userExists(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(USER_EXISTS_SQL, [userId]);
    return rows.length > 0;
  }

  /**
   * Appends a ledger row, stamped with the time of the write (not of the transaction's start): the
   * balance row stays locked until commit, so a user's rows sort in the order their balances were
   * produced.
   */
  async appendLedger(row: LedgerRow): Promise<void> {
    await this.db.getRepository(CreditLedgerEntry).insert({ ...row, createdAt: () => 'clock_timestamp()' });
  }

  /** One page of a user's ledger rows, newest first (the id breaks ties, so pages never overlap), and how many there are. */
  async ledgerPage(userId: string, page: { skip: number; take: number }): Promise<[CreditLedgerEntry[], number]> {
    return this.db.getRepository(CreditLedgerEntry).findAndCount({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, ...page });
  }

  /** An UPDATE ... RETURNING answers its rows and the count of rows it changed. */
  private remainingOf([rows]: [Array<{ remaining_credits: number }>, number]): number | null {
    return rows[0]?.remaining_credits ?? null;
  }
}
