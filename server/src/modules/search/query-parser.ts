import { SENIORITY_LEVELS, type SeniorityKey, type Vocabulary } from '../vocabulary';
import { andOf, keywordExprToText, orOf, parseBooleanParts, stripPositions } from './boolean-query';
import type { CompanyRef, Interpretation, InterpretationKind, InterpretationSpan, KeywordExpr, LocationRef } from './interpretation.types';

/**
 * The query reader of the `ai` search type: 'senior backend engineers in Berlin who know
 * Kubernetes, 5+ years, ex-fintech' becomes titles, seniorities, locations, companies, industries,
 * skills, years and education, plus the keywords nothing claimed.
 *
 * How it reads:
 *  - The boolean layer (boolean-query.ts) splits the query into its ANDed parts. Plain words, in or
 *    out of parentheses and whether joined by a space or an explicit AND, are read as natural
 *    language (AND means what a space means). A quoted phrase is read only as a whole entity name
 *    ('"Quorra Labs"', '"machine learning"'); otherwise it stays a keyword phrase. OR groups and
 *    negations (NOT, leading minus) are kept literally as keywords: `-Google` and `NOT Berlin`
 *    exclude text, they never become positive filters.
 *  - The words are tokenised (case, accents, dots and apostrophes ignored; hyphens split words so
 *    'ex-fintech', 'Berlin-based' and 'full-stack' read naturally) and matched longest first against
 *    tables built once per vocabulary and per company list. Context words decide what a match means:
 *    cues before it ('in', 'based in', 'at', '@', 'ex-', 'formerly at', 'who know', 'went to', ...)
 *    and words after it ('-based', 'companies', 'alumni', 'people', 'background', 'degree', ...).
 *    Ambiguous short names ('US', 'LA', 'Go', 'R', 'BA', 'Penn', 'UT', ...) need their usual casing or
 *    a cue; function words such as 'data' or 'engineering' need a cue ('in data'), a seniority next to
 *    them ('head of engineering', 'data managers') or a people word ('data people').
 *  - Lower-case 'or' is read in context: between two things of the same list kind ('Berlin or
 *    Munich', 'senior or staff') it is list glue (lists are any-of); between two skills or two plain
 *    words it becomes a keyword OR (skills are otherwise all required); elsewhere it is ignored.
 *    Lower-case 'not', 'excluding', 'except', 'without' and 'no' negate the next thing as a keyword.
 *  - Years use whole years: 'more than 10 years' is yearsMin 10 (10.5 years is more than 10),
 *    'under 3 years' / 'less than 3 years' is yearsMax 2, 'up to 3 years' is yearsMax 3, '5 years'
 *    and '5+ years' are yearsMin 5, '3-5 years' is 3..5.
 *  - Every recognised part keeps the exact text it came from (with its cue: 'in Berlin', 'ex-fintech',
 *    'who know Kubernetes'); removing that text from the query removes the constraint.
 */

export interface InterpretContext {
  vocabulary: Vocabulary;
  companies: ReadonlyArray<{ id: number; name: string; industry: string }>;
}

type EntityKind = 'title' | 'seniority' | 'function' | 'location' | 'company' | 'industry' | 'skill' | 'school' | 'degree' | 'field';
type FinalKind = Exclude<InterpretationKind, 'keywords' | 'years'> | 'field';

interface Entry {
  kind: EntityKind;
  label: string;
  /** Among matches of the same length the lowest rank wins (when no cue decides). */
  rank: number;
  /** Needs a cue or a suffix of its kind, or one of the `exact` spellings, to be read. */
  weak?: boolean;
  /** Typed exactly like this (case-sensitive), a weak entry counts as strong. */
  exact?: string[];
  /** A company that is read without a cue only when typed capitalised. */
  needsCaps?: boolean;
  /** An industry matched by its key or name (not an alias). */
  canonical?: boolean;
  titles?: string[];
  seniorities?: SeniorityKey[];
  functionKey?: string;
  location?: LocationRef;
  company?: CompanyRef;
  industry?: string;
  industryName?: string;
  skill?: string;
  school?: string;
  degree?: string;
}

type Table = Map<string, Entry[]>;

interface VocabTables {
  table: Table;
  maxLen: number;
  /** Normalised names of everything in the vocabulary (to spot company names that collide). */
  known: Set<string>;
  curated: Set<string>;
}

interface CompanyTables {
  vocabulary: Vocabulary;
  table: Table;
  maxLen: number;
}

// ---------------------------------------------------------------------------------------------
// Tokens and normalisation
// ---------------------------------------------------------------------------------------------

const TOKEN_RE = /\d+(?:\.\d+)?|\.?\p{L}[\p{L}\p{N}\p{M}.'\u2019&+#]*|[@&+<>~\u2265\u2264]/gu;

function normWord(raw: string): string {
  let s = raw
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '');
  if (s.length > 1) s = s[0] + s.slice(1).replace(/\./g, '');
  if (s === '.') return '';
  return s;
}

function wordsOf(text: string): Array<{ raw: string; start: number; end: number }> {
  const out: Array<{ raw: string; start: number; end: number }> = [];
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(text); m; m = TOKEN_RE.exec(text)) out.push({ raw: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

/** The lookup key of a phrase: its normalised tokens joined by single spaces. */
export function normKey(text: string): string {
  return wordsOf(text)
    .map((w) => normWord(w.raw))
    .filter(Boolean)
    .join(' ');
}

function singular(w: string): string | null {
  if (w.length < 3) return null;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(w)) return null;
  if (/(ches|shes|xes)$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  return null;
}

const cap = (w: string) => (w ? w[0].toUpperCase() + w.slice(1) : w);
/** A title as the role phrase matched against current titles: lower case, hyphens as spaces ('full stack developer'). */
const titleKey = (title: string) => title.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------------------------------------
// Fixed word lists
// ---------------------------------------------------------------------------------------------

/** Dropped when nothing claims them. */
const STOP = new Set(
  (
    'a an the and or of for to in on at by with from as into onto via per who whom whose that which what where when is are was were be been being ' +
    'have has had having do does did can could should would will shall may might must i me my we us our you your they them their it its this these those ' +
    'some any all each every both either other others such like eg ie etc also just only very really please thanks thank ' +
    'find show list get give search searching looking look seeking seek need needs needed want wanted wants hire hiring recruit source ' +
    'people person persons candidate candidates profile profiles folks individuals someone somebody anyone guys team teams ' +
    'experience experienced experiences exp background backgrounds skill skills skilled knowledge know knows knowing familiar proficient proficiency ' +
    'expert experts expertise strong solid good great top best excellent proven ideally preferably preferred plus ' +
    'based located living near around currently current now presently previously formerly former ex past prior used worked work works working ' +
    'went studied graduated attended educated alumni alum alums alumnus degree degrees holder holders ' +
    'years year yrs yr yoe role roles position positions job jobs level levels title titles type kind ' +
    'using use uses help reps rep who whos whats than more less least most over under between within across about + @ & < > ~ \u2265 \u2264'
  ).split(/\s+/),
);

const NEGATORS = new Set(['not', 'without', 'excluding', 'exclude', 'except', 'no']);
const ARTICLES = new Set(['a', 'an', 'the']);

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
};
const YEAR_UNITS = new Set(['years', 'year', 'yrs', 'yr', 'y', 'yoe', 'ys']);

/** Words before the number of years: at least, under, between, ... */
const YEAR_QUALIFIERS: Array<[string[], string]> = [
  [['at', 'least'], 'min'],
  [['no', 'less', 'than'], 'min'],
  [['not', 'less', 'than'], 'min'],
  [['minimum', 'of'], 'min'],
  [['minimum'], 'min'],
  [['min'], 'min'],
  [['more', 'than'], 'min'],
  [['over'], 'min'],
  [['above'], 'min'],
  [['greater', 'than'], 'min'],
  [['upwards', 'of'], 'min'],
  [['in', 'excess', 'of'], 'min'],
  [['>'], 'min'],
  [['\u2265'], 'min'],
  [['plus'], 'min'],
  [['under'], 'lt'],
  [['less', 'than'], 'lt'],
  [['fewer', 'than'], 'lt'],
  [['below'], 'lt'],
  [['<'], 'lt'],
  [['up', 'to'], 'le'],
  [['at', 'most'], 'le'],
  [['no', 'more', 'than'], 'le'],
  [['not', 'more', 'than'], 'le'],
  [['maximum', 'of'], 'le'],
  [['maximum'], 'le'],
  [['max'], 'le'],
  [['\u2264'], 'le'],
  [['between'], 'between'],
  [['from'], 'between'],
  [['around'], 'about'],
  [['about'], 'about'],
  [['approximately'], 'about'],
  [['approx'], 'about'],
  [['roughly'], 'about'],
  [['~'], 'about'],
];
const YEAR_QUALIFIER_FIRST = new Set(YEAR_QUALIFIERS.map(([words]) => words[0]));
/** Words after the unit: 'of experience', ... */
const YEAR_TAIL: string[][] = [
  ['of', 'professional', 'experience'],
  ['of', 'work', 'experience'],
  ['of', 'relevant', 'experience'],
  ['of', 'industry', 'experience'],
  ['of', 'experience'],
  ['of', 'exp'],
  ['work', 'experience'],
  ['professional', 'experience'],
  ['relevant', 'experience'],
  ['experience'],
  ['exp'],
];
/** 'or more', 'or less', ... */
const YEAR_POSTFIX: Array<[string[], string]> = [
  [['or', 'more'], 'min'],
  [['or', 'above'], 'min'],
  [['or', 'greater'], 'min'],
  [['or', 'longer'], 'min'],
  [['plus'], 'min'],
  [['or', 'less'], 'le'],
  [['or', 'fewer'], 'le'],
  [['or', 'under'], 'le'],
  [['or', 'below'], 'le'],
  [['max'], 'le'],
  [['maximum'], 'le'],
  [['at', 'most'], 'le'],
  [['tops'], 'le'],
];

const LEVEL_LABEL: Record<SeniorityKey, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  manager: 'Manager',
  director: 'Director',
  vp: 'VP',
  executive: 'Executive',
};
const LEADERS: SeniorityKey[] = ['director', 'vp', 'executive'];
const EARLY_MANAGERS: SeniorityKey[] = ['lead', 'manager'];

