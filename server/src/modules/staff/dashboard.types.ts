import { IsISO8601, Matches } from 'class-validator';
import { GraphQLLocalDate } from 'graphql-scalars';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { Required } from '../../common/validators';

export const DASHBOARD_DAYS_MAX = 366;
export const DATE_FORMAT_MESSAGE = 'Dates are written YYYY-MM-DD, e.g. 2025-01-31.';
export const DATE_ORDER_MESSAGE = 'The end date must be on or after the start date.';
export const RANGE_TOO_LONG_MESSAGE = `Please choose a range of at most ${DASHBOARD_DAYS_MAX} days.`;
export const DATE_YEARS_MESSAGE = 'Dates are between 1970-01-01 and 9999-12-31.';

/** A day of the calendar (UTC), written YYYY-MM-DD: the format first, then that the day exists (no 2025-02-30). */
function CalendarDay() {
  return (target: object, propertyName: string) => {
    Required(DATE_FORMAT_MESSAGE)(target, propertyName);
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_FORMAT_MESSAGE })(target, propertyName);
    IsISO8601({ strict: true, strictSeparator: true }, { message: DATE_FORMAT_MESSAGE })(target, propertyName);
  };
}

/**
 * The range of the staff dashboard: UTC days, both counted, at most 366 of them, as `LocalDate`s
 * (YYYY-MM-DD; graphql-scalars checks the format, the same rules as below then apply).
 */
@ArgsType()
export class StaffFiguresArgs {
  @Field(() => GraphQLLocalDate, { description: 'The first day (UTC).' })
  @CalendarDay()
  from: string;

  @Field(() => GraphQLLocalDate, { description: `The last day (UTC), on or after \`from\`; at most ${DASHBOARD_DAYS_MAX} days in all.` })
  @CalendarDay()
  to: string;
}

/** The range of the staff dashboard as the deprecated `staffDashboard` takes it: strings, YYYY-MM-DD. */
@ArgsType()
export class StaffDashboardArgs {
  @Field(() => String, { description: 'The first day (UTC), YYYY-MM-DD.' })
  @CalendarDay()
  from: string;

  @Field(() => String, { description: `The last day (UTC), YYYY-MM-DD, on or after \`from\`; at most ${DASHBOARD_DAYS_MAX} days in all.` })
  @CalendarDay()
  to: string;
}

@ObjectType({ description: 'The figures of one UTC day.' })
export class DashboardDay {
  @Field(() => GraphQLLocalDate, { description: 'The day, YYYY-MM-DD (UTC).' })
  date: string;

  @Field(() => Int, { description: 'Users who signed up.' })
  signUps: number;

  @Field(() => Int, { description: 'Distinct users who started a session or ran a search.' })
  activeUsers: number;

  @Field(() => Int, { description: 'Searches run (search history rows).' })
  searches: number;

  @Field(() => Int, { description: 'Profiles whose contacts a user revealed for the first time.' })
  reveals: number;

  @Field(() => Int, { description: 'Credits of the orders completed (paid) that day.' })
  creditsSold: number;

  @Field(() => Float, {
    description: 'The amount of the orders completed that day, in whole cents (a Float: a year of revenue can pass 2^31).',
  })
  revenueCents: number;
}

@ObjectType({ description: 'The figures over the whole range.' })
export class DashboardTotals {
  @Field(() => Int)
  signUps: number;

  @Field(() => Int, { description: 'Distinct users active on any day of the range (not the sum of the days).' })
  activeUsers: number;

  @Field(() => Int)
  searches: number;

  @Field(() => Int)
  reveals: number;

  @Field(() => Int)
  creditsSold: number;

  @Field(() => Float, { description: 'In whole cents.' })
  revenueCents: number;
}

@ObjectType({ description: 'The staff dashboard: one entry per day of the range (zeros included), and the totals.' })
export class StaffDashboard {
  @Field(() => GraphQLLocalDate, { description: 'The first day (UTC), YYYY-MM-DD.' })
  from: string;

  @Field(() => GraphQLLocalDate, { description: 'The last day (UTC), YYYY-MM-DD.' })
  to: string;

  @Field(() => [DashboardDay])
  days: DashboardDay[];

  @Field(() => DashboardTotals)
  totals: DashboardTotals;
}
