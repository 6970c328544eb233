import type { SeniorityKey } from '../src/modules/vocabulary';
import { keywordExprToText } from '../src/modules/search/query-reader/boolean-query';
import type { Interpretation } from '../src/modules/search/query-reader/interpretation.types';

/**
 * Natural-language queries and what the `ai` search must read from them: only the fields that
 * matter for a query are given (with `only`, every other field must be empty). Companies are
 * named as in the company list (the curated ones have ids 1..10); locations compare by city and
 * country code; keywords compare as printed by keywordExprToText. Lists compare as sets.
 * Shared by the query reader's tests and the relevance check.
 */
export interface ExpectedInterpretation {
  titles?: string[];
  seniorities?: SeniorityKey[];
  functions?: string[];
  locations?: Array<{ city?: string; countryCode: string }>;
  currentCompanies?: string[];
  pastCompanies?: string[];
  industries?: string[];
  pastIndustries?: string[];
  skills?: string[];
  yearsMin?: number | null;
  yearsMax?: number | null;
  schools?: string[];
  degrees?: string[];
  /** As printed by keywordExprToText; null for no keywords. */
  keywords?: string | null;
  /** What the query rules out, as its chips' keys: 'not:seniority:entry', 'not:skill:angular', 'not:keywords:Finly'. */
  excludes?: string[];
}

export interface InterpretationCase {
  query: string;
  expect: ExpectedInterpretation;
  /** Every field not in `expect` must be empty (or null). */
  only?: boolean;
}

const DE = 'DE';
const GB = 'GB';
const US = 'US';

