import { VOCABULARY } from '../../vocabulary';
import { SENIORITY_LEVELS } from '../../vocabulary';
import type { AnalysisSubject, Evidence, NormalisedAcademicCredential, NormalisedWorkExperience } from '../analysis.types';
import { formatMonth, monthIndex, monthOfDate, monthsCovered, monthsInclusive, monthString } from '../months';
import { normaliseAcademicCredentials, normaliseWorkExperiences } from '../normalise';
import { seniorityOf, type TitleSeniority } from '../seniority';

/**
 * What every rule of the rules engine reads: the career facts of a profile (its roles with their
 * months resolved, employers, promotions, recent moves, industries), computed once; the evidence
 * built from roles; and the few words the rules phrase them with.
 */

/** One role with its months resolved: `end` is inclusive, and a current role runs to the reference month. */
export interface Role {
  w: NormalisedWorkExperience;
  start: number | null;
  end: number | null;
  seniority: TitleSeniority | null;
  companyKey: string;
}

interface Employer {
  name: string;
  roles: Role[];
  months: number;
}

interface Promotion {
  from: Role;
  to: Role;
  internal: boolean;
}

/** The facts every rule reads, computed once. */
export interface CareerFacts {
  referenceMonth: number;
  works: NormalisedWorkExperience[];
  credentials: NormalisedAcademicCredential[];
  /** Newest first, as shown: the roles begun by the reference month. */
  roles: Role[];
  /** Roles that start after the reference month (a job taken, not begun), soonest first: in no count, tenure or move. */
  upcoming: Role[];
  /** Dated roles, oldest first. */
  chrono: Role[];
  employers: Map<string, Employer>;
  totalMonths: number;
  averageTenure: number;
  current: Role | null;
  /** The newest role when nobody is current. */
  last: Role | null;
  /** 0 without a current role; null for one held now whose start is not given (an import gave it no dates): not known, never 0. */
  monthsInCurrentRole: number | null;
  promotions: Promotion[];
  /** Employer changes whose new role started in the last five years. */
  recentMoves: Role[];
  industries: Array<{ name: string; months: number; roles: Role[] }>;
}

export const FIVE_YEARS = 60;
export const TOP_LEVEL = SENIORITY_LEVELS.length - 1;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
export const roleName = (r: Role) => (r.w.company ? `${r.w.title || 'a role'} at ${r.w.company}` : r.w.title);
/** A role after a sentence's 'as' ('as Engineer at Acme'); a job without a title (imported files often give none) by its company: 'at Acme'. */
export const asRole = (r: Role) => (r.w.title || !r.w.company ? `as ${roleName(r)}` : `at ${r.w.company}`);
/** A role after 'is', 'has been' or 'currently' ('Engineer at Acme'); a job without a title: 'at Acme'. */
export const beingRole = (r: Role) => (r.w.title || !r.w.company ? roleName(r) : `at ${r.w.company}`);
export const since = (r: Role) => (r.w.start ? formatMonth(r.w.start) : 'an unknown date');

/** Clauses as one sentence: 'A, b and c', capitalised. */
export function sentence(clauses: string[]): string {
  const body = clauses.length <= 1 ? (clauses[0] ?? '') : `${clauses.slice(0, -1).join(', ')} and ${clauses[clauses.length - 1]}`;
  return body.charAt(0).toUpperCase() + body.slice(1);
}

/** Months covered by a set of roles, overlaps counted once (monthsCovered: the one count of experience). */
export function coveredMonths(roles: Role[]): number {
  return monthsCovered(roles.filter((r) => r.start !== null && r.end !== null).map((r) => [r.start!, r.end!] as const));
}

/** Evidence from roles (shown newest first, each once) and the period they cover, or the period given. */
export function evidenceOf(roles: Role[], from?: number | null, to?: number | null): Evidence {
  const unique = [...new Set(roles)].sort((a, b) => (b.start ?? -1) - (a.start ?? -1));
  const starts = unique.map((r) => r.start).filter((m): m is number => m !== null);
  const ends = unique.map((r) => r.end).filter((m): m is number => m !== null);
  const f = from !== undefined ? from : starts.length ? Math.min(...starts) : null;
  const t = to !== undefined ? to : ends.length ? Math.max(...ends) : null;
  return {
    roles: unique.slice(0, 30).map((r) => ({ title: r.w.title, company: r.w.company, start: r.w.start, end: r.w.end })),
    from: f === null ? null : monthString(f),
    to: t === null ? null : monthString(t),
  };
}

/** A role's months: a current role runs to the reference month, an undated end is the start; null (both) when it has no start. */
function monthsOf(w: NormalisedWorkExperience, referenceMonth: number): { start: number | null; end: number | null } {
  const start = w.start ? monthIndex(w.start) : null;
  const end = start === null ? null : w.current ? Math.max(start, referenceMonth) : w.end ? monthIndex(w.end) : start;
  return { start, end };
}

