import { signUp, startTestServer, type TestServer } from './helpers';
import {
  cell,
  LEVEL,
  loadRows,
  missReason,
  remoteIn,
  runSearch,
  type Oracle,
  type ProfileRow,
  type RelevanceQuery,
  type SearchPage,
} from './relevance-kit';
import { RELEVANCE_QUERIES } from './relevance-queries';
import { interpret } from '../src/modules/search/query-reader';
import { keywordExprToText } from '../src/modules/search/query-reader/boolean-query';
import { VOCABULARY } from '../src/modules/vocabulary';
import { limit } from './time-limits';

/**
 * Search past role and place (issue 34), as a recruiter would judge it against the STORED rows of
 * the seeded index: every role-and-place query of the relevance suite (relevance-queries.ts, each
 * with its hand-written oracle) whose own first page is exact by that oracle, asked again the ways
 * recruiters also ask it (the bases left out are printed; their precision is relevance.test.ts's):
 *
 *   NOT junior      + the current level is not entry: the oracle without entry level; no result,
 *                   exact or closest, is an entry-level person;
 *   without <skill> + the base results' most common skill ruled out: the oracle with notSkills; no
 *                   result, exact or closest, lists it;
 *   who know <skill> a nice-to-have (the place and the role stay must-haves): exact results meet
 *                   it all; the page lists people by how many wishes they meet (none missed first);
 *   a typo          a title word with two letters swapped: read corrected (correctedQuery), the
 *                   same exact matches as the query spelled right;
 *   other languages the title and the place in German, French, Spanish, Dutch or Portuguese: the
 *                   same exact matches as the English query;
 *   remote          + "remote": exact results' current role is remote (its place or title says so);
 *   NOT remote      + "NOT remote": no result, exact or closest, works remotely;
 *   relocation      + "or open to relocation": exact results live there or say they would move;
 *   job description the role, the place and the common skill written as a job description, read by
 *                   readJobDescription and searched with its must-haves: exact results meet the
 *                   base and the skill.
 *
 * Precision@10 of the results presented as exact matches >= 0.95 over every variant; negations
 * never broken; the typo and language variants find what the base finds. Printed as a report.
 */
let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = (await signUp(t)).token;
}, limit(120_000));
afterAll(() => t.close());

const PRECISION_MIN = 0.95;
const VARIANTS_MIN = 100;

/** The role-and-place queries of the suite: AI searches with a title and a city, nothing else of their own words. */
const BASES = RELEVANCE_QUERIES.filter(
  (q) => (q.type ?? 'ai') === 'ai' && q.title && q.city && !q.text && !q.closest && /\bin\b/.test(q.q),
);

/** Titles in other languages, each read as the English phrase it replaces (vocabulary/foreign-names.ts). */
const FOREIGN_TITLES: Array<[RegExp, string]> = [
  [/^software engineers\b/i, 'Softwareentwickler'],
  [/^data scientists\b/i, 'cientista de dados'],
  [/^product managers\b/i, 'Produktmanager'],
  [/^recruiters\b/i, 'recruteur'],
  [/^accountants\b/i, 'comptable'],
  [/^nurses\b/i, 'verpleegkundige'],
  [/^teachers\b/i, 'Lehrer'],
  [/^lawyers\b/i, 'abogado'],
  [/^developers\b/i, 'desarrollador'],
  [/^data analysts\b/i, 'analyste de données'],
];
/** Places in other languages, with the word for "in". */
const FOREIGN_PLACES: Record<string, string> = {
  Munich: 'in München',
  Vienna: 'in Wien',
  Lisbon: 'em Lisboa',
  Milan: 'a Milano',
  Cologne: 'in Köln',
  Warsaw: 'in Warszawa',
  Prague: 'in Praha',
  Brussels: 'à Bruxelles',
  Geneva: 'à Genève',
  Copenhagen: 'in København',
  London: 'en Londres',
  'New York': 'en Nueva York',
  Seville: 'en Sevilla',
  'The Hague': 'in Den Haag',
  'Mexico City': 'en Ciudad de México',
  Singapore: 'en Singapur',
  Tokyo: 'en Tokio',
  Stockholm: 'en Estocolmo',
};

type Kind =
  'NOT junior' | 'without skill' | 'who know skill' | 'typo' | 'language' | 'remote' | 'NOT remote' | 'relocation' | 'job description';
const KINDS: Kind[] = [
  'NOT junior',
  'without skill',
  'who know skill',
  'typo',
  'language',
  'remote',
  'NOT remote',
  'relocation',
  'job description',
];
interface Variant {
  kind: Kind;
  base: RelevanceQuery;
  q: string;
  oracle: Oracle;
  /** What every result, exact or closest, must meet (a negation). */
  always?: (row: ProfileRow) => boolean;
  /** The must-haves to search with (a job description's). */
  mustHave?: string[];
}

