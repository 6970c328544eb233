import type { DataSource, EntityManager, FindOptionsSelect } from 'typeorm';
import { AppError } from '../../common/errors';
import { checkUsername, usernameFromLink } from './profile-link';
import type { Profile } from './profile.entity';
import { ProfileRepository } from './profile.repository';

export const PROFILE_NOT_FOUND = 'Profile not found';
/** Opening a LinkedIn link that neither the index nor the live provider knows. */
export const PERSON_NOT_FOUND = 'We could not find this person';

const PROFILE_ID = /^[1-9]\d{0,17}$/;

/** Whether a reference reads as a profile id (a positive whole number that fits a bigint). */
export function isProfileId(ref: string): boolean {
  return PROFILE_ID.test(ref);
}

/** The profile with this id, or NOT_FOUND. The id must already read as one (isProfileId). */
export async function findProfileById(db: DataSource | EntityManager, id: string, select?: FindOptionsSelect<Profile>): Promise<Profile> {
  const profile = await new ProfileRepository(db).findById(id, select);
  if (!profile) throw AppError.notFound(PROFILE_NOT_FOUND);
  return profile;
}

/**
 * The profile a LinkedIn username or profile link names, or NOT_FOUND (BAD_USER_INPUT when it
 * reads as neither). Usernames are case-insensitive on LinkedIn while the index keeps them as the
 * source wrote them: the name as given first, then lower-cased.
 */
/** The LinkedIn username a caller gave: a profile link (read for its username) or the username itself; BAD_USER_INPUT when neither. */
export function usernameOfRef(raw: string): string {
  return raw.includes('/') ? usernameFromLink(raw) : checkUsername(raw);
}

export async function findProfileByUsername(
  db: DataSource | EntityManager,
  raw: string,
  select?: FindOptionsSelect<Profile>,
): Promise<Profile> {
  const username = usernameOfRef(raw);
  const profiles = new ProfileRepository(db);
  const profile =
    (await profiles.findByUsername(username, select)) ??
    (username !== username.toLowerCase() ? await profiles.findByUsername(username.toLowerCase(), select) : null);
  if (!profile) throw AppError.notFound(PROFILE_NOT_FOUND);
  return profile;
}
