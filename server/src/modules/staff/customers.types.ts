import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, NotEquals, registerDecorator } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated, PageArgs } from '../../graphql/pagination';
import { CreditLedgerEntryView } from '../credits/credits.types';
import { PaymentOrderView } from '../payments/payments.types';

export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const QUERY_MAX = 200;
export const ADJUSTMENT_MAX = 10_000;
export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const REASON_MESSAGE = `Please give a reason (at least ${REASON_MIN} characters).`;
export const REASON_TOO_LONG_MESSAGE = `A reason can be at most ${REASON_MAX} characters.`;
export const AMOUNT_ZERO_MESSAGE = 'Please enter a number of credits other than 0: positive to add, negative to remove.';
export const AMOUNT_RANGE_MESSAGE = `An adjustment is between -${ADJUSTMENT_MAX.toLocaleString('en-US')} and ${ADJUSTMENT_MAX.toLocaleString('en-US')} credits.`;

/**
 * A string whose trimmed length is between `min` and `max`: `tooShort` when it is missing, blank
 * or shorter, `tooLong` when longer.
 */
export function TrimmedLength(min: number, max: number, messages: { tooShort: string; tooLong: string }) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'trimmedLength',
      target: target.constructor,
      propertyName,
      options: { message: ({ value }) => (typeof value === 'string' && value.trim().length > max ? messages.tooLong : messages.tooShort) },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim().length >= min && value.trim().length <= max,
      },
    });
}

/** The columns the customers table of the staff area sorts by (a whitelist: nothing else reaches SQL). */
export type CustomerSort = 'createdAt' | 'lastActiveAt' | 'remainingCredits' | 'email';
export type SortOrder = 'asc' | 'desc';

export const CustomerSortEnum = {
  createdAt: 'createdAt',
  lastActiveAt: 'lastActiveAt',
  remainingCredits: 'remainingCredits',
  email: 'email',
} as const satisfies { readonly [K in CustomerSort]: K };
registerEnumType(CustomerSortEnum, {
  name: 'CustomerSort',
  description: 'What the customers table sorts by: sign-up date, last activity, remaining credits or e-mail (the id breaks ties).',
});

/** The same values under the old name, for the deprecated staffUsers (an integrator's variables may declare it). */
export const StaffUserSortEnum = { ...CustomerSortEnum } as const;
registerEnumType(StaffUserSortEnum, {
  name: 'StaffUserSort',
  description: 'Deprecated with staffUsers (removed in the next release): use customers and CustomerSort, the same values.',
});

export const SortOrderEnum = { asc: 'asc', desc: 'desc' } as const satisfies { readonly [K in SortOrder]: K };
registerEnumType(SortOrderEnum, { name: 'SortOrder', description: 'Ascending or descending.' });

@ObjectType('Customer', { description: 'A user as the staff area lists them: account, plan, credits and activity.' })
export class CustomerView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true })
  company: string | null;

  @Field(() => String, { description: 'starter, pro or enterprise.' })
  plan: string;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  planExpiry: Date | null;

  @Field(() => Int)
  remainingCredits: number;

  @Field(() => Int)
  totalCredits: number;

  @Field(() => GraphQLDateTimeISO, { description: 'When the user signed up.' })
  createdAt: Date;

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: "The latest of their sessions' start and their last search; null when they have neither.",
  })
  lastActiveAt: Date | null;
}

@ObjectType({ description: 'A page of users for the staff area.' })
export class CustomerPage extends Paginated(CustomerView) {}

@ObjectType({ description: "A page of a user's credit changes, newest first (the staff area)." })
export class StaffUserLedgerPage extends Paginated(CreditLedgerEntryView) {}

@ObjectType({ description: "A page of a user's orders, newest first (the staff area)." })
export class StaffUserOrderPage extends Paginated(PaymentOrderView) {}

@ObjectType('CustomerDetail', {
  description: 'One user for the staff area: the listed fields, contact details, activity counts, and their ledger and orders by page.',
})
export class CustomerDetailView extends CustomerView {
  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  designation: string | null;

  @Field(() => Int, { description: 'Searches they ran (their search history).' })
  searchesCount: number;

  @Field(() => Int, { description: 'Profiles whose contacts they revealed.' })
  revealsCount: number;

