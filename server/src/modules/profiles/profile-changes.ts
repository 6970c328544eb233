import { normaliseWorkExperiences } from '../analysis/normalise';
import type { Profile } from './profile.entity';

type Compared = Pick<Profile, 'workExperiences' | 'currentTitle' | 'currentCompany' | 'city' | 'country' | 'headline' | 'skills'>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 2025' for '2025-03'. */
function monthName(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return month ? `${MONTHS[Number(month) - 1]} ${year}` : year;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * What a refresh changed, in sentences a recruiter reads at a glance: a new role (with the month it
 * began), a new place, a new headline, new skills. Empty when nothing they would notice changed.
 */
export function profileChanges(before: Compared, after: Compared): string[] {
  const changes: string[] = [];
  if (!same(before.currentTitle, after.currentTitle) || !same(before.currentCompany, after.currentCompany)) {
    const current = normaliseWorkExperiences(after.workExperiences).find((w) => w.current);
    const role = [after.currentTitle, after.currentCompany].filter(Boolean).join(' at ');
    if (role) changes.push(`New role${current?.start ? ` since ${monthName(current.start)}` : ''}: ${role}.`);
    else changes.push('No current role any more.');
  }
  if (!same(before.city, after.city) || !same(before.country, after.country)) {
    const place = [after.city, after.country].filter(Boolean).join(', ');
    if (place) changes.push(`Now in ${place}.`);
  }
  if (!same(before.headline, after.headline) && after.headline) changes.push(`New headline: ${after.headline}.`);
  const had = new Set((before.skills ?? []).map((s) => s.toLowerCase()));
  const added = (after.skills ?? []).filter((s) => !had.has(s.toLowerCase()));
  if (added.length)
    changes.push(
      `New ${added.length === 1 ? 'skill' : 'skills'}: ${added.slice(0, 5).join(', ')}${added.length > 5 ? ` and ${added.length - 5} more` : ''}.`,
    );
  return changes;
}
