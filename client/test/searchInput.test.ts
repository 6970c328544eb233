/**
 * What the server is sent: the address's search as searchProfiles' variables (only the criteria
 * that are set, nothing when the address asks for no search) and as a saved search keeps it.
 */
import { emptyFilters } from '../src/features/search/searchFilters';
import { defaultSavedName, savedSearchInput, toFiltersInput, toSearchInput } from '../src/features/search/searchInput';
import { parseSearchParams, type SearchState } from '../src/features/search/searchParams';

/** The search an address asks for. */
function read(path: string): SearchState {
  return parseSearchParams(new URL(path, 'https://talentlens.test').searchParams);
}

describe('what runs', () => {
  it('runs nothing for an AI search without text, a build search without a criterion, a persona search without a preset', () => {
    expect(toSearchInput(read('/search?q=%20%20&page=1&type=ai'))).toBeNull();
    // "Match any skill" alone is not a criterion.
    expect(toSearchInput(read('/search?page=1&type=build&skillsMatch=any'))).toBeNull();
    expect(toSearchInput(read('/search?q=London&page=1&type=persona'))).toBeNull();
  });

  it('sends the server only the criteria that are set', () => {
    expect(toSearchInput(read('/search?page=2&type=build&locations=Berlin&skills=Python&skillsMatch=all&yearsTo=8'))).toEqual({
      type: 'build',
      page: 2,
      filters: { locations: ['Berlin'], skills: ['Python'], yearsTo: 8 },
    });
    expect(toSearchInput(read('/search?page=1&type=persona&persona=early-manager'))).toEqual({
      type: 'persona',
      persona: 'early-manager',
      page: 1,
    });
  });
});

describe('the work flags sent', () => {
  it('sends remote and openToRelocation only when they are on', () => {
    expect(toSearchInput(read('/search?page=1&type=build&titles=SRE&remote=1&openToRelocation=1'))).toEqual({
      type: 'build',
      page: 1,
      filters: { titles: ['SRE'], remote: true, openToRelocation: true },
    });
    const off = toFiltersInput({ ...emptyFilters(), titles: ['SRE'] });
    expect(off).toEqual({ titles: ['SRE'] });
    expect(off).not.toHaveProperty('remote');
    expect(off).not.toHaveProperty('openToRelocation');
    expect(toFiltersInput({ ...emptyFilters(), openToRelocation: true })).toEqual({ openToRelocation: true });
  });

  it('runs a build search with a flag as its only criterion, and with the must-haves chosen for them', () => {
    expect(toSearchInput(read('/search?page=1&type=build&remote=1'))).toEqual({ type: 'build', page: 1, filters: { remote: true } });
    expect(toSearchInput(read('/search?page=1&type=build&openToRelocation=1'))).toEqual({
      type: 'build',
      page: 1,
      filters: { openToRelocation: true },
    });
    expect(toSearchInput(read('/search?page=1&type=build&remote=0'))).toBeNull();
    expect(toSearchInput(read('/search?page=1&type=build&locations=Lisbon&openToRelocation=1&must=relocation'))).toEqual({
      type: 'build',
      page: 1,
      filters: { locations: ['Lisbon'], openToRelocation: true },
      mustHave: ['relocation'],
    });
  });

  it('keeps the flags in a saved search, and names it with them', () => {
    const state = read('/search?page=1&type=build&titles=SRE&locations=Berlin&remote=1&openToRelocation=1');
    expect(savedSearchInput(state)).toMatchObject({
      type: 'build',
      filters: { titles: ['SRE'], locations: ['Berlin'], remote: true, openToRelocation: true },
    });
    expect(defaultSavedName(state)).toBe('SRE, Berlin, Remote, Open to relocation');
    expect(defaultSavedName(read('/search?page=1&type=build&remote=1'))).toBe('Remote');
  });
});

describe('the must-haves sent', () => {
  it('sends the chosen must-haves, an empty list as none, and nothing for the defaults', () => {
    expect(toSearchInput(read('/search?q=SRE&page=1&type=ai&must=location&must=skill%3Akubernetes'))).toEqual({
      type: 'ai',
      query: 'SRE',
      page: 1,
      mustHave: ['location', 'skill:kubernetes'],
    });
    expect(toSearchInput(read('/search?q=SRE&page=1&type=ai&must='))).toEqual({ type: 'ai', query: 'SRE', page: 1, mustHave: [] });
    const defaults = toSearchInput(read('/search?q=SRE&page=1&type=ai'));
    expect(defaults).toEqual({ type: 'ai', query: 'SRE', page: 1 });
    expect(defaults).not.toHaveProperty('mustHave');
  });

  it('sends them with a build search and a persona search, and sends nothing when no search runs', () => {
    expect(toSearchInput(read('/search?page=1&type=build&titles=CTO&skills=Go&must=title'))).toEqual({
      type: 'build',
      page: 1,
      filters: { titles: ['CTO'], skills: ['Go'] },
      mustHave: ['title'],
    });
    expect(toSearchInput(read('/search?page=1&type=persona&persona=early-manager&must='))).toEqual({
      type: 'persona',
      persona: 'early-manager',
      page: 1,
      mustHave: [],
    });
    expect(toSearchInput(read('/search?q=&page=1&type=ai&must=title'))).toBeNull();
  });
});

describe('what a saved search keeps', () => {
  const id = '3f0c2a9e-8f5e-4c1e-9a51-2b7d8c6e1f00';
  const since = '2026-11-24T06:01:00.123Z';

  it('saves what the results page runs, without the page or the run', () => {
    const state = read(`/search?q=&page=3&type=persona&persona=senior-leader&saved=${id}&since=${since}`);
    expect(savedSearchInput(state)).toEqual({ type: 'persona', persona: 'senior-leader', query: undefined, filters: undefined });
    expect(savedSearchInput(read('/search?q=&page=1&type=ai'))).toBeNull();
  });

  it('keeps the must-haves chosen (none included), and leaves them out for the defaults', () => {
    expect(savedSearchInput(read('/search?q=SRE&page=1&type=ai&must=skill%3Ago'))).toEqual({
      type: 'ai',
      query: 'SRE',
      mustHave: ['skill:go'],
    });
    expect(savedSearchInput(read('/search?q=SRE&page=1&type=ai&must='))).toMatchObject({ mustHave: [] });
    expect(savedSearchInput(read('/search?q=SRE&page=1&type=ai'))).not.toHaveProperty('mustHave');
  });
});
