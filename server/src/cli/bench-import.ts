/**
 * npm run bench:import -- [--records 1000000] [--batch 1000]
 *
 * Imports People Data Labs-shaped records (the sample generator's people written to the person
 * schema, with the mess real files have: lower case, `true` for hidden fields, partial dates, titles
 * and places as people write them, the same person twice, broken lines, phone numbers as people
 * write them) into the index of DATA_DIR, timing it with the process's peak RSS, and times
 * bench:search's typical searches before and after. The records go under the source `bench-import`
 * and are deleted afterwards, so the index is as it was (`--keep` leaves them). Not part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { runImport } from '../modules/imports/import.service';
import { generateCompanies, type GeneratedCompany } from '../seed/companies';
import { generateProfile } from '../seed/generator';
import { Rng } from '../seed/rng';
import { openBenchIndex, pct, signUpBenchUser, startBenchApi } from './bench-kit';
import { withoutTimeouts } from '../db/data-source';
import { destroyAndWait } from './close-database';

const SOURCE = 'bench-import';
const TARGET_SECONDS = 300;

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(String(process.argv[i + 1]).replace(/[_,]/g, '')) : fallback;
  if (!Number.isInteger(v) || v <= 0) throw new Error(`--${name} must be a positive whole number`);
  return v;
}

/**
 * Titles and places as data providers and people write them, for one record in ten (the rest carry
 * the generated person's own, lower-cased as PDL delivers them).
 */
const MESSY_TITLES = [
  'sr. software engineer ii',
  'vp, eng',
  'head of ppl ops',
  'softwareentwickler',
  'chef de projet',
  'gerente de ventas',
  'cfo',
];
/**
 * What people add to a title (one in four): the team, product, segment or market, so that titles
 * spread over tens of thousands of distinct strings as in real files (a sample index holds about
 * 1,300), each read and classified once.
 */
const TITLE_QUALIFIERS = (
  'payments,platform,growth,infrastructure,mobile,data platform,search,checkout,identity,billing,core banking,risk,' +
  'fraud,security,developer experience,ads,marketplace,logistics,supply chain,emea,apac,latam,north america,dach,' +
  'nordics,uk&i,mid-market,enterprise,smb,strategic accounts,public sector,healthcare,financial services,retail,' +
  'new business,partnerships,customer success,onboarding,internal tools,ml platform,analytics,brand,performance,' +
  'content,lifecycle,talent,total rewards,fp&a,treasury,tax,legal ops,procurement,facilities,icu,oncology,pediatrics'
).split(',');
const TITLE_SEPARATORS = [', ', ' - ', ' | ', ' – ', ' ('];

/** A title as people write it: one in four with its team or market, in one of the ways people add it. */
function qualified(rng: Rng, title: string): string {
  if (!rng.chance(0.25)) return title;
  const sep = rng.pick(TITLE_SEPARATORS);
  return `${title}${sep}${rng.pick(TITLE_QUALIFIERS)}${sep === ' (' ? ')' : ''}`;
}
const MESSY_PLACES = ['greater london', 'münchen, bayern, germany', 'nyc', 'sf bay area', 'sydney nsw', 'california, united states'];
/** Not the index's seed: the people (and their companies) are others than the sample ones. */
const BENCH_SEED = 29;

/** A month 'YYYY-MM' as PDL writes dates: in full, or (one in four) the year alone. */
const pdlDate = (rng: Rng, month: string | null | undefined) => (month ? (rng.chance(0.25) ? month.slice(0, 4) : month) : null);

/**
 * One record as a PDL file line: a person of the sample generator (so titles, places, companies and
 * skills spread as in the sample index), written to the person schema with the mess real files
 * have. Every 200th line is broken; every 20th is an earlier person again, with a new title.
 */
