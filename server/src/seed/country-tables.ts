import { PERSONAL_SAMPLE_DOMAINS } from './reserved';
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
    // Personal addresses on the domains reserved for examples (seed/reserved.ts): never a real mailbox.
    personalDomains: [...PERSONAL_SAMPLE_DOMAINS],
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
