/**
 * The staff settings page's small rules, kept apart from React so that they are tested on their
 * own (client/test/settingsText.test.ts).
 */

export const BONUS_MAX = 1000;
/** The most a provider budget can be, in the provider's credits (the server's PROVIDER_BUDGET_MAX). */
export const PROVIDER_BUDGET_MAX = 1_000_000;
export const PACKAGE_CREDITS_MAX = 100_000;
export const PRICE_MIN_CENTS = 50;
export const PRICE_MAX_CENTS = 10_000_000;

/** Dollars typed in a form as whole cents: 12.5 -> 1250 (rounded to the cent). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Whole cents as the dollars a form shows: 1250 -> 12.5. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The price field's problem, or null: from $0.50 to $100,000. */
export function priceProblem(dollars: unknown): string | null {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return 'Please enter a price.';
  const cents = dollarsToCents(dollars);
  if (cents < PRICE_MIN_CENTS || cents > PRICE_MAX_CENTS) return 'A price is from $0.50 to $100,000.';
  return null;
}

/** The credits field's problem, or null: a whole number from 1 to 100,000. */
export function packageCreditsProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'Please enter a whole number of credits.';
  if (value < 1 || value > PACKAGE_CREDITS_MAX) return 'A package has from 1 to 100,000 credits.';
  return null;
}

/** An optional reason as the server takes it: trimmed, or nothing. */
export function optionalReason(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
