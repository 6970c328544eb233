/**
 * The staff imports page in words and small rules: the format a file's name suggests, the checks the
 * server makes too, the CSV mapping sent with an upload, the server's answer, the jobs' statuses,
 * progress and counts, and the sample people.
 */
import type { CsvField } from '../src/graphql/generated';
import {
  chosenColumns,
  fieldLabel,
  fileProblem,
  formatLabel,
  guessFormat,
  isActive,
  jobCountsText,
  jobPercent,
  jobProgressStatus,
  jobStatusLabel,
  mappingOf,
  mappingProblem,
  noHeaderFound,
  NOT_IN_FILE,
  PRESET_CHOICES,
  presetOf,
  readUploadAnswer,
  sampleCountText,
  sampleRemovalRunning,
  sizeText,
  SOURCE_RULE,
  sourceProblem,
  uploadPercent,
  uploadProblem,
  uploadQuery,
  type MappingGuess,
} from '../src/features/staff/imports/importsText';
import { actionLabel } from '../src/features/staff/staffText';

const FIELDS: CsvField[] = ['recordId', 'firstName', 'lastName', 'fullName', 'email', 'workEmail', 'company'];

function guessOf(header: string[], columns: Partial<Record<CsvField, number>>): MappingGuess {
  return { header, columns: FIELDS.map((field) => ({ field, column: columns[field] ?? null })) };
}

const linkedin = guessOf(['First Name', 'Last Name', 'Email Address', 'Company'], { firstName: 0, lastName: 1, email: 2, company: 3 });

