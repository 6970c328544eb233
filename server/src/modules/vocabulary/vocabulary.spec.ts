import { SENIORITY_LEVELS, VOCABULARY } from '.';

const countryByCode = new Map(VOCABULARY.countries.map((c) => [c.code, c]));
const functionByKey = new Map(VOCABULARY.functions.map((f) => [f.key, f]));

/** Every title a function can have at a level (patterns with each specialisation). */
function titlesAt(fnKey: string, level: number): Set<string> {
  const fn = functionByKey.get(fnKey)!;
  const patterns = fn.ladder[SENIORITY_LEVELS[level]] ?? [];
  return new Set(patterns.flatMap((p) => fn.specialisations.map((s) => p.replace('{s}', s))));
}

describe('vocabulary', () => {
  it('has the eleven functions with ladders over the seniority levels', () => {
    expect(VOCABULARY.functions.map((f) => f.key)).toEqual([
      'engineering',
      'product',
      'design',
      'data',
      'sales',
      'marketing',
      'customer_success',
      'people',
      'finance',
      'operations',
      'leadership',
    ]);
    for (const fn of VOCABULARY.functions) {
      const levels = Object.keys(fn.ladder);
      if (fn.key === 'leadership') expect(levels.sort()).toEqual(['director', 'executive', 'vp']);
      else expect(levels.sort()).toEqual([...SENIORITY_LEVELS].sort());
      expect(fn.skills.length).toBeGreaterThanOrEqual(20);
      expect(fn.skills.length).toBeLessThanOrEqual(40);
      expect(new Set(fn.skills).size).toBe(fn.skills.length);
      expect(fn.roleWords.length).toBeGreaterThan(0);
    }
    expect(titlesAt('engineering', 0).has('Junior Backend Engineer')).toBe(true);
    expect(titlesAt('engineering', 3).has('Staff Backend Engineer')).toBe(true);
    expect(titlesAt('engineering', 7).has('CTO')).toBe(true);
    expect(titlesAt('sales', 0).has('Sales Development Representative')).toBe(true);
    expect(titlesAt('sales', 7).has('Chief Revenue Officer')).toBe(true);
    expect(titlesAt('people', 6).has('VP People')).toBe(true);
    const eng = functionByKey.get('engineering')!;
    for (const s of ['Backend', 'Frontend', 'Full-Stack', 'Mobile', 'DevOps', 'Platform', 'Data', 'Machine Learning', 'Security', 'QA'])
      expect(eng.specialisations).toContain(s);
    for (const s of [
      'Kubernetes',
      'Docker',
      'Go',
      'Java',
      'Python',
      'TypeScript',
      'React',
      'Node.js',
      'AWS',
      'Terraform',
      'PostgreSQL',
      'Kafka',
      'Rust',
    ])
      expect(eng.skills).toContain(s);
  });

  it('has 35+ countries with cities, calling codes and phone formats, and the aliases people type', () => {
    expect(VOCABULARY.countries.length).toBeGreaterThanOrEqual(35);
    for (const c of VOCABULARY.countries) {
      expect(c.cities.length).toBeGreaterThanOrEqual(1);
      expect(c.cities.length).toBeLessThanOrEqual(8);
      expect(c.callingCode).toMatch(/^\d{1,3}$/);
      expect(c.phoneFormat).toContain('#');
    }
    const city = (code: string, name: string) => countryByCode.get(code)!.cities.find((c) => c.name === name);
    expect(city('US', 'New York')!.aliases).toEqual(expect.arrayContaining(['NYC', 'New York City']));
    expect(city('US', 'San Francisco')!.aliases).toContain('SF');
    expect(city('IN', 'Bangalore')!.aliases).toContain('Bengaluru');
    expect(city('BR', 'São Paulo')!.aliases).toContain('Sao Paulo');
    expect(city('CH', 'Zurich')!.aliases).toContain('Zürich');
    expect(countryByCode.get('GB')!.name).toBe('United Kingdom');
    expect(countryByCode.get('GB')!.aliases).toContain('UK');
    expect(countryByCode.get('US')!.aliases).toEqual(expect.arrayContaining(['USA', 'America']));
  });

  it('has industries, schools and degrees', () => {
    expect(VOCABULARY.industries.find((i) => i.key === 'fintech')!.aliases).toEqual(
      expect.arrayContaining(['financial technology', 'payments']),
    );
    expect(VOCABULARY.schools.length).toBeGreaterThanOrEqual(60);
    expect(VOCABULARY.schools.find((s) => s.name === 'Massachusetts Institute of Technology')!.aliases).toContain('MIT');
    expect(VOCABULARY.degrees.map((d) => d.level)).toEqual(expect.arrayContaining(['bachelor', 'master', 'mba', 'phd']));
  });
});