const SENIORITY_WORDS: Array<[string[], SeniorityKey[], string?]> = [
  [
    [
      'junior',
      'jr',
      'entry level',
      'entry',
      'junior level',
      'graduate',
      'grad',
      'new grad',
      'recent grad',
      'recent graduate',
      'intern',
      'internship',
      'trainee',
    ],
    ['entry'],
  ],
  [['mid level', 'mid', 'intermediate', 'mid career'], ['mid']],
  [['mid senior'], ['mid', 'senior']],
  [['senior', 'sr', 'snr', 'senior level'], ['senior']],
  [['lead', 'staff', 'principal', 'team lead', 'team leader', 'lead level', 'staff level', 'principal level'], ['lead']],
  [['manager', 'management', 'mgr', 'people manager', 'line manager', 'senior manager', 'manager level', 'managerial'], ['manager']],
  [['director', 'head', 'head of', 'heads of', 'senior director', 'director level', 'directors of', 'director of'], ['director']],
  [
    [
      'vp',
      'vice president',
      'svp',
      'evp',
      'senior vp',
      'senior vice president',
      'vp level',
      'vps of',
      'vp of',
      'vice president of',
      'svp of',
      'evp of',
    ],
    ['vp'],
  ],
  [
    [
      'executive',
      'exec',
      'c level',
      'c suite',
      'chief',
      'cxo',
      'executive level',
      'c level executive',
      'senior executive',
      'top executive',
    ],
    ['executive'],
  ],
  [
    ['early manager', 'early career manager', 'first time manager', 'new manager', 'first line manager', 'emerging leader'],
    EARLY_MANAGERS,
    'Early manager',
  ],
  [
    [
      'senior leader',
      'senior leadership',
      'senior management',
      'leadership team',
      'leadership role',
      'leadership position',
      'leader',
      'leadership',
      'executive leadership',
    ],
    LEADERS,
    'Senior leader',
  ],
];
/** Seniorities next to which a function word reads as the function ('head of data', 'sales directors'). */
const LEADING_LEVELS = new Set<SeniorityKey>(['lead', 'manager', 'director', 'vp', 'executive']);

/** Function words beyond the vocabulary's own (needs context unless they are a role word there). */
const FUNCTION_ALIASES: Record<string, string[]> = {
  engineering: ['engineering', 'eng', 'software engineering', 'software development', 'tech', 'technology', 'development', 'r&d'],
  product: ['product', 'product management'],
  design: ['design', 'ux', 'ux design', 'product design'],
  data: ['data', 'analytics', 'data science', 'bi', 'business intelligence', 'data engineering'],
  sales: ['sales', 'business development', 'biz dev', 'bizdev', 'revenue', 'go to market', 'gtm'],
  marketing: ['marketing', 'growth marketing'],
  customer_success: [
    'customer success',
    'cs',
    'customer support',
    'support',
    'customer experience',
    'cx',
    'client success',
    'account management',
  ],
  people: [
    'people',
    'hr',
    'human resources',
    'talent',
    'talent acquisition',
    'recruiting',
    'recruitment',
    'people ops',
    'people operations',
    'ta',
  ],
  finance: ['finance', 'accounting', 'fp&a'],
  operations: ['operations', 'ops', 'revops', 'bizops', 'business operations', 'revenue operations', 'strategy and operations'],
  leadership: ['leadership', 'general management'],
};
/** Role words of the vocabulary that name a field rather than a job title. */
/** Function aliases clear enough to be read without context. */
const STRONG_FUNCTION_ALIASES = new Set([
  'people ops',
  'people operations',
  'biz dev',
  'bizdev',
  'client success',
  'strategy and operations',
  'customer success',
]);
const FUNCTION_ROLE_WORDS = new Set([
  'sales',
  'marketing',
  'finance',
  'operations',
  'ops',
  'hr',
  'human resources',
  'talent acquisition',
  'customer success',
  'customer support',
  'support',
  'revops',
  'bizops',
]);
/** Role-word abbreviations whose title the initials do not give. */
const ROLE_EXPANSIONS: Record<string, string> = { dev: 'developer', devs: 'developer', cofounder: 'co-founder', swe: 'software engineer' };
/** Job phrases the vocabulary lacks that must not be split into other readings; kept as keyword phrases. */
const KEPT_PHRASES = ['executive assistant', 'react native', 'executive coach', 'chief of staff'];
/** City spellings the vocabulary lacks (weak: exact casing or a location cue). */
const EXTRA_PLACE_ALIASES: Record<string, string[]> = { 'New York': ['NY'] };
/** Prefixes a ladder title sheds to become the role ('Senior Backend Engineer' -> 'backend engineer'). */
const LEVEL_PREFIXES = new Set(['junior', 'graduate', 'senior', 'staff', 'lead', 'principal', 'associate']);
/** Ladder titles with these words are read as seniority + function instead ('VP of Sales'). */
const LEADER_TITLE_WORDS = new Set(['director', 'head', 'vp', 'svp', 'evp', 'vice']);
/** Token-level spellings registered for titles and skills. */
const VARIANTS: Array<[string, string]> = [
  ['machine learning', 'ml'],
  ['frontend', 'front end'],
  ['backend', 'back end'],
  ['full stack', 'fullstack'],
  ['devops', 'dev ops'],
  ['site reliability engineer', 'sre'],
  ['co founder', 'cofounder'],
  ['engineer', 'eng'],
  ['engineering', 'eng'],
  ['developer', 'dev'],
];

const SKILL_ALIASES: Record<string, string[]> = {
  'node.js': ['node', 'nodejs', 'node js'],
  postgresql: ['postgres', 'psql', 'postgre', 'postgressql'],
  kubernetes: ['k8s', 'kube'],
  go: ['golang'],
  javascript: ['js', 'ecmascript', 'java script'],
  typescript: ['ts'],
  react: ['reactjs', 'react.js', 'react js'],
  'vue.js': ['vue', 'vuejs'],
  'next.js': ['nextjs'],
  'machine learning': ['ml'],
  'deep learning': ['dl'],
  nlp: ['natural language processing'],
  llms: ['llm', 'large language models', 'large language model'],
  gcp: ['google cloud', 'google cloud platform'],
  aws: ['amazon web services'],
  azure: ['microsoft azure'],
  'spring boot': ['spring'],
  elasticsearch: ['elastic search', 'elastic'],
  mongodb: ['mongo'],
  'power bi': ['powerbi'],
  salesforce: ['sfdc'],
  'google ads': ['adwords', 'google adwords'],
  seo: ['search engine optimization', 'search engine optimisation'],
  'ux research': ['user research', 'ux researcher', 'user researcher', 'ux researchers', 'user researchers'],
  'design systems': ['design system'],
  'employer branding': ['employer brand'],
  'fp&a': ['fpa', 'fp a'],
  'financial modeling': ['financial modelling'],
  'data modeling': ['data modelling'],
  'scikit-learn': ['sklearn', 'scikit'],
  'ruby on rails': ['rails', 'ror'],
  '.net': ['dotnet', 'dot net'],
  'c#': ['csharp', 'c sharp'],
  'c++': ['cpp'],
  'ci/cd': ['cicd'],
  'a/b testing': ['ab testing', 'split testing'],
  'html/css': ['html', 'css'],
  kafka: ['apache kafka'],
  spark: ['apache spark', 'pyspark'],
  airflow: ['apache airflow'],
  pytorch: ['torch'],
  microservices: ['microservice'],
  'distributed systems': ['distributed system'],
  'user stories': ['user story'],
  okrs: ['okr'],
  'saas sales': ['saas selling'],
  'b2b saas': ['b2b software'],
};
/** Skills written like ordinary words: read only when typed like this, or after a skill cue or next to another skill. */
const WEAK_SKILLS: Record<string, string[]> = { go: ['Go', 'GO'], r: ['R'] };

