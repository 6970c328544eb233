/**
 * The staff dashboard's figures in words and its date range, kept apart from React so that they
 * are tested on their own (client/test/dashboardText.test.ts). Days are UTC calendar days, as the
 * server counts them.
 */

export const RANGE_DAYS_DEFAULT = 30;
export const RANGE_DAYS_MAX = 366;

/** A date as the server takes it: 'YYYY-MM-DD' of the UTC day. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted ('2025-01-01'..'2025-01-01' is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The default range: the last 30 UTC days, today included. */
export function defaultRange(now: Date): { from: string; to: string } {
  const start = new Date(now.getTime());
  start.setUTCDate(start.getUTCDate() - (RANGE_DAYS_DEFAULT - 1));
  return { from: utcDay(start), to: utcDay(now) };
}

/** What is wrong with a range the server would refuse, or null. */
export function rangeProblem(from: string, to: string): string | null {
  const days = daysInRange(from, to);
  if (!Number.isFinite(days) || days < 1) return 'The first day must be on or before the last day.';
  if (days > RANGE_DAYS_MAX) return `Choose at most ${RANGE_DAYS_MAX} days.`;
  return null;
}

/** Whole cents as dollars: 123456 -> '$1,234.56', 5000 -> '$50.00'. */
export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** A count with thousands separators: 12345 -> '12,345'. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

export type Metric = 'signUps' | 'activeUsers' | 'searches' | 'reveals' | 'creditsSold' | 'revenueCents';

/** The six figures, in the order the page shows them. */
export const METRICS: ReadonlyArray<{ key: Metric; label: string }> = [
  { key: 'signUps', label: 'Sign-ups' },
  { key: 'activeUsers', label: 'Active users' },
  { key: 'searches', label: 'Searches' },
  { key: 'reveals', label: 'Reveals' },
  { key: 'creditsSold', label: 'Credits sold' },
  { key: 'revenueCents', label: 'Revenue' },
];

/** One figure in words: revenue as dollars, the others as counts. */
export function metricText(key: Metric, value: number): string {
  return key === 'revenueCents' ? formatCents(value) : formatCount(value);
}

/** Points for a chart of some figures per day: one { date, series, value } per day and figure (revenue in dollars). */
export function chartPoints(
  days: ReadonlyArray<Record<Metric, number> & { date: string }>,
  keys: readonly Metric[],
): Array<{ date: string; series: string; value: number }> {
  const labels = new Map(METRICS.map((m) => [m.key, m.key === 'revenueCents' ? 'Revenue ($)' : m.label]));
  return days.flatMap((day) =>
    keys.map((key) => ({ date: day.date, series: labels.get(key) ?? key, value: key === 'revenueCents' ? day[key] / 100 : day[key] })),
  );
}

/** True for a dark colour ('#141414', 'rgb(20, 20, 20)'): the charts then take G2's dark theme. */
export function isDarkColor(color: string): boolean {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  let rgb: number[] | null = null;
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    rgb = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  } else {
    const m = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color.trim());
    if (m) rgb = [m[1], m[2], m[3]].map(Number);
  }
  if (!rgb) return false;
  return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255 < 0.5;
}
