import type { Profile } from './profile.entity';

/**
 * What refreshing a profile needs from the people-data edge. The local index has nothing newer than
 * what it stores, so refreshing a 'local' profile only reloads its row. A web data provider's adapter
 * (a PeopleSource) adds `fetchProfile`, and the profiles that came from it (profiles.source equal to
 * its name) are re-read through it. Kept apart from people-source.ts so that the search edge stays
 * as it is; a PeopleSource with the method satisfies this interface as it is.
 */
export interface ProfileRefreshSource {
  readonly name: string;
  /**
   * Re-reads one person from the provider and writes the current profile into the index (profiles
   * and profile_search), in place of the stored one. Resolves false when the provider no longer has
   * the person (the stored profile is kept). Rejects when the provider cannot be reached.
   */
  fetchProfile?(linkedinUsername: string): Promise<boolean>;
  /**
   * Forgets every search answer the source keeps (the local index's answer cache). Called after
   * fetchProfile wrote a profile, so that no cached search shows it as it was.
   */
  invalidate?(): void;
}

/**
 * A live provider that can find a person the index does not hold, by LinkedIn link or username, and
 * write them into the index (modules/people-data implements it). Kept here so that opening a profile
 * depends on this port, not on the provider module.
 */
export interface ProfileFetcher {
  /** Whether a provider is configured at all. */
  readonly enabled: boolean;
  /** The profile id of the person written into the index, or null when the provider does not know them. */
  fetchByLinkedin(userId: string | null, link: string): Promise<string | null>;
  /**
   * Asks the provider for the person of this profile as it is now (by its record id from that
   * provider, else by LinkedIn username), bypassing the cached answer, and writes it: 'updated', or
   * 'gone' when the provider no longer has the person (the stored profile is kept). Throws AppError
   * when a budget is spent or the provider cannot answer.
   */
  refetch(userId: string, profile: Pick<Profile, 'id' | 'linkedinUsername' | 'provenance'>): Promise<'updated' | 'gone'>;
}