  @Field(() => Int, { description: 'Their credit package orders, in any status.' })
  ordersCount: number;
}

@ArgsType()
export class CustomersArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: `Part of an e-mail, a first or last name ("first last" too) or a company, in any case; at most ${QUERY_MAX} characters.`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(QUERY_MAX, { message: `A search is at most ${QUERY_MAX} characters.` })
  query?: string | null;

  @Field(() => CustomerSortEnum, { defaultValue: 'createdAt' })
  @IsIn(Object.values(CustomerSortEnum), { message: 'Sort by createdAt, lastActiveAt, remainingCredits or email.' })
  sortBy: CustomerSort = 'createdAt';

  @Field(() => SortOrderEnum, { defaultValue: 'desc' })
  @IsIn(Object.values(SortOrderEnum), { message: 'The sort order is asc or desc.' })
  sortOrder: SortOrder = 'desc';
}

/** The deprecated staffUsers' arguments: customers' own, with the sort under its old type name. */
@ArgsType()
export class StaffUsersArgs extends CustomersArgs {
  @Field(() => StaffUserSortEnum, { defaultValue: 'createdAt' })
  @IsIn(Object.values(StaffUserSortEnum), { message: 'Sort by createdAt, lastActiveAt, remainingCredits or email.' })
  override sortBy: CustomerSort = 'createdAt';
}

@ArgsType()
export class CustomerArgs {
  // Any text: an id that is not a user's (malformed, blank, too long) is NOT_FOUND, like an unknown one.
  @Field(() => ID)
  @IsString({ message: USER_NOT_FOUND_MESSAGE })
  id: string;
}

/** Enterprise by hand (docs/decisions.md, "Subscriptions"): the plan, until when, credits to add, and why. */
@ArgsType()
export class SetCustomerPlanArgs {
  @Field(() => ID)
  @IsString({ message: USER_NOT_FOUND_MESSAGE })
  userId: string;

  @Field(() => String, { description: '`enterprise`, or `starter` to end an Enterprise plan now.' })
  @IsIn(['enterprise', 'starter'], { message: 'Choose enterprise or starter.' })
  plan: 'enterprise' | 'starter';

  @Field(() => GraphQLDateTimeISO, {
    nullable: true,
    description: 'Enterprise: when the plan ends (in the future, at most 10 years ahead).',
  })
  @IsOptional()
  expiresAt?: Date | null;

  @Field(() => Int, { defaultValue: 0, description: `Enterprise: credits to add now, 0 to ${ADJUSTMENT_MAX}.` })
  @IsInt({ message: AMOUNT_RANGE_MESSAGE })
  @Min(0, { message: AMOUNT_RANGE_MESSAGE })
  @Max(ADJUSTMENT_MAX, { message: AMOUNT_RANGE_MESSAGE })
  credits: number;

  @Field(() => String, { description: `Why, for the audit log: ${REASON_MIN} to ${REASON_MAX} characters.` })
  @TrimmedLength(REASON_MIN, REASON_MAX, { tooShort: REASON_MESSAGE, tooLong: REASON_TOO_LONG_MESSAGE })
  reason: string;
}

/** A grant (positive) or a removal (negative) of a user's credits by a staff member, with why. */
@ArgsType()
export class AdjustCreditsArgs {
  @Field(() => ID)
  @IsString({ message: USER_NOT_FOUND_MESSAGE })
  userId: string;

  @Field(() => Int, { description: `Credits to add (positive) or remove (negative), -${ADJUSTMENT_MAX} to ${ADJUSTMENT_MAX}, never 0.` })
  @IsInt({ message: AMOUNT_RANGE_MESSAGE })
  @NotEquals(0, { message: AMOUNT_ZERO_MESSAGE })
  @Min(-ADJUSTMENT_MAX, { message: AMOUNT_RANGE_MESSAGE })
  @Max(ADJUSTMENT_MAX, { message: AMOUNT_RANGE_MESSAGE })
  amount: number;

  @Field(() => String, { description: `Why, for the audit log: ${REASON_MIN} to ${REASON_MAX} characters.` })
  @TrimmedLength(REASON_MIN, REASON_MAX, { tooShort: REASON_MESSAGE, tooLong: REASON_TOO_LONG_MESSAGE })
  reason: string;
}
