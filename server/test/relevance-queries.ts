/**
 * The relevance suite's recruiter queries, each with its ORACLE written by hand from the query
 * text: what a result shown as an exact match must be, over the stored profile row (see
 * relevance-kit.ts for the fields). Title families are spelled out here as regexes over the
 * stored current title, the way a recruiter reads a title: 'Backend Developer' is a backend
 * engineer, 'Engineering Manager' is not a software engineer, 'Tech Lead, Frontend' is a
 * frontend engineer at the lead level.
 */
import { hasWords, LEVEL, type RelevanceQuery } from './relevance-kit';

const { entry, mid, senior, lead, manager, director, vp, executive } = LEVEL;

// ---- Title families -------------------------------------------------------------------------
const SPECS = 'backend|front-?end|full-?stack|platform|mobile|embedded';
/** A specialisation's engineer or developer at any IC level ('Junior Backend Developer', 'Software Engineer, Backend', 'Tech Lead, Backend'). */
const family = (specs: string) =>
  new RegExp(`\\b(${specs})\\b.*\\b(engineer|developer)s?\\b|\\b(software engineer|tech lead), (${specs})\\b`, 'i');
/** Software engineers and developers: Software/Backend/Frontend/Full-Stack/Platform/Mobile/Embedded Engineer or Developer. */
const SWE = new RegExp(`\\b(software|${SPECS})\\b.*\\b(engineer|developer)\\b|\\btech lead, (${SPECS})\\b`, 'i');
/** 'developers': the software family, and any IC title that says Developer ('Security Developer' is a developer, not a software engineer). */
const DEVELOPER = new RegExp(`${SWE.source}|\\bdeveloper\\b`, 'i');
const BACKEND = family('backend');
const FRONTEND = family('front-?end');
const FULLSTACK = family('full-?stack');
const MOBILE = family('mobile');
const PLATFORM = family('platform');
const EMBEDDED = family('embedded');
const DEVOPS = family('devops');
const SRE = family('site reliability');
const QA = family('qa');
const SECURITY = family('security');
const DATA_ENGINEER = family('data');
/** 'ML engineers': machine learning engineers; ML scientists are accepted as the same people by recruiters. */
const ML = /\bmachine learning\b.*\b(engineer|scientist)\b|\b(software engineer|tech lead), machine learning\b/i;
/** Any engineer or developer at an IC level. */
const ENGINEER = /\b(engineer|developer)\b|\btech lead\b/i;
const NOT_LEADER = /\b(manager|director|head|vp|chief|president)\b/i;
/** Managers still practise the craft ('Recruiting Manager' recruits, 'Marketing Manager' markets); directors and above lead it. */
const NOT_SENIOR_LEADER = /\b(director|head|vp|svp|chief|president)\b/i;
/** 'Head of X' and 'Director of X' name the same job at the same level: either is right for either query. */
const headOf = (x: string) => new RegExp(`\\b(head|director) of ${x}\\b|\\b${x} director\\b`, 'i');
const ENG_MANAGER = /\bengineering manager\b|\bsoftware development manager\b/i;
const CTO = /\bcto\b|\bchief technology officer\b/i;
const DATA_SCIENTIST = /\bdata scientist\b/i;
const DATA_ANALYST = /\b(data|bi) analyst\b/i;
const ANALYTICS_ENGINEER = /\banalytics engineer\b/i;
const PM = /\bproduct (manager|owner)\b|\bproduct lead\b/i;
const DESIGNER = /\bdesigner\b/i;
const PRODUCT_DESIGNER = /\bproduct designer\b/i;
const UX_DESIGNER = /\bux designer\b/i;
const AE = /\baccount executive\b/i;
const SDR = /\bsales development representative\b/i;
const BDR = /\bbusiness development representative\b/i;
const ACCOUNT_MANAGER = /\baccount manager\b/i;
const SALES_MANAGER = /\bsales manager\b/i;
const VP_SALES = /\b(vp|svp)\b.*\bsales\b|\bvice president\b.*\bsales\b/i;
const MARKETER = /\bmarket(er|ing)\b/i;
const GROWTH_MARKETER = /\bgrowth market(er|ing)\b/i;
const CONTENT_MARKETER = /\bcontent market(er|ing)\b/i;
const PRODUCT_MARKETER = /\bproduct market(er|ing)\b/i;
const MARKETING_MANAGER = /\bmarketing manager\b/i;
const CMO = /\bcmo\b|\bchief marketing officer\b/i;
const CSM = /\bcustomer success manager\b/i;
const RECRUITER = /\brecruit(er|ing)\b|\btalent (acquisition|sourcer)\b/i;
const HRBP = /\bhr business partner\b/i;
const HEAD_OF_TALENT = /\bhead of talent\b|\bdirector of talent acquisition\b/i;
const ACCOUNTANT = /\baccountant\b/i;
const FIN_ANALYST = /\bfinancial analyst\b|\bfp&a analyst\b/i;
const CONTROLLER = /\bcontroller\b/i;
const CFO = /\bcfo\b|\bchief financial officer\b/i;
const OPS_MANAGER = /\boperations manager\b/i;
const COO = /\bcoo\b|\bchief operating officer\b/i;
const FOUNDER = /\bfounder\b/i;
const CEO = /\bceo\b|\bchief executive officer\b/i;
const GENERAL_MANAGER = /\b(general|country) manager\b|\bmanaging director\b/i;
const HEAD_OF_PRODUCT = headOf('product');
// The new occupations (written against the titles the occupation vocabulary brings)
const NURSE = /\bnurse\b/i;
/** A registered nurse: 'Registered Nurse', 'Staff Nurse', 'Charge Nurse' (an RN leading a shift), 'ICU Nurse'; not a practitioner, an assistant or a manager. */
const REGISTERED_NURSE = /^(?!.*\b(practitioner|assistant|manager|director|officer|chief|educator)\b).*\bnurse\b/i;
const NURSE_PRACTITIONER = /\bnurse practitioner\b/i;
const TEACHER = /\bteacher\b/i;
const LECTURER = /\blecturer\b/i;
const PARALEGAL = /\bparalegal\b/i;
/** Lawyers: Lawyer, Attorney, Solicitor, Counsel, and a law firm's bare 'Associate' / 'Senior Associate' (not 'Associate Product Manager'). */
/** A lawyer: 'Lawyer', 'Attorney', 'Solicitor', 'Counsel', and a law firm's associates ('Senior Privacy Associate', 'Junior Associate'); with jobFunction legal where an associate title could be another trade's. */
const LAWYER = /\b(lawyer|attorney|solicitor|counsel)\b|^(junior |senior |managing |principal )?([a-z&]+ )?associate$/i;
const LEGAL_COUNSEL = /\b(legal|general|senior|lead|associate general) counsel\b|^counsel$/i;
const CHEF = /\bchef\b/i;
const SOUS_CHEF = /\bsous chef\b/i;
const HOTEL_MANAGER = /\bhotel manager\b|\bgeneral manager\b.*\bhotel\b/i;
const ELECTRICIAN = /\belectrician\b/i;
const PLUMBER = /\bplumber\b/i;
const AUDITOR = /\bauditor\b/i;
const WAREHOUSE_MANAGER = /\bwarehouse manager\b/i;
const PROCUREMENT = /\bprocurement\b|\bbuyer\b/i;