/** Location aliases that are ordinary words or too short: need their usual casing or a location cue. */
const WEAK_PLACES = new Set(['us', 'la', 'sp', 'ba', 'sa', 'oz', 'rio']);
/** Of those, the ones their usual casing makes clear ('US', 'LA'). */
const CASED_PLACES = new Set(['us', 'la']);
/** School aliases that are ordinary words or other common abbreviations: need a school cue or suffix. */
const WEAK_SCHOOLS = new Set([
  'x',
  'ui',
  'um',
  'ku',
  'ie',
  'ut',
  'gt',
  'uw',
  'bu',
  'up',
  'kpi',
  'usp',
  'eur',
  'kit',
  'aus',
  'cal',
  'vit',
  'itb',
  'tau',
  'sse',
  'ucm',
  'upc',
  'agh',
  'ctu',
  'auc',
  'ksu',
  'oau',
  'uba',
  'ucb',
  'bits',
  'penn',
  'imperial',
  'columbia',
  'michigan',
  'erasmus',
  'waterloo',
  'humboldt',
  'wits',
  'delft',
  'leuven',
  'tartu',
  'polytechnique',
  'trinity college',
  'sapienza',
  'complutense',
  'ateneo',
  'strathmore',
  'stellenbosch',
  'monash',
  'keio',
  'waseda',
  'yonsei',
  'fudan',
]);
/** Degree spellings that are ordinary words or other abbreviations: need their casing or a degree cue. */
const WEAK_DEGREES = new Set(['ba', 'ma', 'ms', 'bs', 'master', 'graduate']);
const DEGREE_LABELS: Record<string, string> = { bachelor: "Bachelor's", master: "Master's", mba: 'MBA', phd: 'PhD' };

// ---------------------------------------------------------------------------------------------
// Cues (words before an entity) and suffixes (words after it)
// ---------------------------------------------------------------------------------------------

type CueOrder = Array<[EntityKind, FinalKind]>;
interface Cue {
  words: string[];
  order: CueOrder;
  /** 'past': an unknown name after it stays a keyword; 'company': so does a capitalised one. */
  group: 'past' | 'company' | 'other';
}

const C_IN: CueOrder = [
  ['location', 'location'],
  ['industry', 'industry'],
  ['function', 'function'],
  ['skill', 'skill'],
];
const C_PLACE: CueOrder = [['location', 'location']];
const C_FROM: CueOrder = [
  ['location', 'location'],
  ['company', 'pastCompany'],
  ['industry', 'pastIndustry'],
  ['school', 'school'],
  ['function', 'function'],
];
const C_AT: CueOrder = [
  ['company', 'currentCompany'],
  ['school', 'school'],
  ['industry', 'industry'],
  ['location', 'location'],
];
const C_WORKS_AT: CueOrder = [
  ['company', 'currentCompany'],
  ['industry', 'industry'],
];
const C_WORKS_IN: CueOrder = [
  ['industry', 'industry'],
  ['location', 'location'],
  ['function', 'function'],
];
const C_PAST: CueOrder = [
  ['company', 'pastCompany'],
  ['industry', 'pastIndustry'],
];
const C_PAST_IN: CueOrder = [
  ['industry', 'pastIndustry'],
  ['company', 'pastCompany'],
  ['function', 'function'],
];
const C_ALUMNI_OF: CueOrder = [
  ['school', 'school'],
  ['company', 'pastCompany'],
];
const C_BACKGROUND: CueOrder = [
  ['industry', 'pastIndustry'],
  ['skill', 'skill'],
  ['function', 'function'],
];
const C_SKILL: CueOrder = [['skill', 'skill']];
const C_WITH: CueOrder = [
  ['skill', 'skill'],
  ['degree', 'degree'],
  ['industry', 'pastIndustry'],
];
const C_SCHOOL: CueOrder = [
  ['school', 'school'],
  ['degree', 'degree'],
];

const CUE_LIST: Array<[string[], CueOrder, Cue['group']]> = [
  [['in'], C_IN, 'other'],
  [
    [
      'based in',
      'located in',
      'living in',
      'based out of',
      'near',
      'around',
      'out of',
      'relocating to',
      'relocate to',
      'remote in',
      'anywhere in',
    ],
    C_PLACE,
    'other',
  ],
  [['from'], C_FROM, 'other'],
  [['at', '@'], C_AT, 'company'],
  [
    [
      'working at',
      'works at',
      'work at',
      'who work at',
      'who works at',
      'currently at',
      'currently working at',
      'now at',
      'employed at',
      'employed by',
      'employees of',
      'employees at',
      'working for',
      'works for',
      'who work for',
      'who works for',
      'currently with',
      'currently employed at',
    ],
    C_WORKS_AT,
    'company',
  ],
  [['working in', 'works in', 'who work in', 'who works in', 'currently in', 'employed in'], C_WORKS_IN, 'other'],
  [
    [
      'ex',
      'former',
      'formerly',
      'formerly at',
      'formerly of',
      'formerly with',
      'previously',
      'previously at',
      'previously with',
      'used to work at',
      'used to work for',
      'used to be at',
      'worked at',
      'who worked at',
      'has worked at',
      'have worked at',
      'worked for',
      'who worked for',
      'past',
      'prior',
      'who left',
      'left',
    ],
    C_PAST,
    'past',
  ],
  [
    [
      'previously in',
      'formerly in',
      'used to work in',
      'worked in',
      'who worked in',
      'has worked in',
      'have worked in',
      'background in',
      'a background in',
      'backgrounds in',
      'coming from',
      'who come from',
      'who came from',
      'came from',
    ],
    C_PAST_IN,
    'other',
  ],
  [['alumni of', 'alums of', 'alumnus of', 'alumna of', 'graduates of', 'grads of', 'graduate of'], C_ALUMNI_OF, 'past'],
  [['experience in', 'experienced in', 'experience with', 'experienced with', 'years in'], C_BACKGROUND, 'other'],
  [
    [
      'who know',
      'who knows',
      'that know',
      'that knows',
      'knows',
      'know',
      'knowing',
      'skilled in',
      'skilled at',
      'skilled with',
      'skills in',
      'proficient in',
      'proficient with',
      'proficiency in',
      'expert in',
      'experts in',
      'expertise in',
      'familiar with',
      'fluent in',
      'good at',
      'good with',
      'strong',
      'strong in',
      'using',
      'who use',
      'who uses',
      'that use',
      'uses',
      'specialised in',
      'specialized in',
      'specialising in',
      'specializing in',
      'focused on',
      'working with',
      'works with',
      'who work with',
      'hands on',
      'knowledge of',
      'well versed in',
      'versed in',
      'coding in',
      'programming in',
      'who code in',
      'writing',
      'developing in',
      'building with',
      'certified in',
    ],
    C_SKILL,
    'other',
  ],
  [['with', 'who have', 'who has', 'having', 'holding', 'holds', 'has', 'have'], C_WITH, 'other'],
  [
    [
      'went to',
      'who went to',
      'graduates from',
      'grads from',
      'alumni from',
      'studied at',
      'who studied at',
      'graduated from',
      'who graduated from',
      'educated at',
      'attended',
      'degree from',
      'graduate from',
      'studying at',
    ],
    C_SCHOOL,
    'other',
  ],
];

