/**
 * A search lives in the address: what the address says is what runs, and every search the app
 * writes reads back as the same search (bookmarks, shared links, My Searches).
 */
import { type BuildFilters, emptyFilters } from '../src/features/search/searchFilters';
import { toSearchInput } from '../src/features/search/searchInput';
import {
  historyItemPath,
  parseSearchParams,
  profileLinkPath,
  savedSearchPath,
  type SearchState,
  searchPath,
  similarSearchPath,
  withPage,
} from '../src/features/search/searchParams';
import { searchUrl } from '../src/features/search/searchTypes';

/** The search an address asks for. */
function read(path: string): SearchState {
  const url = new URL(path, 'https://talentlens.test');
  expect(url.pathname).toBe('/search');
  return parseSearchParams(url.searchParams);
}

function filters(set: Partial<BuildFilters>): BuildFilters {
  return { ...emptyFilters(), ...set };
}

describe('the address of a search', () => {
  it('writes an AI search as the dashboard does: q, page, type, spaces as %20', () => {
    const path = searchPath({ type: 'ai', page: 1, query: 'software engineers in London' });
    expect(path).toBe('/search?q=software%20engineers%20in%20London&page=1&type=ai');
    expect(searchUrl('software engineers in London', 'ai')).toBe(path);
  });

  it('writes a build search with its filters, lists as repeated parameters, and only what is set', () => {
    const path = searchPath({
      type: 'build',
      page: 2,
      filters: filters({
        titles: ['Engineering Manager', 'CTO'],
        locations: ['Berlin'],
        skills: ['Python', 'Go'],
        skillsMatch: 'any',
        seniorities: ['senior', 'lead'],
        yearsFrom: 5,
        keywords: '"product manager" AND (fintech OR payments)',
      }),
    });
    expect(path).toBe(
      '/search?page=2&type=build&titles=Engineering%20Manager&titles=CTO&locations=Berlin&skills=Python&skills=Go' +
        '&seniorities=senior&seniorities=lead&skillsMatch=any&yearsFrom=5' +
        '&keywords=%22product%20manager%22%20AND%20(fintech%20OR%20payments)',
    );
  });

  it('writes the work flags as remote=1 and openToRelocation=1, and leaves them out when off', () => {
    expect(searchPath({ type: 'build', page: 1, filters: filters({ titles: ['SRE'], remote: true, openToRelocation: true }) })).toBe(
      '/search?page=1&type=build&titles=SRE&remote=1&openToRelocation=1',
    );
    expect(searchPath({ type: 'build', page: 1, filters: filters({ titles: ['SRE'], openToRelocation: true }) })).toBe(
      '/search?page=1&type=build&titles=SRE&openToRelocation=1',
    );
    expect(searchPath({ type: 'build', page: 1, filters: filters({ titles: ['SRE'] }) })).toBe('/search?page=1&type=build&titles=SRE');
  });

  it('writes a persona search with its preset and the text that narrows it', () => {
    expect(searchPath({ type: 'persona', page: 1, persona: 'early-manager', query: 'London' })).toBe(
      '/search?q=London&page=1&type=persona&persona=early-manager',
    );
  });

  it.each<[string, Partial<SearchState> & { type: SearchState['type'] }]>([
    ['an AI search', { type: 'ai', page: 3, query: 'data scientists who worked at Stripe' }],
    ['a persona search', { type: 'persona', page: 1, persona: 'senior-leader', query: 'in Paris' }],
    [
      'a build search with every filter',
      {
        type: 'build',
        page: 7,
        filters: filters({
          keywords: 'kubernetes -intern',
          titles: ['SRE'],
          locations: ['London', 'Remote'],
          currentCompanies: ['Acme'],
          pastCompanies: ['Google'],
          industries: ['Fintech'],
          skills: ['Go'],
          skillsMatch: 'any',
          seniorities: ['executive'],
          yearsFrom: 2,
          yearsTo: 10,
          schools: ['University of Oxford'],
          remote: true,
          openToRelocation: true,
        }),
      },
    ],
    ['a build search with only the remote flag', { type: 'build', page: 1, filters: filters({ remote: true }) }],
    [
      'a build search with the work flags nice-to-haves',
      {
        type: 'build',
        page: 1,
        filters: filters({ locations: ['Lisbon'], remote: true, openToRelocation: true }),
        mustHave: ['location'],
      },
    ],
    [
      'an AI search with chosen must-haves',
      { type: 'ai', page: 2, query: 'SRE in Berlin with Kubernetes', mustHave: ['location', 'skill:kubernetes'] },
    ],
    ['an AI search whose must-haves are all nice-to-haves', { type: 'ai', page: 1, query: 'SRE in Berlin', mustHave: [] }],
    [
      'a persona search with a must-have',
      { type: 'persona', page: 1, persona: 'early-manager', query: 'in Paris', mustHave: ['location'] },
    ],
    [
      'a build search with some filters nice-to-haves',
      { type: 'build', page: 1, filters: filters({ titles: ['SRE'], skills: ['Go'], yearsFrom: 3 }), mustHave: ['title', 'years'] },
    ],
  ])('reads %s back exactly as it was written', (_name, search) => {
    const state = read(searchPath(search));
    expect(state).toEqual({
      type: search.type,
      page: search.page,
      query: search.query ?? '',
      persona: search.persona ?? null,
      filters: search.filters ?? emptyFilters(),
      mustHave: search.mustHave ?? null,
    });
    expect(searchPath(state)).toBe(searchPath(search));
  });

  it('writes the must-haves as repeated `must` parameters after the search, `must=` alone for none, nothing for the defaults', () => {
    expect(searchPath({ type: 'ai', page: 1, query: 'SRE', mustHave: ['title', 'skill:kubernetes'] })).toBe(
      '/search?q=SRE&page=1&type=ai&must=title&must=skill%3Akubernetes',
    );
    expect(searchPath({ type: 'ai', page: 1, query: 'SRE', mustHave: [] })).toBe('/search?q=SRE&page=1&type=ai&must=');
    expect(searchPath({ type: 'ai', page: 1, query: 'SRE', mustHave: null })).toBe('/search?q=SRE&page=1&type=ai');
    expect(searchPath({ type: 'ai', page: 1, query: 'SRE' })).toBe('/search?q=SRE&page=1&type=ai');
  });

  it('keeps the must-haves on every page of the search', () => {
    const state = read('/search?q=SRE&page=1&type=ai&must=location');
    expect(withPage(state, 3)).toBe('/search?q=SRE&page=3&type=ai&must=location');
  });

  it('keeps a search read as typed (no typo corrected) as asTyped=1, on every page, and sends it', () => {
    const path = searchPath({ type: 'ai', page: 1, query: 'sofware enginer', asTyped: true });
    expect(path).toBe('/search?q=sofware%20enginer&page=1&type=ai&asTyped=1');
    const state = read(path);
    expect(state.asTyped).toBe(true);
    expect(withPage(state, 2)).toBe('/search?q=sofware%20enginer&page=2&type=ai&asTyped=1');
    expect(toSearchInput(state)).toEqual({ type: 'ai', query: 'sofware enginer', page: 1, asTyped: true });
    // Without it, and never for a build search: the server corrects typos by default.
    expect(read('/search?q=sofware&page=1&type=ai').asTyped).toBeUndefined();
    expect(read('/search?page=1&type=build&titles=x&asTyped=1').asTyped).toBeUndefined();
    expect(toSearchInput(read('/search?q=sofware&page=1&type=ai'))).toEqual({ type: 'ai', query: 'sofware', page: 1 });
  });

  it('moves to another page of the same search', () => {
    const state = read('/search?q=nurses&page=1&type=ai');
    expect(withPage(state, 4)).toBe('/search?q=nurses&page=4&type=ai');
  });
});

