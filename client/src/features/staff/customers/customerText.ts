import dayjs, { type Dayjs } from 'dayjs';
import type { SortOrder, CustomerSort } from '../../../graphql/generated';

/**
 * The words and small rules of the staff users pages, kept apart from React so that they are
 * tested on their own (client/test/customerText.test.ts).
 */

/** A user's name: 'First Last', one of them, or '—' when they gave none. */
export function fullName(user: { firstName?: string | null; lastName?: string | null }): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || '—';
}

/** Credits as the table shows them: '8 / 8' (remaining / total). */
export function creditsPair(user: { remainingCredits: number; totalCredits: number }): string {
  return `${user.remainingCredits} / ${user.totalCredits}`;
}

/** A plan in words: 'Starter', 'Pro', 'Enterprise'; another plan as it is. */
export function planLabel(plan: string): string {
  return plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : '—';
}

/** The sortable columns of the users table and the server's sort of each. */
export const SORTABLE: Record<string, CustomerSort> = {
  email: 'email',
  credits: 'remainingCredits',
  createdAt: 'createdAt',
  lastActiveAt: 'lastActiveAt',
};

export interface UserSort {
  sortBy: CustomerSort;
  sortOrder: SortOrder;
}

/** The newest sign-ups first: the server's default order. */
export const DEFAULT_SORT: UserSort = { sortBy: 'createdAt', sortOrder: 'desc' };

/**
 * The server's sort from the table's sorter (a column key and antd's 'ascend' / 'descend', or
 * nothing when the sort was cleared): an unknown or cleared column goes back to the default.
 */
export function sortFromTable(columnKey: unknown, order: 'ascend' | 'descend' | null | undefined): UserSort {
  const sortBy = typeof columnKey === 'string' ? SORTABLE[columnKey] : undefined;
  if (!sortBy || !order) return DEFAULT_SORT;
  return { sortBy, sortOrder: order === 'ascend' ? 'asc' : 'desc' };
}

/** The table's sort arrow of a column for the current sort. */
export function columnSortOrder(columnKey: string, sort: UserSort): 'ascend' | 'descend' | null {
  return SORTABLE[columnKey] === sort.sortBy ? (sort.sortOrder === 'asc' ? 'ascend' : 'descend') : null;
}

// The 'Adjust credits' form.

export type AdjustDirection = 'grant' | 'remove';

export const ADJUST_MAX = 10000;
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** The signed amount the server takes: Grant 3 -> 3, Remove 3 -> -3. */
export function adjustmentAmount(direction: AdjustDirection, credits: number): number {
  const whole = Math.trunc(Math.abs(credits));
  return direction === 'remove' ? -whole : whole;
}

/** The amount field's problem, or null: a whole number from 1 to 10,000. */
export function adjustCreditsProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'Please enter a number of credits.';
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'Please enter a whole number of credits.';
  if (value < 1 || value > ADJUST_MAX) return `Enter from 1 to ${ADJUST_MAX.toLocaleString('en-US')} credits.`;
  return null;
}

/** The reason field's problem, or null: 3 to 500 characters (the audit log keeps it). */
export function adjustReasonProblem(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'Please give a reason.';
  if (text.length < REASON_MIN) return `A reason needs at least ${REASON_MIN} characters.`;
  if (text.length > REASON_MAX) return `A reason has at most ${REASON_MAX} characters.`;
  return null;
}

/** The success message: 'Granted 3 credits to a@b.com.' / 'Removed 1 credit from a@b.com.' */
export function adjustedText(amount: number, email: string): string {
  const n = Math.abs(amount);
  const credits = `${n} ${n === 1 ? 'credit' : 'credits'}`;
  return amount > 0 ? `Granted ${credits} to ${email}.` : `Removed ${credits} from ${email}.`;
}

// The 'Set plan' form.

export type PlanChoice = 'enterprise' | 'starter';

/** How far ahead an Enterprise plan may end (the server refuses later days). */
export const PLAN_YEARS_MAX = 10;

/** A day picked in the form: dayjs's, or anything with its few methods used here. */
type Day = Pick<Dayjs, 'isAfter' | 'endOf' | 'valueOf'>;

/**
 * The end day's problem, or null: a day after today (in the browser's time zone), at most 10 years
 * ahead. The date picker greys out the days this refuses.
 */
export function planEndProblem(value: Day | null | undefined, now: Date = new Date()): string | null {
  if (!value) return 'Please choose when the Enterprise plan ends.';
  if (!value.isAfter(now, 'day')) return 'Choose a day after today.';
  if (value.endOf('day').valueOf() > dayjs(now).add(PLAN_YEARS_MAX, 'year').valueOf()) {
    return `Choose a day at most ${PLAN_YEARS_MAX} years ahead.`;
  }
  return null;
}

/** The moment an Enterprise plan ends, as the server takes it: the end of the chosen day, in the browser's time zone. */
export function planEndsAt(value: Day): string {
  return new Date(value.endOf('day').valueOf()).toISOString();
}

/** The credits field's problem, or null: a whole number from 0 to 10,000 (0 adds none). */
export function planCreditsProblem(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return 'Enter the credits to add (0 for none).';
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'Please enter a whole number of credits.';
  if (value < 0 || value > ADJUST_MAX) return `Enter from 0 to ${ADJUST_MAX.toLocaleString('en-US')} credits.`;
  return null;
}

/** The success message: 'a@b.com is on Enterprise until Mar 4, 2027, with 100 credits added.' / 'a@b.com is back on Starter.' */
export function planSetText(email: string, plan: PlanChoice, endsAt: string | null, credits: number): string {
  if (plan === 'starter') return `${email} is back on Starter.`;
  const until = endsAt ? ` until ${dayjs(endsAt).format('MMM D, YYYY')}` : '';
  const added = credits > 0 ? `, with ${credits} ${credits === 1 ? 'credit' : 'credits'} added` : '';
  return `${email} is on Enterprise${until}${added}.`;
}