type SuffixMap = Partial<Record<EntityKind, FinalKind>>;
const SUFFIX_LIST: Array<[string[], SuffixMap]> = [
  [['based', 'area', 'metro', 'region', 'office'], { location: 'location' }],
  [
    [
      'companies',
      'company',
      'startups',
      'startup',
      'start ups',
      'start up',
      'scaleups',
      'scaleup',
      'scale ups',
      'scale up',
      'firms',
      'firm',
      'industry',
      'industries',
      'sector',
      'space',
      'businesses',
      'business',
      'corporates',
      'corporations',
      'corporation',
      'orgs',
      'organisations',
      'organizations',
      'players',
      'vendors',
      'providers',
      'unicorns',
      'brands',
      'agencies',
      'agency',
      'vertical',
      'domain',
      'world',
      'sectors',
    ],
    { industry: 'industry' },
  ],
  [['background', 'backgrounds', 'experience', 'exp'], { industry: 'pastIndustry', skill: 'skill', function: 'function' }],
  [
    ['alumni', 'alums', 'alum', 'alumnus', 'alumna', 'alumnae', 'veterans', 'vets'],
    { school: 'school', company: 'pastCompany', industry: 'pastIndustry' },
  ],
  [['grads', 'graduates', 'graduate', 'students', 'educated'], { school: 'school', degree: 'degree' }],
  [['employees', 'employee', 'staffers'], { company: 'currentCompany' }],
  [
    [
      'people',
      'folks',
      'professionals',
      'pros',
      'reps',
      'representatives',
      'team',
      'teams',
      'talent',
      'staff',
      'persons',
      'person',
      'guys',
      'hires',
      'specialists',
      'side',
      'org',
      'department',
      'function',
      'candidates',
      'profiles',
    ],
    { function: 'function', company: 'currentCompany' },
  ],
  [['roles', 'role', 'positions', 'position'], { function: 'function', seniority: 'seniority', title: 'title' }],
  [['degree', 'degrees', 'holders', 'holder', 'degree holders', 'program', 'programme'], { degree: 'degree', field: 'field' }],
  [['skills', 'skill', 'expertise', 'knowledge', 'experts', 'expert', 'stack'], { skill: 'skill' }],
  [['level', 'levels'], { seniority: 'seniority' }],
];

