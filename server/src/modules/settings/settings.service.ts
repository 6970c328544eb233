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

/** The key of the live providers' budgets (docs/features/live-people-data.md): set by staff, else PROVIDER_* configuration. */
export const PROVIDER_BUDGETS_KEY = 'provider_budgets';
export const PROVIDER_BUDGET_MAX = 1_000_000;
export const PROVIDER_BUDGET_MESSAGE = `A provider budget is a whole number of credits from 0 to ${PROVIDER_BUDGET_MAX.toLocaleString('en-US')}.`;

/** What live people-data providers may cost, in each provider's credits: per user per UTC day, and for the service per UTC month. */
export interface ProviderBudgets {
  userDaily: number;
  monthly: number;
}

/** A setting's value before and after a change. */
export interface SettingChange<T> {
  before: T;
  after: T;
}

/** Runs inside the change's transaction (the staff area writes its audit row there). */
export type SettingAudit<T> = (manager: EntityManager, change: SettingChange<T>) => Promise<void>;

const isWholeIn = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

function isSignupBonus(value: unknown): value is number {
  return isWholeIn(value, SIGNUP_BONUS_MAX);
}

function isProviderBudgets(value: unknown): value is ProviderBudgets {
  const v = value as Partial<ProviderBudgets> | null;
  return typeof v === 'object' && v !== null && isWholeIn(v.userDaily, PROVIDER_BUDGET_MAX) && isWholeIn(v.monthly, PROVIDER_BUDGET_MAX);
}

/** How one setting is read: its key, what a valid value is, and its value while none valid is stored. */
interface SettingRule<T> {
  key: string;
  valid: (value: unknown) => value is T;
  fallback: T;
}

/**
 * The app's settings that staff edit at run time (app_settings). Users read the sign-up bonus here
 * at every sign-up, and the provider guard the providers' budgets at every call; the staff area
 * changes them with its audit. Settings imports neither users, people-data nor staff: they import it.
 */
export class SettingsService {
  constructor(
    private readonly ds: DataSource,
    /** The providers' budgets until staff set them (PROVIDER_USER_DAILY_BUDGET, PROVIDER_MONTHLY_BUDGET). */
    private readonly providerBudgetDefaults: ProviderBudgets = { userDaily: 25, monthly: 1000 },
  ) {}

  /** The sign-up bonus now (in the caller's transaction, when given one); the default when unset or unreadable. */
  async signupBonusCredits(manager: EntityManager = this.ds.manager): Promise<number> {
    return this.read(this.signupBonus, manager);
  }

  /**
   * Sets the sign-up bonus (0 to 1,000 credits) in one transaction with `audit`, which runs only
   * when the value changes. The row is locked first, so two changes at once are recorded in order,
   * each with the value the other left.
   */
  async setSignupBonusCredits(credits: number, staffId: string | null, audit: SettingAudit<number>): Promise<SettingChange<number>> {
    if (!isSignupBonus(credits)) throw AppError.badInput(SIGNUP_BONUS_RANGE_MESSAGE);
    return this.write(this.signupBonus, credits, staffId, audit, (a, b) => a === b);
  }

  /** The providers' budgets now: as staff set them, else as configured. */
  async providerBudgets(): Promise<ProviderBudgets> {
    return this.read(this.budgets, this.ds.manager);
  }

  /** Sets the providers' budgets (each 0 to 1,000,000 credits), as `setSignupBonusCredits` does. */
  async setProviderBudgets(
    budgets: ProviderBudgets,
    staffId: string | null,
    audit: SettingAudit<ProviderBudgets>,
  ): Promise<SettingChange<ProviderBudgets>> {
    const value = { userDaily: budgets.userDaily, monthly: budgets.monthly };
    if (!isProviderBudgets(value)) throw AppError.badInput(PROVIDER_BUDGET_MESSAGE);
    return this.write(this.budgets, value, staffId, audit, (a, b) => a.userDaily === b.userDaily && a.monthly === b.monthly);
  }

  private get signupBonus(): SettingRule<number> {
    return { key: SIGNUP_BONUS_KEY, valid: isSignupBonus, fallback: SIGNUP_BONUS_DEFAULT };
  }

  private get budgets(): SettingRule<ProviderBudgets> {
    return { key: PROVIDER_BUDGETS_KEY, valid: isProviderBudgets, fallback: this.providerBudgetDefaults };
  }

  private async read<T>(rule: SettingRule<T>, manager: EntityManager): Promise<T> {
    const value = await new SettingsRepository(manager).value(rule.key);
    return rule.valid(value) ? value : rule.fallback;
  }

  /** Writes a setting and runs its audit in one transaction, the row locked first; nothing when it does not change. */
  private async write<T>(
    rule: SettingRule<T>,
    value: T,
    staffId: string | null,
    audit: SettingAudit<T>,
    same: (a: T, b: T) => boolean,
  ): Promise<SettingChange<T>> {
    return this.ds.transaction(async (manager) => {
      const repo = new SettingsRepository(manager);
      const stored = await repo.lockValue(rule.key);
      const change = { before: rule.valid(stored) ? stored : rule.fallback, after: value };
      if (same(change.before, change.after)) return change; // nothing changed: nothing to write or audit
      await repo.write(rule.key, value, staffId);
      await audit(manager, change);
      return change;
    });
  }
}
