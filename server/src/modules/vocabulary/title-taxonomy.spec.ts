import { SENIORITY_LEVELS, VOCABULARY } from '.';
import {
  ADJACENT_FUNCTIONS,
  classifyTitle,
  familiesNamedBy,
  familyClaims,
  holdsTitle,
  ladderClasses,
  TITLE_FAMILIES,
  titleFamily,
  titleHead,
  titleSynonyms,
} from './title-taxonomy';

/** Every title a ladder gives: function, level, specialisation and the pattern it came from. */
const LADDER = VOCABULARY.functions.flatMap((fn) =>
  SENIORITY_LEVELS.flatMap((level, levelIndex) =>
    (fn.ladder[level] ?? []).flatMap((pattern) =>
      fn.specialisations
        .filter((spec) => holdsTitle(fn, pattern, spec))
        .map((spec) => ({ fn, level, levelIndex, spec, pattern, title: pattern.replace('{s}', spec) })),
    ),
  ),
);

describe('title families in the vocabulary', () => {
  it('put every title a ladder gives in exactly one family', () => {
    const problems: string[] = [];
    for (const t of LADDER) {
      const claims = familyClaims(t.fn, t.level, t.spec, t.pattern);
      if (claims.length !== 1)
        problems.push(`${t.fn.key} ${t.level} ${t.spec} '${t.pattern}': ${claims.map((f) => f.key).join(', ') || 'none'}`);
    }
    expect(problems).toEqual([]);
  });

  it('give every specialisation a title at every level of its function, and every pattern a holder', () => {
    for (const fn of VOCABULARY.functions)
      for (const level of SENIORITY_LEVELS) {
        const patterns = fn.ladder[level] ?? [];
        for (const spec of fn.specialisations)
          if (patterns.length > 0)
            expect([fn.key, level, spec, patterns.some((p) => holdsTitle(fn, p, spec))]).toEqual([fn.key, level, spec, true]);
        for (const p of patterns) expect([fn.key, p, fn.specialisations.some((s) => holdsTitle(fn, p, s))]).toEqual([fn.key, p, true]);
      }
  });

  it('name only ladder patterns and specialisations of their function', () => {
    for (const fn of VOCABULARY.functions) {
      const patterns = new Set(SENIORITY_LEVELS.flatMap((l) => fn.ladder[l] ?? []));
      for (const f of fn.families) {
        for (const t of f.titles ?? []) expect([f.key, t, patterns.has(t)]).toEqual([f.key, t, true]);
        for (const s of f.specialisations ?? []) expect(fn.specialisations).toContain(s);
      }
      for (const [p, specs] of Object.entries(fn.heldBy ?? {})) {
        expect([fn.key, p, patterns.has(p)]).toEqual([fn.key, p, true]);
        for (const s of specs) expect(fn.specialisations).toContain(s);
      }
    }
  });

  it('have unique keys, lower-case names, and a family per function', () => {
    expect(new Set(TITLE_FAMILIES.map((f) => f.key)).size).toBe(TITLE_FAMILIES.length);
    for (const f of TITLE_FAMILIES) {
      expect(f.key).toMatch(/^[a-z_]+$/);
      for (const n of f.names) expect(n).toBe(n.toLowerCase().trim());
      expect(VOCABULARY.functions.some((fn) => fn.key === f.functionKey)).toBe(true);
    }
    for (const fn of VOCABULARY.functions) expect(fn.families.length).toBeGreaterThan(0);
    // 'Data Engineer' of the data function joins the engineering family.
    expect(titleFamily('data_engineer')).toMatchObject({ functionKey: 'engineering' });
    // A generic word names no family.
    const allNames = TITLE_FAMILIES.flatMap((f) => f.names);
    for (const generic of ['engineer', 'manager', 'director', 'lead', 'senior', 'analyst', 'specialist', 'associate', 'partner'])
      expect(allNames).not.toContain(generic);
  });
});

