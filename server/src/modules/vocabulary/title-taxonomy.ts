import { FUNCTIONS } from './functions';
import { EXTRA_ACRONYMS } from './title-synonyms';
import { SENIORITY_LEVELS, type JobFunction, type SeniorityKey, type TitleFamilySpec } from './vocabulary.types';

/**
 * The title taxonomy: job titles in families ('Senior Backend Engineer' and 'SWE' are both software
 * engineers), each family in a function, each title at a level. The families are stated per
 * function in the vocabulary (JobFunction.families); this file reads them, indexes every title the
 * ladders give once when it loads, and guesses for titles the ladders do not have (a data
 * provider's 'Sr. Software Engineer II'). Pure functions, no I/O.
 */

export interface TitleFamily {
  key: string;
  name: string;
  functionKey: string;
  /** Lower-case singular phrases a recruiter types that mean the whole family. */
  names: string[];
}

export interface TitleClass {
  /** TitleFamily.key */
  family: string;
  functionKey: string;
  /** Index in SENIORITY_LEVELS: 0 entry .. 7 executive. */
  level: number;
  specialisation: string | null;
}

// ---------------------------------------------------------------------------------------------
// The ladders: who holds which title, and which family a title is in
// ---------------------------------------------------------------------------------------------

/** True when people of `spec` hold the ladder pattern (JobFunction.heldBy; everyone when unlisted). */
export function holdsTitle(fn: JobFunction, pattern: string, spec: string): boolean {
  const holders = fn.heldBy?.[pattern];
  return !holders || holders.includes(spec);
}

/** The families of `fn` that claim a pattern at a level for a specialisation (the vocabulary has exactly one). */
export function familyClaims(fn: JobFunction, level: SeniorityKey, spec: string, pattern: string): TitleFamilySpec[] {
  return fn.families.filter(
    (f) =>
      f.levels.includes(level) && (!f.specialisations || f.specialisations.includes(spec)) && (!f.titles || f.titles.includes(pattern)),
  );
}

function buildFamilies(): TitleFamily[] {
  const byKey = new Map<string, TitleFamily>();
  for (const fn of FUNCTIONS)
    for (const spec of fn.families) {
      const known = byKey.get(spec.key);
      // A family stated again in another function (data engineers of the data function) joins the first.
      if (known) for (const n of spec.names) if (!known.names.includes(n)) known.names.push(n);
      if (!known) byKey.set(spec.key, { key: spec.key, name: spec.name, functionKey: fn.key, names: [...spec.names] });
    }
  return [...byKey.values()];
}

export const TITLE_FAMILIES: readonly TitleFamily[] = buildFamilies();
const FAMILY_BY_KEY = new Map(TITLE_FAMILIES.map((f) => [f.key, f]));

// ---------------------------------------------------------------------------------------------
// Normalising titles
// ---------------------------------------------------------------------------------------------

/** Spellings folded to one before lookup ('front end' and 'front-end' -> 'frontend'). */
const CANONICAL_PHRASES: Array<[RegExp, string]> = [
  [/\bfront[ -]end\b/g, 'frontend'],
  [/\bback[ -]end\b/g, 'backend'],
  [/\bfull[ -]?stack\b/g, 'full stack'],
  [/\bdev[ -]ops\b/g, 'devops'],
  [/\bhead[ -]?teacher\b/g, 'head teacher'],
  [/\bvice[ -]president\b/g, 'vp'],
  [/\bvice[ -]chancellor\b/g, 'vice chancellor'],
  [/\be[ -]?commerce\b/g, 'ecommerce'],
];
/** Abbreviations read as their words. */
const ABBREVIATIONS: Record<string, string> = {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  mgr: 'manager',
  dir: 'director',
  asst: 'assistant',
  assoc: 'associate',
  engr: 'engineer',
  dev: 'developer',
  svp: 'senior vp',
  evp: 'executive vp',
  avp: 'associate vp',
  swe: 'software engineer',
  sde: 'software engineer',
  sre: 'site reliability engineer',
  mle: 'machine learning engineer',
  ml: 'machine learning',
  rn: 'registered nurse',
  np: 'nurse practitioner',
  cna: 'nursing assistant',
  hca: 'healthcare assistant',
  physiotherapist: 'physical therapist',
  physio: 'physical therapist',
  ae: 'account executive',
  sdr: 'sales development representative',
  bdr: 'business development representative',
  csm: 'customer success manager',
  hrbp: 'hr business partner',
  ta: 'talent acquisition',
  hr: 'hr',
  'human resources': 'hr',
  gc: 'general counsel',
  pmo: 'pmo',
  qa: 'qa',
  ux: 'ux',
  ui: 'ui',
};

