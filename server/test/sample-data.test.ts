import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createLogger } from '../src/common/logger';
import { runImport } from '../src/modules/imports/import.service';
import { loadProfiles } from '../src/seed/bulk-load';
import { seedIfEmpty } from '../src/seed/first-start';
import { SampleProfiles1765400000000 } from '../src/db/migrations/1765400000000-SampleProfiles';
import { isFictionalPhone, isReservedDomain } from '../src/seed/reserved';
import { signUp, startTestServer, type TestServer } from './helpers';
import { ownDatabase, runMigrationUp, type OwnDatabase } from './own-database';

/**
 * Sample people cannot be taken for real ones (docs/decisions.md, "Sample data"): the seeded index
 * marks them `sample` in the API, their contacts are on reserved domains and in phone ranges kept
 * for fiction, their social profiles link nowhere; and an index seeded before this (source
 * 'local', real-looking domains and numbers) is moved into those ranges by the migration.
 */
describe('sample people in the seeded index', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await startTestServer();
    token = (await signUp(t)).token;
  });
  afterAll(() => t.close());

  it('are marked sample on every card and in the profile, and link to no social network', async () => {
    const found = await t.gql(
      `query($input: SearchInput!) { searchProfiles(input: $input) { hits { person { id sample } } } }`,
      { input: { type: 'ai', query: 'engineer', page: 1 } },
      { token },
    );
    const people = found.body.data.searchProfiles.hits.map((h: { person: { id: string; sample: boolean } }) => h.person);
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((p: { sample: boolean }) => p.sample)).toBe(true);

    const opened = await t.gql(
      `query($id: ID) { profile(id: $id) { sample socialProfiles { network username url } } }`,
      { id: people[0].id },
      { token },
    );
    expect(opened.body.data.profile.sample).toBe(true);
    for (const social of opened.body.data.profile.socialProfiles) expect(social.url).toBeNull();
  });

  it('have profile links on the reserved host linkedin.example, never linkedin.com, which the REST routes still read', async () => {
    const found = await t.gql(
      `query($input: SearchInput!) { searchProfiles(input: $input) { hits { person { linkedinUsername linkedinLink } } } }`,
      { input: { type: 'ai', query: 'sales', page: 1 } },
      { token },
    );
    const people: Array<{ linkedinUsername: string; linkedinLink: string }> = found.body.data.searchProfiles.hits.map((h: any) => h.person);
    expect(people.length).toBeGreaterThan(0);
    for (const p of people) expect(p.linkedinLink).toBe(`https://linkedin.example/in/${p.linkedinUsername}`);
    const stored = await t.ds.query(
      `SELECT count(*)::int AS n FROM profiles WHERE source = 'sample' AND linkedin_link LIKE '%linkedin.com%'`,
    );
    expect(stored[0].n).toBe(0);
    const opened = await t.rest('GET', `/api/profile/id/${Buffer.from(people[0].linkedinLink).toString('base64')}`, undefined, { token });
    expect(opened.status).toBe(200);
    expect(opened.body.data.linkedinLink).toBe(people[0].linkedinLink);
  });

  it('reveal contacts whose source says sample data, never a data partner', async () => {
    const [person] = await t.ds.query(`SELECT linkedin_username FROM profiles WHERE source = 'sample' ORDER BY id LIMIT 1`);
    const revealed = await t.gql(
      `mutation($u: String!) { revealContacts(linkedinUsername: $u) { emails { source } phoneNumbers { source } } }`,
      { u: person.linkedin_username },
      { token },
    );
    const { emails, phoneNumbers } = revealed.body.data.revealContacts;
    expect(emails.length + phoneNumbers.length).toBeGreaterThan(0);
    expect(new Set([...emails, ...phoneNumbers].map((c: { source: string }) => c.source))).toEqual(new Set(['sample']));
  });

  it('have no contact on a real domain or in a real phone range, anywhere in the index', async () => {
    const rows: Array<{ kind: string; value: string }> = await t.ds.query(
      `SELECT pc.kind, pc.value FROM profile_contacts pc JOIN profiles p ON p.id = pc.profile_id WHERE p.source = 'sample'`,
    );
    expect(rows.length).toBeGreaterThan(1000);
    const real = rows.filter((c) => (c.kind === 'email' ? !isReservedDomain(c.value.split('@')[1]) : !isFictionalPhone(c.value)));
    expect(real).toEqual([]);
    // The companies sample people work at (other test files import real-shaped people into this index meanwhile).
    const domains: Array<{ domain: string }> = await t.ds.query(
      `SELECT DISTINCT c.domain FROM companies c JOIN profiles p ON p.current_company_id = c.id WHERE p.source = 'sample'`,
    );
    expect(domains.length).toBeGreaterThan(100);
    expect(domains.filter((d) => !isReservedDomain(d.domain))).toEqual([]);
  });
});

