import { FACTORY_LOCATION, newProfile, type NewProfile } from './factories';
import { signUp, startTestServer, type TestServer } from './helpers';
import { limit } from './time-limits';

/**
 * Constraints read as a recruiter means them (issue 34): remote work and relocation where the
 * profile says so, a skill met by the skills that contain it, an industry met by the role when
 * the company's industry is unknown, and near misses (a related industry, a skill of the family)
 * explained on the card. Over HTTP, with people of this file's own invented role ('Snarfwick
 * Wrangler', in no vocabulary and no other test), so every count is exact.
 */
let t: TestServer;
let token: string;
let remote: NewProfile;
let relocating: NewProfile;
let plain: NewProfile;
let seller: NewProfile;
let banker: NewProfile;

const ROLE = 'Snarfwick Wrangler';

interface Check {
  kind: string;
  label: string;
  met: boolean;
  near: boolean;
  detail: string | null;
}
interface Found {
  exactTotal: number;
  closestTotal: number;
  profiles: Array<{ id: string; match: { exact: boolean; constraints: Check[] } | null }>;
  interpretation: { chips: Array<{ kind: string; label: string; text: string; key: string; excludes: boolean }> } | null;
}

const SEARCH = `query Search($input: SearchInput!) {
  searchProfiles(input: $input) {
    exactTotal closestTotal
    profiles { id match { exact constraints { kind label met near detail } } }
    interpretation { chips { kind label text key excludes } }
  }
}`;

async function search(input: Record<string, unknown>): Promise<Found> {
  const r = await t.gql(SEARCH, { input }, { token });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.searchProfiles as Found;
}

const exactIds = (f: Found) => f.profiles.filter((p) => p.match?.exact).map((p) => p.id);
const check = (f: Found, id: string, kind: string) => f.profiles.find((p) => p.id === id)?.match?.constraints.find((c) => c.kind === kind);

beforeAll(async () => {
  t = await startTestServer();
  token = (await signUp(t)).token;
  const role = (location: string) => ({ title: ROLE, company: 'Vexmoor Gizmoworks', location, start: '2021-03', end: null });
  remote = await newProfile(t.ds, { currentTitle: ROLE, workExperiences: [role('Remote')] });
  relocating = await newProfile(t.ds, {
    currentTitle: ROLE,
    summary: 'Wrangles snarfwicks at scale. Open to relocation within Europe.',
    workExperiences: [role(FACTORY_LOCATION)],
  });
  plain = await newProfile(t.ds, { currentTitle: ROLE, workExperiences: [role(FACTORY_LOCATION)] });
  // Sells SaaS; the index knows no industry for the company.
  seller = await newProfile(t.ds, {
    currentTitle: ROLE,
    skills: ['SaaS Sales', 'Snarfwick Handling'],
    workExperiences: [role(FACTORY_LOCATION)],
  });
  // At a bank: a related industry to fintech.
  banker = await newProfile(t.ds, { currentTitle: ROLE, industry: 'banking', workExperiences: [role(FACTORY_LOCATION)] });
  // The skills of the index as suggestions and containment read them (refreshed within a minute in the app).
  await t.ds.query('REFRESH MATERIALIZED VIEW CONCURRENTLY search_terms');
}, limit(120_000));
afterAll(() => t.close());

