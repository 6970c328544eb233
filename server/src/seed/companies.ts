import { reservedDomains } from './reserved';
import { VOCABULARY, type Country } from '../modules/vocabulary';
import { COMPANY_NAME_PARTS, INSTITUTION_NAME_FORMS, PLACE_WORDS, SAINTS } from './company-names';
import { COUNTRY_INDEX, COUNTRY_TABLES, POOL_TABLES } from './country-tables';
import { cumulative, Rng } from './rng';
import { compact } from './text';

/**
 * The generated companies (about 2,000 per seed: the vocabulary's curated ten, then generated names
 * and domains) and how a profile picks its employers among them, weighted by head count.
 */

export interface GeneratedCompany {
  id: number;
  name: string;
  domain: string;
  industry: string;
  size: string;
  countryCode: string;
}

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10001+'] as const;
const SIZE_WEIGHTS = [6, 18, 26, 18, 12, 11, 5, 4];
/** Hospitals, schools and hotel groups are seldom tiny. */
const INSTITUTION_SIZE_WEIGHTS = [1, 4, 10, 14, 14, 14, 6, 4];
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
  // Institutions (also one of each per country, see generateCompanies)
  hospitals: 4,
  education: 4,
  legal_services: 3,
  hospitality: 4,
  construction: 4,
};
/** The professions' employers: every country has at least one of each, named in their own way (company-names.ts). */
const INSTITUTIONS = Object.keys(INSTITUTION_NAME_FORMS);

/**
 * How much likelier people of a function work in an industry than its head count says: the
 * professions mostly at their institutions (nurses at hospitals, chefs at hotels and restaurants,
 * some lawyers in-house), the business functions seldom at institutions.
 */
const AFFINITY: Record<string, { others: number; industries: Record<string, number> }> = {
  nursing: { others: 0.02, industries: { hospitals: 40, healthcare: 4, insurance: 0.5, education: 0.5, biotech: 0.5 } },
  clinical: { others: 0.02, industries: { hospitals: 30, healthcare: 6, biotech: 3, insurance: 0.5, ecommerce: 0.3 } },
  education: { others: 0.02, industries: { education: 40, edtech: 4 } },
  legal: {
    others: 0.25,
    industries: {
      legal_services: 30,
      legal: 2,
      banking: 1.5,
      fintech: 1,
      insurance: 1.5,
      consulting: 1,
      real_estate: 1,
      hospitals: 0.2,
      education: 0.2,
    },
  },
  hospitality: { others: 0.02, industries: { hospitality: 40, food: 6, travel: 6 } },
  trades: {
    others: 0.02,
    industries: { construction: 25, manufacturing: 4, energy: 4, real_estate: 3, automotive: 1, telecommunications: 1 },
  },
  leadership: { others: 1, industries: { hospitals: 0.5, education: 0.5, legal_services: 0.5, hospitality: 0.5, construction: 0.5 } },
};
/** Professions whose people seldom work for an employer abroad (a nurse works at a hospital where she lives). */
const LOCAL_FUNCTIONS = new Set(['nursing', 'clinical', 'education', 'legal', 'hospitality', 'trades']);
const BUSINESS_AFFINITY = {
  others: 1,
  industries: { hospitals: 0.2, education: 0.2, legal_services: 0.2, hospitality: 0.2, construction: 0.2 },
};
/** Affinity of a function for an industry (1 = as head count says). */
export function industryAffinity(functionKey: string, industry: string): number {
  const a = AFFINITY[functionKey] ?? BUSINESS_AFFINITY;
  return (a.industries as Record<string, number>)[industry] ?? a.others;
}
const INDUSTRY_TLD: Record<string, string> = {
  ai: 'ai',
  saas: 'io',
  fintech: 'io',
  cybersecurity: 'io',
  gaming: 'gg',
  healthcare: 'health',
  ecommerce: 'shop',
};

function fill(form: string, rng: Rng, country: Country): string {
  const pool = POOL_TABLES[rng.pick(COUNTRY_TABLES[COUNTRY_INDEX.get(country.code) ?? 0].poolIndices)];
  let name = form
    .replace('{place}', rng.pick(PLACE_WORDS))
    .replace('{saint}', rng.pick(SAINTS))
    .replace('{surname}', rng.pick(pool.lastNames))
    .replace('{surname2}', rng.pick(pool.lastNames));
  if (country.code !== 'US') name = name.replace(' Center', ' Centre');
  return name;
}