describe('the SampleProfiles migration, on an index seeded before it', () => {
  let own: OwnDatabase;
  beforeAll(async () => {
    own = await ownDatabase('sample_migration');
  });
  afterAll(() => own.drop());

  it('moves generated people into the reserved ranges and leaves real ones as they are', async () => {
    const q = (sql: string, params: unknown[] = []) => own.ds.query(sql, params);
    await q(`INSERT INTO companies (id, name, domain, industry, size, country_code) VALUES
               (1, 'Acme', 'acme.com', 'saas', '11-50', 'US'), (2, 'Acme IO', 'acme.io', 'saas', '11-50', 'DE'),
               (3, 'Realco', 'realco.com', 'saas', '11-50', 'GB')`);
    const person = (id: number, source: string, companyId: number, domain: string) =>
      q(
        `INSERT INTO profiles (id, linkedin_username, linkedin_link, first_name, last_name, headline, summary, city, country,
                               country_code, current_company_id, experience_months, skills, social_profiles, work_experiences,
                               academic_credentials, source)
         VALUES ($1, $2, $3, 'Ada', 'Example', 'Engineer', '', 'Berlin', 'Germany', 'DE', $4, 12, '{}', '[]', $5, '[]', $6)`,
        [
          id,
          `person-${id}`,
          `https://www.linkedin.com/in/person-${id}`,
          companyId,
          JSON.stringify([{ title: 'Engineer', company: 'X', companyDomain: domain, start: '2020-01', end: null }]),
          source,
        ],
      );
    await person(1, 'local', 2, 'acme.io');
    await person(2, 'pdl', 3, 'realco.com');
    const contact = (profileId: number, kind: string, value: string) =>
      q(`INSERT INTO profile_contacts (profile_id, kind, value, status, type) VALUES ($1, $2, $3, 'verified', 'work')`, [
        profileId,
        kind,
        value,
      ]);
    await contact(1, 'email', 'ada.example@acme.io');
    await contact(1, 'email', 'ada.example@gmail.com');
    await contact(1, 'phone', '+49 151 2345 6789');
    await contact(2, 'email', 'ada@realco.com');
    await contact(2, 'phone', '+44 20 7946 1234');

    await runMigrationUp(own.ds, new SampleProfiles1765400000000());

    expect(await q(`SELECT id::int, source FROM profiles ORDER BY id`)).toEqual([
      { id: 1, source: 'sample' },
      { id: 2, source: 'pdl' },
    ]);
    // The first company of a name gets the plain name; the next keeps its suffix; a real person's employer keeps its domain.
    expect((await q(`SELECT domain FROM companies ORDER BY id`)).map((r: { domain: string }) => r.domain)).toEqual([
      'acme.example',
      'acme-io.example',
      'realco.com',
    ]);
    expect((await q(`SELECT work_experiences->0->>'companyDomain' AS d FROM profiles ORDER BY id`)).map((r: { d: string }) => r.d)).toEqual(
      ['acme-io.example', 'realco.com'],
    );
    expect(
      (await q(`SELECT profile_id::int AS p, value FROM profile_contacts ORDER BY id`)).map((r: { p: number; value: string }) => [
        r.p,
        r.value,
      ]),
    ).toEqual([
      [1, 'ada.example@acme-io.example'],
      [1, 'ada.example@example.com'],
      [1, '+44 7700 900789'],
      [2, 'ada@realco.com'],
      [2, '+44 20 7946 1234'],
    ]);
  });
});

