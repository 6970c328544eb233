import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ImportUploadsService } from '../src/modules/imports/import-uploads.service';
import { ImportJobRepository } from '../src/modules/imports/import-jobs.repository';
import { sha256Of } from '../src/modules/imports/import.service';
import { startJobQueue } from '../src/jobs/job-queue';
import { createLogger } from '../src/common/logger';
import { loadProfiles } from '../src/seed/bulk-load';
import { newStaff, type NewStaff } from './factories';
import { signUp, startTestServer, uniqueClientIp, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';

/**
 * Imports from the staff page: the file is uploaded to POST /api/admin/imports, kept under
 * DATA_DIR/imports and imported by the job queue's worker (pg-boss on the same PostgreSQL), with
 * progress on the job, rejects to download and an audit row; refused uploads write nothing.
 */
let t: TestServer;
let staff: NewStaff;
let dataDir: string;
const id = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-uploads-'));
  t = await startTestServer({ DATA_DIR: dataDir, IMPORT_UPLOAD_MAX_MB: '1' }, { jobs: true });
  staff = await newStaff(t, 'admin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An ATS export with headers of its own, read through a mapping; its third row names no one. */
const ATS_CSV = [
  'Given name,Family name,Profile,Mail,Role,Employer,Town',
  `Ines,Upload-${id},https://www.linkedin.com/in/ines-upload-${id},ines.${id}@upload-co.example.org,Head of Talent,Upload Co ${id},Lisbon`,
  `Tomas,Upload-${id},,tomas.${id}@upload-co.example.org,sr. swe ii,Upload Co ${id},"Porto, Portugal"`,
  ',,,,Recruiter,Nobody Ltd,Faro',
].join('\r\n');
const ATS_MAPPING = {
  'Given name': 'firstName',
  'Family name': 'lastName',
  Profile: 'linkedinUrl',
  Mail: 'email',
  Role: 'title',
  Employer: 'company',
  Town: 'location',
};

async function upload(body: string | Buffer, query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/api/admin/imports?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${staff.token}`, 'x-forwarded-for': t.clientIp, ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as any };
}

const JOB = `query { importJobs(first: 50) { id fileName format source status recordsDone created updated unchanged rejected bytesDone bytesTotal error rejectsUrl uploaded } }`;

async function jobById(jobId: string) {
  const r = await t.gql(JOB, {}, { token: staff.token });
  return (r.body.data.importJobs as any[]).find((j) => j.id === jobId);
}

async function finished(jobId: string) {
  for (let i = 0; i < 200; i++) {
    const job = await jobById(jobId);
    if (job.status === 'finished' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${jobId} did not finish`);
}

function storedFiles(): string[] {
  const dir = path.join(dataDir, 'imports');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.rejects.jsonl')) : [];
}

describe('a CSV uploaded with a mapping', () => {
  let jobId: string;

  it('is queued (202), imported by the background worker with its progress, and audited', async () => {
    const r = await upload(ATS_CSV, { fileName: 'ats-export.csv', format: 'csv', source: 'ats', mapping: JSON.stringify(ATS_MAPPING) });
    expect(r.status).toBe(202);
    expect(r.body.data.alreadyImported).toBe(false);
    expect(r.body.data.job).toMatchObject({ fileName: 'ats-export.csv', format: 'csv', source: 'ats', status: 'queued', uploaded: true });
    jobId = r.body.data.job.id;

    const job = await finished(jobId);
    expect(job).toMatchObject({ status: 'finished', recordsDone: 3, created: 2, rejected: 1, error: null });
    expect(job.bytesDone).toBe(Buffer.byteLength(ATS_CSV));
    expect(job.bytesTotal).toBe(Buffer.byteLength(ATS_CSV));
    // The uploaded file is gone once imported (the worker deletes it after marking the job finished); its rejects stay.
    for (let i = 0; i < 50 && storedFiles().length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(storedFiles()).toEqual([]);

    const people = await t.ds.query(
      `SELECT linkedin_username, first_name, current_title, city, source FROM profiles WHERE last_name = $1 ORDER BY first_name`,
      [`Upload-${id}`],
    );
    expect(people).toEqual([
      expect.objectContaining({
        first_name: 'Ines',
        linkedin_username: `ines-upload-${id}`,
        current_title: 'Head of Talent',
        city: 'Lisbon',
        source: 'ats',
      }),
      expect.objectContaining({ first_name: 'Tomas', city: 'Porto', source: 'ats' }),
    ]);

    const [audit] = await t.ds.query(`SELECT action, staff_id, target_id, details FROM staff_audit_log WHERE target_id = $1`, [jobId]);
    expect(audit).toMatchObject({
      action: 'import.upload',
      staff_id: staff.id,
      details: { fileName: 'ats-export.csv', format: 'csv', source: 'ats' },
    });
  });

  it('lets staff download its rejects with the line and the reason; others get nothing', async () => {
    const job = await jobById(jobId);
    expect(job.rejectsUrl).toBe(`/api/admin/imports/${jobId}/rejects`);
    const res = await fetch(t.url + job.rejectsUrl, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ats-export.rejects.jsonl"');
    const rejects = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rejects).toEqual([expect.objectContaining({ at: 'line 4', reason: expect.stringMatching(/name/i) })]);

    const user = await signUp(t);
    const asUser = await fetch(t.url + job.rejectsUrl, { headers: { authorization: `Bearer ${user.token}` } });
    expect(asUser.status).toBe(401);
  });

  it('is not imported again when the same file comes with the same format and source (200, nothing queued)', async () => {
    const before = await t.ds.query(`SELECT count(*)::int AS n FROM import_jobs`);
    const r = await upload(ATS_CSV, { fileName: 'renamed.csv', format: 'csv', source: 'ats', mapping: JSON.stringify(ATS_MAPPING) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      message: 'This file was imported before with this format and source: nothing new to do.',
      data: { alreadyImported: true },
    });
    expect(r.body.data.job.id).toBe(jobId);
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM import_jobs`)).toEqual(before);
    expect(storedFiles()).toEqual([]);
  });

  it('is read anew when the upload asks for it again (202): every record counted afresh, the job shown as new, audited', async () => {
    const [{ started_at: startedBefore }] = await t.ds.query(`SELECT started_at FROM import_jobs WHERE id = $1`, [jobId]);
    const r = await upload(ATS_CSV, {
      fileName: 'ats-export.csv',
      format: 'csv',
      source: 'ats',
      mapping: JSON.stringify(ATS_MAPPING),
      again: 'true',
    });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ message: 'Upload received; the import is queued.', data: { alreadyImported: false } });
    expect(r.body.data.job).toMatchObject({ id: jobId, status: 'queued', recordsDone: 0, created: 0, unchanged: 0, rejected: 0 });
    // Read again, nothing about the two people changed: counted unchanged, not created again.
    expect(await finished(jobId)).toMatchObject({ status: 'finished', recordsDone: 3, created: 0, updated: 0, unchanged: 2, rejected: 1 });
    const [{ started_at: startedAfter }] = await t.ds.query(`SELECT started_at FROM import_jobs WHERE id = $1`, [jobId]);
    expect(startedAfter.getTime()).toBeGreaterThan(startedBefore.getTime());
    const audits = await t.ds.query(`SELECT details FROM staff_audit_log WHERE target_id = $1 ORDER BY created_at`, [jobId]);
    expect(audits.map((a: { details: unknown }) => a.details)).toEqual([
      { fileName: 'ats-export.csv', format: 'csv', source: 'ats' },
      { fileName: 'ats-export.csv', format: 'csv', source: 'ats', again: true },
    ]);
    for (let i = 0; i < 50 && storedFiles().length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(storedFiles()).toEqual([]);
  });
});

describe('a gzip-compressed file', () => {
  it('is imported uncompressed, as data providers deliver bulk files', async () => {
    const lines = [1, 2].map((n) =>
      JSON.stringify({ id: `gz-${id}-${n}`, first_name: 'gia', last_name: `zipped${n}`, job_title: 'analyst' }),
    );
    const r = await upload(
      gzipSync(lines.join('\n')),
      { fileName: 'people.jsonl.gz', format: 'pdl', source: 'gz' },
      { 'content-type': 'application/gzip' },
    );
    expect(r.status).toBe(202);
    expect(await finished(r.body.data.job.id)).toMatchObject({ status: 'finished', created: 2, rejected: 0 });
  });
});

describe('a file that breaks off', () => {
  it('fails its job with the reason, and the server goes on (a truncated JSON array)', async () => {
    const r = await upload(`[{"id": "cut-${id}", "first_name": "a", "last_name": "b"}, {"id": `, {
      fileName: 'cut.json',
      format: 'pdl',
      source: 'cut',
    });
    expect(r.status).toBe(202);
    const job = await finished(r.body.data.job.id);
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/^cut\.json is not valid JSON/) });
    // Its file is deleted too, once the job is marked failed (just after: wait for it, as the refusals below count files).
    for (let i = 0; i < 50 && storedFiles().length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(storedFiles()).toEqual([]);
    expect((await t.gql(`query { importJobs(first: 1) { id } }`, {}, { token: staff.token })).status).toBe(200);
  });
});

describe('refused uploads', () => {
  const good = { fileName: 'people.csv', format: 'csv', source: 'ats' };

  it.each([
    ['a format it does not know', { ...good, format: 'xlsx' }, 400, /Choose a format: pdl, jsonresume, csv/],
    ['a CSV format for a .json file', { ...good, fileName: 'people.json' }, 400, /A CSV import takes a \.csv, \.tsv or \.txt file/],
    ['a source with capitals and spaces', { ...good, source: 'My Source' }, 400, /The source is 1 to 32 lower-case letters/],
    ['a mapping that names an unknown field', { ...good, mapping: '{"Name":"nickname"}' }, 400, /unknown field "nickname"/],
    ['a mapping that is not JSON', { ...good, mapping: '{Name' }, 400, /The column mapping cannot be read/],
    [
      'a mapping for a JSON format',
      { fileName: 'p.jsonl', format: 'pdl', source: 'pdl', mapping: '{"Name":"fullName"}' },
      400,
      /for CSV files only/,
    ],
    ['no file name', { format: 'csv', source: 'ats' }, 400, /Name the file/],
    ['again that is neither true nor false', { ...good, again: 'yes' }, 400, /again is true or false/],
  ])('%s: %s, and nothing is written', async (_what, query, status, message) => {
    const jobs = await t.ds.query(`SELECT count(*)::int AS n FROM import_jobs`);
    const r = await upload(`First Name,Last Name\nAna,Refused-${id}\n`, query as Record<string, string>);
    expect(r.status).toBe(status);
    expect(r.body.message).toMatch(message);
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM import_jobs`)).toEqual(jobs);
    expect(storedFiles()).toEqual([]);
  });

  it('an empty file, and a file over IMPORT_UPLOAD_MAX_MB (413), leave no file and no job', async () => {
    const jobs = await t.ds.query(`SELECT count(*)::int AS n FROM import_jobs`);
    expect((await upload('', good)).body.message).toBe('The file is empty.');
    const big = Buffer.alloc(1024 * 1024 + 10, 'a');
    const r = await upload(big, good);
    expect(r.status).toBe(413);
    expect(r.body.message).toMatch(/larger than 1 MB, the most an upload can be/);
    expect(await t.ds.query(`SELECT count(*)::int AS n FROM import_jobs`)).toEqual(jobs);
    expect(storedFiles()).toEqual([]);
  });

  it('a JSON body, a user, no one, and a cookie from another site are refused', async () => {
    expect((await upload('{"a":1}', good, { 'content-type': 'application/json' })).status).toBe(400);
    const user = await signUp(t);
    expect((await upload('a,b\n', good, { authorization: `Bearer ${user.token}` })).status).toBe(401);
    expect((await upload('a,b\n', good, { authorization: '' })).status).toBe(401);
    const crossSite = await upload('a,b\n', good, {
      authorization: '',
      cookie: `tl_staff=${staff.token}`,
      'sec-fetch-site': 'same-site',
      origin: 'http://evil.example',
      'x-forwarded-for': uniqueClientIp(),
    });
    expect(crossSite.status).toBe(403);
    expect(storedFiles()).toEqual([]);
  });
});

describe('the mapping step', () => {
  const GUESS = `query ($sample: String!, $preset: CsvPreset) { csvMappingGuess(sample: $sample, preset: $preset) { header columns { field column } } }`;

  it("finds LinkedIn's header below its notes, and the column of each field", async () => {
    const sample = [
      'Notes:',
      '"When exporting your connection data, you may notice that some of the email addresses are missing."',
      '',
      'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
      'Ana,Lima,https://www.linkedin.com/in/ana-lima,,Acme,Recruiter,01 Mar 2024',
      'Bo,Ch', // cut in the middle of a row: only whole lines are read
    ].join('\n');
    const r = await t.gql(GUESS, { sample, preset: 'linkedin' }, { token: staff.token });
    const guess = r.body.data.csvMappingGuess;
    expect(guess.header).toEqual(['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On']);
    const columns = Object.fromEntries(guess.columns.filter((c: any) => c.column !== null).map((c: any) => [c.field, c.column]));
    expect(columns).toEqual({ firstName: 0, lastName: 1, linkedinUrl: 2, email: 3, company: 4, title: 5 });
  });

  it('guesses from every preset when none is chosen, and says nothing is found for a file without a header it knows', async () => {
    const hubspot = await t.gql(
      GUESS,
      { sample: 'Record ID,First Name,Last Name,Email,Job Title\n1,Ana,Lima,a@b.example,CTO\n' },
      { token: staff.token },
    );
    expect(hubspot.body.data.csvMappingGuess.columns.filter((c: any) => c.column !== null).map((c: any) => c.field)).toEqual(
      expect.arrayContaining(['recordId', 'firstName', 'lastName', 'email', 'title']),
    );
    const unknown = await t.gql(GUESS, { sample: 'a,b,c\n1,2,3\n' }, { token: staff.token });
    expect(unknown.body.data.csvMappingGuess).toEqual({
      header: ['a', 'b', 'c'],
      columns: expect.arrayContaining([{ field: 'firstName', column: null }]),
    });
    expect(unknown.body.data.csvMappingGuess.columns.every((c: any) => c.column === null)).toBe(true);
  });

  it("reads a header written with ';' between its fields, as spreadsheets in much of Europe write CSV", async () => {
    const r = await t.gql(GUESS, { sample: 'First Name;Last Name;Company\nJana;Nováková;"Firma, s.r.o."\n' }, { token: staff.token });
    expect(r.body.data.csvMappingGuess.header).toEqual(['First Name', 'Last Name', 'Company']);
  });

  it('is for staff only', async () => {
    const user = await signUp(t);
    const r = await t.gql(GUESS, { sample: 'a,b\n' }, { token: user.token });
    expect(r.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('an upload a stop left queued', () => {
  let own: OwnDatabase;
  afterAll(() => own?.drop());

  it('is imported when the worker starts again', async () => {
    own = await ownDatabase('import_resume');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-resume-'));
    const file = path.join(dir, 'left.jsonl');
    fs.writeFileSync(
      file,
      `${JSON.stringify({ id: `left-${id}`, first_name: 'lea', last_name: `left-${id}`, job_title: 'nurse', location_name: 'lyon, france' })}\n`,
    );
    const jobs = new ImportJobRepository(own.ds);
    const job = await jobs.findOrCreate({
      fileName: 'left.jsonl',
      fileSha256: await sha256Of([file], false),
      format: 'pdl',
      source: 'pdl',
    });
    const [staffRow] = await own.ds.query(
      `INSERT INTO staff_accounts (username, email, password_hash, role) VALUES ('resume', 'resume@staff.talentlens.test', 'x', 'admin') RETURNING id`,
    );
    await own.ds.transaction((tx) =>
      jobs.markQueued(tx, job.id, {
        storedPath: file,
        rejectsPath: `${file}.rejects.jsonl`,
        mapping: null,
        uploadedBy: staffRow.id,
        bytesTotal: 10,
      }),
    );

    const queue = await startJobQueue({ url: own.url, logger: createLogger('silent'), pollingSeconds: 0.5 });
    try {
      await new ImportUploadsService(own.ds, { dir, maxBytes: 1024, logger: createLogger('silent') }).startWorker(queue);
      let status = '';
      for (let i = 0; i < 100 && status !== 'finished'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await jobs.byId(job.id))!.status;
      }
      expect(status).toBe('finished');
      expect(await own.ds.query(`SELECT first_name, source FROM profiles WHERE lower(last_name) = $1`, [`left-${id}`])).toEqual([
        { first_name: 'Lea', source: 'pdl' },
      ]);
    } finally {
      await queue.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the staff button that removes the sample people', () => {
  let own: OwnDatabase;
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    own = await ownDatabase('sample_button');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-button-'));
    await loadProfiles(own.ds, { count: 40, seed: 11, logger: createLogger('warn') });
    s = await startTestServer({ DATABASE_URL: own.url, DATA_DIR: dir }, { jobs: true });
  });
  afterAll(async () => {
    await s.close();
    await own.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const STATE = `query { sampleProfiles { count removalRequested } }`;
  const REMOVE = `mutation { removeSampleProfiles { count removalRequested } }`;

  it('is for superadmins; it removes them in the background, audited, and then there is nothing left to remove', async () => {
    const admin = await newStaff(s, 'admin');
    const superadmin = await newStaff(s, 'superadmin');
    expect((await s.gql(STATE, {}, { token: admin.token })).body.data.sampleProfiles).toEqual({ count: 40, removalRequested: false });
    expect((await s.gql(REMOVE, {}, { token: admin.token })).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const pressed = await s.gql(REMOVE, {}, { token: superadmin.token });
    expect(pressed.body.data.removeSampleProfiles).toEqual({ count: 40, removalRequested: true });
    let state = { count: 40 };
    for (let i = 0; i < 100 && state.count > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await s.gql(STATE, {}, { token: admin.token })).body.data.sampleProfiles;
    }
    expect(state).toEqual({ count: 0, removalRequested: true });
    const audit = await own.ds.query(`SELECT action, staff_id, details FROM staff_audit_log WHERE action = 'sample.remove'`);
    expect(audit).toEqual([{ action: 'sample.remove', staff_id: superadmin.id, details: { count: 40 } }]);

    const again = await s.gql(REMOVE, {}, { token: superadmin.token });
    expect(again.body.errors[0]).toMatchObject({ message: 'There are no sample people in the index.', extensions: { code: 'CONFLICT' } });
  });
});
