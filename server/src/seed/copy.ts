import type { Writable } from 'node:stream';
import type { ProfileSearchRow } from '../modules/profiles/profile-search-row';
import type { ProfileFields } from '../modules/profiles/profile-writer.repository';

/**
 * COPY ... FROM STDIN for the bulk loader: the text format of its rows (profiles and the search
 * rows' staging table) and a writer for the COPY stream with backpressure.
 */

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value for COPY ... (FORMAT text): backslash, tab, newline and carriage return escaped. */
export function copyText(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (ch) => ESCAPES[ch]) : value;
}

function copyNullable(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  return typeof value === 'number' ? String(value) : copyText(value);
}

/** A PostgreSQL array literal of text ({"a","b"}), escaped for COPY text format. */
export function copyTextArray(values: readonly string[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out += (i > 0 ? ',"' : '"') + (v.includes('"') || v.includes('\\') ? v.replace(/["\\]/g, '\\$&') : v) + '"';
  }
  return copyText(out + '}');
}

function copyIntArray(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/** A row of profiles, in the order of PROFILE_COLUMNS. */
export function profileLine(p: ProfileFields): string {
  return (
    `${p.id}\t${copyText(p.linkedinUsername)}\t${copyText(p.linkedinLink)}\t${copyText(p.firstName)}\t${copyText(p.lastName)}\t${copyNullable(p.profilePicture)}\t` +
    `${copyText(p.headline)}\t${copyText(p.summary)}\t${copyText(p.city)}\t${copyText(p.country)}\t${copyText(p.countryCode)}\t${copyNullable(p.currentTitle)}\t` +
    `${copyNullable(p.currentCompanyId)}\t${copyNullable(p.currentCompany)}\t${copyNullable(p.seniority)}\t${copyNullable(p.jobFunction)}\t${copyNullable(p.industry)}\t` +
    `${p.experienceMonths}\t${copyTextArray(p.skills)}\t${copyText(JSON.stringify(p.socialProfiles))}\t${copyText(JSON.stringify(p.workExperiences))}\t` +
    `${copyText(JSON.stringify(p.academicCredentials))}\t${copyText(p.source)}\t${copyNullable(p.region)}\n`
  );
}

function searchKeysLine(s: ProfileSearchRow): string {
  return (
    `${copyNullable(s.seniority)}\t${copyNullable(s.jobFunction)}\t${copyText(s.cityKey)}\t${copyText(s.countryCode)}\t${copyNullable(s.currentCompanyId)}\t` +
    `${copyIntArray(s.companyIds)}\t${copyNullable(s.industry)}\t${copyTextArray(s.industries)}\t${copyTextArray(s.skillKeys)}\t${s.years}\t` +
    `${copyTextArray(s.schoolKeys)}\t${copyTextArray(s.degreeLevels)}\t${s.quality}\t${s.remote ? 't' : 'f'}\t${s.relocates ? 't' : 'f'}\t${copyNullable(s.regionKey)}`
  );
}

/** A row of the staging table: the profile id, the keys in the order of SEARCH_KEY_COLUMNS, the four texts. */
export function stagingLine(s: ProfileSearchRow): string {
  return `${s.profileId}\t${searchKeysLine(s)}\t${copyText(s.textA)}\t${copyText(s.textB)}\t${copyText(s.textC)}\t${copyText(s.titleText)}\n`;
}

/**
 * A COPY stream with backpressure. Its first error is kept (so an error while nobody waits never
 * goes unhandled) and surfaces on the next write or at the end.
 */
export class CopySink {
  private error: Error | undefined;

  constructor(readonly stream: Writable) {
    stream.on('error', (err: Error) => {
      this.error ??= err;
    });
  }

  private check(): void {
    if (this.error) throw this.error;
    if (this.stream.destroyed) throw new Error('bulk load: the COPY stream closed early');
  }

  private waitFor(event: 'drain' | 'finish'): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const done = () => {
        this.stream.off(event, done);
        this.stream.off('error', failed);
        resolve();
      };
      const failed = (err: Error) => {
        this.stream.off(event, done);
        this.stream.off('error', failed);
        reject(err);
      };
      this.stream.on(event, done);
      this.stream.on('error', failed);
    });
  }

  async write(chunk: string): Promise<void> {
    this.check();
    if (chunk.length === 0) return;
    if (!this.stream.write(chunk)) {
      // Checked before waiting: a wait started and then abandoned by a throw could reject unhandled.
      this.check();
      await this.waitFor('drain');
    }
  }

  async end(): Promise<void> {
    this.check();
    const finished = this.waitFor('finish');
    this.stream.end();
    await finished;
  }
}
