import { AccentInsensitiveSearch1766900000000 } from '../src/db/migrations/1766900000000-AccentInsensitiveSearch';
import { NameForms1767000000000 } from '../src/db/migrations/1767000000000-NameForms';
import { TitleHeads1767200000000 } from '../src/db/migrations/1767200000000-TitleHeads';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runImport } from '../src/modules/imports/import.service';
import { newProfile } from './factories';
import { signUp, startTestServer, type TestServer } from './helpers';
import { ownDatabase, runMigrationUp } from './own-database';
import { limit } from './time-limits';

/**
 * What recruiters type (issue 34). Suggestions while typing: the index's titles, companies, skills,
 * schools, places and industries whose words start with what was typed, with how many people have
 * each, checked against the stored search rows; the likest values for a typo; the build filter
 * values the index does not know, said beside the results. And AI searches with typos or in
 * another language, found as their English, correctly spelled search finds them.
 */
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = (await signUp(t)).token;
  // Other files write people too: count the index as it is now.
  await t.services.suggestions.refresh();
}, limit(120_000));
afterAll(() => t.close());

interface Suggestion {
  kind: string;
  value: string;
  label: string;
  people: number;
  didYouMean: boolean;
}

const SUGGEST = `query($text: String!, $kinds: [SuggestionKind!], $first: Int) {
  searchSuggestions(text: $text, kinds: $kinds, first: $first) { kind value label people didYouMean }
}`;

async function suggest(text: string, kinds?: string[], first?: number): Promise<Suggestion[]> {
  const r = await t.gql(SUGGEST, { text, kinds, first }, { token });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.searchSuggestions;
}

const wordStarts = (label: string, typed: string) => ` ${label.toLowerCase().replace(/[-,/()&.]/g, ' ')}`.includes(` ${typed}`);

