/**
 * The relevance suite's tools: the hand-written oracle a query carries (what a right answer is,
 * over the STORED profile row), its check in TypeScript (one reason per miss), the same oracle
 * compiled to a plain SQL condition over `profiles` (the ground truth of recall), and the search
 * call. Nothing here reads the search's own SQL, its query reader or its interpretation: an
 * oracle is written from the query text by hand, the way a recruiter would judge a result.
 */
import type { DataSource } from 'typeorm';
import { VOCABULARY } from '../src/modules/vocabulary';
import type { TestServer } from './helpers';

/** Seniority as stored: 0 entry, 1 mid, 2 senior, 3 lead (staff, principal, tech lead), 4 manager, 5 director, 6 vp, 7 executive. */
export const LEVEL = { entry: 0, mid: 1, senior: 2, lead: 3, manager: 4, director: 5, vp: 6, executive: 7 } as const;

type OneOrMany = string | string[];

/**
 * What every result presented as an exact match must meet, over the stored row. Lists of names are
 * "any of"; skills are "all of" (case-insensitive); regexes are over the stored text.
 */
export interface Oracle {
  /** The current title must match (a title family, written by hand). */
  title?: RegExp;
  /** ... and must not match. */
  notTitle?: RegExp;
  /** job_function, for persona and function-wide queries ('engineering', 'sales', ...). */
  jobFunction?: OneOrMany;
  /** Seniority levels, any of them (see LEVEL). */
  levels?: number[];
  /** City as stored ('New York', 'Bangalore', 'São Paulo'), any of them. */
  city?: OneOrMany;
  /** Country code ('DE', 'GB'), any of them. */
  country?: OneOrMany;
  /** The current company, any of them. */
  currentCompany?: OneOrMany;
  /** A past role (end not null) at one of these companies, other than the current company. */
  pastCompany?: OneOrMany;
  /** The current company's industry key ('fintech'), any of them. */
  industry?: OneOrMany;
  /** A past role (end not null) at a company of one of these industry keys. */
  pastIndustry?: OneOrMany;
  /** Every one of these skills, each as a skill or whole words of one ('SaaS' in 'SaaS Sales'). */
  skills?: string[];
  /** At least one of these skills, as for `skills`. */
  anySkills?: string[];
  /** None of these skills. */
  notSkills?: string[];
  /** floor(experience_months / 12) >= yearsMin. */
  yearsMin?: number;
  /** floor(experience_months / 12) <= yearsMax. */
  yearsMax?: number;
  /** A credential from one of these schools (stored names). */
  school?: OneOrMany;
  /** A credential whose degree (any of the names it lists) matches. */
  degree?: RegExp;
  /** A credential whose field of study matches (with `school`, the same credential need not be meant). */
  field?: RegExp;
  /** The current role is remote: its place or the current title says "remote" (true), or it is not (false). */
  remote?: boolean;
  /** Open to relocating, in the headline or summary: with `city` or `country`, an alternative to living there; else required. */
  relocates?: boolean;
  /** For keyword queries: a predicate over the row (see docText), and what it asks, for the printout. */
  text?: { label: string; test: (doc: string, row: ProfileRow) => boolean };
}

export type SearchType = 'ai' | 'build' | 'persona';

export interface RelevanceQuery extends Oracle {
  q: string;
  /** ai by default; build sends `filters`, persona sends `persona` with q as its optional text. */
  type?: SearchType;
  filters?: Record<string, unknown>;
  persona?: string;
  /** Measure recall on it (3..~150 true matches; no `text`). */
  recall?: boolean;
  /** Nobody meets it all, but some keep the place and the role: every top-10 result must keep them. */
  closest?: boolean;
  /** The same query with one constraint removed: its exactTotal must be >= this one's. */
  looser?: string;
  /** The occupation group, for the printout. */
  group: string;
}

export interface WorkExperienceRow {
  title: string;
  company: string;
  industry?: string | null;
  summary?: string | null;
  location?: string | null;
  start: string;
  end: string | null;
}

export interface CredentialRow {
  school: string;
  degree: string | string[];
  field?: string | null;
}

export interface ProfileRow {
  id: string;
  current_title: string | null;
  seniority: number | null;
  job_function: string | null;
  city: string;
  country_code: string;
  current_company: string | null;
  industry: string | null;
  experience_months: number;
  skills: string[];
  work_experiences: WorkExperienceRow[];
  academic_credentials: CredentialRow[];
  headline: string;
  summary: string;
}

