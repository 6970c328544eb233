import { sourceName } from '../../common/sourceNames';
/** The provider's name as the staff area shows it. */
export const providerLabel = sourceName;

/** A share as a whole percentage ('25%'). */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

/** '412 of 1,000 credits this month' */
export function monthSpent(spent: number, budget: number): string {
  return `${spent.toLocaleString('en-US')} of ${budget.toLocaleString('en-US')} credits this month`;
}

/** '1 call', '3 calls' */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** A day of one provider in one line, as the phone list shows it. */
export function dayLine(d: { calls: number; cached: number; hitRate: number; errors: number; heldBack: number; cost: number }): string {
  return [
    count(d.calls, 'call'),
    `${d.cached.toLocaleString('en-US')} cached (${percent(d.hitRate)})`,
    count(d.errors, 'error'),
    `${d.heldBack.toLocaleString('en-US')} held back`,
    count(d.cost, 'credit'),
  ].join(' · ');
}
