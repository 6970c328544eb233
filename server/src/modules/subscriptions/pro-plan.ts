import { PLANS } from '../credits/plans';
import type { BillingInterval } from '../payments/billing-provider';

/** Pro's monthly price, in cents (docs/product-spec.md §9: "$100/mo"). */
export const PRO_MONTHLY_CENTS = 100_00;
/** The yearly option's saving: 'Yearly (Save 20%)'. */
export const YEARLY_SAVING = 0.2;
/** Pro's prices: monthly, and yearly at 12 months less the saving ($960). Kept on the server; the browser's are never used. */
export const PRO_PRICES: Record<BillingInterval, number> = {
  month: PRO_MONTHLY_CENTS,
  year: Math.round(12 * PRO_MONTHLY_CENTS * (1 - YEARLY_SAVING)),
};
export const PRO_CURRENCY = 'usd';
/** What each month of Pro grants, monthly or yearly alike (docs/decisions.md, "Subscriptions"). */
export const PRO_CREDITS_PER_MONTH = PLANS.pro.credits;
/** How many months of credits one invoice of an interval gives. */
export const MONTHS_OF: Record<BillingInterval, number> = { month: 1, year: 12 };
