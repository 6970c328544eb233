import type { NormalisedAcademicCredential, NormalisedWorkExperience } from './analysis.types';
import { monthIndex, monthString } from './months';

/**
 * People sources describe careers in two shapes (docs/product-spec.md §3): a flat list of roles
 * ({ title, company, tenure | start/end, location, summary }) or an object keyed by company whose
 * values are lists of roles ({ title, tenure, summary, location, industry }). A degree is a string
 * or a list. Everything here takes untrusted input (a provider's JSON) and returns one shape:
 * roles newest first with 'YYYY-MM' dates, degrees as a list. Nothing here throws on odd data;
 * what cannot be read is left null.
 */

/** A point in time as a source wrote it: a year, or a year and a month. */
export interface DatePoint {
  year: number;
  /** 1..12, or null when only the year is known. */
  month: number | null;
}

export interface Tenure {
  start: DatePoint | null;
  end: DatePoint | null;
  /** 'Present', 'Current', 'Now' ... as the end. */
  current: boolean;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * One date or the word for "now", in the forms tenures are written in:
 * '2018-03', '2018/03', '03/2018', 'Mar 2018', 'March 2018', 'Sept. 2018', '2018', 'Present'.
 */
const DATE_TOKEN =
  /(\d{4})[-./](\d{1,2})(?!\d)|(?<!\d)(\d{1,2})[-./](\d{4})|\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s*(\d{4})|\b((?:19|20)\d{2})\b|\b(present|current|currently|now|today|ongoing|to date)\b/gi;

function yearOk(year: number): boolean {
  return year >= 1900 && year <= 2200;
}

/** The dates in a tenure text, in order: the first is the start, the second the end. */
export function parseTenure(raw: string): Tenure {
  const points: Array<DatePoint | 'now'> = [];
  for (const m of raw.matchAll(DATE_TOKEN)) {
    if (m[1] !== undefined) {
      const month = Number(m[2]);
      if (month >= 1 && month <= 12 && yearOk(Number(m[1]))) points.push({ year: Number(m[1]), month });
    } else if (m[3] !== undefined) {
      const month = Number(m[3]);
      if (month >= 1 && month <= 12 && yearOk(Number(m[4]))) points.push({ year: Number(m[4]), month });
    } else if (m[5] !== undefined) {
      points.push({ year: Number(m[6]), month: MONTHS.indexOf(m[5].toLowerCase().slice(0, 3)) + 1 });
    } else if (m[7] !== undefined) {
      points.push({ year: Number(m[7]), month: null });
    } else if (m[8] !== undefined) {
      points.push('now');
    }
    if (points.length === 2) break;
  }
  const [first, second] = points;
  const start = first && first !== 'now' ? first : null;
  if (second === 'now' || (first === 'now' && !second)) return { start, end: null, current: true };
  return { start, end: second ?? null, current: false };
}

/** 'YYYY-MM' (the stored shape's dates, and most sources'): read by parseDate without the tenure parser. */
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;

/** One date on its own ('2020-01', 'Jan 2020', '2020'), or null. */
export function parseDate(raw: unknown): DatePoint | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw);
  // The common forms first, as parseTenure reads them: nothing, and a valid 'YYYY-MM'.
  if (text === '') return null;
  const ym = YEAR_MONTH.exec(text);
  if (ym) {
    const year = Number(ym[1]);
    const month = Number(ym[2]);
    if (month >= 1 && month <= 12 && yearOk(year)) return { year, month };
  }
  return parseTenure(text).start;
}

/** A date as 'YYYY-MM'; a bare year starts in January and ends in December. */
function toYearMonth(point: DatePoint | null, side: 'start' | 'end'): string | null {
  if (!point) return null;
  return monthString(point.year * 12 + (point.month ?? (side === 'start' ? 1 : 12)) - 1);
}

/** A date as precise as it was written: 'YYYY' or 'YYYY-MM'. */
function toYearOrMonth(point: DatePoint | null): string | null {
  if (!point) return null;
  return point.month ? `${point.year}-${String(point.month).padStart(2, '0')}` : String(point.year);
}

/** White space other than single spaces: what oneSpaced has to replace. */
const SPACING = /\s\s|[^\S ]/;

/**
 * A string with each run of white space as one space, trimmed (`s.replace(/\s+/g, ' ').trim()`),
 * without the copy when it is single-spaced already (most values are).
 */
export function oneSpaced(s: string): string {
  return (SPACING.test(s) ? s.replace(/\s+/g, ' ') : s).trim();
}

/** A trimmed, single-spaced string, or null. */
function str(value: unknown, max = 2000): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = oneSpaced(String(value));
  return s ? s.slice(0, max) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const NOW_WORDS = /^(present|current|currently|now|today|ongoing|to date)$/i;

