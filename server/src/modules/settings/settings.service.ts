import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { PLANS } from '../credits/plans';
import { SettingsRepository } from './settings.repository';

/** The key of the sign-up bonus: the credits a new account gets, once per mailbox. */
export const SIGNUP_BONUS_KEY = 'signup_bonus_credits';
/** Until staff change it: the Starter plan's credits (docs/decisions.md, "Plans, credits and their ledger"). */
export const SIGNUP_BONUS_DEFAULT = PLANS.starter.credits;
export const SIGNUP_BONUS_MAX = 1000;
export const SIGNUP_BONUS_RANGE_MESSAGE = `The sign-up bonus is a whole number of credits from 0 to ${SIGNUP_BONUS_MAX.toLocaleString('en-US')}.`;

/** A setting's value before and after a change. */
export interface SettingChange<T> {
  before: T;
  after: T;
}

/** Runs inside the change's transaction (the staff area writes its audit row there). */
export type SettingAudit<T> = (manager: EntityManager, change: SettingChange<T>) => Promise<void>;

function isSignupBonus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SIGNUP_BONUS_MAX;
}

/**
 * The app's settings that staff edit at run time (app_settings). Users read the sign-up bonus here
 * at every sign-up; the staff area changes it through `setSignupBonusCredits` with its audit.
 * Settings imports neither users nor staff: both import it.
 */
export class SettingsService {
  constructor(private readonly ds: DataSource) {}

  /** The sign-up bonus now (in the caller's transaction, when given one); the default when unset or unreadable. */
  async signupBonusCredits(manager: EntityManager = this.ds.manager): Promise<number> {
    const value = await new SettingsRepository(manager).value(SIGNUP_BONUS_KEY);
    return isSignupBonus(value) ? value : SIGNUP_BONUS_DEFAULT;
  }

  /**
   * Sets the sign-up bonus (0 to 1,000 credits) in one transaction with `audit`, which runs only
   * when the value changes. The row is locked first, so two changes at once are recorded in order,
   * each with the value the other left.
   */
  async setSignupBonusCredits(credits: number, staffId: string | null, audit: SettingAudit<number>): Promise<SettingChange<number>> {
    if (!isSignupBonus(credits)) throw AppError.badInput(SIGNUP_BONUS_RANGE_MESSAGE);
    return this.ds.transaction(async (manager) => {
      const repo = new SettingsRepository(manager);
      const stored = await repo.lockValue(SIGNUP_BONUS_KEY);
      const change = { before: isSignupBonus(stored) ? stored : SIGNUP_BONUS_DEFAULT, after: credits };
      if (change.before === change.after) return change; // nothing changed: nothing to write or audit
      await repo.write(SIGNUP_BONUS_KEY, credits, staffId);
      await audit(manager, change);
      return change;
    });
  }
}
