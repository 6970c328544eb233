import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImportStopped, runImport } from '../src/modules/imports/import.service';
import { signUp, startTestServer, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';
import { newProfile } from './factories';
import { rejectsOf } from './import-kit';

/**
 * Importing People Data Labs person records (the v5 person schema of PDL's documentation: JSON
 * lines or a JSON array) into a database of this file's own: good records in, broken ones to the
 * rejects file with their line and reason, a second run a no-op, a changed record updating only
 * what changed, and an interrupted import resuming to the same rows as an uninterrupted one.
 */

const FIXTURE = path.join(__dirname, 'import-files', 'pdl-people.jsonl');
const AT = new Date('2026-11-01T00:00:00Z');
let own: OwnDatabase;
let dir: string;

beforeAll(async () => {
  own = await ownDatabase('import_pdl');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-pdl-'));
});
afterAll(async () => {
  await own.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function copyFixture(name: string, transform: (text: string) => string = (t) => t): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, transform(fs.readFileSync(FIXTURE, 'utf8')));
  return file;
}

const person = async (username: string) =>
  (await own.ds.query(`SELECT * FROM profiles WHERE linkedin_username = $1`, [username]))[0] as Record<string, any> | undefined;
const contactsOf = async (id: string) =>
  own.ds.query(
    `SELECT kind, value, type, status, origin, origin_record_id FROM profile_contacts WHERE profile_id = $1 ORDER BY kind, value`,
    [id],
  );
describe('a PDL JSON lines file with good, messy and broken records', () => {
  let file: string;
  beforeAll(() => {
    file = copyFixture('people.jsonl');
  });

  it('imports the good records and rejects the broken ones with their line and reason', async () => {
    const { job, alreadyDone, rejectsPath } = await runImport(own.ds, { file, format: 'pdl', source: 'pdl', now: () => AT });
    expect(alreadyDone).toBe(false);
    expect({ status: job.status, done: job.recordsDone, created: job.created, rejected: job.rejected }).toEqual({
      status: 'finished',
      done: 7,
      created: 3,
      rejected: 4,
    });
    expect(rejectsOf(rejectsPath).map((r) => [r.at, r.reason.replace(/:.*/, '')])).toEqual([
      ['line 4', 'no "id"'],
      ['line 5', 'invalid JSON'],
      ['line 6', 'not a JSON object'],
      ['line 8', 'no name ("first_name" or "full_name")'],
    ]);
  });

  it('maps the fields the product shows: names, title read by the taxonomy, place, history, education, skills, contacts in E.164', async () => {
    const ada = (await person('ada-quill-example'))!;
    expect(ada).toMatchObject({
      first_name: 'Ada',
      last_name: 'Quill',
      linkedin_link: 'https://www.linkedin.com/in/ada-quill-example',
      current_title: 'Sr. Software Engineer II',
      current_company: 'Quillstack',
      job_function: 'engineering',
      seniority: 2,
      city: 'San Francisco',
      country: 'United States',
      country_code: 'US',
      summary: 'builds payment systems',
      skills: ['go', 'postgresql', 'kubernetes'],
      source: 'pdl',
    });
    expect(ada.work_experiences.map((e: any) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Sr. Software Engineer II', 'Quillstack', '2021-03', null],
      ['Software Engineer', 'Ledgerly', '2017-01', '2021-02'],
    ]);
    expect(ada.academic_credentials).toEqual([
      expect.objectContaining({
        school: 'University of Example',
        degree: 'Bachelor of Science',
        field: 'Computer Science',
        start: '2013-01',
      }),
    ]);
    expect(await contactsOf(ada.id)).toEqual([
      {
        kind: 'email',
        value: 'ada.quill@example.com',
        type: 'personal',
        status: 'unverified',
        origin: 'pdl',
        origin_record_id: 'qEnOZ5Oh0poWnQ1luFBfVw_0000',
      },
      {
        kind: 'email',
        value: 'ada.quill@quillstack.example',
        type: 'work',
        status: 'unverified',
        origin: 'pdl',
        origin_record_id: 'qEnOZ5Oh0poWnQ1luFBfVw_0000',
      },
      {
        kind: 'phone',
        value: '+14155550142',
        type: 'personal',
        status: 'unverified',
        origin: 'pdl',
        origin_record_id: 'qEnOZ5Oh0poWnQ1luFBfVw_0000',
      },
      {
        kind: 'phone',
        value: '+14155550199',
        type: 'work',
        status: 'unverified',
        origin: 'pdl',
        origin_record_id: 'qEnOZ5Oh0poWnQ1luFBfVw_0000',
      },
    ]);
    expect(ada.provenance.role).toEqual({ source: 'pdl', recordId: 'qEnOZ5Oh0poWnQ1luFBfVw_0000', fetchedAt: AT.toISOString() });

    // `true` for fields a plan does not include is no value; 'münchen, bayern' is Munich.
    const bruno = (await person('bruno-keller-example'))!;
    expect(bruno).toMatchObject({ city: 'Munich', country_code: 'DE', current_title: 'Leiter Vertrieb', job_function: 'sales' });
    // No experience[] in the record: the current job (job_*) is his work history.
    expect(bruno.work_experiences).toEqual([expect.objectContaining({ title: 'Leiter Vertrieb', company: 'Kellerwerk GmbH', end: null })]);
    expect(await contactsOf(bruno.id)).toEqual([]);

    // No LinkedIn: named by the source and its record id.
    const carmen = (await person('~pdl.Yt3cNo4Ln5_0005'))!;
    expect(carmen).toMatchObject({ first_name: 'Carmen', last_name: 'Ruiz', linkedin_link: '', city: 'Madrid', job_function: 'sales' });
  });

  it('finds imported people by search at once (their search rows are written with them)', async () => {
    const rows = await own.ds.query(
      `SELECT p.linkedin_username FROM profile_search ps JOIN profiles p ON p.id = ps.profile_id WHERE ps.doc @@ plainto_tsquery('english', 'quillstack engineer')`,
    );
    expect(rows).toEqual([{ linkedin_username: 'ada-quill-example' }]);
  });

  it('changes nothing on a second run of the same file', async () => {
    const before = await own.ds.query(`SELECT * FROM profiles ORDER BY id`);
    const { alreadyDone } = await runImport(own.ds, { file, format: 'pdl', source: 'pdl', now: () => new Date() });
    expect(alreadyDone).toBe(true);
    expect(await own.ds.query(`SELECT * FROM profiles ORDER BY id`)).toEqual(before);
  });

  it('updates only what a changed record changed, and keeps the rest (with its origin)', async () => {
    const later = new Date('2026-11-20T00:00:00Z');
    const changed = copyFixture('people-changed.jsonl', (t) =>
      t
        .split('\n')[0]
        .replace('"sr. software engineer ii"', '"staff software engineer"')
        .replace('"summary": "builds payment systems", ', ''),
    );
    const { job } = await runImport(own.ds, { file: changed, format: 'pdl', source: 'pdl', now: () => later });
    expect({ created: job.created, updated: job.updated }).toEqual({ created: 0, updated: 1 });
    const ada = (await person('ada-quill-example'))!;
    expect(ada).toMatchObject({ current_title: 'Staff Software Engineer', seniority: 3, city: 'San Francisco' });
    // The same source's same record took its summary back.
    expect(ada.summary).toBe('');
    expect(ada.provenance.role.fetchedAt).toBe(later.toISOString());
    expect(ada.provenance.location.fetchedAt).toBe(later.toISOString());
    expect(Number((await own.ds.query(`SELECT count(*) FROM profiles`))[0].count)).toBe(3);
  });

  it('merges the same person from another source into one profile, never blanking what the first source said', async () => {
    const other = path.join(dir, 'crm.jsonl');
    fs.writeFileSync(
      other,
      JSON.stringify({
        id: 'crm-77',
        first_name: 'Ada',
        last_name: 'Quill',
        emails: [{ address: 'ada.quill+crm@example.com', type: 'personal' }],
        job_title: 'Principal Engineer',
      }) + '\n',
    );
    const { job } = await runImport(own.ds, { file: other, format: 'pdl', source: 'crm', now: () => new Date('2026-11-25T00:00:00Z') });
    expect({ created: job.created, updated: job.updated }).toEqual({ created: 0, updated: 1 });
    const ada = (await person('ada-quill-example'))!;
    expect(ada).toMatchObject({
      current_title: 'Principal Engineer',
      city: 'San Francisco',
      linkedin_link: 'https://www.linkedin.com/in/ada-quill-example',
    });
    expect(ada.provenance.role.source).toBe('crm');
    expect(ada.provenance.location.source).toBe('pdl');
    expect(ada.skills).toEqual(['go', 'postgresql', 'kubernetes']);
  });
});

describe('a batch written as a set', () => {
  const line = (r: Record<string, unknown>) => `${JSON.stringify(r)}\n`;

  it('rejects the one record that cannot be written, with the reason, and writes the rest of its batch', async () => {
    const file = path.join(dir, 'one-bad.jsonl');
    fs.writeFileSync(
      file,
      [
        line({ id: 'set-1', first_name: 'una', last_name: 'set', linkedin_url: 'linkedin.com/in/una-set-example', job_title: 'recruiter' }),
        // A NUL character, which a text column of PostgreSQL cannot hold (the reader keeps text as given).
        line({ id: 'set-2', first_name: 'bo', last_name: 'set', summary: 'nul \u0000 inside', job_title: 'recruiter' }),
        line({ id: 'set-3', first_name: 'cy', last_name: 'set', linkedin_url: 'linkedin.com/in/cy-set-example', job_title: 'nurse' }),
      ].join(''),
    );
    const { job, rejectsPath } = await runImport(own.ds, { file, format: 'pdl', source: 'set-a', now: () => AT });
    expect({ created: job.created, rejected: job.rejected, done: job.recordsDone }).toEqual({ created: 2, rejected: 1, done: 3 });
    expect(rejectsOf(rejectsPath).map((r) => [r.at, r.reason])).toEqual([['line 2', expect.stringMatching(/^could not be written: /)]]);
    expect((await person('una-set-example'))?.current_title).toBe('Recruiter');
    expect((await person('cy-set-example'))?.current_title).toBe('Nurse');
    expect((await own.ds.query(`SELECT count(*)::int AS n FROM profiles WHERE source = 'set-a'`))[0].n).toBe(2);
  });

  it('writes a person with hundreds of skills and jobs (more than one entry of the title index could carry)', async () => {
    const file = path.join(dir, 'many.jsonl');
    const experience = Array.from({ length: 150 }, (_, i) => ({
      company: { name: `Firm ${i}`, industry: `industry ${i} as a file wrote it` },
      start_date: `${1900 + i}`,
      end_date: `${1901 + i}`,
    }));
    const skills = Array.from({ length: 600 }, (_, i) => `skill number ${i} with a long name`);
    fs.writeFileSync(
      file,
      line({
        id: 'many-1',
        full_name: 'mo many',
        linkedin_url: 'linkedin.com/in/mo-many-example',
        job_title: 'Chief of Staff',
        experience,
        skills,
      }),
    );
    const { job } = await runImport(own.ds, { file, format: 'pdl', source: 'set-many', now: () => AT });
    expect({ created: job.created, rejected: job.rejected }).toEqual({ created: 1, rejected: 0 });
    const [row] = await own.ds.query(
      `SELECT cardinality(p.skills) AS skills, s.skill_keys[1] AS first FROM profiles p JOIN profile_search s ON s.profile_id = p.id WHERE p.linkedin_username = 'mo-many-example'`,
    );
    expect(row).toEqual({ skills: 600, first: 'skill number 0 with a long name' });
  });

  it('finds a company named again in a later batch, and never keeps the id of one an undone set had added', async () => {
    const file = path.join(dir, 'companies.jsonl');
    const at = (id: string, extra: Record<string, unknown> = {}) =>
      line({ id, first_name: 'eve', last_name: id, job_title: 'engineer', job_company_name: 'Zeta Nul Co', ...extra });
    // Batches of two: the first set is undone by the NUL and written again record by record.
    fs.writeFileSync(file, [at('c-1'), at('c-2', { summary: 'nul \u0000' }), at('c-3'), at('c-4')].join(''));
    const { job } = await runImport(own.ds, { file, format: 'pdl', source: 'set-c', now: () => AT, batchSize: 2 });
    expect({ created: job.created, rejected: job.rejected }).toEqual({ created: 3, rejected: 1 });
    const rows = await own.ds.query(
      `SELECT p.current_company_id AS id, c.name FROM profiles p LEFT JOIN companies c ON c.id = p.current_company_id
       WHERE p.source = 'set-c' ORDER BY p.id`,
    );
    expect(rows).toEqual([rows[0], rows[0], rows[0]]);
    expect(rows[0].name).toBe('Zeta Nul Co');
    expect((await own.ds.query(`SELECT count(*)::int AS n FROM companies WHERE name = 'Zeta Nul Co'`))[0].n).toBe(1);
  });

  it("writes the same people whatever the batch size, when one person's records fall in adjacent batches", async () => {
    // A batch is looked up and merged while the one before it is written; what that one touched is
    // merged again. Batches of one, two and three against one batch of all, each on a database of its own.
    // (The records an address joins share the name an address needs: 'fay a1'.)
    const person = (id: string, extra: Record<string, unknown>) =>
      line({ id, first_name: 'fay', last_name: id, job_title: 'analyst', ...extra });
    const file = path.join(dir, 'adjacent.jsonl');
    fs.writeFileSync(
      file,
      [
        person('a1', { emails: [{ address: 'fay.a@adjacent.example', type: 'personal' }] }),
        person('b1', { job_company_name: 'Adjacent Works' }),
        person('c1', { emails: [{ address: 'fay.a@adjacent.example', type: 'personal' }], job_title: 'data analyst', last_name: 'a1' }),
        person('d1', { linkedin_url: 'linkedin.com/in/fay-d-adjacent' }),
        person('e1', { linkedin_url: 'linkedin.com/in/fay-d-adjacent', job_title: 'lead analyst', job_company_name: 'Adjacent Works' }),
        person('a1', { job_title: 'senior analyst', emails: [{ address: 'fay.a2@adjacent.example', type: 'work' }] }),
        person('g1', {
          emails: [{ address: 'fay.a2@adjacent.example', type: 'personal' }],
          job_title: 'head of analytics',
          last_name: 'a1',
        }),
        person('h1', { job_company_name: 'Later Co' }),
        person('b1', { job_title: 'analyst ii', job_company_name: 'Later Co' }),
      ].join(''),
    );
    const snapshot = async (size: number) => {
      const db = await ownDatabase('import_adjacent');
      try {
        const { job } = await runImport(db.ds, { file, format: 'pdl', source: 'adj', now: () => AT, batchSize: size });
        const people = await db.ds.query(
          `SELECT p.first_name, p.last_name, p.linkedin_username, p.current_title, p.current_company, c.name AS company,
             (SELECT array_agg(i.kind || ':' || i.key ORDER BY i.kind, i.key) FROM profile_identities i WHERE i.profile_id = p.id) AS keys,
             (SELECT array_agg(pc.value ORDER BY pc.value) FROM profile_contacts pc WHERE pc.profile_id = p.id) AS contacts
           FROM profiles p LEFT JOIN companies c ON c.id = p.current_company_id WHERE p.source = 'adj' ORDER BY p.last_name`,
        );
        return { counts: [job.created, job.updated, job.unchanged, job.rejected], people };
      } finally {
        await db.drop();
      }
    };
    const whole = await snapshot(100);
    expect(whole.counts).toEqual([4, 5, 0, 0]);
    expect(whole.people.map((p: any) => [p.last_name, p.current_title, p.keys.length])).toEqual([
      ['A1', 'Head of Analytics', 5],
      ['B1', 'Analyst II', 1],
      ['E1', 'Lead Analyst', 2],
      ['H1', 'Analyst', 1],
    ]);
    for (const size of [1, 2, 3]) expect(await snapshot(size)).toEqual(whole);
  });

  it("takes a real person's LinkedIn username from the sample person who held it (theirs was made up)", async () => {
    const sample = await newProfile(own.ds, { source: 'sample', linkedinUsername: 'zed-held-example' });
    const file = path.join(dir, 'held.jsonl');
    fs.writeFileSync(file, line({ id: 'z-1', first_name: 'zed', last_name: 'held', linkedin_url: 'linkedin.com/in/zed-held-example' }));
    const { job } = await runImport(own.ds, { file, format: 'pdl', source: 'set-d', now: () => AT });
    expect(job.created).toBe(1);
    expect((await person('zed-held-example'))?.source).toBe('set-d');
    const [held] = await own.ds.query(`SELECT linkedin_username FROM profiles WHERE id = $1`, [sample.id]);
    expect(held.linkedin_username).toBe(`zed-held-example-sample-${sample.id}`);
  });

  it('merges records of one person within a batch one after the other, in file order', async () => {
    const file = path.join(dir, 'same-person.jsonl');
    fs.writeFileSync(
      file,
      [
        // One person by record id and e-mail address, then by the address alone, then the id alone.
        line({
          id: 'p-1',
          first_name: 'dee',
          last_name: 'set',
          emails: [{ address: 'dee@set.example', type: 'personal' }],
          job_title: 'analyst',
        }),
        line({
          id: 'p-2',
          first_name: 'dee',
          last_name: 'set',
          emails: [{ address: 'dee@set.example', type: 'personal' }],
          job_title: 'data analyst',
        }),
        line({ id: 'p-1', first_name: 'dee', last_name: 'set', job_title: 'senior data analyst' }),
        // Ada (imported above) by her LinkedIn username, then by her address: no key in common, one stored profile.
        line({
          id: 'p-3',
          first_name: 'ada',
          last_name: 'quill',
          linkedin_url: 'linkedin.com/in/ada-quill-example',
          job_title: 'staff engineer',
        }),
        line({
          id: 'p-4',
          first_name: 'ada',
          last_name: 'quill',
          emails: [{ address: 'ada.quill@example.com', type: 'personal' }],
          job_title: 'cto',
        }),
      ].join(''),
    );
    // Read after the CRM's reading of Ada above (Nov 25), so that her role is theirs to change.
    const { job } = await runImport(own.ds, { file, format: 'pdl', source: 'set-b', now: () => new Date('2026-11-26T00:00:00Z') });
    expect({ created: job.created, updated: job.updated, rejected: job.rejected }).toEqual({ created: 1, updated: 4, rejected: 0 });
    const dee = await own.ds.query(
      `SELECT p.id, p.current_title, array_agg(i.key ORDER BY i.key) FILTER (WHERE i.kind = 'record') AS records
       FROM profiles p JOIN profile_identities i ON i.profile_id = p.id WHERE p.source = 'set-b' GROUP BY p.id`,
    );
    expect(dee).toEqual([{ id: expect.any(String), current_title: 'Senior Data Analyst', records: ['set-b:p-1', 'set-b:p-2'] }]);
    expect((await person('ada-quill-example'))?.current_title).toBe('CTO');
  });
});

describe('the index after an import', () => {
  const line = (r: Record<string, unknown>) => `${JSON.stringify(r)}\n`;
  /** How often profile_search was vacuumed and analysed by hand (autovacuum counts apart). */
  const tidied = async () =>
    (
      await own.ds.query(
        `SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyses FROM pg_stat_user_tables WHERE relname = 'profile_search'`,
      )
    )[0] as { vacuums: number; analyses: number };
  const people = (name: string, prefix: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(
      file,
      ['a', 'b', 'c'].map((x) => line({ id: `${prefix}-${x}`, first_name: x, last_name: prefix, job_title: 'recruiter' })).join(''),
    );
    return file;
  };

  it('is vacuumed and analysed when the import wrote as many people as tidyAfter, and left to autovacuum when fewer', async () => {
    const before = await tidied();
    await runImport(own.ds, { file: people('few.jsonl', 'tidy-few'), format: 'pdl', source: 'tidy', now: () => AT, tidyAfter: 4 });
    expect(await tidied()).toEqual(before);
    await runImport(own.ds, { file: people('enough.jsonl', 'tidy-enough'), format: 'pdl', source: 'tidy', now: () => AT, tidyAfter: 3 });
    expect(await tidied()).toEqual({ vacuums: before.vacuums + 1, analyses: before.analyses + 1 });
  });
});

describe('imported people in the app', () => {
  let t: TestServer;
  beforeAll(async () => {
    // People whose titles the taxonomy does not know, one with a past company the index did not have.
    const file = path.join(dir, 'unknown-titles.jsonl');
    const line = (id: string, job_title: string, more = {}) =>
      JSON.stringify({ id, full_name: `${id} knit`, linkedin_username: `${id}-knit`, job_title, location_name: 'berlin', ...more });
    const purlwise = {
      company: { name: 'Purlwise', industry: 'Logistics' },
      title: { name: 'knitter' },
      start_date: '2019',
      end_date: '2021',
    };
    const past = { experience: [{ company: { name: 'Loopmill', industry: 'gaming' }, start_date: '2022' }, purlwise] };
    // And one without a LinkedIn profile, who is named '~pdl.noa'.
    const noa = line('noa', 'knitting instructor', {
      linkedin_username: null,
      emails: [{ address: 'noa@purl.example', type: 'personal' }],
    });
    fs.writeFileSync(file, `${line('wren', 'quantum knitting lead')}\n${line('ivo', 'Quantum Knitter', past)}\n${noa}\n`);
    await runImport(own.ds, { file, format: 'pdl', source: 'pdl', now: () => AT });
    // The files were read on fixed days (AT and after): their contacts stay shown whatever day the
    // suite runs, rather than being hidden a year later (CONTACT_HIDE_DAYS, tested in retention.test.ts).
    t = await startTestServer({ DATABASE_URL: own.url, CONTACT_HIDE_DAYS: '3650' });
  });
  afterAll(() => t.close());

  it('are found by an AI search, open as profiles without the Sample mark, and reveal their unverified contacts for free', async () => {
    const { token } = await signUp(t);
    const found = await t.gql(
      `query($input: SearchInput!) { searchProfiles(input: $input) { exactTotal hits { person { linkedinUsername sample } } } }`,
      // Ada Quill, a CTO since the changed record above.
      { input: { type: 'ai', query: 'CTO in San Francisco' } },
      { token },
    );
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.searchProfiles.hits.map((h: any) => h.person)).toContainEqual({
      linkedinUsername: 'ada-quill-example',
      sample: false,
    });

    const opened = await t.gql(
      `query { profile(linkedinUsername: "ada-quill-example") { fullName currentTitle location sample experience factSources { source fetchedAt facts } } }`,
      {},
      { token },
    );
    expect(opened.body.data.profile).toMatchObject({
      fullName: 'Ada Quill',
      location: expect.stringContaining('San Francisco'),
      sample: false,
    });

    const revealed = await t.gql(
      `mutation { revealContacts(linkedinUsername: "ada-quill-example") { creditsCharged emails { address origin } } }`,
      {},
      { token },
    );
    expect(revealed.body.errors).toBeUndefined();
    expect(revealed.body.data.revealContacts.creditsCharged).toBe(0);
    expect(revealed.body.data.revealContacts.emails.map((e: any) => e.address).sort()).toEqual([
      'ada.quill@example.com',
      'ada.quill@quillstack.example',
    ]);
  });

  it('finds a person whose title the taxonomy does not know by the level the title states, and by a past company and industry', async () => {
    const { token } = await signUp(t);
    type Found = { exactTotal: number; hits: Array<{ person: { linkedinUsername: string } }> };
    const query = `query($input: SearchInput!) { searchProfiles(input: $input) { exactTotal hits { person { linkedinUsername } } } }`;
    const search = async (q: string | object) =>
      (await t.gql(query, { input: typeof q === 'string' ? { type: 'ai', query: q } : q }, { token })).body.data.searchProfiles as Found;
    // 'Lead' is read as the level, which the title states though the taxonomy has no family for it.
    const lead = await search('quantum knitting lead in Berlin');
    expect([lead.exactTotal, lead.hits[0].person.linkedinUsername]).toEqual([1, 'wren-knit']);
    // A title that states no level is not given one: the knitter is found by the words, not by a level.
    expect((await search('quantum knitter')).hits.map((h) => h.person.linkedinUsername)).toContain('ivo-knit');
    expect((await search('senior quantum knitter')).exactTotal).toBe(0);
    const purlwise = await search({ type: 'build', filters: { pastCompanies: ['Purlwise'] } });
    expect(purlwise.hits.map((h) => h.person.linkedinUsername)).toEqual(['ivo-knit']);
    // A past job's industry is a past industry ('ex-logistics'); the current job's (gaming) is not.
    const exact = async (q: string) => {
      const found = await search(q);
      return found.hits.slice(0, found.exactTotal).map((h) => h.person.linkedinUsername);
    };
    expect(await exact('ex-logistics')).toContain('ivo-knit');
    expect(await exact('ex-gaming')).not.toContain('ivo-knit');
  });

  it('opens, reveals, lists and names in a lookalike search one imported without a LinkedIn profile, by their ~ username', async () => {
    const { token } = await signUp(t);
    const username = '~pdl.noa';
    const opened = await t.gql(
      `query($u: String!) { profile(linkedinUsername: $u) { fullName linkedinUsername } }`,
      { u: username },
      { token },
    );
    expect(opened.body.data?.profile).toEqual({ fullName: 'Noa Knit', linkedinUsername: username });
    const revealed = await t.rest('GET', `/api/profile/contacts/${encodeURIComponent(username)}`, undefined, { token });
    expect([revealed.status, revealed.body.data?.emails.map((e: { address: string }) => e.address)]).toEqual([200, ['noa@purl.example']]);
    const list = await t.rest('POST', '/api/profile/list', { name: 'Knitters' }, { token });
    const added = await t.rest('POST', `/api/profile/list/${list.body.data.listId}/profiles`, { profileIds: [username] }, { token });
    expect([added.status, added.body.data?.added]).toEqual([200, 1]);
    const like = await t.gql(
      `query($q: String!) { searchProfiles(input: { type: ai, query: $q }) { similarTo { fullName } } }`,
      { q: `people like ${username}` },
      { token },
    );
    expect(like.body.data?.searchProfiles.similarTo).toEqual({ fullName: 'Noa Knit' });
  });
});