function phraseIndex<T>(items: Array<[string[], T]>): Map<string, Array<{ words: string[]; value: T }>> {
  const index = new Map<string, Array<{ words: string[]; value: T }>>();
  for (const [phrases, value] of items) {
    for (const phrase of phrases) {
      const words = normKey(phrase).split(' ');
      const list = index.get(words[0]) ?? [];
      list.push({ words, value });
      index.set(words[0], list);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

const CUES = phraseIndex(
  CUE_LIST.map(([phrases, order, group]) => [phrases, { order, group }] as [string[], { order: CueOrder; group: Cue['group'] }]),
);
const SUFFIXES = phraseIndex(SUFFIX_LIST);

// ---------------------------------------------------------------------------------------------
// Lookup tables, built once per vocabulary and per company list
// ---------------------------------------------------------------------------------------------

const vocabCache = new WeakMap<Vocabulary, VocabTables>();
const companyCache = new WeakMap<object, CompanyTables>();

function addEntry(table: Table, phrase: string, entry: Entry): number {
  const key = normKey(phrase);
  if (!key) return 0;
  const list = table.get(key);
  if (!list) table.set(key, [entry]);
  else if (!list.includes(entry)) list.push(entry);
  return key.split(' ').length;
}

function variantsOf(key: string): string[] {
  const out = [key];
  for (const [a, b] of VARIANTS) {
    for (const k of [...out]) {
      const padded = ` ${k} `;
      if (padded.includes(` ${a} `)) out.push(padded.replace(` ${a} `, ` ${b} `).trim());
    }
  }
  return out;
}

const initials = (text: string) =>
  normKey(text)
    .split(' ')
    .filter((w) => w && w !== 'of' && w !== 'and' && w !== '&')
    .map((w) => w[0])
    .join('');

function buildVocabTables(v: Vocabulary): VocabTables {
  const table: Table = new Map();
  let maxLen = 1;
  const add = (phrase: string, entry: Entry) => {
    maxLen = Math.max(maxLen, addEntry(table, phrase, entry));
  };

  // Seniority
  for (const [phrases, levels, label] of SENIORITY_WORDS) {
    const entry: Entry = { kind: 'seniority', label: label ?? LEVEL_LABEL[levels[levels.length - 1]], rank: 12, seniorities: levels };
    for (const p of phrases) add(p, entry);
  }

  // Titles: every ladder title without its level prefix, plus the role words
  const titleEntries = new Map<string, Entry>();
  const titleFunction = new Map<string, string>();
  const allBases = new Set<string>();
  for (const f of v.functions) {
    const byBase = new Map<string, { label: string; levels: Set<SeniorityKey> }>();
    for (const level of SENIORITY_LEVELS) {
      for (const pattern of f.ladder[level] ?? []) {
        const filled = pattern.includes(', {s}')
          ? [pattern.replace(', {s}', '')]
          : pattern.includes('{s}')
            ? f.specialisations.map((s) => pattern.replace('{s}', s))
            : [pattern];
        for (const title of filled) {
          if (title.includes(',') || title.includes('&')) continue;
          let words = title.split(/\s+/);
          while (words.length > 1 && LEVEL_PREFIXES.has(words[0].toLowerCase())) words = words.slice(1);
          const base = words.join(' ');
          const key = normKey(base);
          allBases.add(key);
          if (key.split(' ').some((w) => LEADER_TITLE_WORDS.has(w))) continue;
          const known = byBase.get(key) ?? { label: base, levels: new Set<SeniorityKey>() };
          known.levels.add(level);
          byBase.set(key, known);
        }
      }
    }
    // Acronym titles ('CTO') go with their spelled-out form on the same level ('Chief Technology Officer').
    for (const level of SENIORITY_LEVELS) {
      const titles = f.ladder[level] ?? [];
      for (const acronym of titles.filter((t) => /^[A-Z]{2,5}$/.test(t))) {
        const full = titles.find((t) => t !== acronym && !t.includes('{s}') && initials(t) === acronym.toLowerCase());
        const entryTitles = full ? [titleKey(acronym), titleKey(full)] : [titleKey(acronym)];
        const acronymEntry: Entry = { kind: 'title', label: acronym, rank: 10, titles: entryTitles };
        titleEntries.set(normKey(acronym), acronymEntry);
        for (const k of variantsOf(normKey(acronym))) add(k, acronymEntry);
        if (full) {
          const fullEntry: Entry = { kind: 'title', label: full, rank: 10, titles: entryTitles };
          titleEntries.set(normKey(full), fullEntry);
          add(full, fullEntry);
          byBase.delete(normKey(full));
        }
        byBase.delete(normKey(acronym));
      }
    }
    for (const [key, { label, levels }] of byBase) {
      if (titleEntries.has(key)) {
        const existing = titleEntries.get(key)!;
        if (existing.seniorities && !(levels.size === 1 && levels.has('manager'))) delete existing.seniorities;
        continue;
      }
      const entry: Entry = { kind: 'title', label, rank: 10, titles: [titleKey(label)] };
      if (levels.size === 1 && levels.has('manager')) entry.seniorities = ['manager'];
      titleEntries.set(key, entry);
      titleFunction.set(key, f.key);
      for (const k of variantsOf(key)) add(k, entry);
    }
  }

  // Functions: names, keys and aliases (weak), role words naming a field (strong)
  for (const f of v.functions) {
    const weakEntry: Entry = { kind: 'function', label: f.name, rank: 45, weak: true, functionKey: f.key };
    const strongEntry: Entry = { kind: 'function', label: f.name, rank: 32, functionKey: f.key };
    const weakWords = new Set<string>([
      f.key.replace(/_/g, ' '),
      f.name,
      ...f.name.split('&').map((s) => s.trim()),
      ...(FUNCTION_ALIASES[f.key] ?? []),
    ]);
    const roleKeys = new Set(f.roleWords.map((r) => normKey(r)));
    for (const w of weakWords) {
      if (!w) continue;
      add(w, roleKeys.has(normKey(w)) || STRONG_FUNCTION_ALIASES.has(normKey(w)) ? strongEntry : weakEntry);
    }
    for (const rw of f.roleWords) {
      const key = normKey(rw);
      const sing = key.split(' ');
      const last = singular(sing[sing.length - 1]);
      const singularKey = last && roleKeys.has([...sing.slice(0, -1), last].join(' ')) ? [...sing.slice(0, -1), last].join(' ') : key;
      if (table.get(singularKey)?.some((e) => e.kind === 'seniority')) continue; // 'executive' is a seniority
      if (FUNCTION_ROLE_WORDS.has(singularKey) || weakWords.has(rw)) {
        add(rw, strongEntry);
        continue;
      }
      const existing = titleEntries.get(singularKey) ?? table.get(singularKey)?.find((e) => e.kind === 'title');
      if (existing) {
        add(rw, existing);
        continue;
      }
      const expansion =
        ROLE_EXPANSIONS[singularKey] ??
        (singularKey.length <= 4 && !singularKey.includes(' ')
          ? [...titleEntries.keys()].find((k) => titleFunction.get(k) === f.key && k.includes(' ') && initials(k) === singularKey)
          : undefined);
      if (expansion) {
        const target = titleEntries.get(normKey(expansion));
        if (target) {
          add(rw, target);
          continue;
        }
      }
      const inTitles = [...allBases].some((b) => ` ${b} `.includes(` ${singularKey} `));
      if (inTitles) {
        const entry: Entry = { kind: 'title', label: singularKey.split(' ').map(cap).join(' '), rank: 10, titles: [singularKey] };
        titleEntries.set(singularKey, entry);
        for (const k of variantsOf(singularKey)) add(k, entry);
        if (singularKey !== key) add(rw, entry);
      } else {
        add(rw, strongEntry);
      }
    }
  }

  // Skills
  const skillNames = new Map<string, string>();
  for (const f of v.functions) for (const s of f.skills) if (!skillNames.has(s.toLowerCase())) skillNames.set(s.toLowerCase(), s);
  for (const [key, name] of skillNames) {
    const entry: Entry = { kind: 'skill', label: name, rank: 35, skill: key };
    if (WEAK_SKILLS[key]) {
      entry.weak = true;
      entry.exact = WEAK_SKILLS[key];
    }
    for (const k of variantsOf(normKey(name))) add(k, entry);
    for (const alias of SKILL_ALIASES[key] ?? []) {
      // An alias of a weak skill ('golang') is unambiguous by itself.
      add(alias, entry.weak ? { ...entry, weak: false } : entry);
    }
  }

  // Places: cities carry their country
  for (const country of v.countries) {
    const countryLoc: LocationRef = { countryCode: country.code, label: country.name };
    const countryEntry: Entry = { kind: 'location', label: country.name, rank: 20, location: countryLoc };
    for (const name of [country.name, ...(country.aliases ?? [])]) {
      const key = normKey(name);
      add(name, WEAK_PLACES.has(key) ? { ...countryEntry, weak: true, exact: CASED_PLACES.has(key) ? [name] : [] } : countryEntry);
    }
    for (const city of country.cities) {
      const sameAsCountry = normKey(city.name) === normKey(country.name);
      const loc: LocationRef = sameAsCountry
        ? countryLoc
        : { city: city.name, countryCode: country.code, label: `${city.name}, ${country.name}` };
      const cityEntry: Entry = { kind: 'location', label: loc.label, rank: 20, location: loc };
      for (const name of [city.name, ...(city.aliases ?? [])]) {
        const key = normKey(name);
        add(name, WEAK_PLACES.has(key) ? { ...cityEntry, weak: true, exact: CASED_PLACES.has(key) ? [name] : [] } : cityEntry);
      }
      for (const extra of EXTRA_PLACE_ALIASES[city.name] ?? [])
        if (!table.has(normKey(extra))) add(extra, { ...cityEntry, weak: true, exact: [extra] });
    }
  }

  // Industries
  for (const ind of v.industries) {
    const canonical: Entry = { kind: 'industry', label: ind.name, rank: 30, canonical: true, industry: ind.key, industryName: ind.name };
    const alias: Entry = { ...canonical, rank: 40, canonical: false };
    add(ind.key.replace(/_/g, ' '), canonical);
    add(ind.name, canonical);
    for (const a of ind.aliases ?? []) if (!table.get(normKey(a))?.includes(canonical)) add(a, alias);
  }

  // Schools
  for (const school of v.schools) {
    const entry: Entry = { kind: 'school', label: school.name, rank: 25, school: school.name };
    for (const name of [school.name, ...(school.aliases ?? [])]) {
      const key = normKey(name);
      const acronym = /^[A-Z][A-Za-z]{1,4}$/.test(name) && name.replace(/[a-z]/g, '').length >= 2;
      if (WEAK_SCHOOLS.has(key) || key.length <= 2) add(name, { ...entry, weak: true });
      else if (acronym) add(name, { ...entry, weak: true, exact: [name] });
      else add(name, entry);
    }
  }

  // Degrees
  for (const degree of v.degrees) {
    const entry: Entry = {
      kind: 'degree',
      label: DEGREE_LABELS[degree.level] ?? degree.names[0] ?? degree.level,
      rank: 27,
      degree: degree.level,
    };
    for (const name of [...degree.names, ...(degree.aliases ?? [])]) {
      const key = normKey(name);
      if (WEAK_DEGREES.has(key))
        add(name, { ...entry, weak: true, exact: [...degree.names.filter((n) => normKey(n) === key), key.toUpperCase()] });
      else add(name, entry);
    }
  }

  // Fields of study: kept together as a keyword phrase ('computer science')
  for (const field of v.fieldsOfStudy) add(field, { kind: 'field', label: field, rank: 90 });
  for (const phrase of KEPT_PHRASES) add(phrase, { kind: 'field', label: phrase, rank: 5 });

  const known = new Set<string>([...table.keys(), ...STOP]);
  const curated = new Set(v.companyNameParts.curated.map((c) => normKey(c.name)));
  return { table, maxLen, known, curated };
}

function vocabTables(v: Vocabulary): VocabTables {
  let t = vocabCache.get(v);
  if (!t) {
    t = buildVocabTables(v);
    vocabCache.set(v, t);
  }
  return t;
}

function companyTables(ctx: InterpretContext, vt: VocabTables): CompanyTables {
  const cached = companyCache.get(ctx.companies);
  if (cached && cached.vocabulary === ctx.vocabulary) return cached;
  const table: Table = new Map();
  let maxLen = 1;
  for (const c of ctx.companies) {
    const key = normKey(c.name);
    if (!key || table.has(key)) continue;
    const curated = vt.curated.has(key);
    const entry: Entry = {
      kind: 'company',
      label: c.name,
      rank: curated ? 22 : 50,
      company: { id: c.id, name: c.name },
      needsCaps: !curated || vt.known.has(key),
    };
    table.set(key, [entry]);
    maxLen = Math.max(maxLen, key.split(' ').length);
  }
  const built = { vocabulary: ctx.vocabulary, table, maxLen };
  companyCache.set(ctx.companies, built);
  return built;
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

interface Tok {
  raw: string;
  norm: string;
  start: number;
  end: number;
  /** Index of the query word it came from. */
  word: number;
  /** Something (an operator, a parenthesis, a quote, a kept group) separates it from the token before. */
  barrier: boolean;
  /** A quoted phrase, read only as a whole. */
  atomic: boolean;
  phraseText?: string;
}

interface EntityPiece {
  t: 'entity';
  final: FinalKind;
  entry: Entry;
  start: number;
  end: number;
  coreText: string;
  tokFrom: number;
  tokTo: number;
}
interface YearsPiece {
  t: 'years';
  min: number | null;
  max: number | null;
  label: string;
  start: number;
  end: number;
}
interface KwPiece {
  t: 'kw';
  expr: KeywordExpr;
  start: number;
  end: number;
}
interface MarkPiece {
  t: 'or' | 'neg';
  start: number;
  end: number;
}
type Piece = EntityPiece | YearsPiece | KwPiece | MarkPiece;

type Status = 'free' | 'used' | 'stop' | 'left' | 'forced';

interface Match {
  entry: Entry;
  final: FinalKind;
  from: number;
  coreEnd: number;
  end: number;
}

const ORABLE = new Set<FinalKind>([
  'title',
  'seniority',
  'function',
  'location',
  'currentCompany',
  'pastCompany',
  'industry',
  'pastIndustry',
  'school',
  'degree',
]);

class Reader {
  readonly toks: Tok[] = [];
  readonly status: Status[] = [];
  readonly pieces: Piece[] = [];
  readonly words: Array<{ text: string; start: number; end: number; toks: number[] }> = [];
  /** Runs of tokens kept as one unknown name after 'ex-'/'at' ('Deutsche Bank'), as [first, last]. */
  readonly forcedRuns: Array<[number, number]> = [];

  constructor(
    readonly query: string,
    readonly vt: VocabTables,
    readonly ct: CompanyTables,
  ) {}

  tokenize(): void {
    let lastEnd = 0;
    let opaqueSince = false;
    for (const part of parseBooleanParts(this.query)) {
      if (part.kind !== 'term') {
        this.pieces.push({ t: 'kw', expr: stripPositions(part), start: part.start, end: part.end });
        opaqueSince = true;
        lastEnd = part.end;
        continue;
      }
      const gap = this.query.slice(lastEnd, part.start);
      const barrier = this.toks.length > 0 && (opaqueSince || /[()"\u201c\u201d\u201e\u00ab\u00bb\p{L}\p{N}]/u.test(gap));
      opaqueSince = false;
      lastEnd = part.end;
      const wordIndex = this.words.length;
      const word = { text: part.text, start: part.start, end: part.end, toks: [] as number[] };
      this.words.push(word);
      if (part.phrase) {
        const norm = normKey(part.text);
        if (!norm) continue;
        word.toks.push(this.toks.length);
        this.toks.push({
          raw: part.text,
          norm,
          start: part.start,
          end: part.end,
          word: wordIndex,
          barrier,
          atomic: true,
          phraseText: part.text,
        });
        continue;
      }
      let first = true;
      for (const w of wordsOf(this.query.slice(part.start, part.end))) {
        const norm = normWord(w.raw);
        if (!norm) continue;
        word.toks.push(this.toks.length);
        this.toks.push({
          raw: w.raw.replace(/\.+$/, ''),
          norm,
          start: part.start + w.start,
          end: part.start + w.end,
          word: wordIndex,
          barrier: first && barrier,
          atomic: false,
        });
        first = false;
      }
    }
    for (let i = 0; i < this.toks.length; i++) this.status.push('free');
  }

  private free(i: number): boolean {
    return i < this.toks.length && this.status[i] === 'free';
  }

  /** Tokens i..i+len-1 as one lookup key, or null when they cross a barrier or a quoted phrase is not whole. */
  private keyAt(i: number, len: number): string | null {
    if (i + len > this.toks.length) return null;
    if (this.toks[i].atomic) return len === 1 && this.free(i) ? this.toks[i].norm : null;
    let key = '';
    for (let k = i; k < i + len; k++) {
      const t = this.toks[k];
      if (!this.free(k) || t.atomic || (k > i && t.barrier)) return null;
      key = k === i ? t.norm : `${key} ${t.norm}`;
    }
    return key;
  }

  private lookup(key: string): Entry[] {
    const a = this.vt.table.get(key);
    const b = this.ct.table.get(key);
    if (a && b) return [...a, ...b];
    return a ?? b ?? [];
  }

  private entriesAt(i: number, len: number): Entry[] {
    const key = this.keyAt(i, len);
    if (!key) return [];
    const found = this.lookup(key);
    if (found.length > 0) return found;
    const parts = key.split(' ');
    const last = singular(parts[parts.length - 1]);
    if (!last) return [];
    return this.lookup([...parts.slice(0, -1), last].join(' ')).filter((e) => e.kind !== 'company');
  }

  private phraseAt<T>(index: Map<string, Array<{ words: string[]; value: T }>>, i: number): { len: number; value: T } | null {
    const t = this.toks[i];
    if (!t || t.atomic || !this.free(i)) return null;
    for (const cand of index.get(t.norm) ?? []) {
      let ok = true;
      for (let k = 0; k < cand.words.length; k++) {
        const u = this.toks[i + k];
        if (!u || u.atomic || !this.free(i + k) || (k > 0 && u.barrier) || u.norm !== cand.words[k]) {
          ok = false;
          break;
        }
      }
      if (ok) return { len: cand.words.length, value: cand.value };
    }
    return null;
  }

  private suffixAt(i: number): { len: number; map: SuffixMap } | null {
    if (i >= this.toks.length || this.toks[i].barrier) return null;
    const s = this.phraseAt(SUFFIXES, i);
    return s ? { len: s.len, map: s.value } : null;
  }

  private lastEntity(): EntityPiece | null {
    for (let k = this.pieces.length - 1; k >= 0; k--) {
      const p = this.pieces[k];
      if (p.t === 'entity') return p;
    }
    return null;
  }

  /** A leading seniority just before token i ('head of' data, 'VP' Engineering, 'director of the' product). */
  private leaderBefore(i: number): boolean {
    const prev = this.lastEntity();
    if (!prev || prev.final !== 'seniority' || !prev.entry.seniorities?.some((s) => LEADING_LEVELS.has(s) && s !== 'lead')) return false;
    for (let k = prev.tokTo; k <= i; k++) {
      if (k < this.toks.length && this.toks[k].barrier) return false;
      if (k < i && !['of', 'the', 'for'].includes(this.toks[k].norm)) return false;
    }
    return true;
  }

  /** A seniority word right at token i ('sales directors', 'data managers'). */
  private leaderAt(i: number): boolean {
    if (i >= this.toks.length || this.toks[i].barrier) return false;
    for (let len = 3; len >= 1; len--) {
      if (this.entriesAt(i, len).some((e) => e.kind === 'seniority' && e.seniorities!.some((s) => LEADING_LEVELS.has(s)))) return true;
    }
    return false;
  }

  private skillJustBefore(i: number): boolean {
    const prev = this.lastEntity();
    if (!prev || prev.final !== 'skill') return false;
    for (let k = prev.tokTo; k < i; k++) if (!['and', 'or', '&'].includes(this.toks[k].norm)) return false;
    return true;
  }

  private exactTyped(entry: Entry, from: number, to: number): boolean {
    if (!entry.exact) return false;
    const typed = this.toks
      .slice(from, to)
      .map((t) => t.phraseText ?? t.raw)
      .join(' ');
    return entry.exact.some((x) => x.replace(/\.+$/, '') === typed);
  }

  private capitalised(from: number, to: number): boolean {
    for (let k = from; k < to; k++) {
      const t = this.toks[k];
      const c = (t.phraseText ?? t.raw)[0];
      if (c && c.toLowerCase() !== c.toUpperCase() && c === c.toLowerCase()) return false;
    }
    return true;
  }

  /** The best reading of the tokens from i, under a cue or bare. */
  choose(i: number, cue: { order: CueOrder } | null): Match | null {
    if (!this.free(i)) return null;
    const maxLen = Math.max(this.vt.maxLen, this.ct.maxLen);
    for (let len = Math.min(maxLen, this.toks.length - i); len >= 1; len--) {
      const entries = this.entriesAt(i, len);
      if (entries.length === 0) continue;
      const end = i + len;
      const suffix = this.suffixAt(end);
      const atomic = this.toks[i].atomic;
      const hasSkill = entries.some((e) => e.kind === 'skill');
      let best: { m: Match; score: number[] } | null = null;
      for (const e of entries) {
        const cueIndex = cue ? cue.order.findIndex(([k]) => k === e.kind) : -1;
        if (cue && cueIndex < 0) continue;
        const cueFinal = cue ? cue.order[cueIndex][1] : undefined;
        const suffixFinal = suffix?.map[e.kind];
        let boost = 0;
        let ok = true;
        if (e.kind === 'function' && e.weak) {
          const context = this.leaderBefore(i) || this.leaderAt(end);
          ok = !!cueFinal || suffixFinal === 'function' || context;
          if (context) boost = -30;
        } else if (e.weak) {
          ok = atomic || !!cueFinal || !!suffixFinal || this.exactTyped(e, i, end) || (e.kind === 'skill' && this.skillJustBefore(i));
        } else if (e.needsCaps) {
          ok = atomic || !!cueFinal || !!suffixFinal || this.capitalised(i, end);
        }
        if (!ok) continue;
        const final: FinalKind = cueFinal ?? suffixFinal ?? (e.kind === 'company' ? 'currentCompany' : e.kind);
        let order = cueIndex;
        if (
          cue &&
          e.kind === 'industry' &&
          !e.canonical &&
          hasSkill &&
          cue.order.some(([k]) => k === 'skill') &&
          suffixFinal !== 'industry'
        ) {
          order = cue.order.findIndex(([k]) => k === 'skill') + 0.5;
        }
        let rank = e.rank + boost;
        if (!cue && e.kind === 'industry' && !e.canonical && hasSkill && !suffixFinal) rank = 99; // 'machine learning' is a skill first
        if (!cue && suffixFinal) rank -= 50;
        const score = [order, rank];
        const suffixOk = suffix && suffix.map[e.kind] === final;
        const m: Match = { entry: e, final, from: i, coreEnd: end, end: suffixOk ? end + suffix.len : end };
        if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) best = { m, score };
      }
      if (best) return best.m;
    }
    return null;
  }

  private record(m: Match, cueStart: number | null): void {
    const from = cueStart ?? m.from;
    for (let k = from; k < m.end; k++) this.status[k] = 'used';
    const core = this.toks[m.from];
    const coreText =
      core.atomic && m.coreEnd === m.from + 1 ? core.phraseText! : this.query.slice(core.start, this.toks[m.coreEnd - 1].end);
    this.pieces.push({
      t: 'entity',
      final: m.final,
      entry: m.entry,
      start: this.toks[from].start,
      end: this.toks[m.end - 1].end,
      coreText,
      tokFrom: from,
      tokTo: m.end,
    });
  }

  private skipArticles(j: number): number {
    while (j < this.toks.length && !this.toks[j].atomic && ARTICLES.has(this.toks[j].norm) && !this.toks[j].barrier) j++;
    return j;
  }

  private tryCues(i: number): boolean {
    const t = this.toks[i];
    if (t.atomic) return false;
    const candidates = (CUES.get(t.norm) ?? []).filter((c) => this.phraseAtIs(i, c.words));
    let force: number | null = null;
    for (const cue of candidates) {
      const after = i + cue.words.length;
      const targets = [after, this.skipArticles(after)].filter((j, k, all) => all.indexOf(j) === k);
      for (const j of targets) {
        if (j >= this.toks.length) continue;
        let crosses = false;
        for (let k = i + 1; k <= j; k++) if (this.toks[k].barrier) crosses = true;
        if (crosses) continue;
        const m = this.choose(j, cue.value);
        if (m) {
          this.record(m, i);
          if (m.entry.kind === 'company' || m.entry.kind === 'industry') this.continueList(cue.value, m);
          return true;
        }
      }
      const j = this.skipArticles(after);
      if (force === null && j < this.toks.length && this.free(j) && !this.toks[j].barrier) {
        const sameWord = this.toks[j].word === this.toks[after - 1].word;
        const name = !STOP.has(this.toks[j].norm) && /\p{L}/u.test(this.toks[j].raw) && (sameWord || this.capitalised(j, j + 1));
        if (cue.value.group !== 'other' && name) force = j;
      }
    }
    if (force !== null) {
      // An unknown name after 'ex-' or 'at' stays a keyword ('ex-Salesforce' is not the skill).
      const first = this.toks[force];
      this.status[force] = 'forced';
      let last = force;
      for (let k = force + 1; k < this.toks.length && this.free(k) && !this.toks[k].barrier; k++) {
        const u = this.toks[k];
        const sameWord = u.word === first.word;
        if (!sameWord && !(this.capitalised(k, k + 1) && /\p{L}/u.test(u.raw) && !STOP.has(u.norm))) break;
        if (!sameWord && this.startsReading(k)) break;
        this.status[k] = 'forced';
        last = k;
      }
      if (this.toks[last].word !== first.word) this.forcedRuns.push([force, last]);
    }
    return false;
  }

  /** Whether token k begins something other than an industry word ('SRE' after 'ex-Meta', not 'Bank' after 'Deutsche'). */
  private startsReading(k: number): boolean {
    for (let len = Math.min(this.vt.maxLen, this.toks.length - k); len >= 1; len--) {
      if (this.entriesAt(k, len).some((e) => e.kind !== 'industry')) return true;
    }
    return false;
  }

  /**
   * After 'worked at Orbitly', a list continues under the same cue: 'and Northpeak', ', Paystream',
   * 'or Finly' read as past companies too (only for the same kind of thing).
   */
  private continueList(cue: { order: CueOrder }, first: Match): void {
    let prev = first;
    for (;;) {
      let j = prev.end;
      const orAt: number[] = [];
      while (j < this.toks.length && this.free(j) && !this.toks[j].barrier && ['and', 'or', '&'].includes(this.toks[j].norm)) {
        if (this.toks[j].norm === 'or') orAt.push(j);
        j++;
      }
      if (j >= this.toks.length || this.toks[j].barrier) return;
      const m = this.choose(j, cue);
      if (!m || m.entry.kind !== first.entry.kind || m.final !== first.final) return;
      for (const k of orAt) this.pieces.push({ t: 'or', start: this.toks[k].start, end: this.toks[k].end });
      for (let k = prev.end; k < j; k++) this.status[k] = orAt.includes(k) ? 'used' : 'stop';
      this.record(m, null);
      prev = m;
    }
  }

  private phraseAtIs(i: number, words: string[]): boolean {
    for (let k = 0; k < words.length; k++) {
      const u = this.toks[i + k];
      if (!u || u.atomic || !this.free(i + k) || (k > 0 && u.barrier) || u.norm !== words[k]) return false;
    }
    return true;
  }

  private numberAt(i: number): number | null {
    const t = this.toks[i];
    if (!t || t.atomic || !this.free(i)) return null;
    if (/^\d+(\.\d+)?$/.test(t.norm)) {
      const n = Math.floor(Number(t.norm));
      return n <= 70 ? n : null;
    }
    return NUMBER_WORDS[t.norm] ?? null;
  }

  private tokIs(i: number, ...norms: string[]): boolean {
    const t = this.toks[i];
    return !!t && !t.atomic && this.free(i) && !t.barrier && norms.includes(t.norm);
  }

  /** '5+ years', 'at least 5 years', 'over 10 yrs', '3-5 years', 'between 3 and 5 years', 'under 3 years', '10+ yoe'. */
  private parseYears(i: number): YearsPiece | null {
    if (this.numberAt(i) === null && !YEAR_QUALIFIER_FIRST.has(this.toks[i].norm)) return null;
    let k = i;
    let mode = 'plain';
    for (const [words, m] of YEAR_QUALIFIERS) {
      if (this.phraseAtIs(i, words)) {
        k = i + words.length;
        mode = m;
        break;
      }
    }
    if (k > i && this.toks[k]?.barrier) return null;
    const a = this.numberAt(k);
    if (a === null) return null;
    k++;
    let b: number | null = null;
    if (this.tokIs(k, '+')) {
      if (mode === 'plain') mode = 'min';
      k++;
    }
    const sep = this.toks[k] ? this.query.slice(this.toks[k - 1].end, this.toks[k].start) : '';
    if (this.numberAt(k) !== null && !this.toks[k].barrier && /[-\u2013\u2014]/.test(sep)) {
      b = this.numberAt(k);
      k++;
    } else if (
      (this.tokIs(k, 'to') || (mode === 'between' && this.tokIs(k, 'and'))) &&
      this.numberAt(k + 1) !== null &&
      !this.toks[k + 1].barrier
    ) {
      b = this.numberAt(k + 1);
      k += 2;
    }
    if (this.tokIs(k, '+')) k++;
    if (!this.tokIs(k, ...YEAR_UNITS)) return null;
    k++;
    if (this.tokIs(k, '+')) {
      if (mode === 'plain') mode = 'min';
      k++;
    }
    // 'of (work|professional|relevant) experience', 'experience', 'exp'
    for (const words of YEAR_TAIL) {
      if (words.every((w, d) => this.tokIs(k + d, w))) {
        k += words.length;
        break;
      }
    }
    for (const [words, m] of YEAR_POSTFIX) {
      if (words.every((w, d) => this.tokIs(k + d, w))) {
        if (b === null && (mode === 'plain' || mode === 'min')) mode = m;
        k += words.length;
        break;
      }
    }
    const unit = (n: number) => (n === 1 ? 'year' : 'years');
    let min: number | null = null;
    let max: number | null = null;
    let label: string;
    if (b !== null) {
      min = Math.min(a, b);
      max = Math.max(a, b);
      label = `${min}\u2013${max} years`;
    } else if (mode === 'lt') {
      max = Math.max(0, a - 1);
      label = `under ${a} ${unit(a)}`;
    } else if (mode === 'le') {
      max = a;
      label = `up to ${a} ${unit(a)}`;
    } else if (mode === 'about') {
      min = Math.max(0, a - 1);
      max = a + 1;
      label = `about ${a} ${unit(a)}`;
    } else {
      min = a;
      label = `${a}+ ${unit(a)}`;
    }
    for (let d = i; d < k; d++) this.status[d] = 'used';
    return { t: 'years', min, max, label, start: this.toks[i].start, end: this.toks[k - 1].end };
  }

  read(): void {
    const n = this.toks.length;
    for (let i = 0; i < n;) {
      const t = this.toks[i];
      if (this.status[i] === 'forced') {
        this.status[i] = STOP.has(t.norm) ? 'stop' : 'left';
        i++;
        continue;
      }
      if (this.status[i] !== 'free') {
        i++;
        continue;
      }
      if (!t.atomic) {
        const years = this.parseYears(i);
        if (years) {
          this.pieces.push(years);
          while (i < n && this.status[i] === 'used') i++;
          continue;
        }
        if (NEGATORS.has(t.norm)) {
          this.pieces.push({ t: 'neg', start: t.start, end: t.end });
          this.status[i++] = 'used';
          continue;
        }
        if (t.norm === 'or') {
          this.pieces.push({ t: 'or', start: t.start, end: t.end });
          this.status[i++] = 'used';
          continue;
        }
        if (this.tryCues(i)) {
          while (i < n && this.status[i] === 'used') i++;
          continue;
        }
      }
      const m = this.choose(i, null);
      if (m) {
        this.record(m, null);
        i = m.end;
        continue;
      }
      this.status[i] = !t.atomic && STOP.has(t.norm) ? 'stop' : 'left';
      i++;
    }
    // An unknown multi-word name after a company cue is one phrase ('Deutsche Bank').
    for (const [from, to] of this.forcedRuns) {
      const run = this.toks.slice(from, to + 1);
      if (!run.every((_, d) => this.status[from + d] === 'left')) continue;
      const text = this.query.slice(run[0].start, run[run.length - 1].end);
      this.pieces.push({ t: 'kw', expr: { kind: 'term', text, phrase: true }, start: run[0].start, end: run[run.length - 1].end });
      for (let k = from; k <= to; k++) this.status[k] = 'stop';
    }
    // What nothing claimed becomes keywords: a whole word when none of it was used, else its pieces.
    for (const word of this.words) {
      const states = word.toks.map((k) => this.status[k]);
      if (states.length === 0) continue;
      const whole = states.every((s) => s === 'left');
      if (whole && word.toks.length > 1) {
        const first = this.toks[word.toks[0]];
        const last = this.toks[word.toks[word.toks.length - 1]];
        this.pieces.push({
          t: 'kw',
          expr: { kind: 'term', text: this.query.slice(first.start, last.end), phrase: false },
          start: first.start,
          end: last.end,
        });
        continue;
      }
      for (const k of word.toks) {
        if (this.status[k] !== 'left') continue;
        const tok = this.toks[k];
        this.pieces.push({
          t: 'kw',
          expr: tok.atomic ? { kind: 'term', text: tok.phraseText!, phrase: true } : { kind: 'term', text: tok.raw, phrase: false },
          start: tok.start,
          end: tok.end,
        });
      }
    }
    this.pieces.sort((a, b) => a.start - b.start);
  }
}

function exprOf(p: Piece): KeywordExpr | null {
  if (p.t === 'kw') return p.expr;
  if (p.t === 'entity') return { kind: 'term', text: p.coreText, phrase: /\s/.test(p.coreText) };
  return null;
}

/** Lower-case 'not'/'without'/... and 'or' between pieces, then fields of study as keyword phrases. */
function resolveMarks(pieces: Piece[]): Piece[] {
  // Negation: the next piece becomes an excluded keyword.
  const negated: Piece[] = [];
  for (let k = 0; k < pieces.length; k++) {
    const p = pieces[k];
    if (p.t !== 'neg') {
      negated.push(p);
      continue;
    }
    const next = pieces[k + 1];
    const expr = next ? exprOf(next) : null;
    if (next && expr) {
      negated.push({ t: 'kw', expr: { kind: 'not', item: expr }, start: p.start, end: next.end });
      k++;
    }
  }
  // Fields of study are keyword phrases.
  const withFields: Piece[] = negated.map((p) =>
    p.t === 'entity' && p.final === 'field' ? { t: 'kw', expr: exprOf(p)!, start: p.start, end: p.end } : p,
  );
  // 'or' chains
  const out: Piece[] = [];
  for (let k = 0; k < withFields.length; k++) {
    const p = withFields[k];
    if (p.t === 'or' || p.t === 'neg') continue;
    const chain: Piece[] = [p];
    while (withFields[k + 1]?.t === 'or' && withFields[k + 2] && withFields[k + 2].t !== 'or' && withFields[k + 2].t !== 'neg') {
      chain.push(withFields[k + 2]);
      k += 2;
    }
    if (chain.length === 1) {
      out.push(p);
      continue;
    }
    const entities = chain.filter((c): c is EntityPiece => c.t === 'entity');
    const sameList =
      entities.length === chain.length && ORABLE.has(entities[0].final) && entities.every((c) => c.final === entities[0].final);
    const keywordish = chain.every((c) => c.t === 'kw' || (c.t === 'entity' && c.final === 'skill'));
    if (!sameList && keywordish) {
      const expr = orOf(chain.map((c) => exprOf(c)!));
      out.push({ t: 'kw', expr: expr!, start: chain[0].start, end: chain[chain.length - 1].end });
    } else {
      out.push(...chain);
    }
  }
  return out;
}

/** 'ex-fintech', 'ex-SaaS', 'ex-real estate': words lower-cased unless written like an acronym. */
function pastLabel(name: string): string {
  return `ex-${name
    .split(' ')
    .map((w) => (/[A-Z].*[A-Z]/.test(w) ? w : w.toLowerCase()))
    .join(' ')}`;
}

function labelOf(p: EntityPiece): string {
  switch (p.final) {
    case 'currentCompany':
      return `at ${p.entry.company!.name}`;
    case 'pastCompany':
      return `ex-${p.entry.company!.name}`;
    case 'pastIndustry':
      return pastLabel(p.entry.industryName ?? p.entry.label);
    default:
      return p.entry.label;
  }
}

function pushUnique<T>(list: T[], value: T, same: (a: T, b: T) => boolean = (a, b) => a === b): void {
  if (!list.some((x) => same(x, value))) list.push(value);
}

/** Reads a natural-language query. Never throws; tables are built once per vocabulary and company list. */
export function interpret(query: string, ctx: InterpretContext): Interpretation {
  const result: Interpretation = {
    titles: [],
    seniorities: [],
    functions: [],
    locations: [],
    currentCompanies: [],
    pastCompanies: [],
    industries: [],
    pastIndustries: [],
    skills: [],
    yearsMin: null,
    yearsMax: null,
    schools: [],
    degrees: [],
    keywords: null,
    spans: [],
  };
  const text = typeof query === 'string' ? query.slice(0, 2000) : '';
  if (!text.trim()) return result;

  const vt = vocabTables(ctx.vocabulary);
  const ct = companyTables(ctx, vt);
  const reader = new Reader(text, vt, ct);
  reader.tokenize();
  reader.read();
  let pieces = resolveMarks(reader.pieces);

  // 'Berlin, Germany': the country only repeats the city's.
  const merged: Piece[] = [];
  for (const p of pieces) {
    const prev = merged[merged.length - 1];
    if (
      prev?.t === 'entity' &&
      p.t === 'entity' &&
      prev.final === 'location' &&
      p.final === 'location' &&
      prev.entry.location!.city &&
      !p.entry.location!.city &&
      prev.entry.location!.countryCode === p.entry.location!.countryCode &&
      /^[\s,]*$/.test(text.slice(prev.end, p.start))
    ) {
      prev.end = p.end;
      continue;
    }
    merged.push(p);
  }
  pieces = merged;

  const keywordPieces: KwPiece[] = [];
  const claimed: Array<{ start: number; end: number }> = [];
  for (const p of pieces) {
    if (p.t === 'kw') {
      keywordPieces.push(p);
      continue;
    }
    if (p.t === 'years') {
      result.yearsMin = p.min === null ? result.yearsMin : Math.max(result.yearsMin ?? 0, p.min);
      result.yearsMax = p.max === null ? result.yearsMax : Math.min(result.yearsMax ?? p.max, p.max);
      result.spans.push({ kind: 'years', label: p.label, text: text.slice(p.start, p.end) });
      claimed.push(p);
      continue;
    }
    if (p.t !== 'entity') continue;
    const e = p.entry;
    switch (p.final) {
      case 'title':
        for (const title of e.titles ?? []) pushUnique(result.titles, title);
        for (const s of e.seniorities ?? []) pushUnique(result.seniorities, s);
        break;
      case 'seniority':
        for (const s of e.seniorities ?? []) pushUnique(result.seniorities, s);
        break;
      case 'function':
        pushUnique(result.functions, e.functionKey!);
        break;
      case 'location':
        pushUnique(result.locations, e.location!, (a, b) => a.city === b.city && a.countryCode === b.countryCode);
        break;
      case 'currentCompany':
        pushUnique(result.currentCompanies, e.company!, (a, b) => a.id === b.id);
        break;
      case 'pastCompany':
        pushUnique(result.pastCompanies, e.company!, (a, b) => a.id === b.id);
        break;
      case 'industry':
        pushUnique(result.industries, e.industry!);
        break;
      case 'pastIndustry':
        pushUnique(result.pastIndustries, e.industry!);
        break;
      case 'skill':
        pushUnique(result.skills, e.skill!);
        break;
      case 'school':
        pushUnique(result.schools, e.school!);
        break;
      case 'degree':
        pushUnique(result.degrees, e.degree!);
        break;
      default:
        continue;
    }
    result.spans.push({ kind: p.final as InterpretationSpan['kind'], label: labelOf(p), text: text.slice(p.start, p.end) });
    claimed.push(p);
  }

  result.keywords = andOf(keywordPieces.map((p) => p.expr));
  if (result.keywords) {
    const printed = keywordExprToText(result.keywords);
    const start = Math.min(...keywordPieces.map((p) => p.start));
    const end = Math.max(...keywordPieces.map((p) => p.end));
    const contiguous = !claimed.some((c) => c.start < end && c.end > start);
    // One chip for the keywords: the query text they came from when it is one stretch, else the printed expression.
    result.spans.push({ kind: 'keywords', label: printed, text: contiguous ? text.slice(start, end) : printed });
  }
  return result;
}