describe('remote and relocation', () => {
  it('reads "remote" as a chip and lists only people whose current role is remote', async () => {
    const found = await search({ type: 'ai', query: 'remote snarfwick wranglers', page: 1 });
    expect(found.interpretation?.chips).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'remote', label: 'Remote', text: 'remote' })]),
    );
    expect(exactIds(found)).toEqual([remote.id]);
    // The others miss only the remote wish: closest matches, explained.
    expect(check(found, plain.id, 'remote')).toMatchObject({ met: false, detail: `Works in ${FACTORY_LOCATION}` });
  });

  it('rules remote roles out with NOT remote, closest matches included', async () => {
    const found = await search({ type: 'ai', query: 'snarfwick wranglers NOT remote', page: 1 });
    const chip = found.interpretation?.chips.find((c) => c.kind === 'remote');
    expect(chip).toMatchObject({ label: 'Not remote', key: 'not:remote', excludes: true });
    const ids = found.profiles.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([relocating.id, plain.id]));
    expect(ids).not.toContain(remote.id);
  });

  it('reads "willing to relocate" with a place as living there or open to moving there', async () => {
    const found = await search({ type: 'ai', query: 'snarfwick wranglers willing to relocate to Berlin', page: 1 });
    expect(found.interpretation?.chips.map((c) => c.kind)).toEqual(expect.arrayContaining(['location', 'relocation']));
    // Relocation is part of the place here: its chip toggles the place's must-have.
    expect(found.interpretation?.chips.find((c) => c.kind === 'relocation')?.key).toBe('location');
    expect(exactIds(found)).toEqual([relocating.id]);
    expect(check(found, relocating.id, 'location')).toMatchObject({ met: true, detail: 'Testville, open to relocation' });
  });

  it('lists the people living in the place before those who would move there', async () => {
    const local = await newProfile(t.ds, {
      currentTitle: ROLE,
      city: 'Hamburg',
      country: 'Germany',
      countryCode: 'DE',
      summary: 'Wrangles.',
      workExperiences: [{ title: ROLE, company: 'Vexmoor Gizmoworks', location: 'Hamburg, Germany', start: '2021-03', end: null }],
    });
    // Hamburg, a search no other test asks (answers are cached for a while).
    const found = await search({ type: 'ai', query: 'snarfwick wranglers in Hamburg open to relocation', page: 1 });
    // The one in Hamburg has the thinner profile (no summary to speak of), so it is first only for living there.
    expect(exactIds(found)).toEqual([local.id, relocating.id]);
  });

  it('reads "open to relocation" alone as its own constraint', async () => {
    const found = await search({ type: 'ai', query: 'snarfwick wranglers open to relocation', page: 1 });
    expect(exactIds(found)).toEqual([relocating.id]);
    expect(found.interpretation?.chips.find((c) => c.kind === 'relocation')?.key).toBe('relocation');
    expect(check(found, relocating.id, 'relocation')).toMatchObject({ met: true, label: 'Open to relocation' });
  });

  it('takes both as build filters, over GraphQL and REST', async () => {
    const found = await search({ type: 'build', filters: { keywords: 'snarfwick', remote: true }, page: 1 });
    expect(exactIds(found)).toEqual([remote.id]);
    // The history keeps the filter, and says it in words.
    const history = await t.gql(
      'query { searchHistory(page: 1, pageSize: 1) { items { searchTerm filters { remote openToRelocation } } } }',
      undefined,
      { token },
    );
    expect(history.body.data.searchHistory.items[0]).toEqual({
      searchTerm: 'snarfwick; Remote',
      filters: { remote: true, openToRelocation: null },
    });
    const rest = await t.rest('GET', '/api/search/profiles?type=build&keywords=snarfwick&openToRelocation=true', undefined, { token });
    expect(rest.status).toBe(200);
    expect((rest.body.data as Array<{ id: string; match: { exact: boolean } }>).filter((p) => p.match.exact).map((p) => p.id)).toEqual([
      relocating.id,
    ]);
    const bad = await t.rest('GET', '/api/search/profiles?type=build&keywords=snarfwick&remote=perhaps', undefined, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message ?? JSON.stringify(bad.body)).toMatch(/remote is true or false/);
  });
});

