/**
 * The build filters' model (searchFilters.ts): what counts as a criterion, how many filters the
 * folded panel's button counts, how stored filters read back, and each filter's must-have key.
 */
import {
  type BuildFilters,
  countFilters,
  emptyFilters,
  FILTER_MUST_HAVES,
  filtersFromStored,
  filtersMustHave,
  hasFilters,
  niceToHaveFilters,
  setFilterKeys,
} from '../src/features/search/searchFilters';

const filters = (set: Partial<BuildFilters>): BuildFilters => ({ ...emptyFilters(), ...set });

describe('the work flags (remote, open to relocation)', () => {
  it('are off in the empty filters', () => {
    expect(emptyFilters()).toEqual(expect.objectContaining({ remote: false, openToRelocation: false }));
    expect(hasFilters(emptyFilters())).toBe(false);
  });

  it('are each a criterion when on', () => {
    expect(hasFilters(filters({ remote: true }))).toBe(true);
    expect(hasFilters(filters({ openToRelocation: true }))).toBe(true);
  });

  it('each count as one filter', () => {
    expect(countFilters(filters({ remote: true }))).toBe(1);
    expect(countFilters(filters({ remote: true, openToRelocation: true }))).toBe(2);
    expect(countFilters(filters({ titles: ['SRE'], yearsFrom: 2, yearsTo: 5, openToRelocation: true }))).toBe(3);
    expect(countFilters(filters({ remote: false, openToRelocation: false, skills: ['Go'] }))).toBe(1);
  });

  it('read back from stored filters, off when absent or null', () => {
    expect(filtersFromStored({ locations: ['Lisbon'], remote: true, openToRelocation: true })).toEqual(
      filters({ locations: ['Lisbon'], remote: true, openToRelocation: true }),
    );
    expect(filtersFromStored({ titles: ['SRE'], remote: null })).toEqual(filters({ titles: ['SRE'] }));
    expect(filtersFromStored(null)).toEqual(emptyFilters());
  });

  it('are the must-have kinds remote and relocation, named Remote and Open to relocation, after locations', () => {
    expect(FILTER_MUST_HAVES.map(({ key, name }) => ({ key, name }))).toEqual(
      expect.arrayContaining([
        { key: 'remote', name: 'Remote' },
        { key: 'relocation', name: 'Open to relocation' },
      ]),
    );
    expect(setFilterKeys(filters({ locations: ['Lisbon'], remote: true, openToRelocation: true, titles: ['SRE'] }))).toEqual([
      'title',
      'location',
      'remote',
      'relocation',
    ]);
    expect(setFilterKeys(filters({ openToRelocation: true }))).toEqual(['relocation']);
  });

  it('take Must-have boxes like the other filters', () => {
    const set = filters({ locations: ['Lisbon'], remote: true, openToRelocation: true });
    expect(filtersMustHave(set, [])).toBeNull();
    expect(filtersMustHave(set, ['remote'])).toEqual(['location', 'relocation']);
    expect(niceToHaveFilters(set, ['location'])).toEqual(['remote', 'relocation']);
  });
});
