import { labelFor, type Score } from '../analysis.types';
import { formatDuration, formatMonth } from '../months';
import {
  asRole,
  beingRole,
  evidenceOf,
  FIVE_YEARS,
  plural,
  roleName,
  sentence,
  since,
  times,
  type CareerFacts,
  type Role,
} from './career-facts';

/** The two scores, 1..10 with their reasons: stability (how long this person stays) and mobility (how likely a move is now). */

const clamp = (n: number) => Math.max(1, Math.min(10, Math.round(n)));

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
    // A current job an import gave without dates: how long it has lasted is not known, so it moves nothing.
    if (m === null) reasons.push(`is ${beingRole(f.current)} now, since a date not given`);
    else if (m < 12) {
      value -= 2;
      reasons.push(`started ${asRole(f.current)} only ${formatDuration(m)} ago`);
    } else if (m < 24) {
      value -= 1;
      reasons.push(`has been ${beingRole(f.current)} for ${formatDuration(m)}`);
    } else if (m < 48) {
      value += 1;
      reasons.push(`has been ${beingRole(f.current)} for ${formatDuration(m)} (when many look for a next step)`);
    } else if (m < 72) {
      value += 2;
      reasons.push(`has been ${beingRole(f.current)} for ${formatDuration(m)} without a change of role`);
    } else reasons.push(`is settled ${asRole(f.current)} after ${formatDuration(m)}`);
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