describe('skills and industries as a recruiter means them', () => {
  it('meets a skill by a skill containing it, and says so on the card', async () => {
    const found = await search({ type: 'build', filters: { keywords: 'snarfwick', skills: ['SaaS'] }, page: 1 });
    expect(exactIds(found)).toEqual([seller.id]);
    expect(check(found, seller.id, 'skill')).toMatchObject({ met: true, label: 'SaaS', detail: 'As SaaS Sales' });
  });

  it('meets an industry by the role when the company has none known, and ranks a related industry as a near miss', async () => {
    const saas = await search({ type: 'build', filters: { keywords: 'snarfwick', industries: ['SaaS'] }, page: 1 });
    expect(exactIds(saas)).toEqual([seller.id]);
    expect(check(saas, seller.id, 'industry')).toMatchObject({ met: true, detail: 'By role: SaaS Sales' });

    const fintech = await search({
      type: 'build',
      filters: { keywords: 'snarfwick', industries: ['Fintech'] },
      page: 1,
      mustHave: ['keywords'],
    });
    expect(exactIds(fintech)).toEqual([]);
    // The bank's person comes first of the closest matches: a related industry is nearer than none.
    expect(fintech.profiles[0].id).toBe(banker.id);
    expect(check(fintech, banker.id, 'industry')).toMatchObject({ met: false, near: true, detail: 'Banking, a related industry' });
    // Anyone else misses it plainly: no related industry, no role in it.
    const construction = await search({
      type: 'build',
      filters: { keywords: 'snarfwick', industries: ['Construction'] },
      page: 1,
      mustHave: ['keywords'],
    });
    expect(construction.profiles.length).toBeGreaterThan(0);
    for (const p of construction.profiles)
      expect(check(construction, p.id, 'industry')).toMatchObject({ met: false, near: false, detail: null });
    // A met check is never near.
    expect(check(saas, seller.id, 'industry')?.near).toBe(false);
  });

  it('ranks a recent past company above an older one among closest matches', async () => {
    const [{ id: companyId, name }]: Array<{ id: number; name: string }> = await t.ds.query(
      'SELECT id, name FROM companies ORDER BY id LIMIT 1',
    );
    // The older one has the fuller profile (a summary), so it would come first were recency not counted.
    const recent = await newProfile(t.ds, { currentTitle: ROLE, workExperiences: [], summary: 'Wrangles.' });
    const older = await newProfile(t.ds, {
      currentTitle: ROLE,
      workExperiences: [],
      summary: 'Wrangles snarfwicks of every size for teams across the whole of Testland, year in, year out.',
    });
    // The history's companies, newest first (as every writer keeps them): just before now, and three jobs back.
    await t.ds.query('UPDATE profile_search SET company_ids = $2::int[] WHERE profile_id = $1', [recent.id, [companyId]]);
    await t.ds.query('UPDATE profile_search SET company_ids = $2::int[] WHERE profile_id = $1', [older.id, [-7, -8, companyId]]);
    const found = await search({
      type: 'build',
      filters: { keywords: 'snarfwick', pastCompanies: [name], skills: ['Zentrobics Quuxology'] },
      page: 1,
      mustHave: ['keywords'],
    });
    const ids = found.profiles.map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual([recent.id, older.id]);
  });
});

