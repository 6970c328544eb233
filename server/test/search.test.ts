import { signUp, startTestServer, TestServer } from './helpers';

/**
 * Search over HTTP against the index the global setup seeded (generated profiles, seed 42).
 * Results are checked against the stored profiles, not against the search's own SQL.
 */
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = (await signUp(t)).token;
});
afterAll(() => t.close());

const SEARCH = `query Search($input: SearchInput!) {
  searchProfiles(input: $input) {
    totalResults totalIsApproximate exactTotal closestTotal page pageSize
    profiles { id fullName snippet location currentTitle currentCompany skills totalExperience experience education match { exact } }
    interpretation { titles seniorities locations skills yearsMin yearsMax pastIndustries keywords chips { kind label text } }
    persona { id name }
  }
}`;

async function gqlSearch(input: Record<string, unknown>, tok = token) {
  const r = await t.gql(SEARCH, { input }, { token: tok });
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data.searchProfiles as {
    totalResults: number;
    totalIsApproximate: boolean;
    exactTotal: number;
    closestTotal: number;
    profiles: Array<{
      id: string;
      location: string;
      currentTitle: string | null;
      skills: string[];
      totalExperience: number;
      match: { exact: boolean } | null;
    }>;
    interpretation: {
      titles: string[];
      locations: string[];
      skills: string[];
      keywords: string | null;
      chips: Array<{ kind: string; text: string }>;
    } | null;
    persona: { id: string } | null;
  };
}

