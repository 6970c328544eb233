/** How the search results count profiles, and how My Searches dates a search. */
import { formatDated, totalLabel } from '../src/features/search/searchText';

describe('the number of results', () => {
  it('counts profiles with thousands separators, one profile in the singular', () => {
    expect(totalLabel(0, false)).toBe('0 profiles');
    expect(totalLabel(1, false)).toBe('1 profile');
    expect(totalLabel(1234, false)).toBe('1,234 profiles');
  });

  it('says "About" when the server only estimates the total', () => {
    expect(totalLabel(150000, true)).toBe('About 150,000 profiles');
  });
});

describe('the date of a past search', () => {
  it('is the short month, the day and the year', () => {
    expect(formatDated('2025-03-04T23:30:00.000Z')).toBe('Mar 4, 2025');
    expect(formatDated('2026-01-15T00:00:00Z')).toBe('Jan 15, 2026');
  });
});
