import { interpret } from '../search/query-reader';
import { toStructuredQuery } from '../search/search.service';
import { emptyQuery } from '../search/structured-query';
import { VOCABULARY } from '../vocabulary';
import { pdlQueryOf, type EsQuery } from './pdl-query';

/**
 * Searching the open web asks People Data Labs' Person Search with the search the recruiter typed:
 * the query as the reader reads it (the same interpretation the index is searched with), compiled to
 * PDL's Elasticsearch query over its person schema. Each row: a recruiter's query, and the clauses
 * PDL gets, written flat (`field~"phrase"` a match_phrase, `field=value` a term, `field in a,b`
 * terms, `field min..max` a range, `any(...)` a should, `not(...)` a must_not).
 */
const COMPANIES = [
  ...VOCABULARY.curatedCompanies.map((c, i) => ({ id: i + 1, name: c.name, industry: c.industry })),
  { id: 101, name: 'Google', industry: 'ai' },
  { id: 102, name: 'Stripe', industry: 'fintech' },
  { id: 103, name: 'Microsoft', industry: 'saas' },
];

function flat(q: EsQuery | null): string[] {
  if (!q) return [];
  const bool = q.bool as { must?: EsQuery[]; should?: EsQuery[]; must_not?: EsQuery[] } | undefined;
  if (bool?.must || bool?.must_not)
    return [
      ...(bool.must ?? []).flatMap(flat),
      ...(bool.must_not ? [`not(${bool.must_not.map((clause) => flat(clause).join(' & ')).join(' | ')})`] : []),
    ];
  if (bool?.should) return [`any(${bool.should.flatMap(flat).join(' | ')})`];
  const [op, body] = Object.entries(q)[0] as [string, Record<string, unknown>];
  const [field, value] = Object.entries(body)[0] as [string, unknown];
  if (op === 'range') {
    const r = value as { gte?: number; lte?: number };
    return [`${field} ${r.gte ?? ''}..${r.lte ?? ''}`];
  }
  if (op === 'terms') return [`${field} in ${(value as string[]).join(',')}`];
  if (op === 'term') return [`${field}=${String(value)}`];
  return [`${field}~"${String(value)}"`];
}

function compiled(text: string): string[] {
  const i = interpret(text, { vocabulary: VOCABULARY, companies: COMPANIES });
  return flat(
    pdlQueryOf(toStructuredQuery(i), {
      currentCompanies: i.currentCompanies.map((c) => c.name),
      pastCompanies: i.pastCompanies.map((c) => c.name),
      excludedCompanies: i.exclusions.currentCompanies.map((c) => c.name),
    }),
  );
}

