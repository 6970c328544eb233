import { SENIORITY_LEVELS } from '../vocabulary';
import { readPhone, readPlace, readTitle, readTitleLevel } from './readings';

/**
 * Titles and places as data providers and people write them (abbreviated, lower-case as PDL
 * delivers them, in German, French, Spanish and Dutch, with job-ad tags), and what a recruiter
 * takes them to mean: the function and level of the title taxonomy, the city and country of the
 * place vocabulary.
 */

// [as written, function, level]
const TITLES: Array<[string, string, (typeof SENIORITY_LEVELS)[number]]> = [
  ['Sr. SWE II', 'engineering', 'senior'],
  ['Software Engineer III', 'engineering', 'senior'],
  ['software engineer', 'engineering', 'mid'],
  ['Senior Software Engineer', 'engineering', 'senior'],
  ['Staff Software Engineer', 'engineering', 'lead'],
  ['Principal Engineer', 'engineering', 'lead'],
  ['Jr. Developer', 'engineering', 'entry'],
  ['Junior Software Developer', 'engineering', 'entry'],
  ['Software Engineering Intern', 'engineering', 'entry'],
  ['Full Stack Developer', 'engineering', 'mid'],
  ['Frontend Engineer', 'engineering', 'mid'],
  ['Sr Backend Engineer', 'engineering', 'senior'],
  ['Lead Developer', 'engineering', 'lead'],
  ['Tech Lead', 'engineering', 'lead'],
  ['Engineering Manager', 'engineering', 'manager'],
  ['Sr. Engineering Manager', 'engineering', 'manager'],
  ['Director of Engineering', 'engineering', 'director'],
  ['Dir. Engineering', 'engineering', 'director'],
  ['VP, Eng', 'engineering', 'vp'],
  ['VP Engineering', 'engineering', 'vp'],
  ['SVP Engineering', 'engineering', 'vp'],
  ['CTO', 'engineering', 'executive'],
  ['Chief Technology Officer', 'engineering', 'executive'],
  ['DevOps Engineer', 'engineering', 'mid'],
  ['Site Reliability Engineer', 'engineering', 'mid'],
  ['SRE II', 'engineering', 'mid'],
  ['QA Engineer', 'engineering', 'mid'],
  ['Mobile Developer (iOS)', 'engineering', 'mid'],
  ['Android Engineer', 'engineering', 'mid'],
  ['Machine Learning Engineer', 'engineering', 'mid'],
  ['Data Engineer', 'engineering', 'mid'],
  ['software engineer ii', 'engineering', 'mid'],
  ['senior software engineer, backend', 'engineering', 'senior'],
  ['Softwareentwickler', 'engineering', 'mid'],
  ['Senior Softwareentwickler', 'engineering', 'senior'],
  ['Ingénieur logiciel', 'engineering', 'mid'],
  ['Développeur Full Stack', 'engineering', 'mid'],
  ['Ingeniero de Software', 'engineering', 'mid'],
  ['Desarrollador Senior', 'engineering', 'senior'],
  ['Ontwikkelaar', 'engineering', 'mid'],
  ['Software Ontwikkelaar', 'engineering', 'mid'],
  ['Data Scientist', 'data', 'mid'],
  ['Senior Data Scientist', 'data', 'senior'],
  ['Data Analyst', 'data', 'mid'],
  ['Sr. Data Analyst', 'data', 'senior'],
  ['Head of Data', 'data', 'director'],
  ['Director of Data Science', 'data', 'director'],
  ['Business Intelligence Analyst', 'data', 'mid'],
  ['Analytics Manager', 'data', 'manager'],
  ['Product Manager', 'product', 'mid'],
  ['Sr. PM', 'product', 'senior'],
  ['Senior Product Manager', 'product', 'senior'],
  ['Group Product Manager', 'product', 'manager'],
  ['Director of Product', 'product', 'director'],
  ['VP Product', 'product', 'vp'],
  ['Head of Product', 'product', 'director'],
  ['Chief Product Officer', 'product', 'executive'],
  ['Product Owner', 'product', 'mid'],
  ['Associate Product Manager', 'product', 'entry'],
  ['UX Designer', 'design', 'mid'],
  ['Senior UX Designer', 'design', 'senior'],
  ['Product Designer', 'design', 'mid'],
  ['Lead Product Designer', 'design', 'lead'],
  ['Design Manager', 'design', 'manager'],
  ['Head of Design', 'design', 'director'],
  ['UI/UX Designer', 'design', 'mid'],
  ['Graphic Designer', 'design', 'mid'],
  ['Account Executive', 'sales', 'mid'],
  ['Sr. Account Executive', 'sales', 'senior'],
  ['Enterprise Account Executive', 'sales', 'mid'],
  ['SDR', 'sales', 'entry'],
  ['Sales Development Representative', 'sales', 'entry'],
  ['BDR', 'sales', 'entry'],
  ['Business Development Representative', 'sales', 'entry'],
  ['Sales Manager', 'sales', 'manager'],
  ['Regional Sales Manager', 'sales', 'manager'],
  ['Director of Sales', 'sales', 'director'],
  ['VP Sales', 'sales', 'vp'],
  ['VP, Sales', 'sales', 'vp'],
  ['Chief Revenue Officer', 'sales', 'executive'],
  ['Head of Sales EMEA', 'sales', 'director'],
  ['Account Manager', 'sales', 'mid'],
  ['Key Account Manager', 'sales', 'mid'],
  ['Leiter Vertrieb', 'sales', 'director'],
  ['Vertriebsleiter', 'sales', 'director'],
  ['Directeur commercial', 'sales', 'director'],
  ['Gerente de ventas', 'sales', 'manager'],
  ['Verkoopmanager', 'sales', 'manager'],
  ['Marketing Manager', 'marketing', 'manager'],
  ['Sr. Marketing Manager', 'marketing', 'manager'],
  ['Content Marketing Manager', 'marketing', 'manager'],
  ['Digital Marketing Specialist', 'marketing', 'mid'],
  ['Growth Marketer', 'marketing', 'mid'],
  ['Head of Marketing', 'marketing', 'director'],
  ['VP Marketing', 'marketing', 'vp'],
  ['CMO', 'marketing', 'executive'],
  ['Mktg Coordinator', 'marketing', 'entry'],
  ['Product Marketing Manager', 'marketing', 'manager'],
  ['SEO Specialist', 'marketing', 'mid'],
  ['Brand Manager', 'marketing', 'manager'],
  // Go-to-market roles whose words point elsewhere: 'development' (engineering), 'desk' (a kitchen), 'media'.
  ['Business Development Manager', 'sales', 'manager'],
  ['Director, Business Development', 'sales', 'director'],
  ['VP Business Development', 'sales', 'vp'],
  ['Business Development Representative', 'sales', 'entry'],
  ['Head of Partnerships', 'sales', 'director'],
  ['Channel Partner Manager', 'sales', 'manager'],
  ['Alliances Manager', 'sales', 'manager'],
  ['People Partner Lead', 'people', 'lead'],
  // An intern is at the entry level of the field's function (every one of them was a designer).
  ['Marketing Intern', 'marketing', 'entry'],
  ['HR Intern', 'people', 'entry'],
  ['Finance Intern', 'finance', 'entry'],
  ['Product Management Intern', 'product', 'entry'],
  ['Deal Desk Manager', 'operations', 'manager'],
  ['Director of Demand Generation', 'marketing', 'director'],
  ['Demand Gen Manager', 'marketing', 'manager'],
  ['Social Media Manager', 'marketing', 'manager'],
  ['Community Manager', 'marketing', 'manager'],
  ['PR Manager', 'marketing', 'manager'],
  ['Head of Communications', 'marketing', 'director'],
  ['Solutions Engineer', 'sales', 'mid'],
  ['Senior Presales Engineer', 'sales', 'senior'],
  ['Penetration Tester', 'engineering', 'mid'],
  ['Learning & Development Manager', 'people', 'manager'],
  ['Head of L&D', 'people', 'director'],
  ['Power BI Developer', 'data', 'mid'],
  ['Copywriter', 'marketing', 'mid'],
  ['Creative Director', 'design', 'director'],
  ['Technical Support Engineer', 'customer_success', 'entry'],
  ['Revenue Accountant', 'finance', 'mid'],
  ['Investor Relations Manager', 'finance', 'manager'],
  ['Event Manager', 'hospitality', 'manager'],
  ['Compensation Analyst', 'people', 'mid'],
  ['Benefits Administrator', 'people', 'mid'],
  ['Customer Success Manager', 'customer_success', 'mid'],
  ['Sr. Customer Success Manager', 'customer_success', 'senior'],
  ['Head of Customer Success', 'customer_success', 'director'],
  ['Customer Support Specialist', 'customer_success', 'entry'],
  ['Recruiter', 'people', 'mid'],
  ['Senior Technical Recruiter', 'people', 'senior'],
  ['Talent Acquisition Partner', 'people', 'mid'],
  ['TA Manager', 'people', 'manager'],
  ['Head of Ppl Ops', 'people', 'director'],
  ['HR Business Partner', 'people', 'mid'],
  ['HRBP', 'people', 'mid'],
  ['Head of Talent', 'people', 'director'],
  ['Chief People Officer', 'people', 'executive'],
  ['CHRO', 'people', 'executive'],
  ['People Operations Manager', 'people', 'manager'],
  ['Personalleiter', 'people', 'director'],
  ['Accountant', 'finance', 'mid'],
  ['Senior Accountant', 'finance', 'senior'],
  ['Financial Analyst', 'finance', 'mid'],
  ['FP&A Manager', 'finance', 'manager'],
  ['Controller', 'finance', 'manager'],
  ['Finance Director', 'finance', 'director'],
  ['CFO', 'finance', 'executive'],
  ['VP Finance', 'finance', 'vp'],
  ['Chief Financial Officer', 'finance', 'executive'],
  ['Operations Manager', 'operations', 'manager'],
  ['Head of Operations', 'operations', 'director'],
  ['COO', 'operations', 'executive'],
  ['Project Manager', 'operations', 'mid'],
  ['Program Manager', 'operations', 'lead'],
  ['Chef de projet', 'operations', 'mid'],
  ['Projectleider', 'operations', 'mid'],
  ['Supply Chain Manager', 'operations', 'manager'],
  ['Office Manager', 'operations', 'manager'],
  ['Front Office Manager', 'hospitality', 'manager'],
  ['CEO', 'leadership', 'executive'],
  ['co-founder and chief executive officer', 'leadership', 'executive'],
  ['Founder & CEO', 'leadership', 'executive'],
  ['Managing Director', 'leadership', 'director'],
  ['Geschäftsführer', 'leadership', 'executive'],
  ['General Manager', 'leadership', 'director'],
  ['President', 'leadership', 'executive'],
  ['RN', 'nursing', 'mid'],
  ['Registered Nurse', 'nursing', 'mid'],
  ['Verpleegkundige', 'nursing', 'mid'],
  ['Charge Nurse', 'nursing', 'lead'],
  ['Nurse Practitioner', 'nursing', 'senior'],
  ['Physician', 'clinical', 'mid'],
  ['Pharmacist', 'clinical', 'mid'],
  ['Teacher', 'education', 'mid'],
  ['High School Math Teacher', 'education', 'mid'],
  ['Professor', 'education', 'mid'],
  ['Attorney', 'legal', 'mid'],
  ['General Counsel', 'legal', 'executive'],
  ['Paralegal', 'legal', 'entry'],
  ['Chef', 'hospitality', 'mid'],
  ['Sous Chef', 'hospitality', 'lead'],
  ['Electrician', 'trades', 'mid'],
  ['Plumber', 'trades', 'mid'],
  ['Responsable marketing', 'marketing', 'manager'],
  ['Directora de Marketing', 'marketing', 'director'],
  ['Jefe de Ventas', 'sales', 'director'],
  ['Gerente de Proyecto', 'operations', 'mid'],
  ['Teamleiter Softwareentwicklung', 'engineering', 'lead'],
  ['Marketingmanager', 'marketing', 'manager'],
  ['Personalreferentin', 'people', 'mid'],
  ['Ingénieur DevOps', 'engineering', 'mid'],
  ['Chargé de recrutement', 'people', 'mid'],
  ['Reclutadora', 'people', 'mid'],
  ['Recruiter (m/w/d)', 'people', 'mid'],
  ['Senior Java Developer (m/w/d)', 'engineering', 'senior'],
  // Feminine forms, as women write their titles in French, Spanish and Portuguese.
  ['Développeuse Logicielle', 'engineering', 'mid'],
  ['Développeuse web senior', 'engineering', 'senior'],
  ['Ingénieure logicielle', 'engineering', 'mid'],
  ['Directrice commerciale', 'sales', 'director'],
  ['Ingeniera de Software', 'engineering', 'mid'],
  ['Jefa de Ventas', 'sales', 'director'],
  ['Engenheira de Software', 'engineering', 'mid'],
  ['Desenvolvedora', 'engineering', 'mid'],
  ['Infirmière', 'nursing', 'mid'],
  ['Enfermera', 'nursing', 'mid'],
  ['Enfermeira', 'nursing', 'mid'],
  ['Krankenschwester', 'nursing', 'mid'],
  ['Gesundheits- und Krankenpflegerin', 'nursing', 'mid'],
];