const READ_JOB_DESCRIPTION = `query Read($text: String!) { readJobDescription(text: $text) { query mustHave } }`;

/** The role-and-place queries a job description states as they are: a role (with its years) and a place, nothing else. */
const JOB_DESCRIBED = /^[\p{L} .&'-]+?(?: with [\d+-]+ years(?: of experience)?)? in [\p{L} .'-]+$/u;

/** A short job description of a role-and-place query, with a required skill when there is one. */
function jobDescriptionOf(base: RelevanceQuery, skill: string | null): string {
  const [, role, years, place] = /^(.+?)(?: with ([\d+-]+ years)(?: of experience)?)? in (.+)$/.exec(base.q)!;
  return [
    `${role.replace(/s$/, '')}`,
    `Location: ${place}`,
    ...(years ? [`You bring ${years} of experience.`] : []),
    'About the role: you will join a growing team and own your work end to end.',
    ...(skill ? ['Requirements:', `- Solid experience with ${skill}`] : []),
  ].join('\n');
}

const many = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const ALL_LEVELS = Object.values(LEVEL);

/**
 * The query with two letters swapped in its longest title word of six letters or more that the
 * reader reads (a word it keeps as a keyword is the index's text, not the vocabulary's), or null.
 */
function withTypo(q: string): string | null {
  const reading = interpret(q, { vocabulary: VOCABULARY, companies: [] });
  const unread = new Set((reading.keywords ? keywordExprToText(reading.keywords) : '').toLowerCase().split(/\W+/));
  const words = q
    .split(' in ')[0]
    .split(' ')
    .filter((w) => !unread.has(w.toLowerCase()));
  const word = [...words].sort((a, b) => b.length - a.length)[0];
  if (!word || word.length < 6 || !/^[a-z]+$/i.test(word)) return null;
  const typo = `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
  return typo === word ? null : q.replace(word, typo);
}

function inOtherLanguage(q: RelevanceQuery): string | null {
  const city = many(q.city)[0];
  const [title, foreign] = FOREIGN_TITLES.find(([re]) => re.test(q.q)) ?? [null, null];
  const place = city ? FOREIGN_PLACES[city] : undefined;
  if (!title && !place) return null;
  let text = q.q;
  if (title && foreign) text = text.replace(title, foreign);
  if (place) text = text.replace(new RegExp(`\\bin ${city}\\b`), place);
  return text === q.q ? null : text;
}

/** The base's first page: its exact results' stored rows, for the skills people there have. */
async function baseRows(page: SearchPage): Promise<ProfileRow[]> {
  return [
    ...(
      await loadRows(
        t.ds,
        page.items.filter((i) => i.exact).map((i) => i.id),
      )
    ).values(),
  ];
}

/** The skill most of these people list that the query does not ask for, if any. */
function commonSkill(rows: ProfileRow[], asked: string[]): string | null {
  const counts = new Map<string, number>();
  for (const row of rows) for (const s of row.skills) if (!asked.includes(s.toLowerCase())) counts.set(s, (counts.get(s) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best && best[1] >= 2 ? best[0] : null;
}

it(
  'reads negations, wishes, typos and other languages over the role-and-place queries, checked on the stored rows',
  async () => {
    const lines = [
      `${cell('variant', 16)} ${cell('query', 62)} ${cell('exact', 6, true)} ${cell('checked', 7, true)} ${cell('ok', 3, true)}  note`,
    ];
    const variants: Variant[] = [];
    const failures: string[] = [];
    const bases = new Map<RelevanceQuery, SearchPage>();
    const imprecise: string[] = [];
    for (const base of BASES) {
      const page = await runSearch(t, token, { type: 'ai', query: base.q, page: 1 });
      const rows = await baseRows(page);
      // What this suite measures is what the added words do: a base whose own page is not exact by
      // its oracle is the role-and-place suite's business (relevance.test.ts), left out here.
      if (rows.some((row) => missReason(base, row) !== null)) {
        imprecise.push(base.q);
        continue;
      }
      bases.set(base, page);
      const levels = (base.levels ?? ALL_LEVELS).filter((l) => l !== LEVEL.entry);
      if (levels.length > 0)
        variants.push({
          kind: 'NOT junior',
          base,
          q: `${base.q} NOT junior`,
          oracle: { ...base, levels },
          always: (r) => r.seniority !== LEVEL.entry,
        });
      const skill = commonSkill(
        rows,
        (base.skills ?? []).map((s) => s.toLowerCase()),
      );
      if (skill) {
        const lower = skill.toLowerCase();
        variants.push({
          kind: 'without skill',
          base,
          q: `${base.q} without ${skill}`,
          oracle: { ...base, notSkills: [...(base.notSkills ?? []), skill] },
          always: (r) => !r.skills.some((s) => s.toLowerCase() === lower),
        });
        variants.push({
          kind: 'who know skill',
          base,
          q: `${base.q} who know ${skill}`,
          oracle: { ...base, skills: [...(base.skills ?? []), skill] },
        });
      }
      variants.push({ kind: 'remote', base, q: `remote ${base.q}`, oracle: { ...base, remote: true } });
      variants.push({
        kind: 'NOT remote',
        base,
        q: `${base.q} NOT remote`,
        oracle: { ...base, remote: false },
        always: (r) => !remoteIn(r),
      });
      variants.push({ kind: 'relocation', base, q: `${base.q} or open to relocation`, oracle: { ...base, relocates: true } });
      // A job description says the role and the place (and the years); schools and the like are the search's business.
      if (JOB_DESCRIBED.test(base.q) && !base.school && !base.degree && !base.field) {
        const reading = await t.gql(READ_JOB_DESCRIPTION, { text: jobDescriptionOf(base, skill) }, { token });
        const jd = reading.body?.data?.readJobDescription as { query: string; mustHave: string[] } | undefined;
        if (jd)
          variants.push({
            kind: 'job description',
            base,
            q: jd.query,
            mustHave: jd.mustHave,
            oracle: skill ? { ...base, skills: [...(base.skills ?? []), skill] } : base,
          });
        else failures.push(`job description of '${base.q}': ${JSON.stringify(reading.body)}`);
      }
      const typo = withTypo(base.q);
      if (typo) variants.push({ kind: 'typo', base, q: typo, oracle: base });
      const foreign = inOtherLanguage(base);
      if (foreign) variants.push({ kind: 'language', base, q: foreign, oracle: base });
    }

    let checked = 0;
    let ok = 0;
    const broken: string[] = [];
    const differ: string[] = [];
    const unordered: string[] = [];
    /** How many variants of each kind had exact results to check: a kind nobody meets would check nothing. */
    const withExact = new Map<Kind, number>();
    for (const v of variants) {
      const page = await runSearch(t, token, { type: 'ai', query: v.q, page: 1, ...(v.mustHave ? { mustHave: v.mustHave } : {}) });
      if (page.error) {
        failures.push(`${v.q}: ${page.error}`);
        continue;
      }
      const rows = await loadRows(
        t.ds,
        page.items.map((i) => i.id),
      );
      let vChecked = 0;
      let vOk = 0;
      let note = '';
      for (const item of page.items) {
        const row = rows.get(item.id)!;
        if (v.always && !v.always(row)) broken.push(`${v.q}: ${row.current_title} (${row.seniority}) [${row.skills.join(', ')}]`);
        if (!item.exact) continue;
        vChecked += 1;
        const miss = missReason(v.oracle, row);
        if (miss === null) vOk += 1;
        else note ||= miss;
      }
      checked += vChecked;
      if (vChecked > 0) withExact.set(v.kind, (withExact.get(v.kind) ?? 0) + 1);
      ok += vOk;
      if (v.kind === 'typo' || v.kind === 'language') {
        const base = bases.get(v.base)!;
        const same = base.exactTotal === page.exactTotal && base.items.map((i) => i.id).join() === page.items.map((i) => i.id).join();
        if (!same) differ.push(`${v.kind}: '${v.q}' ${page.exactTotal} exact against ${base.exactTotal} for '${v.base.q}'`);
        note ||= same ? 'same as the base' : 'differs from the base';
      }
      if (v.kind === 'who know skill') {
        // None missed first: a person who misses more wishes never comes before one who misses fewer.
        const missed = page.items.map((i) => i.missed.length);
        if (missed.some((m, i) => i > 0 && m < missed[i - 1])) unordered.push(`${v.q}: ${missed.join(',')}`);
      }
      lines.push(
        `${cell(v.kind, 16)} ${cell(v.q, 62)} ${cell(page.exactTotal, 6, true)} ${cell(vChecked, 7, true)} ${cell(vOk, 3, true)}  ${note}`,
      );
    }
    const precision = checked === 0 ? 0 : ok / checked;
    const byKind = (k: Kind) => variants.filter((v) => v.kind === k).length;
    lines.push(
      `bases left out, their own page not exact by their oracle (${imprecise.length} of ${BASES.length}): ${imprecise.join('; ')}`,
    );
    lines.push(
      `${variants.length} queries beyond role and place (${KINDS.map((k) => `${k} ${byKind(k)}`).join(', ')}); precision@10 of exact results ${precision.toFixed(3)} (${ok}/${checked}, target >= ${PRECISION_MIN})`,
    );
    console.log(lines.join('\n'));

    expect(failures).toEqual([]);
    expect(variants.length).toBeGreaterThanOrEqual(VARIANTS_MIN);
    for (const k of KINDS) {
      expect(byKind(k)).toBeGreaterThanOrEqual(5);
      expect(withExact.get(k) ?? 0).toBeGreaterThanOrEqual(5);
    }
    expect(broken).toEqual([]);
    expect(differ).toEqual([]);
    expect(unordered).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(PRECISION_MIN);
  },
  limit(300_000),
);