const MBA = /^(executive )?mba$/i;
const MASTER = /^(msc|ma|meng|ms|mtech)$/i;
const PHD = /^(phd|dphil)$/i;

/** Keyword predicates over the profile text (docText): whole words and phrases, AND/OR/NOT spelled out. */
const all =
  (...words: string[]) =>
  (doc: string) =>
    words.every((w) => hasWords(doc, w));
const none =
  (...words: string[]) =>
  (doc: string) =>
    !words.some((w) => hasWords(doc, w));

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // ---- Engineering --------------------------------------------------------------------------
  { group: 'engineering', q: 'software engineers in London', title: SWE, city: 'London', looser: 'software engineers', recall: true },
  { group: 'engineering', q: 'software engineers in Berlin', title: SWE, city: 'Berlin', recall: true },
  { group: 'engineering', q: 'senior software engineers in Toronto', title: SWE, levels: [senior], city: 'Toronto', recall: true },
  {
    group: 'engineering',
    q: 'senior backend engineers in Berlin',
    title: BACKEND,
    levels: [senior],
    city: 'Berlin',
    looser: 'backend engineers in Berlin',
  },
  { group: 'engineering', q: 'backend engineers in Berlin', title: BACKEND, city: 'Berlin', recall: true },
  { group: 'engineering', q: 'backend developers in Bengaluru', title: BACKEND, city: 'Bangalore', recall: true },
  { group: 'engineering', q: 'frontend developers based in NYC', title: FRONTEND, city: 'New York', recall: true },
  { group: 'engineering', q: 'front-end engineers in San Francisco with React', title: FRONTEND, city: 'San Francisco', skills: ['React'] },
  { group: 'engineering', q: 'full-stack developers in Paris', title: FULLSTACK, city: 'Paris', recall: true },
  { group: 'engineering', q: 'mobile engineers in Seattle', title: MOBILE, city: 'Seattle', recall: true },
  { group: 'engineering', q: 'iOS developers with Swift', title: DEVELOPER, skills: ['Swift'], anySkills: ['iOS', 'Swift'] },
  { group: 'engineering', q: 'platform engineers who know Kubernetes', title: PLATFORM, skills: ['Kubernetes'], recall: true },
  { group: 'engineering', q: 'embedded engineers with C++ in Germany', title: EMBEDDED, country: 'DE', skills: ['C++'] },
  { group: 'engineering', q: 'python developers', title: DEVELOPER, skills: ['Python'], looser: 'developers' },
  { group: 'engineering', q: 'python developers in London', title: DEVELOPER, skills: ['Python'], city: 'London', recall: true },
  { group: 'engineering', q: 'Go developers in Hamburg', title: DEVELOPER, skills: ['Go'], city: 'Hamburg' },
  { group: 'engineering', q: 'Java developers in India', title: DEVELOPER, skills: ['Java'], country: 'IN', recall: true },
  { group: 'engineering', q: 'software engineers with React and TypeScript', title: SWE, skills: ['React', 'TypeScript'] },
  {
    group: 'engineering',
    q: 'full-stack developers who know node.js and postgres',
    title: FULLSTACK,
    skills: ['Node.js', 'PostgreSQL'],
  },
  { group: 'engineering', q: 'Rust engineers', title: ENGINEER, skills: ['Rust'] },
  { group: 'engineering', q: 'software engineers who know Kafka in the US', title: SWE, skills: ['Kafka'], country: 'US', recall: true },
  { group: 'engineering', q: 'DevOps engineers with Terraform and AWS', title: DEVOPS, skills: ['Terraform', 'AWS'] },
  {
    group: 'engineering',
    q: 'AWS Terraform DevOps engineers in Dublin',
    title: DEVOPS,
    city: 'Dublin',
    skills: ['AWS', 'Terraform'],
    closest: true,
  },
  { group: 'engineering', q: 'site reliability engineers in Singapore', title: SRE, city: 'Singapore' },
  { group: 'engineering', q: 'QA engineers in Warsaw', title: QA, city: 'Warsaw' },
  { group: 'engineering', q: 'mid-level QA engineers', title: QA, levels: [mid] },
  { group: 'engineering', q: 'security engineers in Tel Aviv', title: SECURITY, city: 'Tel Aviv' },
  { group: 'engineering', q: 'junior frontend developers', title: FRONTEND, levels: [entry] },
  { group: 'engineering', q: 'staff engineers with 10+ years', title: ENGINEER, notTitle: NOT_LEADER, levels: [lead], yearsMin: 10 },
  { group: 'engineering', q: 'principal backend engineers', title: BACKEND, levels: [lead] },
  {
    group: 'engineering',
    q: 'senior engineers with 5+ years in Amsterdam',
    title: ENGINEER,
    levels: [senior],
    yearsMin: 5,
    city: 'Amsterdam',
  },
  {
    group: 'engineering',
    q: 'software engineers with 3-5 years of experience in Munich',
    title: SWE,
    yearsMin: 3,
    yearsMax: 5,
    city: 'Munich',
  },
  { group: 'engineering', q: 'software engineers at Northpeak', title: SWE, currentCompany: 'Northpeak' },
  { group: 'engineering', q: 'software engineers @Finly', title: SWE, currentCompany: 'Finly' },
  { group: 'engineering', q: 'engineers ex-Paystream', title: ENGINEER, pastCompany: 'Paystream' },
  { group: 'engineering', q: 'software engineers in fintech', title: SWE, industry: 'fintech', looser: 'software engineers' },
  { group: 'engineering', q: 'backend engineers ex-fintech', title: BACKEND, pastIndustry: 'fintech', recall: true },
  {
    group: 'engineering',
    q: 'senior backend engineers in Berlin who know Kubernetes, 5+ years, ex-fintech',
    title: BACKEND,
    levels: [senior],
    city: 'Berlin',
    skills: ['Kubernetes'],
    yearsMin: 5,
    pastIndustry: 'fintech',
    closest: true,
    looser: 'senior backend engineers in Berlin who know Kubernetes, 5+ years',
  },
  { group: 'engineering', q: 'engineering managers in Munich', title: ENG_MANAGER, city: 'Munich', recall: true },
  { group: 'engineering', q: 'engineering managers in London', title: ENG_MANAGER, city: 'London', recall: true },
  { group: 'engineering', q: 'CTOs at fintech startups', title: CTO, industry: 'fintech', recall: true },
  { group: 'engineering', q: 'CTO in Berlin', title: CTO, city: 'Berlin' },
  {
    group: 'engineering',
    q: 'VP of Engineering in the United States',
    title: /\b(vp|svp)\b.*\bengineering\b/i,
    levels: [vp],
    country: 'US',
    recall: true,
  },
  { group: 'engineering', q: 'heads of engineering in Germany', title: headOf('engineering'), levels: [director], country: 'DE' },
  { group: 'engineering', q: 'machine learning engineers with PyTorch', title: ML, skills: ['PyTorch'] },
  {
    group: 'engineering',
    q: 'software engineers with a computer science degree from MIT',
    title: SWE,
    school: 'Massachusetts Institute of Technology',
    field: /^computer science$/i,
  },
  { group: 'engineering', q: 'software engineers from Stanford', title: SWE, school: 'Stanford University', recall: true },
  { group: 'engineering', q: 'TUM engineers in Munich', title: ENGINEER, school: 'Technical University of Munich', city: 'Munich' },
  {
    group: 'engineering',
    q: 'backend engineers in Bengaluru who know Go',
    title: BACKEND,
    city: 'Bangalore',
    skills: ['Go'],
    looser: 'backend engineers in Bengaluru',
  },
  { group: 'engineering', q: 'software engineers in São Paulo', title: SWE, city: 'São Paulo' },
  { group: 'engineering', q: 'developers in Sao Paulo with Java', title: DEVELOPER, city: 'São Paulo', skills: ['Java'] },
  { group: 'engineering', q: 'mobile developers in Brazil with Kotlin', title: MOBILE, country: 'BR', skills: ['Kotlin'] },
  { group: 'engineering', q: 'software engineers in the UK', title: SWE, country: 'GB' },
  { group: 'engineering', q: 'frontend engineers in Canada', title: FRONTEND, country: 'CA' },
  { group: 'engineering', q: '.NET and C# developers', title: DEVELOPER, skills: ['.NET', 'C#'] },

  // ---- Data -----------------------------------------------------------------------------------
  { group: 'data', q: 'data scientists in London', title: DATA_SCIENTIST, city: 'London' },
  { group: 'data', q: 'Berlin-based data scientists', title: DATA_SCIENTIST, city: 'Berlin' },
  { group: 'data', q: 'senior data scientists in the US', title: DATA_SCIENTIST, levels: [senior], country: 'US' },
  { group: 'data', q: 'data scientists with Python and machine learning', title: DATA_SCIENTIST, skills: ['Python', 'Machine Learning'] },
  { group: 'data', q: "data scientists with a master's degree", title: DATA_SCIENTIST, degree: MASTER },
  { group: 'data', q: 'data scientists with a PhD', title: DATA_SCIENTIST, degree: PHD, looser: 'data scientists', recall: true },
  { group: 'data', q: 'data engineers with Spark and Airflow', title: DATA_ENGINEER, skills: ['Spark', 'Airflow'] },
  {
    group: 'data',
    q: 'data engineers with at least 5 years of experience in Spark, dbt and Airflow',
    title: DATA_ENGINEER,
    skills: ['Spark', 'dbt', 'Airflow'],
    yearsMin: 5,
  },
  { group: 'data', q: 'data engineers in Amsterdam', title: DATA_ENGINEER, city: 'Amsterdam', recall: true },
  { group: 'data', q: 'data analysts in Mumbai', title: DATA_ANALYST, city: 'Mumbai' },
  { group: 'data', q: 'data analysts with SQL and Tableau', title: DATA_ANALYST, skills: ['SQL', 'Tableau'] },
  { group: 'data', q: 'data analysts who used to work at Medisync', title: DATA_ANALYST, pastCompany: 'Medisync' },
  { group: 'data', q: 'analytics engineers with dbt', title: ANALYTICS_ENGINEER, skills: ['dbt'], recall: true },
  { group: 'data', q: 'research scientists with PyTorch', title: /\bresearch scientist\b/i, skills: ['PyTorch'] },
  { group: 'data', q: 'heads of data in fintech', title: headOf('(data|analytics)'), industry: 'fintech' },
  { group: 'data', q: 'BI analysts with Power BI in India', title: /\bbi analyst\b/i, skills: ['Power BI'], country: 'IN' },
  { group: 'data', q: 'data scientists at Quorra Labs', title: DATA_SCIENTIST, currentCompany: 'Quorra Labs' },

  // ---- Product --------------------------------------------------------------------------------
  { group: 'product', q: 'product managers in San Francisco', title: PM, city: 'San Francisco', recall: true },
  { group: 'product', q: 'senior product managers in London', title: PM, levels: [senior], city: 'London' },
  { group: 'product', q: 'product managers with more than 10 years', title: PM, yearsMin: 10 },
  { group: 'product', q: 'product managers at Northpeak', title: PM, currentCompany: 'Northpeak' },
  {
    group: 'product',
    q: 'Orbitly or Northpeak product owners',
    title: /\bproduct owner\b/i,
    currentCompany: ['Orbitly', 'Northpeak'],
  },
  { group: 'product', q: 'product managers with an MBA', title: PM, degree: MBA, looser: 'product managers', recall: true },
  { group: 'product', q: 'Stanford MBA product managers', title: PM, school: 'Stanford University', degree: MBA },
  { group: 'product', q: 'product managers in fintech', title: PM, industry: 'fintech' },
  { group: 'product', q: 'product managers with A/B testing and SQL', title: PM, skills: ['A/B Testing', 'SQL'] },
  { group: 'product', q: 'heads of product in the UK', title: HEAD_OF_PRODUCT, levels: [director], country: 'GB' },
  { group: 'product', q: 'director of product in New York', title: HEAD_OF_PRODUCT, city: 'New York' },
  { group: 'product', q: 'group product managers', title: /\bgroup product manager\b/i },
  { group: 'product', q: 'associate product managers in Bangalore', title: /\bassociate product manager\b/i, city: 'Bangalore' },

  // ---- Design ---------------------------------------------------------------------------------
  { group: 'design', q: 'product designers in Berlin', title: PRODUCT_DESIGNER, city: 'Berlin' },
  { group: 'design', q: 'designers in Paris', title: DESIGNER, city: 'Paris', recall: true },
  { group: 'design', q: 'UX designers with Figma', title: UX_DESIGNER, skills: ['Figma'] },
  { group: 'design', q: 'senior product designers', title: PRODUCT_DESIGNER, levels: [senior] },
  { group: 'design', q: 'product designers formerly at Kestrel Bank', title: PRODUCT_DESIGNER, pastCompany: 'Kestrel Bank', closest: true },
  { group: 'design', q: 'designers over 10 yrs', title: DESIGNER, yearsMin: 10 },
  { group: 'design', q: 'brand designers with Adobe Illustrator', title: /\bbrand designer\b/i, skills: ['Adobe Illustrator'] },
  { group: 'design', q: 'heads of design', title: headOf('design') },
  {
    group: 'design',
    q: '"design systems" AND figma',
    text: { label: '"design systems" AND figma', test: all('design systems', 'figma') },
  },
  {
    group: 'design',
    q: '"design systems" AND figma -junior',
    // '-junior' rules out the current level (a senior who was once a junior stays), not the word.
    text: {
      label: '"design systems" AND figma, not entry level',
      test: (d, row) => all('design systems', 'figma')(d) && row.seniority !== entry,
    },
  },

  // ---- Sales ----------------------------------------------------------------------------------
  { group: 'sales', q: 'account executives in New York', title: AE, city: 'New York', recall: true },
  { group: 'sales', q: 'account executives ex-Paystream', title: AE, pastCompany: 'Paystream' },
  {
    group: 'sales',
    q: 'enterprise account executives with Salesforce',
    title: /\benterprise account executive\b/i,
    skills: ['Salesforce'],
  },
  { group: 'sales', q: 'senior account executives in London', title: AE, levels: [senior], city: 'London' },
  { group: 'sales', q: 'SDRs in Austin', title: SDR, city: 'Austin' },
  { group: 'sales', q: 'SDRs with less than 2 years of experience', title: SDR, yearsMax: 1, recall: true },
  { group: 'sales', q: 'BDRs in London', title: BDR, city: 'London' },
  { group: 'sales', q: 'account managers in Singapore', title: ACCOUNT_MANAGER, city: 'Singapore' },
  { group: 'sales', q: 'sales managers in Germany', title: SALES_MANAGER, country: 'DE' },
  { group: 'sales', q: 'VP of Sales at a SaaS company in London', title: VP_SALES, levels: [vp], industry: 'saas', city: 'London' },
  { group: 'sales', q: 'VP Sales in the US', title: VP_SALES, levels: [vp], country: 'US', looser: 'VP Sales' },
  { group: 'sales', q: 'VP Sales', title: VP_SALES, levels: [vp] },
  { group: 'sales', q: 'heads of sales in fintech', title: headOf('sales'), industry: 'fintech' },
  { group: 'sales', q: 'account executives who know MEDDIC', title: AE, skills: ['MEDDIC'], looser: 'account executives' },
  { group: 'sales', q: 'chief revenue officers', title: /\bchief revenue officer\b|\bcro\b/i },
  { group: 'sales', q: 'account executives at Orbitly', title: AE, currentCompany: 'Orbitly' },

  // ---- Marketing ------------------------------------------------------------------------------
  { group: 'marketing', q: 'growth marketers in London', title: GROWTH_MARKETER, city: 'London' },
  {
    group: 'marketing',
    q: 'growth marketers with SEO and Google Ads',
    title: GROWTH_MARKETER,
    skills: ['SEO', 'Google Ads'],
  },
  { group: 'marketing', q: 'content marketers with SEO', title: CONTENT_MARKETER, skills: ['SEO'] },
  { group: 'marketing', q: 'product marketing managers', title: /\bproduct marketing manager\b/i },
  { group: 'marketing', q: 'product marketers in San Francisco', title: PRODUCT_MARKETER, city: 'San Francisco' },
  { group: 'marketing', q: 'marketing managers in Madrid', title: MARKETING_MANAGER, city: 'Madrid' },
  { group: 'marketing', q: 'marketing managers in e-commerce', title: MARKETING_MANAGER, industry: 'ecommerce' },
  { group: 'marketing', q: 'CMOs in the US', title: CMO, country: 'US' },
  { group: 'marketing', q: 'heads of marketing in Berlin', title: headOf('(\\w+ )?marketing'), city: 'Berlin' },
  {
    group: 'marketing',
    q: 'marketers with HubSpot in Toronto',
    title: MARKETER,
    notTitle: NOT_SENIOR_LEADER,
    skills: ['HubSpot'],
    city: 'Toronto',
  },

  // ---- Customer success -----------------------------------------------------------------------
  { group: 'customer success', q: 'customer success managers in Chicago', title: CSM, city: 'Chicago' },
  { group: 'customer success', q: 'customer success managers with Gainsight', title: CSM, skills: ['Gainsight'] },
  { group: 'customer success', q: 'customer success managers in healthcare', title: CSM, industry: 'healthcare', recall: true },
  { group: 'customer success', q: 'support team leads', title: /\bsupport team lead\b/i },
  {
    group: 'customer success',
    q: 'customer support specialists with Zendesk',
    title: /\bcustomer support specialist\b/i,
    skills: ['Zendesk'],
  },
  { group: 'customer success', q: 'heads of customer success', title: headOf('customer success') },
  { group: 'customer success', q: 'implementation specialists', title: /\bimplementation specialist\b/i },

  // ---- People & recruiting --------------------------------------------------------------------
  { group: 'people', q: 'recruiters in Amsterdam', title: RECRUITER, notTitle: NOT_SENIOR_LEADER, city: 'Amsterdam' },
  { group: 'people', q: 'technical recruiters', title: /\btechnical recruiter\b/i },
  { group: 'people', q: 'technical recruiters in London', title: /\btechnical recruiter\b/i, city: 'London' },
  {
    group: 'people',
    q: 'recruiters with sourcing and Greenhouse',
    title: RECRUITER,
    notTitle: NOT_SENIOR_LEADER,
    skills: ['Sourcing', 'Greenhouse'],
    looser: 'recruiters with sourcing',
    recall: true,
  },
  { group: 'people', q: 'recruiters, 5 years or more', title: RECRUITER, notTitle: NOT_SENIOR_LEADER, yearsMin: 5 },
  { group: 'people', q: 'head of talent acquisition', title: HEAD_OF_TALENT, recall: true },
  { group: 'people', q: 'head of talent at Northpeak', title: HEAD_OF_TALENT, currentCompany: 'Northpeak' },
  { group: 'people', q: 'HR business partners in Warsaw', title: HRBP, city: 'Warsaw' },
  { group: 'people', q: 'Workday HR business partners', title: HRBP, skills: ['Workday'] },
  { group: 'people', q: 'talent sourcers in India', title: /\btalent sourcer\b/i, country: 'IN' },
  { group: 'people', q: 'chief people officers', title: /\bchief people officer\b/i },

  // ---- Finance --------------------------------------------------------------------------------
  { group: 'finance', q: 'financial analysts in New York', title: FIN_ANALYST, city: 'New York' },
  { group: 'finance', q: 'FP&A analysts with financial modeling', title: /\bfp&a analyst\b/i, skills: ['Financial Modeling'] },
  { group: 'finance', q: 'accountants in London', title: ACCOUNTANT, city: 'London' },
  { group: 'finance', q: 'senior accountants with IFRS', title: ACCOUNTANT, levels: [senior], skills: ['IFRS'] },
  {
    group: 'finance',
    q: 'finance managers with a banking background',
    title: /\bfinance manager\b/i,
    pastIndustry: 'banking',
    recall: true,
  },
  { group: 'finance', q: 'controllers in Germany', title: CONTROLLER, country: 'DE' },
  { group: 'finance', q: 'CFOs in fintech', title: CFO, industry: 'fintech' },
  { group: 'finance', q: 'CFO with FP&A and SAP', title: CFO, skills: ['FP&A', 'SAP'] },
  { group: 'finance', q: 'tax managers', title: /\btax manager\b/i },

  // ---- Operations -----------------------------------------------------------------------------
  { group: 'operations', q: 'operations managers in the US', title: OPS_MANAGER, country: 'US' },
  { group: 'operations', q: 'Vantaforge operations managers', title: OPS_MANAGER, currentCompany: 'Vantaforge' },
  { group: 'operations', q: 'supply chain operations analysts', title: /\bsupply chain operations analyst\b/i },
  { group: 'operations', q: 'revenue operations specialists', title: /\brevenue operations (specialist|analyst)\b/i },
  { group: 'operations', q: 'operations managers in logistics', title: OPS_MANAGER, industry: 'logistics' },
  { group: 'operations', q: 'COOs in the UK', title: COO, country: 'GB' },
  { group: 'operations', q: 'heads of operations with Lean Six Sigma', title: headOf('(\\w+ )*operations'), skills: ['Lean Six Sigma'] },

  // ---- Leadership -----------------------------------------------------------------------------
  { group: 'leadership', q: 'founders in fintech', title: FOUNDER, industry: 'fintech' },
  { group: 'leadership', q: 'CEOs in Singapore', title: CEO, city: 'Singapore' },
  { group: 'leadership', q: 'general managers in India', title: GENERAL_MANAGER, country: 'IN' },
  { group: 'leadership', q: 'managing directors in Frankfurt', title: /\bmanaging director\b/i, city: 'Frankfurt' },
  { group: 'leadership', q: 'co-founders with fundraising experience', title: /\bco-founder\b/i, skills: ['Fundraising'] },
  { group: 'leadership', q: 'country managers in Spain', title: /\bcountry manager\b/i, country: 'ES' },
  {
    group: 'leadership',
    q: 'senior leaders ex-Kestrel Bank',
    levels: [director, vp, executive],
    pastCompany: 'Kestrel Bank',
    recall: true,
  },
  { group: 'leadership', q: 'people who went to Harvard', school: 'Harvard University' },
  { group: 'leadership', q: 'INSEAD MBAs in Paris', school: 'INSEAD', degree: MBA, city: 'Paris' },
  { group: 'leadership', q: 'LBS MBA in London', school: 'London Business School', degree: MBA, city: 'London', recall: true },
  { group: 'leadership', q: 'ETH Zurich PhDs', school: 'ETH Zurich', degree: PHD },

  // ---- Rare combinations nobody meets: closest matches must keep the place and the role --------
  {
    group: 'closest',
    q: 'mobile engineers in Seattle with Rust and Kafka',
    title: MOBILE,
    city: 'Seattle',
    skills: ['Rust', 'Kafka'],
    closest: true,
  },
  {
    group: 'closest',
    q: 'account executives in New York with MEDDIC, Gong and 15+ years',
    title: AE,
    city: 'New York',
    skills: ['MEDDIC', 'Gong'],
    yearsMin: 15,
    closest: true,
  },
  {
    group: 'closest',
    q: 'designers in Paris with After Effects, Typography and InVision',
    title: DESIGNER,
    city: 'Paris',
    skills: ['After Effects', 'Typography', 'InVision'],
    closest: true,
  },
  {
    group: 'closest',
    q: 'recruiters in Amsterdam with Personio and Headhunting',
    title: RECRUITER,
    notTitle: NOT_SENIOR_LEADER,
    city: 'Amsterdam',
    skills: ['Personio', 'Headhunting'],
    closest: true,
  },
  {
    group: 'closest',
    q: 'data engineers in Amsterdam with Airflow, Snowflake and dbt',
    title: DATA_ENGINEER,
    city: 'Amsterdam',
    skills: ['Airflow', 'Snowflake', 'dbt'],
    closest: true,
  },
  {
    group: 'closest',
    q: 'product managers in San Francisco from INSEAD',
    title: PM,
    city: 'San Francisco',
    school: 'INSEAD',
    closest: true,
  },
  {
    group: 'closest',
    q: 'frontend developers in NYC with Angular and Rust',
    title: FRONTEND,
    city: 'New York',
    skills: ['Angular', 'Rust'],
    closest: true,
  },

  // ---- Boolean keyword searches ---------------------------------------------------------------
  {
    group: 'keywords',
    q: '(react OR vue) AND typescript -angular',
    // A negated skill rules out the skill, not every mention of the word.
    notSkills: ['Angular'],
    text: {
      label: '(react OR vue) AND typescript',
      test: (d) => (hasWords(d, 'react') || hasWords(d, 'vue')) && hasWords(d, 'typescript'),
    },
  },
  {
    group: 'keywords',
    q: 'java NOT android',
    notSkills: ['Android'],
    text: { label: 'java', test: (d) => hasWords(d, 'java') },
  },
  { group: 'keywords', q: 'kubernetes AND terraform', text: { label: 'kubernetes AND terraform', test: all('kubernetes', 'terraform') } },
  {
    group: 'keywords',
    q: '"machine learning" AND pytorch -tensorflow',
    notSkills: ['TensorFlow'],
    text: { label: '"machine learning" AND pytorch', test: all('machine learning', 'pytorch') },
  },
  { group: 'keywords', q: 'salesforce AND MEDDIC', text: { label: 'salesforce AND meddic', test: all('salesforce', 'meddic') } },
  {
    group: 'keywords',
    q: '(snowflake OR bigquery) AND dbt',
    text: {
      label: '(snowflake OR bigquery) AND dbt',
      test: (d) => (hasWords(d, 'snowflake') || hasWords(d, 'bigquery')) && hasWords(d, 'dbt'),
    },
  },
  { group: 'keywords', q: 'Python OR Go', text: { label: 'python OR go', test: (d) => hasWords(d, 'python') || hasWords(d, 'go') } },
  {
    group: 'keywords',
    q: 'designers -Finly',
    title: DESIGNER,
    text: { label: 'NOT finly', test: none('finly') },
  },

  // ---- Build-filter searches ------------------------------------------------------------------
  {
    group: 'build',
    type: 'build',
    q: 'Backend Engineer, Berlin, Go',
    filters: { titles: ['Backend Engineer'], locations: ['Berlin'], skills: ['Go'] },
    title: BACKEND,
    city: 'Berlin',
    skills: ['Go'],
  },
  {
    group: 'build',
    type: 'build',
    q: 'Product Manager, senior, United Kingdom',
    filters: { titles: ['Product Manager'], seniorities: ['senior'], locations: ['United Kingdom'] },
    title: PM,
    levels: [senior],
    country: 'GB',
  },
  {
    group: 'build',
    type: 'build',
    q: 'Account Executive at Northpeak or Orbitly',
    filters: { titles: ['Account Executive'], currentCompanies: ['Northpeak', 'Orbitly'] },
    title: AE,
    currentCompany: ['Northpeak', 'Orbitly'],
  },
  {
    group: 'build',
    type: 'build',
    q: 'Data Scientist, Python + SQL, 5-10 years',
    filters: { titles: ['Data Scientist'], skills: ['Python', 'SQL'], yearsFrom: 5, yearsTo: 10 },
    title: DATA_SCIENTIST,
    skills: ['Python', 'SQL'],
    yearsMin: 5,
    yearsMax: 10,
  },
  {
    group: 'build',
    type: 'build',
    q: 'Designer, Figma or Sketch, Paris',
    filters: { titles: ['Designer'], skills: ['Figma', 'Sketch'], skillsMatch: 'any', locations: ['Paris'] },
    title: DESIGNER,
    anySkills: ['Figma', 'Sketch'],
    city: 'Paris',
  },
  {
    group: 'build',
    type: 'build',
    q: 'Recruiter, ex-Paystream or ex-Finly',
    filters: { titles: ['Recruiter'], pastCompanies: ['Paystream', 'Finly'] },
    title: RECRUITER,
    pastCompany: ['Paystream', 'Finly'],
  },
  {
    group: 'build',
    type: 'build',
    q: 'director, fintech, Germany',
    filters: { seniorities: ['director'], industries: ['fintech'], locations: ['Germany'] },
    levels: [director],
    industry: 'fintech',
    country: 'DE',
  },

  // ---- Persona searches -----------------------------------------------------------------------
  {
    group: 'persona',
    type: 'persona',
    persona: 'senior-engineer',
    q: 'in Berlin',
    jobFunction: 'engineering',
    levels: [senior, lead],
    yearsMin: 5,
    city: 'Berlin',
  },
  {
    group: 'persona',
    type: 'persona',
    persona: 'engineering-leader',
    q: 'in fintech',
    jobFunction: 'engineering',
    levels: [manager, director, vp, executive],
    industry: 'fintech',
  },
  {
    group: 'persona',
    type: 'persona',
    persona: 'talent-partner',
    q: 'in London',
    jobFunction: 'people',
    levels: [mid, senior, lead, manager],
    city: 'London',
  },
  {
    group: 'persona',
    type: 'persona',
    persona: 'product-leader',
    q: '',
    jobFunction: 'product',
    levels: [director, vp, executive],
  },
  {
    group: 'persona',
    type: 'persona',
    persona: 'data-scientist',
    q: 'in India',
    jobFunction: 'data',
    skills: ['Machine Learning'],
    country: 'IN',
  },

  // ---- New occupations: healthcare, education, legal, hospitality, trades, wider finance and operations
  { group: 'healthcare', q: 'registered nurses in London', title: REGISTERED_NURSE, city: 'London' },
  { group: 'healthcare', q: 'registered nurses in the US', title: REGISTERED_NURSE, country: 'US' },
  { group: 'healthcare', q: 'senior registered nurses in Toronto', title: REGISTERED_NURSE, levels: [senior], city: 'Toronto' },
  { group: 'healthcare', q: 'nurses in Sydney', title: NURSE, city: 'Sydney' },
  { group: 'healthcare', q: 'nurse practitioners in New York', title: NURSE_PRACTITIONER, city: 'New York' },
  { group: 'healthcare', q: 'nurse practitioners with 5+ years', title: NURSE_PRACTITIONER, yearsMin: 5 },
  { group: 'healthcare', q: 'nurses at Medisync', title: NURSE, currentCompany: 'Medisync' },
  { group: 'healthcare', q: 'nurses in India', title: NURSE, country: 'IN' },
  { group: 'education', q: 'teachers in Berlin', title: TEACHER, city: 'Berlin' },
  { group: 'education', q: 'teachers in the UK', title: TEACHER, country: 'GB' },
  { group: 'education', q: 'teachers with 10+ years of experience', title: TEACHER, yearsMin: 10 },
  { group: 'education', q: 'lecturers in London', title: LECTURER, city: 'London' },
  { group: 'education', q: 'lecturers with a PhD', title: LECTURER, degree: PHD },
  { group: 'education', q: 'senior lecturers in Australia', title: LECTURER, country: 'AU' },
  { group: 'legal', q: 'paralegals in New York', title: PARALEGAL, city: 'New York' },
  { group: 'legal', q: 'paralegals in Canada', title: PARALEGAL, country: 'CA' },
  { group: 'legal', q: 'lawyers in London', title: LAWYER, jobFunction: 'legal', city: 'London' },
  { group: 'legal', q: 'solicitors in Manchester', title: LAWYER, jobFunction: 'legal', city: 'Manchester' },
  { group: 'legal', q: 'legal counsel in fintech', title: LEGAL_COUNSEL, industry: 'fintech' },
  { group: 'legal', q: 'legal counsel in Singapore', title: LEGAL_COUNSEL, city: 'Singapore' },
  { group: 'legal', q: 'lawyers from Harvard', title: LAWYER, jobFunction: 'legal', school: 'Harvard University' },
  { group: 'hospitality', q: 'chefs in Paris', title: CHEF, city: 'Paris' },
  { group: 'hospitality', q: 'sous chefs in London', title: SOUS_CHEF, city: 'London' },
  { group: 'hospitality', q: 'chefs in Spain', title: CHEF, country: 'ES' },
  { group: 'hospitality', q: 'hotel managers in Dubai', title: HOTEL_MANAGER, city: 'Dubai' },
  { group: 'hospitality', q: 'hotel managers with 10+ years', title: HOTEL_MANAGER, yearsMin: 10 },
  { group: 'trades', q: 'electricians in Melbourne', title: ELECTRICIAN, city: 'Melbourne' },
  { group: 'trades', q: 'electricians in Germany', title: ELECTRICIAN, country: 'DE' },
  { group: 'trades', q: 'plumbers in Chicago', title: PLUMBER, city: 'Chicago' },
  { group: 'trades', q: 'plumbers in the UK', title: PLUMBER, country: 'GB' },
  { group: 'wider finance', q: 'accountants in Mumbai', title: ACCOUNTANT, city: 'Mumbai' },
  { group: 'wider finance', q: 'accountants with Xero', title: ACCOUNTANT, skills: ['Xero'] },
  { group: 'wider finance', q: 'auditors in London', title: AUDITOR, city: 'London' },
  { group: 'wider finance', q: 'auditors in banking', title: AUDITOR, industry: 'banking' },
  { group: 'wider finance', q: 'financial controllers in Amsterdam', title: CONTROLLER, city: 'Amsterdam' },
  { group: 'wider operations', q: 'warehouse managers in Rotterdam', title: WAREHOUSE_MANAGER, city: 'Rotterdam' },
  { group: 'wider operations', q: 'warehouse managers in logistics', title: WAREHOUSE_MANAGER, industry: 'logistics' },
  { group: 'wider operations', q: 'warehouse managers in Hamburg', title: WAREHOUSE_MANAGER, city: 'Hamburg' },
  { group: 'wider operations', q: 'procurement managers in Germany', title: PROCUREMENT, country: 'DE' },
  { group: 'wider operations', q: 'procurement specialists in manufacturing', title: PROCUREMENT, industry: 'manufacturing' },
];
