import { SENIORITY_LEVELS, VOCABULARY, type JobFunction, type SeniorityKey } from '../modules/vocabulary';
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
      return `${s} operations`;
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
    titles.push(fn.specialisations.map((spec) => (patterns ?? []).map((p) => p.replace('{s}', spec))));
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
