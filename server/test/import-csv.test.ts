import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSV_PRESETS, mappingFromJson } from '../src/modules/imports/csv.format';
import { ImportInputError, runImport } from '../src/modules/imports/import.service';
import { ownDatabase, type OwnDatabase } from './own-database';
import { rejectsOf } from './import-kit';

/**
 * Importing CSV files through a column mapping: LinkedIn's connections export (with its lines of
 * notes before the header), a HubSpot contacts export, a Greenhouse candidates export, and a file of
 * one's own with a mapping file; the same person in two of them is one profile.
 */

const DIR = path.join(__dirname, 'import-files', 'csv');
let own: OwnDatabase;
let tmp: string;

beforeAll(async () => {
  own = await ownDatabase('import_csv');
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-csv-'));
});
afterAll(async () => {
  await own.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const at = (iso: string) => () => new Date(iso);
const person = async (username: string) =>
  (await own.ds.query(`SELECT * FROM profiles WHERE linkedin_username = $1`, [username]))[0] as Record<string, any> | undefined;
it("imports LinkedIn's connections export after its notes, and rejects a row without a name", async () => {
  const rejectsPath = path.join(tmp, 'connections.rejects.jsonl');
  const { job } = await runImport(own.ds, {
    file: path.join(DIR, 'Connections.csv'),
    format: 'csv',
    source: 'linkedin-export',
    mapping: CSV_PRESETS.linkedin,
    rejectsPath,
    now: at('2026-11-02T00:00:00Z'),
  });
  expect({ done: job.recordsDone, created: job.created, rejected: job.rejected }).toEqual({ done: 4, created: 3, rejected: 1 });
  expect(rejectsOf(rejectsPath).map((r) => [r.at, r.reason])).toEqual([['line 7', 'no name (first name or full name)']]);
  expect(await person('maya-lindqvist-example')).toMatchObject({
    first_name: 'Maya',
    current_title: 'Head of Talent Acquisition',
    current_company: 'Nordlight AB',
    job_function: 'people',
  });
  expect(await person('tomas-ferreira-example')).toMatchObject({ first_name: 'Tomás', current_company: 'Ferreira, Lda', seniority: 2 });
  expect(await person('kenji-sato-example')).toMatchObject({ job_function: 'engineering', seniority: 6 });
  const maya = (await person('maya-lindqvist-example'))!;
  // An address not at a free-mail provider is taken for a work address.
  expect(await own.ds.query(`SELECT value, type, origin FROM profile_contacts WHERE profile_id = $1`, [maya.id])).toEqual([
    { value: 'maya.lindqvist@example.com', type: 'work', origin: 'linkedin-export' },
  ]);
});

it("takes next month's export, with a new connection on top, as the same people and one new one (rows have no id)", async () => {
  const header = 'First Name,Last Name,URL,Email Address,Company,Position,Connected On';
  const rows = {
    alice: 'Alice,Walker,,,Acme Analytics,Data Engineer,01 Oct 2026',
    bob: 'Bob,Stone,,,Beta Studio,Product Designer,01 Sep 2026',
    carol: 'Carol,Nguyen,,,Gamma Health,Technical Recruiter,01 Nov 2026',
  };
  const month = (name: string, lines: string[]) => {
    fs.mkdirSync(path.join(tmp, name));
    fs.writeFileSync(path.join(tmp, name, 'Connections.csv'), [header, ...lines].join('\n'));
    return path.join(tmp, name, 'Connections.csv');
  };
  const read = (file: string) => runImport(own.ds, { file, format: 'csv', source: 'monthly', mapping: CSV_PRESETS.linkedin });
  const people = () =>
    own.ds.query(`SELECT id, first_name, current_title FROM profiles WHERE source = 'monthly' ORDER BY first_name`) as Promise<
      Array<{ id: string; first_name: string; current_title: string }>
    >;

  expect((await read(month('october', [rows.alice, rows.bob]))).job).toMatchObject({ created: 2, updated: 0 });
  const before = await people();
  // Carol on top moves Alice and Bob down a row: each is still themselves, and nobody is rewritten.
  expect((await read(month('november', [rows.carol, rows.alice, rows.bob]))).job).toMatchObject({ created: 1, updated: 0, unchanged: 2 });
  const after = await people();
  expect(after.map((p) => [p.first_name, p.current_title])).toEqual([
    ['Alice', 'Data Engineer'],
    ['Bob', 'Product Designer'],
    ['Carol', 'Technical Recruiter'],
  ]);
  expect(after.filter((p) => p.first_name !== 'Carol')).toEqual(before);
});

it('keeps apart two people of one name at one company whose rows have no id but other addresses', async () => {
  const file = path.join(tmp, 'two-johns.csv');
  fs.writeFileSync(
    file,
    [
      'First Name,Last Name,Email,Company,Job Title',
      'John,Smith,john.smith@bigco-two.example,BigCo Two,Engineer',
      'John,Smith,jsmith2@bigco-two.example,BigCo Two,Accountant',
      'John,Smith,john.smith@bigco-two.example,BigCo Two,Senior Engineer',
    ].join('\n'),
  );
  const { job } = await runImport(own.ds, { file, format: 'csv', source: 'johns' });
  expect(job).toMatchObject({ created: 2, updated: 1 });
  expect(await own.ds.query(`SELECT current_title FROM profiles WHERE source = 'johns' ORDER BY current_title`)).toEqual([
    { current_title: 'Accountant' },
    { current_title: 'Senior Engineer' },
  ]);
});

it("keeps a whole name when another source's record of the person gives less of it (a middle name, a second surname)", async () => {
  const a = path.join(tmp, 'names-a.csv');
  const b = path.join(tmp, 'names-b.csv');
  fs.writeFileSync(a, ['Name,Email,Company', 'Mary Jane Watson,mj.watson@dailybugle-two.example,Daily Bugle'].join('\n'));
  fs.writeFileSync(b, ['First Name,Last Name,Email,Company', 'Mary,Watson,mj.watson@dailybugle-two.example,Daily Bugle'].join('\n'));
  await runImport(own.ds, { file: a, format: 'csv', source: 'names-a' });
  expect((await runImport(own.ds, { file: b, format: 'csv', source: 'names-b' })).job).toMatchObject({ created: 0 });
  expect(await own.ds.query(`SELECT first_name, last_name FROM profiles WHERE current_company = 'Daily Bugle'`)).toEqual([
    { first_name: 'Mary', last_name: 'Jane Watson' },
  ]);
});

it("keeps apart the contacts a CRM gives one shared inbox, and still joins a person's own records by it", async () => {
  const file = path.join(tmp, 'shared-inbox.csv');
  fs.writeFileSync(
    file,
    [
      'Record ID,First Name,Last Name,Email,Company Name,Job Title',
      '9001,Dana,Scully,info@xfiles-bureau.example,X Bureau,Agent',
      '9002,Fox,Mulder,info@xfiles-bureau.example,X Bureau,Special Agent',
    ].join('\n'),
  );
  const first = await runImport(own.ds, { file, format: 'csv', source: 'crm-a', mapping: CSV_PRESETS.hubspot });
  expect(first.job).toMatchObject({ created: 2, updated: 0 });
  // Another source's record of Dana with that address (her initial only) is her, and keeps her name whole.
  const other = path.join(tmp, 'shared-inbox-b.csv');
  fs.writeFileSync(
    other,
    ['First Name,Last Name,Email,Company,Position', 'D.,Scully,info@xfiles-bureau.example,X Bureau,Senior Agent'].join('\n'),
  );
  const second = await runImport(own.ds, { file: other, format: 'csv', source: 'crm-b' });
  expect(second.job).toMatchObject({ created: 0, updated: 1 });
  expect(
    await own.ds.query(`SELECT first_name, last_name, current_title FROM profiles WHERE current_company = 'X Bureau' ORDER BY last_name`),
  ).toEqual([
    { first_name: 'Fox', last_name: 'Mulder', current_title: 'Special Agent' },
    { first_name: 'Dana', last_name: 'Scully', current_title: 'Senior Agent' },
  ]);
});

it('merges a HubSpot contact into the LinkedIn connection with the same e-mail, and adds the rest', async () => {
  const { job } = await runImport(own.ds, {
    file: path.join(DIR, 'hubspot-contacts.csv'),
    format: 'csv',
    source: 'hubspot',
    mapping: CSV_PRESETS.hubspot,
    rejectsPath: path.join(tmp, 'hubspot.rejects.jsonl'),
    now: at('2026-11-03T00:00:00Z'),
  });
  expect({ created: job.created, updated: job.updated, rejected: job.rejected }).toEqual({ created: 1, updated: 1, rejected: 0 });
  const maya = (await person('maya-lindqvist-example'))!;
  expect(maya).toMatchObject({ city: 'Stockholm', country_code: 'SE' });
  expect(maya.provenance.location).toEqual({ source: 'hubspot', recordId: '5101', fetchedAt: '2026-11-03T00:00:00.000Z' });
  expect(
    await own.ds.query(`SELECT kind, value, origin FROM profile_contacts WHERE profile_id = $1 ORDER BY kind, value`, [maya.id]),
  ).toEqual([
    { kind: 'email', value: 'maya.lindqvist@example.com', origin: 'linkedin-export' },
    { kind: 'phone', value: '+46855501234', origin: 'hubspot' },
  ]);
  // No LinkedIn: named by the source and HubSpot's record id.
  expect(await person('~hubspot.5102')).toMatchObject({ first_name: 'Priya', city: 'London', country_code: 'GB', job_function: 'people' });
});

it('imports a Greenhouse candidates export, finding the LinkedIn profile among the social links', async () => {
  const rejectsPath = path.join(tmp, 'greenhouse.rejects.jsonl');
  const { job } = await runImport(own.ds, {
    file: path.join(DIR, 'greenhouse-candidates.csv'),
    format: 'csv',
    source: 'greenhouse',
    mapping: CSV_PRESETS.greenhouse,
    rejectsPath,
  });
  expect({ created: job.created, rejected: job.rejected }).toEqual({ created: 2, rejected: 1 });
  expect(rejectsOf(rejectsPath).map((r) => r.at)).toEqual(['line 4']);
  expect(await person('lena-vogel-example')).toMatchObject({
    current_title: 'Datenanalystin',
    city: 'Berlin',
    country_code: 'DE',
  });
  expect(await person('~greenhouse.88002')).toMatchObject({ first_name: 'Omar', last_name: '' });
});

it("imports a file of one's own through a mapping file, and guesses the columns of a known export without one", async () => {
  const mapping = mappingFromJson(JSON.parse(fs.readFileSync(path.join(DIR, 'recrutement.mapping.json'), 'utf8')));
  const { job } = await runImport(own.ds, {
    file: path.join(DIR, 'recrutement.csv'),
    format: 'csv',
    source: 'ats',
    mapping,
    rejectsPath: path.join(tmp, 'ats.rejects.jsonl'),
  });
  expect({ created: job.created, rejected: job.rejected }).toEqual({ created: 2, rejected: 0 });
  const [claire] = await own.ds.query(`SELECT * FROM profiles WHERE first_name = 'Claire'`);
  expect(claire).toMatchObject({
    last_name: 'Martin',
    city: 'Paris',
    country_code: 'FR',
    current_title: 'Chef de projet',
    job_function: 'operations',
  });

  // Without a mapping: LinkedIn's headers are known, so a copy of the export reads the same.
  const copy = path.join(tmp, 'connections-copy.csv');
  fs.writeFileSync(
    copy,
    `${fs.readFileSync(path.join(DIR, 'Connections.csv'), 'utf8')}Ines,Okafor,https://www.linkedin.com/in/ines-okafor-example,,,Recruiter,01 Jan 2026\r\n`,
  );
  const guessed = await runImport(own.ds, {
    file: copy,
    format: 'csv',
    source: 'linkedin-export',
    rejectsPath: path.join(tmp, 'copy.rejects.jsonl'),
  });
  // Maya's role, read again now, is newer than HubSpot's 'Head of TA': it is the one that changes.
  expect({ created: guessed.job.created, updated: guessed.job.updated, unchanged: guessed.job.unchanged }).toEqual({
    created: 1,
    updated: 1,
    unchanged: 2,
  });
  expect(await person('maya-lindqvist-example')).toMatchObject({ current_title: 'Head of Talent Acquisition', city: 'Stockholm' });
});

const HEADER = ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'];
it.each([
  {
    // Windows-1252 is Latin-1 for these letters: one byte each, which is not UTF-8.
    what: "a spreadsheet's CSV as Excel saves it in much of Europe: ';' between fields, in Windows-1252",
    file: 'Kontakte.csv',
    bytes: (rows: string[][]) =>
      Buffer.from(`${rows.map((r) => r.map((c) => (c.includes(';') ? `"${c}"` : c)).join(';')).join('\r\n')}\r\n`, 'latin1'),
    person: ['José', 'Müller', 'jose-muller-example', 'Café Müller; Söhne GmbH', 'Geschäftsführer'],
  },
  {
    what: 'Excel\'s "Unicode Text": UTF-16 with its byte order mark, tabs between fields',
    file: 'Kontakte.txt',
    bytes: (rows: string[][]) => Buffer.from(`\uFEFF${rows.map((r) => r.join('\t')).join('\r\n')}\r\n`, 'utf16le'),
    person: ['Zoë', 'Łukasiewicz', 'zoe-lukasiewicz-example', 'Łódź Software Sp. z o.o.', 'Dyrektorka Sprzedaży'],
  },
])('imports $what', async ({ file: name, bytes, person: [first, last, username, company, title] }) => {
  const file = path.join(tmp, name);
  const row = [first, last, `https://www.linkedin.com/in/${username}`, `${username}@example.com`, company, title, '01 Mar 2024'];
  fs.writeFileSync(file, bytes([HEADER, row]));
  const { job } = await runImport(own.ds, {
    file,
    format: 'csv',
    source: 'excel',
    mapping: CSV_PRESETS.linkedin,
    now: at('2026-11-05T00:00:00Z'),
  });
  expect({ created: job.created, rejected: job.rejected }).toEqual({ created: 1, rejected: 0 });
  expect(await person(username)).toMatchObject({ first_name: first, last_name: last, current_title: title, current_company: company });
});

it('reads a file again without writing anyone anew when nothing in it changed, also people with no known country', async () => {
  const file = path.join(tmp, 'no-country.csv');
  fs.writeFileSync(
    file,
    [
      'Given name,Family name,Mail,Role,Employer,Town',
      'Maren,Holmgaard,maren@kelpworks.example,Kelp Farmer,Kelpworks,Tromsø',
      'Oskar,Vinterberg,oskar@kelpworks.example,Senior Kelp Farmer,Kelpworks,"Bergen, Norway"',
    ].join('\n'),
  );
  const mapping = mappingFromJson({
    'Given name': 'firstName',
    'Family name': 'lastName',
    Mail: 'email',
    Role: 'title',
    Employer: 'company',
    Town: 'location',
  });
  const first = await runImport(own.ds, { file, format: 'csv', source: 'kelp', mapping, rejectsPath: path.join(tmp, 'kelp.jsonl') });
  expect(first.job.created).toBe(2);
  // Maren's town names no country the import knows: her country code is none ('').
  expect(await own.ds.query(`SELECT country_code = '' AS none FROM profiles WHERE last_name = 'Holmgaard'`)).toEqual([{ none: true }]);
  const again = await runImport(own.ds, {
    file,
    format: 'csv',
    source: 'kelp',
    mapping,
    rejectsPath: path.join(tmp, 'kelp.jsonl'),
    again: true,
  });
  expect({ created: again.job.created, updated: again.job.updated, unchanged: again.job.unchanged }).toEqual({
    created: 0,
    updated: 0,
    unchanged: 2,
  });
});

it('refuses a mapping that names an unknown field, and a file whose header names nothing the mapping knows', async () => {
  expect(() => mappingFromJson({ Email: 'mail' })).toThrow('the mapping gives "Email" the unknown field "mail"');
  const file = path.join(tmp, 'nothing.csv');
  fs.writeFileSync(file, 'a,b,c\n1,2,3\n');
  await expect(runImport(own.ds, { file, format: 'csv', source: 'nothing', rejectsPath: path.join(tmp, 'n.jsonl') })).rejects.toThrow(
    ImportInputError,
  );
});

it("keeps the region a row's place names, on the profile and its search row, and a later place without one clears it", async () => {
  const file = path.join(tmp, 'regions.csv');
  const header = 'Record ID,First Name,Last Name,Job Title,City,State/Region,Country/Region\n';
  fs.writeFileSync(
    file,
    header +
      [
        'r-1,Lu,Bbock,Nurse,Lubbock,TX,United States',
        'r-2,Cal,Only,Nurse,,California,United States',
        'r-3,Aus,Tin,Nurse,Austin,Texas,',
        'r-4,Ber,Lin,Nurse,Berlin,,Germany',
      ].join('\n'),
  );
  const { job } = await runImport(own.ds, {
    file,
    format: 'csv',
    source: 'crm-regions',
    mapping: CSV_PRESETS.hubspot,
    now: at('2026-11-29T00:00:00Z'),
  });
  expect({ created: job.created, rejected: job.rejected }).toEqual({ created: 4, rejected: 0 });
  const placeOf = async () =>
    own.ds.query(
      `SELECT p.first_name AS who, p.city, p.country_code, p.region, s.region_key FROM profiles p JOIN profile_search s ON s.profile_id = p.id
        WHERE p.source = 'crm-regions' ORDER BY 1`,
    );
  expect(await placeOf()).toEqual([
    { who: 'Aus', city: 'Austin', country_code: 'US', region: 'Texas', region_key: 'texas' },
    { who: 'Ber', city: 'Berlin', country_code: 'DE', region: null, region_key: null },
    { who: 'Cal', city: '', country_code: 'US', region: 'California', region_key: 'california' },
    // 'TX' is Texas's postal code after a city it does not list: the region by its name or code after any city.
    { who: 'Lu', city: 'Lubbock', country_code: 'US', region: 'Texas', region_key: 'texas' },
  ]);
  // The same source moving the person: the new place replaces the whole place, its region too.
  fs.writeFileSync(file, `${header}r-1,Lu,Bbock,Nurse,Denver,,United States\n`);
  await runImport(own.ds, { file, format: 'csv', source: 'crm-regions', mapping: CSV_PRESETS.hubspot, now: at('2026-11-30T00:00:00Z') });
  expect((await placeOf()).find((r: { who: string }) => r.who === 'Lu')).toMatchObject({ city: 'Denver', region: null, region_key: null });
});
