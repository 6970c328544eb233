import { SENIORITY_LEVELS, VOCABULARY } from '../vocabulary';
import {
  KEY_SKILLS_MAX,
  labelFor,
  PROGRESSION_MAX_COMPANIES,
  PROGRESSION_MAX_ROLES,
  type AnalysisEngine,
  type AnalysisSubject,
  type CareerMetric,
  type CareerMetrics,
  type Claim,
  type Evidence,
  type NormalisedAcademicCredential,
  type NormalisedWorkExperience,
  type ProfileAnalysis,
  type ProgressionCompany,
  type Score,
} from './analysis.types';
import { formatDuration, formatMonth, monthIndex, monthOfDate, monthsInclusive, monthString } from './months';
import { normaliseAcademicCredentials, normaliseWorkExperiences } from './normalise';
import { nextRungTitle, seniorityOf, type TitleSeniority } from './seniority';

/**
 * The rules engine: a deterministic, explainable analysis computed from the profile alone. The same
 * profile and reference date always give the same analysis. Every score and claim names the roles and
 * the period it rests on.
 *
 * The rules, in short:
 * - Career metrics: total experience is the union of the dated roles (overlaps count once); tenure is
 *   per employer; a promotion is a step up the seniority ladder from one role to the next (within an
 *   employer or on a move), read from the vocabulary's ladders or, failing that, from title keywords.
 * - Stability (1..10): average tenure per employer sets the base; more than two employer changes in
 *   the last five years lower it; four or more years at the current employer raise it.
 * - Mobility (1..10, how likely a move is now): no current role raises it most; two to six years in the
 *   current role raise it; a new role or a promotion in the last two years lowers it; frequent recent
 *   moves raise it.
 */
export const RULES_ENGINE_VERSION = 'rules-1';

export class RulesEngine implements AnalysisEngine {
  readonly name = 'rules' as const;
  readonly version = RULES_ENGINE_VERSION;

  async analyse(subject: AnalysisSubject, asOf: Date): Promise<ProfileAnalysis> {
    return analyseWithRules(subject, asOf);
  }
}

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
  /** Newest first, as shown. */
  roles: Role[];
  /** Dated roles, oldest first. */
  chrono: Role[];
  employers: Map<string, Employer>;
  totalMonths: number;
  averageTenure: number;
  current: Role | null;
  /** The newest role when nobody is current. */
  last: Role | null;
  monthsInCurrentRole: number;
  promotions: Promotion[];
  /** Employer changes whose new role started in the last five years. */
  recentMoves: Role[];
  industries: Array<{ name: string; months: number; roles: Role[] }>;
}

const FIVE_YEARS = 60;
const TOP_LEVEL = SENIORITY_LEVELS.length - 1;
const SENIORITY_WORDS = ['entry-level', 'mid-level', 'senior', 'lead', 'manager-level', 'director-level', 'VP-level', 'executive'];

const clamp = (n: number) => Math.max(1, Math.min(10, Math.round(n)));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
const roleName = (r: Role) => (r.w.company ? `${r.w.title || 'a role'} at ${r.w.company}` : r.w.title);
const since = (r: Role) => (r.w.start ? formatMonth(r.w.start) : 'an unknown date');

