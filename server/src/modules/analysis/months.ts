/**
 * Calendar months as integers (year * 12 + month - 1), so that career arithmetic is exact and free
 * of time zones. Durations are counted the way professional profiles show them: both the first and
 * the last month count ('Mar 2021 – Mar 2021' is 1 month).
 */

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM' as a month number. */
export function monthIndex(ym: string): number {
  return Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;
}

/** A month number as 'YYYY-MM'. */
export function monthString(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month a moment falls in (UTC). */
export function monthOfDate(date: Date): number {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** 'YYYY-MM' -> 'Mar 2021'; 'YYYY' stays as it is. */
export function formatMonth(ym: string): string {
  if (!/^\d{4}-\d{2}$/.test(ym)) return ym;
  return `${MONTH_NAMES[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
}

/** A number of months as people read it: '3 yrs 8 mos', '1 yr', '5 mos', '1 mo'. */
export function formatDuration(months: number): string {
  const total = Math.max(0, Math.round(months));
  const years = Math.floor(total / 12);
  const rest = total % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'yr' : 'yrs'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'mo' : 'mos'}`);
  return parts.join(' ');
}

/**
 * Months covered by spans of month numbers, each counted from its start to its end month, both
 * included; a month in two spans counts once. The one count of a person's experience: the union
 * of their dated roles (career-facts' totalExperienceMonths over a profile; the sample generator
 * over the careers it draws).
 */
export function monthsCovered(spans: Iterable<readonly [start: number, end: number]>): number {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curStart = -1;
  let curEnd = -2;
  for (const [s, e] of sorted) {
    if (s > curEnd) {
      if (curEnd >= curStart && curStart >= 0) total += curEnd - curStart + 1;
      curStart = s;
      curEnd = e;
    } else curEnd = Math.max(curEnd, e);
  }
  if (curStart >= 0) total += curEnd - curStart + 1;
  return total;
}

/**
 * Whole years of experience in a number of months, the one rounding of years (docs/decisions.md,
 * "Search results": years of experience): completed years only, so 5 years 11 months is 5 years
 * and meets "5+ years" but not "6+ years". The search filters on it (profile_search.years), a
 * card's years check states it, and a sample person's summary says it.
 */
export function wholeYears(months: number): number {
  return Math.floor(Math.max(0, months) / 12);
}

/** A number of whole years as a check or a summary writes it: '1 year', '5 years'. */
export function yearsText(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** Months from start to end, both counted (at least 1). */
export function monthsInclusive(start: number, end: number): number {
  return Math.max(1, end - start + 1);
}

/**
 * The tenure line of a role: 'Mar 2021 – Present · 3 yrs 8 mos', 'Jan 2018 – Nov 2020 · 2 yrs 11 mos'.
 * A current role runs to the reference month. Without a start there is no duration to show.
 */
export function tenureText(start: string | null, end: string | null, current: boolean, referenceMonth: number): string {
  if (!start) return end ? `Until ${formatMonth(end)}` : current ? 'Present' : '';
  const endText = current ? 'Present' : end ? formatMonth(end) : formatMonth(start);
  const endIndex = current ? referenceMonth : end ? monthIndex(end) : monthIndex(start);
  return `${formatMonth(start)} – ${endText} · ${formatDuration(monthsInclusive(monthIndex(start), endIndex))}`;
}
