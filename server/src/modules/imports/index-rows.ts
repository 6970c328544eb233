import { totalExperienceMonths } from '../analysis/rules/career-facts';
import type { Profile } from '../profiles/profile.entity';
import { newestFetchedAt } from '../profiles/profile-facts';
import { contactRowJson, profileRowJson, searchRowJson, type ProfileFields } from '../profiles/profile-writer.repository';
import { profileSearchRow } from '../profiles/profile-search-row';
import type { CompanyFact } from './person-record';
import { companyKey, type Merge, type Origin } from './person-merge';

/** A changed record's rows of the index as JSON, made when it is merged (before its batch is written). */
export interface Rows {
  profile: string;
  contacts: string[];
  search: string;
  title: string;
}

/** The companies a merged person's history names (current first), as records name companies: company_ids' order. */
export function historyCompanies(merge: Merge): CompanyFact[] {
  return merge.facts.workExperiences
    .filter((w) => w.company)
    .map((w) => ({ name: w.company, domain: w.companyDomain ?? null, industry: w.industry ?? null, size: null }));
}

/**
 * The industries of a merged person's history, the current one first, as `industries` orders them: a
 * past-industry search meets the industries of jobs that ended (a current job's is the current industry).
 */
function historyIndustries(merge: Merge): string[] {
  const past = merge.facts.workExperiences.filter((w) => w.end !== null).map((w) => w.industry);
  return [...new Set([merge.facts.industry, ...past].filter((i): i is string => !!i).map((i) => i.toLowerCase()))];
}

/**
 * The rows of the people index a merged record makes: its profile, contacts and search row, the search
 * row listing every company and industry of the history, the current one first, as a sample person's.
 * `companies` has the id of every company the history names (the batch resolved them first).
 */
export function rowsOf(id: string, existing: Profile | null, merge: Merge, origin: Origin, companies: ReadonlyMap<string, number>): Rows {
  const profile: ProfileFields = {
    id,
    ...merge.facts,
    profilePicture: existing?.profilePicture ?? null,
    // Counted as of when the facts were last read, as the card and the profile count them (experienceAsOf).
    experienceMonths: totalExperienceMonths(merge.facts.workExperiences, newestFetchedAt(merge.provenance) ?? origin.fetchedAt),
    socialProfiles: existing?.socialProfiles ?? [],
    source: existing?.source ?? origin.source,
  };
  const companyIdList = [merge.facts.currentCompanyId, ...historyCompanies(merge).map((c) => companies.get(companyKey(c)))];
  const search = profileSearchRow(profile, {
    companyIds: [...new Set(companyIdList.filter((c): c is number => c !== null && c !== undefined))],
    industries: historyIndustries(merge),
  });
  return {
    profile: profileRowJson(profile, { provenance: merge.provenance }),
    contacts: merge.contacts.map((c) =>
      contactRowJson({
        profileId: id,
        contact: {
          kind: c.kind,
          value: c.value,
          status: c.status,
          type: c.type,
          source: c.source,
          lastVerifiedAt: c.last_verified_at ? new Date(c.last_verified_at).toISOString() : null,
        },
        origin: c.origin ? { source: c.origin, recordId: c.origin_record_id, fetchedAt: c.fetched_at } : undefined,
      }),
    ),
    search: searchRowJson(search),
    title: search.titleText,
  };
}