describe('classifyTitle', () => {
  it('gives every ladder title its own function, level and family', () => {
    const problems: string[] = [];
    for (const t of LADDER) {
      const family = familyClaims(t.fn, t.level, t.spec, t.pattern)[0].key;
      const c = classifyTitle(t.title);
      const own = ladderClasses(t.title);
      // A title in two functions ('Data Engineer') is in one family at one level: any of its classes will do.
      const ok =
        c !== null &&
        own.some((o) => o.functionKey === c.functionKey && o.level === c.level && o.family === c.family) &&
        own.some((o) => o.functionKey === t.fn.key && o.level === t.levelIndex && o.family === family) &&
        c.level === t.levelIndex &&
        c.family === family;
      if (!ok) problems.push(`${t.title}: ${JSON.stringify(c)}`);
      if (c && c.functionKey === t.fn.key && t.pattern.includes('{s}') && own.length === 1) expect(c.specialisation).toBe(t.spec);
    }
    expect(problems).toEqual([]);
  });

  it('only ever finds a title in two functions when they mean the same family and level', () => {
    for (const t of LADDER) {
      const own = ladderClasses(t.title);
      expect(new Set(own.map((o) => `${o.family}/${o.level}`)).size).toBe(1);
    }
  });

  it('reads titles from elsewhere by their words and level prefixes', () => {
    const cls = (t: string) => {
      const c = classifyTitle(t);
      return c && [c.family, c.functionKey, SENIORITY_LEVELS[c.level], c.specialisation];
    };
    expect(cls('Senior Backend Engineer')).toEqual(['software_engineer', 'engineering', 'senior', 'Backend']);
    expect(cls('Staff Software Engineer, Platform')).toEqual(['software_engineer', 'engineering', 'lead', 'Platform']);
    expect(cls('Sr. Back-End Developer')).toEqual(['software_engineer', 'engineering', 'senior', 'Backend']);
    expect(cls('Software Engineer III')).toEqual(['software_engineer', 'engineering', 'senior', null]);
    expect(cls('fullstack engineer')).toEqual(['software_engineer', 'engineering', 'mid', 'Full-Stack']);
    expect(cls('SRE')).toEqual(['devops_engineer', 'engineering', 'mid', 'Site Reliability']);
    expect(cls('VP Engineering')).toEqual(['engineering_leader', 'engineering', 'vp', null]);
    expect(cls('Chief Information Officer')?.slice(0, 3)).toEqual(['engineering_leader', 'engineering', 'executive']);
    expect(cls('RN')).toEqual(['registered_nurse', 'nursing', 'mid', null]);
    expect(cls('ICU RN')).toEqual(['registered_nurse', 'nursing', 'mid', 'ICU']);
    expect(cls('Travel Nurse')?.slice(0, 3)).toEqual(['registered_nurse', 'nursing', 'mid']);
    expect(cls('Head of Talent Acquisition')).toEqual(['talent_acquisition_leader', 'people', 'director', null]);
    expect(cls('Head of TA')).toEqual(['talent_acquisition_leader', 'people', 'director', null]);
    expect(cls('Talent Acquisition Partner')?.slice(0, 2)).toEqual(['recruiter', 'people']);
    expect(cls('Technical Recruiter at Google')).toEqual(['recruiter', 'people', 'mid', 'Technical']);
    expect(cls('Sous Chef')).toEqual(['chef', 'hospitality', 'lead', null]);
    expect(cls('Head Chef')?.slice(0, 2)).toEqual(['chef', 'hospitality']);
    expect(cls('Journeyman Electrician')).toEqual(['electrician', 'trades', 'mid', 'Electrician']);
    expect(cls('Senior Physiotherapist')).toEqual(['physical_therapist', 'clinical', 'senior', 'Physical Therapist']);
    expect(cls('Clinical Pharmacist')?.slice(0, 3)).toEqual(['pharmacist', 'clinical', 'mid']);
    expect(cls('High School Science Teacher')).toEqual(['teacher', 'education', 'mid', 'Science']);
    expect(cls('Corporate Lawyer')).toEqual(['lawyer', 'legal', 'mid', 'Corporate']);
    expect(cls('General Counsel')).toEqual(['general_counsel', 'legal', 'executive', null]);
    expect(cls('Tax Manager')).toEqual(['finance_manager', 'finance', 'manager', 'Tax']);
    expect(cls('Construction Project Manager')?.slice(0, 2)).toEqual(['project_manager', 'operations']);
    expect(cls('Customer Service Representative')?.slice(0, 2)).toEqual(['customer_support', 'customer_success']);
    expect(cls('CEO & Founder')?.slice(0, 3)).toEqual(['general_manager', 'leadership', 'executive']);
    expect(cls('Astronaut')).toBeNull();
    expect(cls('')).toBeNull();
  });

  it('takes the head of talent acquisition as a real ladder title', () => {
    expect(VOCABULARY.functions.find((f) => f.key === 'people')!.ladder.director).toContain('Head of Talent Acquisition');
    expect(ladderClasses('head of talent acquisition')).toEqual([
      { family: 'talent_acquisition_leader', functionKey: 'people', level: 5, specialisation: null },
    ]);
  });

  it.each([
    ['Business Development Manager', 'an engineering manager'],
    ['Deal Desk Manager', 'a chef'],
    ['Help Desk Technician', 'a hotel receptionist'],
    ['Scrum Master', 'an electrician'],
    ['Systems Administrator', 'a school leader'],
    ['Salesforce Administrator', 'a school leader'],
    ['Intern', 'a designer'],
    ['Owner', 'a product manager'],
    ['Board Member', 'a lecturer'],
    ['Medical Assistant', 'a physician'],
    ['Call Center Agent', 'an operations manager'],
    ['Social Worker', 'a warehouse worker'],
    ['Senior Mechanical Engineer', 'a software engineer'],
    ['Civil Engineer', 'a software engineer'],
    ['Management Consultant', 'a product leader'],
    ['Media Buyer', 'a procurement specialist'],
    ['Community Health Worker', 'a warehouse worker'],
    ['Support Worker', 'a warehouse worker'],
    ['Real Estate Agent', 'a customer support agent'],
    ['Insurance Agent', 'a customer support agent'],
    ['Machine Operator', 'a machine learning engineer'],
    ['Lab Technician', 'a radiographer'],
    ['Veterinary Technician', 'a radiographer'],
    ['Pharmacy Technician', 'a pharmacist'],
    ['IT Technician', 'a software engineer'],
    ['Physician Assistant', 'a physician'],
    ['Network Engineer', 'a software engineer'],
    ['Data Protection Officer', 'a data engineer'],
    ['Corporate Development Manager', 'an engineering manager'],
    ['Executive Assistant to the CEO', 'a chief executive'],
    ['Chief of Staff to the CEO', 'a chief executive'],
    ["Founder's Associate", 'a chief executive'],
    ['Flight Attendant', 'a housekeeper'],
    ['Research Assistant', 'a data scientist'],
    ['Retail Sales Associate', 'an account executive'],
  ])('gives %s no family (its words made it %s)', (title) => {
    expect(classifyTitle(title)).toBeNull();
  });

  it("places an intern of a field at the entry level of the field's function, and an intern of no field in none", () => {
    expect(classifyTitle('Marketing Intern')).toMatchObject({ functionKey: 'marketing', level: 0 });
    expect(classifyTitle('Sales Intern')).toMatchObject({ functionKey: 'sales', level: 0 });
    expect(classifyTitle('Design Intern')).toMatchObject({ family: 'designer', level: 0 });
    expect(classifyTitle('Summer Intern')).toBeNull();
  });

  it.each([
    ['Software Engineer - Payments', 'Software Engineer'],
    ['Account Executive | Mid-Market', 'Account Executive'],
    ['Head of Sales – EMEA', 'Head of Sales'],
    ['Data Scientist @ Acme (Remote)', 'Data Scientist'],
    ['Engineer at Finly', 'Engineer'],
    ['Nurse (ICU)', 'Nurse'],
    ['Director of R&D (Europe) - Pharma', 'Director of R&D'],
    ['Software Engineer, Backend', 'Software Engineer, Backend'],
    ['VP, Eng', 'VP, Eng'],
    ['Co-Founder', 'Co-Founder'],
    ['(Stealth)', '(Stealth)'],
    ['Executive Assistant to the CEO', 'Executive Assistant'],
    ['Chief of Staff to the Founders', 'Chief of Staff'],
    ['Head of Go To Market', 'Head of Go To Market'],
  ])('takes %j for the role %j', (title, head) => {
    expect(titleHead(title)).toBe(head);
  });

  it('still places the titles beside those it knows', () => {
    expect(classifyTitle('Senior Business Development Representative')).toMatchObject({ functionKey: 'sales' });
    expect(classifyTitle('School Administrator')).toMatchObject({ family: 'school_leader' });
    expect(classifyTitle('Product Owner')).toMatchObject({ family: 'product_manager' });
    expect(classifyTitle('Front Desk Agent')).toMatchObject({ functionKey: 'hospitality' });
    expect(classifyTitle('Senior Warehouse Worker')).toMatchObject({ family: 'warehouse_worker', level: 2 });
    expect(classifyTitle('Customer Service Agent')).toMatchObject({ family: 'customer_support' });
    expect(classifyTitle('Sales Agent')).toMatchObject({ functionKey: 'sales' });
    expect(classifyTitle('Machine Learning Engineer')).toMatchObject({ family: 'ml_engineer' });
    expect(classifyTitle('Radiology Technician')).toMatchObject({ family: 'radiographer' });
  });
});