describe('places beyond the vocabulary: any country, and areas of several', () => {
  // A role of this block's own, so the people above are not counted here.
  const SORTER = 'Quibble Sorter';
  let budapest: NewProfile;
  let graz: NewProfile;
  let lagos: NewProfile;
  let houston: NewProfile;
  const sorter = (city: string, country: string, countryCode: string) =>
    newProfile(t.ds, {
      currentTitle: SORTER,
      city,
      country,
      countryCode,
      workExperiences: [{ title: SORTER, company: 'Vexmoor Gizmoworks', location: `${city}, ${country}`, start: '2020-01', end: null }],
    });
  const LOOKS = `query Search($input: SearchInput!) {
    searchProfiles(input: $input) {
      exactTotal
      profiles { id match { exact constraints { kind label met } } }
      interpretation { locations chips { kind label excludes } }
    }
  }`;
  const look = async (input: Record<string, unknown>) => {
    const r = await t.gql(LOOKS, { input }, { token });
    if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
    const found = r.body.data.searchProfiles as {
      exactTotal: number;
      profiles: Array<{ id: string; match: { exact: boolean; constraints: Array<{ kind: string; label: string; met: boolean }> } | null }>;
      interpretation: { locations: string[]; chips: Array<{ kind: string; label: string; excludes: boolean }> } | null;
    };
    return { ...found, exact: found.profiles.filter((p) => p.match?.exact).map((p) => p.id) };
  };

  beforeAll(async () => {
    // Hungary is no country of the vocabulary (imports bring people from anywhere); Austria and Nigeria are.
    budapest = await sorter('Budapest', 'Hungary', 'HU');
    graz = await sorter('Graz', 'Austria', 'AT');
    lagos = await sorter('Lagos', 'Nigeria', 'NG');
    // Houston is no city of the vocabulary: imports keep it as written.
    houston = await sorter('Houston', 'United States', 'US');
    await t.services.suggestions.refresh();
  }, limit(60_000));

  it("reads any country by its name, the vocabulary's or not, in the query and as a filter", async () => {
    const asked = await look({ type: 'ai', query: `${SORTER}s in Hungary`, page: 1 });
    expect(asked.exact).toEqual([budapest.id]);
    expect(asked.interpretation?.chips).toContainEqual({ kind: 'location', label: 'Hungary', excludes: false });
    for (const locations of [['Hungary'], ['Budapest, Hungary']]) {
      const built = await look({ type: 'build', filters: { titles: [SORTER], locations }, page: 1 });
      expect(built.exact).toEqual([budapest.id]);
    }
  });

  it('reads an area as its countries, shown and checked by its name', async () => {
    const dach = await look({ type: 'ai', query: `${SORTER}s in DACH`, page: 1 });
    expect(dach.exact).toEqual([graz.id]);
    expect(dach.interpretation?.locations).toEqual(['DACH']);
    expect(dach.profiles.find((p) => p.id === graz.id)?.match?.constraints).toContainEqual({ kind: 'location', label: 'DACH', met: true });
    // 'EMEA' was read as a typo of 'EMBA' (an MBA) before areas were known.
    const emea = await look({ type: 'ai', query: `${SORTER}s in EMEA`, page: 1 });
    expect(emea.exact.sort()).toEqual([budapest.id, graz.id, lagos.id].sort());
    expect(emea.interpretation?.chips.map((c) => c.kind)).not.toContain('degree');
    // As a build filter, by the name the interpretation gives it.
    const built = await look({ type: 'build', filters: { titles: [SORTER], locations: ['Latin America', 'Nordics'] }, page: 1 });
    expect(built.exact).toEqual([]);
    const europe = await look({ type: 'build', filters: { titles: [SORTER], locations: ['Europe'] }, page: 1 });
    expect(europe.exact.sort()).toEqual([budapest.id, graz.id].sort());
  });

  it('rules an area out with "not in"', async () => {
    const found = await look({ type: 'ai', query: `${SORTER}s not in Europe`, page: 1 });
    expect(found.interpretation?.chips).toContainEqual({ kind: 'location', label: 'Not in Europe', excludes: true });
    expect(found.exact.sort()).toEqual([lagos.id, houston.id].sort());
  });

  it("reads a country's region as its cities and the people a source placed in it, in the query and as a filter", async () => {
    // A town no region lists, and a place that is the region alone, as imports keep them (region set).
    const lubbock = await newProfile(t.ds, {
      currentTitle: SORTER,
      city: 'Lubbock',
      country: 'United States',
      countryCode: 'US',
      region: 'Texas',
    });
    const texan = await newProfile(t.ds, { currentTitle: SORTER, city: '', country: 'United States', countryCode: 'US', region: 'Texas' });
    const texasPeople = [houston.id, lubbock.id, texan.id].sort();
    const texas = await look({ type: 'ai', query: `${SORTER}s in Texas`, page: 1 });
    expect(texas.exact.sort()).toEqual(texasPeople);
    expect(texas.interpretation?.locations).toEqual(['Texas']);
    expect(texas.profiles.find((p) => p.id === houston.id)?.match?.constraints).toContainEqual({
      kind: 'location',
      label: 'Texas',
      met: true,
    });
    expect((await look({ type: 'build', filters: { titles: [SORTER], locations: ['Texas'] }, page: 1 })).exact.sort()).toEqual(texasPeople);
    expect((await look({ type: 'ai', query: `${SORTER}s in California`, page: 1 })).exact).toEqual([]);
    // The rest of the United States is not Texas; the country holds them all.
    expect((await look({ type: 'ai', query: `${SORTER}s in the United States`, page: 1 })).exact.sort()).toEqual(texasPeople);
    expect((await look({ type: 'ai', query: `${SORTER}s not in Texas`, page: 1 })).exact).not.toContain(lubbock.id);
  });

  it('suggests countries the index holds beyond the vocabulary, and areas, with their people', async () => {
    const suggest = async (text: string) => {
      const r = await t.gql(
        `query($text: String!) { searchSuggestions(text: $text, kinds: [location]) { value people } }`,
        { text },
        { token },
      );
      expect(r.body.errors).toBeUndefined();
      return r.body.data.searchSuggestions as Array<{ value: string; people: number }>;
    };
    expect(await suggest('hunga')).toContainEqual({ value: 'Hungary', people: 1 });
    const dach = (await suggest('dac')).find((s) => s.value === 'DACH');
    expect(dach?.people).toBeGreaterThanOrEqual(1);
    const texas = (await suggest('texa')).find((s) => s.value === 'Texas');
    expect(texas?.people).toBeGreaterThanOrEqual(1);
  });
});

