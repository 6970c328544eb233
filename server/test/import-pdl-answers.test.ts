import fs from 'node:fs';
import { runImport } from '../src/modules/imports/import.service';
import { ownDatabaseAndFolder } from './own-database';
import { rejectsOf } from './import-kit';

/**
 * PDL's person APIs answer with their records inside an envelope (docs.peopledatalabs.com, "Output
 * Response" of Person Enrichment, Bulk Person Enrichment, Person Search and Person Identify): an
 * operator who saved those answers imports them as they are, the people read from inside.
 */

const t = ownDatabaseAndFolder('import_pdl_answers');

const sean = {
  id: 'qEnOZ5Oh0poWnQ1luFBfVw_0000',
  full_name: 'sean thorne',
  linkedin_url: 'linkedin.com/in/seanthorne',
  job_title: 'co-founder and chief executive officer',
  job_company_name: 'people data labs',
  location_name: 'san francisco, california, united states',
};
const person = (id: string, fullName: string, username: string) => ({
  id,
  full_name: fullName,
  linkedin_url: `linkedin.com/in/${username}`,
  job_title: 'senior data engineer',
  job_company_name: 'nubank',
  location_name: 'são paulo, são paulo, brazil',
});
const notFound = { status: 404, error: { type: 'not_found', message: 'No records were found matching your request' } };

const names = async () =>
  (await t.own.ds.query(`SELECT first_name || ' ' || last_name AS name FROM profiles ORDER BY 1`)).map((r: { name: string }) => r.name);

describe("answers of PDL's person APIs, as saved from them", () => {
  it('reads the people of Enrichment, Search and Identify answers (JSON lines), and rejects an answer without one with its status', async () => {
    const file = `${t.dir}/answers.jsonl`;
    const lines = [
      { status: 200, likelihood: 10, data: sean },
      {
        status: 200,
        data: [person('s1', 'ana lima', 'ana-lima-dev'), person('s2', 'bruno costa', 'bruno-costa-dev')],
        total: 2,
        scroll_token: '1$8',
      },
      { status: 200, matches: [{ data: person('i1', 'carla dias', 'carla-dias-dev'), match_score: 94, matched_on: ['name'] }] },
      notFound,
      { status: 200, data: [], total: 0 },
    ];
    fs.writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const { job, rejectsPath } = await runImport(t.own.ds, { file, format: 'pdl', source: 'pdl' });
    expect({ created: job.created, rejected: job.rejected }).toEqual({ created: 4, rejected: 2 });
    expect(await names()).toEqual(['Ana Lima', 'Bruno Costa', 'Carla Dias', 'Sean Thorne']);
    expect(rejectsOf(rejectsPath).map((r) => [r.at, r.reason])).toEqual([
      ['line 4', 'a People Data Labs answer with status 404 (No records were found matching your request), no person in it'],
      ['line 5', 'a People Data Labs answer with no person in it'],
    ]);
    // Each is known by its own record id (the one inside the answer), as in bulk data.
    const ids = await t.own.ds.query(
      `SELECT p.linkedin_username, i.key FROM profile_identities i JOIN profiles p ON p.id = i.profile_id WHERE i.kind = 'record' ORDER BY 1`,
    );
    expect(ids.map((r: { linkedin_username: string; key: string }) => `${r.linkedin_username} ${r.key}`)).toEqual([
      'ana-lima-dev pdl:s1',
      'bruno-costa-dev pdl:s2',
      'carla-dias-dev pdl:i1',
      'seanthorne pdl:qEnOZ5Oh0poWnQ1luFBfVw_0000',
    ]);

    // A second run of the file changes nothing; its people are where the first put them.
    const again = await runImport(t.own.ds, { file, format: 'pdl', source: 'pdl', again: true });
    expect({ created: again.job.created, unchanged: again.job.unchanged, rejected: again.job.rejected }).toEqual({
      created: 0,
      unchanged: 4,
      rejected: 2,
    });
  });

  it("reads a Bulk Enrichment answer (a JSON array of answers), each element's person", async () => {
    const file = `${t.dir}/bulk.json`;
    const bulk = [
      { status: 200, likelihood: 9, data: person('b1', 'diego alves', 'diego-alves-dev'), metadata: { row: 1 } },
      { ...notFound, metadata: { row: 2 } },
    ];
    fs.writeFileSync(file, JSON.stringify(bulk, null, 2));
    const { job, rejectsPath } = await runImport(t.own.ds, { file, format: 'pdl', source: 'pdl' });
    expect({ created: job.created, rejected: job.rejected }).toEqual({ created: 1, rejected: 1 });
    expect(rejectsOf(rejectsPath).map((r) => r.at)).toEqual(['record 2']);
    expect(await names()).toContain('Diego Alves');
  });
});