describe('removing the sample people (npm run sample:remove)', () => {
  let own: OwnDatabase;
  let t: TestServer;
  let dir: string;
  beforeAll(async () => {
    own = await ownDatabase('sample_removal');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-removal-'));
    await loadProfiles(own.ds, { count: 60, seed: 7, logger: createLogger('warn') });
    const file = path.join(dir, 'real.jsonl');
    fs.writeFileSync(
      file,
      `${JSON.stringify({ id: 'real-1', first_name: 'rosa', last_name: 'real', linkedin_url: 'linkedin.com/in/rosa-real-example', job_title: 'recruiter', job_company_name: 'realco', job_company_website: 'realco.example.org', location_name: 'berlin, germany' })}\n`,
    );
    await runImport(own.ds, { file, format: 'pdl', source: 'pdl' });
    t = await startTestServer({ DATABASE_URL: own.url });
  });
  afterAll(async () => {
    await t.close();
    await own.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('removes every sample person and company, keeps real people and users’ list entries, and stops the seeding at start', async () => {
    const { token } = await signUp(t);
    const [sample] = await own.ds.query(`SELECT linkedin_username FROM profiles WHERE source = 'sample' ORDER BY id LIMIT 1`);
    const list = (await t.rest('POST', '/api/profile/list', { name: 'Shortlist', description: '' }, { token })).body.data;
    for (const profileId of [sample.linkedin_username, 'rosa-real-example'])
      expect((await t.rest('POST', '/api/profile/addtolist', { listId: list._id, profileId }, { token })).status).toBe(200);

    const run = await promisify(execFile)(process.execPath, [path.resolve(__dirname, '..', 'dist', 'cli', 'remove-sample.js')], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: own.url, LOG_LEVEL: 'warn' },
    });
    expect(run.stdout).toContain('removing 60 sample people');
    expect(run.stdout).toMatch(/done: 60 sample people and [\d,]+ sample companies removed/);

    const counts = await own.ds.query(
      `SELECT (SELECT count(*)::int FROM profiles WHERE source = 'sample') AS sample, (SELECT count(*)::int FROM profiles) AS profiles,
              (SELECT count(*)::int FROM profile_contacts) AS contacts, (SELECT count(*)::int FROM profile_search) AS search,
              (SELECT count(*)::int FROM companies WHERE domain LIKE '%.example') AS sample_companies,
              (SELECT count(*)::int FROM profile_list_items WHERE list_id = $1) AS entries`,
      [list._id],
    );
    expect(counts).toEqual([{ sample: 0, profiles: 1, contacts: 0, search: 1, sample_companies: 0, entries: 2 }]);
    expect((await own.ds.query(`SELECT name FROM companies`)).map((c: { name: string }) => c.name)).toEqual(['Realco']);

    const entries = (await t.rest('GET', `/api/profile/list/${list._id}`, undefined, { token })).body.data.profiles;
    expect(entries.map((e: any) => [e.linkedinUsername, e.error])).toEqual(
      expect.arrayContaining([
        [sample.linkedin_username, true],
        ['rosa-real-example', false],
      ]),
    );

    // Emptied of everyone, the index is not seeded again at start.
    await own.ds.query(`DELETE FROM profiles`);
    expect(await seedIfEmpty(own.ds, { count: 50, seed: 7, logger: createLogger('warn') })).toBe(0);
    expect(await own.ds.query(`SELECT count(*)::int AS n FROM profiles`)).toEqual([{ n: 0 }]);
  });
});