/** The stored search facts of some profiles, read straight from the tables. */
async function facts(ids: string[]) {
  const rows: Array<{
    id: string;
    seniority: number;
    city_key: string;
    country_code: string;
    skill_keys: string[];
    years: number;
    title: string;
    doc_text: string;
  }> = await t.ds.query(
    `SELECT ps.profile_id::text AS id, ps.seniority, ps.city_key, ps.country_code, ps.skill_keys, ps.years, p.current_title AS title,
              lower(p.first_name || ' ' || p.last_name || ' ' || coalesce(p.current_title, '') || ' ' || p.headline || ' ' || p.summary || ' ' ||
                    array_to_string(p.skills, ' ') || ' ' || p.work_experiences::text) AS doc_text
         FROM profile_search ps JOIN profiles p ON p.id = ps.profile_id WHERE ps.profile_id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

describe('searching', () => {
  it('answers a blank query with no results and records nothing, on both transports', async () => {
    const { token: fresh } = await signUp(t);
    expect(await gqlSearch({ type: 'ai', query: '   ' }, fresh)).toMatchObject({ totalResults: 0, profiles: [] });
    const rest = await t.rest('GET', '/api/search/profiles?searchterm=&page=1', undefined, { token: fresh });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'success', data: [], totalResults: 0 });
    expect(await gqlSearch({ type: 'build', filters: {} }, fresh)).toMatchObject({ totalResults: 0 });
    const history = await t.rest('GET', '/api/users/searches', undefined, { token: fresh });
    expect(history.body).toEqual({ status: 'success', data: [] });
  });

  it('reads an AI query into constraints and every result satisfies them', async () => {
    const r = await gqlSearch({ type: 'ai', query: 'senior software engineers in London' });
    expect(r.interpretation?.locations).toEqual(['London, United Kingdom']);
    expect(r.totalResults).toBeGreaterThan(0);
    const stored = await facts(r.profiles.map((p) => p.id));
    for (const p of r.profiles) {
      const f = stored.get(p.id)!;
      expect(f.city_key).toBe('london');
      expect(f.seniority).toBe(2); // senior
      expect(f.title.toLowerCase()).toMatch(/engineer/);
    }
  });

  it('returns the spec search response over REST, with the interpretation', async () => {
    const r = await t.rest(
      'GET',
      `/api/search/profiles?searchterm=${encodeURIComponent('recruiters in Berlin')}&page=1&type=ai`,
      undefined,
      { token },
    );
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    expect(Array.isArray(r.body.data)).toBe(true);
    expect(r.body.data.length).toBeGreaterThan(0);
    expect(r.body.data.length).toBeLessThanOrEqual(10);
    expect(typeof r.body.totalResults).toBe('number');
    expect(r.body.data[0]).toEqual(
      expect.objectContaining({
        firstName: expect.any(String),
        lastName: expect.any(String),
        snippet: expect.any(String),
        linkedinUsername: expect.any(String),
        location: expect.stringMatching(/Berlin/),
      }),
    );
    expect(r.body.interpretation.locations).toEqual(['Berlin, Germany']);
  });

  it('honours boolean operators', async () => {
    const kw = (keywords: string) => gqlSearch({ type: 'build', filters: { keywords } }).then((r) => r.totalResults);
    const java = await kw('java');
    const python = await kw('python');
    const javaOrPython = await kw('java OR python');
    const javaAndPython = await kw('java AND python');
    const javaNotPython = await kw('java -python');
    const javaNotPython2 = await kw('java NOT python');
    expect(java).toBeGreaterThan(0);
    expect(python).toBeGreaterThan(0);
    expect(javaOrPython).toBeGreaterThan(Math.max(java, python));
    expect(javaAndPython).toBeLessThan(Math.min(java, python));
    expect(javaNotPython).toBe(java - javaAndPython);
    expect(javaNotPython2).toBe(javaNotPython);
    // Parentheses group: (java OR python) AND kubernetes is within both halves.
    const grouped = await kw('(java OR python) AND kubernetes');
    expect(grouped).toBeLessThanOrEqual(javaOrPython);
    expect(grouped).toBeLessThanOrEqual(await kw('kubernetes'));
    // A quoted phrase is stricter than its words.
    expect(await kw('"machine learning"')).toBeLessThanOrEqual(await kw('machine learning'));
  });

  it('combines build filters, each narrowing the set', async () => {
    const base = await gqlSearch({ type: 'build', filters: { titles: ['engineer'] } });
    const located = await gqlSearch({ type: 'build', filters: { titles: ['engineer'], locations: ['Germany'] } });
    const skilled = await gqlSearch({ type: 'build', filters: { titles: ['engineer'], locations: ['Germany'], skills: ['python'] } });
    const senior = await gqlSearch({
      type: 'build',
      filters: { titles: ['engineer'], locations: ['Germany'], skills: ['python'], yearsFrom: 5 },
    });
    expect(base.totalResults).toBeGreaterThan(located.totalResults);
    expect(located.totalResults).toBeGreaterThan(skilled.totalResults);
    expect(skilled.totalResults).toBeGreaterThanOrEqual(senior.totalResults);
    expect(senior.totalResults).toBeGreaterThan(0);
    const stored = await facts(senior.profiles.map((p) => p.id));
    for (const p of senior.profiles) {
      const f = stored.get(p.id)!;
      expect(f.country_code).toBe('DE');
      expect(f.skill_keys).toContain('python');
      expect(f.years).toBeGreaterThanOrEqual(5);
      expect(f.title.toLowerCase()).toContain('engineer');
    }
    // any-of skills is at least as broad as all-of.
    const all = await gqlSearch({ type: 'build', filters: { skills: ['python', 'go'] } });
    const any = await gqlSearch({ type: 'build', filters: { skills: ['python', 'go'], skillsMatch: 'any' } });
    expect(any.totalResults).toBeGreaterThan(all.totalResults);
  });

  it('pages a broad query without repeating or skipping a profile', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const r = await gqlSearch({ type: 'ai', query: 'engineer', page });
      expect(r.profiles).toHaveLength(10);
      seen.push(...r.profiles.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(50);
    // The same page twice is the same page.
    const again = await gqlSearch({ type: 'ai', query: 'engineer', page: 3 });
    expect(again.profiles.map((p) => p.id)).toEqual(seen.slice(20, 30));
  });

  it('puts name and title matches above matches elsewhere', async () => {
    const r = await gqlSearch({ type: 'build', filters: { keywords: 'recruiter' } });
    const stored = await facts(r.profiles.map((p) => p.id));
    const titled = r.profiles.map((p) => /recruit/i.test(stored.get(p.id)!.title));
    // The first page is all title matches while there are enough of them.
    expect(titled.every(Boolean)).toBe(true);
  });

  it('counts exactly up to 10,000 and marks larger totals approximate', async () => {
    const narrow = await gqlSearch({ type: 'ai', query: 'recruiters in Berlin' });
    expect(narrow.totalIsApproximate).toBe(false);
    // The exact total is the number of results the pages present as exact matches.
    let exact = 0;
    for (let page = 1; page <= 20; page++) {
      const r = await gqlSearch({ type: 'ai', query: 'recruiters in Berlin', page });
      const onPage = r.profiles.filter((p) => p.match?.exact).length;
      exact += onPage;
      if (onPage < r.profiles.length || r.profiles.length === 0) break;
    }
    expect(exact).toBeGreaterThan(0);
    expect(narrow.exactTotal).toBe(exact);
    expect(narrow.totalResults).toBe(narrow.exactTotal + narrow.closestTotal);
    // Every profile, counted before and after the search: test files running meanwhile add people (factories).
    const before = await t.ds.query('SELECT count(*)::int AS n FROM profile_search');
    const broad = await gqlSearch({ type: 'build', filters: { yearsFrom: 0 } });
    const all = await t.ds.query('SELECT count(*)::int AS n FROM profile_search');
    if (all[0].n > 10_000) {
      expect(broad.totalIsApproximate).toBe(true);
      expect(broad.totalResults).toBeGreaterThan(10_000);
    } else {
      expect(broad.totalIsApproximate).toBe(false);
      expect(broad.totalResults).toBeGreaterThanOrEqual(before[0].n);
      expect(broad.totalResults).toBeLessThanOrEqual(all[0].n);
    }
  });

  it('offers at least six personas, early managers and senior leaders among them, combinable with a query', async () => {
    const list = await t.gql('{ personas { id name description } }', {}, { token });
    const ids = list.body.data.personas.map((p: { id: string }) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    expect(ids).toEqual(expect.arrayContaining(['early-manager', 'senior-leader']));

    const leaders = await gqlSearch({ type: 'persona', persona: 'senior-leader' });
    expect(leaders.persona?.id).toBe('senior-leader');
    const stored = await facts(leaders.profiles.map((p) => p.id));
    for (const p of leaders.profiles) expect(stored.get(p.id)!.seniority).toBeGreaterThanOrEqual(5);

    const inLondon = await gqlSearch({ type: 'persona', persona: 'early-manager', query: 'in London' });
    expect(inLondon.totalResults).toBeGreaterThan(0);
    expect(inLondon.totalResults).toBeLessThan((await gqlSearch({ type: 'persona', persona: 'early-manager' })).totalResults);
    const storedLondon = await facts(inLondon.profiles.map((p) => p.id));
    for (const p of inLondon.profiles) {
      expect([3, 4]).toContain(storedLondon.get(p.id)!.seniority);
      expect(storedLondon.get(p.id)!.city_key).toBe('london');
    }
  });

  it('shows the profiles that match the most of what was asked when none matches everything', async () => {
    const strict = await gqlSearch({ type: 'build', filters: { titles: ['recruiter'], locations: ['Berlin'], skills: ['kubernetes'] } });
    expect(strict.totalResults).toBe(0); // build filters are exact
    const r = await t.gql(
      `query($input: SearchInput!) { searchProfiles(input: $input) { totalResults exactTotal closestMatches profiles { id match { exact constraints { kind label met } } } } }`,
      { input: { type: 'ai', query: 'recruiters in Berlin who know Kubernetes' } },
      { token },
    );
    const found = r.body.data.searchProfiles;
    expect(found.closestMatches).toBe(true);
    expect(found.profiles.length).toBeGreaterThan(0);
    expect(found.exactTotal).toBe(0);
    // Closest matches keep the role and the place first: every recruiter in Berlin (some exist) comes
    // before anybody who is not both, and the cards say Kubernetes is what they miss.
    const stored = await facts(found.profiles.map((p: { id: string }) => p.id));
    const keeps = found.profiles.map((p: { id: string }) => {
      const f = stored.get(p.id)!;
      return /recruit|talent/i.test(f.title) && f.city_key === 'berlin';
    });
    expect(keeps[0]).toBe(true);
    for (let i = 1; i < keeps.length; i++) if (keeps[i]) expect(keeps[i - 1]).toBe(true);
    const first = found.profiles[0].match;
    expect(first.exact).toBe(false);
    expect(first.constraints).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'location', label: 'Berlin', met: true }),
        expect.objectContaining({ kind: 'skill', label: 'Kubernetes', met: false }),
      ]),
    );
    // An exact match is never reported as closest.
    expect((await gqlSearch({ type: 'ai', query: 'recruiters in Berlin' })).profiles.length).toBeGreaterThan(0);
  });

  it('finds people like a person named by full name, username or profile link, never the person', async () => {
    // A person of the seeded index with a unique full name.
    const [person] = await t.ds.query(
      `SELECT min(id)::text AS id, first_name || ' ' || last_name AS name, min(linkedin_username) AS username, min(city) AS city
         FROM profiles WHERE source = 'sample' GROUP BY first_name, last_name HAVING count(*) = 1 ORDER BY min(id) LIMIT 1`,
    );
    const LIKE = `query($input: SearchInput!) { searchProfiles(input: $input) {
      exactTotal closestTotal similarTo { id fullName } profiles { id match { exact constraints { kind label met } } } } }`;
    for (const query of [
      `people like ${person.name}`,
      `people similar to ${person.username}`,
      `find people like https://www.linkedin.com/in/${person.username}`,
    ]) {
      const r = await t.gql(LIKE, { input: { type: 'ai', query } }, { token });
      expect(r.body.errors).toBeUndefined();
      const found = r.body.data.searchProfiles;
      expect(found.similarTo).toEqual({ id: person.id, fullName: person.name });
      expect(found.profiles.length).toBeGreaterThan(0);
      expect(found.profiles.map((p: { id: string }) => p.id)).not.toContain(person.id);
      expect(found.closestTotal).toBe(0);
      // Each says what it shares with the person: the first keeps the person's city.
      const first = found.profiles[0].match;
      expect(first.exact).toBe(true);
      expect(first.constraints).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'location', label: person.city, met: true })]),
      );
    }
    const nobody = await t.gql(LIKE, { input: { type: 'ai', query: 'people like Nobody Anywhere-Atall' } }, { token });
    expect(nobody.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(nobody.body.errors[0].message).toMatch(/^No profile found for "Nobody Anywhere-Atall"/);
    // 'someone like a Head of Growth' names a kind of person: searched as one, as the words alone are.
    const kind = await t.gql(
      `query($input: SearchInput!) { searchProfiles(input: $input) { exactTotal similarTo { id } interpretation { chips { kind label } } } }`,
      { input: { type: 'ai', query: 'someone like a recruiter in Berlin' } },
      { token },
    );
    expect(kind.body.errors).toBeUndefined();
    expect(kind.body.data.searchProfiles.similarTo).toBeNull();
    expect(kind.body.data.searchProfiles.interpretation.chips).toEqual([
      { kind: 'title', label: 'Recruiter' },
      { kind: 'location', label: 'Berlin, Germany' },
    ]);
    expect(kind.body.data.searchProfiles.exactTotal).toBe((await gqlSearch({ type: 'ai', query: 'recruiters in Berlin' })).exactTotal);
  });

  it('refuses bad input with a clear message, and anonymous callers', async () => {
    const page0 = await t.rest('GET', '/api/search/profiles?searchterm=engineer&page=0', undefined, { token });
    expect(page0.status).toBe(400);
    expect(page0.body).toEqual({ status: 'error', code: 'BAD_USER_INPUT', message: 'page must be 1 or more' });
    const badType = await t.rest('GET', '/api/search/profiles?searchterm=engineer&type=magic', undefined, { token });
    expect(badType.body.message).toBe("type must be 'ai', 'build' or 'persona'");
    const persona = await t.gql(SEARCH, { input: { type: 'persona', persona: 'astronaut' } }, { token });
    expect(persona.body.errors[0]).toMatchObject({ message: 'Unknown persona', extensions: { code: 'BAD_USER_INPUT' } });
    const years = await t.gql(SEARCH, { input: { type: 'build', filters: { yearsFrom: 10, yearsTo: 2 } } }, { token });
    expect(years.body.errors[0].message).toBe('Years of experience: "from" must not be more than "to"');
    // A seniority is an enum over GraphQL; the REST route keeps its own message.
    const seniority = await t.rest('GET', '/api/search/profiles?type=build&seniorities=Senior', undefined, { token });
    expect(seniority.body).toEqual({
      status: 'error',
      code: 'BAD_USER_INPUT',
      message: 'Seniority must be one of entry, mid, senior, lead, manager, director, vp, executive',
    });
    const gqlSeniority = await t.gql(SEARCH, { input: { type: 'build', filters: { seniorities: ['Senior'] } } }, { token });
    expect(gqlSeniority.status).toBe(400);
    expect(gqlSeniority.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const anonymous = await t.rest('GET', '/api/search/profiles?searchterm=engineer');
    expect(anonymous.status).toBe(401);
  });
});

