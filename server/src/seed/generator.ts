import type { ContactStatus } from '../modules/profiles/profile-contact.entity';
import type { AcademicCredential, SocialProfile, WorkExperience } from '../modules/profiles/profile.entity';
import { profileSearchRow, type ProfileSearchRow } from '../modules/profiles/profile-search-row';
import type { ContactWrite, ProfileFields } from '../modules/profiles/profile-writer';
import { SENIORITY_LEVELS, VOCABULARY, type Country, type JobFunction, type School, type SeniorityKey } from '../modules/vocabulary';
import { COUNTRY_NAME_POOLS, NAME_POOLS } from './name-pools';

/**
 * A generator of realistic people profiles, deterministic from a numeric seed: profile i depends
 * only on (seed, i) and the company list (itself a function of the seed), never on batch sizes,
 * the clock or Math.random. "Now" is a fixed reference month so that the same seed gives the same
 * index on any day.
 *
 * Written for speed (a million profiles in well under a minute on one core): every lookup the
 * generator needs is prepared once per company list (see contextFor), and a profile is built with
 * a single re-seeded PRNG and small arrays only.
 */

/** The month the generated careers run up to ('2025-10'); current roles end there. */
export const REFERENCE_YEAR = 2025;
export const REFERENCE_MONTH = 10;
const REF = REFERENCE_YEAR * 12 + (REFERENCE_MONTH - 1);

export interface GeneratedCompany {
  id: number;
  name: string;
  domain: string;
  industry: string;
  size: string;
  countryCode: string;
}

/** One role of the career, parallel to profile.workExperiences (most recent first). */
export interface CareerStep {
  jobFunction: string;
  /** 0 entry ... 7 executive */
  seniority: number;
  companyId: number;
  /** True on the first role after a change of function. */
  switched: boolean;
}

/** A generated person: what the profile writer takes (ProfileWrite, with its search row), and how it was made. */
export interface GeneratedProfile {
  profile: ProfileFields;
  contacts: ContactWrite[];
  search: ProfileSearchRow;
  /** How the career was built (for tests and refreshes); not stored as such. */
  career: CareerStep[];
  /** The name pool the person's name was drawn from. */
  namePool: string;
}

// ---------------------------------------------------------------------------------------------
// PRNG: sfc32, seeded from (seed, stream) through splitmix32, re-seeded per profile.
// ---------------------------------------------------------------------------------------------

function mix32(x: number): number {
  x = (x + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
  x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
  return (x ^ (x >>> 15)) >>> 0;
}

export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 1;

  constructor(seed = 0, stream = 0) {
    this.reset(seed, stream);
  }

  /** Re-seeds in place: the stream is keyed by both numbers (e.g. the seed and a profile index). */
  reset(seed: number, stream: number): this {
    const s = mix32(seed | 0);
    const lo = stream >>> 0;
    const hi = Math.floor(stream / 4294967296) >>> 0;
    this.a = mix32(s ^ lo);
    this.b = mix32(this.a ^ hi ^ 0x5bd1e995);
    this.c = mix32(this.b ^ s);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextU32();
    return this;
  }

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** [0, 1) */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** An index into a cumulative-weight table. */
  weighted(cumulative: Float64Array): number {
    const x = this.next() * cumulative[cumulative.length - 1];
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Index biased to the front of a list (for "most common first" lists). */
  front(n: number, power = 1.7): number {
    return Math.floor(Math.pow(this.next(), power) * n);
  }
}

function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i];
    out[i] = sum;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

const FOLD_SPECIAL: Record<string, string> = {
  ß: 'ss',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ð: 'd',
  þ: 'th',
  '–': '-',
  '—': '-',
};

/** ASCII-folds a string: 'Jürgen Müller' -> 'Jurgen Muller', 'Łukasz' -> 'Lukasz', 'Weiß' -> 'Weiss'. */
export function asciiFold(text: string): string {
  let out = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (/[\u0080-\uffff]/.test(out)) out = out.replace(/[\u0080-\uffff]/g, (ch) => FOLD_SPECIAL[ch] ?? '');
  return out;
}

