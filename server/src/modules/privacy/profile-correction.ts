import type { EntityManager } from 'typeorm';
import { Profile, type FactName } from '../profiles/profile.entity';
import { ProfileSearch } from '../profiles/profile-search.entity';
import { profileSearchRow } from '../profiles/profile-search-row';
import { addJobTitles, profileRowJson, searchRowJson, upsertProfileRows, writeSearchRows } from '../profiles/profile-writer.repository';
import { notifyIndexChanged } from '../profiles/index-changes.repository';

/** What a person can ask to have corrected, as the form names it; `other` is done by staff by hand. */
export const CORRECTION_FIELDS = {
  first_name: 'First name',
  last_name: 'Last name',
  headline: 'Headline',
  current_title: 'Current title',
  city: 'City',
  other: 'Something else',
} as const;
export type CorrectionField = keyof typeof CORRECTION_FIELDS;

/** The fields a correction can write by itself (staff's "Apply"), and the fact each belongs to. */
const APPLIED: Record<Exclude<CorrectionField, 'other'>, { fact: FactName; write: (p: Profile, value: string) => void }> = {
  first_name: { fact: 'name', write: (p, v) => (p.firstName = v) },
  last_name: { fact: 'name', write: (p, v) => (p.lastName = v) },
  headline: { fact: 'headline', write: (p, v) => (p.headline = v) },
  current_title: {
    fact: 'role',
    write: (p, v) => {
      p.currentTitle = v;
      // The current role of the history says the same.
      if (p.workExperiences[0] && p.workExperiences[0].end === null) p.workExperiences[0] = { ...p.workExperiences[0], title: v };
    },
  },
  city: { fact: 'location', write: (p, v) => (p.city = v) },
};

export const isCorrectionField = (field: unknown): field is CorrectionField =>
  typeof field === 'string' && Object.hasOwn(CORRECTION_FIELDS, field);

/** Whether a correction of this field can be applied by the service (else staff make it by hand). */
export const appliesItself = (field: CorrectionField): field is Exclude<CorrectionField, 'other'> => field !== 'other';

/**
 * Writes a person's correction into their profile, with the person as the fact's source (the fact's
 * origin says 'person', read now), and its search row again (keeping the companies and industries
 * of its history), in the caller's transaction. False when the profile is gone.
 */
export async function applyCorrection(
  tx: EntityManager,
  profileId: string,
  field: Exclude<CorrectionField, 'other'>,
  value: string,
  at: Date,
): Promise<boolean> {
  const profile = await tx.getRepository(Profile).findOne({ where: { id: profileId }, lock: { mode: 'pessimistic_write' } });
  if (!profile) return false;
  const { fact, write } = APPLIED[field];
  write(profile, value);
  const provenance = { ...profile.provenance, [fact]: { source: 'person', recordId: null, fetchedAt: at.toISOString() } };
  await upsertProfileRows(tx, [profileRowJson(profile, { provenance })], ['provenance']);
  const keys = await tx.getRepository(ProfileSearch).findOne({ where: { profileId }, select: { companyIds: true, industries: true } });
  const search = profileSearchRow(profile, keys ? { companyIds: keys.companyIds, industries: keys.industries } : {});
  await writeSearchRows(tx, [searchRowJson(search)]);
  await addJobTitles(tx, [search.titleText]);
  await notifyIndexChanged(tx, 'privacy:correction');
  return true;
}