function params(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

describe('the file and its format', () => {
  it('guesses CSV from a .csv name and People Data Labs from anything else', () => {
    expect(guessFormat('connections.csv')).toBe('csv');
    expect(guessFormat('Export.CSV')).toBe('csv');
    expect(guessFormat('people.jsonl')).toBe('pdl');
    expect(guessFormat('people.json')).toBe('pdl');
    expect(guessFormat('resumes.ndjson')).toBe('pdl');
    // Excel's "Unicode Text" (UTF-16, tabs) is a .txt; tab-separated files are often .tsv.
    expect([guessFormat('Kontakte.txt'), guessFormat('people.tsv'), guessFormat('people.TSV.gz')]).toEqual(['csv', 'csv', 'csv']);
  });

  it('names the formats', () => {
    expect(formatLabel('pdl')).toBe('People Data Labs');
    expect(formatLabel('jsonresume')).toBe('JSON Resume');
    expect(formatLabel('csv')).toBe('CSV');
  });

  it('takes the files each format takes, in the words of the server', () => {
    expect(fileProblem('a.csv', 'csv')).toBeNull();
    expect([fileProblem('a.txt', 'csv'), fileProblem('a.tsv', 'csv'), fileProblem('a.txt', 'pdl')]).toEqual([
      null,
      null,
      'This format takes a .json, .jsonl or .ndjson file, or one of them gzip-compressed (.gz; one file; use the command line for a folder).',
    ]);
    expect(fileProblem('a.json', 'csv')).toBe('A CSV import takes a .csv, .tsv or .txt file, or one of them gzip-compressed (.gz).');
    expect(fileProblem('a.jsonl', 'pdl')).toBeNull();
    expect(fileProblem('a.ndjson', 'jsonresume')).toBeNull();
    expect(fileProblem('a.JSON', 'jsonresume')).toBeNull();
    // Gzip-compressed, as data providers deliver bulk files.
    expect([fileProblem('people.jsonl.gz', 'pdl'), fileProblem('Connections.csv.gz', 'csv'), guessFormat('Connections.csv.gz')]).toEqual([
      null,
      null,
      'csv',
    ]);
    expect(fileProblem('people.gz', 'pdl')).not.toBeNull();
    expect(fileProblem('a.csv', 'pdl')).toBe(
      'This format takes a .json, .jsonl or .ndjson file, or one of them gzip-compressed (.gz; one file; use the command line for a folder).',
    );
  });

  it('checks the source as the server does', () => {
    expect(sourceProblem('upload')).toBeNull();
    expect(sourceProblem('crm-2025_q1')).toBeNull();
    expect(sourceProblem('9lives')).toBeNull();
    expect(sourceProblem(' upload ')).toBeNull();
    expect(sourceProblem('a'.repeat(32))).toBeNull();
    expect(sourceProblem('a'.repeat(33))).toBe(SOURCE_RULE);
    expect(sourceProblem('')).toBe(SOURCE_RULE);
    expect(sourceProblem('Upload')).toBe(SOURCE_RULE);
    expect(sourceProblem('-upload')).toBe(SOURCE_RULE);
    expect(sourceProblem('my source')).toBe(SOURCE_RULE);
    expect(SOURCE_RULE).toBe("The source is 1 to 32 lower-case letters, digits, '-' or '_', starting with a letter or digit.");
  });

  it('writes sizes as people read them', () => {
    expect(sizeText(512)).toBe('512 B');
    expect(sizeText(1536)).toBe('1.5 KB');
    expect(sizeText(12.3 * 1024 * 1024)).toBe('12 MB');
    expect(sizeText(3 * 1024 * 1024 * 1024)).toBe('3.0 GB');
  });
});

describe('the CSV mapping step', () => {
  it('offers the guess and the three presets', () => {
    expect(PRESET_CHOICES.map((c) => c.label)).toEqual([
      'Guess from the headers',
      'LinkedIn connections',
      'HubSpot contacts',
      'Greenhouse candidates',
    ]);
    expect(presetOf('guess')).toBeNull();
    expect(presetOf('hubspot')).toBe('hubspot');
  });

  it('names the fields in words', () => {
    expect(fieldLabel('firstName')).toBe('First name');
    expect(fieldLabel('linkedinUrl')).toBe('LinkedIn URL');
    expect(fieldLabel('workEmail')).toBe('Work e-mail');
    expect(fieldLabel('companyWebsite')).toBe('Company website');
    expect(fieldLabel('someNewField' as CsvField)).toBe('someNewField');
  });

  it("takes the staff member's choices over the guess", () => {
    const columns = chosenColumns(linkedin, { company: NOT_IN_FILE, fullName: 1 });
    expect(columns.find((c) => c.field === 'firstName')?.column).toBe(0);
    expect(columns.find((c) => c.field === 'company')?.column).toBeNull();
    expect(columns.find((c) => c.field === 'fullName')?.column).toBe(1);
    // A column the header does not have is none.
    expect(chosenColumns(linkedin, { recordId: 9 }).find((c) => c.field === 'recordId')?.column).toBeNull();
  });

  it('builds the mapping the server reads: header -> field', () => {
    expect(mappingOf(linkedin.header, chosenColumns(linkedin, {}))).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      'Email Address': 'email',
      Company: 'company',
    });
    expect(mappingOf(linkedin.header, chosenColumns(linkedin, { email: NOT_IN_FILE, workEmail: 2 }))).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      'Email Address': 'workEmail',
      Company: 'company',
    });
  });

  it('says when no header row was found', () => {
    expect(noHeaderFound(guessOf(['a', 'b'], {}))).toBe(true);
    expect(noHeaderFound(linkedin)).toBe(false);
  });

  it('refuses a column chosen twice and a mapping without a name', () => {
    expect(mappingProblem(linkedin.header, chosenColumns(linkedin, {}))).toBeNull();
    expect(mappingProblem(linkedin.header, chosenColumns(linkedin, { workEmail: 2 }))).toBe(
      'The column “Email Address” is chosen for E-mail and Work e-mail: a column holds one field.',
    );
    expect(mappingProblem(linkedin.header, chosenColumns(linkedin, { firstName: NOT_IN_FILE }))).toBe(
      'Choose the column of the first name or of the full name: a row without a name is rejected.',
    );
    expect(mappingProblem(linkedin.header, chosenColumns(linkedin, { firstName: NOT_IN_FILE, fullName: 0 }))).toBeNull();
    const one = guessOf(['Name', 'Mail'], {});
    expect(mappingProblem(one.header, chosenColumns(one, { fullName: 0 }))).toBe(
      'Choose the columns of at least two fields: the import finds the header row by two of its names.',
    );
    expect(mappingProblem(one.header, chosenColumns(one, { fullName: 0, email: 1 }))).toBeNull();
  });
});