export const ROW_COLUMNS = `id::text AS id, current_title, seniority, job_function, city, country_code, current_company, industry,
  experience_months, skills, work_experiences, academic_credentials, headline, summary`;

const many = (x: OneOrMany | undefined): string[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
const lower = (xs: string[]) => xs.map((x) => x.toLowerCase());
/** A skill asked, as whole words of a listed skill: separated by spaces or / , ( ) ; : | (a hyphen or a dot joins). */
const SKILL_EDGE = '[\\s/,();:|]';
const skillPattern = (k: string) => `(^|${SKILL_EDGE})${k.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|${SKILL_EDGE})`;
const hasSkill = (skills: string[], k: string) => skills.some((s) => new RegExp(skillPattern(k)).test(s.toLowerCase()));
const INDUSTRY_BY_NAME = new Map(VOCABULARY.industries.map((i) => [i.name.toLowerCase(), i.key]));
const INDUSTRY_NAME = new Map(VOCABULARY.industries.map((i) => [i.key, i.name]));
const industryKeyOf = (stored: string | null | undefined) => {
  const s = (stored ?? '').toLowerCase();
  return INDUSTRY_BY_NAME.get(s) ?? s;
};

export const yearsOf = (row: ProfileRow) => Math.floor(row.experience_months / 12);
export const pastRoles = (row: ProfileRow) => row.work_experiences.filter((w) => w.end !== null);
export const degreesOf = (c: CredentialRow) => (Array.isArray(c.degree) ? c.degree : [c.degree]);

/** The text a keyword query is judged on: titles, companies, skills, headline and summaries, schools, fields (lower case). */
export function docText(row: ProfileRow): string {
  return [
    row.current_title,
    row.current_company,
    row.headline,
    row.summary,
    row.city,
    row.industry ?? '',
    ...row.skills,
    ...row.work_experiences.flatMap((w) => [w.title, w.company, w.industry ?? '', w.summary ?? '']),
    ...row.academic_credentials.flatMap((c) => [c.school, c.field ?? '', ...degreesOf(c)]),
  ]
    .join(' \n ')
    .toLowerCase();
}

/** Whole words or phrases, as a keyword search reads them ('go' is not 'google'). */
export function hasWords(doc: string, phrase: string): boolean {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9+#])${escaped}($|[^a-z0-9+#])`).test(doc);
}

/** The current role is remote, as its place or the current title says it (written here from the rows, not the search). */
export function remoteIn(row: ProfileRow): boolean {
  const current = row.work_experiences[0];
  if (!current || current.end) return false;
  return /(^|[^a-z])remote([^a-z]|$)/i.test(current.location ?? '') || /(^|[^a-z])remote([^a-z]|$)/i.test(row.current_title ?? '');
}

/** The person says they are open to relocating. */
export function relocatesIn(row: ProfileRow): boolean {
  return /\b(open|willing|happy|ready|able|available) to (relocat|move)|open to relocation|relocation: *(yes|open)/i.test(
    `${row.headline} ${row.summary}`,
  );
}

/** The first reason the row misses the oracle, or null when it meets all of it. */
export function missReason(o: Oracle, row: ProfileRow): string | null {
  const title = row.current_title ?? '';
  if (o.title && !o.title.test(title)) return `title '${title}'`;
  if (o.notTitle && o.notTitle.test(title)) return `title '${title}' (excluded)`;
  const fns = many(o.jobFunction);
  if (fns.length && !fns.includes(row.job_function ?? '')) return `function ${row.job_function} ('${title}')`;
  if (o.levels && !o.levels.includes(row.seniority ?? -1)) return `level ${row.seniority} ('${title}')`;
  const moves = o.relocates === true && relocatesIn(row);
  const cities = many(o.city);
  if (cities.length && !cities.includes(row.city) && !moves) return `city ${row.city}`;
  const countries = many(o.country);
  if (countries.length && !countries.includes(row.country_code) && !moves) return `country ${row.country_code} (${row.city})`;
  if (o.relocates && !cities.length && !countries.length && !moves) return 'not open to relocation';
  if (o.remote !== undefined && remoteIn(row) !== o.remote)
    return o.remote ? `not remote (${row.work_experiences[0]?.location})` : 'remote';
  const current = (row.current_company ?? '').toLowerCase();
  const cc = lower(many(o.currentCompany));
  if (cc.length && !cc.includes(current)) return `current company ${row.current_company}`;
  const pc = lower(many(o.pastCompany));
  if (pc.length && !pastRoles(row).some((w) => pc.includes(w.company.toLowerCase()) && w.company.toLowerCase() !== current))
    return `no past role at ${pc.join('/')} (${row.work_experiences.map((w) => `${w.company}${w.end ? '' : '*'}`).join(', ')})`;
  const ind = many(o.industry);
  if (ind.length && !ind.includes(row.industry ?? '')) return `industry ${row.industry}`;
  const pind = many(o.pastIndustry);
  if (pind.length && !pastRoles(row).some((w) => pind.includes(industryKeyOf(w.industry))))
    return `no past role in ${pind.join('/')} (${pastRoles(row)
      .map((w) => w.industry)
      .join(', ')})`;
  const skills = lower(row.skills);
  const missing = (o.skills ?? []).filter((k) => !hasSkill(skills, k));
  if (missing.length) return `missing skill ${missing.join(', ')}`;
  if (o.anySkills && !o.anySkills.some((k) => hasSkill(skills, k))) return `none of ${o.anySkills.join('/')}`;
  const unwanted = lower(o.notSkills ?? []).filter((s) => skills.includes(s));
  if (unwanted.length) return `has skill ${unwanted.join(', ')}`;
  const years = yearsOf(row);
  if (o.yearsMin !== undefined && years < o.yearsMin) return `${years} years < ${o.yearsMin}`;
  if (o.yearsMax !== undefined && years > o.yearsMax) return `${years} years > ${o.yearsMax}`;
  const schools = lower(many(o.school));
  if (schools.length && !row.academic_credentials.some((c) => schools.includes(c.school.toLowerCase())))
    return `school ${row.academic_credentials.map((c) => c.school).join(', ') || 'none'}`;
  if (o.degree && !row.academic_credentials.some((c) => degreesOf(c).some((d) => o.degree!.test(d))))
    return `degree ${row.academic_credentials.flatMap(degreesOf).join(', ') || 'none'}`;
  if (o.field && !row.academic_credentials.some((c) => o.field!.test(c.field ?? '')))
    return `field ${row.academic_credentials.map((c) => c.field).join(', ') || 'none'}`;
  if (o.text && !o.text.test(docText(row), row)) return `keywords: not ${o.text.label}`;
  return null;
}

/** The oracle's role and place only: what a closest match must keep. */
export function roleAndPlace(o: Oracle): Oracle {
  return { title: o.title, notTitle: o.notTitle, jobFunction: o.jobFunction, city: o.city, country: o.country };
}

/** A JS regex as a PostgreSQL one: \b is \y there (the oracles use only (), |, ?, *, \b, \s and classes). */
function pgRegex(re: RegExp): string {
  return re.source.replace(/\\b/g, '\\y');
}

/**
 * The oracle as one SQL condition over `profiles` (params appended to `params`): the recall's
 * ground truth, written from the oracle, never from the search. `text` has no SQL form.
 */
export function oracleSql(o: Oracle, params: unknown[]): string {
  if (o.text) throw new Error('a keyword predicate has no SQL form: give recall only to structured queries');
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const parts: string[] = [];
  const re = (col: string, r: RegExp, negate = false) =>
    `coalesce(${col}, '') ${negate ? '!' : ''}${r.flags.includes('i') ? '~*' : '~'} ${p(pgRegex(r))}`;
  if (o.title) parts.push(re('current_title', o.title));
  if (o.notTitle) parts.push(re('current_title', o.notTitle, true));
  if (o.jobFunction) parts.push(`job_function = ANY(${p(many(o.jobFunction))}::text[])`);
  if (o.levels) parts.push(`seniority = ANY(${p(o.levels)}::int[])`);
  if (o.city) parts.push(`city = ANY(${p(many(o.city))}::text[])`);
  if (o.country) parts.push(`country_code = ANY(${p(many(o.country))}::text[])`);
  if (o.currentCompany) parts.push(`lower(current_company) = ANY(${p(lower(many(o.currentCompany)))}::text[])`);
  if (o.pastCompany)
    parts.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(work_experiences) w
      WHERE w->>'end' IS NOT NULL AND lower(w->>'company') = ANY(${p(lower(many(o.pastCompany)))}::text[])
        AND lower(w->>'company') <> lower(coalesce(current_company, '')))`);
  if (o.industry) parts.push(`industry = ANY(${p(many(o.industry))}::text[])`);
  if (o.pastIndustry)
    parts.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(work_experiences) w
      WHERE w->>'end' IS NOT NULL AND lower(w->>'industry') = ANY(${p(lower(many(o.pastIndustry).map((k) => INDUSTRY_NAME.get(k) ?? k)))}::text[]))`);
  if (o.skills?.length)
    parts.push(`NOT EXISTS (SELECT 1 FROM unnest(${p(o.skills.map(skillPattern))}::text[]) k
      WHERE NOT EXISTS (SELECT 1 FROM unnest(skills) s WHERE lower(s) ~ k))`);
  if (o.anySkills?.length)
    parts.push(`EXISTS (SELECT 1 FROM unnest(skills) s WHERE lower(s) ~ ANY(${p(o.anySkills.map(skillPattern))}::text[]))`);
  if (o.notSkills?.length) parts.push(`NOT EXISTS (SELECT 1 FROM unnest(skills) s WHERE lower(s) = ANY(${p(lower(o.notSkills))}::text[]))`);
  if (o.yearsMin !== undefined) parts.push(`experience_months / 12 >= ${p(o.yearsMin)}::int`);
  if (o.yearsMax !== undefined) parts.push(`experience_months / 12 <= ${p(o.yearsMax)}::int`);
  if (o.school)
    parts.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(academic_credentials) a
      WHERE lower(a->>'school') = ANY(${p(lower(many(o.school)))}::text[]))`);
  if (o.degree)
    parts.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(academic_credentials) a,
      jsonb_array_elements_text(CASE jsonb_typeof(a->'degree') WHEN 'array' THEN a->'degree' ELSE jsonb_build_array(a->'degree') END) d
      WHERE ${re('d', o.degree)})`);
  if (o.field) parts.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(academic_credentials) a WHERE ${re("a->>'field'", o.field)})`);
  return parts.length ? parts.join('\n  AND ') : 'true';
}

/** The ids of the profiles that meet the oracle, by one SQL statement over `profiles`. */
export async function truthIds(ds: DataSource, o: Oracle): Promise<Set<string>> {
  const params: unknown[] = [];
  const rows: Array<{ id: string }> = await ds.query(`SELECT id::text AS id FROM profiles WHERE ${oracleSql(o, params)}`, params);
  return new Set(rows.map((r) => r.id));
}

/** Stored rows by id, in one statement. */
export async function loadRows(ds: DataSource, ids: string[]): Promise<Map<string, ProfileRow>> {
  if (ids.length === 0) return new Map();
  const rows: ProfileRow[] = await ds.query(`SELECT ${ROW_COLUMNS} FROM profiles WHERE id = ANY($1::bigint[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r]));
}

