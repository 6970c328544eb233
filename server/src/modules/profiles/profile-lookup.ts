import type { EntityManager, FindOptionsSelect } from 'typeorm';
import { AppError } from '../../common/errors';
import { checkUsername, usernameFromLink } from './profile-link';
import { Profile } from './profile.entity';

export const PROFILE_NOT_FOUND = 'Profile not found';

const PROFILE_ID = /^[1-9]\d{0,17}$/;

/** Whether a reference reads as a profile id (a positive whole number that fits a bigint). */
export function isProfileId(ref: string): boolean {
  return PROFILE_ID.test(ref);
}

/** The profile with this id, or NOT_FOUND. The id must already read as one (isProfileId). */
export async function findProfileById(manager: EntityManager, id: string, select?: FindOptionsSelect<Profile>): Promise<Profile> {
  const profile = await manager.getRepository(Profile).findOne({ select, where: { id } });
  if (!profile) throw AppError.notFound(PROFILE_NOT_FOUND);
  return profile;
}

/**
 * The profile a LinkedIn username or profile link names, or NOT_FOUND (BAD_USER_INPUT when it
 * reads as neither). Usernames are case-insensitive on LinkedIn while the index keeps them as the
 * source wrote them: the name as given first, then lower-cased.
 */
export async function findProfileByUsername(manager: EntityManager, raw: string, select?: FindOptionsSelect<Profile>): Promise<Profile> {
  const username = raw.includes('/') ? usernameFromLink(raw) : checkUsername(raw);
  const repo = manager.getRepository(Profile);
  const profile =
    (await repo.findOne({ select, where: { linkedinUsername: username } })) ??
    (username !== username.toLowerCase() ? await repo.findOne({ select, where: { linkedinUsername: username.toLowerCase() } }) : null);
  if (!profile) throw AppError.notFound(PROFILE_NOT_FOUND);
  return profile;
}
