import { VOCABULARY, type Country, type School } from '../modules/vocabulary';
import { COUNTRY_NAME_POOLS, NAME_POOLS } from './name-pools';
import { cumulative } from './rng';
import { compact, slug } from './text';

/**
 * Where generated people live and what they are called: per country of the vocabulary its city
 * weights, locations, name pools, schools and personal e-mail domains; per name pool the names with
 * their username and e-mail forms. Prepared once, when the module loads.
 */

export interface CountryTables {
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
export const COUNTRY_TABLES: CountryTables[] = VOCABULARY.countries.map((country) => {
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
export const COUNTRY_CUM = cumulative(VOCABULARY.countries.map((c) => c.weight));
export const COUNTRY_INDEX = new Map(VOCABULARY.countries.map((c, i) => [c.code, i]));

export interface PoolTables {
  key: string;
  firstNames: string[];
  lastNames: string[];
  firstSlugs: string[];
  lastSlugs: string[];
  firstCompact: string[];
  lastCompact: string[];
}
export const POOL_TABLES: PoolTables[] = NAME_POOLS.map((p) => ({
  key: p.key,
  firstNames: p.firstNames,
  lastNames: p.lastNames,
  firstSlugs: p.firstNames.map(slug),
  lastSlugs: p.lastNames.map(slug),
  firstCompact: p.firstNames.map(compact),
  lastCompact: p.lastNames.map(compact),
}));
