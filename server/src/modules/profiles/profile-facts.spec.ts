import { isStale, lastUpdatedAt, newestFetchedAt } from './profile-facts';

const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const FRESHNESS = { now: NOW, staleDays: 365 };

describe("a profile's age (PROFILE_STALE_DAYS)", () => {
  it('is the later of its last refresh and the newest reading of its facts, else when it was added', () => {
    const createdAt = daysAgo(900);
    expect(lastUpdatedAt({ refreshedAt: null, newestFetchedAt: null, createdAt })).toEqual(createdAt);
    expect(lastUpdatedAt({ refreshedAt: daysAgo(10), newestFetchedAt: daysAgo(400), createdAt })).toEqual(daysAgo(10));
    // Imported again since the last refresh: the import counts.
    expect(lastUpdatedAt({ refreshedAt: daysAgo(500), newestFetchedAt: daysAgo(40), createdAt })).toEqual(daysAgo(40));
    expect(lastUpdatedAt({ refreshedAt: null, newestFetchedAt: daysAgo(600), createdAt })).toEqual(daysAgo(600));
  });

  it("reads the newest fetchedAt of the facts' origins, none for a profile without them", () => {
    expect(newestFetchedAt({})).toBeNull();
    expect(newestFetchedAt(null)).toBeNull();
    expect(
      newestFetchedAt({
        name: { source: 'crm', recordId: '1', fetchedAt: '2025-01-02T00:00:00.000Z' },
        role: { source: 'pdl', recordId: 'x', fetchedAt: '2026-03-04T05:06:07.000Z' },
        skills: { source: 'crm', recordId: '1', fetchedAt: 'not a date' },
      }),
    ).toEqual(new Date('2026-03-04T05:06:07.000Z'));
  });

  it('reads every fetchedAt, the same one many times over or not', () => {
    const at = (fetchedAt: string) => ({ source: 'pdl', recordId: 'x', fetchedAt });
    expect(
      newestFetchedAt({
        name: at('2025-01-02T00:00:00.000Z'),
        role: at('2025-01-02T00:00:00.000Z'),
        skills: at('not a date'),
        summary: at('not a date'),
        headline: at('2024-01-02T00:00:00.000Z'),
        location: at('2025-06-01T00:00:00.000Z'),
        industry: at('2025-06-01T00:00:00.000Z'),
      }),
    ).toEqual(new Date('2025-06-01T00:00:00.000Z'));
    expect(newestFetchedAt({ name: at('not a date'), role: at('not a date') })).toBeNull();
  });

  it('is out of date past the age, not at it', () => {
    expect(isStale(daysAgo(364), FRESHNESS)).toBe(false);
    expect(isStale(daysAgo(365), FRESHNESS)).toBe(false);
    expect(isStale(daysAgo(366), FRESHNESS)).toBe(true);
    expect(isStale(daysAgo(100), { now: NOW, staleDays: 90 })).toBe(true);
  });
});