describe('an import stopped mid-file', () => {
  it('resumes where it stopped and ends with the same rows as an uninterrupted import', async () => {
    const records = Array.from({ length: 23 }, (_, i) =>
      JSON.stringify({
        id: `resume-${i}`,
        first_name: `person${i}`,
        last_name: 'resume',
        job_title: 'data analyst',
        location_name: 'london, england, united kingdom',
      }),
    );
    records.splice(9, 0, '{"id": "resume-broken", "first_name": ');
    const file = path.join(dir, 'resume.jsonl');
    fs.writeFileSync(file, records.join('\n'));
    const copy = path.join(dir, 'resume-copy.json');
    // The same records as a JSON array, from a source of its own, imported without a stop.
    fs.writeFileSync(copy, `[${records.filter((r) => !r.includes('resume-broken')).join(',\n')}]`);

    await expect(
      runImport(own.ds, { file, format: 'pdl', source: 'resume', batchSize: 5, stopAfterBatches: 2, now: () => AT }),
    ).rejects.toThrow(ImportStopped);
    const partial = await own.ds.query(`SELECT records_done, status FROM import_jobs WHERE source = 'resume'`);
    expect(partial).toEqual([{ records_done: 10, status: 'running' }]);
    // A reject of a batch that was not committed when the process ended (record 16), as a stop between
    // writing the rejects and committing would leave it: the resume reads that batch again.
    fs.appendFileSync(`${file}.rejects.jsonl`, `${JSON.stringify({ index: 15, at: 'line 16', reason: 'left over', record: null })}\n`);
    const { job, rejectsPath } = await runImport(own.ds, { file, format: 'pdl', source: 'resume', batchSize: 5, now: () => AT });
    expect({ done: job.recordsDone, created: job.created, rejected: job.rejected, status: job.status }).toEqual({
      done: 24,
      created: 23,
      rejected: 1,
      status: 'finished',
    });
    expect(rejectsOf(rejectsPath).map((r) => r.at)).toEqual(['line 10']);

    const { job: whole } = await runImport(own.ds, { file: copy, format: 'pdl', source: 'resume-whole', now: () => AT });
    expect({ done: whole.recordsDone, created: whole.created }).toEqual({ done: 23, created: 23 });
    const rowsOf = (source: string) =>
      own.ds.query(
        `SELECT first_name, last_name, current_title, city, country_code, seniority, job_function FROM profiles WHERE source = $1 ORDER BY first_name`,
        [source],
      );
    expect(await rowsOf('resume')).toEqual(await rowsOf('resume-whole'));
    expect((await rowsOf('resume')).length).toBe(23);
  });
});