/** A name and domain for an institution of `industry` in `country`, unique among `names` and `domains`. */
function institutionName(rng: Rng, industry: string, country: Country, names: Set<string>, domains: Set<string>): [string, string] | null {
  const forms = INSTITUTION_NAME_FORMS[industry];
  for (let attempt = 0; attempt < 20; attempt++) {
    let name = fill(rng.pick(forms), rng, country);
    if (/^(.+) & \1\b/.test(name)) continue; // not 'Smith & Smith'
    if (names.has(name.toLowerCase())) name = `${name} ${rng.pick(country.cities).name}`;
    if (names.has(name.toLowerCase())) continue;
    const base = compact(name);
    const cc = country.code.toLowerCase();
    const academic = /University|College/.test(name);
    let tld: string;
    if (industry === 'hospitals') tld = rng.chance(0.6) ? 'org' : cc === 'us' ? 'com' : cc === 'gb' ? 'org.uk' : cc;
    else if (industry === 'education')
      tld = academic ? (cc === 'us' ? 'edu' : cc === 'gb' ? 'ac.uk' : `edu.${cc}`) : cc === 'us' ? 'org' : cc === 'gb' ? 'sch.uk' : cc;
    else if (industry === 'legal_services')
      tld = rng.chance(0.3) ? 'law' : cc === 'us' || rng.chance(0.5) ? 'com' : cc === 'gb' ? 'co.uk' : cc;
    else tld = cc === 'us' || rng.chance(0.5) ? 'com' : cc === 'gb' ? 'co.uk' : cc;
    const domain = `${base}.${tld}`;
    if (domains.has(domain)) continue;
    return [name, domain];
  }
  return null;
}

/**
 * About 2,000 companies: the curated ten (ids 1..10), then one institution of each kind per country
 * (a hospital, a school, a law firm, a hotel group, a builder), then generated names and domains.
 */
export function generateCompanies(seed: number, total = 2000): GeneratedCompany[] {
  const curated = VOCABULARY.curatedCompanies;
  const { prefixes, suffixes } = COMPANY_NAME_PARTS;
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
  const institutionSizeCum = cumulative(INSTITUTION_SIZE_WEIGHTS);
  const extraWords = ['Global', 'Digital', 'One', 'Prime', 'Next', 'Hub', 'Works', 'HQ'];
  const add = (name: string, domain: string, industry: string, countryCode: string) => {
    names.add(name.toLowerCase());
    domains.add(domain);
    const size = COMPANY_SIZES[rng.weighted(INSTITUTION_NAME_FORMS[industry] ? institutionSizeCum : sizeCum)];
    companies.push({ id: companies.length + 1, name, domain, industry, size, countryCode });
  };

  for (const country of countries)
    for (const industry of INSTITUTIONS) {
      const named = institutionName(rng, industry, country, names, domains);
      if (named && companies.length < total) add(named[0], named[1], industry, country.code);
    }

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
    if (INSTITUTION_NAME_FORMS[industry]) {
      const named = institutionName(rng, industry, country, names, domains);
      if (named) add(named[0], named[1], industry, country.code);
      continue;
    }
    const base = compact(name);
    const roll = rng.next();
    let tld = roll < 0.55 ? 'com' : roll < 0.75 ? (INDUSTRY_TLD[industry] ?? 'io') : roll < 0.9 ? country.code.toLowerCase() : 'co';
    if (tld === 'gb') tld = 'co.uk';
    if (tld === 'us') tld = 'com';
    let domain = `${base}.${tld}`;
    if (domains.has(domain)) domain = `${base}${country.code.toLowerCase()}.${tld}`;
    if (domains.has(domain)) continue;
    add(name, domain, industry, country.code);
  }
  // Drawn as real-looking domains (the draws decide the rest of the sample), stored under `.example`.
  const reserved = reservedDomains(companies.map((c) => c.domain));
  return companies.map((c, i) => ({ ...c, domain: reserved[i] }));
}

