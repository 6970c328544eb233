import { VOCABULARY } from '../modules/vocabulary';
import { COMPANY_NAME_PARTS } from './company-names';
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

/** An employer for a role: 3 in 10 in the previous employer's industry (when there is one), else mostly in the person's country, else anywhere. */
export function pickCompany(rng: Rng, ctx: CompanyContext, countryCode: string, industry: string | null, level: number): GeneratedCompany {
  const roll = rng.next();
  let pick: CompanyPick | undefined;
  if (industry && roll < 0.3) pick = ctx.byIndustry.get(industry);
  else if (roll < 0.85) pick = ctx.byCountry.get(countryCode);
  pick ??= ctx.all;
  // Executives spread evenly over companies rather than by head count.
  const i = level >= 6 && rng.chance(0.6) ? rng.int(pick.ids.length) : rng.weighted(pick.cum);
  return ctx.byId[pick.ids[i]];
}
