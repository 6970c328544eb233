import type { DataSource, EntityManager } from 'typeorm';
import { User } from './user.entity';

/** Claims the sign-up bonus of mailbox $1 for user $2; a row comes back only when this call made the claim. */
const CLAIM_SIGNUP_BONUS_SQL =
  'INSERT INTO signup_bonus_claims (mailbox, user_id) VALUES ($1, $2) ON CONFLICT (mailbox) DO NOTHING RETURNING mailbox';

/** Whether mailbox $1 already had its sign-up bonus. */
const MAILBOX_CLAIMED_SQL = 'SELECT 1 FROM signup_bonus_claims WHERE mailbox = $1';

/** Moves user $1's plan end to $2 unless it already ends later. */
const EXTEND_PLAN_SQL = `UPDATE users SET plan_expiry = GREATEST(COALESCE(plan_expiry, $2::timestamptz), $2::timestamptz), updated_at = CURRENT_TIMESTAMP
  WHERE id = $1`;

/** What a new account is made of. */
export type NewUser = Pick<User, 'email' | 'plan' | 'planExpiry' | 'newsUpdates' | 'termsAcceptedAt'> &
  Partial<Pick<User, 'firstName' | 'lastName' | 'profilePicture'>>;

/**
 * The statements of accounts: users (all but its balance columns, which credits.repository.ts
 * alone changes) and signup_bonus_claims. Runs on a DataSource or inside a caller's transaction.
 */
export class UsersRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async findByEmail(email: string): Promise<User | null> {
    return this.db.getRepository(User).findOne({ where: { email } });
  }

  /** The account, locked for the rest of the transaction with `forUpdate`. */
  async findById(id: string, opts: { forUpdate?: boolean } = {}): Promise<User | null> {
    return this.db
      .getRepository(User)
      .findOne({ where: { id }, ...(opts.forUpdate ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** The account's plan and its end (what opening a profile checks). */
  async findPlan(id: string): Promise<Pick<User, 'id' | 'plan' | 'planExpiry'> | null> {
    return this.db.getRepository(User).findOne({ where: { id }, select: { id: true, plan: true, planExpiry: true } });
  }

  /** Inserts a new account (its id and defaults filled in). */
  async insert(fields: NewUser): Promise<User> {
    const users = this.db.getRepository(User);
    return users.save(users.create(fields));
  }

  /** The account as stored now; it must exist (EntityNotFoundError otherwise). */
  async reload(id: string): Promise<User> {
    return this.db.getRepository(User).findOneOrFail({ where: { id } });
  }

  /** Saves the changed fields of an account that was read. */
  async save(user: User): Promise<User> {
    return this.db.getRepository(User).save(user);
  }

  /** The plan runs at least until `until` (a later end stays). */
  async extendPlanTo(id: string, until: Date): Promise<void> {
    await this.db.query(EXTEND_PLAN_SQL, [id, until]);
  }

  async setPlan(id: string, plan: string, until: Date): Promise<void> {
    await this.db.query(`UPDATE users SET plan = $2, plan_expiry = $3, updated_at = CURRENT_TIMESTAMP WHERE id = $1`, [id, plan, until]);
  }

  /** Claims the one sign-up bonus of a mailbox for this account: false when the mailbox already had it. */
  async claimSignupBonus(mailbox: string, userId: string): Promise<boolean> {
    const claimed: unknown[] = await this.db.query(CLAIM_SIGNUP_BONUS_SQL, [mailbox, userId]);
    return claimed.length === 1;
  }

  /** Whether a mailbox already had its sign-up bonus. */
  async mailboxClaimed(mailbox: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(MAILBOX_CLAIMED_SQL, [mailbox]);
    return rows.length > 0;
  }
}
