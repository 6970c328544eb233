/**
 * How skills and industries relate, for search (issue 34, "constraints read as a recruiter means
 * them"). A skill asked is met by the skills that contain it as whole words ('SaaS' by 'SaaS
 * Sales', 'Analytics' by 'Product Analytics': skillContains); a skill of its family is a near miss
 * that ranks closest matches ('Vue.js' for 'React'). An industry asked is met by the current
 * company's industry or by the role (a skill that says it: 'SaaS Sales' works in SaaS); an
 * industry related to it is a near miss ('Banking' for 'Fintech').
 */

/**
 * Skills near enough to stand in for one another when ranking closest matches: someone who knows
 * one is likelier than most to pick up another. Never an exact match.
 */
export const SKILL_FAMILIES: readonly (readonly string[])[] = [
  ['javascript', 'typescript', 'node.js'],
  ['react', 'vue.js', 'angular', 'next.js'],
  ['python', 'django', 'pandas'],
  ['java', 'kotlin', 'scala', 'spring boot'],
  ['c#', '.net'],
  ['c++', 'rust', 'go'],
  ['swift', 'ios'],
  ['kotlin', 'android'],
  ['aws', 'gcp', 'azure'],
  ['kubernetes', 'docker', 'terraform'],
  ['postgresql', 'sql', 'mongodb', 'redis'],
  ['snowflake', 'bigquery', 'redshift', 'databricks'],
  ['spark', 'hadoop', 'kafka', 'airflow', 'dbt', 'etl'],
  ['machine learning', 'deep learning', 'pytorch', 'tensorflow', 'scikit-learn', 'mlops'],
  ['nlp', 'llms', 'deep learning'],
  ['tableau', 'power bi', 'looker', 'data visualization'],
  ['figma', 'sketch', 'framer', 'invision', 'prototyping'],
  ['adobe photoshop', 'adobe illustrator', 'adobe creative suite'],
  ['salesforce', 'hubspot', 'crm'],
  ['seo', 'sem', 'google ads', 'content marketing'],
  ['mixpanel', 'amplitude', 'product analytics', 'google analytics'],
  ['zendesk', 'intercom', 'customer support'],
  ['workday', 'personio', 'bamboohr', 'hris'],
  ['greenhouse', 'lever', 'linkedin recruiter'],
  ['quickbooks', 'xero', 'netsuite', 'oracle financials'],
  ['us gaap', 'ifrs', 'financial reporting'],
  ['fp&a', 'financial modeling', 'forecasting'],
  ['epic', 'cerner', 'electronic health records'],
  ['acls', 'bls', 'pals'],
  ['mig welding', 'tig welding', 'stick welding'],
];

/** The skills that say the role is in an industry, by industry key: someone who sells SaaS works in SaaS. */
export const INDUSTRY_ROLE_SKILLS: Readonly<Record<string, readonly string[]>> = {
  saas: ['saas', 'saas sales', 'b2b saas', 'product led growth'],
  edtech: ['educational technology'],
  hospitals: ['electronic health records'],
};

/** Industries close to one another: a near miss for each other, never an exact match. */
const RELATED_GROUPS: readonly (readonly string[])[] = [
  ['fintech', 'banking', 'insurance', 'crypto'],
  ['saas', 'ai', 'hr_tech', 'legal', 'cybersecurity', 'edtech'],
  ['healthcare', 'hospitals', 'biotech'],
  ['education', 'edtech'],
  ['legal', 'legal_services'],
  ['hospitality', 'travel', 'food'],
  ['construction', 'real_estate'],
  ['media', 'gaming'],
  ['ecommerce', 'logistics'],
  ['energy', 'manufacturing', 'automotive'],
];

/** The skills of a skill's families, itself left out ('react' -> 'vue.js', 'angular', 'next.js'). */
export function skillFamily(key: string): string[] {
  const out = new Set<string>();
  for (const group of SKILL_FAMILIES) if (group.includes(key)) for (const k of group) if (k !== key) out.add(k);
  return [...out];
}

/** The industries related to an industry, itself left out ('fintech' -> 'banking', 'insurance', 'crypto'). */
export function relatedIndustries(key: string): string[] {
  const out = new Set<string>();
  for (const group of RELATED_GROUPS) if (group.includes(key)) for (const k of group) if (k !== key) out.add(k);
  return [...out];
}

/**
 * A skill's words for containment: lower case, split at spaces and at / , ( ) ; a hyphenated or
 * dotted word stays one ('go-to-market' does not contain 'go', 'node.js' is one word).
 */
export function skillWords(skill: string): string[] {
  return skill
    .toLowerCase()
    .split(/[\s/,();:|]+/u)
    .filter(Boolean);
}

/** Whether a skill contains the one asked as whole consecutive words ('saas sales' contains 'saas'). */
export function skillContains(skill: string, asked: string): boolean {
  const words = skillWords(skill);
  const run = skillWords(asked);
  if (run.length === 0) return false;
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (words[i + j] !== run[j]) continue outer;
    return true;
  }
  return false;
}