/** Months covered by a set of roles, overlaps counted once. */
function coveredMonths(roles: Role[]): number {
  const spans = roles
    .filter((r) => r.start !== null && r.end !== null)
    .map((r) => [r.start!, r.end!] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curStart = -1;
  let curEnd = -2;
  for (const [s, e] of spans) {
    if (s > curEnd) {
      if (curEnd >= curStart && curStart >= 0) total += curEnd - curStart + 1;
      curStart = s;
      curEnd = e;
    } else curEnd = Math.max(curEnd, e);
  }
  if (curStart >= 0) total += curEnd - curStart + 1;
  return total;
}

/** Evidence from roles (shown newest first, each once) and the period they cover, or the period given. */
function evidenceOf(roles: Role[], from?: number | null, to?: number | null): Evidence {
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

export function careerFacts(subject: AnalysisSubject, asOf: Date): CareerFacts {
  const referenceMonth = monthOfDate(asOf);
  const works = normaliseWorkExperiences(subject.workExperiences);
  const credentials = normaliseAcademicCredentials(subject.academicCredentials);
  const roles: Role[] = works.map((w) => {
    const start = w.start ? monthIndex(w.start) : null;
    const end = start === null ? null : w.current ? Math.max(start, referenceMonth) : w.end ? monthIndex(w.end) : start;
    return { w, start, end, seniority: seniorityOf(w.title), companyKey: w.company.trim().toLowerCase() };
  });
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
    chrono,
    employers,
    totalMonths: coveredMonths(roles),
    averageTenure,
    current,
    last: current ?? roles[0] ?? null,
    monthsInCurrentRole: current?.start != null ? monthsInclusive(current.start, referenceMonth) : 0,
    promotions,
    recentMoves,
    industries: [...byIndustry.values()].filter((i) => i.months > 0).sort((a, b) => b.months - a.months || a.name.localeCompare(b.name)),
  };
}

// ---------------------------------------------------------------------------------------------
// Metrics and progression
// ---------------------------------------------------------------------------------------------

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
      employerCount > 0
        ? `${formatDuration(f.averageTenure)} per employer on average, across ${plural(employerCount, 'employer')}.`
        : 'No employer is listed.',
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
      f.monthsInCurrentRole,
      f.current
        ? `${formatDuration(f.monthsInCurrentRole)} as ${roleName(f.current)}, since ${since(f.current)}.`
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

// ---------------------------------------------------------------------------------------------
// Scores
// ---------------------------------------------------------------------------------------------

/** Average tenure (months) at or above each step adds a point to a base of 1. */
const TENURE_STEPS = [9, 12, 18, 24, 30, 36, 48, 60, 84];

export function stabilityScore(f: CareerFacts): Score {
  if (f.chrono.length === 0) {
    return {
      value: 5,
      label: labelFor(5),
      explanation: 'No dated work experience is listed, so stability cannot be judged; 5 is a neutral default.',
      evidence: evidenceOf(f.roles),
    };
  }
  let value = 1 + TENURE_STEPS.filter((t) => f.averageTenure >= t).length;
  const reasons = [`stays ${formatDuration(f.averageTenure)} per employer on average (${plural(f.employers.size, 'employer')})`];
  const moves = f.recentMoves.length;
  if (moves > 2) {
    value -= moves - 2;
    reasons.push(`changed employers ${times(moves)} in the last 5 years`);
  } else
    reasons.push(
      moves === 0 ? 'has not changed employers in the last 5 years' : `changed employers only ${times(moves)} in the last 5 years`,
    );
  const atCurrent = f.current ? f.employers.get(f.current.companyKey) : undefined;
  if (atCurrent && atCurrent.months >= 48) {
    value += 1;
    reasons.push(`has been at ${atCurrent.name} for ${formatDuration(atCurrent.months)}`);
  }
  value = clamp(value);
  return {
    value,
    label: labelFor(value),
    explanation: `${sentence(reasons)}.`,
    evidence: evidenceOf(f.chrono, f.chrono[0].start, f.current ? f.referenceMonth : undefined),
  };
}

export function mobilityScore(f: CareerFacts): Score {
  if (f.chrono.length === 0) {
    return {
      value: 5,
      label: labelFor(5),
      explanation: 'No dated work experience is listed, so mobility cannot be judged; 5 is a neutral default.',
      evidence: evidenceOf(f.roles),
    };
  }
  let value = 5;
  const reasons: string[] = [];
  const used: Role[] = [];
  if (!f.current) {
    value += 3;
    reasons.push(`lists no current role${f.last?.w.end ? ` since ${formatMonth(f.last.w.end)}` : ''}`);
    if (f.last) used.push(f.last);
  } else {
    const m = f.monthsInCurrentRole;
    used.push(f.current);
    if (m < 12) {
      value -= 2;
      reasons.push(`started as ${roleName(f.current)} only ${formatDuration(m)} ago`);
    } else if (m < 24) {
      value -= 1;
      reasons.push(`has been ${roleName(f.current)} for ${formatDuration(m)}`);
    } else if (m < 48) {
      value += 1;
      reasons.push(`has been ${roleName(f.current)} for ${formatDuration(m)} (when many look for a next step)`);
    } else if (m < 72) {
      value += 2;
      reasons.push(`has been ${roleName(f.current)} for ${formatDuration(m)} without a change of role`);
    } else reasons.push(`is settled as ${roleName(f.current)} after ${formatDuration(m)}`);
  }
  const recentPromotion = [...f.promotions].reverse().find((p) => p.to.start! > f.referenceMonth - 24);
  if (recentPromotion) {
    value -= 2;
    reasons.push(`was promoted to ${roleName(recentPromotion.to)} in ${since(recentPromotion.to)}`);
    used.push(recentPromotion.from, recentPromotion.to);
  }
  const moves = f.recentMoves.length;
  if (moves >= 3) {
    value += 2;
    reasons.push(`changed employers ${times(moves)} in the last 5 years`);
    used.push(...f.recentMoves);
  } else if (moves === 2) {
    value += 1;
    reasons.push('changed employers twice in the last 5 years');
    used.push(...f.recentMoves);
  } else if (moves === 0 && f.totalMonths >= FIVE_YEARS) {
    value -= 1;
    reasons.push('has not changed employers in the last 5 years');
  }
  value = clamp(value);
  return {
    value,
    label: labelFor(value),
    explanation: `${sentence(reasons)}.`,
    evidence: evidenceOf(used, undefined, f.current ? f.referenceMonth : undefined),
  };
}

/** Clauses as one sentence: 'A, b and c', capitalised. */
function sentence(clauses: string[]): string {
  const body = clauses.length <= 1 ? (clauses[0] ?? '') : `${clauses.slice(0, -1).join(', ')} and ${clauses[clauses.length - 1]}`;
  return body.charAt(0).toUpperCase() + body.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Skills, SWOT, recommendations, summary
// ---------------------------------------------------------------------------------------------

/** Skills named in the role titles or descriptions, with the roles that name them. */
function skillsInRoles(skills: readonly string[], roles: Role[]): Map<string, Role[]> {
  const found = new Map<string, Role[]>();
  for (const skill of skills) {
    const needle = skill.toLowerCase();
    const pattern = new RegExp(`(^|[^a-z0-9])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`, 'i');
    const hits = roles.filter((r) => pattern.test(`${r.w.title} ${r.w.summary ?? ''}`));
    if (hits.length > 0) found.set(skill, hits);
  }
  return found;
}

function functionName(key: string | null | undefined): string | null {
  return key ? (VOCABULARY.functions.find((fn) => fn.key === key)?.name ?? null) : null;
}

function gaps(f: CareerFacts): Array<{ before: Role; after: Role; months: number }> {
  const out: Array<{ before: Role; after: Role; months: number }> = [];
  let reach: Role | null = null;
  for (const r of f.chrono) {
    if (reach && r.start! - reach.end! - 1 > 6) out.push({ before: reach, after: r, months: r.start! - reach.end! - 1 });
    if (!reach || r.end! > reach.end!) reach = r;
  }
  return out.sort((a, b) => b.months - a.months);
}

export function swotAnalysis(f: CareerFacts, stability: Score, skillHits: Map<string, Role[]>) {
  const claim = (text: string, evidence: Evidence): Claim => ({ text, evidence });
  const strengths: Claim[] = [];
  const weaknesses: Claim[] = [];
  const opportunities: Claim[] = [];
  const threats: Claim[] = [];
  const first = f.chrono[0];
  const lastPromotion = f.promotions[f.promotions.length - 1];
  const employerCount = f.employers.size;

  // Strengths
  if (f.totalMonths >= 60 && first) {
    strengths.push(
      claim(
        `${formatDuration(f.totalMonths)} of experience across ${plural(employerCount, 'employer')}, since ${since(first)}.`,
        evidenceOf(f.chrono),
      ),
    );
  }
  if (lastPromotion) {
    const internal = f.promotions.filter((p) => p.internal).length;
    strengths.push(
      claim(
        `Promoted ${times(f.promotions.length)}${internal > 0 ? ` (${internal} within the same employer)` : ''}; most recently to ${roleName(lastPromotion.to)} in ${since(lastPromotion.to)}.`,
        evidenceOf(f.promotions.flatMap((p) => [p.from, p.to])),
      ),
    );
  }
  if (f.current?.seniority && f.current.seniority.level >= 4) {
    strengths.push(
      claim(`Currently in a leadership position as ${roleName(f.current)}.`, evidenceOf([f.current], f.current.start, f.referenceMonth)),
    );
  }
  if (stability.label === 'High' && employerCount > 0) {
    const longest = [...f.employers.values()].sort((a, b) => b.months - a.months)[0];
    strengths.push(
      claim(
        `Stays with employers: ${formatDuration(f.averageTenure)} on average, the longest ${formatDuration(longest.months)} at ${longest.name}.`,
        evidenceOf(longest.roles),
      ),
    );
  }
  const topIndustry = f.industries[0];
  if (topIndustry && topIndustry.months >= 48) {
    strengths.push(
      claim(`Deep ${topIndustry.name} experience: ${formatDuration(topIndustry.months)} in the industry.`, evidenceOf(topIndustry.roles)),
    );
  }
  const evidenced = [...skillHits.entries()].slice(0, 4);
  if (evidenced.length > 0) {
    strengths.push(
      claim(
        `Hands-on with ${evidenced.map(([s]) => s).join(', ')}, as the role descriptions show.`,
        evidenceOf(evidenced.flatMap(([, roles]) => roles)),
      ),
    );
  }

  // Weaknesses
  if (employerCount >= 3 && f.averageTenure > 0 && f.averageTenure < 18) {
    weaknesses.push(
      claim(
        `Short stays: ${formatDuration(f.averageTenure)} per employer on average across ${employerCount} employers.`,
        evidenceOf(f.chrono),
      ),
    );
  }
  // At the top of the ladder there is no step up to miss.
  const atTop = (f.current ?? f.last)?.seniority?.level === TOP_LEVEL;
  const lastStep = lastPromotion ? lastPromotion.to.start! : (first?.start ?? null);
  if (!atTop && lastStep !== null && f.totalMonths >= 72 && f.referenceMonth - lastStep >= 72) {
    const window = f.chrono.filter((r) => r.end! >= lastStep);
    weaknesses.push(
      claim(
        `No step up in seniority in ${formatDuration(f.referenceMonth - lastStep + 1)}${lastPromotion ? `, since becoming ${roleName(lastPromotion.to)}` : ''}.`,
        evidenceOf(window, lastStep, f.current ? f.referenceMonth : undefined),
      ),
    );
  }
  const gap = gaps(f)[0];
  if (gap) {
    weaknesses.push(
      claim(
        `A gap of ${formatDuration(gap.months)} between ${roleName(gap.before)} and ${roleName(gap.after)}.`,
        evidenceOf([gap.before, gap.after], gap.before.end! + 1, gap.after.start! - 1),
      ),
    );
  }
  if (employerCount === 1 && f.totalMonths >= 96) {
    const only = [...f.employers.values()][0];
    weaknesses.push(
      claim(
        `All ${formatDuration(f.totalMonths)} at one employer, ${only.name}: little exposure to other ways of working.`,
        evidenceOf(only.roles),
      ),
    );
  }
  if (!f.current && f.last) {
    weaknesses.push(
      claim(
        `No current role is listed; the latest, ${roleName(f.last)}, ended ${f.last.w.end ? `in ${formatMonth(f.last.w.end)}` : 'at an unknown date'}.`,
        evidenceOf([f.last]),
      ),
    );
  }
  if (f.chrono.length > 0 && f.totalMonths < 24) {
    weaknesses.push(claim(`Early in the career: ${formatDuration(f.totalMonths)} of experience in total.`, evidenceOf(f.chrono)));
  }

  // Opportunities
  const current = f.current;
  const promotedIntoCurrent = current ? f.promotions.some((p) => p.to === current) : false;
  if (current && !atTop && f.monthsInCurrentRole >= 24) {
    const next = current.seniority ? nextRungTitle(current.seniority) : null;
    opportunities.push(
      claim(
        `${formatDuration(f.monthsInCurrentRole)} as ${roleName(current)}${promotedIntoCurrent ? ' since the last promotion' : ' without a promotion'}: an offer one level up${next ? `, such as ${next},` : ''} could appeal.`,
        evidenceOf([current], current.start, f.referenceMonth),
      ),
    );
  }
  if (!current && f.last) {
    opportunities.push(
      claim(
        `Between roles${f.last.w.end ? ` since ${formatMonth(f.last.w.end)}` : ''}: likely available to start soon.`,
        evidenceOf([f.last]),
      ),
    );
  }
  if (f.industries.length >= 2) {
    const [a, b] = f.industries;
    opportunities.push(
      claim(
        `Experience in both ${a.name} (${formatDuration(a.months)}) and ${b.name} (${formatDuration(b.months)}) fits roles in either industry.`,
        evidenceOf([a.roles[0], b.roles[0]]),
      ),
    );
  }
  const firstFn = first?.seniority?.function;
  const currentFn = (current ?? f.last)?.seniority?.function;
  if (first && firstFn && currentFn && firstFn !== currentFn) {
    const latest = (current ?? f.last)!;
    opportunities.push(
      claim(
        `Moved from ${functionName(firstFn)} to ${functionName(currentFn)}: a role that combines both could use the whole background.`,
        evidenceOf([first, latest]),
      ),
    );
  }

  // Threats (to hiring this person now)
  const recentPromotion = [...f.promotions].reverse().find((p) => p.to.start! > f.referenceMonth - 12);
  if (recentPromotion) {
    threats.push(
      claim(
        `Promoted to ${roleName(recentPromotion.to)} in ${since(recentPromotion.to)}: less likely to move right after a promotion.`,
        evidenceOf([recentPromotion.from, recentPromotion.to]),
      ),
    );
  } else if (current && f.monthsInCurrentRole < 12) {
    threats.push(
      claim(
        `Started as ${roleName(current)} only ${formatDuration(f.monthsInCurrentRole)} ago: unlikely to move so soon.`,
        evidenceOf([current], current.start, f.referenceMonth),
      ),
    );
  }
  const atCurrent = current ? f.employers.get(current.companyKey) : undefined;
  if (atCurrent && atCurrent.months >= 60) {
    threats.push(
      claim(
        `Rooted at ${atCurrent.name} for ${formatDuration(atCurrent.months)}: moving would take a strong reason.`,
        evidenceOf(atCurrent.roles),
      ),
    );
  }
  if (f.recentMoves.length >= 3) {
    threats.push(
      claim(
        `Changed employers ${times(f.recentMoves.length)} in the last 5 years: may leave a new role early too.`,
        evidenceOf(f.recentMoves),
      ),
    );
  }
  if (current?.seniority && current.seniority.level >= 5) {
    threats.push(
      claim(
        `A senior leader (${current.w.title}): expect a long process and a high compensation bar.`,
        evidenceOf([current], current.start, f.referenceMonth),
      ),
    );
  }

  const cap = (xs: Claim[]) => xs.slice(0, 5);
  return { strengths: cap(strengths), weaknesses: cap(weaknesses), opportunities: cap(opportunities), threats: cap(threats) };
}

export function roleRecommendations(f: CareerFacts): Claim[] {
  const out: Claim[] = [];
  const anchor = f.current ?? f.last;
  if (!anchor) return out;
  const s = anchor.seniority;
  const anchorEvidence = evidenceOf([anchor], anchor.start, f.current ? f.referenceMonth : undefined);
  const next = s ? nextRungTitle(s) : null;
  const inRole = f.current ? `, after ${formatDuration(f.monthsInCurrentRole)} in the role` : '';
  if (next) {
    out.push({ text: `${next}: the next step up from ${anchor.w.title}${inRole}.`, evidence: anchorEvidence });
  } else if (s && s.level < TOP_LEVEL) {
    out.push({
      text: `A more senior role than ${anchor.w.title}, for example with a larger team or scope${inRole}.`,
      evidence: anchorEvidence,
    });
  }
  const industry = f.industries[0];
  out.push({
    text: industry
      ? `${anchor.w.title} at another ${industry.name} company: a lateral move that keeps ${formatDuration(industry.months)} of ${industry.name} experience.`
      : `${anchor.w.title} at another company: a lateral move at the same level.`,
    evidence: industry ? evidenceOf(industry.roles) : anchorEvidence,
  });
  // A career that changed function: the earlier function at today's level.
  const earlier = f.chrono.find((r) => r.seniority?.function && s?.function && r.seniority.function !== s.function);
  if (earlier && s) {
    const fn = VOCABULARY.functions.find((x) => x.key === earlier.seniority!.function);
    const levelKey = SENIORITY_LEVELS[s.level];
    const pattern = fn?.ladder[levelKey]?.find((p) => !p.includes('{s}')) ?? fn?.ladder[levelKey]?.[0];
    if (pattern) {
      const title = pattern
        .replace('{s}', earlier.seniority!.specialisation ?? '')
        .replace(/\s+/g, ' ')
        .replace(/,\s*$/, '')
        .trim();
      out.push({ text: `${title}: draws on the earlier experience as ${roleName(earlier)}.`, evidence: evidenceOf([earlier, anchor]) });
    }
  }
  return out.slice(0, 3);
}

function profileSummary(subject: AnalysisSubject, f: CareerFacts): string {
  const name = `${subject.firstName} ${subject.lastName}`.trim() || 'This person';
  const parts: string[] = [];
  if (f.current) {
    parts.push(`${name} is ${roleName(f.current)}, since ${since(f.current)} (${formatDuration(f.monthsInCurrentRole)}).`);
  } else if (f.last) {
    parts.push(`${name} was most recently ${roleName(f.last)}${f.last.w.end ? `, until ${formatMonth(f.last.w.end)}` : ''}.`);
  } else {
    parts.push(`${name} lists no work experience.`);
  }
  if (f.totalMonths > 0) {
    const promotions = f.promotions.length > 0 ? `, with ${plural(f.promotions.length, 'promotion')}` : '';
    parts.push(`${formatDuration(f.totalMonths)} of experience across ${plural(f.employers.size, 'employer')}${promotions}.`);
  }
  const before = f.roles.filter((r) => r !== (f.current ?? f.last)).slice(0, 2);
  if (before.length > 0) {
    const items = before.map(
      (r) => `${roleName(r)}${r.start !== null && r.end !== null ? ` (${formatDuration(monthsInclusive(r.start, r.end))})` : ''}`,
    );
    parts.push(`Before that: ${items.join('; ')}.`);
  }
  const edu = f.credentials[0];
  if (edu) {
    const degree = edu.degrees.length > 0 ? edu.degrees.join(' and ') : 'Studied';
    parts.push(
      `${degree}${edu.field ? ` in ${edu.field}` : ''}${edu.school ? ` at ${edu.school}` : ''}${edu.end ? ` (${edu.end.slice(0, 4)})` : ''}.`,
    );
  }
  return parts.join(' ');
}

function assessment(subject: AnalysisSubject, f: CareerFacts, skillHits: Map<string, Role[]>) {
  const skills = [...new Set((subject.skills ?? []).map((s) => s.trim()).filter(Boolean))];
  const keySkills = [...skillHits.keys(), ...skills.filter((s) => !skillHits.has(s))].slice(0, KEY_SKILLS_MAX);
  const anchor = f.current ?? f.last;
  const level = anchor?.seniority ? SENIORITY_WORDS[anchor.seniority.level] : null;
  const fn = functionName(anchor?.seniority?.function)?.toLowerCase() ?? null;
  const who = [level, fn].filter(Boolean).join(' ');
  const parts: string[] = [];
  const article = who && /^[aeiou]/i.test(who) ? 'An' : 'A';
  const experience = f.totalMonths > 0 ? `${formatDuration(f.totalMonths)} of experience` : 'no dated work experience listed';
  parts.push(
    `${who ? `${article} ${who}` : 'A'} professional with ${experience}${anchor ? `, ${f.current ? 'currently' : 'most recently'} ${roleName(anchor)}` : ''}.`,
  );
  if (keySkills.length > 0) parts.push(`Core skills: ${keySkills.slice(0, 6).join(', ')}.`);
  if (f.industries.length > 0) {
    parts.push(
      `Industry experience: ${f.industries
        .slice(0, 3)
        .map((i) => `${i.name} (${formatDuration(i.months)})`)
        .join(', ')}.`,
    );
  }
  if (skillHits.size > 0) parts.push(`The role descriptions confirm ${[...skillHits.keys()].slice(0, 4).join(', ')}.`);
  const used = [...(anchor ? [anchor] : []), ...[...skillHits.values()].flat()];
  return { keySkillsAndExpertise: parts.join(' '), keySkills, evidence: evidenceOf(used) };
}

/** The whole rules analysis: a pure function of the subject and the reference date. */
export function analyseWithRules(subject: AnalysisSubject, asOf: Date): ProfileAnalysis {
  const f = careerFacts(subject, asOf);
  const skillHits = skillsInRoles(subject.skills ?? [], f.roles);
  const stability = stabilityScore(f);
  return {
    engine: 'rules',
    engineVersion: RULES_ENGINE_VERSION,
    model: null,
    referenceMonth: monthString(f.referenceMonth),
    generatedAt: asOf.toISOString(),
    professionalJourney: {
      profileSummary: profileSummary(subject, f),
      workExperiences: f.works,
      academicCredentials: f.credentials,
    },
    assessment: assessment(subject, f, skillHits),
    insights: {
      progression: progression(f),
      careerMetrics: careerMetrics(f),
      stability,
      mobility: mobilityScore(f),
      swot: swotAnalysis(f, stability, skillHits),
      roleRecommendations: roleRecommendations(f),
    },
  };
}
