import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  PACKAGE_CREDITS_MESSAGE,
  PACKAGE_LIMITS,
  PACKAGE_NOT_FOUND_MESSAGE,
  PACKAGE_PRICE_MESSAGE,
} from '../payments/credit-packages.service';
import type { CreditPackage } from '../payments/credit-package.entity';
import { CreditPackageView, toPackageView } from '../payments/payments.types';
import { PROVIDER_BUDGET_MAX, PROVIDER_BUDGET_MESSAGE, SIGNUP_BONUS_MAX, SIGNUP_BONUS_RANGE_MESSAGE } from '../settings/settings.service';
import type { StaffSettingsFacts } from './staff-settings.service';

const REASON_MESSAGE = 'A reason can be at most 500 characters.';

@ObjectType('StaffCreditPackage', { description: 'A credit package as staff see it: on sale or not.' })
export class StaffCreditPackageView extends CreditPackageView {
  @Field(() => Boolean, { description: 'On sale: listed and buyable. A package off sale keeps its row for the orders that name it.' })
  active: boolean;
}

@ObjectType('StaffSettings', {
  description: "The settings page of the staff area: the sign-up bonus, every credit package, and the live providers' budgets.",
})
export class StaffSettingsView {
  @Field(() => Int, { description: 'The credits a new account gets, once per mailbox (0: none).' })
  signupBonusCredits: number;

  @Field(() => Int, {
    description:
      "Provider credits one user's look-ups outside the index may cost per UTC day, per provider (until a superadmin sets it: PROVIDER_USER_DAILY_BUDGET).",
  })
  providerUserDailyBudget: number;

  @Field(() => Int, {
    description: 'Provider credits the whole service may spend per UTC month, per provider (until set: PROVIDER_MONTHLY_BUDGET).',
  })
  providerMonthlyBudget: number;

  @Field(() => [StaffCreditPackageView], { description: 'Every credit package, on sale or not, by id.' })
  packages: StaffCreditPackageView[];
}

/** A credit package's terms as a superadmin sets them. */
@InputType()
export class CreditPackageInput {
  @Field(() => Int, { description: 'From 1 to 100,000.' })
  @IsInt({ message: PACKAGE_CREDITS_MESSAGE })
  @Min(PACKAGE_LIMITS.credits.min, { message: PACKAGE_CREDITS_MESSAGE })
  @Max(PACKAGE_LIMITS.credits.max, { message: PACKAGE_CREDITS_MESSAGE })
  credits: number;

  @Field(() => Int, { description: 'The price in cents, from 50 to 10,000,000.' })
  @IsInt({ message: PACKAGE_PRICE_MESSAGE })
  @Min(PACKAGE_LIMITS.priceCents.min, { message: PACKAGE_PRICE_MESSAGE })
  @Max(PACKAGE_LIMITS.priceCents.max, { message: PACKAGE_PRICE_MESSAGE })
  priceCents: number;

  @Field(() => Boolean, { description: "Marked 'Most Popular' (the badge moves here from any other package)." })
  @IsBoolean()
  popular: boolean;

  @Field(() => Boolean, { description: 'On sale. At least one package stays on sale.' })
  @IsBoolean()
  active: boolean;

  @Field(() => String, { nullable: true, description: 'Why, for the audit log.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: REASON_MESSAGE })
  reason?: string | null;
}

@ArgsType()
export class UpdateCreditPackageArgs {
  @Field(() => Int, { description: "The package's id (an unknown one: NOT_FOUND)." })
  @IsInt({ message: PACKAGE_NOT_FOUND_MESSAGE })
  id: number;
}

@ArgsType()
export class UpdateSignupBonusArgs {
  @Field(() => Int, { description: 'From 0 (no bonus) to 1,000.' })
  @IsInt({ message: SIGNUP_BONUS_RANGE_MESSAGE })
  @Min(0, { message: SIGNUP_BONUS_RANGE_MESSAGE })
  @Max(SIGNUP_BONUS_MAX, { message: SIGNUP_BONUS_RANGE_MESSAGE })
  credits: number;

  @Field(() => String, { nullable: true, description: 'Why, for the audit log.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: REASON_MESSAGE })
  reason?: string | null;
}

export function toStaffPackageView(pkg: CreditPackage): StaffCreditPackageView {
  return { ...toPackageView(pkg), active: pkg.active };
}

export function toStaffSettingsView(facts: StaffSettingsFacts): StaffSettingsView {
  return {
    signupBonusCredits: facts.signupBonusCredits,
    packages: facts.packages.map(toStaffPackageView),
    providerUserDailyBudget: facts.providerBudgets.userDaily,
    providerMonthlyBudget: facts.providerBudgets.monthly,
  };
}

@ArgsType()
export class UpdateProviderBudgetsArgs {
  @Field(() => Int, { description: "Provider credits one user's look-ups may cost per UTC day: 0 (none) to 1,000,000." })
  @IsInt({ message: PROVIDER_BUDGET_MESSAGE })
  @Min(0, { message: PROVIDER_BUDGET_MESSAGE })
  @Max(PROVIDER_BUDGET_MAX, { message: PROVIDER_BUDGET_MESSAGE })
  userDailyBudget: number;

  @Field(() => Int, { description: 'Provider credits the service may spend per UTC month: 0 (none) to 1,000,000.' })
  @IsInt({ message: PROVIDER_BUDGET_MESSAGE })
  @Min(0, { message: PROVIDER_BUDGET_MESSAGE })
  @Max(PROVIDER_BUDGET_MAX, { message: PROVIDER_BUDGET_MESSAGE })
  monthlyBudget: number;

  @Field(() => String, { nullable: true, description: 'Why, for the audit log.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: REASON_MESSAGE })
  reason?: string | null;
}
