import dayjs from 'dayjs';
import type { ProfileFact } from '../../graphql/generated';
import { sourceName } from '../common/sourceNames';

/** docs/product-spec.md §5: the dialog shows at most 12 skills and a progression of at most 3 companies. */
export const MAX_SKILLS = 12;
export const MAX_PROGRESSION_COMPANIES = 3;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 'YYYY-MM' -> 'Mar 2021'; anything else ('YYYY') stays as it is. */
export function formatMonth(ym: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(ym);
  return m ? `${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}` : ym;
}

/** A number of months as profiles show it: '3 yrs 8 mos', '1 yr', '5 mos'. */
export function formatDuration(months: number): string {
  const total = Math.max(0, Math.round(months));
  const years = Math.floor(total / 12);
  const rest = total % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'yr' : 'yrs'}`);
  if (rest > 0 || years === 0) parts.push(`${rest} ${rest === 1 ? 'mo' : 'mos'}`);
  return parts.join(' ');
}

/** 'Mar 2021 – Present', 'Jan 2018 – Nov 2020', or '' when undated. */
export function formatPeriod(start: string | null, end: string | null, current = false): string {
  if (!start && !end) return current ? 'Present' : '';
  const from = start ? formatMonth(start) : '…';
  const to = end ? formatMonth(end) : current || start ? 'Present' : '…';
  return `${from} – ${to}`;
}

/**
 * '7 yrs 7 mos experience': total experience in months, written as every duration of a profile is
 * (formatDuration), so the header and the career metrics show the same figure the same way.
 */
export function experienceLabel(months: number): string {
  // None counted: no job, or jobs a file gave without dates ('0 mos experience' said they were none).
  return months > 0 ? `${formatDuration(months)} experience` : 'No dated experience';
}

/**
 * The figure of a career metric of the insights. Months none of which are dated (jobs a file gave
 * without dates) are not '0 mos': no dated experience, or, for the current role, one held now
 * whose start is not known (its evidence is a role without an end).
 */
export function metricValueText(
  key: 'totalExperienceMonths' | 'employers' | 'averageTenureMonths' | 'monthsInCurrentRole' | 'promotions',
  metric: { value: number; evidence: { roles: ReadonlyArray<{ end: string | null }> } },
): string {
  const v = metric.value;
  if (key === 'employers' || key === 'promotions') return String(v);
  if (v > 0) return formatDuration(v);
  if (key !== 'monthsInCurrentRole') return 'No dated experience';
  return metric.evidence.roles.some((r) => r.end === null) ? 'Held now, start not given' : 'No current role';
}

/**
 * 'Not updated since Mar 2025': the mark of a profile not read from a source for PROFILE_STALE_DAYS
 * (the card's `stale`), from when it last was (`lastUpdatedAt`).
 */
export function staleText(lastUpdatedAt: string): string {
  return `Not updated since ${dayjs(lastUpdatedAt).format('MMM YYYY')}`;
}

/** The letters shown when a person has no picture (as on the result cards). */
export function initials(profile: { firstName: string; lastName: string; fullName: string }): string {
  const letters = [profile.firstName, profile.lastName].map((part) => part.trim().charAt(0)).join('');
  return (letters || profile.fullName.trim().charAt(0) || '?').toUpperCase();
}

/** One evidence role as one line: 'CPO · Nimbusguard · Jun 2021 – Present'. */
export function evidenceRoleLine(role: { title: string; company: string; start: string | null; end: string | null }): string {
  const period = formatPeriod(role.start, role.end, role.end === null && role.start !== null);
  return [role.title, role.company, period].filter(Boolean).join(' · ');
}

const FACT_LABEL: Record<ProfileFact, string> = {
  name: 'name',
  linkedin: 'LinkedIn',
  headline: 'headline',
  summary: 'summary',
  location: 'location',
  role: 'current role',
  industry: 'industry',
  experience: 'work history',
  education: 'education',
  skills: 'skills',
};

/**
 * Where a profile's facts came from, as the dialog says it: 'People Data Labs, read Nov 1, 2026'
 * when one source gave them all; else each source with the facts it gave ('crm, read Nov 25, 2026: current role').
 */
export function factSourcesText(sources: ReadonlyArray<{ source: string; fetchedAt: string; facts: readonly ProfileFact[] }>): string[] {
  const read = (s: { source: string; fetchedAt: string }) => `${sourceName(s.source)}, read ${dayjs(s.fetchedAt).format('MMM D, YYYY')}`;
  if (sources.length === 1) return [read(sources[0])];
  return sources.map((s) => `${read(s)}: ${s.facts.map((f) => FACT_LABEL[f]).join(', ')}`);
}
