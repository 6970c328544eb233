/**
 * npm run bench:profile — how fast a profile opens, on the profile index in DATA_DIR (or
 * DATABASE_URL), meant for a million profiles (`npm run seed -- --profiles 1000000`). It opens
 * BENCH_PROFILES profiles (default 200, spread over the index) through the GraphQL API (HTTP,
 * in-process server) with the rules engine, twice: cold (no cached analysis: computed and stored)
 * and warm (read from profile_analyses), and prints p50 and p95 of each (target p95 <= 50 ms).
 * It drops the cached analyses of the profiles it opens before the cold run.
 */
import 'reflect-metadata';
import { openBenchIndex, pct, signUpBenchUser, startBenchApi } from './bench-kit';
import { analyseWithRules } from '../modules/analysis/rules.engine';
import { Profile } from '../modules/profiles/profile.entity';

const COUNT = Number(process.env.BENCH_PROFILES ?? 200);
const TARGET_P95_MS = 50;

/** What the profile dialog asks for: the whole view and the whole analysis. */
const EVIDENCE = 'evidence { roles { title company start end } from to }';
const CLAIMS = `text ${EVIDENCE}`;
const METRIC = `value explanation ${EVIDENCE}`;
const QUERY = `query Bench($id: ID) { profile(id: $id) {
  id linkedinUsername linkedinLink fullName profilePicture snippet summary location totalExperience skills revealed refreshedAt nextRefreshAt analysisUnavailable
  socialProfiles { network username url }
  workExperiences { title company industry location start end current summary tenure months }
  academicCredentials { school degrees field tenure }
  analysis {
    engine engineVersion referenceMonth generatedAt
    professionalJourney { profileSummary }
    assessment { keySkillsAndExpertise keySkills ${EVIDENCE} }
    insights {
      progression { company industry start end current months roles { title start end current months seniority } }
      careerMetrics { totalExperienceMonths { ${METRIC} } averageTenureMonths { ${METRIC} } employers { ${METRIC} } promotions { ${METRIC} } monthsInCurrentRole { ${METRIC} } }
      stability { value label explanation ${EVIDENCE} }
      mobility { value label explanation ${EVIDENCE} }
      swot { strengths { ${CLAIMS} } weaknesses { ${CLAIMS} } opportunities { ${CLAIMS} } threats { ${CLAIMS} } }
      roleRecommendations { ${CLAIMS} }
    }
  }
} }`;

/** A fixed spread of ids over the index (a small LCG, so every run opens the same profiles). */
async function pickIds(ds: import('typeorm').DataSource, count: number, skip: Set<string> = new Set()): Promise<string[]> {
  const [{ min, max }] = await ds.query('SELECT min(id)::bigint AS min, max(id)::bigint AS max FROM profiles');
  const lo = Number(min);
  const span = Number(max) - lo + 1;
  let x = 20261121;
  const candidates: number[] = [];
  for (let i = 0; i < count * 3; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    candidates.push(lo + (x % span));
  }
  const rows: Array<{ id: string }> = await ds.query('SELECT id::text AS id FROM profiles WHERE id = ANY($1::bigint[])', [candidates]);
  const found = new Set(rows.map((r) => r.id));
  return [...new Set(candidates.map(String))].filter((id) => found.has(id) && !skip.has(id)).slice(0, count);
}

async function main() {
  const { config, logger, db } = await openBenchIndex();
  const { ds } = db;

  // The rules engine, whatever ANALYSIS_LLM_URL says: this measures the server, not a model.
  const api = await startBenchApi(ds, { ...config, analysisLlm: undefined }, logger);
  const url = api.url;
  // A bench user on the Starter plan: the analysis is shown.
  const { token } = await signUpBenchUser(url, ds);

  const open = async (id: string) => {
    const started = performance.now();
    const r = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: QUERY, variables: { id } }),
    });
    const body = (await r.json()) as { errors?: unknown[]; data: { profile: { analysis: unknown } } };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    if (!body.data.profile.analysis) throw new Error('the bench user sees no analysis');
    return performance.now() - started;
  };

  const ids = await pickIds(ds, COUNT);
  // Warm-up on other profiles: connections, JIT, the seniority cache's first titles.
  for (const id of await pickIds(ds, 20, new Set(ids))) await open(id);
  await ds.query('DELETE FROM profile_analyses WHERE profile_id = ANY($1::bigint[])', [ids]);

  const cold: number[] = [];
  for (const id of ids) cold.push(await open(id));
  const [{ cached }] = await ds.query('SELECT count(*)::int AS cached FROM profile_analyses WHERE profile_id = ANY($1::bigint[])', [ids]);
  const warm: number[] = [];
  for (const id of ids) warm.push(await open(id));

  // The rules engine alone, for scale.
  const rows = await ds.getRepository(Profile).createQueryBuilder('p').where('p.id IN (:...ids)', { ids }).getMany();
  const engine: number[] = [];
  for (const p of rows) {
    const started = performance.now();
    analyseWithRules(p, new Date());
    engine.push(performance.now() - started);
  }

  const line = (name: string, xs: number[], target: boolean) => {
    const s = [...xs].sort((a, b) => a - b);
    const p95 = pct(s, 95);
    console.log(
      `${name.padEnd(44)} p50 ${pct(s, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   max ${s[s.length - 1].toFixed(1).padStart(6)} ms${target ? `   (target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'})` : ''}`,
    );
  };
  console.log(`\nopening ${ids.length} profiles through the GraphQL API, rules engine, one at a time`);
  line('cold (analysis computed and stored)', cold, true);
  line('warm (analysis read from profile_analyses)', warm, true);
  line('rules engine alone, in process', engine, false);
  console.log(`cached analyses after the cold run: ${cached} of ${ids.length}`);

  await api.close();
  await db.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