describe('suggestions while typing', () => {
  it('suggests the titles with a word starting with what was typed, with how many people hold each, the most first', async () => {
    const found = await suggest('Recrui', ['title'], 10);
    expect(found.length).toBeGreaterThan(1);
    for (const s of found) {
      expect(s).toMatchObject({ kind: 'title', didYouMean: false });
      expect(wordStarts(s.label, 'recrui')).toBe(true);
      const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM profile_search WHERE title_key = lower($1)`, [s.value]);
      expect(s.people).toBe(n);
    }
    // Those that start with it first, then the most people.
    const starts = found.map((s) => s.label.toLowerCase().startsWith('recrui'));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    for (let i = 1; i < found.length; i++)
      if (starts[i] === starts[i - 1]) expect(found[i].people).toBeLessThanOrEqual(found[i - 1].people);
  });

  it('suggests companies, skills and places of the index with their counts', async () => {
    const [company] = await t.ds.query(
      `SELECT c.name, count(*)::int AS n FROM profile_search ps JOIN companies c ON c.id = ps.current_company_id
        GROUP BY c.name ORDER BY count(*) DESC, c.name LIMIT 1`,
    );
    const companies = await suggest(company.name.slice(0, 5), ['company'], 20);
    expect(companies).toContainEqual({ kind: 'company', value: company.name, label: company.name, people: company.n, didYouMean: false });

    const [{ n: kubernetes }] = await t.ds.query(`SELECT count(*)::int AS n FROM profile_search WHERE skill_keys @> ARRAY['kubernetes']`);
    expect(await suggest('kube', ['skill'])).toContainEqual({
      kind: 'skill',
      value: 'Kubernetes',
      label: 'Kubernetes',
      people: kubernetes,
      didYouMean: false,
    });

    const [{ n: dutch }] = await t.ds.query(`SELECT count(*)::int AS n FROM profile_search WHERE country_code = 'NL'`);
    expect(await suggest('Nether', ['location'])).toContainEqual({
      kind: 'location',
      value: 'Netherlands',
      label: 'Netherlands',
      people: dutch,
      didYouMean: false,
    });
    const [{ n: berliners }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM profile_search WHERE city_key = 'berlin' AND country_code = 'DE'`,
    );
    expect((await suggest('berl', ['location']))[0]).toEqual({
      kind: 'location',
      value: 'Berlin, Germany',
      label: 'Berlin, Germany',
      people: berliners,
      didYouMean: false,
    });
    // Every kind at once for the AI box, each value once.
    const all = await suggest('data', undefined, 20);
    expect(new Set(all.map((s) => s.kind)).size).toBeGreaterThan(1);
    expect(new Set(all.map((s) => `${s.kind}:${s.value}`)).size).toBe(all.length);
  });

  it('offers the likest values for a typo, marked did-you-mean, and nothing for two letters nobody has', async () => {
    const typo = await suggest('recrutier', ['title']);
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.every((s) => s.didYouMean)).toBe(true);
    expect(typo[0].label).toMatch(/recruit/i);
    expect(await suggest('qx', ['title'])).toEqual([]);
    expect(await suggest('r')).toEqual([]);
  });

  it('counts a person written since, once the index is counted again', async () => {
    const title = `Zylophone Tuner ${Date.now()}`;
    expect(await suggest('zylophone', ['title'])).toEqual([]);
    await newProfile(t.ds, { currentTitle: title });
    await t.services.suggestions.refresh();
    expect(await suggest('zylophone', ['title'])).toEqual([{ kind: 'title', value: title, label: title, people: 1, didYouMean: false }]);
  });

  it('answers the same over REST, and refuses what it cannot read, over both transports', async () => {
    const rest = await t.rest('GET', '/api/search/suggestions?q=Recrui&kind=title&first=10', undefined, { token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toEqual(await suggest('Recrui', ['title'], 10));

    const bad = [
      ['q=' + 'a'.repeat(101), 'text is at most 100 characters'],
      ['q=eng&kind=planet', 'Each kind is one of title, company, skill, school, location, industry'],
      ['q=eng&first=0', 'first must be 1 or more'],
      ['q=eng&first=21', 'first must be at most 20'],
    ];
    for (const [query, message] of bad) {
      const r = await t.rest('GET', `/api/search/suggestions?${query}`, undefined, { token });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    }
    const long = await t.gql(SUGGEST, { text: 'a'.repeat(101) }, { token });
    expect(long.body.errors[0]).toMatchObject({ message: 'text is at most 100 characters', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.rest('GET', '/api/search/suggestions?q=eng')).status).toBe(401);
  });
});

describe('filter values the index does not know', () => {
  const SEARCH = `query($input: SearchInput!) { searchProfiles(input: $input) { exactTotal unknownFilters { filter value didYouMean } } }`;
  const build = async (filters: Record<string, unknown>) => {
    const r = await t.gql(SEARCH, { input: { type: 'build', filters } }, { token });
    expect(r.body.errors).toBeUndefined();
    return r.body.data.searchProfiles as {
      exactTotal: number;
      unknownFilters: Array<{ filter: string; value: string; didYouMean: string | null }>;
    };
  };

  it('says which values nobody has, with the likest known value, and nothing of those the index knows', async () => {
    const [company] = await t.ds.query(
      `SELECT c.name FROM profile_search ps JOIN companies c ON c.id = ps.current_company_id GROUP BY c.name ORDER BY count(*) DESC, c.name LIMIT 1`,
    );
    const known = await build({
      titles: ['Recruiter'],
      currentCompanies: [company.name],
      skills: ['kubernetes'],
      locations: ['Berlin'],
      industries: ['Fintech'],
    });
    expect(known.unknownFilters).toEqual([]);

    const unknown = await build({
      currentCompanies: ['Zyxqorp Unheardof'],
      skills: ['Kuberntes'],
      locations: ['Atlantis'],
      titles: ['Recrui'],
    });
    expect(unknown.exactTotal).toBe(0);
    expect(unknown.unknownFilters).toEqual(
      expect.arrayContaining([
        { filter: 'currentCompanies', value: 'Zyxqorp Unheardof', didYouMean: null },
        { filter: 'skills', value: 'Kuberntes', didYouMean: 'Kubernetes' },
        expect.objectContaining({ filter: 'locations', value: 'Atlantis' }),
        expect.objectContaining({ filter: 'titles', value: 'Recrui' }),
      ]),
    );
    expect(unknown.unknownFilters).toHaveLength(4);
  });
});

describe('AI searches with typos and in other languages', () => {
  const SEARCH = `query($input: SearchInput!) {
    searchProfiles(input: $input) { exactTotal hits { person { id fullName } } interpretation { correctedQuery chips { kind label text } } }
  }`;
  const run = async (input: Record<string, unknown>) => {
    const r = await t.gql(SEARCH, { input: { type: 'ai', ...input } }, { token });
    expect(r.body.errors).toBeUndefined();
    return r.body.data.searchProfiles as {
      exactTotal: number;
      hits: Array<{ person: { id: string; fullName: string } }>;
      interpretation: { correctedQuery: string | null; chips: Array<{ kind: string; label: string; text: string }> };
    };
  };
  const ids = (found: { hits: Array<{ person: { id: string } }> }) => found.hits.map((h) => h.person.id);
  /** The names of a search's exact matches, in its order. */
  const exact = async (query: string) => {
    const found = await run({ query });
    return found.hits.slice(0, found.exactTotal).map((h) => h.person.fullName);
  };
  /** Imports people as a CSV file of theirs (first and last name, title, city, country) through the importer, then forgets the searches as an import's end does. */
  const importPeople = async (source: string, rows: string[]) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${source}-`));
    const file = path.join(dir, 'people.csv');
    fs.writeFileSync(file, ['First Name,Last Name,Title,City,Country', ...rows].join('\n'));
    try {
      await runImport(t.ds, { file, format: 'csv', source, rejectsPath: path.join(dir, 'rejects.jsonl') });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    t.services.forgetSearches();
  };

  it("reads a word someone in the index is named as typed, near a known word as it is ('Jana' is a person, not Java)", async () => {
    const jana = await newProfile(t.ds, { firstName: 'Jana', lastName: 'Nováková', currentTitle: 'Účetní' });
    const found = await run({ query: 'Jana Nováková' });
    expect(found.interpretation.correctedQuery).toBeNull();
    expect(found.interpretation.chips.map((c) => c.kind)).not.toContain('skill');
    expect(ids(found).slice(0, found.exactTotal)).toContain(jana.id);
    // A misspelt word nobody has as typed is still read corrected.
    expect((await run({ query: 'jaav developers' })).interpretation.correctedQuery).toBe('java developers');
  });

  it('finds a name or a title with or without its accents, whichever way it is written in the index', async () => {
    const zofia = await newProfile(t.ds, { firstName: 'Zofia', lastName: 'Wójcikówna', currentTitle: 'Księgowa' });
    const plain = await newProfile(t.ds, { firstName: 'Zoltan', lastName: 'Kertesz', currentTitle: 'Enologist' });
    for (const query of ['Zofia Wójcikówna', 'Zofia Wojcikowna', 'zofia wojcikowna', 'wojcikowna ksiegowa']) {
      const found = await run({ query });
      expect({ query, exact: ids(found).slice(0, found.exactTotal) }).toEqual({ query, exact: expect.arrayContaining([zofia.id]) });
    }
    for (const query of ['Zoltán Kertész', 'Kertész']) {
      const found = await run({ query });
      expect({ query, exact: ids(found).slice(0, found.exactTotal) }).toEqual({ query, exact: expect.arrayContaining([plain.id]) });
    }
    // Build mode's keywords, quoted as a phrase too.
    const built = await t.gql(
      `query($input: SearchInput!) { searchProfiles(input: $input) { exactTotal hits { person { id } } } }`,
      { input: { type: 'build', filters: { keywords: '"zofia wojcikowna"' } } },
      { token },
    );
    expect(built.body.errors).toBeUndefined();
    expect(ids(built.body.data.searchProfiles)).toContain(zofia.id);
  });

  it('finds people by a title the taxonomy knows only as an import reads it (German, French)', async () => {
    const place = { city: 'Quellwasser', country: 'Germany', countryCode: 'DE' };
    const de = await newProfile(t.ds, { currentTitle: 'Softwareentwicklerin', ...place });
    const fr = await newProfile(t.ds, { currentTitle: 'Développeuse Logicielle', ...place });
    t.services.forgetSearches(); // as an import does when it ends
    const engineers = await run({ query: 'software engineers in Quellwasser' });
    expect(ids(engineers).slice(0, engineers.exactTotal).sort()).toEqual([de.id, fr.id].sort());
  });

  it('puts an imported title in the family an import reads it in, also where its words alone point elsewhere', async () => {
    await importPeople('titles-test', [
      'Priya,Shah,Solutions Engineer,Brindlewick,United Kingdom',
      'Aiko,Tanaka,Learning & Development Manager,Brindlewick,United Kingdom',
      'Sam,Reed,Software Engineer,Brindlewick,United Kingdom',
      'Lena,Vogel,Engineering Manager,Brindlewick,United Kingdom',
      'Sam,Lee,Executive Assistant to the CEO,Brindlewick,United Kingdom',
      'Noor,Aziz,CEO,Brindlewick,United Kingdom',
    ]);
    expect(await exact('software engineers in Brindlewick')).toEqual(['Sam Reed']);
    expect(await exact('sales engineers in Brindlewick')).toEqual(['Priya Shah']);
    expect(await exact('engineering managers in Brindlewick')).toEqual(['Lena Vogel']);
    expect(await exact('HR managers in Brindlewick')).toEqual(['Aiko Tanaka']);
    // Whom a role serves is not the role: the CEO's assistant is no CEO.
    expect(await exact('CEOs in Brindlewick')).toEqual(['Noor Aziz']);
    expect(await exact('executive assistants in Brindlewick')).toEqual(['Sam Lee']);
  });

  it("keys a title by its head, so a file's teams and markets do not make titles of their own, and finds its people", async () => {
    await importPeople('heads-test', [
      'Ines,Morel,Software Engineer - Payments,Quarrowby,United Kingdom',
      'Jon,Hale,Software Engineer | Growth,Quarrowby,United Kingdom',
      'Kira,Voss,Software Engineer (Checkout),Quarrowby,United Kingdom',
      'Liam,Ortz,Account Executive – Mid-Market,Quarrowby,United Kingdom',
    ]);
    const keys = await t.ds.query(
      `SELECT p.current_title AS title, ps.title_key AS key FROM profiles p JOIN profile_search ps ON ps.profile_id = p.id
        WHERE p.city = 'Quarrowby' ORDER BY p.first_name`,
    );
    expect(keys).toEqual([
      { title: 'Software Engineer - Payments', key: 'software engineer' },
      { title: 'Software Engineer | Growth', key: 'software engineer' },
      { title: 'Software Engineer (Checkout)', key: 'software engineer' },
      { title: 'Account Executive – Mid-Market', key: 'account executive' },
    ]);
    const written = [
      'software engineer - payments',
      'software engineer | growth',
      'software engineer (checkout)',
      'account executive – mid-market',
    ];
    expect(await t.ds.query(`SELECT title_key FROM job_titles WHERE title_key = ANY($1)`, [written])).toEqual([]);
    expect((await exact('software engineers in Quarrowby')).sort()).toEqual(['Ines Morel', 'Jon Hale', 'Kira Voss']);
    // The team stays a keyword of the person.
    expect(await exact('software engineers in Quarrowby checkout')).toEqual(['Kira Voss']);
  });

  it('gives the search rows written before their title heads, and job_titles their keys', async () => {
    const own = await ownDatabase('title_heads');
    try {
      const q = <T>(text: string, params: unknown[] = []): Promise<T[]> => own.ds.query(text, params);
      const people = [
        await newProfile(own.ds, { currentTitle: 'Software Engineer - Payments' }),
        await newProfile(own.ds, { currentTitle: 'Nurse (ICU)' }),
        await newProfile(own.ds, { currentTitle: 'Software Engineer, Backend' }),
        await newProfile(own.ds, { currentTitle: '(Stealth)' }),
        await newProfile(own.ds, { currentTitle: 'Executive Assistant to the CEO' }),
      ];
      // As they were written before: the whole title lower-cased, and in job_titles.
      for (const p of people) {
        const key = p.currentTitle!.toLowerCase();
        await q(`UPDATE profile_search SET title_key = $2 WHERE profile_id = $1`, [p.id, key]);
        await q(
          `INSERT INTO job_titles (title_key, doc) VALUES ($1::varchar, to_tsvector('people_english', $1::text)) ON CONFLICT DO NOTHING`,
          [key],
        );
      }
      await runMigrationUp(own.ds, new TitleHeads1767200000000());
      const keyOf = async (id: string) =>
        (await q<{ k: string }>(`SELECT title_key AS k FROM profile_search WHERE profile_id = $1`, [id]))[0].k;
      expect(await Promise.all(people.map((p) => keyOf(p.id)))).toEqual([
        'software engineer',
        'nurse',
        'software engineer, backend',
        '(stealth)',
        'executive assistant',
      ]);
      const titles = (await q<{ k: string }>(`SELECT title_key AS k FROM job_titles`)).map((r) => r.k);
      expect(titles).toEqual(expect.arrayContaining(['software engineer', 'nurse', 'software engineer, backend', '(stealth)']));
      expect(titles).not.toContain('software engineer - payments');
      expect(titles).not.toContain('nurse (icu)');
    } finally {
      await own.drop();
    }
  });

  it('finds a name as people type it: without its apostrophe, and in Chinese, Japanese or Korean script without a space', async () => {
    const siobhan = await newProfile(t.ds, { firstName: 'Siobhán', lastName: "O'Brien", currentTitle: 'Talent Partner' });
    const na = await newProfile(t.ds, { firstName: '娜', lastName: '李', currentTitle: 'Software Engineer' });
    for (const [query, who] of [
      ['siobhan obrien', siobhan],
      ["Siobhán O'Brien", siobhan],
      ['李娜', na],
      ['娜李', na],
      ['李 娜', na],
    ] as const) {
      const found = await run({ query });
      expect({ query, exact: ids(found).slice(0, found.exactTotal) }).toEqual({ query, exact: expect.arrayContaining([who.id]) });
    }
  });

  it('adds those forms to the documents of names written before, and to no other', async () => {
    const own = await ownDatabase('name_forms');
    try {
      const q = <T>(text: string, params: unknown[] = []): Promise<T[]> => own.ds.query(text, params);
      const siobhan = await newProfile(own.ds, { firstName: 'Siobhán', lastName: "O'Brien", currentTitle: 'Talent Partner' });
      const mei = await newProfile(own.ds, { firstName: '美', lastName: '王', currentTitle: 'Engineer' });
      const ada = await newProfile(own.ds, { firstName: 'Ada', lastName: 'Lovelace', currentTitle: 'Engineer' });
      // As the documents were written before: the name and title alone.
      for (const [p, text] of [
        [siobhan, "Siobhán O'Brien Talent Partner"],
        [mei, '美 王 Engineer'],
      ] as const)
        await q(
          `UPDATE profile_search SET head_doc = setweight(to_tsvector('people_english', $2), 'A'), doc = setweight(to_tsvector('people_english', $2), 'A') WHERE profile_id = $1`,
          [p.id, text],
        );
      const before = await q<{ doc: string }>(`SELECT doc::text FROM profile_search WHERE profile_id = $1`, [ada.id]);
      await runMigrationUp(own.ds, new NameForms1767000000000());
      const words = async (id: string) =>
        (await q<{ words: string[] }>(`SELECT tsvector_to_array(head_doc) AS words FROM profile_search WHERE profile_id = $1`, [id]))[0]
          .words;
      expect(await words(siobhan.id)).toEqual(expect.arrayContaining(['obrien', 'siobhan', 'brien']));
      expect(await words(mei.id)).toEqual(expect.arrayContaining(['美王', '王美']));
      expect(await q(`SELECT doc::text FROM profile_search WHERE profile_id = $1`, [ada.id])).toEqual(before);
    } finally {
      await own.drop();
    }
  });

  it('reads a place someone in the index lives in as typed, though the vocabulary does not know it (Budapest is not Bukarest)', async () => {
    const budapest = await newProfile(t.ds, { currentTitle: 'Accountant', city: 'Budapest', country: 'Hungary', countryCode: '' });
    const found = await run({ query: 'accountant in budapest' });
    expect(found.interpretation.correctedQuery).toBeNull();
    expect(found.interpretation.chips.map((c) => c.label)).not.toContain('Bucharest, Romania');
    expect(ids(found).slice(0, found.exactTotal)).toContain(budapest.id);
  });

  it('brings the documents written before accents were set aside to what they are written as now, and leaves the others alone', async () => {
    const own = await ownDatabase('accent_migration');
    try {
      const q = <T>(text: string, params: unknown[] = []): Promise<T[]> => own.ds.query(text, params);
      const zofia = await newProfile(own.ds, { firstName: 'Zofia', lastName: 'Wójcikówna', currentTitle: 'Księgowa' });
      const ada = await newProfile(own.ds, { firstName: 'Ada', lastName: 'Lovelace', currentTitle: 'Engineer' });
      const head = 'Zofia Wójcikówna Księgowa';
      const rest = 'résumés and naïve-coöperation at Café Müller, room 2b, müller2';
      const docs = (config: string) =>
        `setweight(to_tsvector('${config}', '${head}'), 'A') || setweight(to_tsvector('${config}', '${rest}'), 'B')`;
      // As the documents were written before the migration: PostgreSQL's english configuration.
      await q(
        `UPDATE profile_search SET doc = ${docs('english')}, head_doc = setweight(to_tsvector('english', '${head}'), 'A') WHERE profile_id = $1`,
        [zofia.id],
      );
      await q(
        `INSERT INTO job_titles (title_key, doc) VALUES ('księgowa', to_tsvector('english', 'księgowa')) ON CONFLICT (title_key) DO UPDATE SET doc = EXCLUDED.doc`,
      );
      const before = await q<{ doc: string }>(`SELECT doc::text FROM profile_search WHERE profile_id = $1`, [ada.id]);

      await runMigrationUp(own.ds, new AccentInsensitiveSearch1766900000000());

      // Each word as it now reads, at its positions and weights: the document less the words it
      // holds beside them ('naive-coop' beside 'naive-cooper', 'resume' beside 'resum') is the one written now.
      const [now] = await q<{ words: string[]; beside: string[]; rest: string; written: string; head: string }>(
        `WITH d AS (SELECT ps.doc, ps.head_doc, ${docs('people_english')} AS written FROM profile_search ps WHERE ps.profile_id = $1)
         SELECT tsvector_to_array(doc) AS words,
                ARRAY(SELECT unnest(tsvector_to_array(doc)) EXCEPT SELECT unnest(tsvector_to_array(written)) ORDER BY 1) AS beside,
                ts_delete(doc, ARRAY(SELECT unnest(tsvector_to_array(doc)) EXCEPT SELECT unnest(tsvector_to_array(written))))::text AS rest,
                written::text AS written, ts_delete(head_doc, ARRAY['x'])::text AS head
           FROM d`,
        [zofia.id],
      );
      // A word with a digit is read by the simple dictionary, now as then: it keeps its letters.
      expect(now.words).toEqual(expect.arrayContaining(['wojcikowna', 'ksiegowa', 'resum', 'cafe', 'muller', 'naive-cooper', 'müller2']));
      expect(now.words.filter((w) => /[^ -~]/.test(w))).toEqual(['müller2']);
      expect(now.beside).toEqual(['naive-coop', 'resume']);
      expect(now.rest).toBe(now.written);
      expect(now.head).toBe((await q<{ v: string }>(`SELECT setweight(to_tsvector('people_english', '${head}'), 'A')::text AS v`))[0].v);
      const [phrase] = await q<{ found: boolean }>(
        `SELECT head_doc @@ phraseto_tsquery('people_english', 'zofia wojcikowna') AS found FROM profile_search WHERE profile_id = $1`,
        [zofia.id],
      );
      expect(phrase.found).toBe(true);
      expect(await q(`SELECT doc::text FROM profile_search WHERE profile_id = $1`, [ada.id])).toEqual(before);
      expect(await q(`SELECT tsvector_to_array(doc) AS words FROM job_titles WHERE title_key = 'księgowa'`)).toEqual([
        { words: ['ksiegowa'] },
      ]);
    } finally {
      await own.drop();
    }
  });

  it('finds with a typo whom the spelled search finds, says how it read it, and reads it as typed on request', async () => {
    const spelled = await run({ query: 'software engineers in London' });
    expect(spelled.exactTotal).toBeGreaterThan(0);
    const typo = await run({ query: 'sofware enginers in londn' });
    expect(typo.interpretation.correctedQuery).toBe('software engineers in london');
    expect(typo.exactTotal).toBe(spelled.exactTotal);
    expect(ids(typo)).toEqual(ids(spelled));
    // The chips stand on the text as typed, so removing one from the query still works.
    expect(typo.interpretation.chips.map((c) => c.text)).toEqual(['sofware enginers', 'in londn']);

    const asTyped = await run({ query: 'sofware enginers in londn', asTyped: true });
    expect(asTyped.interpretation.correctedQuery).toBeNull();
    expect(asTyped.exactTotal).toBe(0);
    const rest = await t.rest(
      'GET',
      `/api/search/profiles?type=ai&searchterm=${encodeURIComponent('sofware enginers in londn')}&asTyped=true`,
      undefined,
      {
        token,
      },
    );
    expect(rest.status).toBe(200);
    expect(rest.body.totalResults).toBe(asTyped.exactTotal + 0);
    expect((await t.rest('GET', '/api/search/profiles?type=ai&searchterm=x&asTyped=maybe', undefined, { token })).status).toBe(400);
  });

  it('finds with a title and a place in German, French, Spanish, Dutch or Portuguese whom the English search finds', async () => {
    const cases: Array<[string, string]> = [
      ['Softwareentwickler in München', 'software engineers in Munich'],
      ['ingénieur logiciel à Paris', 'software engineers in Paris'],
      ['desarrollador en Madrid', 'developers in Madrid'],
      ['verpleegkundige in Amsterdam', 'nurses in Amsterdam'],
      ['enfermeira em Lisboa', 'nurses in Lisbon'],
    ];
    let found = 0;
    for (const [foreign, english] of cases) {
      const [a, b] = await Promise.all([run({ query: foreign }), run({ query: english })]);
      expect({ foreign, total: a.exactTotal, ids: ids(a) }).toEqual({ foreign, total: b.exactTotal, ids: ids(b) });
      found += a.exactTotal;
    }
    expect(found).toBeGreaterThan(0);
  });
});

describe('starting from a job description', () => {
  const READ = `query($text: String!) { readJobDescription(text: $text) { query mustHave mustHaveSkills niceToHave readBy } }`;
  const JD = `Recruiter
Location: Berlin

What you bring
- 3+ years of recruiting experience
- LinkedIn Recruiter and sourcing

Nice to have
- Greenhouse`;

  it('reads it into a query and its must-haves, which then search as read, over GraphQL and REST', async () => {
    const r = await t.gql(READ, { text: JD }, { token });
    expect(r.body.errors).toBeUndefined();
    const reading = r.body.data.readJobDescription as { query: string; mustHave: string[]; mustHaveSkills: string[]; niceToHave: string[] };
    expect(reading.query).toMatch(/^Recruiter in Berlin, Germany who know .*3\+ years/);
    expect(reading.mustHave).toEqual(expect.arrayContaining(['title', 'location']));
    // No model is configured in tests: the rules read it.
    expect(r.body.data.readJobDescription.readBy).toBe('rules');
    const rest = await t.rest('POST', '/api/search/job-description', { text: JD }, { token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toEqual(reading);

    // Run as read: every result keeps the must-haves.
    const found = await t.gql(
      `query($input: SearchInput!) { searchProfiles(input: $input) { exactTotal closestTotal profiles { match { constraints { label met required } } } } }`,
      { input: { type: 'ai', query: reading.query, mustHave: reading.mustHave } },
      { token },
    );
    expect(found.body.errors).toBeUndefined();
    const cards = found.body.data.searchProfiles.profiles as Array<{ match: { constraints: Array<{ met: boolean; required: boolean }> } }>;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) for (const c of card.match.constraints) if (c.required) expect(c.met).toBe(true);
  });

  it('refuses an empty text, one too long, and one that names nothing to search by, changing nothing', async () => {
    const cases: Array<[string, string]> = [
      ['', 'Paste a job description first.'],
      ['x'.repeat(20_001), 'A job description is at most 20,000 characters'],
      ['Lorem ipsum dolor sit amet.', 'We could not find a role, a place or skills in this text. Paste the whole job description.'],
    ];
    for (const [text, message] of cases) {
      const r = await t.gql(READ, { text }, { token });
      expect(r.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      const rest = await t.rest('POST', '/api/search/job-description', { text }, { token });
      expect(rest.status).toBe(400);
      expect(JSON.stringify(rest.body)).toContain(message);
    }
    expect((await t.rest('POST', '/api/search/job-description', { text: JD })).status).toBe(401);
  });
});
