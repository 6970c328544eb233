import { VOCABULARY } from '../../vocabulary';
import { SENIORITY_LEVELS } from '../../vocabulary';
import type { Claim } from '../analysis.types';
import { formatDuration } from '../months';
import { nextRungTitle } from '../seniority';
import { evidenceOf, roleName, TOP_LEVEL, type CareerFacts } from './career-facts';

/** The role recommendations: the next step up, a lateral move, and the earlier function at today's level; at most three. */

export function roleRecommendations(f: CareerFacts): Claim[] {
  const out: Claim[] = [];
  const anchor = f.current ?? f.last;
  if (!anchor) return out;
  const s = anchor.seniority;
  const anchorEvidence = evidenceOf([anchor], anchor.start, f.current ? f.referenceMonth : undefined);
  const next = s ? nextRungTitle(s) : null;
  const inRole = f.current && f.monthsInCurrentRole !== null ? `, after ${formatDuration(f.monthsInCurrentRole)} in the role` : '';
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