describe('reading an address', () => {
  it('takes `query` for `q`, and an AI search when the type is missing or unknown', () => {
    expect(read('/search?query=designers&page=1')).toEqual(expect.objectContaining({ type: 'ai', query: 'designers' }));
    expect(read('/search?q=designers&type=magic').type).toBe('ai');
  });

  it.each([
    ['0', 1],
    ['-3', 1],
    ['two', 1],
    ['2.5', 1],
    ['', 1],
    ['12', 12],
    ['5000', 1000],
  ])('reads page=%s as page %i (the server answers pages 1 to 1000)', (page, expected) => {
    expect(read(`/search?q=x&page=${page}`).page).toBe(expected);
  });

  it("reads the dashboard's box on the build tab (q without keywords) as the keywords", () => {
    const state = read('/search?q=rust%20AND%20wasm&page=1&type=build');
    expect(state.query).toBe('');
    expect(state.filters.keywords).toBe('rust AND wasm');
    expect(toSearchInput(state)).toEqual({ type: 'build', page: 1, filters: { keywords: 'rust AND wasm' } });
  });

  it('keeps the seniority levels it knows, in any case, and drops the rest', () => {
    expect(read('/search?type=build&seniorities=Senior&seniorities=VP&seniorities=wizard').filters.seniorities).toEqual(['senior', 'vp']);
  });

  it('trims list values and drops blanks and repeats (compared without case)', () => {
    expect(read('/search?type=build&titles=%20CTO%20&titles=cto&titles=&titles=Founder').filters.titles).toEqual(['CTO', 'Founder']);
  });

  it('reads no `must` as the defaults (null), `must=` alone as none, and the keys trimmed, without blanks or repeats', () => {
    expect(read('/search?q=x&page=1&type=ai').mustHave).toBeNull();
    expect(read('/search?q=x&page=1&type=ai&must=').mustHave).toEqual([]);
    expect(read('/search?q=x&page=1&type=ai&must=%20title%20&must=&must=title&must=skill:go').mustHave).toEqual(['title', 'skill:go']);
  });

  it('reads the work flags on only as 1, and off when absent or anything else', () => {
    expect(read('/search?type=build&remote=1&openToRelocation=1').filters).toEqual(
      expect.objectContaining({ remote: true, openToRelocation: true }),
    );
    expect(read('/search?type=build&titles=CTO').filters).toEqual(expect.objectContaining({ remote: false, openToRelocation: false }));
    expect(read('/search?type=build&remote=0&openToRelocation=yes').filters).toEqual(
      expect.objectContaining({ remote: false, openToRelocation: false }),
    );
  });

  it('leaves out years of experience that are not whole numbers from 0 to 60', () => {
    const state = read('/search?type=build&titles=CTO&yearsFrom=-1&yearsTo=61');
    expect([state.filters.yearsFrom, state.filters.yearsTo]).toEqual([null, null]);
    expect(read('/search?type=build&yearsFrom=0&yearsTo=60').filters).toEqual(expect.objectContaining({ yearsFrom: 0, yearsTo: 60 }));
  });
});

