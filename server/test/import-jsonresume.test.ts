import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runImport } from '../src/modules/imports/import.service';
import { readJsonResume } from '../src/modules/imports/jsonresume.format';
import { ownDatabase, type OwnDatabase } from './own-database';
import { rejectsOf } from './import-kit';

/**
 * Importing JSON Resume documents (jsonresume.org, checked against @jsonresume/schema): a folder of
 * resumes, one pretty-printed resume per file or several as JSON lines; the broken ones rejected with
 * their file, place and the schema's reason; and the same person as a PDL record merged into one
 * profile that keeps both sources.
 */

const FOLDER = path.join(__dirname, 'import-files', 'resumes');
let own: OwnDatabase;
let dir: string;

beforeAll(async () => {
  own = await ownDatabase('import_resume');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-resume-'));
});
afterAll(async () => {
  await own.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const person = async (username: string) =>
  (await own.ds.query(`SELECT * FROM profiles WHERE linkedin_username = $1`, [username]))[0] as Record<string, any> | undefined;

it('imports a folder of resumes and rejects what is not a JSON Resume or has no name', async () => {
  const rejectsPath = path.join(dir, 'resumes.rejects.jsonl');
  const { job } = await runImport(own.ds, {
    file: FOLDER,
    format: 'jsonresume',
    source: 'resumes',
    rejectsPath,
    now: () => new Date('2026-11-10T00:00:00Z'),
  });
  expect({ done: job.recordsDone, created: job.created, rejected: job.rejected, status: job.status }).toEqual({
    done: 6,
    created: 3,
    rejected: 3,
    status: 'finished',
  });
  const rejects = rejectsOf(rejectsPath);
  expect(rejects.map((r) => [r.at, r.reason])).toEqual([
    ['02-team.jsonl line 2', 'not a JSON Resume: /basics/email must match format "email"'],
    ['02-team.jsonl line 3', 'no name (basics.name)'],
    ['02-team.jsonl line 4', 'not a JSON object'],
  ]);

  const ada = (await person('ada-quill-example'))!;
  expect(ada).toMatchObject({
    first_name: 'Ada',
    last_name: 'Quill',
    headline: 'Staff Software Engineer',
    current_title: 'Staff Software Engineer',
    current_company: 'Quillstack',
    job_function: 'engineering',
    seniority: 3,
    city: 'San Francisco',
    country_code: 'US',
    skills: ['go', 'postgresql'],
    source: 'resumes',
  });
  expect(ada.work_experiences.map((w: any) => [w.title, w.company, w.start, w.end])).toEqual([
    ['Staff Software Engineer', 'Quillstack', '2021-03', null],
    ['Software Engineer', 'Ledgerly', '2017-01', '2021-02'],
  ]);
  expect(ada.provenance.role).toEqual({
    source: 'resumes',
    recordId: expect.stringMatching(/^person-[0-9a-f]{16}$/),
    fetchedAt: '2026-11-10T00:00:00.000Z',
  });
  expect(await own.ds.query(`SELECT kind, value, type FROM profile_contacts WHERE profile_id = $1 ORDER BY kind`, [ada.id])).toEqual([
    { kind: 'email', value: 'ada@quill.example.net', type: 'personal' },
    { kind: 'phone', value: '+14155550177', type: 'personal' },
  ]);

  // No LinkedIn profile and no url: the source and the id her name and employer make name her.
  const [emile] = await own.ds.query(`SELECT * FROM profiles WHERE first_name = 'Émile'`);
  expect(emile).toMatchObject({ city: 'Lyon', country_code: 'FR', job_function: 'engineering' });
  expect(emile.linkedin_username).toMatch(/^~resumes\.person-[0-9a-f]{16}$/);
  // A resume with nothing but a name is taken too, named by it.
  const [nobody] = await own.ds.query(`SELECT linkedin_username FROM profiles WHERE first_name = 'Nobody' AND last_name = 'Known'`);
  expect(nobody.linkedin_username).toMatch(/^~resumes\.person-[0-9a-f]{16}$/);
});

it('merges the same person from a PDL file into the one profile, which then keeps both sources', async () => {
  const file = path.join(dir, 'pdl.jsonl');
  fs.writeFileSync(
    file,
    `${JSON.stringify({ id: 'pdl-ada', first_name: 'ada', last_name: 'quill', linkedin_url: 'linkedin.com/in/ada-quill-example', location_name: 'oakland, california, united states', industry: 'computer software', emails: [{ address: 'ada.q@example.com', type: 'personal' }] })}\n`,
  );
  const { job } = await runImport(own.ds, { file, format: 'pdl', source: 'pdl', now: () => new Date('2026-11-20T00:00:00Z') });
  expect({ created: job.created, updated: job.updated }).toEqual({ created: 0, updated: 1 });
  const ada = (await person('ada-quill-example'))!;
  expect(Number((await own.ds.query(`SELECT count(*) FROM profiles WHERE first_name = 'Ada'`))[0].count)).toBe(1);
  expect(ada).toMatchObject({ city: 'Oakland', current_title: 'Staff Software Engineer' });
  expect(ada.provenance.location.source).toBe('pdl');
  expect(ada.provenance.role.source).toBe('resumes');
  const contacts = await own.ds.query(
    `SELECT value, origin FROM profile_contacts WHERE profile_id = $1 AND kind = 'email' ORDER BY value`,
    [ada.id],
  );
  expect(contacts).toEqual([
    { value: 'ada.q@example.com', origin: 'pdl' },
    { value: 'ada@quill.example.net', origin: 'resumes' },
  ]);
});

it('does nothing on a second run of the same folder', async () => {
  const { alreadyDone } = await runImport(own.ds, {
    file: FOLDER,
    format: 'jsonresume',
    source: 'resumes',
    rejectsPath: path.join(dir, 'again.jsonl'),
  });
  expect(alreadyDone).toBe(true);
});

it("reads the schema's own sample resume (@jsonresume/schema's sample.resume.json)", () => {
  const sample = JSON.parse(fs.readFileSync(require.resolve('@jsonresume/schema/sample.resume.json'), 'utf8'));
  expect(readJsonResume(sample)).toMatchObject({
    firstName: 'Richard',
    lastName: 'Hendriks',
    headline: 'Programmer',
    location: { city: 'San Francisco', countryCode: 'US' },
    phones: [{ value: '+19125554321', type: 'personal' }],
  });
});

it('takes an empty date for no date (editors write "endDate": "" for a job held now), and still refuses a malformed one', () => {
  const resume = (endDate: string) => ({
    basics: { name: 'Hana Obi', email: 'hana@obi.example' },
    work: [
      { name: 'Kaito', position: 'Lead Designer', startDate: '2020', endDate },
      { name: 'Sora', position: 'Designer', startDate: '2016-04-01', endDate: '2019-12-31' },
    ],
    education: [{ institution: 'Tokyo University of the Arts', studyType: 'Bachelor', startDate: '', endDate: '2016' }],
  });
  const read = readJsonResume(resume(''));
  expect(read.experience.map((w) => [w.company, w.start, w.end])).toEqual([
    ['Kaito', '2020-01', null],
    ['Sora', '2016-04', '2019-12'],
  ]);
  expect({ title: read.title, school: read.education[0]?.school, start: read.education[0]?.start }).toEqual({
    title: 'Lead Designer',
    school: 'Tokyo University of the Arts',
    start: null,
  });
  expect(() => readJsonResume(resume('last year'))).toThrow(/not a JSON Resume: \/work\/0\/endDate must match pattern/);
});

it('reads the company and site of a job as resumes written to the schema before 1.0.0 name them (company, website)', () => {
  const resume = {
    basics: { name: 'Rita Oldschema', email: 'rita@oldschema.example' },
    work: [
      { company: 'Dataflux Lda', position: 'Data Engineer', website: 'https://dataflux.example', startDate: '2020-02-01' },
      { name: 'Newer Name Co', company: 'Ignored Old Name', position: 'Analyst', startDate: '2016-01-01', endDate: '2020-01-01' },
    ],
  };
  expect(readJsonResume(resume).experience.map((w) => [w.company, w.companyDomain])).toEqual([
    ['Dataflux Lda', 'dataflux.example'],
    ['Newer Name Co', null],
  ]);
});

it('keeps apart two people whose resumes share a file name ("resume.json", as the JSON Resume tools name it) and a url', async () => {
  const resume = (name: string, position: string, company: string) =>
    JSON.stringify({
      basics: { name, label: position, url: 'https://careers.example.com' },
      work: [{ name: company, position, startDate: '2021-01' }],
    });
  const files = ['first', 'second'].map((folder) => path.join(dir, folder, 'resume.json'));
  for (const file of files) fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(files[0], resume('Grace Hopper', 'Compiler Engineer', 'Cobol Works'));
  fs.writeFileSync(files[1], resume('Alan Turing', 'Cryptanalyst', 'Bletchley Labs'));
  for (const file of files) {
    const { job } = await runImport(own.ds, { file, format: 'jsonresume', source: 'one-by-one' });
    expect({ created: job.created, updated: job.updated }).toEqual({ created: 1, updated: 0 });
  }
  // Read again, the same resume is the same person.
  const { job } = await runImport(own.ds, { file: files[0], format: 'jsonresume', source: 'one-by-one', again: true });
  expect({ created: job.created, unchanged: job.unchanged }).toEqual({ created: 0, unchanged: 1 });
  expect(
    await own.ds.query(`SELECT first_name, last_name, current_title FROM profiles WHERE source = 'one-by-one' ORDER BY first_name`),
  ).toEqual([
    { first_name: 'Alan', last_name: 'Turing', current_title: 'Cryptanalyst' },
    { first_name: 'Grace', last_name: 'Hopper', current_title: 'Compiler Engineer' },
  ]);
});

it('rejects a broken file of a folder (a truncated resume) with its name and reads the other files on', async () => {
  const folder = path.join(dir, 'with-a-broken-one');
  fs.mkdirSync(folder);
  const resume = (name: string) =>
    JSON.stringify({ basics: { name, label: 'Data Engineer' }, work: [{ name: 'Pipes Ltd', position: 'Data Engineer' }] }, null, 2);
  fs.writeFileSync(path.join(folder, 'a.json'), resume('Ada Byron'));
  fs.writeFileSync(path.join(folder, 'b.json'), resume('Bo Brokenfile').slice(0, 40));
  fs.writeFileSync(path.join(folder, 'c.json'), resume('Cy Carter'));
  const { job, rejectsPath } = await runImport(own.ds, { file: folder, format: 'jsonresume', source: 'broken-folder' });
  expect({ status: job.status, created: job.created, rejected: job.rejected }).toEqual({ status: 'finished', created: 2, rejected: 1 });
  const rejects = rejectsOf(rejectsPath);
  expect(rejects).toEqual([
    expect.objectContaining({ at: 'b.json record 1', reason: expect.stringMatching(/^not valid JSON: .* \(read no further\)$/) }),
  ]);
  expect(
    (await own.ds.query(`SELECT first_name FROM profiles WHERE source = 'broken-folder' ORDER BY first_name`)).map(
      (r: { first_name: string }) => r.first_name,
    ),
  ).toEqual(['Ada', 'Cy']);
});
