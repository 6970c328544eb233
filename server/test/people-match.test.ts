import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../src/common/logger';
import { runImport } from '../src/modules/imports/import.service';
import { loadProfiles } from '../src/seed/bulk-load';
import { signUp, startTestServer, type TestServer } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';

/**
 * A recruiter's own CSV matched against the index: by a LinkedIn link or an e-mail anywhere in a
 * row (exact), by name with a company (probable, with the reason), or not found with why; nothing
 * saved or charged. Then the matches saved as a list with the list API.
 */

let own: OwnDatabase;
let t: TestServer;
let token: string;
let dir: string;

const MATCH = `query($csv: String!) { matchPeople(csv: $csv) { exact probable notFound rows { line given status reason person { id linkedinUsername fullName sample } } } }`;

beforeAll(async () => {
  own = await ownDatabase('people_match');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'people-match-'));
  await loadProfiles(own.ds, { count: 200, seed: 11, logger: createLogger('warn') });
  const file = path.join(dir, 'real.jsonl');
  fs.writeFileSync(
    file,
    [
      {
        id: 'm-1',
        first_name: 'zora',
        last_name: 'quintero',
        job_title: 'recruiter',
        job_company_name: 'talentforge',
        emails: [{ address: 'zora.q@example.org', type: 'personal' }],
      },
      { id: 'm-2', first_name: 'siobhán', last_name: "o'brien", job_title: 'recruiter', job_company_name: 'kerrygold labs' },
      { id: 'm-3', first_name: '娜', last_name: '李', job_title: 'recruiter', job_company_name: 'example tech' },
    ]
      .map((r) => `${JSON.stringify(r)}\n`)
      .join(''),
  );
  await runImport(own.ds, { file, format: 'pdl', source: 'pdl' });
  t = await startTestServer({ DATABASE_URL: own.url });
  token = (await signUp(t)).token;
});
afterAll(async () => {
  await t.close();
  await own.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('matches rows by link, e-mail and name with company, and says why the others did not match', async () => {
  const [a, b] = await own.ds.query(
    `SELECT linkedin_username, first_name || ' ' || last_name AS name, current_company FROM profiles WHERE source = 'sample' AND current_company IS NOT NULL ORDER BY id LIMIT 2`,
  );
  const csv = [
    'Name,Company,LinkedIn,Email',
    `Someone,,https://www.linkedin.com/in/${a.linkedin_username}/,`,
    `,,,ZORA.Q+jobs@example.org`,
    `"${b.name}","${b.current_company}",,`,
    `"${b.name}",Nowhere Inc,,`,
    `Nobody Atall,Acme,,`,
    `,,https://www.linkedin.com/in/not-in-the-index-example,`,
  ].join('\n');
  const res = await t.gql(MATCH, { csv }, { token });
  expect(res.body.errors).toBeUndefined();
  const m = res.body.data.matchPeople;
  expect({ exact: m.exact, probable: m.probable, notFound: m.notFound }).toEqual({ exact: 2, probable: 1, notFound: 3 });
  expect(m.rows.map((r: any) => [r.line, r.status, r.reason, r.person?.linkedinUsername ?? null])).toEqual([
    [2, 'exact', 'Same LinkedIn profile', a.linkedin_username],
    [3, 'exact', 'Same e-mail (zora.q@example.org)', '~pdl.m-1'],
    [4, 'probable', `Same name and company (${b.current_company})`, b.linkedin_username],
    [5, 'not_found', 'No one with this name worked at Nowhere Inc', null],
    [6, 'not_found', 'No one in the index has this name', null],
    [7, 'not_found', 'No one in the index has this LinkedIn profile or e-mail', null],
  ]);
  expect(m.rows[0].person.sample).toBe(true);

  // Saved as a list with the list API; nothing was charged on the way.
  const list = (await t.gql(`mutation { createList(input: { name: "From my file" }) { id } }`, {}, { token })).body.data.createList;
  const ids = m.rows.filter((r: any) => r.person).map((r: any) => r.person.id);
  const added = await t.gql(
    `mutation($l: ID!, $p: [String!]!) { addProfilesToList(listId: $l, profileIds: $p) { added } }`,
    { l: list.id, p: ids },
    { token },
  );
  expect(added.body.data.addProfilesToList.added).toBe(3);
  const me = await t.gql(`query { me { remainingCredits } }`, {}, { token });
  expect(me.body.data.me.remainingCredits).toBe(5);
});

it('takes an e-mail that names someone of another name for a lead, not a match (a shared inbox, an assistant)', async () => {
  const csv = ['Name,Email', 'Zora Quintero,zora.q@example.org', 'Z. Quintero,zora.q@example.org', 'Marco Ruiz,zora.q@example.org'].join(
    '\n',
  );
  const res = await t.gql(MATCH, { csv }, { token });
  expect(res.body.data.matchPeople.rows.map((r: any) => [r.status, r.reason, r.person?.linkedinUsername])).toEqual([
    ['exact', 'Same e-mail (zora.q@example.org)', '~pdl.m-1'],
    ['exact', 'Same e-mail (zora.q@example.org)', '~pdl.m-1'],
    ['probable', 'Same e-mail (zora.q@example.org), but another name', '~pdl.m-1'],
  ]);
});

it('matches a file of bare links, without a header or with a one-column one', async () => {
  const [a] = await own.ds.query(`SELECT linkedin_username FROM profiles WHERE source = 'sample' ORDER BY id DESC LIMIT 1`);
  const res = await t.gql(
    MATCH,
    { csv: `linkedin.com/in/${a.linkedin_username}\nhttps://www.linkedin.com/in/nobody-example\n` },
    { token },
  );
  expect(res.body.data.matchPeople.rows.map((r: any) => [r.line, r.status])).toEqual([
    [1, 'exact'],
    [2, 'not_found'],
  ]);
  const headed = await t.gql(MATCH, { csv: `LinkedIn\nlinkedin.com/in/${a.linkedin_username}\n` }, { token });
  expect(headed.body.data.matchPeople.rows.map((r: any) => [r.line, r.status])).toEqual([[2, 'exact']]);
});

it("reads a file saved with ';' between fields, as spreadsheets in much of Europe save CSV", async () => {
  const res = await t.gql(MATCH, { csv: 'Name;Firma;E-Mail\nZora Quintero;"Talentforge; Berlin";zora.q@example.org\n' }, { token });
  expect(res.body.data.matchPeople.rows.map((r: any) => [r.line, r.status, r.person?.linkedinUsername])).toEqual([
    [2, 'exact', '~pdl.m-1'],
  ]);
});

it('matches a name and a company written with other accents, without an apostrophe, joined as CJK names are typed, with a title and degree, last name first, or with pronouns and emoji', async () => {
  const csv = [
    'Name,Company',
    'Zóra Quintéro,TALENTFÖRGE',
    'Zóra Quintéro,Talentforgé Labs',
    'Siobhan OBrien,Kerrygold Labs',
    '李娜,Example Tech',
    '娜李,Example Tech',
    'Li Na,Example Tech',
    '"Dr. Zora Quintero, PhD",Talentforge',
    '"Quintero, Zora",Talentforge',
    '"Zora Quintero (she/her) ✨",Talentforge',
  ].join('\n');
  const res = await t.gql(MATCH, { csv }, { token });
  expect(res.body.data.matchPeople.rows.map((r: any) => [r.line, r.status, r.person?.linkedinUsername ?? null])).toEqual([
    [2, 'probable', '~pdl.m-1'],
    [3, 'not_found', null],
    [4, 'probable', '~pdl.m-2'],
    [5, 'probable', '~pdl.m-3'],
    [6, 'probable', '~pdl.m-3'],
    [7, 'not_found', null],
    [8, 'probable', '~pdl.m-1'],
    [9, 'probable', '~pdl.m-1'],
    [10, 'probable', '~pdl.m-1'],
  ]);
});

it('refuses an empty file and one too big with a clear message', async () => {
  const empty = await t.gql(MATCH, { csv: 'First Name,Last Name\n' }, { token });
  expect(empty.body.errors[0]).toMatchObject({
    message: expect.stringContaining('The file has no rows'),
    extensions: { code: 'BAD_USER_INPUT' },
  });
  const big = await t.gql(MATCH, { csv: `link\n${'linkedin.com/in/someone-example\n'.repeat(1001)}` }, { token });
  expect(big.body.errors[0].message).toContain('The file is too big: at most 1,000 people');
  const signedOut = await t.gql(MATCH, { csv: 'a\n' });
  expect(signedOut.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
});
