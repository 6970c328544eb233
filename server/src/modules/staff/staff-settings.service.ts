import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import type { StaffSession } from '../../common/session';
import type { CreditPackage } from '../payments/credit-package.entity';
import type { CreditPackagesService, PackageChange, PackageTerms } from '../payments/credit-packages.service';
import { SIGNUP_BONUS_KEY, type SettingChange, type SettingsService } from '../settings/settings.service';
import { AUDIT_ACTIONS, type AuditService } from './audit.service';

export const SETTINGS_SUPERADMIN_MESSAGE = 'Only a superadmin can change the settings.';

/** The settings page's figures: the sign-up bonus and every credit package, on sale or not. */
export interface StaffSettingsFacts {
  signupBonusCredits: number;
  packages: CreditPackage[];
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
    const [signupBonusCredits, packages] = await Promise.all([this.settings.signupBonusCredits(), this.packages.all()]);
    return { signupBonusCredits, packages };
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
    await this.settings.setSignupBonusCredits(credits, actor.staffId, (manager: EntityManager, change: SettingChange<number>) =>
      this.audit.record(manager, {
        staffId: actor.staffId,
        action: AUDIT_ACTIONS.signupBonusUpdate,
        targetType: 'setting',
        targetId: SIGNUP_BONUS_KEY,
        details: { before: change.before, after: change.after },
        reason: reasonOf(reason),
      }),
    );
    return this.read();
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