/** The roles with their months resolved (monthsOf). */
function rolesOf(works: NormalisedWorkExperience[], referenceMonth: number): Role[] {
  return works.map((w) => {
    const { start, end } = monthsOf(w, referenceMonth);
    return { w, start, end, seniority: seniorityOf(w.title), companyKey: w.company.trim().toLowerCase() };
  });
}

/**
 * A person's total experience in months, the one rule every place that counts experience uses (the
 * profile header, the career metrics, the card, the months an import stores for the search; the
 * sample generator counts its careers with the same monthsCovered): the union of the dated roles up
 * to `asOf`, overlapping roles counted once, both end months counted, a current role up to and
 * including the month of `asOf`. Whole years are wholeYears(months) (months.ts).
 */
export function totalExperienceMonths(workExperiences: unknown, asOf: Date): number {
  // coveredMonths(rolesOf(...)) without what only the rules read of a role (its seniority, its company key).
  const referenceMonth = monthOfDate(asOf);
  const spans: Array<readonly [number, number]> = [];
  for (const w of normaliseWorkExperiences(workExperiences)) {
    const { start, end } = monthsOf(w, referenceMonth);
    // A job that starts later (taken, not begun) is no experience yet.
    if (start !== null && end !== null && start <= referenceMonth) spans.push([start, end]);
  }
  return monthsCovered(spans);
}

export function careerFacts(subject: AnalysisSubject, asOf: Date): CareerFacts {
  const referenceMonth = monthOfDate(asOf);
  const works = normaliseWorkExperiences(subject.workExperiences);
  const credentials = normaliseAcademicCredentials(subject.academicCredentials);
  const all = rolesOf(works, referenceMonth);
  const upcoming = all.filter((r) => r.start !== null && r.start > referenceMonth).sort((a, b) => a.start! - b.start!);
  const roles = all.filter((r) => !upcoming.includes(r));
  const chrono = roles.filter((r) => r.start !== null).sort((a, b) => a.start! - b.start! || a.end! - b.end!);

  const employers = new Map<string, Employer>();
  for (const r of roles) {
    const e = employers.get(r.companyKey) ?? { name: r.w.company, roles: [], months: 0 };
    e.roles.push(r);
    employers.set(r.companyKey, e);
  }
  for (const e of employers.values()) e.months = coveredMonths(e.roles);
  const dated = [...employers.values()].filter((e) => e.months > 0);
  const averageTenure = dated.length ? Math.round(dated.reduce((sum, e) => sum + e.months, 0) / dated.length) : 0;

  const current = roles.find((r) => r.w.current) ?? null;
  const promotions: Promotion[] = [];
  const recentMoves: Role[] = [];
  for (let i = 1; i < chrono.length; i++) {
    const prev = chrono[i - 1];
    const next = chrono[i];
    if (prev.seniority && next.seniority && next.seniority.level > prev.seniority.level) {
      promotions.push({ from: prev, to: next, internal: prev.companyKey === next.companyKey });
    }
    if (prev.companyKey !== next.companyKey && next.start! > referenceMonth - FIVE_YEARS) recentMoves.push(next);
  }

  const byIndustry = new Map<string, { name: string; months: number; roles: Role[] }>();
  for (const r of roles) {
    if (!r.w.industry) continue;
    const key = r.w.industry.toLowerCase();
    const entry = byIndustry.get(key) ?? { name: r.w.industry, months: 0, roles: [] };
    entry.roles.push(r);
    byIndustry.set(key, entry);
  }
  for (const entry of byIndustry.values()) entry.months = coveredMonths(entry.roles);

  return {
    referenceMonth,
    works,
    credentials,
    roles,
    upcoming,
    chrono,
    employers,
    totalMonths: coveredMonths(roles),
    averageTenure,
    current,
    last: current ?? roles[0] ?? null,
    monthsInCurrentRole: !current ? 0 : current.start !== null ? monthsInclusive(current.start, referenceMonth) : null,
    promotions,
    recentMoves,
    industries: [...byIndustry.values()].filter((i) => i.months > 0).sort((a, b) => b.months - a.months || a.name.localeCompare(b.name)),
  };
}

/** Skills named in the role titles or descriptions, with the roles that name them. */
export function skillsInRoles(skills: readonly string[], roles: Role[]): Map<string, Role[]> {
  const found = new Map<string, Role[]>();
  for (const skill of skills) {
    const needle = skill.toLowerCase();
    const pattern = new RegExp(`(^|[^a-z0-9])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`, 'i');
    const hits = roles.filter((r) => pattern.test(`${r.w.title} ${r.w.summary ?? ''}`));
    if (hits.length > 0) found.set(skill, hits);
  }
  return found;
}

/** The vocabulary's name of a job function ('engineering' -> 'Engineering'), or null. */
export function functionName(key: string | null | undefined): string | null {
  return key ? (VOCABULARY.functions.find((fn) => fn.key === key)?.name ?? null) : null;
}