export const INTERPRETATION_FIXTURES: InterpretationCase[] = [
  // The examples of the product brief
  {
    query: 'senior backend engineers in Berlin who know Kubernetes, 5+ years, ex-fintech',
    expect: {
      titles: ['backend engineer'],
      seniorities: ['senior'],
      locations: [{ city: 'Berlin', countryCode: DE }],
      skills: ['kubernetes'],
      yearsMin: 5,
      pastIndustries: ['fintech'],
    },
    only: true,
  },
  {
    query: 'VP of Sales at a SaaS company in London',
    expect: { seniorities: ['vp'], functions: ['sales'], industries: ['saas'], locations: [{ city: 'London', countryCode: GB }] },
    only: true,
  },
  {
    query: 'early managers in data in Bangalore',
    expect: { seniorities: ['lead', 'manager'], functions: ['data'], locations: [{ city: 'Bangalore', countryCode: 'IN' }] },
    only: true,
  },
  { query: 'account executives ex-Paystream', expect: { titles: ['account executive'], pastCompanies: ['Paystream'] }, only: true },
  {
    query: 'recruiters in Amsterdam with sourcing and employer branding',
    expect: { titles: ['recruiter'], locations: [{ city: 'Amsterdam', countryCode: 'NL' }], skills: ['sourcing', 'employer branding'] },
    only: true,
  },
  {
    query: 'Stanford MBA product managers in San Francisco',
    expect: {
      schools: ['Stanford University'],
      degrees: ['mba'],
      titles: ['product manager'],
      locations: [{ city: 'San Francisco', countryCode: US }],
    },
    only: true,
  },
  {
    query: 'head of talent at Northpeak',
    expect: { seniorities: ['director'], functions: ['people'], currentCompanies: ['Northpeak'] },
    only: true,
  },
  {
    query: 'ML engineers with PyTorch in Tel Aviv 3-5 years',
    expect: {
      titles: ['machine learning engineer'],
      skills: ['pytorch'],
      locations: [{ city: 'Tel Aviv', countryCode: 'IL' }],
      yearsMin: 3,
      yearsMax: 5,
    },
    only: true,
  },

  // Boolean syntax: OR groups and negations stay keywords; a whole quoted entity is read; AND is like a space
  {
    query: '"design systems" AND figma -junior',
    expect: { skills: ['design systems', 'figma'], excludes: ['not:seniority:entry'] },
    only: true,
  },
  {
    query: 'CTO OR "VP of Engineering" in fintech',
    expect: { industries: ['fintech'], keywords: 'CTO OR "VP of Engineering"' },
    only: true,
  },
  {
    query: '(react OR vue) AND "design systems" -angular',
    expect: { skills: ['design systems'], keywords: 'react OR vue', excludes: ['not:skill:angular'] },
    only: true,
  },
  { query: 'java NOT android', expect: { skills: ['java'], excludes: ['not:skill:android'] }, only: true },
  { query: '"product manager" OR pm', expect: { keywords: '"product manager" OR pm' }, only: true },
  { query: 'Python OR Go', expect: { keywords: 'Python OR Go' }, only: true },
  { query: 'NOT Berlin', expect: { excludes: ['not:keywords:Berlin'] }, only: true },
  { query: 'designers -Finly', expect: { titles: ['designer'], excludes: ['not:keywords:Finly'] }, only: true },
  {
    query: 'java developer NOT junior in Warsaw',
    expect: {
      titles: ['developer'],
      skills: ['java'],
      locations: [{ city: 'Warsaw', countryCode: 'PL' }],
      excludes: ['not:seniority:entry'],
    },
    only: true,
  },
  {
    query: 'marketing managers in London not at agencies',
    expect: {
      titles: ['marketing manager'],
      seniorities: ['manager'],
      locations: [{ city: 'London', countryCode: GB }],
      excludes: ['not:keywords:agencies'],
    },
    only: true,
  },
  {
    query: 'backend engineers not at Finly, without Kafka, NOT fintech',
    expect: { titles: ['backend engineer'], excludes: ['not:currentCompany:1', 'not:skill:kafka', 'not:industry:fintech'] },
    only: true,
  },
  { query: 'engineers working at "Quorra Labs"', expect: { titles: ['engineer'], currentCompanies: ['Quorra Labs'] }, only: true },
  {
    query: '"growth hacker" in Berlin',
    expect: { keywords: '"growth hacker"', locations: [{ city: 'Berlin', countryCode: DE }] },
    only: true,
  },

  // Lower-case or / not in natural language
  {
    query: 'engineers in Berlin or Munich',
    expect: {
      titles: ['engineer'],
      locations: [
        { city: 'Berlin', countryCode: DE },
        { city: 'Munich', countryCode: DE },
      ],
    },
    only: true,
  },
  { query: 'react or vue developers', expect: { titles: ['developer'], keywords: 'react OR vue' }, only: true },
  { query: 'senior or staff engineers', expect: { seniorities: ['senior', 'lead'], titles: ['engineer'] }, only: true },
  {
    query: 'product designers not in London',
    expect: { titles: ['product designer'], excludes: ['not:location:London'] },
    only: true,
  },

  // Titles, functions and seniority
  {
    query: 'engineering managers in Munich',
    expect: { titles: ['engineering manager'], seniorities: ['manager'], locations: [{ city: 'Munich', countryCode: DE }] },
    only: true,
  },
  { query: 'sales people in NYC', expect: { functions: ['sales'], locations: [{ city: 'New York', countryCode: US }] }, only: true },
  { query: 'marketing folks from the UK', expect: { functions: ['marketing'], locations: [{ countryCode: GB }] }, only: true },
  { query: 'engineers', expect: { titles: ['engineer'] }, only: true },
  {
    query: 'Berlin-based data scientists',
    expect: { titles: ['data scientist'], locations: [{ city: 'Berlin', countryCode: DE }] },
    only: true,
  },
  {
    query: 'frontend developers based in NYC',
    expect: { titles: ['frontend developer'], locations: [{ city: 'New York', countryCode: US }] },
    only: true,
  },
  { query: 'CTOs at fintech startups', expect: { titles: ['cto', 'chief technology officer'], industries: ['fintech'] }, only: true },
  {
    query: 'VP Engineering in Zürich',
    expect: { seniorities: ['vp'], functions: ['engineering'], locations: [{ city: 'Zurich', countryCode: 'CH' }] },
    only: true,
  },
  {
    query: 'Director of Product Management in Sao Paulo',
    expect: { titles: ['director of product management'], locations: [{ city: 'São Paulo', countryCode: 'BR' }] },
    only: true,
  },
  {
    query: 'first-time managers in Bengaluru',
    expect: { seniorities: ['lead', 'manager'], locations: [{ city: 'Bangalore', countryCode: 'IN' }] },
    only: true,
  },
  {
    query: 'ex-fintech sales leaders',
    expect: { pastIndustries: ['fintech'], functions: ['sales'], seniorities: ['director', 'vp', 'executive'] },
    only: true,
  },
  {
    query: 'c-level executives at insurance companies in Singapore',
    expect: { seniorities: ['executive'], industries: ['insurance'], locations: [{ countryCode: 'SG' }] },
    only: true,
  },
  { query: 'SDRs with less than 2 years of experience', expect: { titles: ['sales development representative'], yearsMax: 1 }, only: true },
  {
    query: 'junior frontend devs with under 3 years',
    expect: { seniorities: ['entry'], titles: ['frontend developer'], yearsMax: 2 },
    only: true,
  },
  {
    query: 'mid-level QA engineers in Warsaw',
    expect: { seniorities: ['mid'], titles: ['qa engineer'], locations: [{ city: 'Warsaw', countryCode: 'PL' }] },
    only: true,
  },
  {
    query: 'Vantaforge operations managers',
    expect: { currentCompanies: ['Vantaforge'], titles: ['operations manager'], seniorities: ['manager'] },
    only: true,
  },
  {
    query: 'head of people at Cartwheel or Orbitly',
    expect: { seniorities: ['director'], functions: ['people'], currentCompanies: ['Cartwheel', 'Orbitly'] },
    only: true,
  },
  { query: 'founders in fintech', expect: { titles: ['founder'], industries: ['fintech'] }, only: true },

  // Companies: current and past
  { query: 'software engineers @Finly', expect: { titles: ['software engineer'], currentCompanies: ['Finly'] }, only: true },
  {
    query: 'product designers formerly at Kestrel Bank',
    expect: { titles: ['product designer'], pastCompanies: ['Kestrel Bank'] },
    only: true,
  },
  { query: 'data analysts who used to work at Medisync', expect: { titles: ['data analyst'], pastCompanies: ['Medisync'] }, only: true },
  {
    query: 'Quorra Labs alumni in Paris',
    expect: { pastCompanies: ['Quorra Labs'], locations: [{ city: 'Paris', countryCode: 'FR' }] },
    only: true,
  },
  { query: 'Helio & Co consultants', expect: { currentCompanies: ['Helio & Co'], keywords: 'consultants' }, only: true },
  {
    query: 'ex Finly, ex Paystream engineers in Seattle',
    expect: { pastCompanies: ['Finly', 'Paystream'], titles: ['engineer'], locations: [{ city: 'Seattle', countryCode: US }] },
    only: true,
  },
  {
    query: 'Orbitly or Northpeak product owners',
    expect: { currentCompanies: ['Orbitly', 'Northpeak'], titles: ['product owner'] },
    only: true,
  },
  {
    query: 'senior leaders ex-Kestrel Bank',
    expect: { seniorities: ['director', 'vp', 'executive'], pastCompanies: ['Kestrel Bank'] },
    only: true,
  },
  {
    query: 'sales leaders who have worked at Orbitly and Northpeak',
    expect: { functions: ['sales'], seniorities: ['director', 'vp', 'executive'], pastCompanies: ['Orbitly', 'Northpeak'] },
    only: true,
  },
  {
    query: 'Sr. SWE @ Paystream',
    expect: { seniorities: ['senior'], titles: ['software engineer'], currentCompanies: ['Paystream'] },
    only: true,
  },
  {
    query: 'engineers at Deutsche Bank in Frankfurt',
    expect: { titles: ['engineer'], keywords: '"Deutsche Bank"', industries: [], locations: [{ city: 'Frankfurt', countryCode: DE }] },
    only: true,
  },
  { query: 'ex-Salesforce account executives', expect: { titles: ['account executive'], keywords: 'Salesforce', skills: [] }, only: true },

  // Industries
  {
    query: 'customer success managers in healthtech companies',
    expect: { titles: ['customer success manager'], industries: ['healthcare'] },
    only: true,
  },
  {
    query: 'e-commerce marketers in Madrid',
    expect: { industries: ['ecommerce'], titles: ['marketer'], locations: [{ city: 'Madrid', countryCode: 'ES' }] },
    only: true,
  },
  {
    query: 'growth marketers with SEO and Google Ads previously in gaming',
    expect: { titles: ['growth marketer'], skills: ['seo', 'google ads'], pastIndustries: ['gaming'] },
    only: true,
  },
  {
    query: 'cybersecurity engineers in Tel Aviv',
    expect: { industries: ['cybersecurity'], titles: ['engineer'], locations: [{ city: 'Tel Aviv', countryCode: 'IL' }] },
    only: true,
  },
  {
    query: 'finance managers with a banking background',
    expect: { titles: ['finance manager'], seniorities: ['manager'], pastIndustries: ['banking'] },
    only: true,
  },

  // Skills: aliases, multi-word, punctuation
  {
    query: 'full-stack developers who know node.js and postgres',
    expect: { titles: ['full stack developer'], skills: ['node.js', 'postgresql'] },
    only: true,
  },
  { query: 'k8s and golang platform engineers', expect: { skills: ['kubernetes', 'go'], titles: ['platform engineer'] }, only: true },
  {
    query: '.NET and C# developers in Paris',
    expect: { skills: ['.net', 'c#'], titles: ['developer'], locations: [{ city: 'Paris', countryCode: 'FR' }] },
    only: true,
  },
  {
    query: 'Go developers in Hamburg',
    expect: { skills: ['go'], titles: ['developer'], locations: [{ city: 'Hamburg', countryCode: DE }] },
    only: true,
  },
  {
    query: 'data engineers with at least 5 years of experience in Spark, dbt and Airflow',
    expect: { titles: ['data engineer'], yearsMin: 5, skills: ['spark', 'dbt', 'airflow'] },
    only: true,
  },
  {
    query: 'CFO with FP&A and SAP in Dubai',
    expect: { titles: ['cfo', 'chief financial officer'], skills: ['fp&a', 'sap'], locations: [{ city: 'Dubai', countryCode: 'AE' }] },
    only: true,
  },
  {
    query: 'Workday HR business partners in Warsaw',
    expect: { skills: ['workday'], titles: ['hr business partner'], locations: [{ city: 'Warsaw', countryCode: 'PL' }] },
    only: true,
  },
  {
    query: 'UX Research and Figma experts in Stockholm',
    expect: { skills: ['ux research', 'figma'], locations: [{ city: 'Stockholm', countryCode: 'SE' }] },
    only: true,
  },
  {
    query: 'Tableau analysts from Toronto',
    expect: { skills: ['tableau'], titles: ['analyst'], locations: [{ city: 'Toronto', countryCode: 'CA' }] },
    only: true,
  },
  {
    query: 'TypeScript React engineers in Sydney, Australia',
    expect: { skills: ['typescript', 'react'], titles: ['engineer'], locations: [{ city: 'Sydney', countryCode: 'AU' }] },
    only: true,
  },
  {
    query: 'Kafka engineers in Lagos or Nairobi',
    expect: {
      skills: ['kafka'],
      titles: ['engineer'],
      locations: [
        { city: 'Lagos', countryCode: 'NG' },
        { city: 'Nairobi', countryCode: 'KE' },
      ],
    },
    only: true,
  },
  {
    query: 'AWS Terraform DevOps engineers in Dublin',
    expect: { skills: ['aws', 'terraform'], titles: ['devops engineer'], locations: [{ city: 'Dublin', countryCode: 'IE' }] },
    only: true,
  },
  {
    query: 'enterprise sales reps in Mexico City with Salesforce and HubSpot',
    expect: { skills: ['enterprise sales', 'salesforce', 'hubspot'], locations: [{ city: 'Mexico City', countryCode: 'MX' }] },
    only: true,
  },

  // Years
  { query: 'product managers with more than 10 years', expect: { titles: ['product manager'], yearsMin: 10 }, only: true },
  { query: 'designers over 10 yrs', expect: { titles: ['designer'], yearsMin: 10 }, only: true },
  {
    query: 'analysts with between 3 and 5 years in banking',
    expect: { titles: ['analyst'], yearsMin: 3, yearsMax: 5, industries: ['banking'] },
    only: true,
  },
  { query: 'staff engineers 10+ yoe', expect: { seniorities: ['lead'], titles: ['engineer'], yearsMin: 10 }, only: true },
  { query: 'recruiters, 5 years or more', expect: { titles: ['recruiter'], yearsMin: 5 }, only: true },

  // Education
  {
    query: 'MIT PhD machine learning researchers',
    expect: { schools: ['Massachusetts Institute of Technology'], degrees: ['phd'], skills: ['machine learning'], keywords: 'researchers' },
    only: true,
  },
  { query: 'people who went to Harvard', expect: { schools: ['Harvard University'] }, only: true },
  {
    query: 'IIT Bombay alumni in Mumbai',
    expect: { schools: ['Indian Institute of Technology Bombay'], locations: [{ city: 'Mumbai', countryCode: 'IN' }] },
    only: true,
  },
  { query: "data scientists with a master's degree", expect: { titles: ['data scientist'], degrees: ['master'] }, only: true },
  { query: 'accountants with a computer science degree', expect: { titles: ['accountant'], keywords: '"computer science"' }, only: true },
  {
    query: 'Oxford or Cambridge grads in banking',
    expect: { schools: ['University of Oxford', 'University of Cambridge'], industries: ['banking'] },
    only: true,
  },
  {
    query: 'TUM engineers in Munich',
    expect: { schools: ['Technical University of Munich'], titles: ['engineer'], locations: [{ city: 'Munich', countryCode: DE }] },
    only: true,
  },
  {
    query: 'LBS MBA in London',
    expect: { schools: ['London Business School'], degrees: ['mba'], locations: [{ city: 'London', countryCode: GB }] },
    only: true,
  },
  {
    query: 'CMU machine learning engineers at Quorra Labs',
    expect: { schools: ['Carnegie Mellon University'], titles: ['machine learning engineer'], currentCompanies: ['Quorra Labs'] },
    only: true,
  },
  { query: 'ETH Zurich PhDs', expect: { schools: ['ETH Zurich'], degrees: ['phd'] }, only: true },
  { query: 'doctorate holders in edtech', expect: { degrees: ['phd'], industries: ['edtech'] }, only: true },

  // Places
  { query: 'Berlin, Germany', expect: { locations: [{ city: 'Berlin', countryCode: DE }] }, only: true },
  { query: 'US-based QA engineers', expect: { locations: [{ countryCode: US }], titles: ['qa engineer'] }, only: true },
  {
    query: 'engineers in Cambridge',
    expect: { titles: ['engineer'], locations: [{ city: 'Cambridge', countryCode: GB }], schools: [] },
    only: true,
  },

  // Nothing recognised, or only stop words
  { query: 'rockstar ninja wizard', expect: { keywords: 'rockstar AND ninja AND wizard' }, only: true },
  { query: 'hackathon winners', expect: { keywords: 'hackathon AND winners' }, only: true },
  { query: 'find me people who are', expect: { keywords: null }, only: true },
  { query: 'people who go to meetups', expect: { skills: [], keywords: 'go AND meetups' }, only: true },
];