describe('the upload request', () => {
  it('sends the name, format and source of a JSON file', () => {
    expect(params(uploadQuery({ fileName: 'people.jsonl', format: 'pdl', source: ' crm ' }))).toEqual({
      fileName: 'people.jsonl',
      format: 'pdl',
      source: 'crm',
    });
  });

  it('asks for a file imported before to be read again only when told to', () => {
    const choices = { fileName: 'people.jsonl', format: 'pdl' as const, source: 'crm' };
    expect(params(uploadQuery({ ...choices, again: true }))).toEqual({
      fileName: 'people.jsonl',
      format: 'pdl',
      source: 'crm',
      again: 'true',
    });
    expect(params(uploadQuery({ ...choices, again: false }))).toEqual({ fileName: 'people.jsonl', format: 'pdl', source: 'crm' });
  });

  it('sends the preset of an untouched CSV mapping', () => {
    const query = uploadQuery({
      fileName: 'c.csv',
      format: 'csv',
      source: 'upload',
      csv: { preset: 'linkedin', guess: linkedin, edits: {} },
    });
    expect(params(query)).toEqual({ fileName: 'c.csv', format: 'csv', source: 'upload', preset: 'linkedin' });
  });

  it("sends the guess's mapping when no preset was chosen", () => {
    const query = uploadQuery({ fileName: 'c.csv', format: 'csv', source: 'upload', csv: { preset: 'guess', guess: linkedin, edits: {} } });
    expect(params(query).preset).toBeUndefined();
    expect(JSON.parse(params(query).mapping)).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      'Email Address': 'email',
      Company: 'company',
    });
  });

  it('sends the mapping of the table once a field was changed, even with a preset', () => {
    const query = uploadQuery({
      fileName: 'c.csv',
      format: 'csv',
      source: 'upload',
      csv: { preset: 'linkedin', guess: linkedin, edits: { company: NOT_IN_FILE } },
    });
    expect(params(query).preset).toBeUndefined();
    expect(JSON.parse(params(query).mapping)).toEqual({ 'First Name': 'firstName', 'Last Name': 'lastName', 'Email Address': 'email' });
    // URL-encoded in the address.
    expect(query).toContain('mapping=%7B%22First+Name%22%3A%22firstName%22');
  });

  it('says why an upload cannot start', () => {
    expect(uploadProblem({ fileName: 'a.json', format: 'pdl', source: 'upload' })).toBeNull();
    expect(uploadProblem({ fileName: 'a.json', format: 'pdl', source: 'Bad Source' })).toBe(SOURCE_RULE);
    expect(uploadProblem({ fileName: 'a.json', format: 'csv', source: 'upload' })).toBe(
      'A CSV import takes a .csv, .tsv or .txt file, or one of them gzip-compressed (.gz).',
    );
    expect(uploadProblem({ fileName: 'a.csv', format: 'csv', source: 'upload' })).toBe('Wait for the columns of the file to be read.');
    expect(
      uploadProblem({
        fileName: 'a.csv',
        format: 'csv',
        source: 'upload',
        csv: { preset: 'guess', guess: guessOf(['x', 'y'], {}), edits: {} },
      }),
    ).toBe('Choose the column of the first name or of the full name: a row without a name is rejected.');
    expect(
      uploadProblem({ fileName: 'a.csv', format: 'csv', source: 'upload', csv: { preset: 'guess', guess: linkedin, edits: {} } }),
    ).toBeNull();
  });

  it('counts the share of the file sent', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(505, 1000)).toBe(50);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(10, 0)).toBe(0);
  });

  it("reads the server's answer and shows its message as it is", () => {
    expect(
      readUploadAnswer(
        202,
        JSON.stringify({ status: 'success', message: 'Upload received; the import is queued.', data: { job: {}, alreadyImported: false } }),
      ),
    ).toEqual({ ok: true, message: 'Upload received; the import is queued.', alreadyImported: false });
    expect(
      readUploadAnswer(
        200,
        JSON.stringify({
          status: 'success',
          message: 'This file was imported before with this format and source: nothing new to do.',
          data: { job: {}, alreadyImported: true },
        }),
      ),
    ).toEqual({
      ok: true,
      message: 'This file was imported before with this format and source: nothing new to do.',
      alreadyImported: true,
    });
    expect(readUploadAnswer(400, JSON.stringify({ status: 'error', message: 'The file is empty.', code: 'BAD_USER_INPUT' }))).toEqual({
      ok: false,
      message: 'The file is empty.',
      code: 'BAD_USER_INPUT',
    });
    expect(readUploadAnswer(413, '<html>Too large</html>')).toEqual({
      ok: false,
      message: 'The file is larger than an upload can be. Import it with npm run import on the server.',
      code: null,
    });
    expect(readUploadAnswer(502, '')).toMatchObject({ ok: false, code: null });
  });
});

