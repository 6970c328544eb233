import { holdsTitle, SENIORITY_LEVELS, VOCABULARY, type JobFunction, type SeniorityKey } from '../modules/vocabulary';
import { inSentence } from './text';

/**
 * Per job function of the vocabulary, what the generator needs at hand: its levels, the titles of
 * each level per specialisation, a phrase per specialisation ('backend engineering') and the skills
 * a specialisation prefers. Prepared once, when the module loads.
 */

const SPECIALISATION_SKILLS: Record<string, string[]> = {
  Backend: ['Go', 'Java', 'PostgreSQL', 'Kafka', 'Microservices', 'Python', 'Redis'],
  Frontend: ['TypeScript', 'React', 'JavaScript', 'Next.js', 'Vue.js', 'GraphQL'],
  'Full-Stack': ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'GraphQL'],
  Mobile: ['Swift', 'Kotlin', 'iOS', 'Android', 'React'],
  DevOps: ['Kubernetes', 'Docker', 'Terraform', 'AWS', 'CI/CD', 'Linux'],
  Platform: ['Kubernetes', 'Go', 'Terraform', 'AWS', 'Distributed Systems'],
  Data: ['Python', 'Kafka', 'Scala', 'PostgreSQL', 'GCP'],
  'Machine Learning': ['Python', 'Kubernetes', 'AWS', 'Distributed Systems'],
  Security: ['Linux', 'AWS', 'Go', 'Rust', 'Kubernetes'],
  QA: ['CI/CD', 'Python', 'Java', 'TypeScript'],
  'Site Reliability': ['Kubernetes', 'Linux', 'Terraform', 'Go'],
  Embedded: ['C++', 'Rust', 'Linux'],
  'Data Scientist': ['Python', 'Machine Learning', 'Statistics', 'scikit-learn', 'SQL'],
  'Data Analyst': ['SQL', 'Tableau', 'Excel', 'Looker', 'Power BI'],
  'Data Engineer': ['Spark', 'Airflow', 'dbt', 'Kafka', 'SQL', 'Snowflake'],
  'Analytics Engineer': ['dbt', 'SQL', 'Snowflake', 'BigQuery', 'Looker'],
  'Machine Learning Scientist': ['PyTorch', 'Deep Learning', 'Machine Learning', 'TensorFlow', 'NLP'],
  'BI Analyst': ['Tableau', 'Power BI', 'SQL', 'Excel'],
  'Research Scientist': ['PyTorch', 'Deep Learning', 'LLMs', 'Computer Vision'],
  UX: ['UX Research', 'Usability Testing', 'Wireframing', 'Figma'],
  UI: ['Figma', 'Visual Design', 'Design Systems', 'User Interface Design'],
  Brand: ['Brand Identity', 'Adobe Illustrator', 'Typography'],
  Motion: ['After Effects', 'Motion Design'],
  Enterprise: ['Enterprise Sales', 'Salesforce', 'MEDDIC', 'Negotiation'],
  SMB: ['SaaS Sales', 'HubSpot', 'Cold Calling'],
  Content: ['Content Marketing', 'SEO', 'Copywriting'],
  Performance: ['Google Ads', 'Meta Ads', 'SEM', 'Google Analytics'],
  Technical: ['Technical Recruiting', 'Sourcing', 'Boolean Search'],
  'FP&A': ['FP&A', 'Financial Modeling', 'Forecasting', 'Budgeting'],
  // A specialisation name shared by two functions ('Tax') lists the skills of both; each function keeps its own.
  Tax: ['Tax', 'Tax Law', 'US GAAP'],
  Audit: ['Audit', 'Auditing', 'Internal Controls'],
  Accounting: ['Accounting', 'Month-End Close', 'Accounts Payable', 'Accounts Receivable', 'Xero', 'QuickBooks'],
  'Supply Chain': ['Supply Chain Management', 'Demand Planning', 'ERP', 'Inventory Management'],
  Logistics: ['Logistics', 'Vendor Management', 'Inventory Management'],
  Procurement: ['Procurement', 'Strategic Sourcing', 'Vendor Management', 'Negotiation'],
  Warehouse: ['Warehouse Management', 'Inventory Management', 'Lean Six Sigma'],
  'Project Management': ['Project Management', 'PMP', 'Stakeholder Management', 'Change Management'],
  // Nursing
  ICU: ['Critical Care', 'Ventilator Management', 'ACLS', 'Telemetry'],
  Emergency: ['Triage', 'Trauma Care', 'ACLS', 'IV Therapy'],
  Pediatric: ['PALS', 'Patient Education', 'Medication Administration'],
  Oncology: ['Chemotherapy Administration', 'IV Therapy', 'Patient Education'],
  Surgical: ['Wound Care', 'Perioperative Care', 'Infection Control'],
  Cardiac: ['Telemetry', 'ACLS', 'Critical Care'],
  'Mental Health': ['Mental Health Nursing', 'Case Management', 'Patient Safety'],
  Neonatal: ['Neonatal Care', 'PALS', 'Critical Care'],
  Perioperative: ['Perioperative Care', 'Infection Control', 'Patient Safety'],
  Community: ['Case Management', 'Patient Education', 'Wound Care', 'Discharge Planning'],
  // Clinical
  Physician: ['Diagnosis', 'Internal Medicine', 'Family Medicine', 'Emergency Medicine', 'Treatment Planning'],
  Pharmacist: ['Pharmacotherapy', 'Dispensing', 'Clinical Pharmacy', 'Drug Interactions', 'Medication Therapy Management'],
  'Physical Therapist': ['Physical Therapy', 'Manual Therapy', 'Exercise Prescription', 'Orthopedics', 'Rehabilitation'],
  'Occupational Therapist': ['Occupational Therapy', 'Activities of Daily Living', 'Rehabilitation', 'Neurological Rehabilitation'],
  Radiographer: ['Radiography', 'CT Imaging', 'MRI', 'Radiation Safety'],
  // Education
  Mathematics: ['Numeracy', 'STEM Education', 'Exam Preparation'],
  Science: ['STEM Education', 'Exam Preparation', 'Lesson Planning'],
  English: ['Literacy', 'Exam Preparation', 'TEFL'],
  'Computer Science': ['STEM Education', 'Educational Technology'],
  'Modern Languages': ['TEFL', 'Literacy'],
  'Special Education': ['Special Educational Needs', 'IEP Development', 'Behaviour Management', 'Differentiated Instruction'],
  'Early Childhood Education': ['Early Childhood Development', 'Safeguarding', 'Literacy', 'Numeracy'],
  // Legal
  Corporate: ['Corporate Law', 'Mergers & Acquisitions', 'Due Diligence', 'Corporate Governance', 'Securities Law'],
  Litigation: ['Litigation', 'Dispute Resolution', 'Court Filings', 'eDiscovery', 'Arbitration'],
  Employment: ['Employment Law', 'Dispute Resolution', 'Employee Relations'],
  'Intellectual Property': ['Intellectual Property', 'Patents', 'Trademarks'],
  'Real Estate': ['Real Estate Law', 'Due Diligence', 'Contract Drafting'],
  Commercial: ['Commercial Contracts', 'Contract Drafting', 'Contract Negotiation'],
  Regulatory: ['Regulatory Compliance', 'Competition Law', 'Banking Law'],
  Privacy: ['GDPR', 'Data Privacy', 'Regulatory Compliance'],
  // Hospitality
  Culinary: ['Culinary Arts', 'Food Preparation', 'Menu Development', 'Kitchen Management', 'HACCP', 'Food Safety'],
  'Front Office': ['Front Desk Operations', 'Opera PMS', 'Reservations', 'Guest Relations'],
  'Hotel Operations': ['Hotel Management', 'Revenue Management', 'Guest Relations', 'Opera PMS'],
  Housekeeping: ['Housekeeping Management', 'Health & Safety', 'Inventory Control'],
  'Food & Beverage': ['Food & Beverage Management', 'Wine Knowledge', 'Mixology', 'POS Systems'],
  Events: ['Event Planning', 'Banqueting', 'Catering'],
  // Trades
  Electrician: ['Electrical Wiring', 'National Electrical Code', 'Conduit Bending', 'Circuit Installation', 'PLC Programming'],
  Plumber: ['Plumbing Systems', 'Pipe Installation', 'Backflow Testing'],
  Pipefitter: ['Pipefitting', 'Pipe Installation', 'Blueprint Reading', 'TIG Welding'],
  Carpenter: ['Framing', 'Finish Carpentry', 'Cabinetry', 'Power Tools'],
  'HVAC Technician': ['HVAC', 'Refrigeration', 'EPA 608 Certification', 'Heat Pumps'],
  Welder: ['MIG Welding', 'TIG Welding', 'Stick Welding', 'Metal Fabrication'],
};