// ---------------------------------------------------------------------------------------------
// Picking employers (per company list)
// ---------------------------------------------------------------------------------------------

interface CompanyPick {
  ids: Int32Array;
  cum: Float64Array;
}
export interface CompanyContext {
  companies: GeneratedCompany[];
  byId: GeneratedCompany[];
  all: CompanyPick;
  byCountry: Map<string, CompanyPick>;
  byIndustry: Map<string, CompanyPick>;
  /** Per function: all companies, and those of each country, weighted by head count times the function's affinity. */
  byFunction: Map<string, CompanyPick>;
  byFunctionCountry: Map<string, CompanyPick>;
}

const contexts = new WeakMap<readonly GeneratedCompany[], CompanyContext>();

function makePick(list: GeneratedCompany[], weight: (c: GeneratedCompany) => number): CompanyPick {
  return { ids: Int32Array.from(list.map((c) => c.id)), cum: cumulative(list.map(weight)) };
}

/** The lookups of a company list, prepared once per list (kept while the list lives). */
export function contextFor(companies: readonly GeneratedCompany[]): CompanyContext {
  let ctx = contexts.get(companies);
  if (ctx) return ctx;
  const list = [...companies];
  const weight = (c: GeneratedCompany) =>
    (SIZE_HEADCOUNT[COMPANY_SIZES.indexOf(c.size as (typeof COMPANY_SIZES)[number])] ?? 2) * (c.id <= 10 ? 4 : 1);
  const byId: GeneratedCompany[] = [];
  for (const c of list) byId[c.id] = c;
  const group = (
    key: (c: GeneratedCompany) => string,
    w: (c: GeneratedCompany) => number = weight,
    into = new Map<string, CompanyPick>(),
  ) => {
    const groups = new Map<string, GeneratedCompany[]>();
    for (const c of list) {
      const k = key(c);
      let g = groups.get(k);
      if (!g) groups.set(k, (g = []));
      g.push(c);
    }
    for (const [k, g] of groups) into.set(k, makePick(g, w));
    return into;
  };
  const byFunction = new Map<string, CompanyPick>();
  const byFunctionCountry = new Map<string, CompanyPick>();
  for (const fn of VOCABULARY.functions) {
    const w = (c: GeneratedCompany) => weight(c) * industryAffinity(fn.key, c.industry);
    byFunction.set(fn.key, makePick(list, w));
    const perCountry = group((c) => c.countryCode, w);
    for (const [cc, pick] of perCountry) byFunctionCountry.set(`${fn.key}|${cc}`, pick);
  }
  ctx = {
    companies: list,
    byId,
    all: makePick(list, weight),
    byCountry: group((c) => c.countryCode),
    byIndustry: group((c) => c.industry),
    byFunction,
    byFunctionCountry,
  };
  contexts.set(companies, ctx);
  return ctx;
}

/**
 * An employer for a role in a function: 3 in 10 in the previous employer's industry (when there is
 * one and it suits the function), else mostly in the person's country, else anywhere; weighted by
 * head count and by how well the industry suits the function (industryAffinity).
 */
export function pickCompany(
  rng: Rng,
  ctx: CompanyContext,
  functionKey: string,
  countryCode: string,
  industry: string | null,
  level: number,
): GeneratedCompany {
  const roll = rng.next();
  let pick: CompanyPick | undefined;
  if (industry && roll < 0.3 && industryAffinity(functionKey, industry) >= 0.5) pick = ctx.byIndustry.get(industry);
  else if (roll < (LOCAL_FUNCTIONS.has(functionKey) ? 0.98 : 0.85)) pick = ctx.byFunctionCountry.get(`${functionKey}|${countryCode}`);
  pick ??= ctx.byFunction.get(functionKey) ?? ctx.all;
  // Executives spread evenly over companies rather than by head count (over those that suit the function).
  if (level >= 6 && rng.chance(0.6)) {
    const c = ctx.byId[pick.ids[rng.int(pick.ids.length)]];
    if (industryAffinity(functionKey, c.industry) >= 0.5) return c;
  }
  return ctx.byId[pick.ids[rng.weighted(pick.cum)]];
}
