import { VOCABULARY } from '../modules/vocabulary';
import { COUNTRY_NAME_POOLS, NAME_POOLS } from './name-pools';

describe('name pools', () => {
  it('has name pools for many regions', () => {
    expect(NAME_POOLS.length).toBeGreaterThanOrEqual(12);
    for (const p of NAME_POOLS) {
      expect(p.firstNames.length).toBeGreaterThanOrEqual(40);
      expect(p.lastNames.length).toBeGreaterThanOrEqual(40);
    }
  });

  it('gives every country of the vocabulary name pools that exist', () => {
    for (const c of VOCABULARY.countries) {
      expect(COUNTRY_NAME_POOLS[c.code]?.length).toBeGreaterThan(0);
      for (const pool of COUNTRY_NAME_POOLS[c.code]) expect(NAME_POOLS.some((p) => p.key === pool)).toBe(true);
    }
    expect(Object.keys(COUNTRY_NAME_POOLS).sort()).toEqual(VOCABULARY.countries.map((c) => c.code).sort());
  });
});
