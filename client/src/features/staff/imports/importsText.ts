import type { CsvField, CsvPreset, ImportFormat, ImportJobStatus } from '../../../graphql/generated';

/**
 * The staff imports page's words and small rules (/admin/imports), kept apart from React so that
 * they are tested on their own (client/test/importsText.test.ts). The checks say what the server
 * says (POST /api/admin/imports), before a byte of the file is sent.
 */

/** Rows of the jobs table: the newest twenty. */
export const JOBS_SHOWN = 20;
/** How often the jobs and the sample people are asked for again while something runs in the background. */
export const POLL_MS = 2000;
/** The part of a CSV file read in the browser for the mapping step (the server reads at most this). */
export const SAMPLE_BYTES = 65_536;

export const FORMAT_CHOICES: ImportFormat[] = ['pdl', 'jsonresume', 'csv'];

const FORMATS: Record<ImportFormat, string> = { pdl: 'People Data Labs', jsonresume: 'JSON Resume', csv: 'CSV' };

/** A format in words; one newer than this client as it is. */
export function formatLabel(format: ImportFormat): string {
  return (FORMATS as Partial<Record<string, string>>)[format] ?? format;
}

/** A CSV file's name, as the server takes it (FORMAT_FILES): Excel's "Unicode Text" is a .txt. */
const CSV_FILE = /\.(csv|tsv|txt)(\.gz)?$/i;

/** The format a file's name suggests: a .csv, .tsv or .txt (each also .gz) is CSV, anything else People Data Labs records (JSON Resume is chosen by hand). */
export function guessFormat(fileName: string): ImportFormat {
  return CSV_FILE.test(fileName.trim()) ? 'csv' : 'pdl';
}

/** What the file picker offers: each also gzip-compressed, as data providers deliver bulk files. */
export const ACCEPTED_FILES = '.csv,.tsv,.txt,.json,.jsonl,.ndjson,.gz';

/** The file does not fit the format (the server's own words), or null. */
export function fileProblem(fileName: string, format: ImportFormat): string | null {
  if (format === 'csv')
    return CSV_FILE.test(fileName) ? null : 'A CSV import takes a .csv, .tsv or .txt file, or one of them gzip-compressed (.gz).';
  return /\.(json|jsonl|ndjson)(\.gz)?$/i.test(fileName)
    ? null
    : 'This format takes a .json, .jsonl or .ndjson file, or one of them gzip-compressed (.gz; one file; use the command line for a folder).';
}

export const DEFAULT_SOURCE = 'upload';
const SOURCE = /^[a-z0-9][a-z0-9_-]{0,31}$/;
export const SOURCE_RULE = "The source is 1 to 32 lower-case letters, digits, '-' or '_', starting with a letter or digit.";

/** The source field's problem (the server's rule and words), or null. */
export function sourceProblem(source: string): string | null {
  return SOURCE.test(source.trim()) ? null : SOURCE_RULE;
}

/** The preset select: a guess from every preset's names, or one export's headers. */
export type PresetChoice = CsvPreset | 'guess';

export const PRESET_CHOICES: Array<{ value: PresetChoice; label: string }> = [
  { value: 'guess', label: 'Guess from the headers' },
  { value: 'linkedin', label: 'LinkedIn connections' },
  { value: 'hubspot', label: 'HubSpot contacts' },
  { value: 'greenhouse', label: 'Greenhouse candidates' },
];

/** The preset the server is asked for: none for the guess. */
export function presetOf(choice: PresetChoice): CsvPreset | null {
  return choice === 'guess' ? null : choice;
}

const FIELDS: Record<CsvField, string> = {
  recordId: 'Record ID',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  linkedinUrl: 'LinkedIn URL',
  email: 'E-mail',
  workEmail: 'Work e-mail',
  personalEmail: 'Personal e-mail',
  phone: 'Phone',
  mobilePhone: 'Mobile phone',
  title: 'Job title',
  company: 'Company',
  companyWebsite: 'Company website',
  location: 'Location',
  city: 'City',
  region: 'Region or state',
  country: 'Country',
  headline: 'Headline',
  summary: 'Summary',
  skills: 'Skills',
};