// [as written, city ('' for a country or region alone), country code]
const PLACES: Array<[string, string, string]> = [
  ['SF Bay Area', 'San Francisco', 'US'],
  ['San Francisco Bay Area', 'San Francisco', 'US'],
  ['Greater London', 'London', 'GB'],
  ['London Area, United Kingdom', 'London', 'GB'],
  ['london, england, united kingdom', 'London', 'GB'],
  ['München', 'Munich', 'DE'],
  ['Muenchen, Bayern', 'Munich', 'DE'],
  ['münchen, bayern, germany', 'Munich', 'DE'],
  ['NYC', 'New York', 'US'],
  ['New York City Metropolitan Area', 'New York', 'US'],
  ['new york, new york, united states', 'New York', 'US'],
  ['Brooklyn, NY', 'New York', 'US'],
  ['san francisco, california, united states', 'San Francisco', 'US'],
  ['Greater Seattle Area', 'Seattle', 'US'],
  ['Austin, Texas Metropolitan Area', 'Austin', 'US'],
  ['Greater Boston', 'Boston', 'US'],
  ['Los Angeles Metropolitan Area', 'Los Angeles', 'US'],
  ['Denver, Colorado, United States', 'Denver', 'US'],
  ['California, United States', '', 'US'],
  ['United States', '', 'US'],
  ['USA', '', 'US'],
  ['Bavaria, Germany', '', 'DE'],
  ['Germany', '', 'DE'],
  ['Berlin, Germany', 'Berlin', 'DE'],
  ['Berlin Metropolitan Area', 'Berlin', 'DE'],
  ['Frankfurt am Main, Hessen, Deutschland', 'Frankfurt', 'DE'],
  ['Köln', 'Cologne', 'DE'],
  ['Hamburg Area', 'Hamburg', 'DE'],
  ['Greater Paris Metropolitan Region', 'Paris', 'FR'],
  ['Paris, Île-de-France, France', 'Paris', 'FR'],
  ['Lyon, Auvergne-Rhône-Alpes', 'Lyon', 'FR'],
  ['France', '', 'FR'],
  ['Île-de-France, France', '', 'FR'],
  ['Amsterdam Area', 'Amsterdam', 'NL'],
  ['Den Haag', 'The Hague', 'NL'],
  ['Utrecht, Netherlands', 'Utrecht', 'NL'],
  ['Madrid, Comunidad de Madrid, España', 'Madrid', 'ES'],
  ['Barcelona, Catalonia, Spain', 'Barcelona', 'ES'],
  ['Sevilla', 'Seville', 'ES'],
  ['Spain', '', 'ES'],
  ['Bengaluru, Karnataka, India', 'Bangalore', 'IN'],
  ['Bangalore Urban', 'Bangalore', 'IN'],
  ['Gurugram, Haryana', 'Delhi', 'IN'],
  ['Mumbai Metropolitan Region', 'Mumbai', 'IN'],
  ['Toronto, Ontario, Canada', 'Toronto', 'CA'],
  ['Greater Toronto Area', 'Toronto', 'CA'],
  ['Montréal, Québec', 'Montreal', 'CA'],
  ['Vancouver, British Columbia', 'Vancouver', 'CA'],
  ['Sydney NSW', 'Sydney', 'AU'],
  ['Greater Sydney Area', 'Sydney', 'AU'],
  ['Melbourne, Victoria, Australia', 'Melbourne', 'AU'],
  ['Singapore', 'Singapore', 'SG'],
  ['Dubai, United Arab Emirates', 'Dubai', 'AE'],
  ['Zürich', 'Zurich', 'CH'],
  ['Geneva, Switzerland', 'Geneva', 'CH'],
  ['Dublin, County Dublin, Ireland', 'Dublin', 'IE'],
  ['Tel Aviv-Yafo', 'Tel Aviv', 'IL'],
  ['Warszawa', 'Warsaw', 'PL'],
  ['Kraków, Małopolskie, Poland', 'Kraków', 'PL'],
  ['Wien', 'Vienna', 'AT'],
  ['Stockholm, Sweden', 'Stockholm', 'SE'],
  ['København', 'Copenhagen', 'DK'],
  ['São Paulo, Brazil', 'São Paulo', 'BR'],
  ['Sao Paulo Area', 'São Paulo', 'BR'],
  ['Ciudad de México', 'Mexico City', 'MX'],
  ['CDMX', 'Mexico City', 'MX'],
  ['Milano, Lombardia', 'Milan', 'IT'],
  ['Lisboa, Portugal', 'Lisbon', 'PT'],
  ['Tokyo, Japan', 'Tokyo', 'JP'],
  ['Hong Kong SAR', 'Hong Kong', 'HK'],
];