describe('search history', () => {
  it('records each search a user runs (first page), newest first, and shows users only their own', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    await gqlSearch({ type: 'ai', query: 'designers in Paris' }, alice.token);
    await gqlSearch({ type: 'ai', query: 'designers in Paris', page: 2 }, alice.token); // paging is not a new search
    await gqlSearch({ type: 'build', filters: { titles: ['recruiter'], locations: ['Amsterdam'] } }, alice.token);
    await gqlSearch({ type: 'persona', persona: 'early-manager', query: 'in London' }, alice.token);
    await gqlSearch({ type: 'ai', query: 'data scientists' }, bob.token);

    const a = await t.rest('GET', '/api/users/searches', undefined, { token: alice.token });
    expect(a.body.status).toBe('success');
    expect(a.body.data.map((h: { searchTerm: string; type: string }) => [h.type, h.searchTerm])).toEqual([
      ['persona', 'Early manager: in London'],
      ['build', 'Titles: recruiter; Locations: Amsterdam'],
      ['ai', 'designers in Paris'],
    ]);
    expect(a.body.data[0]).toEqual(
      expect.objectContaining({ _id: expect.any(String), createdAt: expect.any(String), persona: 'early-manager', query: 'in London' }),
    );
    expect(a.body.data[1].filters).toEqual(expect.objectContaining({ titles: ['recruiter'], locations: ['Amsterdam'] }));

    const b = await t.gql('{ searchHistory { total items { searchTerm type createdAt } } }', {}, { token: bob.token });
    expect(b.body.data.searchHistory.total).toBe(1);
    expect(b.body.data.searchHistory.items.map((h: { searchTerm: string }) => h.searchTerm)).toEqual(['data scientists']);
    expect((await t.rest('GET', '/api/users/searches')).status).toBe(401);
  });

  it('answers GraphQL a page at a time, the same searches as the REST route, newest first', async () => {
    const user = await signUp(t);
    const terms = ['designers in Paris', 'recruiters in Berlin', 'nurses in Lisbon', 'pilots in Oslo', 'chefs in Rome'];
    for (const query of terms) await gqlSearch({ type: 'ai', query }, user.token);
    const PAGE = `query ($page: Int!, $pageSize: Int!) {
      searchHistory(page: $page, pageSize: $pageSize) { total page pageSize hasMore items { id searchTerm type } }
    }`;
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await t.gql(PAGE, { page, pageSize: 2 }, { token: user.token })).body.data.searchHistory);
    expect(
      pages.map(({ page, total, hasMore, items }) => ({
        page,
        total,
        hasMore,
        terms: items.map((h: { searchTerm: string }) => h.searchTerm),
      })),
    ).toEqual([
      { page: 1, total: 5, hasMore: true, terms: ['chefs in Rome', 'pilots in Oslo'] },
      { page: 2, total: 5, hasMore: true, terms: ['nurses in Lisbon', 'recruiters in Berlin'] },
      { page: 3, total: 5, hasMore: false, terms: ['designers in Paris'] },
    ]);
    const rest = await t.rest('GET', '/api/users/searches', undefined, { token: user.token });
    expect(pages.flatMap((p) => p.items.map((h: { id: string; type: string }) => [h.id, h.type]))).toEqual(
      rest.body.data.map((h: { _id: string; type: string }) => [h._id, h.type]),
    );

    const tooBig = await t.gql(PAGE, { page: 1, pageSize: 500 }, { token: user.token });
    expect(tooBig.body.errors).toEqual([
      expect.objectContaining({ message: 'pageSize must be at most 100', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });
});
