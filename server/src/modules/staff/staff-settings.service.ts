import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import type { StaffSession } from '../../common/session';
import type { CreditPackage } from '../payments/credit-package.entity';
import type { CreditPackagesService, PackageChange, PackageTerms } from '../payments/credit-packages.service';
import {
  PROVIDER_BUDGETS_KEY,
  SIGNUP_BONUS_KEY,
  type ProviderBudgets,
  type SettingChange,
  type SettingsService,
} from '../settings/settings.service';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';

export const SETTINGS_SUPERADMIN_MESSAGE = 'Only a superadmin can change the settings.';

/** The settings page's figures: the sign-up bonus, every credit package (on sale or not), and the live providers' budgets. */
export interface StaffSettingsFacts {
  signupBonusCredits: number;
  packages: CreditPackage[];
  providerBudgets: ProviderBudgets;
}

/** Why, in the staff member's words: trimmed; blank is none. */
function reasonOf(reason: string | null | undefined): string | null {
  return reason?.trim() || null;
}

/**
 * The staff area's settings page (/admin/settings): the credit packages (payments) and the sign-up
 * bonus (settings), read by any staff member and changed by a superadmin. Each change is written
 * with its audit row in one transaction: the payments and settings services run the audit handed
 * to them inside their own, so neither imports the staff area.
 */
export class StaffSettingsService {
  constructor(
    private readonly packages: CreditPackagesService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  async read(): Promise<StaffSettingsFacts> {
    const [signupBonusCredits, packages, providerBudgets] = await Promise.all([
      this.settings.signupBonusCredits(),
      this.packages.all(),
      this.settings.providerBudgets(),
    ]);
    return { signupBonusCredits, packages, providerBudgets };
  }

  /** Changes a package's credits, price, badge and sale; audited as `settings.package` with before and after. */
  async updatePackage(actor: StaffSession, id: number, terms: PackageTerms, reason?: string | null): Promise<StaffSettingsFacts> {
    requireSuperadmin(actor);
    await this.packages.update(id, terms, this.packageAudit(actor, reason));
    return this.read();
  }

  /** Adds a package (numbered after the highest); audited as `settings.package` with `before: null`. */
  async createPackage(actor: StaffSession, terms: PackageTerms, reason?: string | null): Promise<StaffSettingsFacts> {
    requireSuperadmin(actor);
    await this.packages.create(terms, this.packageAudit(actor, reason));
    return this.read();
  }

  /** Sets the credits of the sign-up bonus (0 to 1,000); audited as `settings.signup_bonus` with before and after. */
  async updateSignupBonus(actor: StaffSession, credits: number, reason?: string | null): Promise<StaffSettingsFacts> {
    requireSuperadmin(actor);
    await this.settings.setSignupBonusCredits(
      credits,
      actor.staffId,
      this.settingAudit(actor, AUDIT_ACTIONS.signupBonusUpdate, SIGNUP_BONUS_KEY, reason),
    );
    return this.read();
  }

  /** Sets the live providers' budgets (each 0 to 1,000,000 provider credits); audited as `settings.provider_budgets` with before and after. */
  async updateProviderBudgets(actor: StaffSession, budgets: ProviderBudgets, reason?: string | null): Promise<StaffSettingsFacts> {
    requireSuperadmin(actor);
    await this.settings.setProviderBudgets(
      budgets,
      actor.staffId,
      this.settingAudit(actor, AUDIT_ACTIONS.providerBudgetsUpdate, PROVIDER_BUDGETS_KEY, reason),
    );
    return this.read();
  }

  /** A setting's change as an audit row, with before and after. */
  private settingAudit<T>(actor: StaffSession, action: string, key: string, reason: string | null | undefined) {
    return (manager: EntityManager, change: SettingChange<T>) =>
      this.audit.record(manager, {
        staffId: actor.staffId,
        action,
        targetType: 'setting',
        targetId: key,
        details: { before: change.before, after: change.after },
        reason: reasonOf(reason),
      });
  }

  private packageAudit(actor: StaffSession, reason: string | null | undefined) {
    return (manager: EntityManager, change: PackageChange) =>
      this.audit.record(manager, {
        staffId: actor.staffId,
        action: AUDIT_ACTIONS.packageUpdate,
        targetType: 'package',
        targetId: String(change.id),
        details: { before: change.before, after: change.after, popularClearedFrom: change.popularClearedFrom },
        reason: reasonOf(reason),
      });
  }
}

function requireSuperadmin(actor: StaffSession): void {
  if (actor.role !== 'superadmin') throw new AppError('FORBIDDEN', SETTINGS_SUPERADMIN_MESSAGE);
}