const norm = (xs: string[] | undefined) => [...(xs ?? [])].map((x) => x.toLowerCase()).sort();
const sameSet = (a: string[] | undefined, b: string[] | undefined) => JSON.stringify(norm(a)) === JSON.stringify(norm(b));

/** What a reading gives, in the shape of ExpectedInterpretation. */
export function observedInterpretation(i: Interpretation): Required<ExpectedInterpretation> {
  return {
    titles: i.titles,
    seniorities: i.seniorities,
    functions: i.functions,
    locations: i.locations.map((l) => (l.city ? { city: l.city, countryCode: l.countryCode } : { countryCode: l.countryCode })),
    currentCompanies: i.currentCompanies.map((c) => c.name),
    pastCompanies: i.pastCompanies.map((c) => c.name),
    industries: i.industries,
    pastIndustries: i.pastIndustries,
    skills: i.skills,
    yearsMin: i.yearsMin,
    yearsMax: i.yearsMax,
    schools: i.schools,
    degrees: i.degrees,
    keywords: i.keywords ? keywordExprToText(i.keywords) : null,
    excludes: i.spans.filter((s) => s.excludes).map((s) => s.key),
  };
}

/** The differences between a reading and a case's expectation (empty when it matches). */
export function interpretationMismatches(i: Interpretation, c: InterpretationCase): string[] {
  const got = observedInterpretation(i);
  const problems: string[] = [];
  const fields = Object.keys(got) as Array<keyof ExpectedInterpretation>;
  for (const field of fields) {
    const expected = c.expect[field];
    if (expected === undefined && !c.only) continue;
    const actual = got[field];
    let ok: boolean;
    if (field === 'yearsMin' || field === 'yearsMax' || field === 'keywords') ok = (expected ?? null) === actual;
    else if (field === 'locations') {
      const key = (ls: Array<{ city?: string; countryCode: string }> | undefined) =>
        (ls ?? []).map((l) => `${l.city ?? ''}|${l.countryCode}`);
      ok = sameSet(key(expected as ExpectedInterpretation['locations']), key(actual as ExpectedInterpretation['locations']));
    } else ok = sameSet(expected as string[] | undefined, actual as string[]);
    if (!ok)
      problems.push(`${field}: expected ${JSON.stringify(expected ?? (Array.isArray(actual) ? [] : null))}, got ${JSON.stringify(actual)}`);
  }
  return problems;
}