const DATA_PHRASES: Record<string, string> = {
  'Data Scientist': 'data science',
  'Data Analyst': 'data analysis',
  'Data Engineer': 'data engineering',
  'Analytics Engineer': 'analytics engineering',
  'Machine Learning Scientist': 'machine learning',
  'BI Analyst': 'business intelligence',
  'Research Scientist': 'applied research',
};
const CLINICAL_PHRASES: Record<string, string> = {
  Physician: 'clinical medicine',
  Pharmacist: 'clinical pharmacy',
  'Physical Therapist': 'physical therapy',
  'Occupational Therapist': 'occupational therapy',
  Radiographer: 'diagnostic imaging',
};
const LEGAL_PHRASES: Record<string, string> = {
  Litigation: 'litigation and disputes',
  'Intellectual Property': 'intellectual property law',
  Regulatory: 'regulatory law',
  Privacy: 'privacy and data protection law',
};
const HOSPITALITY_PHRASES: Record<string, string> = {
  Culinary: 'professional kitchens',
  'Front Office': 'front office operations',
  Housekeeping: 'hotel housekeeping',
  'Food & Beverage': 'food and beverage service',
  Events: 'events and banqueting',
  'Hotel Operations': 'hotel operations',
};
const TRADE_PHRASES: Record<string, string> = {
  Electrician: 'electrical installation and maintenance',
  Plumber: 'plumbing installation and repair',
  Carpenter: 'carpentry and joinery',
  'HVAC Technician': 'HVAC installation and service',
  Welder: 'welding and metal fabrication',
  Pipefitter: 'industrial pipefitting',
};
function specialisationPhrase(fn: JobFunction, spec: string): string {
  const s = inSentence(spec);
  switch (fn.key) {
    case 'engineering':
      return `${s} engineering`;
    case 'product':
      return `${s} product management`;
    case 'design':
      return `${s} design`;
    case 'data':
      return DATA_PHRASES[spec] ?? s;
    case 'sales':
      return `${s} sales`;
    case 'marketing':
      return `${s} marketing`;
    case 'customer_success':
      return `${s} customer success`;
    case 'people':
      return `${s} recruiting`;
    case 'finance':
      return `finance, with a focus on ${s}`;
    case 'operations':
      return spec === 'Project Management' ? 'project management' : `${s} operations`;
    case 'nursing':
      return `${spec === 'ICU' ? spec : spec.toLowerCase()} nursing`;
    case 'clinical':
      return CLINICAL_PHRASES[spec] ?? s;
    case 'education':
      return `teaching ${spec === 'English' ? spec : spec.toLowerCase()}`;
    case 'legal':
      return LEGAL_PHRASES[spec] ?? `${s.toLowerCase()} law`;
    case 'hospitality':
      return HOSPITALITY_PHRASES[spec] ?? s;
    case 'trades':
      return TRADE_PHRASES[spec] ?? s;
    default:
      return s;
  }
}

