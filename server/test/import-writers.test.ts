import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runImport } from '../src/modules/imports/import.service';
import { ownDatabase } from './own-database';

/**
 * An import writes two batches at once (import.service.ts, applyPlan in import-writer.repository.ts):
 * while one batch is being written, the next writes the records that are apart from it, and the rest
 * once it has committed. Whatever the batches, the people written must be those of one batch holding
 * the whole file. Here a file whose records meet each other often (the same record id, username or
 * e-mail address again, in the same batch or the next ones, people already in the index found by a
 * key a record in the batch before adds, companies and titles the index has not seen) is imported in
 * batches of 1 to 5 and as a whole, each on a database of its own holding the same people before.
 */

const AT = new Date('2026-11-01T00:00:00Z');
const line = (r: Record<string, unknown>) => `${JSON.stringify(r)}\n`;
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-writers-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A small seeded generator (mulberry32), so the file is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The people in the index before: each with a username and an e-mail address, some with a second. */
function basePeople(): string {
  return Array.from({ length: 8 }, (_, i) =>
    line({
      id: `base-${i}`,
      first_name: 'gil',
      last_name: `base${i}`,
      linkedin_url: `linkedin.com/in/gil-base-${i}-example`,
      job_title: 'accountant',
      job_company_name: i % 2 ? 'Known Ledger Co' : 'Known Audit Co',
      job_company_website: i % 2 ? 'known-ledger.example' : 'known-audit.example',
      emails: [
        { address: `gil.base${i}@writers.example`, type: 'personal' },
        ...(i % 3 === 0 ? [{ address: `gil.alt${i}@writers.example`, type: 'work' }] : []),
      ],
    }),
  ).join('');
}

/** Records that meet each other and the people before, a few times in every stretch of five. */
function meetingRecords(count: number, seed: number): string {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const usernames = [
    ...Array.from({ length: 4 }, (_, i) => `gil-base-${i}-example`),
    ...Array.from({ length: 6 }, (_, i) => `hal-new-${i}-example`),
  ];
  const emails = [
    ...Array.from({ length: 8 }, (_, i) => `gil.base${i}@writers.example`),
    `gil.alt0@writers.example`,
    `gil.alt3@writers.example`,
    ...Array.from({ length: 10 }, (_, i) => `hal.new${i}@writers.example`),
  ];
  const companies = [
    { job_company_name: 'Known Ledger Co', job_company_website: 'known-ledger.example' },
    { job_company_name: 'Known Audit Co', job_company_website: 'known-audit.example' },
    { job_company_name: 'Fresh Fields Co', job_company_website: 'fresh-fields.example' },
    { job_company_name: 'Nameless Works' },
    {},
  ];
  const titles = ['accountant', 'senior accountant', 'controller', 'tax manager', 'bookkeeper', 'audit associate'];
  return Array.from({ length: count }, (_, i) => {
    // Half the records are people of their own (their record id and address met nowhere else).
    const own = next() < 0.5;
    const id = own ? `solo-${i}` : `r-${Math.floor(next() * 12)}`;
    const mail = own ? [`solo${i}@writers.example`] : Array.from({ length: Math.floor(next() * 3) }, () => pick(emails));
    return line({
      id,
      first_name: 'hal',
      last_name: id.replace(/-/g, ''),
      ...(!own && next() < 0.4 ? { linkedin_url: `linkedin.com/in/${pick(usernames)}` } : {}),
      job_title: pick(titles),
      ...pick(companies),
      emails: [...new Set(mail)].map((address) => ({ address, type: next() < 0.5 ? 'personal' : 'work' })),
      summary: `record ${i}`,
    });
  }).join('');
}