function recordLine(rng: Rng, i: number, companies: readonly GeneratedCompany[]): string {
  if (i % 200 === 199) return '{"id": "broken", "first_name": ';
  const n = i % 20 === 19 ? i - 17 : i;
  const { profile: p } = generateProfile(BENCH_SEED, n, companies);
  const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
  const first = lower(p.firstName);
  const last = lower(p.lastName);
  const domain = p.workExperiences[0]?.companyDomain ?? null;
  const title = n !== i ? rng.pick(MESSY_TITLES) : rng.chance(0.1) ? rng.pick(MESSY_TITLES) : qualified(rng, lower(p.currentTitle));
  return JSON.stringify({
    id: `bench-${n}`,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    linkedin_url: rng.chance(0.8) ? `linkedin.com/in/${p.linkedinUsername}-bench` : null,
    job_title: title,
    job_company_name: lower(p.currentCompany),
    job_company_website: rng.chance(0.7) ? domain : null,
    location_name: rng.chance(0.1) ? rng.pick(MESSY_PLACES) : lower(`${p.city}, ${p.country}`),
    industry: lower(p.industry),
    skills: p.skills.map(lower),
    summary: rng.chance(0.5) ? p.summary : null,
    experience: p.workExperiences.map((w) => ({
      company: { name: lower(w.company), website: w.companyDomain ?? null, industry: lower(w.industry) },
      title: { name: lower(w.title) },
      start_date: pdlDate(rng, w.start),
      end_date: pdlDate(rng, w.end),
    })),
    education: p.academicCredentials.map((a) => ({
      school: { name: lower(a.school) },
      degrees: (Array.isArray(a.degree) ? a.degree : [a.degree]).map(lower),
      majors: a.field ? [lower(a.field)] : [],
      start_date: pdlDate(rng, a.start),
      end_date: pdlDate(rng, a.end),
    })),
    work_email: domain && rng.chance(0.5) ? `${first}.${last}@${domain}`.replace(/[^a-z0-9.@-]/g, '') : true,
    emails: rng.chance(0.5) ? [{ address: `${first}${n}@example.com`.replace(/[^a-z0-9.@-]/g, ''), type: 'personal' }] : [],
    mobile_phone: rng.chance(0.3) ? `+1 (415) 555-01${String(n % 100).padStart(2, '0')}` : true,
    phone_numbers: true,
  });
}