describe('familiesNamedBy', () => {
  it('reads families from whole names, plurals, spellings and abbreviations', () => {
    expect(familiesNamedBy('software engineers')).toEqual(['software_engineer']);
    expect(familiesNamedBy('Developer')).toEqual(['software_engineer']);
    expect(familiesNamedBy('developers')).toEqual(['software_engineer']);
    expect(familiesNamedBy('SWEs')).toEqual(['software_engineer']);
    expect(familiesNamedBy('nurses')).toEqual(['registered_nurse']);
    expect(familiesNamedBy('RNs')).toEqual(['registered_nurse']);
    expect(familiesNamedBy('attorneys')).toEqual(['lawyer']);
    expect(familiesNamedBy('teachers')).toEqual(['teacher']);
    expect(familiesNamedBy('chefs')).toEqual(['chef']);
    expect(familiesNamedBy('electricians')).toEqual(['electrician']);
    expect(familiesNamedBy('Data Engineers')).toEqual(['data_engineer']);
    expect(familiesNamedBy('in-house counsel')).toEqual(['legal_counsel']);
    expect(familiesNamedBy('in house counsel')).toEqual(['legal_counsel']);
    expect(familiesNamedBy('dev-ops engineers')).toEqual(['devops_engineer']);
  });

  it('names no family for a specialisation title or a bare function word', () => {
    expect(familiesNamedBy('backend engineer')).toEqual([]);
    expect(familiesNamedBy('full-stack engineers')).toEqual([]);
    expect(familiesNamedBy('sous chefs')).toEqual([]);
    expect(familiesNamedBy('engineer')).toEqual([]);
    expect(familiesNamedBy('engineers')).toEqual([]);
    expect(familiesNamedBy('manager')).toEqual([]);
    expect(familiesNamedBy('')).toEqual([]);
  });
});