/** A field of a person in words; one newer than this client as it is. */
export function fieldLabel(field: CsvField): string {
  return (FIELDS as Partial<Record<string, string>>)[field] ?? field;
}

/** The choice of a field's select that reads it from no column. */
export const NOT_IN_FILE = -1;
export const NOT_IN_FILE_LABEL = '— not in the file —';

export interface MappingGuess {
  header: readonly string[];
  columns: ReadonlyArray<{ field: CsvField; column?: number | null }>;
}

/** What the staff member changed in the mapping table: a field's column, or NOT_IN_FILE. */
export type MappingEdits = Partial<Record<CsvField, number>>;

/** The column each field is read from: the staff member's choice, else the guess (only columns the header has). */
export function chosenColumns(guess: MappingGuess, edits: MappingEdits): Array<{ field: CsvField; column: number | null }> {
  return guess.columns.map(({ field, column }) => {
    const chosen = edits[field] ?? column ?? NOT_IN_FILE;
    return { field, column: chosen >= 0 && chosen < guess.header.length ? chosen : null };
  });
}

/** The guess found no header row: no field has a column. */
export function noHeaderFound(guess: MappingGuess): boolean {
  return guess.columns.every((c) => c.column === null || c.column === undefined);
}

export const NO_HEADER =
  'No header row was found in the first lines of this file: no column is named like a field we know. ' +
  'Choose the column of each field below, or pick the preset of the export this file comes from.';

/** The mapping the server reads ({ "<header in the file>": "<field>" }) from the chosen columns. */
export function mappingOf(header: readonly string[], columns: ReadonlyArray<{ field: CsvField; column: number | null }>) {
  const mapping: Record<string, CsvField> = {};
  for (const { field, column } of columns) {
    if (column === null) continue;
    const name = header[column];
    if (name !== undefined && name.trim() !== '' && !(name in mapping)) mapping[name] = field;
  }
  return mapping;
}

/** The chosen columns cannot be imported (the words to show), or null. */
export function mappingProblem(
  header: readonly string[],
  columns: ReadonlyArray<{ field: CsvField; column: number | null }>,
): string | null {
  const used = columns.filter((c): c is { field: CsvField; column: number } => c.column !== null);
  const byColumn = new Map<number, CsvField[]>();
  for (const { field, column } of used) byColumn.set(column, [...(byColumn.get(column) ?? []), field]);
  for (const [column, fields] of byColumn) {
    if (fields.length > 1)
      return `The column “${header[column]}” is chosen for ${fields.map(fieldLabel).join(' and ')}: a column holds one field.`;
  }
  if (!used.some((c) => c.field === 'firstName' || c.field === 'fullName'))
    return 'Choose the column of the first name or of the full name: a row without a name is rejected.';
  // The import finds the header row as the first row naming two of the mapping's columns.
  if (used.length < 2) return 'Choose the columns of at least two fields: the import finds the header row by two of its names.';
  return null;
}

export interface UploadChoices {
  fileName: string;
  format: ImportFormat;
  source: string;
  /** CSV only: the preset chosen, the guess, and what the staff member changed in it. */
  csv?: { preset: PresetChoice; guess: MappingGuess; edits: MappingEdits };
  /** A file imported before, read anew (every record): after an upgrade that reads people better. */
  again?: boolean;
}

/**
 * The upload's address query (fileName, format, source, and for a CSV file how its columns are
 * read): the mapping of the staff member's choices when they changed any, else the preset when one
 * was chosen, else the mapping of the guess; `again=true` to read a file imported before anew.
 */
export function uploadQuery({ fileName, format, source, csv, again }: UploadChoices): string {
  const query = new URLSearchParams({ fileName, format, source: source.trim() });
  if (format === 'csv' && csv) {
    const preset = presetOf(csv.preset);
    if (Object.keys(csv.edits).length === 0 && preset) query.set('preset', preset);
    else query.set('mapping', JSON.stringify(mappingOf(csv.guess.header, chosenColumns(csv.guess, csv.edits))));
  }
  if (again) query.set('again', 'true');
  return query.toString();
}

/** Why the upload cannot start (the first problem), or null. */
export function uploadProblem(choices: UploadChoices): string | null {
  const problem = fileProblem(choices.fileName, choices.format) ?? sourceProblem(choices.source);
  if (problem) return problem;
  if (choices.format !== 'csv') return null;
  if (!choices.csv) return 'Wait for the columns of the file to be read.';
  return mappingProblem(choices.csv.guess.header, chosenColumns(choices.csv.guess, choices.csv.edits));
}