async function main(): Promise<void> {
  const records = arg('records', 1_000_000);
  const batchSize = arg('batch', 1000);
  // --keep leaves the imported people in the index (for npm run bench:search on them, or a look).
  const keep = process.argv.includes('--keep');
  const { config, logger, db } = await openBenchIndex();
  const ds = db.ds;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-')), 'people.jsonl');
  const out = fs.createWriteStream(file);
  const rng = new Rng(BENCH_SEED, 0);
  const companies = generateCompanies(BENCH_SEED);
  for (let i = 0; i < records; i++)
    if (!out.write(`${recordLine(rng, i, companies)}\n`)) await new Promise<void>((r) => out.once('drain', () => r()));
  await new Promise<void>((r) => out.end(() => r()));
  console.log(
    `generated ${records.toLocaleString('en-US')} PDL-shaped records (${(fs.statSync(file).size / 1e6).toFixed(0)} MB) in ${file}`,
  );

  const api = await startBenchApi(ds, config, logger);
  const { token } = await signUpBenchUser(api.url, ds);
  // bench:search's typical searches that name no company (the sample index's companies are not the import's).
  const queries = [
    'senior backend engineers in Berlin who know Kubernetes, 5+ years, ex-fintech',
    'recruiters in Amsterdam',
    'VP of Sales in London',
    'data scientists with PyTorch in Bangalore',
    'product managers in San Francisco with an MBA',
    '"design systems" AND figma -junior',
    'software engineers in London',
    'registered nurses in Toronto',
    'marketing managers in Sydney',
    '(react OR vue) AND typescript -angular frontend engineer Berlin',
  ];
  const search = async (query: string, page: number) => {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'query($i: SearchInput!) { searchProfiles(input: $i) { exactTotal } }',
        variables: { i: { type: 'ai', query, page } },
      }),
    });
    return ((await res.json()) as any).data.searchProfiles.exactTotal as number;
  };
  /** The searches' times (after one untimed round, which warms the caches a fresh file evicted) and how many each matched. */
  const timeSearches = async () => {
    const totals = [];
    for (const query of queries) totals.push(await search(query, 1));
    const ms: number[] = [];
    const each = queries.map(() => [] as number[]);
    for (let round = 0; round < 4; round++)
      for (const [q, query] of queries.entries()) {
        const t0 = performance.now();
        await search(query, 2 + round);
        ms.push(performance.now() - t0);
        each[q].push(performance.now() - t0);
      }
    ms.sort((a, b) => a - b);
    for (const [q, query] of queries.entries())
      console.log(
        `  ${query.padEnd(36)} ${totals[q].toLocaleString('en-US').padStart(8)} matches, median ${pct(
          each[q].sort((a, b) => a - b),
          50,
        ).toFixed(1)} ms`,
      );
    return `p50 ${pct(ms, 50).toFixed(1)} ms, p95 ${pct(ms, 95).toFixed(1)} ms (matches: ${totals.map((n) => n.toLocaleString('en-US')).join(', ')})`;
  };
  console.log(`typical searches before: ${await timeSearches()}`);

  // The companies the import meets are new ones past this id: the clean-up takes them away with the people.
  const [{ lastCompany }] = (await ds.query(`SELECT coalesce(max(id), 0)::text AS "lastCompany" FROM companies`)) as Array<{
    lastCompany: string;
  }>;
  const t0 = performance.now();
  let shown = 0;
  try {
    const { job, alongside } = await runImport(ds, {
      file,
      format: 'pdl',
      source: SOURCE,
      batchSize,
      rejectsPath: `${file}.rejects.jsonl`,
      onProgress: (j) => {
        if (j.recordsDone - shown >= Math.max(10_000, records / 20)) {
          shown = j.recordsDone;
          const s = (performance.now() - t0) / 1000;
          console.log(
            `  ${j.recordsDone.toLocaleString('en-US')} records in ${s.toFixed(0)} s (${Math.round(j.recordsDone / s)} a second)`,
          );
        }
      },
    });
    const seconds = (performance.now() - t0) / 1000;
    const rssMb = process.resourceUsage().maxRSS / 1024;
    console.log(
      `imported ${job.recordsDone.toLocaleString('en-US')} records in ${seconds.toFixed(1)} s (${Math.round(job.recordsDone / seconds)} a second): ` +
        `${job.created} new, ${job.updated} updated, ${job.unchanged} unchanged, ${job.rejected} rejected; peak RSS ${rssMb.toFixed(0)} MB`,
    );
    console.log(
      `written beside the batch before (two writers at once): ${((100 * alongside) / Math.max(1, job.recordsDone)).toFixed(0)}% of the records`,
    );
    const scaled = (seconds * 1_000_000) / job.recordsDone;
    console.log(
      `a million at this rate: ${scaled.toFixed(0)} s, target ${TARGET_SECONDS} s: ${scaled <= TARGET_SECONDS ? 'met' : 'missed'}`,
    );
    // As a running server does when the import's batches commit (db/index-changes.ts).
    api.services.forgetSearches();
    console.log(`typical searches after: ${await timeSearches()}`);
  } finally {
    await api.close();
    if (keep) console.log(`kept the imported people in the index (source ${SOURCE})`);
    else {
      // In slices: a million rows in one statement would outlast the statement time limit.
      for (;;) {
        const [, deleted] = (await ds.query(`DELETE FROM profiles WHERE id IN (SELECT id FROM profiles WHERE source = $1 LIMIT 20000)`, [
          SOURCE,
        ])) as [unknown, number];
        if (!deleted) break;
      }
      await ds.query(`DELETE FROM import_jobs WHERE source = $1`, [SOURCE]);
      // Left behind, they hold the sample companies' names and domains (the records are the sample
      // generator's people): a first start on an index left empty would fail to seed the sample.
      await ds.query(
        `DELETE FROM companies c WHERE c.id > $1::bigint AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.current_company_id = c.id)`,
        [lastCompany],
      );
      // The deleted rows' space back, so that the next run starts from the index as it was.
      // Without the pool's time limits: after a million rows this takes minutes.
      await withoutTimeouts(ds, (untimed) => untimed.query('VACUUM profiles, profile_search, profile_contacts, profile_identities'));
    }
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    await destroyAndWait(ds);
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