describe('titles as written', () => {
  it('has at least 150 of them', () => expect(TITLES.length).toBeGreaterThanOrEqual(150));

  it.each(TITLES)('%s: %s, %s', (title, functionKey, level) => {
    const reading = readTitle(title);
    expect(reading && { functionKey: reading.functionKey, level: SENIORITY_LEVELS[reading.level] }).toEqual({ functionKey, level });
  });

  it('reads nothing into a title that says nothing', () => {
    expect(readTitle('')).toBeNull();
    expect(readTitle('   ')).toBeNull();
  });

  it("reads a LinkedIn headline's title, not the topics after it", () => {
    expect(readTitle('Senior Software Engineer | Cloud | AI')).toMatchObject({ family: 'software_engineer', functionKey: 'engineering' });
    expect(readTitle('Data Scientist @ Finly | Python')).toMatchObject({ family: 'data_scientist' });
  });

  it('takes a student for no job of the taxonomy (not a teacher), and a student teacher for one', () => {
    for (const title of ['Student', 'PhD Student', 'Student at MIT', 'Working Student', 'Werkstudentin Marketing', 'Étudiante'])
      expect(readTitle(title)).toBeNull();
    expect(readTitle('Student Teacher')).toMatchObject({ functionKey: 'education' });
  });

  // [as written, level]: titles of no family the taxonomy knows, whose words still state a level.
  it.each<[string, string | null]>([
    ['Quantum Knitting Lead', 'lead'],
    ['quantum knitting lead', 'lead'],
    ['Sr. Vibes Curator', 'senior'],
    ['Head of Vibes', 'director'],
    ['Chief Happiness Officer', 'executive'],
    ['Junior Balloon Artist', 'entry'],
    ['Quantum Knitter', null],
    ['', null],
  ])('states its level without a family: %s -> %s', (title, level) => {
    const l = readTitleLevel(title);
    expect(l === null ? null : SENIORITY_LEVELS[l]).toBe(level);
  });

  it('gives a title the taxonomy knows its level', () => {
    expect(SENIORITY_LEVELS[readTitleLevel('Sr. SWE II')!]).toBe('senior');
    expect(SENIORITY_LEVELS[readTitleLevel('Head of Data')!]).toBe('director');
  });
});

