import { SAMPLE_SOURCE, type FactName, type FactOrigin } from './profile.entity';

/**
 * How old a profile is (docs/decisions.md, "Retention"): when it was last read from a source, and
 * whether that is longer ago than PROFILE_STALE_DAYS, so that cards and exports mark it out of
 * date; and the moment its experience is counted at (experienceAsOf). Pure: the card
 * (profile-card.ts), the profile (profile.service.ts) and the export (lists/list-export.ts) read it here.
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
  // The facts of one reading share its fetchedAt: each time written is parsed once in a row.
  let lastText: string | undefined;
  let lastAt = NaN;
  for (const origin of Object.values(provenance ?? {})) {
    if (origin && origin.fetchedAt !== lastText) {
      lastText = origin.fetchedAt;
      lastAt = Date.parse(origin.fetchedAt);
    }
    const at = origin ? lastAt : NaN;
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

/**
 * The month every sample career was drawn up to ('YYYY-MM'; the generator's reference month,
 * seed/calendar.ts): a sample person's current role ends there, and what they say of themselves
 * ('with 9 years of experience') is as of then.
 */
export const SAMPLE_CAREERS_UP_TO = '2025-10';

/**
 * When a profile's experience is counted (docs/decisions.md, "Search results": years of
 * experience), so that the months stored for the search, the card's years check, the card, the
 * profile and its analysis, and the person's own summary state one figure however long ago the
 * profile was written:
 * - a sample person: the month their career was drawn up to (never later than now);
 * - a person read from a source (an import, a provider): when their facts were last read (the
 *   newest fetchedAt of their facts, never later than now), which is when the writer counted the
 *   months it stored (imports/import-writer.repository.ts). Their current role is "present" as of
 *   that reading, not as of today; a refresh or a newer file counts it again;
 * - otherwise (no fact says when it was read): now.
 */
export function experienceAsOf(p: { source: string; newestFetchedAt?: Date | null }, now: Date): Date {
  const countedAt = p.source === SAMPLE_SOURCE ? new Date(`${SAMPLE_CAREERS_UP_TO}-01T00:00:00.000Z`) : p.newestFetchedAt;
  if (!countedAt) return now;
  const at = new Date(countedAt);
  return at.getTime() < now.getTime() ? at : now;
}
