/**
 * The shape of the people vocabulary: the static lists search and analysis read at run time (the
 * natural-language query reader, the filters, the seniority ladders) and the profile generator
 * draws from. The data is in this folder, one file per concern; index.ts assembles VOCABULARY.
 */

/** Seniority levels, lowest first. Early managers are lead and manager; senior leaders director and above. */
export const SENIORITY_LEVELS = ['entry', 'mid', 'senior', 'lead', 'manager', 'director', 'vp', 'executive'] as const;
export type SeniorityKey = (typeof SENIORITY_LEVELS)[number];

export interface JobFunction {
  /**
   * engineering, product, design, data, sales, marketing, customer_success, people, finance, operations,
   * leadership, nursing, clinical, education, legal, hospitality, trades
   */
  key: string;
  name: string;
  /** Specialisations within the function, e.g. 'Backend', 'Frontend' for engineering. */
  specialisations: string[];
  /**
   * Title patterns per seniority level; `{s}` is replaced by a specialisation, e.g.
   * senior: ['Senior {s} Engineer'], manager: ['Engineering Manager, {s}'].
   * Every level of SENIORITY_LEVELS that the function has must be present.
   */
  ladder: Partial<Record<SeniorityKey, string[]>>;
  /** Skills that fit the function, most common first. */
  skills: string[];
  /** Words that name the function's people in queries: 'engineer', 'developer', 'recruiter', ... */
  roleWords: string[];
  /**
   * Ladder patterns (as written in `ladder`) that only people of some specialisations hold, e.g.
   * 'Sous Chef' -> ['Culinary']. A pattern not listed here is held by every specialisation.
   */
  heldBy?: Record<string, string[]>;
  /** The title families of the function (see title-taxonomy.ts): every title the ladder gives belongs to exactly one. */
  families: TitleFamilySpec[];
}

/**
 * A title family as the vocabulary states it: the ladder titles it covers are those at its
 * `levels`, of its `specialisations` (all when absent) and among its `titles` (ladder patterns as
 * written, with `{s}`; all patterns of those levels when absent).
 */
export interface TitleFamilySpec {
  /** Unique over all functions: 'software_engineer'. */
  key: string;
  name: string;
  /** Lower-case singular phrases that name the whole family: 'software engineer', 'developer', 'swe'. */
  names: string[];
  levels: SeniorityKey[];
  specialisations?: string[];
  titles?: string[];
}

export interface City {
  name: string;
  /** Other spellings people type: 'Bengaluru' for 'Bangalore', 'NYC' for 'New York'. */
  aliases?: string[];
  /** Relative size, used to weight where people live. */
  weight: number;
  /** Other cities of the same country in the same metro area or within about 100 km (see nearbyCities). */
  near?: string[];
}

export interface Country {
  code: string;
  name: string;
  aliases?: string[];
  /** E.164 calling code without +, e.g. '49'. */
  callingCode: string;
  /** National number format, '#' for a digit, e.g. '30 ######## ' -> used after +callingCode. */
  phoneFormat: string;
  cities: City[];
  /** Relative size of the country's share of profiles. */
  weight: number;
}

export interface Industry {
  key: string;
  name: string;
  /** Other words for it in queries: 'financial technology' for fintech. */
  aliases?: string[];
}

export interface School {
  name: string;
  aliases?: string[];
  countryCode: string;
  /** Tier 1 (global top) to 3, used to weight who studied where. */
  tier: number;
}

export interface Degree {
  /** bachelor, master, mba, phd, professional (a professional doctorate: JD, MD, PharmD) */
  level: string;
  /** How it is written on a profile: 'BSc', 'MSc', 'MBA', 'PhD', 'BA', 'MA', 'BEng'. */
  names: string[];
  aliases?: string[];
}

export interface Vocabulary {
  functions: JobFunction[];
  countries: Country[];
  industries: Industry[];
  schools: School[];
  degrees: Degree[];
  /** Fields of study, e.g. 'Computer Science'. */
  fieldsOfStudy: string[];
  /** Syllables/words the company-name generator combines, plus curated names that must exist. */
  /** The curated companies every index has, ids 1..10 in this order. */
  curatedCompanies: Array<{ name: string; industry: string; domain: string }>;
}
