import type { FactName, FactOrigin } from './profile.entity';

/**
 * How old a profile is (docs/decisions.md, "Retention"): when it was last read from a source, and
 * whether that is longer ago than PROFILE_STALE_DAYS, so that cards and exports mark it out of
 * date. Pure: the card (profile-card.ts) and the export (lists/list-export.ts) read it here.
 */

const DAY_MS = 86_400_000;

/** What a profile's age is read from (profiles.refreshed_at, the newest of its facts' fetchedAt, profiles.created_at). */
export interface ProfileDates {
  /** When a refresh last re-read it from its source; null when none did. */
  refreshedAt: Date | null;
  /** The newest `fetchedAt` of its facts' origins (profiles.provenance); null when no fact has one (sample people, older profiles). */
  newestFetchedAt: Date | null;
  /** When it was added to the index. */
  createdAt: Date;
}

/** How a profile's age is judged: out of date when not read from a source for `staleDays` (PROFILE_STALE_DAYS) before `now`. */
export interface Freshness {
  now: Date;
  staleDays: number;
}

/** The newest `fetchedAt` of a profile's facts (profiles.provenance), or null when none has one. */
export function newestFetchedAt(provenance: Partial<Record<FactName, FactOrigin>> | null | undefined): Date | null {
  let newest: number | null = null;
  for (const origin of Object.values(provenance ?? {})) {
    const at = origin ? Date.parse(origin.fetchedAt) : NaN;
    if (!Number.isNaN(at) && (newest === null || at > newest)) newest = at;
  }
  return newest === null ? null : new Date(newest);
}

/**
 * When the profile was last read from a source: the later of its last refresh and the newest
 * reading of any of its facts (an import or a provider's answer that brought it again counts too);
 * when neither is known, when it was added to the index.
 */
export function lastUpdatedAt(p: ProfileDates): Date {
  const read = [p.refreshedAt, p.newestFetchedAt].filter((d): d is Date => d !== null).map((d) => new Date(d).getTime());
  return new Date(read.length > 0 ? Math.max(...read) : new Date(p.createdAt).getTime());
}

/** Whether a profile last read at `updatedAt` is out of date: more than `staleDays` before `now` (exactly that long is not yet). */
export function isStale(updatedAt: Date, freshness: Freshness): boolean {
  return new Date(updatedAt).getTime() < freshness.now.getTime() - freshness.staleDays * DAY_MS;
}