describe('the jobs table', () => {
  it('shows each status as a tag', () => {
    expect(jobStatusLabel('queued')).toEqual({ label: 'Queued', color: 'default' });
    expect(jobStatusLabel('running')).toEqual({ label: 'Running', color: 'processing' });
    expect(jobStatusLabel('finished')).toEqual({ label: 'Finished', color: 'success' });
    expect(jobStatusLabel('failed')).toEqual({ label: 'Failed', color: 'error' });
  });

  it('follows queued and running jobs only', () => {
    expect(isActive({ status: 'queued' })).toBe(true);
    expect(isActive({ status: 'running' })).toBe(true);
    expect(isActive({ status: 'finished' })).toBe(false);
    expect(isActive({ status: 'failed' })).toBe(false);
  });

  it('shows how far the file has been read; all of it once finished', () => {
    expect(jobPercent({ status: 'running', bytesDone: 250, bytesTotal: 1000 })).toBe(25);
    expect(jobPercent({ status: 'queued', bytesDone: 0, bytesTotal: 1000 })).toBe(0);
    expect(jobPercent({ status: 'running', bytesDone: 10, bytesTotal: 0 })).toBe(0);
    expect(jobPercent({ status: 'finished', bytesDone: 0, bytesTotal: 0 })).toBe(100);
    expect(jobProgressStatus('running')).toBe('active');
    expect(jobProgressStatus('failed')).toBe('exception');
    expect(jobProgressStatus('finished')).toBe('success');
    expect(jobProgressStatus('queued')).toBe('normal');
  });

  it('counts what became of the records', () => {
    expect(jobCountsText({ created: 12345, updated: 30, unchanged: 0, rejected: 4 })).toBe(
      '12,345 created · 30 updated · 0 unchanged · 4 rejected',
    );
  });
});

describe('the sample people', () => {
  it('says how many are in the index', () => {
    expect(sampleCountText(12345)).toBe('12,345 sample people are in the index. They are generated, marked Sample, and not real.');
    expect(sampleCountText(1)).toBe('1 sample person is in the index. It is generated, marked Sample, and not real.');
    expect(sampleCountText(0)).toBe('No sample people are in the index.');
  });

  it('follows a removal until none are left', () => {
    expect(sampleRemovalRunning({ count: 10, removalRequested: true })).toBe(true);
    expect(sampleRemovalRunning({ count: 0, removalRequested: true })).toBe(false);
    expect(sampleRemovalRunning({ count: 10, removalRequested: false })).toBe(false);
    expect(sampleRemovalRunning(null)).toBe(false);
  });

  it('labels the audit actions of this page', () => {
    expect(actionLabel('import.upload')).toBe('Import uploaded');
    expect(actionLabel('sample.remove')).toBe('Sample people removed');
  });
});
