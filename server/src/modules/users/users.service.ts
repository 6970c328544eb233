import dayjs from 'dayjs';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { CreditsService } from '../credits/credits.service';
import { PLANS } from '../credits/plans';
import type { SettingsService } from '../settings/settings.service';
import { mailboxOf } from './mailbox';
import type { User } from './user.entity';
import { UsersRepository } from './users.repository';
import { UpdateAccountInput, UserView } from './users.types';

/** The reference of the 0-credit ledger row of an account whose mailbox already had its sign-up bonus. */
export const SIGNUP_BONUS_ALREADY_CLAIMED = 'mailbox_already_claimed';
/** The reference of the 0-credit ledger row of an account made while the sign-up bonus is set to 0. */
export const NO_SIGNUP_BONUS = 'no_signup_bonus';

/**
 * What a new account got: the bonus (`granted`), nothing because its mailbox already had it
 * (`already_claimed`), or nothing because the bonus is set to 0 (`none`; the mailbox keeps its claim).
 */
export type SignupBonusOutcome = 'granted' | 'already_claimed' | 'none';

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
 * statements name the users table (credits.repository.ts). It reads the sign-up bonus from
 * settings, which staff change from the staff area (staff imports settings, never the reverse).
 */
export class UsersService {
  constructor(
    private readonly ds: DataSource,
    private readonly credits: CreditsService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  async findByEmail(manager: EntityManager, email: string): Promise<User | null> {
    return new UsersRepository(manager).findByEmail(email);
  }

  /**
   * A new account on the Starter plan. Its credits are the sign-up bonus as staff set it now (5 to
   * start; app_settings), through the ledger, once per mailbox: a second account on a mailbox that
   * already had the bonus (`jane+2@acme.io` after `jane@acme.io`) starts with 0 credits, and a
   * ledger row of 0 says why. While the bonus is set to 0 nobody gets credits (a ledger row of 0,
   * `no_signup_bonus`) and the mailbox is not claimed, so its bonus is still to come. A sign-in
   * provider's name and picture, when it gave them, start the profile. Runs in the caller's transaction.
   */
  async createWithStarterPlan(
    manager: EntityManager,
    email: string,
    consent: { newsUpdates: boolean },
    profile: Partial<Pick<User, 'firstName' | 'lastName' | 'profilePicture'>> = {},
  ): Promise<{ user: User; bonus: SignupBonusOutcome }> {
    const now = this.clock.now();
    const starter = PLANS.starter;
    const users = new UsersRepository(manager);
    const user = await users.insert({
      ...profile,
      email,
      plan: starter.id,
      planExpiry: dayjs(now).add(starter.days, 'day').toDate(),
      newsUpdates: consent.newsUpdates,
      termsAcceptedAt: now,
    });
    const bonus = await this.grantSignupBonus(manager, user.id, mailboxOf(email));
    return { user: await users.reload(user.id), bonus };
  }

  private async grantSignupBonus(manager: EntityManager, userId: string, mailbox: string): Promise<SignupBonusOutcome> {
    const users = new UsersRepository(manager);
    const credits = await this.settings.signupBonusCredits(manager);
    const change = { userId, reason: 'signup_bonus' as const };
    if (credits === 0) {
      const claimed = await users.mailboxClaimed(mailbox);
      await this.credits.noChange(manager, { ...change, reference: claimed ? SIGNUP_BONUS_ALREADY_CLAIMED : NO_SIGNUP_BONUS });
      return claimed ? 'already_claimed' : 'none';
    }
    if (!(await users.claimSignupBonus(mailbox, userId))) {
      await this.credits.noChange(manager, { ...change, reference: SIGNUP_BONUS_ALREADY_CLAIMED });
      return 'already_claimed';
    }
    await this.credits.grant(manager, credits, { ...change, reference: PLANS.starter.id });
    return 'granted';
  }

  /**
   * A purchase's plan: it runs at least `days` days from `from` (docs/decisions.md, "Plans, credits
   * and their ledger"); a plan that ends later keeps its end. Runs in the caller's transaction.
   */
  async extendPlan(manager: EntityManager, userId: string, from: Date, days: number): Promise<void> {
    await new UsersRepository(manager).extendPlanTo(userId, dayjs(from).add(days, 'day').toDate());
  }

  /**
   * A subscription's plan (docs/decisions.md, "Subscriptions"): Pro until the paid period's end (or
   * the grace's), or Starter from `until` when it ended. Runs in the caller's transaction.
   */
  async setPlan(manager: EntityManager, userId: string, plan: 'pro' | 'starter', until: Date): Promise<void> {
    await new UsersRepository(manager).setPlan(userId, plan, until);
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
    if (!isUuid(id) || id !== actorId) throw AppError.notFound(USER_NOT_FOUND);
    const user = await new UsersRepository(manager).findById(id, { forUpdate: lock });
    if (!user) throw AppError.notFound(USER_NOT_FOUND);
    return user;
  }
}