describe('titleSynonyms', () => {
  it('gives the phrase first, then its other spellings', () => {
    expect(titleSynonyms('backend engineer')[0]).toBe('backend engineer');
    expect(titleSynonyms('backend engineer')).toEqual(
      expect.arrayContaining(['backend developer', 'back-end engineer', 'back end engineer']),
    );
    expect(titleSynonyms('Full-Stack Developer')).toEqual(expect.arrayContaining(['full stack developer', 'fullstack engineer']));
    expect(titleSynonyms('rn')).toEqual(['rn', 'registered nurse']);
    expect(titleSynonyms('head of ta')).toEqual(['head of ta', 'head of talent acquisition']);
    expect(titleSynonyms('sre')).toEqual(expect.arrayContaining(['sre', 'site reliability engineer']));
    expect(titleSynonyms('vp sales')).toEqual(expect.arrayContaining(['vp sales', 'vp of sales', 'vice president of sales']));
    expect(titleSynonyms('director of sales')).toEqual(expect.arrayContaining(['sales director']));
    expect(titleSynonyms('cto')).toEqual(['cto', 'chief technology officer']);
    expect(titleSynonyms('physiotherapist')).toEqual(['physiotherapist', 'physical therapist']);
    // 'data engineer' is not a 'data developer'
    expect(titleSynonyms('data engineer')).toEqual(['data engineer']);
    expect(titleSynonyms('')).toEqual([]);
  });
});

describe('ADJACENT_FUNCTIONS', () => {
  it('lists known functions for every function, never the function itself', () => {
    const keys = VOCABULARY.functions.map((f) => f.key);
    expect(Object.keys(ADJACENT_FUNCTIONS).sort()).toEqual([...keys].sort());
    for (const [k, list] of Object.entries(ADJACENT_FUNCTIONS)) {
      expect(list.length).toBeGreaterThan(0);
      expect(list).not.toContain(k);
      for (const other of list) expect(keys).toContain(other);
    }
    expect(ADJACENT_FUNCTIONS.engineering).toEqual(expect.arrayContaining(['data', 'operations']));
  });
});