/** One role of either shape; `company` comes from the key in the keyed shape. */
function normaliseRole(raw: Record<string, unknown>, companyFromKey: string | null): NormalisedWorkExperience | null {
  const title = str(raw.title ?? raw.position ?? raw.role, 300) ?? '';
  const company = str(companyFromKey ?? raw.company ?? raw.companyName ?? raw.organization, 300) ?? '';
  if (!title && !company) return null;

  let start: DatePoint | null = null;
  let end: DatePoint | null = null;
  let current = false;
  const explicitStart = parseDate(raw.start ?? raw.startDate);
  const tenureText = str(raw.tenure ?? raw.duration ?? raw.dates ?? raw.period);
  if (explicitStart) {
    start = explicitStart;
    const rawEnd = raw.end !== undefined ? raw.end : raw.endDate;
    // The stored shape: end null while current. A missing end counts as current too.
    if (rawEnd === null || rawEnd === undefined || (typeof rawEnd === 'string' && (rawEnd.trim() === '' || NOW_WORDS.test(rawEnd.trim()))))
      current = true;
    else end = parseDate(rawEnd);
  } else if (tenureText) {
    ({ start, end, current } = parseTenure(tenureText));
  } else if (raw.end === null || raw.endDate === null) {
    // The stored shape without a start (an import that gave none): end null still means current,
    // as the card and the search read it.
    current = true;
  }
  if (typeof raw.current === 'boolean') current = raw.current;
  if (typeof raw.isCurrent === 'boolean') current = raw.isCurrent;

  const startYm = toYearMonth(start, 'start');
  let endYm = current ? null : toYearMonth(end, 'end');
  // An end before the start is a source error: keep the start, drop the end.
  if (startYm && endYm && monthIndex(endYm) < monthIndex(startYm)) endYm = null;

  return {
    title,
    company,
    companyDomain: str(raw.companyDomain ?? raw.domain, 200),
    industry: str(raw.industry, 100),
    location: str(raw.location, 200),
    start: startYm,
    end: endYm,
    current,
    summary: str(raw.summary ?? raw.description),
  };
}

/**
 * The sort key of a role: newest start first; current before ended; undated last, in source order,
 * except an undated current role, which is first (an import that gave the current job no dates).
 */
function compareRoles(a: NormalisedWorkExperience, b: NormalisedWorkExperience): number {
  const group = (w: NormalisedWorkExperience) => (w.start ? 1 : w.current ? 0 : 2);
  if (group(a) !== group(b) || !a.start || !b.start) return group(a) - group(b);
  const byStart = monthIndex(b.start) - monthIndex(a.start);
  if (byStart !== 0) return byStart;
  const endOf = (w: NormalisedWorkExperience) => (w.current ? Number.MAX_SAFE_INTEGER : w.end ? monthIndex(w.end) : 0);
  return endOf(b) - endOf(a);
}

/** Either work-experience shape of a source as one list, newest first. */
export function normaliseWorkExperiences(input: unknown): NormalisedWorkExperience[] {
  const roles: NormalisedWorkExperience[] = [];
  if (Array.isArray(input)) {
    for (const item of input) {
      if (!isRecord(item)) continue;
      const role = normaliseRole(item, null);
      if (role) roles.push(role);
    }
  } else if (isRecord(input)) {
    for (const [company, list] of Object.entries(input)) {
      const items = Array.isArray(list) ? list : isRecord(list) ? [list] : [];
      for (const item of items) {
        if (!isRecord(item)) continue;
        const role = normaliseRole(item, company);
        if (role) roles.push(role);
      }
    }
  }
  // Array.prototype.sort is stable: undated roles keep the order the source gave them.
  return roles.sort(compareRoles);
}

/** A degree written as a string or a list, as a list of non-empty names. */
export function normaliseDegrees(input: unknown): string[] {
  const list = Array.isArray(input) ? input : [input];
  return list.map((d) => str(d, 200)).filter((d): d is string => d !== null);
}

/** Academic credentials with their degrees as lists; dates as precise as the source gave them. */
export function normaliseAcademicCredentials(input: unknown): NormalisedAcademicCredential[] {
  if (!Array.isArray(input)) return [];
  const out: NormalisedAcademicCredential[] = [];
  for (const raw of input) {
    if (!isRecord(raw)) continue;
    const school = str(raw.school ?? raw.institution ?? raw.university, 300);
    const degrees = normaliseDegrees(raw.degree ?? raw.degrees);
    if (!school && degrees.length === 0) continue;
    let start: DatePoint | null = null;
    let end: DatePoint | null = null;
    if (raw.start !== undefined || raw.end !== undefined) {
      start = parseDate(raw.start);
      end = parseDate(raw.end);
    } else if (str(raw.tenure)) {
      ({ start, end } = parseTenure(str(raw.tenure)!));
    }
    out.push({
      school: school ?? '',
      degrees,
      field: str(raw.field ?? raw.fieldOfStudy, 200),
      start: toYearOrMonth(start),
      end: toYearOrMonth(end),
      location: str(raw.location, 200),
      summary: str(raw.summary ?? raw.description),
    });
  }
  return out;
}
