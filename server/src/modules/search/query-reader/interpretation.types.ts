import type { SeniorityKey } from '../../vocabulary';

/** A boolean keyword expression: AND, OR, NOT, quoted phrases, parentheses, leading minus. */
export type KeywordExpr =
  | { kind: 'term'; text: string; phrase: boolean }
  | { kind: 'and'; items: KeywordExpr[] }
  | { kind: 'or'; items: KeywordExpr[] }
  | { kind: 'not'; item: KeywordExpr };

/** A company the query named, resolved against the companies of the index. */
export interface CompanyRef {
  id: number;
  name: string;
}

export interface LocationRef {
  /** Set for a city; the country code is always set. */
  city?: string;
  countryCode: string;
  /** How to show it: 'Berlin, Germany' or 'Germany'. */
  label: string;
  /** The area it was asked as part of ('DACH', 'EMEA'), when it was. */
  area?: string;
  /** A region of the country ('Texas'): the people a source placed in it, wherever in it. */
  region?: string;
}

/**
 * What a natural-language query was read as. Every part that came from the query keeps the text
 * it came from (`spans`), so a client can show it as a chip and remove it by removing that text.
 */
export interface Interpretation {
  /** Role phrases matched against the current title, e.g. 'backend engineer'. */
  titles: string[];
  seniorities: SeniorityKey[];
  /** Job-function keys, when the query named a function rather than a title ('sales people'). */
  functions: string[];
  locations: LocationRef[];
  currentCompanies: CompanyRef[];
  pastCompanies: CompanyRef[];
  /** Industry keys of the current company. */
  industries: string[];
  /** Industry keys worked in before ('ex-fintech'). */
  pastIndustries: string[];
  /** Skill keys (lower case), all required. */
  skills: string[];
  yearsMin: number | null;
  yearsMax: number | null;
  /** School names as in the vocabulary. */
  schools: string[];
  /** Degree levels: bachelor, master, mba, phd. */
  degrees: string[];
  /** The current role is remote ('remote', 'work from home'). */
  remote?: boolean;
  /** Open to relocating ('willing to relocate'): with a place, living there or open to relocating. */
  relocation?: boolean;
  /** What is left, as a boolean expression over words and phrases; null when nothing is left. */
  keywords: KeywordExpr | null;
  /** What the query rules out ('NOT junior', '-angular', 'not at Google'): never relaxed. */
  exclusions: Exclusions;
  /** Each recognised part and the exact text of the query it came from. */
  spans: InterpretationSpan[];
  /**
   * Set when words nothing could read were read as the known words they are a typo of: the query
   * as read, and each word as typed and as read ('sofware' -> 'software').
   */
  corrected?: { text: string; fixes: Array<{ from: string; to: string }> };
  /**
   * Personal traits the query asked for, as typed ('female', 'under 30'): gender, age and the like
   * are no search criteria, so they were left out (personal-traits.ts).
   */
  leftOut?: string[];
}

/**
 * The negations of a query: people they name are left out of every result, exact or closest. A
 * seniority, a skill, a current company, an industry or a place named after NOT, a leading minus or
 * a negating word ('not', 'without', 'except', ...) rules out that field; anything else rules out
 * the words ('NOT agencies': profiles that mention agencies).
 */
export interface Exclusions {
  seniorities: SeniorityKey[];
  /** Skill keys (lower case). */
  skills: string[];
  currentCompanies: CompanyRef[];
  /** Industry keys of the current company. */
  industries: string[];
  locations: LocationRef[];
  /** Each a word, a phrase or a group no profile's text may match. */
  words: KeywordExpr[];
  /** Remote roles ('NOT remote', 'not remote'). */
  remote?: boolean;
}

export type InterpretationKind =
  | 'title'
  | 'seniority'
  | 'function'
  | 'location'
  | 'currentCompany'
  | 'pastCompany'
  | 'industry'
  | 'pastIndustry'
  | 'skill'
  | 'years'
  | 'school'
  | 'degree'
  | 'remote'
  | 'relocation'
  | 'keywords';

export interface InterpretationSpan {
  kind: InterpretationKind;
  /** What the chip says, e.g. 'Berlin, Germany', '5+ years', 'ex-fintech'. */
  label: string;
  /** The exact substring of the query, e.g. 'in Berlin', '5+ years'. */
  text: string;
  /**
   * The constraint it stands for, as must-have lists name it: its kind, or `skill:<key>`. A
   * negation's key is `not:<kind>:<value>`: always kept, never in a must-have list.
   */
  key: string;
  /** A negation: what it names is left out of every result. */
  excludes?: boolean;
}