describe('places as written', () => {
  it('has at least 60 of them', () => expect(PLACES.length).toBeGreaterThanOrEqual(60));

  it.each(PLACES)('%s: %s (%s)', (written, city, countryCode) => {
    expect(readPlace(written)).toMatchObject({ city, countryCode });
  });

  it('keeps a city the vocabulary does not know as written, in the country beside it', () => {
    expect(readPlace('leipzig, saxony, germany')).toEqual({ city: 'Leipzig', country: 'Germany', countryCode: 'DE', region: 'Saxony' });
  });

  it('knows a country the vocabulary does not by its English name, and leaves a US state that is one alone', () => {
    expect(readPlace('budapest, hungary')).toEqual({ city: 'Budapest', country: 'Hungary', countryCode: 'HU' });
    expect(readPlace('Reykjavík, Capital Region, Iceland')).toEqual({ city: 'Reykjavík', country: 'Iceland', countryCode: 'IS' });
    expect(readPlace('Sarajevo, Bosnia and Herzegovina')).toMatchObject({ city: 'Sarajevo', countryCode: 'BA' });
    expect(readPlace('Peru')).toEqual({ city: '', country: 'Peru', countryCode: 'PE' });
    expect(readPlace('Lima', 'peru')).toEqual({ city: 'Lima', country: 'Peru', countryCode: 'PE' });
    // Georgia the country is not read by its name alone (Atlanta's state is as often meant).
    expect(readPlace('Tbilisi, Georgia')).toEqual({ city: 'Tbilisi', country: 'Georgia', countryCode: '' });
    expect(readPlace('Springfield, IN')).toMatchObject({ countryCode: 'IN' }); // a city no region lists: the vocabulary's code, as before
  });

  it("reads a region's city with the region's name or postal code before a country the code may also be", () => {
    const us = { country: 'United States', countryCode: 'US' };
    expect(readPlace('San Diego, CA')).toEqual({ city: 'San Diego', ...us, region: 'California' }); // not Canada
    expect(readPlace('Chicago, IL')).toEqual({ city: 'Chicago', ...us, region: 'Illinois' }); // not Israel
    expect(readPlace('Indianapolis, IN')).toEqual({ city: 'Indianapolis', ...us, region: 'Indiana' }); // not India
    expect(readPlace('Wilmington, DE')).toEqual({ city: 'Wilmington', ...us, region: 'Delaware' }); // not Germany
    expect(readPlace('Atlanta, Georgia')).toEqual({ city: 'Atlanta', ...us, region: 'Georgia' });
    expect(readPlace('Washington, DC')).toEqual({ city: 'Washington', ...us, region: 'District of Columbia' });
    expect(readPlace('Houston, Texas')).toEqual({ city: 'Houston', ...us, region: 'Texas' });
    expect(readPlace('Toronto, CA')).toMatchObject({ city: 'Toronto', countryCode: 'CA' });
    expect(readPlace('Bogotá, CO')).toMatchObject({ countryCode: 'CO' });
    expect(readPlace('London, ON, Canada')).toMatchObject({ city: 'London', countryCode: 'CA' });
    expect(readPlace('Perth, WA, Australia')).toMatchObject({ city: 'Perth', countryCode: 'AU' });
    // A region alone, or with a city it does not list, gives its country, and is kept (the search finds its people by it).
    expect(readPlace('California')).toEqual({ city: '', ...us, region: 'California' });
    expect(readPlace('Lubbock, Texas, United States')).toEqual({ city: 'Lubbock', ...us, region: 'Texas' });
    expect(readPlace('Lubbock, TX, United States')).toEqual({ city: 'Lubbock', ...us, region: 'Texas' });
    expect(readPlace('Lubbock, tx, United States')).not.toHaveProperty('region'); // a code only in its capitals
    expect(readPlace('Bayern')).toEqual({ city: '', country: 'Germany', countryCode: 'DE', region: 'Bavaria' });
    // A vocabulary city alone names no region: sample people are found in one by their city.
    expect(readPlace('Austin')).not.toHaveProperty('region');
  });

  it('uses the country a source gives apart when the place has none', () => {
    expect(readPlace('Cambridge', 'united kingdom')).toMatchObject({ city: 'Cambridge', countryCode: 'GB' });
  });

  it('reads a place written again as the first time, whatever was done with the first reading', () => {
    const first = readPlace('berlin, germany');
    first.city = 'changed';
    expect(readPlace('berlin, germany')).toEqual({ city: 'Berlin', country: 'Germany', countryCode: 'DE' });
    // The country given apart is part of what was written.
    expect(readPlace('smallville')).toEqual({ city: 'smallville', country: '', countryCode: '' });
    expect(readPlace('smallville', 'germany')).toEqual({ city: 'Smallville', country: 'Germany', countryCode: 'DE' });
    expect(readPlace('smallville', null)).toEqual({ city: 'smallville', country: '', countryCode: '' });
  });
});

describe('phone numbers as written', () => {
  it.each([
    ['+1 (415) 555-0142', null, '+14155550142'],
    ['(415) 555-0199', 'US', '+14155550199'],
    ['030 12345678', 'DE', '+493012345678'],
    ['+49 30 1234 5678', null, '+493012345678'],
    ['020 7946 0000', 'GB', '+442079460000'],
    ['+44 (0)20 7946 0000', null, '+442079460000'],
    ['01 99 00 12 34', 'FR', '+33199001234'],
    ['+61 2 5550 1234', null, '+61255501234'],
    // '00' as the international prefix, as much of the world writes it, also where the country dials another.
    ['0049 151 23456789', null, '+4915123456789'],
    ['00 44 20 7946 0000', null, '+442079460000'],
    ['0044 20 7946 0000', 'US', '+442079460000'],
    ['+1 415 555 0100 (mobile)', 'GB', '+14155550100'],
  ])('%s (in %s) is %s', (written, country, e164) => {
    expect(readPhone(written, country)).toBe(e164);
  });

  it.each([['12'], ['not a number'], ['']])('%j is no number', (written) => {
    expect(readPhone(written, 'US')).toBeNull();
  });
});
