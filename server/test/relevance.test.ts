/**
 * The relevance check: for the natural-language queries of the interpretation fixture, each of the
 * top 10 results is checked against the query's explicit constraints (title, seniority, location,
 * company, industry, skills, years, school, degree), from the stored profile rather than from the
 * search's own SQL. Prints the figures; at least 90% of the results must satisfy every constraint.
 * When nothing matches everything, the search says so (closestMatches) and those partial matches
 * are reported apart.
 */
import { INTERPRETATION_FIXTURES } from '../src/modules/search/interpretations.fixture';
import { SENIORITY_LEVELS, VOCABULARY } from '../src/modules/vocabulary';
import { signUp, startTestServer, TestServer } from './helpers';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = (await signUp(t)).token;
});
afterAll(() => t.close());

interface Constraints {
  titles: string[];
  seniorities: string[];
  functions: string[];
  locations: string[];
  currentCompanies: string[];
  pastCompanies: string[];
  industries: string[];
  pastIndustries: string[];
  skills: string[];
  yearsMin: number | null;
  yearsMax: number | null;
  schools: string[];
  degrees: string[];
}

const SEARCH = `query Search($input: SearchInput!) { searchProfiles(input: $input) {
  totalResults closestMatches profiles { id }
  interpretation { titles seniorities locations currentCompanies pastCompanies industries pastIndustries skills yearsMin yearsMax schools degrees }
} }`;

/** Work experiences carry the industry's display name; constraints carry its key. */
const industryKey = (name: string | undefined) => VOCABULARY.industries.find((i) => i.name === name || i.key === name)?.key ?? name;

/** A loose stem, so 'engineers' and 'engineering' meet 'engineer' the way English full-text search does. */
const stem = (w: string) =>
  w
    .toLowerCase()
    .replace(/[^a-z0-9+#]/g, '')
    .slice(0, 5);

function failures(c: Constraints, p: any, s: any): string[] {
  const out: string[] = [];
  const title = (p.current_title ?? '').toLowerCase();
  const titleStems = title.split(/[^a-z0-9+#]+/).map(stem);
  if (c.titles.length && !c.titles.some((t) => t.split(/\s+/).every((w) => titleStems.includes(stem(w)))))
    out.push(`title '${p.current_title}'`);
  if (c.seniorities.length && !c.seniorities.includes(SENIORITY_LEVELS[p.seniority]))
    out.push(`seniority ${SENIORITY_LEVELS[p.seniority]}`);
  if (
    c.locations.length &&
    !c.locations.some((l) => l.toLowerCase().includes(p.city.toLowerCase()) || l.toLowerCase() === p.country.toLowerCase())
  )
    out.push(`location ${p.city}`);
  const past = (p.work_experiences as Array<{ company: string; industry?: string; end: string | null }>).filter((w) => w.end !== null);
  if (c.currentCompanies.length && !c.currentCompanies.includes(p.current_company)) out.push(`company ${p.current_company}`);
  if (c.pastCompanies.length && !c.pastCompanies.some((name) => past.some((w) => w.company === name))) out.push('past company');
  if (c.industries.length && !c.industries.includes(p.industry)) out.push(`industry ${p.industry}`);
  if (c.pastIndustries.length && !c.pastIndustries.some((i) => past.some((w) => industryKey(w.industry) === i))) out.push('past industry');
  const skills = (p.skills as string[]).map((x) => x.toLowerCase());
  if (!c.skills.every((x) => skills.includes(x))) out.push(`skills ${skills.join(', ')}`);
  const years = Math.floor(p.experience_months / 12);
  if ((c.yearsMin !== null && years < c.yearsMin) || (c.yearsMax !== null && years > c.yearsMax)) out.push(`years ${years}`);
  const schools = (p.academic_credentials as Array<{ school: string }>).map((a) => a.school.toLowerCase());
  if (c.schools.length && !c.schools.some((x) => schools.includes(x.toLowerCase()))) out.push('school');
  if (c.degrees.length && !c.degrees.some((d) => (s.degree_levels as string[]).includes(d))) out.push('degree');
  return out;
}

it('at least 90% of the top 10 results satisfy every explicit constraint of their query', async () => {
  const lines: string[] = [];
  let checked = 0;
  let satisfied = 0;
  let queriesWithResults = 0;
  let queriesWithConstraints = 0;
  let closest = 0;
  for (const { query } of INTERPRETATION_FIXTURES) {
    const r = await t.gql(SEARCH, { input: { type: 'ai', query } }, { token });
    if (r.body.errors) throw new Error(`${query}: ${JSON.stringify(r.body.errors)}`);
    const { profiles, interpretation, totalResults, closestMatches } = r.body.data.searchProfiles;
    const c = interpretation as Constraints;
    const constrained =
      c.titles.length +
        c.seniorities.length +
        c.locations.length +
        c.currentCompanies.length +
        c.pastCompanies.length +
        c.industries.length +
        c.pastIndustries.length +
        c.skills.length +
        c.schools.length +
        c.degrees.length >
        0 ||
      c.yearsMin !== null ||
      c.yearsMax !== null;
    if (!constrained) continue;
    queriesWithConstraints++;
    if (closestMatches) {
      // Nothing matches everything: the page says so and shows partial matches; they are not counted as matches.
      closest++;
      lines.push(`${query.slice(0, 70).padEnd(70)} no exact match; ${totalResults} closest matches shown`);
      continue;
    }
    if (profiles.length > 0) queriesWithResults++;
    const ids = profiles.map((p: { id: string }) => p.id);
    const rows = await t.ds.query(
      `SELECT p.*, ps.degree_levels FROM profiles p JOIN profile_search ps ON ps.profile_id = p.id WHERE p.id = ANY($1::bigint[])`,
      [ids],
    );
    const byId = new Map(rows.map((row: any) => [String(row.id), row]));
    let ok = 0;
    const problems: string[] = [];
    for (const id of ids) {
      const row: any = byId.get(id);
      const f = failures(c, row, row);
      if (f.length === 0) ok++;
      else problems.push(f.join('; '));
    }
    checked += ids.length;
    satisfied += ok;
    lines.push(
      `${query.slice(0, 70).padEnd(70)} ${String(totalResults).padStart(6)} results, top ${ids.length}: ${ok} satisfy${problems.length ? `  (${problems[0]})` : ''}`,
    );
  }
  const share = checked === 0 ? 0 : satisfied / checked;
  console.log(
    [
      'relevance check: top 10 results against the explicit constraints of each query',
      ...lines,
      `queries with constraints: ${queriesWithConstraints}, with exact results: ${queriesWithResults}, with closest matches instead: ${closest}`,
      `results checked: ${checked}, satisfying every constraint: ${satisfied} (${(share * 100).toFixed(1)}%)`,
    ].join('\n'),
  );
  expect(queriesWithConstraints).toBeGreaterThanOrEqual(30);
  expect(queriesWithResults).toBeGreaterThanOrEqual(30);
  expect(share).toBeGreaterThanOrEqual(0.9);
});
