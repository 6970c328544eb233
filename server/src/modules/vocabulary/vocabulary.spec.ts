import { nearbyCities, SENIORITY_LEVELS, VOCABULARY } from '.';

const countryByCode = new Map(VOCABULARY.countries.map((c) => [c.code, c]));
const functionByKey = new Map(VOCABULARY.functions.map((f) => [f.key, f]));

/** Every title a function can have at a level (patterns with each specialisation). */
function titlesAt(fnKey: string, level: number): Set<string> {
  const fn = functionByKey.get(fnKey)!;
  const patterns = fn.ladder[SENIORITY_LEVELS[level]] ?? [];
  return new Set(patterns.flatMap((p) => fn.specialisations.map((s) => p.replace('{s}', s))));
}

describe('vocabulary', () => {
  it('has the seventeen functions with ladders over the seniority levels', () => {
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
      'nursing',
      'clinical',
      'education',
      'legal',
      'hospitality',
      'trades',
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

  it('has the professions a staffing recruiter fills, with their usual titles', () => {
    for (const [fn, level, title] of [
      ['nursing', 1, 'Registered Nurse'],
      ['nursing', 1, 'ICU Nurse'],
      ['nursing', 2, 'Nurse Practitioner'],
      ['nursing', 3, 'Charge Nurse'],
      ['nursing', 4, 'Nurse Manager'],
      ['nursing', 5, 'Director of Nursing'],
      ['nursing', 7, 'Chief Nursing Officer'],
      ['clinical', 1, 'Pharmacist'],
      ['clinical', 1, 'Physical Therapist'],
      ['education', 1, 'Mathematics Teacher'],
      ['education', 1, 'Special Education Teacher'],
      ['education', 1, 'Lecturer in History'],
      ['education', 3, 'Professor of Science'],
      ['education', 4, 'Head of Department'],
      ['education', 5, 'Head Teacher'],
      ['education', 0, 'Teaching Assistant'],
      ['legal', 0, 'Paralegal'],
      ['legal', 1, 'Attorney'],
      ['legal', 1, 'Solicitor'],
      ['legal', 2, 'Senior Associate'],
      ['legal', 3, 'Senior Counsel'],
      ['legal', 5, 'Partner'],
      ['legal', 7, 'General Counsel'],
      ['hospitality', 0, 'Front Desk Agent'],
      ['hospitality', 1, 'Line Cook'],
      ['hospitality', 3, 'Sous Chef'],
      ['hospitality', 5, 'Head Chef'],
      ['hospitality', 5, 'Executive Chef'],
      ['hospitality', 4, 'Restaurant Manager'],
      ['hospitality', 5, 'Hotel General Manager'],
      ['hospitality', 3, 'Housekeeping Supervisor'],
      ['hospitality', 1, 'Event Coordinator'],
      ['trades', 0, 'Apprentice Electrician'],
      ['trades', 1, 'Journeyman Electrician'],
      ['trades', 3, 'Master Electrician'],
      ['trades', 1, 'Plumber'],
      ['trades', 1, 'HVAC Technician'],
      ['trades', 1, 'Welder'],
      ['trades', 4, 'Site Supervisor'],
      ['trades', 4, 'Construction Manager'],
      ['finance', 1, 'Staff Accountant'],
      ['finance', 1, 'Auditor'],
      ['finance', 4, 'Tax Manager'],
      ['finance', 4, 'Controller'],
      ['operations', 1, 'Project Manager'],
      ['operations', 1, 'Buyer'],
      ['operations', 4, 'Warehouse Manager'],
      ['operations', 4, 'Supply Chain Manager'],
    ] as const)
      expect([fn, level, title, titlesAt(fn, level).has(title)]).toEqual([fn, level, title, true]);
    const industries = new Set(VOCABULARY.industries.map((i) => i.key));
    for (const k of ['hospitals', 'education', 'legal_services', 'hospitality', 'construction']) expect(industries.has(k)).toBe(true);
    // Schools and hotels have their own industries: their words moved from edtech and travel.
    const industry = (k: string) => VOCABULARY.industries.find((i) => i.key === k)!;
    expect(industry('edtech').aliases).not.toContain('education');
    expect(industry('travel').aliases).not.toContain('hospitality');
    expect(industry('hospitality').aliases).toEqual(expect.arrayContaining(['hotels', 'restaurants']));
    expect(industry('legal_services').aliases).toEqual(expect.arrayContaining(['law firm', 'law firms']));
    expect(VOCABULARY.fieldsOfStudy).toEqual(expect.arrayContaining(['Nursing', 'Law', 'Education', 'Medicine']));
  });

  it('knows which cities are near each other, both ways, within a country', () => {
    expect(nearbyCities('US', 'San Francisco')).toEqual(expect.arrayContaining(['Oakland', 'San Jose', 'Palo Alto']));
    expect(nearbyCities('US', 'SF')).toEqual(nearbyCities('US', 'San Francisco'));
    expect(nearbyCities('DE', 'Berlin')).toEqual(['Potsdam']);
    expect(nearbyCities('NL', 'Amsterdam')).toEqual(expect.arrayContaining(['Rotterdam', 'Utrecht', 'The Hague']));
    expect(nearbyCities('IN', 'Bombay')).toEqual(expect.arrayContaining(['Navi Mumbai', 'Thane']));
    expect(nearbyCities('US', 'Austin')).toEqual([]);
    expect(nearbyCities('US', 'Atlantis')).toEqual([]);
    expect(nearbyCities('XX', 'Berlin')).toEqual([]);
    for (const country of VOCABULARY.countries)
      for (const city of country.cities) {
        const near = nearbyCities(country.code, city.name);
        expect(near).not.toContain(city.name);
        for (const other of near) {
          expect(country.cities.some((c) => c.name === other)).toBe(true);
          expect(nearbyCities(country.code, other)).toContain(city.name);
        }
        for (const n of city.near ?? [])
          expect([country.code, n, country.cities.some((c) => c.name === n)]).toEqual([country.code, n, true]);
      }
  });

  it('has 35+ countries with cities, calling codes and phone formats, and the aliases people type', () => {
    expect(VOCABULARY.countries.length).toBeGreaterThanOrEqual(35);
    for (const c of VOCABULARY.countries) {
      expect(c.cities.length).toBeGreaterThanOrEqual(1);
      expect(c.cities.length).toBeLessThanOrEqual(13); // the US with its satellite cities
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
