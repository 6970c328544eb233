import { Arg, Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { StaffSession } from '../../common/session';
import { FIELD_COST } from '../../graphql/budgets';
import { CurrentStaff } from '../../graphql/context';
import type { StaffSettingsService } from './staff-settings.service';
import {
  CreditPackageInput,
  StaffSettingsView,
  toStaffSettingsView,
  UpdateCreditPackageArgs,
  UpdateProviderBudgetsArgs,
  UpdateSignupBonusArgs,
} from './staff-settings.types';

/** The staff area's settings page (/admin/settings): read by staff, changed by a superadmin, every change audited. */
@Resolver()
export class StaffSettingsResolver {
  constructor(private readonly settings: StaffSettingsService) {}

  @Authorized('staff')
  @Query(() => StaffSettingsView, { complexity: FIELD_COST.read, description: 'The sign-up bonus and every credit package.' })
  async staffSettings(): Promise<StaffSettingsView> {
    return toStaffSettingsView(await this.settings.read());
  }

  @Authorized('superadmin')
  @Mutation(() => StaffSettingsView, {
    complexity: FIELD_COST.read,
    description:
      "Changes a credit package (superadmins only); orders made before keep their price and credits. Marking it 'Most Popular' takes the badge off the others; the last package on sale stays on sale (CONFLICT). Audited.",
  })
  async updateCreditPackage(
    @CurrentStaff() staff: StaffSession,
    @Args(() => UpdateCreditPackageArgs) { id }: UpdateCreditPackageArgs,
    @Arg('input', () => CreditPackageInput) { reason, ...terms }: CreditPackageInput,
  ): Promise<StaffSettingsView> {
    return toStaffSettingsView(await this.settings.updatePackage(staff, id, terms, reason));
  }

  @Authorized('superadmin')
  @Mutation(() => StaffSettingsView, {
    complexity: FIELD_COST.read,
    description: 'Adds a credit package, numbered after the highest (superadmins only; at most 20). Audited.',
  })
  async createCreditPackage(
    @CurrentStaff() staff: StaffSession,
    @Arg('input', () => CreditPackageInput) { reason, ...terms }: CreditPackageInput,
  ): Promise<StaffSettingsView> {
    return toStaffSettingsView(await this.settings.createPackage(staff, terms, reason));
  }

  @Authorized('superadmin')
  @Mutation(() => StaffSettingsView, {
    complexity: FIELD_COST.read,
    description: 'Sets the credits of the sign-up bonus, 0 to 1,000 (superadmins only); new accounts get it from now on. Audited.',
  })
  async updateSignupBonus(
    @CurrentStaff() staff: StaffSession,
    @Args(() => UpdateSignupBonusArgs) { credits, reason }: UpdateSignupBonusArgs,
  ): Promise<StaffSettingsView> {
    return toStaffSettingsView(await this.settings.updateSignupBonus(staff, credits, reason));
  }

  @Authorized('superadmin')
  @Mutation(() => StaffSettingsView, {
    complexity: FIELD_COST.read,
    description:
      "Sets the live providers' budgets, in each provider's credits (superadmins only): per user per UTC day and for the service per UTC month. They apply from the next call. Audited.",
  })
  async updateProviderBudgets(
    @CurrentStaff() staff: StaffSession,
    @Args(() => UpdateProviderBudgetsArgs) { userDailyBudget, monthlyBudget, reason }: UpdateProviderBudgetsArgs,
  ): Promise<StaffSettingsView> {
    return toStaffSettingsView(
      await this.settings.updateProviderBudgets(staff, { userDaily: userDailyBudget, monthly: monthlyBudget }, reason),
    );
  }
}