describe('personal traits', () => {
  it('leaves gender and age out of an AI search and says so, over GraphQL and REST', async () => {
    // A role the reader knows: a trait word is left out where it describes the role asked for.
    const query = 'young female recruiters under 30 in Amsterdam';
    const asked = await t.gql(
      `query($input: SearchInput!) { searchProfiles(input: $input) { exactTotal interpretation { leftOutTraits chips { kind } } } }`,
      { input: { type: 'ai', query, page: 1 } },
      { token },
    );
    expect(asked.body.errors).toBeUndefined();
    const found = asked.body.data.searchProfiles;
    expect(found.interpretation.leftOutTraits).toEqual(['young', 'female', 'under 30']);
    // The role and the place alone are searched: the people a search without the traits finds.
    expect(found.interpretation.chips.map((c: { kind: string }) => c.kind)).toEqual(['title', 'location']);
    const plainSearch = await search({ type: 'ai', query: 'recruiters in Amsterdam', page: 1 });
    expect(plainSearch.exactTotal).toBeGreaterThan(0);
    expect(found.exactTotal).toBe(plainSearch.exactTotal);
    const rest = await t.rest('GET', `/api/search/profiles?searchterm=${encodeURIComponent(query)}&page=1&type=ai`, undefined, { token });
    expect(rest.status).toBe(200);
    expect(rest.body.interpretation.leftOutTraits).toEqual(['young', 'female', 'under 30']);
    const none = await t.gql(
      `query($input: SearchInput!) { searchProfiles(input: $input) { interpretation { leftOutTraits } } }`,
      { input: { type: 'ai', query: 'recruiters in Amsterdam', page: 1 } },
      { token },
    );
    expect(none.body.data.searchProfiles.interpretation.leftOutTraits).toEqual([]);
  });
});

describe('build filters read as the AI search reads them', () => {
  const total = async (filters: Record<string, unknown>) => (await search({ type: 'build', filters, page: 1 })).exactTotal;

  it('takes titles, skills and places as recruiters and data providers write them', async () => {
    for (const [typed, meant] of [
      [{ titles: ['Sr. SWE'] }, { titles: ['senior software engineer'] }],
      [{ titles: ['ML Engineer'] }, { titles: ['Machine Learning Engineer'] }],
      [{ skills: ['k8s'] }, { skills: ['Kubernetes'] }],
      [{ skills: ['golang', 'postgres'] }, { skills: ['Go', 'PostgreSQL'] }],
      [{ locations: ['Greater London'] }, { locations: ['London'] }],
      [{ locations: ['San Francisco Bay Area'] }, { locations: ['San Francisco'] }],
    ]) {
      const expected = await total(meant);
      expect(expected).toBeGreaterThan(0);
      expect([typed, await total(typed)]).toEqual([typed, expected]);
    }
    // A title written in German is among the titles it names.
    expect(await total({ titles: ['Softwareentwickler'] })).toBeGreaterThan(0);
  });
});
