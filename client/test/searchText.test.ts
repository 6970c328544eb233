/** How the search results count profiles, and how My Searches dates a search. */
import { formatDated, formatRunTime, newSinceLabel, totalLabel } from '../src/features/search/searchText';

describe('the number of results', () => {
  const totals = (exactTotal: number, closestTotal = 0, totalIsApproximate = false) =>
    totalLabel({ exactTotal, closestTotal, totalIsApproximate });

  it('counts exact matches with thousands separators, one in the singular', () => {
    expect(totals(0)).toBe('0 exact matches');
    expect(totals(1)).toBe('1 exact match');
    expect(totals(1234)).toBe('1,234 exact matches');
  });

  it('says "more than" of closest matches counted among the candidates ranked of a larger pool', () => {
    expect(totalLabel({ exactTotal: 0, closestTotal: 3000, totalIsApproximate: false, closestTotalIsApproximate: true })).toBe(
      '0 exact matches · more than 3,000 closest matches',
    );
    expect(totalLabel({ exactTotal: 4, closestTotal: 10000, totalIsApproximate: false, closestTotalIsApproximate: true })).toBe(
      '4 exact matches · more than 10,000 closest matches',
    );
    expect(totalLabel({ exactTotal: 0, closestTotal: 129, totalIsApproximate: false, closestTotalIsApproximate: false })).toBe(
      '0 exact matches · 129 closest matches',
    );
    expect(totalLabel({ exactTotal: 10000, closestTotal: 0, totalIsApproximate: true }, true)).toBe('More than 10,000 people');
  });

  it('counts people for a lookalike search, whose results are not matches of anything asked', () => {
    expect(totalLabel({ exactTotal: 263, closestTotal: 0, totalIsApproximate: false }, true)).toBe('263 people');
    expect(totalLabel({ exactTotal: 1, closestTotal: 0, totalIsApproximate: false }, true)).toBe('1 person');
  });

  it('counts the closest matches apart from the exact ones, when there are any', () => {
    expect(totals(0, 129)).toBe('0 exact matches · 129 closest matches');
    expect(totals(2, 40)).toBe('2 exact matches · 40 closest matches');
    expect(totals(1, 1)).toBe('1 exact match · 1 closest match');
    expect(totals(12, 0)).toBe('12 exact matches');
  });

  it('says "About" of the count the server only estimates', () => {
    expect(totals(150000, 0, true)).toBe('About 150,000 exact matches');
    expect(totals(12000, 30, true)).toBe('About 12,000 exact matches · 30 closest matches');
    expect(totals(0, 20000, true)).toBe('0 exact matches · about 20,000 closest matches');
  });
});

describe('the date of a past search', () => {
  it('is the short month, the day and the year', () => {
    expect(formatDated('2025-03-04T23:30:00.000Z')).toBe('Mar 4, 2025');
    expect(formatDated('2026-01-15T00:00:00Z')).toBe('Jan 15, 2026');
  });
});

describe("who is new in a saved search's run", () => {
  const since = '2026-11-24T06:01:00.000Z';
  it('counts the new profiles since the run before, or says nothing is new', () => {
    expect(newSinceLabel(12, since)).toBe(`12 new since ${formatRunTime(since)}`);
    expect(newSinceLabel(1234, since)).toBe(`1,234 new since ${formatRunTime(since)}`);
    expect(newSinceLabel(0, since)).toBe(`Nothing new since ${formatRunTime(since)}`);
    expect(newSinceLabel(15000, since, true)).toBe(`About 15,000 new since ${formatRunTime(since)}`);
  });
  it('dates a run to the minute', () => {
    expect(formatRunTime(since)).toMatch(/^Nov 24, 2026, \d{1,2}:01 (AM|PM)$/);
  });
});
