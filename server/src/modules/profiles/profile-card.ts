import { totalExperienceMonths } from '../analysis/rules/career-facts';
import { experienceAsOf, isStale, lastUpdatedAt, type Freshness, type ProfileDates } from './profile-facts';
import { SAMPLE_SOURCE, type Profile } from './profile.entity';
import type { ProfileCard } from './profile.types';
import { sampleProfileLink } from './profile-link';

const year = (ym: string | null | undefined) => (ym ? ym.slice(0, 4) : null);

/**
 * The card's line of work: the current (or last) job with its years, and the one before it. A job
 * may lack a title, a company or dates (imported files often do): what is known is said, and
 * nothing stands in for the rest ('CFO (until 2021)', 'Rocket & Co', not 'CFO at  (null–present)').
 */
export function experienceLine(
  jobs: ReadonlyArray<Pick<Profile['workExperiences'][number], 'title' | 'company' | 'start' | 'end'>>,
): string {
  const [current, previous] = jobs.filter((w) => w.title || w.company);
  if (!current) return 'No work experience listed';
  const role = (w: typeof current) => [w.title, w.company].filter(Boolean).join(' at ');
  const [from, to] = [year(current.start), year(current.end)];
  const years = from ? `${from}–${to ?? 'present'}` : to ? `until ${to}` : null;
  return `${role(current)}${years ? ` (${years})` : ''}${previous ? ` · previously ${role(previous)}` : ''}`;
}

/** 'City, Country', or what there is of it. */
export function placeLine(city: string, country: string, region?: string | null): string {
  // A place a source gave as a region alone ('California, United States') shows the region.
  return [city || region, country].filter(Boolean).join(', ');
}

/** What a card is made from (ProfileRepository.cards reads just these columns). */
export type CardSource = Pick<
  Profile,
  | 'id'
  | 'linkedinUsername'
  | 'linkedinLink'
  | 'firstName'
  | 'lastName'
  | 'profilePicture'
  | 'headline'
  | 'summary'
  | 'city'
  | 'country'
  | 'experienceMonths'
  | 'skills'
  | 'workExperiences'
  | 'academicCredentials'
  | 'currentTitle'
  | 'currentCompany'
  | 'source'
> &
  Partial<Pick<Profile, 'region'>> &
  ProfileDates;

/**
 * The one-line summaries a result card shows, from the stored profile. Experience is counted by the
 * one rule the analysis uses too (totalExperienceMonths) as of experienceAsOf (now; a sample
 * person's, the month their career was drawn up to, so the card says what their summary and the
 * search's years check say), unless `experienceMonths` gives it already (the months of the
 * profile's analysis, so the header and the metrics agree).
 * The card says when the profile was last read from a source, and whether that makes it out of
 * date (PROFILE_STALE_DAYS: profile-facts.ts).
 */
export function toProfileCard(p: CardSource, freshness: Freshness, experienceMonths?: number): ProfileCard {
  const months = experienceMonths ?? totalExperienceMonths(p.workExperiences, experienceAsOf(p, freshness.now));
  const updatedAt = lastUpdatedAt(p);
  const experience = experienceLine(p.workExperiences);
  const degree = p.academicCredentials[0];
  const degreeText = degree ? (Array.isArray(degree.degree) ? degree.degree.join(', ') : degree.degree) : null;
  const education = degree
    ? [degreeText && degree.field ? `${degreeText} ${degree.field}` : (degreeText ?? degree.field), degree.school]
        .filter(Boolean)
        .join(', ')
    : 'No education listed';
  return {
    id: String(p.id),
    linkedinUsername: p.linkedinUsername,
    // A sample person's username was made up: their link is on a reserved host (whatever an old seed stored).
    linkedinLink: p.source === SAMPLE_SOURCE ? sampleProfileLink(p.linkedinUsername) : p.linkedinLink,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: `${p.firstName} ${p.lastName}`.trim(),
    profilePicture: p.profilePicture,
    snippet: p.headline,
    summary: p.summary,
    experience,
    education,
    location: placeLine(p.city, p.country, p.region),
    totalExperience: Math.round((months / 12) * 10) / 10,
    totalExperienceMonths: months,
    skills: p.skills,
    currentTitle: p.currentTitle,
    currentCompany: p.currentCompany,
    sample: p.source === SAMPLE_SOURCE,
    source: p.source,
    lastUpdatedAt: updatedAt,
    stale: isStale(updatedAt, freshness),
  };
}
