import type { DataSource, FindOptionsSelect } from 'typeorm';
import { AppError } from '../../common/errors';
import { findProfileByUsername } from '../profiles/profile-lookup';
import type { Profile } from '../profiles/profile.entity';
import { ProfileRepository } from '../profiles/profile.repository';
import { SENIORITY_LEVELS } from '../vocabulary';
import { emptyQuery, type StructuredQuery } from './structured-query';

/**
 * Lookalike searches: "people like {name or profile link}" (also "similar to ...", "more like
 * ...", "lookalikes of ..."). The person is found by their profile link or username, else by
 * their full name; the search is then the person's own role, level, place, skills and industry,
 * every one soft, ranked like closest matches, without the person.
 */

const LOOKALIKE =
  /^\s*(?:(?:find|show(?:\s+me)?|search(?:\s+for)?)\s+)?(?:(?:more\s+)?(?:people|persons|profiles|candidates|prospects|others|someone|somebody)\s+(?:like|similar\s+to)|similar\s+(?:people\s+)?to|lookalikes?\s+(?:of|for|to)|more\s+like)\s+(.+?)\s*[.?!]?\s*$/i;

/** Who a lookalike search starts from (a name, a username or a profile link), or null when the text is not one. */
export function lookalikeTarget(text: string): string | null {
  const m = LOOKALIKE.exec(text);
  if (!m) return null;
  const who = m[1].replace(/^["'\u201c]|["'\u201d]$/g, '').trim();
  return who.length > 0 && who.length <= 200 ? who : null;
}

/** What a lookalike search reads of the person. */
export type LookalikePerson = Pick<
  Profile,
  | 'id'
  | 'linkedinUsername'
  | 'firstName'
  | 'lastName'
  | 'headline'
  | 'currentTitle'
  | 'seniority'
  | 'city'
  | 'countryCode'
  | 'industry'
  | 'skills'
>;

const PERSON: FindOptionsSelect<Profile> = {
  id: true,
  linkedinUsername: true,
  firstName: true,
  lastName: true,
  headline: true,
  currentTitle: true,
  seniority: true,
  city: true,
  countryCode: true,
  industry: true,
  skills: true,
};

/**
 * The person a lookalike search names: by profile link or username first (as opening a profile
 * finds them; '~<source>.<record id>' for a person imported without a LinkedIn profile), then by
 * full name (the fullest profile of that name).
 */
export async function findLookalikePerson(ds: DataSource, who: string): Promise<LookalikePerson | null> {
  if (who.includes('/') || who.startsWith('~') || (/^[\p{L}\p{N}_-]+$/u.test(who) && who.includes('-'))) {
    const byUsername = await findProfileByUsername(ds, who, PERSON).catch((err: unknown) => {
      if (err instanceof AppError) return null; // not a link or username after all, or nobody: try the name
      throw err;
    });
    if (byUsername) return byUsername;
  }
  return new ProfileRepository(ds).findByFullName(who.replace(/\s+/g, ' '), PERSON);
}

/** The search for people like this person: their role, level, place, top skills and industry, all ranked, the person left out. */
export function lookalikeQuery(person: LookalikePerson): StructuredQuery {
  const q = emptyQuery();
  if (person.currentTitle) q.titles = [person.currentTitle.toLowerCase()];
  if (person.seniority !== null && person.seniority >= 0 && person.seniority < SENIORITY_LEVELS.length) q.seniorities = [person.seniority];
  q.locations = [{ city: person.city, countryCode: person.countryCode }];
  q.skills = person.skills.slice(0, 5).map((s) => s.toLowerCase());
  if (person.industry) q.industries = [person.industry.toLowerCase()];
  q.excludeIds = [person.id];
  q.rankBy = 'likeness';
  return q;
}