describe('running a past search again (My Searches)', () => {
  const emptyStored = {
    keywords: null,
    titles: null,
    locations: null,
    currentCompanies: null,
    pastCompanies: null,
    industries: null,
    skills: null,
    skillsMatch: null,
    seniorities: null,
    yearsFrom: null,
    yearsTo: null,
    schools: null,
  };
  const item = {
    searchTerm: 'Titles: recruiter; Locations: Amsterdam',
    persona: null,
    query: null,
    filters: null,
  };

  it('runs an AI search from its text, at page 1', () => {
    expect(historyItemPath({ ...item, type: 'ai', searchTerm: 'designers in Paris' })).toBe(
      '/search?q=designers%20in%20Paris&page=1&type=ai',
    );
  });

  it('runs a build search with the filters it was run with', () => {
    const path = historyItemPath({
      ...item,
      type: 'build',
      filters: {
        __typename: 'SearchFilters',
        titles: ['recruiter'],
        locations: ['Amsterdam'],
        keywords: null,
        currentCompanies: null,
        pastCompanies: null,
        industries: null,
        skills: null,
        skillsMatch: null,
        seniorities: ['senior'],
        yearsFrom: 3,
        yearsTo: null,
        schools: null,
        remote: null,
        openToRelocation: null,
      },
    });
    expect(path).toBe('/search?page=1&type=build&titles=recruiter&locations=Amsterdam&seniorities=senior&yearsFrom=3');
  });

  it('runs a build search with the work flags it was run with', () => {
    // Stored filters as the server answers them once the row's fragment (SearchFilters.graphql) asks for the flags.
    const stored = { __typename: 'SearchFilters' as const, ...emptyStored, locations: ['Lisbon'], remote: true, openToRelocation: true };
    const path = historyItemPath({ ...item, type: 'build', filters: stored });
    expect(path).toBe('/search?page=1&type=build&locations=Lisbon&remote=1&openToRelocation=1');
    // A stored search with only a flag is still that search, not its text as keywords.
    const remoteOnly = { __typename: 'SearchFilters' as const, ...emptyStored, remote: true, openToRelocation: null };
    expect(historyItemPath({ ...item, type: 'build', searchTerm: 'Remote', filters: remoteOnly })).toBe(
      '/search?page=1&type=build&remote=1',
    );
  });

  it('runs a build search kept without filters from its text, as keywords', () => {
    expect(historyItemPath({ ...item, type: 'build', searchTerm: 'golang' })).toBe('/search?page=1&type=build&keywords=golang');
  });

  it('runs a persona search with its preset and its text', () => {
    expect(
      historyItemPath({ ...item, type: 'persona', searchTerm: 'Early manager: in London', persona: 'early-manager', query: 'in London' }),
    ).toBe('/search?q=in%20London&page=1&type=persona&persona=early-manager');
  });

  it('runs a search with the must-haves it was run with: chosen, none, or the defaults', () => {
    const ai = { ...item, type: 'ai' as const, searchTerm: 'SRE in Berlin' };
    expect(historyItemPath({ ...ai, mustHave: ['skill:kubernetes'] })).toBe(
      '/search?q=SRE%20in%20Berlin&page=1&type=ai&must=skill%3Akubernetes',
    );
    expect(historyItemPath({ ...ai, mustHave: [] })).toBe('/search?q=SRE%20in%20Berlin&page=1&type=ai&must=');
    expect(historyItemPath({ ...ai, mustHave: null })).toBe('/search?q=SRE%20in%20Berlin&page=1&type=ai');
    expect(read(historyItemPath({ ...item, type: 'build', searchTerm: 'golang', mustHave: [] }))).toMatchObject({
      filters: expect.objectContaining({ keywords: 'golang' }),
      mustHave: [],
    });
  });
});

