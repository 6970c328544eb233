import type { SeniorityKey } from '../../vocabulary';

/**
 * The lexicon: the fixed word lists the reader knows beyond the vocabulary (function words,
 * seniority words, aliases and spellings, the ordinary words that need a cue or their usual casing).
 */

/** Dropped when nothing claims them. */
export const STOP = new Set(
  (
    'a an the and or of for to in on at by with from as into onto via per who whom whose that which what where when is are was were be been being ' +
    'en em bei chez ' +
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

export const NEGATORS = new Set(['not', 'without', 'excluding', 'exclude', 'except', 'no']);
export const ARTICLES = new Set(['a', 'an', 'the']);

export const LEVEL_LABEL: Record<SeniorityKey, string> = {
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

export const SENIORITY_WORDS: Array<[string[], SeniorityKey[], string?]> = [
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
export const LEADING_LEVELS = new Set<SeniorityKey>(['lead', 'manager', 'director', 'vp', 'executive']);

/** Function words beyond the vocabulary's own (needs context unless they are a role word there). */
export const FUNCTION_ALIASES: Record<string, string[]> = {
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
/** Function aliases clear enough to be read without context. */
export const STRONG_FUNCTION_ALIASES = new Set([
  'people ops',
  'people operations',
  'biz dev',
  'bizdev',
  'client success',
  'strategy and operations',
  'customer success',
]);
/** Role words of the vocabulary that name a field rather than a job title. */
export const FUNCTION_ROLE_WORDS = new Set([
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
export const ROLE_EXPANSIONS: Record<string, string> = {
  dev: 'developer',
  devs: 'developer',
  cofounder: 'co-founder',
  swe: 'software engineer',
};
/** Job phrases the vocabulary lacks that must not be split into other readings; kept as keyword phrases. */
export const KEPT_PHRASES = [
  'executive assistant',
  'react native',
  'executive coach',
  'chief of staff',
  'security clearance',
  'open to work',
];
/**
 * Other names of fields of study (vocabulary FIELDS_OF_STUDY), read as the field: a field is kept
 * as keywords, the name typed OR the field's own ('math' finds Mathematics). Only names no other
 * word of a query could mean ('cs' could be customer success, 'bio' a biography).
 */
export const FIELD_ALIASES: Record<string, string[]> = {
  Mathematics: ['math', 'maths', 'applied math', 'applied maths'],
  'Computer Science': ['comp sci', 'compsci', 'computer sciences'],
  Economics: ['econ', 'econs'],
  Statistics: ['stats'],
  'Political Science': ['poli sci', 'polisci', 'politics'],
  'Human-Computer Interaction': ['hci'],
  Psychology: ['psych'],
  'Business Administration': ['business admin'],
  'English Literature': ['english lit'],
};
/** City spellings the vocabulary lacks (weak: exact casing or a location cue). */
export const EXTRA_PLACE_ALIASES: Record<string, string[]> = { 'New York': ['NY'] };
/** Prefixes a ladder title sheds to become the role ('Senior Backend Engineer' -> 'backend engineer'). */
export const LEVEL_PREFIXES = new Set(['junior', 'graduate', 'senior', 'staff', 'lead', 'principal', 'associate']);
/** Ladder titles with these words are read as seniority + function instead ('VP of Sales'). */
export const LEADER_TITLE_WORDS = new Set(['director', 'head', 'vp', 'svp', 'evp', 'vice']);
/** Token-level spellings registered for titles and skills. */
export const VARIANTS: Array<[string, string]> = [
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

export const SKILL_ALIASES: Record<string, string[]> = {
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
export const WEAK_SKILLS: Record<string, string[]> = { go: ['Go', 'GO'], r: ['R'] };

/** Location aliases that are ordinary words or too short: need their usual casing or a location cue. */
export const WEAK_PLACES = new Set(['us', 'la', 'sp', 'ba', 'sa', 'oz', 'rio']);
/** Of those, the ones their usual casing makes clear ('US', 'LA'). */
export const CASED_PLACES = new Set(['us', 'la']);
/** School aliases that are ordinary words or other common abbreviations: need a school cue or suffix. */
export const WEAK_SCHOOLS = new Set([
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
export const WEAK_DEGREES = new Set(['ba', 'ma', 'ms', 'bs', 'master', 'graduate', 'bed', 'med', 'md', 'jd']);
export const DEGREE_LABELS: Record<string, string> = {
  bachelor: "Bachelor's",
  master: "Master's",
  mba: 'MBA',
  phd: 'PhD',
  professional: 'Professional doctorate',
  associate: 'Associate degree',
};