/** Lower case, punctuation dropped, hyphens as spaces except where a spelling keeps them. */
function clean(text: string): string {
  let s = ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')} `;
  s = s.replace(/&/g, ' and ').replace(/[()[\]{}|/,;:!?"'’.]+/g, ' ');
  for (const [re, to] of CANONICAL_PHRASES) s = s.replace(re, to);
  s = s.replace(/-/g, ' ');
  return s.replace(/\s+/g, ' ').trim();
}

/** The key a title is looked up by: cleaned, abbreviations spelled out, 'of' and 'the' dropped. */
function matchKey(text: string): string {
  const words = clean(text)
    .split(' ')
    .flatMap((w) => (ABBREVIATIONS[w] ?? EXTRA_ACRONYMS[w] ?? w).split(' '))
    .filter((w) => w && w !== 'of' && w !== 'the' && w !== 'and');
  return words.join(' ');
}

/** English plural to singular for the last word ('nurses', 'attorneys', 'sous chefs', 'rns'). */
function singularWord(w: string): string {
  if (w.length <= 3 || w.endsWith('ss') || w.endsWith('us') || w.endsWith('is'))
    return w.length === 3 && w.endsWith('s') ? w.slice(0, -1) : w;
  if (w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (/(ch|sh|x)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

// ---------------------------------------------------------------------------------------------
// The index of ladder titles
// ---------------------------------------------------------------------------------------------

interface FunctionIndex {
  fn: JobFunction;
  /** Specialisations by their match key, longest first. */
  specs: Array<[string, string]>;
}

const TITLE_INDEX = new Map<string, TitleClass[]>();
const FUNCTION_INDEX: FunctionIndex[] = [];
/** Per function, the words of its titles, role words and family names (to guess the function of a foreign title). */
const WORD_FUNCTIONS = new Map<string, Set<string>>();
/** Per family, the words of its names and titles. */
const FAMILY_WORDS = new Map<string, Set<string>>();

const GENERIC_WORDS = new Set(
  (
    'junior graduate trainee senior staff lead principal head director vp chief officer executive manager associate assistant ' +
    'specialist coordinator analyst consultant partner supervisor team group global regional area deputy in at for on ' +
    'general corporate business services service senior director lead of'
  ).split(' '),
);

/** Words of titles outside the ladders that still point to a function ('Chief Information Officer', 'IT Manager'). */
const HINT_WORDS: Record<string, string> = {
  engineering: 'information it technology software infrastructure cloud',
  people: 'talent recruitment hr',
  finance: 'accounting accounts payroll',
  nursing: 'nurse nursing',
  hospitality: 'hotel restaurant kitchen culinary',
  trades: 'construction',
};

function addWords(map: Map<string, Set<string>>, key: string, text: string): void {
  for (const w of matchKey(text).split(' ')) {
    if (!w || GENERIC_WORDS.has(w)) continue;
    let set = map.get(w);
    if (!set) map.set(w, (set = new Set()));
    set.add(key);
  }
}

for (const [fnKey, words] of Object.entries(HINT_WORDS)) addWords(WORD_FUNCTIONS, fnKey, words);
for (const fn of FUNCTIONS) {
  FUNCTION_INDEX.push({
    fn,
    specs: fn.specialisations.map((s): [string, string] => [matchKey(s), s]).sort((a, b) => b[0].length - a[0].length),
  });
  for (const rw of fn.roleWords) addWords(WORD_FUNCTIONS, fn.key, rw);
  for (const f of fn.families) {
    addWords(WORD_FUNCTIONS, fn.key, f.names.join(' '));
    const words = FAMILY_WORDS.get(f.key) ?? new Set<string>();
    for (const w of matchKey(`${f.name} ${f.names.join(' ')}`).split(' ')) if (w) words.add(w);
    FAMILY_WORDS.set(f.key, words);
  }
  SENIORITY_LEVELS.forEach((level, levelIndex) => {
    for (const pattern of fn.ladder[level] ?? [])
      for (const spec of fn.specialisations) {
        if (!holdsTitle(fn, pattern, spec)) continue;
        const family = familyClaims(fn, level, spec, pattern)[0];
        if (!family) continue;
        const title = pattern.replace('{s}', spec);
        addWords(WORD_FUNCTIONS, fn.key, pattern.replace('{s}', ''));
        const words = FAMILY_WORDS.get(family.key)!;
        for (const w of matchKey(title).split(' ')) if (w) words.add(w);
        const cls: TitleClass = {
          family: family.key,
          functionKey: fn.key,
          level: levelIndex,
          specialisation: pattern.includes('{s}') ? spec : null,
        };
        const key = matchKey(title);
        const list = TITLE_INDEX.get(key) ?? [];
        if (
          !list.some(
            (c) =>
              c.family === cls.family &&
              c.functionKey === cls.functionKey &&
              c.level === cls.level &&
              c.specialisation === cls.specialisation,
          )
        )
          list.push(cls);
        TITLE_INDEX.set(key, list);
      }
  });
}

/** Every class a ladder title has (a few titles are in two functions: 'Data Engineer'); empty when the ladders lack it. */
export function ladderClasses(title: string): readonly TitleClass[] {
  return TITLE_INDEX.get(matchKey(title)) ?? [];
}

// ---------------------------------------------------------------------------------------------
// classifyTitle
// ---------------------------------------------------------------------------------------------

const LEVEL = Object.fromEntries(SENIORITY_LEVELS.map((l, i) => [l, i])) as Record<SeniorityKey, number>;
/** Leading words that state a level, longest first. */
const LEVEL_PREFIXES: Array<[string, number]> = [
  ['senior executive vp', LEVEL.vp],
  ['executive vp', LEVEL.vp],
  ['senior vp', LEVEL.vp],
  ['associate vp', LEVEL.vp],
  ['vp', LEVEL.vp],
  ['senior director', LEVEL.director],
  ['associate director', LEVEL.director],
  ['director', LEVEL.director],
  ['head', LEVEL.director],
  ['senior manager', LEVEL.manager],
  ['manager', LEVEL.manager],
  ['tech lead', LEVEL.lead],
  ['team lead', LEVEL.lead],
  ['staff', LEVEL.lead],
  ['lead', LEVEL.lead],
  ['principal', LEVEL.lead],
  ['senior', LEVEL.senior],
  ['mid level', LEVEL.mid],
  ['junior', LEVEL.entry],
  ['graduate', LEVEL.entry],
  ['entry level', LEVEL.entry],
  ['trainee', LEVEL.entry],
  ['apprentice', LEVEL.entry],
  ['intern', LEVEL.entry],
];
/** Words anywhere in a title that state a level when no prefix does. */
const LEVEL_WORDS: Array<[string, number]> = [
  ['founder', LEVEL.executive],
  ['president', LEVEL.executive],
  ['vp', LEVEL.vp],
  ['director', LEVEL.director],
  ['head', LEVEL.director],
  ['manager', LEVEL.manager],
  ['supervisor', LEVEL.lead],
  ['intern', LEVEL.entry],
  ['internship', LEVEL.entry],
];
/** 'Software Engineer II': trailing grades. */
const GRADES: Record<string, number> = { i: 0, '1': 0, ii: 1, '2': 1, iii: 2, '3': 2, iv: 3, '4': 3, v: 3, '5': 3 };

function startsWithWords(key: string, prefix: string): boolean {
  return key === prefix || key.startsWith(`${prefix} `);
}
function containsWords(key: string, phrase: string): boolean {
  return ` ${key} `.includes(` ${phrase} `);
}

/**
 * The role words and family names of several words, as keys between spaces (to be found as whole
 * words), with their function and weight (their number of words). Made once: guessFunction runs for
 * every title the ladders do not have, and the title dictionary reads every title of the index.
 */
const FUNCTION_PHRASES: ReadonlyArray<[string, string, number]> = FUNCTION_INDEX.flatMap(({ fn }) =>
  [...fn.roleWords, ...fn.families.flatMap((f) => f.names)]
    .map(matchKey)
    .filter((k) => k.includes(' '))
    .map((k): [string, string, number] => [fn.key, ` ${k} `, k.split(' ').length]),
);

/** The function a title's words point to, or null. */
function guessFunction(key: string): FunctionIndex | null {
  const scores = new Map<string, number>();
  for (const w of key.split(' ')) {
    const fns = WORD_FUNCTIONS.get(w);
    if (!fns) continue;
    for (const f of fns) scores.set(f, (scores.get(f) ?? 0) + 1 / fns.size);
  }
  // Whole role words and family names weigh more than single words.
  const padded = ` ${key} `;
  for (const [fnKey, phrase, weight] of FUNCTION_PHRASES) if (padded.includes(phrase)) scores.set(fnKey, (scores.get(fnKey) ?? 0) + weight);
  let best: FunctionIndex | null = null;
  let bestScore = 0;
  for (const fi of FUNCTION_INDEX) {
    const s = scores.get(fi.fn.key) ?? 0;
    if (s > bestScore) {
      best = fi;
      bestScore = s;
    }
  }
  return best;
}

/**
 * The family of a function that best fits a title's words at a level (and specialisation, when
 * known); with no level, at any level, preferring families with mid-level titles.
 */
function guessFamily(fi: FunctionIndex, key: string, level: number | null, spec: string | null): TitleFamilySpec | null {
  const fits = (f: TitleFamilySpec) => !spec || !f.specialisations || f.specialisations.includes(spec);
  if (level === null) {
    let best: TitleFamilySpec | null = null;
    let bestScore = -1;
    for (const f of fi.fn.families.filter(fits)) {
      const score = familyScore(f, key) + (f.levels.includes('mid') ? 0.5 : 0);
      if (score > bestScore) {
        best = f;
        bestScore = score;
      }
    }
    return best;
  }
  const levelKey = SENIORITY_LEVELS[level];
  let candidates = fi.fn.families.filter((f) => f.levels.includes(levelKey) && fits(f));
  if (candidates.length === 0) {
    // The nearest level the function has a family at.
    const levels = fi.fn.families.filter(fits).flatMap((f) => f.levels.map((l) => LEVEL[l]));
    if (levels.length === 0) return null;
    const nearest = levels.reduce((a, b) => (Math.abs(b - level) < Math.abs(a - level) ? b : a));
    candidates = fi.fn.families.filter((f) => f.levels.includes(SENIORITY_LEVELS[nearest]) && fits(f));
  }
  let best = candidates[0] ?? null;
  let bestScore = -1;
  for (const f of candidates) {
    const score = familyScore(f, key);
    if (score > bestScore) {
      best = f;
      bestScore = score;
    }
  }
  return best;
}

/** How many of a title's (non-generic) words are words of a family's names and titles. */
function familyScore(f: TitleFamilySpec, key: string): number {
  const words = FAMILY_WORDS.get(f.key)!;
  let score = 0;
  for (const w of key.split(' ')) if (words.has(w) && !GENERIC_WORDS.has(w)) score++;
  return score;
}

/** The level of a family nearest to mid (a family without mid-level titles: its nearest). */
function levelNearMid(f: TitleFamilySpec): number {
  const levels = f.levels.map((l) => LEVEL[l]);
  return levels.reduce((a, b) => (Math.abs(b - LEVEL.mid) < Math.abs(a - LEVEL.mid) ? b : a));
}

/**
 * A ladder title the key ends with, after up to three leading words ('Construction' + 'Project
 * Manager'); a one-word title ('Partner') only when the leading words point to its function too.
 */
function ladderSuffix(key: string): string | null {
  const words = key.split(' ');
  for (let i = 1; i <= 3 && i < words.length; i++) {
    const rest = words.slice(i).join(' ');
    const classes = TITLE_INDEX.get(rest);
    if (!classes) continue;
    if (rest.includes(' ') || guessFunction(key)?.fn.key === classes[0].functionKey) return rest;
  }
  return null;
}

function specOf(fi: FunctionIndex, key: string): string | null {
  for (const [k, spec] of fi.specs) if (containsWords(key, k)) return spec;
  return null;
}

/**
 * Titles whose words would point the guess to a family they are not of: a 'Business Development
 * Manager' is no engineering manager ('development'), a 'Deal Desk Manager' or a 'Help Desk
 * Technician' no chef or hotel receptionist ('desk'), a 'Scrum Master' no master electrician, a
 * 'Systems Administrator' no school administrator, a 'Mechanical Engineer' no software engineer, a
 * 'Social Worker' no warehouse worker, a 'Board Member' no lecturer, an 'Intern' no designer. The
 * taxonomy has no family for them, so they get none (a title's own words still give its level;
 * imports read some of them in words it knows: readings.ts).
 */
const MISGUESSED = new RegExp(
  [
    '\\bbusiness development\\b(?! rep)',
    '\\b(deal|help|service) desk\\b',
    '\\bscrum master\\b',
    '\\bagile coach\\b',
    '(?<!\\b(school|education|academic|university|college) )\\badministrator\\b',
    '^(intern|internship|owner|co owner|business owner)$',
    '\\bboard\\b',
    '\\bmedical assistant\\b',
    '\\b(call|contact) cent(er|re)\\b',
    '\\bsocial worker\\b',
    '\\b(mechanical|civil|structural|chemical|manufacturing|process|electrical|industrial|aerospace|biomedical|materials|petroleum|mining|environmental|geotechnical|automotive|hardware|nuclear) engineer\\b',
    '\\bmanagement consultant\\b',
    '\\bmedia (buyer|planner)\\b',
    // 'worker' is the warehouse's word and 'agent' customer support's; 'machine' machine learning's;
    // 'technician' a radiographer's; 'physician' a physician's.
    '(?<!\\bwarehouse )\\bworker\\b',
    '\\b(real estate|estate|insurance|travel|leasing|letting|property|mortgage|literary|sports|talent|booking|shipping|customs|special|border) agent\\b',
    '\\bmachine\\b(?! learning)',
    '\\b(lab|laboratory|pharmacy|veterinary|vet|dental|it|computer|desktop) (technician|tech)\\b',
    '\\bphysician (assistant|associate)\\b',
    '\\bnetwork (engineer|architect|technician)\\b',
    '\\bdata (protection|privacy) officer\\b',
    '\\bcorporate development\\b',
    '\\bfounder s? associate\\b',
    '\\b(flight attendant|cabin crew)\\b',
    '\\bresearch assistant\\b',
    '\\b(retail|store) (sales )?associate\\b',
  ].join('|'),
);

/**
 * What people write after a title: its team, place or employer ('Nurse - ICU | Night shift',
 * 'Engineer at Finly'), or whom the role serves ('Executive Assistant to the CEO', 'Chief of Staff
 * to the Founders'), which is not the role.
 */
const AFTER_THE_TITLE =
  /\s+(?:at|@|\||–|—|-)\s+|\s+to\s+(?:the\s+)?(?:ceo|cto|cfo|coo|cmo|cpo|cro|ciso|cio|chro|chief|co-?founders?|founders?|president|chair(?:man|woman|person)?|board|managing\s+director|md|vp|svp|evp|vice\s+president|executives?|head|director|partners?)\b/i;
/** ... or in brackets at its end ('Software Engineer (Payments)'). */
const BRACKETED_TAIL = /\s*\([^()]*\)\s*$/;

/**
 * A title without what people write after it ('Software Engineer - Payments', 'Account Executive |
 * Mid-Market', 'Engineer at Finly', 'Nurse (ICU)', 'Executive Assistant to the CEO'): the role it names. The title itself when
 * nothing is left. Its class is the head's, and so is its key in the search index (job_titles):
 * the teams and markets of a real file would otherwise multiply the distinct titles a search
 * resolves. A comma is kept: it separates a specialisation ('Software Engineer, Backend') or a
 * function ('VP, Engineering').
 */
export function titleHead(title: string): string {
  const head = (title.split(AFTER_THE_TITLE)[0] ?? '').replace(BRACKETED_TAIL, '').trim();
  return head || title.trim();
}

/**
 * The family, function, level and specialisation of any title, generated or not ('Senior Backend
 * Engineer', 'Staff Software Engineer, Platform', 'RN', 'Head of Talent Acquisition'); null when
 * nothing fits. Ladder titles get their exact class; other titles a guess from their words.
 */
export function classifyTitle(title: string): TitleClass | null {
  let key = matchKey(titleHead(title));
  if (!key) return null;
  const exact = TITLE_INDEX.get(key);
  if (exact) return { ...exact[0] };

  // A trailing grade ('Software Engineer II') or a level prefix ('Senior', 'Head of', 'VP').
  let level: number | null = null;
  const words = key.split(' ');
  const grade = GRADES[words[words.length - 1]];
  if (grade !== undefined && words.length > 1) {
    level = grade;
    key = words.slice(0, -1).join(' ');
  }
  let stripped = key;
  for (let again = true; again;) {
    again = false;
    for (const [prefix, l] of LEVEL_PREFIXES)
      if (startsWithWords(stripped, prefix) && stripped.length > prefix.length) {
        level = level === null ? l : Math.max(level, l);
        stripped = stripped.slice(prefix.length + 1);
        again = true;
        break;
      }
  }
  if (!stripped || MISGUESSED.test(stripped)) return null;
  // An intern of a field is at the entry level of the field's function ('Marketing Intern', 'HR
  // Intern'): by the ladder suffix 'intern' every one of them was a designer. The ladders' own
  // intern titles are read above.
  const intern = /^(.+) (?:intern|internship)$/.exec(stripped);
  if (intern) {
    const field = classifyTitle(`junior ${intern[1]}`);
    return field && { ...field, level: LEVEL.entry };
  }

  // The rest may be a ladder title ('Senior' + 'Backend Developer'), or end with one ('Clinical' + 'Pharmacist').
  const suffix = TITLE_INDEX.has(stripped) ? stripped : ladderSuffix(stripped);
  const base = suffix ? TITLE_INDEX.get(suffix) : undefined;
  if (base) {
    const c = base[0];
    const fi = FUNCTION_INDEX.find((x) => x.fn.key === c.functionKey)!;
    // The prefix sets the level of an individual title; a manager's or leader's title keeps its own.
    const lvl = level === null ? c.level : c.level >= LEVEL.manager ? Math.max(c.level, level) : level;
    const spec = c.specialisation ?? specOf(fi, stripped);
    if (lvl === c.level) return { ...c, specialisation: spec };
    const family = guessFamily(fi, suffix!, lvl, c.specialisation);
    return family ? { family: family.key, functionKey: c.functionKey, level: lvl, specialisation: spec } : null;
  }

  // C-level: 'Chief ... Officer' and acronyms
  if (/^chief .* officer$/.test(stripped) || /^chief /.test(stripped)) level = LEVEL.executive;
  if (level === null)
    for (const [w, l] of LEVEL_WORDS) if (containsWords(stripped, w)) level = l === LEVEL.entry ? l : Math.max(level ?? 0, l);
  const fi = guessFunction(stripped);
  if (!fi) return null;
  const spec = specOf(fi, stripped);
  const family = guessFamily(fi, stripped, level, spec);
  if (!family) return null;
  return { family: family.key, functionKey: fi.fn.key, level: level ?? levelNearMid(family), specialisation: spec };
}

// ---------------------------------------------------------------------------------------------
// familiesNamedBy
// ---------------------------------------------------------------------------------------------

const FAMILY_NAME_INDEX = new Map<string, string[]>();
for (const f of TITLE_FAMILIES)
  for (const n of f.names) {
    const k = clean(n);
    const list = FAMILY_NAME_INDEX.get(k) ?? [];
    if (!list.includes(f.key)) list.push(f.key);
    FAMILY_NAME_INDEX.set(k, list);
  }

/**
 * The families a query phrase names as a whole: 'software engineers' -> ['software_engineer'],
 * 'nurses' -> ['registered_nurse']; [] for a phrase that names a title within a family ('backend
 * engineer') or only a function ('engineer', 'manager').
 */
export function familiesNamedBy(phrase: string): string[] {
  const k = clean(phrase);
  if (!k) return [];
  const direct = FAMILY_NAME_INDEX.get(k);
  if (direct) return [...direct];
  const words = k.split(' ');
  const singular = [...words.slice(0, -1), singularWord(words[words.length - 1])].join(' ');
  return [...(FAMILY_NAME_INDEX.get(singular) ?? [])];
}

export { titleSynonyms } from './title-synonyms';

// ---------------------------------------------------------------------------------------------
// Adjacent functions
// ---------------------------------------------------------------------------------------------

/** Functions next to a function: the ones its people most often come from or move to. */
export const ADJACENT_FUNCTIONS: Readonly<Record<string, readonly string[]>> = {
  engineering: ['data', 'product', 'operations', 'design'],
  product: ['engineering', 'design', 'data', 'marketing'],
  design: ['product', 'marketing', 'engineering'],
  data: ['engineering', 'product', 'finance', 'operations'],
  sales: ['customer_success', 'marketing', 'operations'],
  marketing: ['sales', 'product', 'design'],
  customer_success: ['sales', 'operations', 'people', 'hospitality'],
  people: ['operations', 'customer_success', 'legal'],
  finance: ['operations', 'data', 'legal'],
  operations: ['finance', 'sales', 'customer_success', 'engineering', 'trades', 'hospitality'],
  leadership: ['operations', 'sales', 'product', 'engineering', 'finance', 'marketing'],
  nursing: ['clinical', 'education'],
  clinical: ['nursing', 'education'],
  education: ['people', 'nursing', 'clinical'],
  legal: ['finance', 'people', 'operations'],
  hospitality: ['operations', 'customer_success', 'sales'],
  trades: ['operations', 'engineering'],
};

/** The family by its key. */
export function titleFamily(key: string): TitleFamily | undefined {
  return FAMILY_BY_KEY.get(key);
}
