import { VOCABULARY } from '../src/modules/vocabulary';
import { FACTORY_ID_BASE, FACTORY_LOCATION, FACTORY_PLACE, newProfile, newUser, revealedContactsOf } from './factories';
import { startTestServer, uniqueEmail, TestServer } from './helpers';

/**
 * The factories do what tests rely on: a new user can use the API at once; a new person opens
 * through the API as written and reveals its contacts as written; and a default person is found by
 * no search (no word, place, skill, school or title it has is in the seeded index or the
 * vocabulary), so making one changes no other test's counts.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const OPEN = `query Open($id: ID!) { profile(id: $id) {
  id linkedinUsername linkedinLink firstName lastName location skills
  workExperiences { title company start end current } academicCredentials { school degrees field }
} }`;
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('newUser', () => {
  it('signs a user up with the address asked for: a session and the five starter credits', async () => {
    const email = uniqueEmail('chosen');
    const u = await newUser(t, { email });
    expect(u.email).toBe(email);
    const me = await t.gql('{ me { id email remainingCredits totalCredits } }', {}, { token: u.token });
    expect(me.body.data.me).toEqual({ id: u.id, email, remainingCredits: 5, totalCredits: 5 });
    expect((await newUser(t)).id).not.toBe(u.id);
  });
});

describe('newProfile', () => {
  it('writes a person who opens through the API as written and reveals the contacts written, best first', async () => {
    const p = await newProfile(t.ds);
    expect(BigInt(p.id)).toBeGreaterThanOrEqual(FACTORY_ID_BASE);
    expect(p.linkedinLink).toBe(`https://www.linkedin.com/in/${p.linkedinUsername}`);
    const { token } = await newUser(t);

    const rest = await t.rest('GET', `/api/profile/id/${b64(p.linkedinLink)}`, undefined, { token });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({
      id: p.id,
      linkedinUsername: p.linkedinUsername,
      firstName: p.firstName,
      lastName: p.lastName,
      location: FACTORY_LOCATION,
      skills: p.skills,
    });
    const gql = await t.gql(OPEN, { id: p.id }, { token });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.profile).toMatchObject({ id: p.id, linkedinUsername: p.linkedinUsername, location: FACTORY_LOCATION });
    expect(gql.body.data.profile.workExperiences).toEqual(
      p.workExperiences.map((w) => ({ title: w.title, company: w.company, start: w.start, end: w.end, current: w.end === null })),
    );
    expect(gql.body.data.profile.academicCredentials).toEqual([
      { school: 'Plonkbury Gizmoversity', degrees: ['Magister Gizmologiae'], field: 'Widgetcraft' },
    ]);

    const reveal = await t.rest('GET', `/api/profile/contacts/${p.linkedinUsername}`, undefined, { token });
    expect(reveal.status).toBe(200);
    const written = revealedContactsOf(p);
    const rank = { verified: 0, likely: 1, unverified: 2, outdated: 3 };
    const bestFirst = <T extends { status: keyof typeof rank }>(list: T[]) => [...list].sort((a, b) => rank[a.status] - rank[b.status]);
    expect(reveal.body.data.emails).toEqual(bestFirst(written.emails));
    expect(reveal.body.data.phoneNumbers).toEqual(bestFirst(written.phoneNumbers));
    expect(written.emails.map((e) => e.status).sort()).toEqual(['likely', 'verified']);
    expect(written.phoneNumbers.map((e) => e.status).sort()).toEqual(['likely', 'unverified']);
  });

  it('takes overrides: a chosen title and company carry into the headline and the current role; contacts: [] reveals none', async () => {
    const p = await newProfile(t.ds, { currentTitle: 'Chief Sprocketeer', currentCompany: 'Zentrobe Ltd', contacts: [] });
    expect(p.headline).toBe('Chief Sprocketeer at Zentrobe Ltd');
    expect(p.workExperiences[0]).toMatchObject({ title: 'Chief Sprocketeer', company: 'Zentrobe Ltd', end: null });
    const [row] = await t.ds.query('SELECT current_title, current_company, headline FROM profiles WHERE id = $1', [p.id]);
    expect(row).toEqual({ current_title: 'Chief Sprocketeer', current_company: 'Zentrobe Ltd', headline: p.headline });
    const { token } = await newUser(t);
    const reveal = await t.rest('GET', `/api/profile/contacts/${p.linkedinUsername}`, undefined, { token });
    expect(reveal.status).toBe(200);
    expect(reveal.body.data).toMatchObject({ emails: [], phoneNumbers: [] });
  });

  it('a default person shares no searchable word, place, skill, school or title with the seeded index or the vocabulary', async () => {
    const p = await newProfile(t.ds);
    const seeded = String(FACTORY_ID_BASE);
    // Every lexeme of the person's search document, none of which any seeded document holds.
    const [{ lexemes }] = await t.ds.query('SELECT tsvector_to_array(doc) AS lexemes FROM profile_search WHERE profile_id = $1', [p.id]);
    expect(lexemes).toEqual(expect.arrayContaining(['zorvina', 'testperson', 'gizmologist', 'testvill', 'plonkmetri']));
    const shared: Array<{ lexeme: string }> = await t.ds.query(
      `SELECT l.lexeme FROM unnest(tsvector_to_array((SELECT doc FROM profile_search WHERE profile_id = $1))) AS l(lexeme)
        WHERE EXISTS (SELECT 1 FROM profile_search s WHERE s.profile_id < $2 AND s.doc @@ quote_literal(l.lexeme)::tsquery)`,
      [p.id, seeded],
    );
    expect(shared).toEqual([]);
    const [row] = await t.ds.query(
      `SELECT seniority, job_function, industry, current_company_id, company_ids, industries, degree_levels, city_key, country_code,
              skill_keys, school_keys, title_key FROM profile_search WHERE profile_id = $1`,
      [p.id],
    );
    expect(row).toMatchObject({
      seniority: null,
      job_function: null,
      industry: null,
      current_company_id: null,
      company_ids: [],
      industries: [],
      degree_levels: [],
      city_key: FACTORY_PLACE.city.toLowerCase(),
      country_code: FACTORY_PLACE.countryCode,
    });
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM profile_search WHERE profile_id < $1
          AND (city_key = $2 OR country_code = $3 OR skill_keys && $4::text[] OR school_keys && $5::text[] OR title_key = $6)`,
      [seeded, row.city_key, row.country_code, row.skill_keys, row.school_keys, row.title_key],
    );
    expect(n).toBe(0);

    // Nor does the query reader know any of its words (it would read them as a title, place, skill...).
    const vocabulary = new Set(
      JSON.stringify(VOCABULARY)
        .toLowerCase()
        .split(/[^a-z]+/),
    );
    const texts = [
      p.firstName,
      p.lastName,
      p.city,
      p.country,
      p.countryCode,
      ...p.skills,
      ...p.workExperiences.flatMap((w) => [w.title, w.company, w.industry ?? '']),
      ...p.academicCredentials.flatMap((c) => [c.school, ...[c.degree].flat(), c.field ?? '']),
    ];
    const words = texts.flatMap((s) => s.toLowerCase().split(/[^a-z]+/)).filter(Boolean);
    expect(words.filter((w) => vocabulary.has(w))).toEqual([]);
  });
});