describe('finding people like someone', () => {
  it('is an AI search at page 1 for people like their professional-network profile', () => {
    const path = similarSearchPath({ linkedinUsername: 'ada-lovelace-42', sample: false });
    expect(path).toBe('/search?q=people%20like%20https%3A%2F%2Fwww.linkedin.com%2Fin%2Fada-lovelace-42&page=1&type=ai');
    expect(toSearchInput(read(path))).toEqual({ type: 'ai', query: 'people like https://www.linkedin.com/in/ada-lovelace-42', page: 1 });
  });

  it("names a sample person's made-up username on the reserved host, never as a linkedin.com address", () => {
    const path = similarSearchPath({ linkedinUsername: 'ada-lovelace-42', sample: true });
    expect(toSearchInput(read(path))).toEqual({ type: 'ai', query: 'people like https://linkedin.example/in/ada-lovelace-42', page: 1 });
  });

  it('names a person imported without a LinkedIn profile by their username alone, never as a link', () => {
    const path = similarSearchPath({ linkedinUsername: '~hubspot.4711', sample: false });
    expect(toSearchInput(read(path))).toEqual({ type: 'ai', query: 'people like ~hubspot.4711', page: 1 });
  });
});

describe("a saved search's run", () => {
  const id = '3f0c2a9e-8f5e-4c1e-9a51-2b7d8c6e1f00';
  const since = '2026-11-24T06:01:00.123Z';

  it('runs the saved search at page 1 as a new run: no since yet, so the server records it', () => {
    const path = savedSearchPath({ id, type: 'ai', query: 'data scientists in Berlin' });
    expect(path).toBe(`/search?q=data%20scientists%20in%20Berlin&page=1&type=ai&saved=${id}`);
    expect(toSearchInput(read(path))).toEqual({
      type: 'ai',
      query: 'data scientists in Berlin',
      page: 1,
      savedSearchId: id,
      onlyNew: false,
    });
  });

  it("keeps the run's since and 'Show only new' through the pages, and reads them back", () => {
    const state = {
      ...read(savedSearchPath({ id, type: 'build', filters: { titles: ['Data Scientist'], locations: ['Berlin'] } })),
      since,
    };
    const page2 = read(withPage({ ...state, onlyNew: true }, 2));
    expect(page2).toMatchObject({ saved: id, since, onlyNew: true, page: 2 });
    expect(toSearchInput(page2)).toEqual({
      type: 'build',
      filters: { titles: ['Data Scientist'], locations: ['Berlin'] },
      page: 2,
      savedSearchId: id,
      onlyNew: true,
      since,
    });
  });

  it('runs a saved build search with its work flags, and sends them with the run', () => {
    const path = savedSearchPath({ id, type: 'build', filters: { locations: ['Lisbon'], openToRelocation: true, remote: false } });
    expect(path).toBe(`/search?page=1&type=build&locations=Lisbon&openToRelocation=1&saved=${id}`);
    expect(toSearchInput(read(path))).toEqual({
      type: 'build',
      filters: { locations: ['Lisbon'], openToRelocation: true },
      page: 1,
      savedSearchId: id,
      onlyNew: false,
    });
  });

  it('runs a saved search with its must-haves, and sends them with the run', () => {
    const path = savedSearchPath({ id, type: 'ai', query: 'SRE in Berlin', mustHave: ['title'] });
    expect(path).toBe(`/search?q=SRE%20in%20Berlin&page=1&type=ai&must=title&saved=${id}`);
    expect(toSearchInput(read(path))).toEqual({
      type: 'ai',
      query: 'SRE in Berlin',
      page: 1,
      mustHave: ['title'],
      savedSearchId: id,
      onlyNew: false,
    });
    expect(read(savedSearchPath({ id, type: 'ai', query: 'SRE', mustHave: null })).mustHave).toBeNull();
  });

  it('ignores a since that is no time, and since and onlyNew without a saved search', () => {
    expect(read(`/search?q=x&page=1&type=ai&saved=${id}&since=yesterday`).since).toBeNull();
    const plain = read(`/search?q=x&page=1&type=ai&since=${since}&onlyNew=1`);
    expect(plain.saved).toBeUndefined();
    expect(toSearchInput(plain)).toEqual({ type: 'ai', query: 'x', page: 1 });
  });
});

describe('a LinkedIn link pasted into the AI search box', () => {
  it.each([
    ['https://www.linkedin.com/in/jane-doe/', 'jane-doe'],
    ['linkedin.com/in/jane-doe?trk=public_profile', 'jane-doe'],
    ['  http://uk.linkedin.com/in/J%C3%BCrgen-M  ', 'Jürgen-M'],
    // A part of the profile, and its mobile page.
    ['https://www.linkedin.com/in/jane-doe/details/experience/', 'jane-doe'],
    ['https://www.linkedin.com/mwlite/in/jane-doe', 'jane-doe'],
  ])('%s opens the profile %s', (text, username) => {
    const path = profileLinkPath(text)!;
    expect(new URL(path, 'https://talentlens.test').searchParams.get('profile')).toBe(username);
    expect(path.startsWith('/search?profile=')).toBe(true);
  });

  it.each([
    'engineers in Berlin',
    'people like https://www.linkedin.com/in/jane-doe',
    'https://www.linkedin.com/company/acme',
    'https://evil.example/linkedin.com/in/jane',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/in/%E0%A4%A',
  ])('%s is a search, not a profile', (text) => {
    expect(profileLinkPath(text)).toBeNull();
  });
});
