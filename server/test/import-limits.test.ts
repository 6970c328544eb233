import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ImportInputError, runImport } from '../src/modules/imports/import.service';
import { ownDatabaseAndFolder } from './own-database';
import { rejectsOf } from './import-kit';

/**
 * Files that would not fit in memory, from a damaged export or a hostile upload: a record that
 * never ends, and a compressed file that unpacks into gigabytes. The import holds neither: it
 * rejects the record or stops with the reason, and the process goes on. And a file imported
 * already, read again on request.
 */

const files = ownDatabaseAndFolder('import_limits');

const person = (id: string) => JSON.stringify({ id, full_name: `lim ${id}`, job_title: 'nurse' });
it('rejects a JSON line longer than 4 MB without holding it, and imports the lines around it', async () => {
  const file = path.join(files.dir, 'long.jsonl');
  fs.writeFileSync(file, `${person('a')}\n{"id": "huge", "summary": "${'x'.repeat(5 * 1024 * 1024)}"}\n${person('b')}\n`);
  const { job, rejectsPath } = await runImport(files.own.ds, { file, format: 'pdl', source: 'lim' });
  expect({ created: job.created, rejected: job.rejected }).toEqual({ created: 2, rejected: 1 });
  expect(rejectsOf(rejectsPath).map((r) => [r.at, r.reason])).toEqual([['line 2', 'longer than 4 MB: not read']]);
});

it('stops at a record of a JSON array longer than 4 MB, and at a CSV row as long, with the reason', async () => {
  const array = path.join(files.dir, 'long.json');
  fs.writeFileSync(array, `[${person('c')}, {"id": "huge", "summary": "${'x'.repeat(5 * 1024 * 1024)}"}]`);
  await expect(runImport(files.own.ds, { file: array, format: 'pdl', source: 'lim-array' })).rejects.toThrow(
    new ImportInputError('long.json: a record is longer than 4 MB (read no further)'),
  );
  const csv = path.join(files.dir, 'long.csv');
  fs.writeFileSync(csv, `First Name,Last Name\nAna,"${'x'.repeat(5 * 1024 * 1024)}"\n`);
  await expect(runImport(files.own.ds, { file: csv, format: 'csv', source: 'lim-csv' })).rejects.toThrow(
    /long\.csv is not valid CSV: .*maximum/i,
  );
});

it('stops a compressed file that unpacks to more than 100 times its size', async () => {
  const file = path.join(files.dir, 'bomb.jsonl.gz');
  // 32 MB of spaces compress to some 32 KB.
  fs.writeFileSync(file, gzipSync(Buffer.concat([Buffer.from(`${person('d')}\n`), Buffer.alloc(32 * 1024 * 1024, 0x20)])));
  await expect(runImport(files.own.ds, { file, format: 'pdl', source: 'lim-gz' })).rejects.toThrow(
    /bomb\.jsonl\.gz could not be read after line \d+: it unpacks to more than 100 times its compressed size/,
  );
});

it('reads a file imported already again with `again`, writing only the records whose reading changed', async () => {
  const file = path.join(files.dir, 'again.jsonl');
  fs.writeFileSync(file, `${person('x')}\n${person('y')}\n`);
  const first = await runImport(files.own.ds, { file, format: 'pdl', source: 'again' });
  expect(first.job.created).toBe(2);
  // As an earlier version would have read one of them: no function and no level for 'nurse'.
  await files.own.ds.query(`UPDATE profiles SET seniority = NULL, job_function = NULL WHERE linkedin_username = '~again.x'`);
  expect((await runImport(files.own.ds, { file, format: 'pdl', source: 'again' })).alreadyDone).toBe(true);
  const again = await runImport(files.own.ds, { file, format: 'pdl', source: 'again', again: true });
  expect(again.alreadyDone).toBe(false);
  expect(again.job).toMatchObject({ status: 'finished', recordsDone: 2, created: 0, updated: 1, unchanged: 1, rejected: 0 });
  expect(await files.own.ds.query(`SELECT linkedin_username, job_function FROM profiles WHERE source = 'again' ORDER BY 1`)).toEqual([
    { linkedin_username: '~again.x', job_function: 'nursing' },
    { linkedin_username: '~again.y', job_function: 'nursing' },
  ]);
});