const RECRUITER_QUERIES: Array<[string, string[]]> = [
  [
    'senior backend engineers in Berlin who know Kubernetes, 5+ years, ex-fintech',
    [
      'job_title~"backend engineer"',
      'job_title_levels in senior',
      'location_locality=berlin',
      'location_country=germany',
      'experience.company.industry in fintech,financial technology,payments,fin tech,financial services technology,neobank',
      'skills=kubernetes',
      'inferred_years_experience 5..',
    ],
  ],
  [
    'VP of Sales in London',
    ['job_title_levels in vp', 'job_title_role in sales', 'location_locality=london', 'location_country=united kingdom'],
  ],
  [
    'data scientists with PyTorch in Bangalore',
    ['job_title~"data scientist"', 'location_locality=bangalore', 'location_country=india', 'skills=pytorch'],
  ],
  [
    'product managers in San Francisco with an MBA',
    [
      'job_title~"product manager"',
      'location_locality=san francisco',
      'location_country=united states',
      'education.degrees in master of business administration,mba',
    ],
  ],
  ['software engineers in London', ['job_title~"software engineer"', 'location_locality=london', 'location_country=united kingdom']],
  ['registered nurses in Toronto', ['job_title~"registered nurse"', 'location_locality=toronto', 'location_country=canada']],
  [
    'marketing managers in Sydney',
    ['job_title~"marketing manager"', 'job_title_levels in manager', 'location_locality=sydney', 'location_country=australia'],
  ],
  ['recruiters in Amsterdam', ['job_title~"recruiter"', 'location_locality=amsterdam', 'location_country=netherlands']],
  [
    'engineering managers in London',
    ['job_title~"engineering manager"', 'job_title_levels in manager', 'location_locality=london', 'location_country=united kingdom'],
  ],
  ['frontend developers who know React and TypeScript', ['job_title~"frontend developer"', 'skills=react', 'skills=typescript']],
  [
    'junior java developers in Warsaw',
    ['job_title~"developer"', 'job_title_levels in entry,training', 'location_locality=warsaw', 'location_country=poland', 'skills=java'],
  ],
  [
    'CFO at a fintech company',
    [
      'any(job_title~"cfo" | job_title~"chief financial officer")',
      'industry in fintech,financial technology,payments,fin tech,financial services technology,neobank',
    ],
  ],
  [
    'heads of people in Berlin',
    ['job_title_levels in director', 'job_title_role in human_resources', 'location_locality=berlin', 'location_country=germany'],
  ],
  [
    'sales directors in Madrid',
    ['job_title_levels in director', 'job_title_role in sales', 'location_locality=madrid', 'location_country=spain'],
  ],
  ['devops engineers with Terraform and AWS', ['job_title~"devops engineer"', 'skills=terraform', 'skills=aws']],
  ['UX designers in Paris', ['job_title~"ux designer"', 'location_locality=paris', 'location_country=france']],
  [
    'account executives in New York with 3-5 years',
    ['job_title~"account executive"', 'location_locality=new york', 'location_country=united states', 'inferred_years_experience 3..5'],
  ],
  ['machine learning engineers at Google', ['job_title~"machine learning engineer"', 'job_company_name in google']],
  ['ex-Stripe engineers', ['job_title~"engineer"', 'experience.company.name in stripe']],
  ['security engineers in Germany', ['job_title~"security engineer"', 'location_country=germany']],
  ['customer success managers in Dublin', ['job_title~"customer success manager"', 'location_locality=dublin', 'location_country=ireland']],
  [
    'data analysts with SQL and Tableau in Singapore',
    ['job_title~"data analyst"', 'location_country=singapore', 'skills=sql', 'skills=tableau'],
  ],
  [
    'mobile developers with Swift in Stockholm',
    ['job_title~"mobile developer"', 'location_locality=stockholm', 'location_country=sweden', 'skills=swift'],
  ],
  ['chief technology officers in Israel', ['any(job_title~"cto" | job_title~"chief technology officer")', 'location_country=israel']],
  ['hr business partners in Zurich', ['job_title~"hr business partner"', 'location_locality=zurich', 'location_country=switzerland']],
  ['accountants in Manchester', ['job_title~"accountant"', 'location_locality=manchester', 'location_country=united kingdom']],
  ['teachers in Melbourne', ['job_title~"teacher"', 'location_locality=melbourne', 'location_country=australia']],
  ['lawyers in Chicago', ['job_title~"lawyer"', 'location_locality=chicago', 'location_country=united states']],
  ['nurses in Canada', ['job_title~"nurse"', 'location_country=canada']],
  ['"design systems" AND figma -junior', ['skills=design systems', 'skills=figma', 'not(job_title_levels in entry,training)']],
  [
    '(react OR vue) AND typescript -angular frontend engineer Berlin',
    [
      'job_title~"frontend engineer"',
      'location_locality=berlin',
      'location_country=germany',
      'skills=typescript',
      'any(any(job_title~"react" | skills=react | summary~"react") | any(job_title~"vue" | skills=vue | summary~"vue"))',
      'not(skills in angular)',
    ],
  ],
  [
    'backend engineers in Berlin not at Finly, without Kafka, not in fintech NOT agencies',
    [
      'job_title~"backend engineer"',
      'location_locality=berlin',
      'location_country=germany',
      'not(skills in kafka | job_company_name in finly | industry in fintech,financial technology,payments,fin tech,financial services technology,neobank | any(job_title~"agencies" | skills=agencies | summary~"agencies"))',
    ],
  ],
  ['python developers with 10+ years', ['job_title~"developer"', 'skills=python', 'inferred_years_experience 10..']],
  ['product designers who studied at Stanford', ['job_title~"product designer"', 'education.school.name in stanford university']],
  ['php developers in Lisbon', ['job_title~"developer"', 'location_locality=lisbon', 'location_country=portugal', 'skills=php']],
  [
    'solutions architects with Azure',
    [
      'skills=azure',
      'any(job_title~"solutions" | skills=solutions | summary~"solutions")',
      'any(job_title~"architects" | skills=architects | summary~"architects")',
    ],
  ],
  ['growth marketers in Austin', ['job_title~"growth marketer"', 'location_locality=austin', 'location_country=united states']],
  ['technical recruiters in Toronto', ['job_title~"technical recruiter"', 'location_locality=toronto', 'location_country=canada']],
  [
    'site reliability engineers in Dublin',
    ['job_title~"site reliability engineer"', 'location_locality=dublin', 'location_country=ireland'],
  ],
  [
    'embedded engineers with C++ in Munich',
    ['job_title~"embedded engineer"', 'location_locality=munich', 'location_country=germany', 'skills=c++'],
  ],
  [
    "business analysts in Warsaw with a master's degree",
    [
      'job_title~"analyst"',
      'location_locality=warsaw',
      'location_country=poland',
      'education.degrees in masters,master of science,master of arts',
      'any(job_title~"business" | skills=business | summary~"business")',
    ],
  ],
  ['qa engineers in Kraków', ['job_title~"qa engineer"', 'location_locality=kraków', 'location_country=poland']],
  ['sales engineers at Microsoft', ['job_title~"engineer"', 'job_title_role in sales', 'job_company_name in microsoft']],
  [
    'operations managers in Dubai',
    ['job_title~"operations manager"', 'job_title_levels in manager', 'location_locality=dubai', 'location_country=united arab emirates'],
  ],
];

describe('a search as a People Data Labs Person Search query', () => {
  it('covers at least 40 recruiter queries', () => {
    expect(RECRUITER_QUERIES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(RECRUITER_QUERIES)('%s', (text, clauses) => {
    expect(compiled(text)).toEqual(clauses);
  });

  it('asks nothing for a search that constrains nothing (PDL would return anyone)', () => {
    expect(pdlQueryOf(emptyQuery(), { currentCompanies: [], pastCompanies: [] })).toBeNull();
  });

  it('takes any of the skills when the search says any, a city without a known country by name, and an open range', () => {
    const q = { ...emptyQuery(), skills: ['Go', 'Rust'], skillsMatch: 'any' as const, locations: [{ city: 'Atlantis' }], yearsMax: 3 };
    expect(flat(pdlQueryOf(q, { currentCompanies: [], pastCompanies: [] }))).toEqual([
      'location_locality=atlantis',
      'skills in go,rust',
      'inferred_years_experience ..3',
    ]);
  });
});
