import { KEY_SKILLS_MAX, type AnalysisSubject } from '../analysis.types';
import { formatDuration, formatMonth, monthsInclusive } from '../months';
import { asRole, beingRole, evidenceOf, functionName, plural, roleName, since, type CareerFacts, type Role } from './career-facts';

/** The texts of the professional journey and the assessment: the profile summary and the key skills and expertise. */

const SENIORITY_WORDS = ['entry-level', 'mid-level', 'senior', 'lead', 'manager-level', 'director-level', 'VP-level', 'executive'];

export function profileSummary(subject: AnalysisSubject, f: CareerFacts): string {
  const name = `${subject.firstName} ${subject.lastName}`.trim() || 'This person';
  const parts: string[] = [];
  // A job an imported file gave without a title is said by its company ('works at Acme', not 'is a role at Acme').
  if (f.current) {
    const role = f.current.w.title ? `is ${roleName(f.current)}` : `works at ${f.current.w.company}`;
    // Without a start (an import that gave the job no dates) there is no since and no length to say.
    parts.push(
      `${name} ${role}${f.monthsInCurrentRole !== null ? `, since ${since(f.current)} (${formatDuration(f.monthsInCurrentRole)})` : ''}.`,
    );
  } else if (f.last) {
    const role = f.last.w.title ? `was most recently ${roleName(f.last)}` : `most recently worked at ${f.last.w.company}`;
    parts.push(`${name} ${role}${f.last.w.end ? `, until ${formatMonth(f.last.w.end)}` : ''}.`);
  } else if (f.upcoming.length === 0) {
    parts.push(`${name} lists no work experience.`);
  }
  const next = f.upcoming[0];
  if (next) parts.push(`${f.roles.length ? 'Starts' : `${name} starts`} ${asRole(next)} in ${since(next)}.`);
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

export function assessment(subject: AnalysisSubject, f: CareerFacts, skillHits: Map<string, Role[]>) {
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
    `${who ? `${article} ${who}` : 'A'} professional with ${experience}${anchor ? `, ${f.current ? 'currently' : 'most recently'} ${beingRole(anchor)}` : ''}.`,
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
