import dayjs from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { CreditsService } from '../credits/credits.service';
import { PLANS } from '../credits/plans';
import { mailboxOf } from './mailbox';
import type { User } from './user.entity';
import { UsersRepository } from './users.repository';
import { UpdateAccountInput, UserView } from './users.types';

/** The reference of the 0-credit ledger row of an account whose mailbox already had its sign-up bonus. */
export const SIGNUP_BONUS_ALREADY_CLAIMED = 'mailbox_already_claimed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_NOT_FOUND = 'User not found';

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    phone: user.phone,
    designation: user.designation,
    profilePicture: user.profilePicture,
    remainingCredits: user.remainingCredits,
    totalCredits: user.totalCredits,
    plan: user.plan,
    planExpiry: user.planExpiry,
  };
}

/**
 * Accounts: sign-up's new account, and the user's own profile. Users imports credits (a new
 * account is granted its Starter credits through the ledger) and credits never imports users: its
 * statements name the users table (credits.repository.ts).
 */
export class UsersService {
  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
    private readonly clock: Clock,
  ) {}

  async findByEmail(manager: EntityManager, email: string): Promise<User | null> {
    return new UsersRepository(manager).findByEmail(email);
  }

  /**
   * A new account on the Starter plan. Its credits go through the ledger, once per mailbox: a
   * second account on a mailbox that already had the bonus (`jane+2@acme.io` after
   * `jane@acme.io`) starts with 0 credits, and a ledger row of 0 says why. Runs in the caller's
   * transaction.
   */
  async createWithStarterPlan(
    manager: EntityManager,
    email: string,
    consent: { newsUpdates: boolean },
  ): Promise<{ user: User; bonusGranted: boolean }> {
    const now = this.clock.now();
    const starter = PLANS.starter;
    const users = new UsersRepository(manager);
    const user = await users.insert({
      email,
      plan: starter.id,
      planExpiry: dayjs(now).add(starter.days, 'day').toDate(),
      newsUpdates: consent.newsUpdates,
      termsAcceptedAt: now,
    });
    const bonusGranted = await users.claimSignupBonus(mailboxOf(email), user.id);
    if (bonusGranted)
      await this.credits.grant(manager, starter.credits, { userId: user.id, reason: 'signup_bonus', reference: starter.id });
    else await this.credits.noChange(manager, { userId: user.id, reason: 'signup_bonus', reference: SIGNUP_BONUS_ALREADY_CLAIMED });
    return { user: await users.reload(user.id), bonusGranted };
  }

  /**
   * A purchase's plan: it runs at least `days` days from `from` (docs/decisions.md, "Plans, credits
   * and their ledger"); a plan that ends later keeps its end. Runs in the caller's transaction.
   */
  async extendPlan(manager: EntityManager, userId: string, from: Date, days: number): Promise<void> {
    await new UsersRepository(manager).extendPlanTo(userId, dayjs(from).add(days, 'day').toDate());
  }

  /** The acting user's own account; any other id answers not-found. */
  async getOwnAccount(actorId: string, id: string = actorId): Promise<UserView> {
    return toUserView(await this.loadOwnAccount(this.ds.manager, actorId, id));
  }

  async updateOwnAccount(actorId: string, id: string, input: UpdateAccountInput): Promise<UserView> {
    return this.ds.transaction(async (manager) => {
      const user = await this.loadOwnAccount(manager, actorId, id, true);
      if (input.email.trim().toLowerCase() !== user.email) {
        throw AppError.badInput('Your e-mail address cannot be changed here.');
      }
      user.firstName = input.firstName.trim();
      user.lastName = input.lastName.trim();
      user.company = input.company.trim();
      user.phone = input.phone.trim();
      if (input.designation !== undefined) user.designation = input.designation?.trim() || null;
      return toUserView(await new UsersRepository(manager).save(user));
    });
  }

  private async loadOwnAccount(manager: EntityManager, actorId: string, id: string, lock = false): Promise<User> {
    if (!UUID.test(id) || id !== actorId) throw AppError.notFound(USER_NOT_FOUND);
    const user = await new UsersRepository(manager).findById(id, { forUpdate: lock });
    if (!user) throw AppError.notFound(USER_NOT_FOUND);
    return user;
  }
}
