import {
  PROGRESSION_MAX_COMPANIES,
  PROGRESSION_MAX_ROLES,
  type CareerMetric,
  type CareerMetrics,
  type Evidence,
  type ProgressionCompany,
} from '../analysis.types';
import { formatDuration, formatMonth, monthsInclusive, monthString } from '../months';
import {
  asRole,
  beingRole,
  coveredMonths,
  evidenceOf,
  plural,
  roleName,
  sentence,
  since,
  times,
  type CareerFacts,
  type Role,
} from './career-facts';

/** The career metrics (experience, tenure, employers, promotions, time in the current role) and the progression by company. */

export function careerMetrics(f: CareerFacts): CareerMetrics {
  const employerCount = f.employers.size;
  const latestPerEmployer = [...f.employers.values()].map((e) => e.roles[0]);
  const promotionRoles = f.promotions.flatMap((p) => [p.from, p.to]);
  const metric = (value: number, explanation: string, evidence: Evidence): CareerMetric => ({ value, explanation, evidence });
  const lastPromotion = f.promotions[f.promotions.length - 1];
  return {
    totalExperienceMonths: metric(
      f.totalMonths,
      f.totalMonths > 0
        ? `${formatDuration(f.totalMonths)} of dated work experience, overlapping roles counted once.`
        : 'No dated work experience is listed.',
      evidenceOf(f.chrono),
    ),
    averageTenureMonths: metric(
      f.averageTenure,
      employerCount === 0
        ? 'No employer is listed.'
        : f.averageTenure > 0
          ? `${formatDuration(f.averageTenure)} per employer on average, across ${plural(employerCount, 'employer')}.`
          : `No dates are given for the time at ${employerCount === 1 ? 'the employer' : `the ${employerCount} employers`}.`,
      evidenceOf(f.chrono),
    ),
    employers: metric(
      employerCount,
      employerCount > 0 ? `Worked for ${plural(employerCount, 'employer')}.` : 'No employer is listed.',
      evidenceOf(latestPerEmployer),
    ),
    promotions: metric(
      f.promotions.length,
      lastPromotion
        ? `Stepped up in seniority ${times(f.promotions.length)}; most recently to ${roleName(lastPromotion.to)} in ${since(lastPromotion.to)}.`
        : 'No step up in seniority is visible between consecutive roles.',
      evidenceOf(promotionRoles.length > 0 ? promotionRoles : f.chrono),
    ),
    monthsInCurrentRole: metric(
      f.monthsInCurrentRole ?? 0,
      f.current
        ? f.monthsInCurrentRole !== null
          ? `${formatDuration(f.monthsInCurrentRole)} ${asRole(f.current)}, since ${since(f.current)}.`
          : `${sentence([beingRole(f.current)])} now, since a date not given.`
        : f.last
          ? `No current role is listed; the latest is ${roleName(f.last)}${f.last.w.end ? `, until ${formatMonth(f.last.w.end)}` : ''}.`
          : 'No role is listed.',
      f.current ? evidenceOf([f.current], f.current.start, f.referenceMonth) : evidenceOf(f.last ? [f.last] : []),
    ),
  };
}

/** At most 3 companies, built from at most the first 9 roles (newest first), each with its roles. */
export function progression(f: CareerFacts): ProgressionCompany[] {
  const groups = new Map<string, Role[]>();
  for (const r of f.roles.slice(0, PROGRESSION_MAX_ROLES)) {
    const list = groups.get(r.companyKey);
    if (list) list.push(r);
    else if (groups.size < PROGRESSION_MAX_COMPANIES) groups.set(r.companyKey, [r]);
  }
  return [...groups.values()].map((roles) => {
    const starts = roles.map((r) => r.start).filter((m): m is number => m !== null);
    const ends = roles.map((r) => r.end).filter((m): m is number => m !== null);
    const current = roles.some((r) => r.w.current);
    return {
      company: roles[0].w.company,
      industry: roles.find((r) => r.w.industry)?.w.industry ?? null,
      start: starts.length ? monthString(Math.min(...starts)) : null,
      end: current || !ends.length ? null : monthString(Math.max(...ends)),
      current,
      months: coveredMonths(roles),
      roles: roles.map((r) => ({
        title: r.w.title,
        start: r.w.start,
        end: r.w.end,
        current: r.w.current,
        months: r.start !== null && r.end !== null ? monthsInclusive(r.start, r.end) : 0,
        seniority: r.seniority?.key ?? null,
      })),
    };
  });
}
