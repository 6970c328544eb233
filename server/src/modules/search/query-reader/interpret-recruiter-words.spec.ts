import { VOCABULARY } from '../../vocabulary';
import { keywordExprToText } from './boolean-query';
import { interpret, type InterpretContext } from './index';

/**
 * The words recruiters use beyond role and place (interpret.spec.ts has the core): countries,
 * areas and regions, personal traits left out, whom a role serves, headcounts and ladder numerals,
 * job phrases kept whole, companies without their legal form and groups of companies.
 */

/** The curated companies (ids 1..10) and a few of an imported index. */
const COMPANIES = VOCABULARY.curatedCompanies.map((c, i) => ({ id: i + 1, name: c.name, industry: c.industry }));
const ctx: InterpretContext = { vocabulary: VOCABULARY, companies: COMPANIES };
const read = (q: string) => interpret(q, ctx);

describe("the query reader on recruiters' words", () => {
  describe('places beyond the vocabulary', () => {
    const places = (q: string) =>
      read(q)
        .spans.filter((s) => s.kind === 'location')
        .map((s) => s.label);
    const codes = (q: string) =>
      read(q)
        .locations.map((l) => l.countryCode)
        .sort();

    it('reads any country of the world by its name, after a place word or capitalised', () => {
      expect(places('software engineers in hungary')).toEqual(['Hungary']);
      expect(codes('Vietnam engineers')).toEqual(['VN']);
      expect(codes('devs in the Czech Republic')).toEqual(['CZ']);
      // A name that is as often a person's ('Jordan') or a word ('Chad') needs the place word.
      expect(places('Jordan Smith engineer')).toEqual([]);
      expect(places('nurses in Jordan')).toEqual(['Jordan']);
    });

    it("reads an area as its countries, under the area's one chip", () => {
      expect(places('engineers in DACH')).toEqual(['DACH']);
      expect(codes('engineers in DACH')).toEqual(['AT', 'CH', 'DE']);
      expect(codes('designers in the Nordics')).toEqual(['DK', 'FI', 'IS', 'NO', 'SE']);
      expect(codes('marketing in UK&I')).toEqual(['GB', 'IE']);
      expect(read('developers in Latin America').locations.every((l) => l.area === 'LATAM')).toBe(true);
      expect(codes('developers in Latin America')).toEqual(expect.arrayContaining(['AR', 'BR', 'MX']));
      expect(codes('product managers in APAC')).toEqual(expect.arrayContaining(['AU', 'IN', 'JP', 'SG']));
      // 'EMEA' is no typo of 'EMBA' (an Executive MBA).
      const emea = read('sales in EMEA');
      expect(emea.degrees).toEqual([]);
      expect(emea.corrected).toBeUndefined();
      expect(emea.locations.map((l) => l.countryCode)).toEqual(expect.arrayContaining(['DE', 'AE', 'ZA', 'NG', 'GB']));
      // Short names that are words need their capitals or a place word.
      expect(places('SEA sales')).toEqual(['Southeast Asia']);
      expect(places('sea food chef')).toEqual([]);
      expect(places('eu engineers')).toEqual([]);
      expect(places('engineers in the EU')).toEqual(['European Union']);
    });

    it("reads a country's region as its cities, capitalised or after a place word", () => {
      expect(places('nurses in texas')).toEqual(['Texas']);
      expect(places('Texas nurses')).toEqual(['Texas']);
      const texas = read('nurses in Texas').locations;
      expect(texas.map((l) => l.city)).toEqual(expect.arrayContaining(['Austin', 'Houston', 'Dallas']));
      expect(texas.every((l) => l.countryCode === 'US' && l.area === 'Texas')).toBe(true);
      expect(read('software engineers in Bavaria').locations.map((l) => l.city)).toEqual(expect.arrayContaining(['Munich', 'Nuremberg']));
      expect(places('devs in NRW')).toEqual(['North Rhine-Westphalia']);
      // 'New York' is the city; the state by its own name.
      expect(places('engineers in New York')).toEqual(['New York, United States']);
      expect(places('engineers in New York State')).toEqual(['New York State']);
      // A name that is as often a person's needs the place word.
      expect(places('Virginia Woolf scholar')).toEqual([]);
      expect(places('engineers in Virginia')).toEqual(['Virginia']);
    });

    it('reads a language or a nationality as the word it is, not as a typo of a country', () => {
      for (const q of ['customer success manager fluent German', 'Israeli engineers', 'Nigerian nurses']) {
        const r = read(q);
        expect([q, r.locations, r.corrected]).toEqual([q, [], undefined]);
      }
      // A country mistyped is still read as the country.
      expect(places('recrutier in Germny')).toEqual(['Germany']);
    });

    it('rules an area or a country out by its countries', () => {
      const r = read('engineers not in Europe');
      expect(r.locations).toEqual([]);
      expect(r.exclusions.locations.map((l) => l.countryCode)).toEqual(expect.arrayContaining(['DE', 'FR', 'GB', 'PL']));
      expect(r.spans.find((s) => s.kind === 'location')).toMatchObject({ label: 'Not in Europe', excludes: true });
      expect(read('engineers not in Hungary').exclusions.locations).toEqual([{ countryCode: 'HU', label: 'Hungary' }]);
    });
  });

  describe('personal traits', () => {
    it('leaves out gender, age and the like where they describe the people asked for, and says which', () => {
      const female = read('female software engineers in Berlin');
      expect(female.leftOut).toEqual(['female']);
      expect(female.keywords).toBeNull();
      expect(female.titles.length).toBeGreaterThan(0);
      expect(female.locations.map((l) => l.city)).toEqual(['Berlin']);
      expect(read('young marketing managers under 30').leftOut).toEqual(['young', 'under 30']);
      expect(read('young female engineers').leftOut).toEqual(['young', 'female']);
      expect(read('engineers who are women').leftOut).toEqual(['women']);
      expect(read('women in engineering leadership').leftOut).toEqual(['women']);
      expect(read('marketing managers, female').leftOut).toEqual(['female']);
      expect(read('nurses aged 25-35').leftOut).toEqual(['aged 25-35']);
      expect(read('developers in their 20s').leftOut).toEqual(['in their 20s']);
      expect(read('30 year old designers').leftOut).toEqual(['30 year old']);
      expect(read('recruiters under 30 in Berlin').leftOut).toEqual(['under 30']);
      for (const q of ['male nurses in London', 'hispanic accountants', 'gay engineers']) expect(read(q).keywords).toBeNull();
    });

    it('keeps the same words where they are something else', () => {
      for (const q of [
        'black box testing engineer',
        'single sign on engineers',
        "women's health nurse",
        'white hat hacker',
        'Six Sigma black belt engineer',
        'Christian Dior sales associate',
        'old school engineers',
        '"female" engineers',
        'sales managers over 50 employees',
      ]) {
        const r = read(q);
        expect([q, r.leftOut]).toEqual([q, undefined]);
        expect(r.keywords).not.toBeNull();
      }
      // Years of experience stay years.
      for (const [q, years] of [
        ['engineers under 3 years', { yearsMax: 2 }],
        ['engineers with over 10 years', { yearsMin: 10 }],
      ] as const) {
        expect(read(q)).toMatchObject(years);
        expect(read(q).leftOut).toBeUndefined();
      }
    });
  });

  it('reads whom a role serves as part of the role, not as the title asked for', () => {
    const titles = (q: string) => read(q).titles;
    for (const q of [
      'chief of staff to the CEO',
      'executive assistant to CEO',
      'engineering manager reporting to the CTO',
      'EA to founders in London',
    ])
      expect([q, titles(q).some((t) => /ceo|cto|founder/i.test(t))]).toEqual([q, false]);
    expect(read('engineering manager reporting to the CTO').spans.map((s) => s.label)).toEqual(['Engineering Manager']);
    // The executive asked for by their own title is read as ever.
    expect(titles('CEO for fintech startups').length).toBeGreaterThan(0);
    expect(titles('CFO for the board').length).toBeGreaterThan(0);
  });

  it('reads a headcount, a ladder numeral and an abbreviated field beside a role as part of the role', () => {
    const read3 = read('I need 3 product designers in Lisbon');
    expect(read3.keywords).toBeNull();
    expect(read3.spans.map((s) => s.kind)).toEqual(['title', 'location']);
    for (const q of ['software engineer II', 'Software Engineer III in London', 'Analyst 3'])
      expect([q, read(q).keywords]).toEqual([q, null]);
    // 'VP of Eng' leads engineering; 'Eng' alone is still an engineer.
    expect(read('VP of Eng').functions).toEqual(['engineering']);
    expect(read('VP Eng').titles).toEqual([]);
    expect(read('senior eng').titles.length).toBeGreaterThan(0);
    // Numbers elsewhere keep their meaning.
    expect(read('5 years engineers').yearsMin).toBe(5);
    expect(read('engineers in 3 cities').keywords).not.toBeNull();
  });

  it('keeps job phrases whole, also after a cue', () => {
    for (const [q, phrase] of [
      ['candidates with security clearance', '"security clearance"'],
      ['recruiters open to work', '"open to work"'],
    ] as const) {
      const r = read(q);
      expect([q, keywordExprToText(r.keywords!)]).toEqual([q, phrase]);
      expect(r.pastIndustries).toEqual([]);
    }
  });

  it('reads a company by its name without the legal form, capitalised or after a cue', () => {
    const withForms: InterpretContext = {
      vocabulary: VOCABULARY,
      companies: [
        ...COMPANIES,
        { id: 50, name: 'Mckinsey & Company', industry: 'consulting' },
        { id: 51, name: 'Globex Corp', industry: 'saas' },
      ],
    };
    const companyOf = (q: string) =>
      interpret(q, withForms).spans.find((s) => s.kind === 'currentCompany' || s.kind === 'pastCompany')?.label;
    expect(companyOf('engineering managers at McKinsey')).toBe('at Mckinsey & Company');
    expect(companyOf('ex-McKinsey product managers')).toBe('ex-Mckinsey & Company');
    expect(companyOf('engineers at globex')).toBe('at Globex Corp');
    // Lower case without a cue it stays a word; a name of the vocabulary is never shortened into one.
    expect(companyOf('globex engineers')).toBeUndefined();
  });

  it("reads a group of companies recruiters name as one as the index's companies of the group", () => {
    const big: InterpretContext = {
      vocabulary: VOCABULARY,
      companies: [
        ...COMPANIES,
        { id: 60, name: 'Google', industry: 'internet' },
        { id: 61, name: 'Meta', industry: 'internet' },
        { id: 62, name: 'Deloitte', industry: 'consulting' },
        { id: 63, name: 'KPMG LLP', industry: 'consulting' },
      ],
    };
    const ex = interpret('ex-FAANG engineers in London', big);
    expect(ex.pastCompanies.map((c) => c.id).sort()).toEqual([60, 61]);
    expect(ex.spans.find((s) => s.kind === 'pastCompany')?.label).toBe('ex-FAANG');
    expect(
      interpret('Big 4 accountants', big)
        .currentCompanies.map((c) => c.id)
        .sort(),
    ).toEqual([62, 63]);
    const not = interpret('accountants not at Big Four', big);
    expect(not.exclusions.currentCompanies.map((c) => c.id).sort()).toEqual([62, 63]);
    expect(not.spans.find((s) => s.excludes)?.label).toBe('Not at Big Four');
    // A group none of whose companies the index holds is left to the words.
    expect(interpret('MBB consultants', big).currentCompanies).toEqual([]);
  });

  it('reads a level and every level above it', () => {
    const dir = read('director and above in marketing');
    expect(dir.seniorities).toEqual(['director', 'vp', 'executive']);
    expect(dir.keywords).toBeNull();
    expect(dir.spans.map((s) => [s.label, s.text])).toEqual([
      ['Director and above', 'director and above'],
      ['Marketing', 'in marketing'],
    ]);
    expect(read('manager level or higher in finance').seniorities).toEqual(['manager', 'director', 'vp', 'executive']);
    expect(read('senior or above engineers').seniorities[0]).toBe('senior');
    expect(read('VP+ sales').seniorities).toEqual(['vp', 'executive']);
    expect(read('C++ developers').skills).toEqual(['c++']);
    // 'and' between two levels still lists them.
    expect(read('senior and lead engineers').seniorities).toEqual(['senior', 'lead']);
  });
});