export interface ResultItem {
  id: string;
  /** As the search presents it: match.exact, or (without match) not a closest-matches page. */
  exact: boolean;
  missed: string[];
}

export interface SearchPage {
  exactTotal: number;
  closestTotal: number;
  totalResults: number;
  closestMatches: boolean;
  items: ResultItem[];
  /** GraphQL errors, when the search failed. */
  error?: string;
}

const SEARCH = `query Relevance($input: SearchInput!) { searchProfiles(input: $input) {
  exactTotal closestTotal totalResults closestMatches
  profiles { id match { exact constraints { kind label met detail } } }
} }`;

export function searchInput(q: RelevanceQuery, page = 1): Record<string, unknown> {
  const type = q.type ?? 'ai';
  if (type === 'build') return { type, filters: q.filters ?? {}, page };
  if (type === 'persona') return { type, persona: q.persona, query: q.q || undefined, page };
  return { type, query: q.q, page };
}

export async function runSearch(t: TestServer, token: string, input: Record<string, unknown>): Promise<SearchPage> {
  const r = await t.gql(SEARCH, { input }, { token });
  if (r.body?.errors || !r.body?.data) {
    return {
      exactTotal: 0,
      closestTotal: 0,
      totalResults: 0,
      closestMatches: false,
      items: [],
      error: JSON.stringify(r.body?.errors ?? r.body),
    };
  }
  const s = r.body.data.searchProfiles;
  const items: ResultItem[] = s.profiles.map(
    (p: { id: string; match: { exact: boolean; constraints: Array<{ kind: string; label: string; met: boolean }> } | null }) => ({
      id: String(p.id),
      exact: p.match ? p.match.exact : !s.closestMatches,
      missed: (p.match?.constraints ?? []).filter((c) => !c.met).map((c) => `${c.kind}:${c.label}`),
    }),
  );
  return { exactTotal: s.exactTotal, closestTotal: s.closestTotal, totalResults: s.totalResults, closestMatches: s.closestMatches, items };
}

/** A fixed-width cell for the printed table. */
export const cell = (s: string | number, width: number, right = false) => {
  const text = String(s);
  const cut = text.length > width ? `${text.slice(0, width - 1)}…` : text;
  return right ? cut.padStart(width) : cut.padEnd(width);
};