async function importedIn(batchSize: number, file: string, base: string) {
  const db = await ownDatabase('import_writers');
  try {
    await runImport(db.ds, { file: base, format: 'pdl', source: 'base', now: () => AT });
    const result = await runImport(db.ds, { file, format: 'pdl', source: 'meet', now: () => AT, batchSize });
    const people = await db.ds.query(
      `SELECT p.first_name, p.last_name, p.linkedin_username, p.current_title, p.summary, p.source, c.name AS company,
         (SELECT array_agg(i.kind || ':' || i.key ORDER BY i.kind, i.key) FROM profile_identities i WHERE i.profile_id = p.id) AS keys,
         (SELECT array_agg(pc.value || ' ' || pc.type ORDER BY pc.value) FROM profile_contacts pc WHERE pc.profile_id = p.id) AS contacts,
         ps.title_key, ps.current_company_id IS NOT DISTINCT FROM p.current_company_id AS search_row_company
       FROM profiles p LEFT JOIN companies c ON c.id = p.current_company_id LEFT JOIN profile_search ps ON ps.profile_id = p.id
       ORDER BY p.linkedin_username`,
    );
    const companies = await db.ds.query(`SELECT name, domain LIKE '%.invalid' AS made_up FROM companies ORDER BY name, domain`);
    const titles = await db.ds.query(
      `SELECT title_key FROM job_titles WHERE title_key IN ('controller', 'tax manager', 'bookkeeper', 'audit associate') ORDER BY 1`,
    );
    const { job } = result;
    return {
      alongside: result.alongside,
      state: { counts: [job.created, job.updated, job.unchanged, job.rejected, job.recordsDone], people, companies, titles },
    };
  } finally {
    await db.drop();
  }
}

describe('an import writing two batches at once', () => {
  it('writes the same people, keys, contacts, companies and titles whatever the batch size', async () => {
    const base = path.join(dir, 'base.jsonl');
    const file = path.join(dir, 'meet.jsonl');
    fs.writeFileSync(base, basePeople());
    fs.writeFileSync(file, meetingRecords(90, 20261129));

    const whole = await importedIn(1000, file, base);
    expect(whole.alongside).toBe(0);
    expect(whole.state.counts[4]).toBe(90);
    // The file meets itself and the people before: fewer people than records, and some of the eight updated.
    const met = whole.state.people.filter((p: any) => p.source === 'base' && p.summary);
    expect(met.length).toBeGreaterThan(0);
    expect(whole.state.people.length).toBeLessThan(8 + 90);

    let alongside = 0;
    for (const size of [1, 2, 3, 5]) {
      const batched = await importedIn(size, file, base);
      expect({ size, ...batched.state }).toEqual({ size, ...whole.state });
      alongside += batched.alongside;
    }
    // Records were written beside a batch still being written: the two writers did meet here.
    expect(alongside).toBeGreaterThan(0);
  });

  it('waits for the batch before when that batch reaches a stored person by a key it did not look up ahead', async () => {
    // Each batch: R, a person before found by their username, and L, the next person before found by
    // their second address, with a company the index has not seen (so L is written after the batch
    // before has committed, and looked up only then). R's person is L's of the batch before: R must
    // wait for it, and be merged from what L wrote.
    const base = path.join(dir, 'reach-base.jsonl');
    const file = path.join(dir, 'reach.jsonl');
    fs.writeFileSync(base, basePeople());
    // Batches of two: [R 0, L 3], [R 3, L 6], [R 6, L 9] (9: no one before, a new person).
    const records = [0, 3, 6].flatMap((i) => [
      line({
        id: `r-${i}`,
        first_name: 'gil',
        last_name: `base${i}`,
        linkedin_url: `linkedin.com/in/gil-base-${i}-example`,
        job_title: 'controller',
      }),
      line({
        id: `l-${i + 3}`,
        first_name: 'gil',
        last_name: 'later',
        job_title: 'tax manager',
        job_company_name: `Unseen Co ${i}`,
        job_company_website: `unseen-${i}.example`,
        emails: [{ address: `gil.alt${i + 3}@writers.example`, type: 'work' }],
      }),
    ]);
    fs.writeFileSync(file, records.join(''));
    const whole = await importedIn(1000, file, base);
    for (const size of [1, 2]) expect({ size, ...(await importedIn(size, file, base)).state }).toEqual({ size, ...whole.state });
  });
});
