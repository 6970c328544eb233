import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { ownDatabaseAndFolder } from './own-database';
import { limit } from './time-limits';

/**
 * `npm run import` as built (server/dist/cli/import.js), on a database of this file's own: what it
 * says it did, a second run a no-op, the streamed JSON parsers and the CSV presets, and the refusals.
 */

const files = ownDatabaseAndFolder('import_command');

const person = async (username: string) =>
  (await files.own.ds.query(`SELECT * FROM profiles WHERE linkedin_username = $1`, [username]))[0] as Record<string, any> | undefined;

describe('npm run import (the command, as built)', () => {
  const CLI = path.resolve(__dirname, '..', 'dist', 'cli', 'import.js');
  async function importCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: files.own.url, LOG_LEVEL: 'warn' },
        cwd: files.dir,
      });
      return { code: 0, stdout, stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  }

  it('imports a file named relative to where it runs, says what it did, then that there is nothing to do, and reads it anew with --again', async () => {
    fs.writeFileSync(
      path.join(files.dir, 'cli.jsonl'),
      `${JSON.stringify({ id: 'cli-1', first_name: 'dana', last_name: 'cli', job_title: 'recruiter', location_name: 'berlin, germany' })}\n{"broken"\n`,
    );
    const first = await importCli(['cli.jsonl', '--source', 'cli-test']);
    expect(first).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('done: 2 records: 1 new people, 0 updated, 0 unchanged, 1 rejected'),
    });
    expect(first.stdout).toContain(path.join(files.dir, 'cli.jsonl.rejects.jsonl'));
    expect(await person('~cli-test.cli-1')).toMatchObject({ first_name: 'Dana', city: 'Berlin', job_function: 'people' });
    const again = await importCli(['cli.jsonl', '--source', 'cli-test']);
    expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('this file was imported already') });
    const anew = await importCli(['cli.jsonl', '--source', 'cli-test', '--again']);
    expect(anew).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('done: 2 records: 0 new people, 0 updated, 1 unchanged, 1 rejected'),
    });
  });

  it('reads a JSON array and a folder of pretty-printed resumes as built (the streamed JSON parsers)', async () => {
    fs.writeFileSync(
      path.join(files.dir, 'array.json'),
      JSON.stringify(
        [
          { id: 'arr-1', first_name: 'ines', last_name: 'array', job_title: 'data analyst' },
          { id: 'arr-2', first_name: 'ivo' },
        ],
        null,
        2,
      ),
    );
    expect(await importCli(['array.json', '--source', 'cli-array'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('done: 2 records: 2 new people'),
    });
    const resumes = await importCli([
      path.join(__dirname, 'import-files', 'resumes'),
      '--format',
      'jsonresume',
      '--source',
      'cli-resumes',
      '--rejects',
      path.join(files.dir, 'r.jsonl'),
    ]);
    expect(resumes).toMatchObject({ code: 0, stdout: expect.stringContaining('done: 6 records: ') });
    expect(await person('~cli-array.arr-2')).toMatchObject({ first_name: 'Ivo' });
  });

  it('reads gzip-compressed files, as data providers deliver bulk files, and refuses a damaged one with a clear message', async () => {
    const people = Array.from({ length: 300 }, (_, i) =>
      JSON.stringify({ id: `gz-${i}`, first_name: 'gia', last_name: `zipped${i}`, job_title: 'data analyst' }),
    ).join('\n');
    fs.writeFileSync(path.join(files.dir, 'people.jsonl.gz'), gzipSync(people));
    expect(await importCli(['people.jsonl.gz', '--source', 'cli-gz'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('done: 300 records: 300 new people'),
    });
    expect(await person('~cli-gz.gz-299')).toMatchObject({ last_name: 'Zipped299' });
    const csv =
      'First Name,Last Name,URL,Email Address,Company,Position,Connected On\nGus,Zipped,https://www.linkedin.com/in/gus-zipped-example,,Acme,CFO,01 Mar 2024\n';
    fs.writeFileSync(path.join(files.dir, 'Contacts.csv.gz'), gzipSync(csv));
    expect(await importCli(['Contacts.csv.gz', '--preset', 'linkedin', '--source', 'li-gz'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('done: 1 records: 1 new people'),
    });
    const whole = gzipSync(`${people}\n${people.replaceAll('gz-', 'gy-')}`);
    fs.writeFileSync(path.join(files.dir, 'cut.jsonl.gz'), whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(await importCli(['cut.jsonl.gz', '--source', 'cli-cut'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/cut\.jsonl\.gz could not be read after line \d+: unexpected end of file/),
    });
  });

  it("imports LinkedIn's connections export with its preset, under the preset's name as the source", async () => {
    fs.copyFileSync(path.join(__dirname, 'import-files', 'csv', 'Connections.csv'), path.join(files.dir, 'Connections.csv'));
    const run = await importCli(['Connections.csv', '--preset', 'linkedin']);
    expect(run).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('done: 4 records: 3 new people, 0 updated, 0 unchanged, 1 rejected'),
    });
    // Not "csv": a HubSpot export's Record IDs and a Greenhouse export's Candidate IDs would share it.
    expect(await files.own.ds.query(`SELECT source, records_done FROM import_jobs WHERE file_name = 'Connections.csv'`)).toEqual([
      { source: 'linkedin', records_done: 4 },
    ]);
  });

  // Each refusal starts the built command (a second or two on a busy machine): a minute for the lot.
  it(
    'refuses what it cannot do with a clear message and writes nothing',
    async () => {
      const before = (await files.own.ds.query(`SELECT count(*)::int AS n FROM import_jobs`))[0].n;
      expect(await importCli(['missing.jsonl'])).toMatchObject({ code: 1, stderr: expect.stringContaining('no such file') });
      expect(await importCli(['cli.jsonl', '--source', 'Not A Name'])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('the source must be'),
      });
      expect(await importCli(['people.xml'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--format is needed') });
      expect(await importCli(['people.csv'])).toMatchObject({ code: 1, stderr: expect.stringContaining('no such file or folder') });
      expect(await importCli(['.'])).toMatchObject({ code: 2, stderr: expect.stringContaining('--format is needed') });
      expect(await importCli(['x.csv', '--preset', 'salesforce'])).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('unknown preset "salesforce"'),
      });
      expect(await importCli(['cli.jsonl', '--preset', 'linkedin'])).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('are for CSV files'),
      });
      expect(await importCli(['cli.jsonl', '--bogus'])).toMatchObject({
        code: 2,
        stderr: expect.stringContaining('unknown argument --bogus'),
      });
      expect((await files.own.ds.query(`SELECT count(*)::int AS n FROM import_jobs`))[0].n).toBe(before);
    },
    limit(60_000),
  );
});
