import type { Claim, Evidence, Score, Swot } from '../analysis.types';
import { formatDuration, formatMonth } from '../months';
import { nextRungTitle } from '../seniority';
import { asRole, evidenceOf, functionName, plural, roleName, since, times, TOP_LEVEL, type CareerFacts, type Role } from './career-facts';

/** The SWOT analysis: at most five strengths, weaknesses, opportunities and threats (to hiring this person now), each with its evidence. */

function gaps(f: CareerFacts): Array<{ before: Role; after: Role; months: number }> {
  const out: Array<{ before: Role; after: Role; months: number }> = [];
  let reach: Role | null = null;
  for (const r of f.chrono) {
    if (reach && r.start! - reach.end! - 1 > 6) out.push({ before: reach, after: r, months: r.start! - reach.end! - 1 });
    if (!reach || r.end! > reach.end!) reach = r;
  }
  return out.sort((a, b) => b.months - a.months);
}

export function swotAnalysis(f: CareerFacts, stability: Score, skillHits: Map<string, Role[]>): Swot {
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
  if (current && !atTop && f.monthsInCurrentRole !== null && f.monthsInCurrentRole >= 24) {
    const next = current.seniority ? nextRungTitle(current.seniority) : null;
    opportunities.push(
      claim(
        `${formatDuration(f.monthsInCurrentRole)} ${asRole(current)}${promotedIntoCurrent ? ' since the last promotion' : ' without a promotion'}: an offer one level up${next ? `, such as ${next},` : ''} could appeal.`,
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
  } else if (current && f.monthsInCurrentRole !== null && f.monthsInCurrentRole < 12) {
    threats.push(
      claim(
        `Started ${asRole(current)} only ${formatDuration(f.monthsInCurrentRole)} ago: unlikely to move so soon.`,
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
  const found = { strengths: cap(strengths), weaknesses: cap(weaknesses), opportunities: cap(opportunities), threats: cap(threats) };
  return withUnknowns(found, unknownsOf(f));
}

/**
 * What the profile leaves unknown, one claim per part of the SWOT: shown where the evidence gives
 * that part nothing, so a SWOT always has its four parts and an empty one never reads as "none".
 */
export function unknownsOf(f: CareerFacts): Swot {
  const record = f.chrono.length > 0 ? `${plural(f.chrono.length, 'dated role')} since ${since(f.chrono[0])}` : 'no dated role';
  const evidence = evidenceOf(f.roles);
  const unknown = (text: string): Claim[] => [{ text, evidence }];
  return {
    strengths: unknown(
      `Unknown: no strength stands out in the record (${record}). Results, skills in use and references are not in the profile; ask for them.`,
    ),
    weaknesses: unknown(
      `Unknown: no gap, short stay or stalled role shows in the record (${record}). Performance, the reasons for each move and references are not in the profile; ask about them.`,
    ),
    opportunities: unknown(
      `Unknown: nothing in the record (${record}) points to a reason to move now. What would make this person move (scope, pay, place) is not in the profile.`,
    ),
    threats: unknown(
      `Unknown: nothing in the record (${record}) argues against a move now. Notice period, counter-offers and other processes under way are not in the profile.`,
    ),
  };
}

/** The SWOT with every empty part taken from `fallback`: no part is ever an empty list. */
export function withUnknowns(swot: Swot, fallback: Swot): Swot {
  const pick = (part: keyof Swot) => (swot[part].length > 0 ? swot[part] : fallback[part]);
  return { strengths: pick('strengths'), weaknesses: pick('weaknesses'), opportunities: pick('opportunities'), threats: pick('threats') };
}