/** The share of the file sent so far, 0 to 100. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

export type UploadAnswer = { ok: true; message: string; alreadyImported: boolean } | { ok: false; message: string; code: string | null };

const NO_ANSWER = 'The server did not answer the upload as expected. Check the jobs below, then try again.';

/** The server's answer to an upload ({status, message, data: {job, alreadyImported}} or {status: 'error', message, code}), in words. */
export function readUploadAnswer(status: number, text: string): UploadAnswer {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: a proxy's error page, an empty answer.
  }
  const b = (typeof body === 'object' && body !== null ? body : {}) as {
    status?: unknown;
    message?: unknown;
    code?: unknown;
    data?: { alreadyImported?: unknown } | null;
  };
  const message = typeof b.message === 'string' && b.message.trim() !== '' ? b.message : null;
  if (status >= 200 && status < 300 && b.status === 'success')
    return { ok: true, message: message ?? 'Upload received.', alreadyImported: b.data?.alreadyImported === true };
  if (status === 413 && !message)
    return { ok: false, message: 'The file is larger than an upload can be. Import it with npm run import on the server.', code: null };
  return { ok: false, message: message ?? NO_ANSWER, code: typeof b.code === 'string' ? b.code : null };
}

/** A size in bytes as people read it: 512 B, 1.5 KB, 12.3 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

// The jobs table.

const STATUSES: Record<ImportJobStatus, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'default' },
  running: { label: 'Running', color: 'processing' },
  finished: { label: 'Finished', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** A job's status as a tag: its word and colour (antd status colours). */
export function jobStatusLabel(status: ImportJobStatus): { label: string; color: string } {
  return (STATUSES as Partial<Record<string, { label: string; color: string }>>)[status] ?? { label: status, color: 'default' };
}

/** A job still to be settled: the page asks again every two seconds while there is one. */
export function isActive(job: { status: ImportJobStatus }): boolean {
  return job.status === 'queued' || job.status === 'running';
}

/** How far a job has read its file, 0 to 100: all of it once finished. */
export function jobPercent(job: { status: ImportJobStatus; bytesDone: number; bytesTotal: number }): number {
  if (job.status === 'finished') return 100;
  return uploadPercent(job.bytesDone, job.bytesTotal);
}

/** The progress bar's look: active while running, red for a failure. */
export function jobProgressStatus(status: ImportJobStatus): 'active' | 'success' | 'exception' | 'normal' {
  return status === 'running' ? 'active' : status === 'finished' ? 'success' : status === 'failed' ? 'exception' : 'normal';
}

const count = (n: number) => n.toLocaleString('en-US');

/** '1,200 created · 30 updated · 0 unchanged · 4 rejected'. */
export function jobCountsText(job: { created: number; updated: number; unchanged: number; rejected: number }): string {
  return `${count(job.created)} created · ${count(job.updated)} updated · ${count(job.unchanged)} unchanged · ${count(job.rejected)} rejected`;
}

// The sample people.

/** What the sample people card says about them. */
export function sampleCountText(n: number): string {
  if (n <= 0) return 'No sample people are in the index.';
  if (n === 1) return '1 sample person is in the index. It is generated, marked Sample, and not real.';
  return `${count(n)} sample people are in the index. They are generated, marked Sample, and not real.`;
}

/** While the removal runs in the background. */
export function sampleRemovalText(left: number): string {
  return `The sample people are being removed in the background: ${count(left)} left. This page follows along.`;
}

export const SAMPLE_TEXT = {
  remove: 'Remove sample people',
  confirm: "Remove every sample person? Users' lists keep their entries, shown as removed from the index.",
  confirmButton: 'Remove them',
  started: 'The sample people are being removed in the background.',
  onlySuperadmin: 'Only a superadmin removes the sample people.',
} as const;

/** The page asks for the count again every two seconds while a removal runs. */
export function sampleRemovalRunning(state: { count: number; removalRequested: boolean } | null | undefined): boolean {
  return Boolean(state && state.removalRequested && state.count > 0);
}