export interface FunctionTables {
  fn: JobFunction;
  index: number;
  /** Levels the function has (leadership: 5..7). */
  levels: number[];
  /** titles[level][specIndex] -> candidate titles */
  titles: string[][][];
  phrases: string[];
  /** Per specialisation: indices into fn.skills to prefer. */
  specSkills: number[][];
}

export const FUNCTION_TABLES: FunctionTables[] = VOCABULARY.functions.map((fn, index) => {
  const levels: number[] = [];
  const titles: string[][][] = [];
  for (let level = 0; level < SENIORITY_LEVELS.length; level++) {
    const patterns = fn.ladder[SENIORITY_LEVELS[level] as SeniorityKey];
    if (patterns && patterns.length > 0) levels.push(level);
    // Each specialisation's candidates: the patterns its people hold ('Sous Chef' only in the kitchen).
    titles.push(
      fn.specialisations.map((spec) => (patterns ?? []).filter((p) => holdsTitle(fn, p, spec)).map((p) => p.replace('{s}', spec))),
    );
  }
  const skillIndex = new Map(fn.skills.map((s, i) => [s, i]));
  return {
    fn,
    index,
    levels,
    titles,
    phrases: fn.specialisations.map((spec) => specialisationPhrase(fn, spec)),
    specSkills: fn.specialisations.map((spec) =>
      (SPECIALISATION_SKILLS[spec] ?? []).map((s) => skillIndex.get(s)).filter((i): i is number => i !== undefined),
    ),
  };
});
export const FUNCTION_BY_KEY = new Map(FUNCTION_TABLES.map((t) => [t.fn.key, t]));
