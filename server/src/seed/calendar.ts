import { SAMPLE_CAREERS_UP_TO } from '../modules/profiles/profile-facts';

/**
 * The generator's calendar: months as indexes (year * 12 + month - 1). "Now" is a fixed reference
 * month so that the same seed gives the same index on any day.
 */

/**
 * The month the generated careers run up to ('2025-10'); current roles end there. The profiles
 * module owns it (SAMPLE_CAREERS_UP_TO): a sample person's experience is counted as of it everywhere.
 */
export const REFERENCE_YEAR = Number(SAMPLE_CAREERS_UP_TO.slice(0, 4));
export const REFERENCE_MONTH = Number(SAMPLE_CAREERS_UP_TO.slice(5, 7));
/** The reference month as a month index. */
export const REF = REFERENCE_YEAR * 12 + (REFERENCE_MONTH - 1);

const MONTH_STRINGS: string[] = [];
const MONTH_BASE = 1950 * 12;
for (let m = MONTH_BASE; m <= REF + 24; m++) {
  const month = (m % 12) + 1;
  MONTH_STRINGS.push(`${Math.floor(m / 12)}-${month < 10 ? '0' : ''}${month}`);
}
/** The 'YYYY-MM' string of a month index. */
export function monthString(m: number): string {
  return MONTH_STRINGS[m - MONTH_BASE];
}
function monthIndex(text: string): number {
  const [y, m] = text.split('-');
  return Number(y) * 12 + Number(m) - 1;
}

/** Months between two 'YYYY-MM' strings (end null = the reference month). */
export function monthsBetween(start: string, end: string | null): number {
  return (end === null ? REF : monthIndex(end)) - monthIndex(start);
}