/** 'de Jong' -> 'de-jong', "O'Brien" -> 'obrien', 'Min-jun' -> 'min-jun'. */
function slug(text: string): string {
  return asciiFold(text)
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'de Jong' -> 'dejong' (for e-mail local parts). */
function compact(text: string): string {
  return asciiFold(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Lower-cases a word for use inside a sentence, keeping acronyms ('QA', 'DevOps', 'FP&A', 'B2B'). */
function inSentence(word: string): string {
  const capitals = word.replace(/[^A-Z]/g, '').length;
  return capitals >= 2 ? word : word.toLowerCase();
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const MONTH_STRINGS: string[] = [];
const MONTH_BASE = 1950 * 12;
for (let m = MONTH_BASE; m <= REF + 24; m++) {
  const month = (m % 12) + 1;
  MONTH_STRINGS.push(`${Math.floor(m / 12)}-${month < 10 ? '0' : ''}${month}`);
}
function monthString(m: number): string {
  return MONTH_STRINGS[m - MONTH_BASE];
}
function monthIndex(text: string): number {
  const [y, m] = text.split('-');
  return Number(y) * 12 + Number(m) - 1;
}

// ---------------------------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------------------------

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'] as const;
const SIZE_WEIGHTS = [6, 18, 26, 18, 12, 11, 5, 4];
/** How many people work at a company of each size band, relatively. */
const SIZE_HEADCOUNT = [0.4, 1, 2.5, 5, 8, 13, 20, 30];

const CURATED_META: Array<{ countryCode: string; size: string }> = [
  { countryCode: 'DE', size: '201-500' }, // Finly
  { countryCode: 'GB', size: '501-1000' }, // Paystream
  { countryCode: 'US', size: '1001-5000' }, // Northpeak
  { countryCode: 'US', size: '51-200' }, // Quorra Labs
  { countryCode: 'FR', size: '1001-5000' }, // Helio & Co
  { countryCode: 'GB', size: '10001+' }, // Kestrel Bank
  { countryCode: 'US', size: '501-1000' }, // Medisync
  { countryCode: 'NL', size: '201-500' }, // Cartwheel
  { countryCode: 'IN', size: '1001-5000' }, // Orbitly
  { countryCode: 'DE', size: '5001-10000' }, // Vantaforge
];

/** Industry hints in company-name suffixes. */
const SUFFIX_INDUSTRY: Record<string, string> = {
  pay: 'fintech',
  bank: 'banking',
  ' Bank': 'banking',
  health: 'healthcare',
  ' Health': 'healthcare',
  care: 'healthcare',
  learn: 'edtech',
  ' Learning': 'edtech',
  cart: 'ecommerce',
  ' Commerce': 'ecommerce',
  ship: 'logistics',
  ' Logistics': 'logistics',
  guard: 'cybersecurity',
  ' Security': 'cybersecurity',
  play: 'gaming',
  ' Games': 'gaming',
  mind: 'ai',
  ' AI': 'ai',
  ' Analytics': 'saas',
  ' Software': 'saas',
  ' Robotics': 'manufacturing',
  ' Dynamics': 'manufacturing',
  ' Energy': 'energy',
  ' Motors': 'automotive',
  ' Mobility': 'automotive',
  ' Media': 'media',
  ' Studio': 'media',
  ' Networks': 'telecommunications',
  ' Telecom': 'telecommunications',
  ' Bio': 'biotech',
  ' Insurance': 'insurance',
  ' Travel': 'travel',
  ' Homes': 'real_estate',
  ' Capital': 'fintech',
  ' Partners': 'consulting',
  ' Consulting': 'consulting',
  ' Foods': 'food',
  ' Legal': 'legal',
};
const INDUSTRY_WEIGHTS: Record<string, number> = {
  saas: 20,
  fintech: 12,
  ecommerce: 9,
  healthcare: 7,
  ai: 7,
  banking: 5,
  consulting: 5,
  insurance: 3,
  gaming: 3,
  edtech: 3,
  logistics: 4,
  cybersecurity: 4,
  telecommunications: 3,
  media: 3,
  automotive: 3,
  energy: 3,
  manufacturing: 4,
  real_estate: 2,
  travel: 2,
  biotech: 3,
  hr_tech: 2,
  crypto: 2,
  food: 2,
  legal: 1,
};
const INDUSTRY_TLD: Record<string, string> = {
  ai: 'ai',
  saas: 'io',
  fintech: 'io',
  cybersecurity: 'io',
  gaming: 'gg',
  healthcare: 'health',
  ecommerce: 'shop',
};

/** About 2,000 companies: the curated ten (ids 1..10) then generated ones with unique names and domains. */
export function generateCompanies(seed: number, total = 2000): GeneratedCompany[] {
  const { curated, prefixes, suffixes } = VOCABULARY.companyNameParts;
  const rng = new Rng(seed, 0x7fff_ffff);
  const companies: GeneratedCompany[] = curated.map((c, i) => ({
    id: i + 1,
    name: c.name,
    domain: c.domain,
    industry: c.industry,
    size: CURATED_META[i]?.size ?? '201-500',
    countryCode: CURATED_META[i]?.countryCode ?? 'US',
  }));
  const names = new Set(companies.map((c) => c.name.toLowerCase()));
  const domains = new Set(companies.map((c) => c.domain));
  const countries = VOCABULARY.countries;
  const countryCum = cumulative(countries.map((c) => c.weight));
  const industryKeys = Object.keys(INDUSTRY_WEIGHTS);
  const industryCum = cumulative(industryKeys.map((k) => INDUSTRY_WEIGHTS[k]));
  const sizeCum = cumulative(SIZE_WEIGHTS);
  const extraWords = ['Global', 'Digital', 'One', 'Prime', 'Next', 'Hub', 'Works', 'HQ'];

  let attempts = 0;
  while (companies.length < total && attempts < total * 50) {
    attempts++;
    const prefix = rng.pick(prefixes);
    const suffix = rng.pick(suffixes);
    // ' Labs' -> 'Atlas Labs'; 'ly' -> 'Atlasly'
    let name = prefix + suffix;
    if (names.has(name.toLowerCase())) {
      // A third word keeps names unique once the plain combinations run out.
      name = `${name} ${rng.pick(extraWords)}`;
      if (names.has(name.toLowerCase())) continue;
    }
    const industry = SUFFIX_INDUSTRY[suffix] ?? industryKeys[rng.weighted(industryCum)];
    const country = countries[rng.weighted(countryCum)];
    const base = compact(name);
    const roll = rng.next();
    let tld = roll < 0.55 ? 'com' : roll < 0.75 ? (INDUSTRY_TLD[industry] ?? 'io') : roll < 0.9 ? country.code.toLowerCase() : 'co';
    if (tld === 'gb') tld = 'co.uk';
    if (tld === 'us') tld = 'com';
    let domain = `${base}.${tld}`;
    if (domains.has(domain)) domain = `${base}${country.code.toLowerCase()}.${tld}`;
    if (domains.has(domain)) continue;
    names.add(name.toLowerCase());
    domains.add(domain);
    companies.push({
      id: companies.length + 1,
      name,
      domain,
      industry,
      size: COMPANY_SIZES[rng.weighted(sizeCum)],
      countryCode: country.code,
    });
  }
  return companies;
}

// ---------------------------------------------------------------------------------------------
// Static tables derived from the vocabulary
// ---------------------------------------------------------------------------------------------

const FUNCTION_KEYS = VOCABULARY.functions.map((f) => f.key);
const FUNCTION_WEIGHTS: Record<string, number> = {
  engineering: 30,
  sales: 12,
  data: 9,
  product: 7,
  marketing: 8,
  design: 5,
  customer_success: 7,
  people: 6,
  finance: 6,
  operations: 6,
  leadership: 4,
};
const FUNCTION_CUM = cumulative(FUNCTION_KEYS.map((k) => FUNCTION_WEIGHTS[k] ?? 1));
/** Pyramid of current seniority (entry .. executive). */
const SENIORITY_CUM = cumulative([17, 26, 23, 10, 10, 7, 4, 3]);
const LEADERSHIP_SENIORITY_CUM = cumulative([3, 2, 4]); // director, vp, executive
/** Months of career per current level: [min, max]. */
const CAREER_MONTHS: Array<[number, number]> = [
  [3, 36],
  [24, 84],
  [48, 144],
  [72, 180],
  [72, 192],
  [96, 252],
  [132, 300],
  [132, 372],
];

/** Related functions people move from (a stated switch). */
const SWITCH_FROM: Record<string, string[]> = {
  engineering: ['data', 'operations', 'design'],
  product: ['engineering', 'design', 'data', 'marketing', 'customer_success'],
  design: ['marketing', 'engineering'],
  data: ['engineering', 'finance', 'operations'],
  sales: ['customer_success', 'marketing', 'operations'],
  marketing: ['sales', 'product', 'design'],
  customer_success: ['sales', 'operations', 'people'],
  people: ['operations', 'customer_success', 'sales'],
  finance: ['operations', 'data', 'sales'],
  operations: ['finance', 'sales', 'customer_success', 'engineering'],
  leadership: ['engineering', 'product', 'sales', 'marketing', 'finance', 'operations', 'data', 'engineering', 'product', 'sales'],
};

const FIELDS_BY_FUNCTION: Record<string, string[]> = {
  engineering: [
    'Computer Science',
    'Computer Science',
    'Software Engineering',
    'Electrical Engineering',
    'Mathematics',
    'Physics',
    'Information Systems',
  ],
  data: ['Statistics', 'Mathematics', 'Computer Science', 'Data Science', 'Physics', 'Economics', 'Operations Research'],
  product: [
    'Computer Science',
    'Business Administration',
    'Economics',
    'Industrial Engineering',
    'Human-Computer Interaction',
    'Management',
  ],
  design: ['Graphic Design', 'Industrial Design', 'Human-Computer Interaction', 'Fine Arts', 'Psychology', 'Communications'],
  sales: ['Business Administration', 'Marketing', 'Economics', 'Communications', 'Political Science', 'Management'],
  marketing: ['Marketing', 'Communications', 'Journalism', 'Business Administration', 'Psychology'],
  customer_success: ['Business Administration', 'Communications', 'Psychology', 'Management', 'International Relations'],
  people: ['Psychology', 'Human Resources Management', 'Sociology', 'Business Administration', 'Law'],
  finance: ['Finance', 'Accounting', 'Economics', 'Mathematics', 'Business Administration'],
  operations: [
    'Operations Research',
    'Supply Chain Management',
    'Industrial Engineering',
    'Business Administration',
    'Management',
    'Economics',
  ],
  leadership: ['Business Administration', 'Economics', 'Computer Science', 'Management', 'Finance', 'Mechanical Engineering'],
};
const BACHELOR_BY_FUNCTION: Record<string, string[]> = {
  engineering: ['BSc', 'BSc', 'BEng', 'BTech'],
  data: ['BSc', 'BSc', 'BA'],
  product: ['BSc', 'BA', 'BBA'],
  design: ['BA', 'BA', 'BSc'],
  sales: ['BA', 'BBA', 'BCom', 'BSc'],
  marketing: ['BA', 'BBA', 'BCom'],
  customer_success: ['BA', 'BBA', 'BSc'],
  people: ['BA', 'BA', 'BSc'],
  finance: ['BCom', 'BSc', 'BBA', 'BA'],
  operations: ['BSc', 'BBA', 'BEng'],
  leadership: ['BSc', 'BA', 'BBA', 'BEng'],
};
const MASTER_BY_FUNCTION: Record<string, string[]> = {
  engineering: ['MSc', 'MSc', 'MEng', 'MS'],
  data: ['MSc', 'MSc', 'MS'],
  design: ['MA', 'MA', 'MSc'],
  people: ['MA', 'MSc'],
  marketing: ['MA', 'MSc'],
};

/** Skills that go with a specialisation (picked first when the function has them). */
const SPECIALISATION_SKILLS: Record<string, string[]> = {
  Backend: ['Go', 'Java', 'PostgreSQL', 'Kafka', 'Microservices', 'Python', 'Redis'],
  Frontend: ['TypeScript', 'React', 'JavaScript', 'Next.js', 'Vue.js', 'GraphQL'],
  'Full-Stack': ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GraphQL'],
  Mobile: ['Swift', 'Kotlin', 'iOS', 'Android', 'React'],
  DevOps: ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'CI/CD', 'Linux'],
  Platform: ['Kubernetes', 'Go', 'Terraform', 'AWS', 'Distributed Systems'],
  Data: ['Python', 'Kafka', 'Scala', 'PostgreSQL', 'GCP'],
  'Machine Learning': ['Python', 'Kubernetes', 'AWS', 'Distributed Systems'],
  Security: ['Linux', 'AWS', 'Go', 'Rust', 'Kubernetes'],
  QA: ['CI/CD', 'Python', 'Java', 'TypeScript'],
  'Site Reliability': ['Kubernetes', 'Linux', 'Terraform', 'Go'],
  Embedded: ['C++', 'Rust', 'Linux'],
  'Data Scientist': ['Python', 'Machine Learning', 'Statistics', 'scikit-learn', 'SQL'],
  'Data Analyst': ['SQL', 'Tableau', 'Excel', 'Looker', 'Power BI'],
  'Data Engineer': ['Spark', 'Airflow', 'dbt', 'Kafka', 'SQL', 'Snowflake'],
  'Analytics Engineer': ['dbt', 'SQL', 'Snowflake', 'BigQuery', 'Looker'],
  'Machine Learning Scientist': ['PyTorch', 'Deep Learning', 'Machine Learning', 'TensorFlow', 'NLP'],
  'BI Analyst': ['Tableau', 'Power BI', 'SQL', 'Excel'],
  'Research Scientist': ['PyTorch', 'Deep Learning', 'LLMs', 'Computer Vision'],
  UX: ['UX Research', 'Usability Testing', 'Wireframing', 'Figma'],
  UI: ['Figma', 'Visual Design', 'Design Systems', 'User Interface Design'],
  Brand: ['Brand Identity', 'Adobe Illustrator', 'Typography'],
  Motion: ['After Effects', 'Motion Design'],
  Enterprise: ['Enterprise Sales', 'Salesforce', 'MEDDIC', 'Negotiation'],
  SMB: ['SaaS Sales', 'HubSpot', 'Cold Calling'],
  Content: ['Content Marketing', 'SEO', 'Copywriting'],
  Performance: ['Google Ads', 'Meta Ads', 'SEM', 'Google Analytics'],
  Technical: ['Technical Recruiting', 'Sourcing', 'Boolean Search'],
  'FP&A': ['FP&A', 'Financial Modeling', 'Forecasting', 'Budgeting'],
};

const DATA_PHRASES: Record<string, string> = {
  'Data Scientist': 'data science',
  'Data Analyst': 'data analysis',
  'Data Engineer': 'data engineering',
  'Analytics Engineer': 'analytics engineering',
  'Machine Learning Scientist': 'machine learning',
  'BI Analyst': 'business intelligence',
  'Research Scientist': 'applied research',
};
function specialisationPhrase(fn: JobFunction, spec: string): string {
  const s = inSentence(spec);
  switch (fn.key) {
    case 'engineering':
      return `${s} engineering`;
    case 'product':
      return `${s} product management`;
    case 'design':
      return `${s} design`;
    case 'data':
      return DATA_PHRASES[spec] ?? s;
    case 'sales':
      return `${s} sales`;
    case 'marketing':
      return `${s} marketing`;
    case 'customer_success':
      return `${s} customer success`;
    case 'people':
      return `${s} recruiting`;
    case 'finance':
      return `finance, with a focus on ${s}`;
    case 'operations':
      return `${s} operations`;
    default:
      return s;
  }
}

interface FunctionTables {
  fn: JobFunction;
  index: number;
  /** Levels the function has (leadership: 5..7). */
  levels: number[];
  /** titles[level][specIndex] -> candidate titles */
  titles: string[][][];
  phrases: string[];
  /** Per specialisation: indices into fn.skills to prefer. */
  specSkills: number[][];
}

const FUNCTION_TABLES: FunctionTables[] = VOCABULARY.functions.map((fn, index) => {
  const levels: number[] = [];
  const titles: string[][][] = [];
  for (let level = 0; level < SENIORITY_LEVELS.length; level++) {
    const patterns = fn.ladder[SENIORITY_LEVELS[level] as SeniorityKey];
    if (patterns && patterns.length > 0) levels.push(level);
    titles.push(fn.specialisations.map((spec) => (patterns ?? []).map((p) => p.replace('{s}', spec))));
  }
  const skillIndex = new Map(fn.skills.map((s, i) => [s, i]));
  return {
    fn,
    index,
    levels,
    titles,
    phrases: fn.specialisations.map((spec) => specialisationPhrase(fn, spec)),
    specSkills: fn.specialisations.map((spec) =>
      (SPECIALISATION_SKILLS[spec] ?? []).map((s) => skillIndex.get(s)).filter((i): i is number => i !== undefined),
    ),
  };
});
const FUNCTION_BY_KEY = new Map(FUNCTION_TABLES.map((t) => [t.fn.key, t]));
const INDUSTRY_NAME = new Map(VOCABULARY.industries.map((i) => [i.key, i.name]));
const SCHOOL_BY_NAME = new Map(VOCABULARY.schools.map((s) => [s.name, s]));

interface CountryTables {
  country: Country;
  cityCum: Float64Array;
  /** 'Berlin, Germany' per city */
  locations: string[];
  poolIndices: number[];
  schools: School[];
  schoolCum: Float64Array;
  personalDomains: string[];
}

const PERSONAL_DOMAINS: Record<string, string[]> = {
  DE: ['gmail.com', 'web.de', 'gmx.de', 'outlook.de'],
  GB: ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'hotmail.co.uk'],
  FR: ['gmail.com', 'orange.fr', 'hotmail.fr', 'free.fr'],
  IN: ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'],
  JP: ['gmail.com', 'yahoo.co.jp', 'outlook.jp'],
  BR: ['gmail.com', 'hotmail.com', 'outlook.com', 'uol.com.br'],
  CN: ['qq.com', '163.com', 'gmail.com'],
  KR: ['naver.com', 'gmail.com', 'daum.net'],
  NL: ['gmail.com', 'outlook.com', 'ziggo.nl'],
  IT: ['gmail.com', 'libero.it', 'outlook.it'],
  ES: ['gmail.com', 'hotmail.es', 'outlook.es'],
  PL: ['gmail.com', 'wp.pl', 'onet.pl'],
};
const DEFAULT_PERSONAL_DOMAINS = ['gmail.com', 'gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me', 'hotmail.com'];

const POOL_INDEX = new Map(NAME_POOLS.map((p, i) => [p.key, i]));
const SCHOOL_TIER_WEIGHT = [0, 1, 2, 2];
function poolIndicesOf(countryCode: string): number[] {
  const keys = COUNTRY_NAME_POOLS[countryCode];
  if (!keys || keys.length === 0) throw new Error(`name pools: none for ${countryCode}`);
  return keys.map((key) => {
    const index = POOL_INDEX.get(key);
    if (index === undefined) throw new Error(`name pools: unknown name pool ${key} for ${countryCode}`);
    return index;
  });
}
const COUNTRY_TABLES: CountryTables[] = VOCABULARY.countries.map((country) => {
  const schools = VOCABULARY.schools.filter((s) => s.countryCode === country.code);
  return {
    country,
    cityCum: cumulative(country.cities.map((c) => c.weight)),
    locations: country.cities.map((c) => `${c.name}, ${country.name}`),
    poolIndices: poolIndicesOf(country.code),
    schools,
    schoolCum: cumulative(schools.map((s) => SCHOOL_TIER_WEIGHT[s.tier] ?? 1)),
    personalDomains: PERSONAL_DOMAINS[country.code] ?? DEFAULT_PERSONAL_DOMAINS,
  };
});
const COUNTRY_CUM = cumulative(VOCABULARY.countries.map((c) => c.weight));
const COUNTRY_INDEX = new Map(VOCABULARY.countries.map((c, i) => [c.code, i]));
const TIER1_SCHOOLS = VOCABULARY.schools.filter((s) => s.tier === 1);
const BUSINESS_SCHOOLS = [
  'INSEAD',
  'London Business School',
  'Harvard University',
  'Stanford University',
  'University of Pennsylvania',
  'IESE Business School',
  'IE Business School',
  'HEC Paris',
  'Indian Institute of Management Ahmedabad',
  'Columbia University',
  'Bocconi University',
  'Massachusetts Institute of Technology',
]
  .map((name) => SCHOOL_BY_NAME.get(name)!)
  .filter(Boolean);

interface PoolTables {
  key: string;
  firstNames: string[];
  lastNames: string[];
  firstSlugs: string[];
  lastSlugs: string[];
  firstCompact: string[];
  lastCompact: string[];
}
const POOL_TABLES: PoolTables[] = NAME_POOLS.map((p) => ({
  key: p.key,
  firstNames: p.firstNames,
  lastNames: p.lastNames,
  firstSlugs: p.firstNames.map(slug),
  lastSlugs: p.lastNames.map(slug),
  firstCompact: p.firstNames.map(compact),
  lastCompact: p.lastNames.map(compact),
}));

// ---------------------------------------------------------------------------------------------
// Per company list context
// ---------------------------------------------------------------------------------------------

interface CompanyPick {
  ids: Int32Array;
  cum: Float64Array;
}
interface Context {
  companies: GeneratedCompany[];
  byId: GeneratedCompany[];
  all: CompanyPick;
  byCountry: Map<string, CompanyPick>;
  byIndustry: Map<string, CompanyPick>;
}

const contexts = new WeakMap<readonly GeneratedCompany[], Context>();

function makePick(list: GeneratedCompany[], weight: (c: GeneratedCompany) => number): CompanyPick {
  return { ids: Int32Array.from(list.map((c) => c.id)), cum: cumulative(list.map(weight)) };
}

function contextFor(companies: readonly GeneratedCompany[]): Context {
  let ctx = contexts.get(companies);
  if (ctx) return ctx;
  const list = [...companies];
  const weight = (c: GeneratedCompany) =>
    (SIZE_HEADCOUNT[COMPANY_SIZES.indexOf(c.size as (typeof COMPANY_SIZES)[number])] ?? 2) * (c.id <= 10 ? 4 : 1);
  const byId: GeneratedCompany[] = [];
  for (const c of list) byId[c.id] = c;
  const group = (key: (c: GeneratedCompany) => string) => {
    const groups = new Map<string, GeneratedCompany[]>();
    for (const c of list) {
      const k = key(c);
      let g = groups.get(k);
      if (!g) groups.set(k, (g = []));
      g.push(c);
    }
    const picks = new Map<string, CompanyPick>();
    for (const [k, g] of groups) picks.set(k, makePick(g, weight));
    return picks;
  };
  ctx = {
    companies: list,
    byId,
    all: makePick(list, weight),
    byCountry: group((c) => c.countryCode),
    byIndustry: group((c) => c.industry),
  };
  contexts.set(companies, ctx);
  return ctx;
}

// ---------------------------------------------------------------------------------------------
// The profile
// ---------------------------------------------------------------------------------------------

const rng = new Rng();

/** A unique 6-hex-digit tag per index (a bijection on 24 bits, keyed by the seed). */
function usernameTag(seed: number, index: number): string {
  let x = (index + Math.imul(seed | 0, 0x9e37)) & 0xffffff;
  x = Math.imul(x, 0x2c1b3d) & 0xffffff; // odd multiplier: bijective mod 2^24
  x ^= x >>> 11;
  x = Math.imul(x, 0x5b4f97) & 0xffffff;
  x ^= x >>> 13;
  const tag = x.toString(16).padStart(6, '0');
  const high = Math.floor(index / 0x1000000);
  return high > 0 ? `${tag}${high.toString(16)}` : tag;
}

function phoneNumber(country: Country): string {
  let out = `+${country.callingCode} `;
  const format = country.phoneFormat;
  let first = true;
  for (let i = 0; i < format.length; i++) {
    const ch = format[i];
    if (ch === '#') {
      out += String(first ? 2 + rng.int(8) : rng.int(10));
      first = false;
    } else out += ch;
  }
  return out;
}

function pickCompany(ctx: Context, countryCode: string, industry: string | null, level: number): GeneratedCompany {
  const roll = rng.next();
  let pick: CompanyPick | undefined;
  if (industry && roll < 0.3) pick = ctx.byIndustry.get(industry);
  else if (roll < 0.85) pick = ctx.byCountry.get(countryCode);
  pick ??= ctx.all;
  // Executives spread evenly over companies rather than by head count.
  const i = level >= 6 && rng.chance(0.6) ? rng.int(pick.ids.length) : rng.weighted(pick.cum);
  return ctx.byId[pick.ids[i]];
}

function pickSchool(tables: CountryTables, elite: number): School {
  const roll = rng.next();
  if (tables.schools.length > 0 && roll > elite) return tables.schools[rng.weighted(tables.schoolCum)];
  return rng.pick(TIER1_SCHOOLS);
}

function pickSkills(ft: FunctionTables, specIndex: number, count: number, into: string[]): void {
  const skills = ft.fn.skills;
  const prefer = ft.specSkills[specIndex];
  let guard = 0;
  if (prefer.length > 0) {
    const n = Math.min(prefer.length, 1 + rng.int(3));
    for (let k = 0; k < n && into.length < count; k++) {
      const s = skills[prefer[rng.int(prefer.length)]];
      if (!into.includes(s)) into.push(s);
    }
  }
  while (into.length < count && guard++ < 80) {
    const s = skills[rng.front(skills.length)];
    if (!into.includes(s)) into.push(s);
  }
}

interface Role {
  ft: FunctionTables;
  spec: number;
  level: number;
  start: number;
  end: number;
  company: GeneratedCompany;
  switched: boolean;
  title: string;
}

/** Levels for n roles, nondecreasing from `from` to `to`, using only `allowed` levels. */
function levelPath(n: number, from: number, to: number, allowed: number[], out: number[]): void {
  const lo = allowed.indexOf(from) >= 0 ? allowed.indexOf(from) : 0;
  const hi = allowed.indexOf(to) >= 0 ? allowed.indexOf(to) : allowed.length - 1;
  const start = out.length;
  for (let i = 0; i < n; i++) out.push(i === n - 1 ? hi : i === 0 ? lo : lo + rng.int(hi - lo + 1));
  // sort the slice ascending (n <= 7)
  for (let i = start + 1; i < out.length; i++) {
    const v = out[i];
    let j = i - 1;
    while (j >= start && out[j] > v) {
      out[j + 1] = out[j];
      j--;
    }
    out[j + 1] = v;
  }
  for (let i = start; i < out.length; i++) out[i] = allowed[out[i]];
}

const ENGINEER_LADDER = [0, 1, 2, 3, 4, 5, 6, 7];

/** One profile: deterministic from (seed, index) and the company list (generateCompanies(seed)). */
export function generateProfile(seed: number, index: number, companies: readonly GeneratedCompany[]): GeneratedProfile {
  const ctx = contextFor(companies);
  rng.reset(seed, index);

  // Who and where
  const ct = COUNTRY_TABLES[rng.weighted(COUNTRY_CUM)];
  const country = ct.country;
  const pool = POOL_TABLES[rng.chance(0.08) ? rng.int(POOL_TABLES.length) : rng.pick(ct.poolIndices)];
  const fi = rng.int(pool.firstNames.length);
  const li = rng.int(pool.lastNames.length);
  const firstName = pool.firstNames[fi];
  const lastName = pool.lastNames[li];
  const cityIndex = rng.weighted(ct.cityCum);
  const city = country.cities[cityIndex];
  const location = ct.locations[cityIndex];

  // What: function and current level
  const ft = FUNCTION_TABLES[rng.weighted(FUNCTION_CUM)];
  const isLeadership = ft.fn.key === 'leadership';
  const target = isLeadership ? 5 + rng.weighted(LEADERSHIP_SENIORITY_CUM) : rng.weighted(SENIORITY_CUM);
  const [cmin, cmax] = CAREER_MONTHS[target];
  const careerTarget = cmin + Math.floor(Math.pow(rng.next(), 1.3) * (cmax - cmin + 1));

  // How many roles and how long each (6 months to 8 years)
  let n = 1 + Math.floor(careerTarget / (18 + rng.int(30)));
  if (n > 7) n = 7;
  if (careerTarget / n > 96) n = Math.min(7, Math.ceil(careerTarget / 96));
  if (careerTarget < 12) n = 1;
  const tenures: number[] = [];
  let weightSum = 0;
  for (let i = 0; i < n; i++) {
    const w = 0.4 + rng.next();
    tenures.push(w);
    weightSum += w;
  }
  for (let i = 0; i < n; i++) {
    let t = Math.round((careerTarget * tenures[i]) / weightSum);
    if (t < 6) t = 6;
    if (t > 96) t = 96;
    tenures[i] = t;
  }

  // Levels and functions per role (oldest first)
  const roleFns: FunctionTables[] = [];
  const levels: number[] = [];
  let switchAt = -1;
  if (isLeadership) {
    const prior = FUNCTION_BY_KEY.get(rng.pick(SWITCH_FROM.leadership))!;
    const leadRoles = n === 1 ? 1 : Math.min(n - 1, 1 + rng.int(2));
    const priorRoles = n - leadRoles;
    if (priorRoles > 0) {
      levelPath(priorRoles, 0, Math.min(5, 1 + rng.int(5)), ENGINEER_LADDER, levels);
      for (let i = 0; i < priorRoles; i++) roleFns.push(prior);
      switchAt = priorRoles;
    }
    levelPath(leadRoles, 5, target, ft.levels, levels);
    for (let i = 0; i < leadRoles; i++) roleFns.push(ft);
  } else if (n >= 3 && rng.chance(0.07)) {
    const prior = FUNCTION_BY_KEY.get(rng.pick(SWITCH_FROM[ft.fn.key]))!;
    const priorRoles = 1 + rng.int(n - 2);
    const priorTop = Math.min(target, 1 + rng.int(3));
    levelPath(priorRoles, 0, priorTop, ENGINEER_LADDER, levels);
    for (let i = 0; i < priorRoles; i++) roleFns.push(prior);
    switchAt = priorRoles;
    levelPath(n - priorRoles, Math.max(0, Math.min(target, priorTop - 1)), target, ENGINEER_LADDER, levels);
    for (let i = priorRoles; i < n; i++) roleFns.push(ft);
  } else {
    const start = target >= 4 && rng.chance(0.35) ? 1 : 0;
    levelPath(n, Math.min(start, target), target, ENGINEER_LADDER, levels);
    for (let i = 0; i < n; i++) roleFns.push(ft);
  }

  // Time line: back from the reference month
  const current = rng.chance(0.9);
  let cursor = current ? REF : REF - 1 - rng.int(8);
  const starts: number[] = new Array(n);
  const ends: number[] = new Array(n);
  for (let i = n - 1; i >= 0; i--) {
    ends[i] = cursor;
    starts[i] = cursor - tenures[i];
    cursor = starts[i] - (rng.chance(0.25) ? 1 + rng.int(5) : 0);
  }
  const careerStart = starts[0];

  // Roles: specialisation, company, title
  const roles: Role[] = [];
  let spec = rng.int(ft.fn.specialisations.length);
  let priorSpec = -1;
  let prevCompany: GeneratedCompany | null = null;
  for (let i = 0; i < n; i++) {
    const rf = roleFns[i];
    let s: number;
    if (rf === ft) s = spec;
    else {
      if (priorSpec < 0) priorSpec = rng.int(rf.fn.specialisations.length);
      s = priorSpec;
    }
    if (rf === ft && i > 0 && rng.chance(0.08)) {
      spec = rng.int(ft.fn.specialisations.length); // a change of specialisation within the function
      s = spec;
    }
    let company: GeneratedCompany;
    if (prevCompany && levels[i] > levels[i - 1] && rng.chance(0.3)) company = prevCompany;
    else {
      company = pickCompany(ctx, country.code, prevCompany?.industry ?? null, levels[i]);
      if (prevCompany && company.id === prevCompany.id && i > 0 && levels[i] === levels[i - 1])
        company = pickCompany(ctx, country.code, null, levels[i]);
    }
    const candidates = rf.titles[levels[i]][s];
    const prevRole = i > 0 ? roles[i - 1] : null;
    // The same level in the same function keeps its wording ('CTO' stays 'CTO' at the next company).
    const title =
      prevRole && prevRole.ft === rf && prevRole.level === levels[i] && prevRole.spec === s
        ? prevRole.title
        : candidates[rng.front(candidates.length, 1.4)];
    roles.push({ ft: rf, spec: s, level: levels[i], start: starts[i], end: ends[i], company, switched: i === switchAt, title });
    prevCompany = company;
  }
  const last = roles[n - 1];
  const currentCompany = last.company;

  // Experience
  let experienceMonths = 0;
  for (let i = 0; i < n; i++) experienceMonths += ends[i] - starts[i];
  const years = Math.floor(experienceMonths / 12);

  // Skills: 4..12, more with seniority; a couple from an earlier function
  const skillCount = Math.min(12, 4 + Math.floor(target * 0.8) + rng.int(3));
  const skills: string[] = [];
  pickSkills(ft, last.spec, skillCount - (switchAt >= 0 ? 2 : 0), skills);
  if (switchAt >= 0) pickSkills(roles[0].ft, roles[0].spec, skillCount, skills);

  // Education (before the career; an MBA part-time during it)
  const credentials: AcademicCredential[] = [];
  const eduFn = roles[0].ft.fn.key;
  const fields = FIELDS_BY_FUNCTION[eduFn] ?? VOCABULARY.fieldsOfStudy;
  const field = rng.pick(fields);
  const startYear = Math.floor(careerStart / 12);
  const gapYears = rng.chance(0.2) ? 1 : 0;
  const bachelorYears = 3 + rng.int(2);
  const hasMaster = rng.chance(eduFn === 'engineering' || eduFn === 'data' ? 0.42 : 0.3);
  const hasPhd = rng.chance(eduFn === 'data' ? 0.1 : eduFn === 'engineering' ? 0.03 : 0.008);
  const hasMba =
    careerStart + 48 < REF &&
    rng.chance(eduFn === 'product' || eduFn === 'finance' || eduFn === 'sales' || isLeadership || target >= 5 ? 0.14 : 0.04);
  const bachelorSchool = pickSchool(ct, 0.12);
  const bachelorName = rng.pick(BACHELOR_BY_FUNCTION[eduFn] ?? ['BSc', 'BA']);
  let eduEnd = startYear - gapYears;
  const eduParts: Array<{ school: School; degree: string | string[]; field: string; start: number; end: number }> = [];
  if (hasPhd) {
    const len = 3 + rng.int(2);
    eduParts.push({
      school: rng.chance(0.4) ? bachelorSchool : pickSchool(ct, 0.35),
      degree: 'PhD',
      field,
      start: eduEnd - len,
      end: eduEnd,
    });
    eduEnd -= len;
  }
  if (hasMaster && !hasPhd) {
    const len = 1 + rng.int(2);
    const masterName = rng.pick(MASTER_BY_FUNCTION[eduFn] ?? ['MSc', 'MA']);
    if (rng.chance(0.3)) {
      // One credential listing both degrees: ['BSc', 'MSc']
      eduParts.push({
        school: bachelorSchool,
        degree: [bachelorName, masterName],
        field,
        start: eduEnd - len - bachelorYears,
        end: eduEnd,
      });
      eduEnd = -1;
    } else {
      eduParts.push({
        school: rng.chance(0.5) ? bachelorSchool : pickSchool(ct, 0.25),
        degree: masterName,
        field,
        start: eduEnd - len,
        end: eduEnd,
      });
      eduEnd -= len;
    }
  }
  if (eduEnd > 0) eduParts.push({ school: bachelorSchool, degree: bachelorName, field, start: eduEnd - bachelorYears, end: eduEnd });
  if (hasMba) {
    const mbaEnd = startYear + 4 + rng.int(Math.max(1, Math.floor((REF - careerStart) / 12) - 3));
    const end = Math.min(mbaEnd, REFERENCE_YEAR);
    const school = rng.chance(0.6) && BUSINESS_SCHOOLS.length > 0 ? rng.pick(BUSINESS_SCHOOLS) : pickSchool(ct, 0.3);
    eduParts.unshift({ school, degree: rng.chance(0.15) ? 'Executive MBA' : 'MBA', field: 'Business Administration', start: end - 2, end });
  }
  for (const e of eduParts) {
    const schoolCountry = VOCABULARY.countries[COUNTRY_INDEX.get(e.school.countryCode) ?? 0];
    credentials.push({
      school: e.school.name,
      degree: e.degree,
      field: e.field,
      start: String(e.start),
      end: String(e.end),
      location: schoolCountry.name,
      summary: null,
    });
  }

  // Work experiences, most recent first
  const workExperiences: WorkExperience[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const r = roles[i];
    const companyCountry = r.company.countryCode === country.code ? ct : COUNTRY_TABLES[COUNTRY_INDEX.get(r.company.countryCode) ?? 0];
    const roleLocation = i === n - 1 || rng.chance(0.7) ? location : companyCountry.locations[rng.weighted(companyCountry.cityCum)];
    let summary: string | null = null;
    if (rng.chance(0.5)) {
      const sk = r.ft.fn.skills;
      summary = `${r.level >= 4 ? 'Led a team working on' : 'Worked on'} ${inSentence(r.ft.phrases[r.spec])}, using ${sk[rng.front(sk.length)]} and ${sk[rng.front(sk.length)]}.`;
    }
    workExperiences.push({
      title: r.title,
      company: r.company.name,
      companyDomain: r.company.domain,
      industry: INDUSTRY_NAME.get(r.company.industry) ?? r.company.industry,
      location: roleLocation,
      start: monthString(r.start),
      end: i === n - 1 && current ? null : monthString(r.end),
      summary,
    });
  }

  // Headline and summary
  const headline = current
    ? `${last.title} at ${currentCompany.name}`
    : `${last.title}, previously at ${currentCompany.name} · Open to new opportunities`;
  const phrase = ft.phrases[last.spec];
  let summary =
    years >= 1
      ? `${last.title} with ${years} year${years === 1 ? '' : 's'} of experience in ${phrase}.`
      : `Early-career ${last.title} focused on ${phrase}.`;
  const s3 = skills.length >= 3 ? [skills[0], skills[1], skills[2]] : skills;
  const roll = rng.next();
  if (roll < 0.45) summary += ` Skilled in ${joinList(s3)}.`;
  else if (roll < 0.8) summary += ` Works mostly with ${joinList(s3.slice(0, 2))}.`;
  if (n > 1 && rng.chance(0.6)) {
    const prev = roles[n - 2].company.name === currentCompany.name ? (n > 2 ? roles[n - 3].company.name : null) : roles[n - 2].company.name;
    if (prev) summary += ` Previously at ${prev}.`;
  } else if (rng.chance(0.4)) summary += ` Based in ${city.name}.`;

  // Identity and social profiles
  const linkedinUsername = `${pool.firstSlugs[fi]}-${pool.lastSlugs[li]}-${usernameTag(seed, index)}`;
  const socialProfiles: SocialProfile[] = [{ network: 'linkedin', username: linkedinUsername }];
  const handle = `${pool.firstCompact[fi]}${pool.lastCompact[li]}`;
  const fnKey = ft.fn.key;
  if ((fnKey === 'engineering' || fnKey === 'data') && rng.chance(0.45))
    socialProfiles.push({ network: 'github', username: rng.chance(0.5) ? handle : `${pool.firstCompact[fi]}-${pool.lastCompact[li]}` });
  if (fnKey === 'design' && rng.chance(0.4)) socialProfiles.push({ network: 'dribbble', username: handle });
  if (fnKey === 'design' && rng.chance(0.2)) socialProfiles.push({ network: 'behance', username: handle });
  if (rng.chance(0.15))
    socialProfiles.push({ network: 'twitter', username: `${pool.firstCompact[fi]}_${pool.lastCompact[li]}`.slice(0, 15) });
  if (rng.chance(0.05)) socialProfiles.push({ network: 'medium', username: `@${handle}` });
  if (rng.chance(0.03)) {
    // The same network twice with a different case, as scraped data often has.
    const dup = socialProfiles[rng.int(socialProfiles.length)];
    socialProfiles.push({
      network: dup.network === 'github' ? 'GitHub' : dup.network === 'linkedin' ? 'LinkedIn' : dup.network.toUpperCase(),
      username: dup.username,
    });
  }

  // Contacts: work e-mails on the current company's domain, sometimes a personal one, phones
  const contacts: ContactWrite[] = [];
  const f = pool.firstCompact[fi] || 'x';
  const l = pool.lastCompact[li] || 'x';
  const domain = currentCompany.domain;
  const patterns = [`${f}.${l}`, `${f[0]}.${l}`, `${f}${l}`, `${f}`, `${f[0]}${l}`, `${f}_${l}`];
  const emailCount = 1 + (rng.chance(0.45) ? 1 : 0) + (rng.chance(0.12) ? 1 : 0);
  const p = rng.front(3, 1.5);
  for (let k = 0; k < emailCount; k++) {
    const value = `${patterns[(p + k) % patterns.length]}@${domain}`;
    const r = rng.next();
    const status: ContactStatus = k === 0 ? (r < 0.6 ? 'verified' : r < 0.9 ? 'likely' : 'unverified') : r < 0.5 ? 'likely' : 'unverified';
    contacts.push({ kind: 'email', value, status });
  }
  if (rng.chance(0.3)) {
    const suffix = rng.chance(0.5) ? String(rng.range(1, 99)) : '';
    contacts.push({
      kind: 'email',
      value: `${f}.${l}${suffix}@${rng.pick(ct.personalDomains)}`,
      status: rng.chance(0.5) ? 'likely' : 'unverified',
    });
  }
  const phoneCount = rng.chance(0.55) ? (rng.chance(0.2) ? 2 : 1) : 0;
  for (let k = 0; k < phoneCount; k++) {
    const r = rng.next();
    contacts.push({ kind: 'phone', value: phoneNumber(country), status: r < 0.4 ? 'verified' : r < 0.8 ? 'likely' : 'unverified' });
  }

  const profile: ProfileFields = {
    id: String(index + 1),
    linkedinUsername,
    linkedinLink: `https://www.linkedin.com/in/${linkedinUsername}`,
    firstName,
    lastName,
    profilePicture: null,
    headline,
    summary,
    city: city.name,
    country: country.name,
    countryCode: country.code,
    currentTitle: last.title,
    currentCompanyId: currentCompany.id,
    currentCompany: currentCompany.name,
    seniority: last.level,
    jobFunction: fnKey,
    industry: currentCompany.industry,
    experienceMonths,
    skills,
    socialProfiles,
    workExperiences,
    academicCredentials: credentials,
    source: 'local',
  };

  const companyIds: number[] = [];
  const industries: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const c = roles[i].company;
    if (!companyIds.includes(c.id)) companyIds.push(c.id);
    if (!industries.includes(c.industry)) industries.push(c.industry);
  }

  const career: CareerStep[] = [];
  for (let i = n - 1; i >= 0; i--)
    career.push({
      jobFunction: roles[i].ft.fn.key,
      seniority: roles[i].level,
      companyId: roles[i].company.id,
      switched: roles[i].switched,
    });

  return { profile, contacts, search: profileSearchRow(profile, { companyIds, industries }), career, namePool: pool.key };
}

/** Months between two 'YYYY-MM' strings (end null = the reference month). */
export function monthsBetween(start: string, end: string | null): number {
  return (end === null ? REF : monthIndex(end)) - monthIndex(start);
}
