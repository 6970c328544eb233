/** An amount in the currency's smallest unit as people write it: `$50`, `$49.50`, `EUR 12`. */
export function formatAmount(cents: number, currency: string): string {
  const units = cents / 100;
  const text = Number.isInteger(units) ? String(units) : units.toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${text}` : `${currency.toUpperCase()} ${text}`;
}
