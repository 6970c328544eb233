import type { SeniorityKey } from '../../vocabulary';
import type { CompanyRef, InterpretationKind, LocationRef } from './interpretation.types';

/** What the lookup tables hold: for each normalised phrase, the things it can name. */

/** What a phrase names. */
export type EntityKind = 'title' | 'seniority' | 'function' | 'location' | 'company' | 'industry' | 'skill' | 'school' | 'degree' | 'field';
/** What a match becomes in the interpretation (a company current or past, ...); a field of study stays a keyword phrase. */
export type FinalKind = Exclude<InterpretationKind, 'keywords' | 'years'> | 'field';

export interface Entry {
  kind: EntityKind;
  label: string;
  /** Among matches of the same length the lowest rank wins (when no cue decides). */
  rank: number;
  /** Needs a cue or a suffix of its kind, or one of the `exact` spellings, to be read. */
  weak?: boolean;
  /** Typed exactly like this (case-sensitive), a weak entry counts as strong. */
  exact?: string[];
  /** A company that is read without a cue only when typed capitalised. */
  needsCaps?: boolean;
  /** A job phrase kept whole as a keyword ('chief of staff', 'security clearance'): no cue before it reads its words as something else. */
  kept?: boolean;
  /** An industry matched by its key or name (not an alias). */
  canonical?: boolean;
  titles?: string[];
  seniorities?: SeniorityKey[];
  functionKey?: string;
  location?: LocationRef;
  /** An area's countries ('DACH': Germany, Austria, Switzerland); `location` then names the area. */
  places?: LocationRef[];
  company?: CompanyRef;
  /** A group's companies ('FAANG': those of the index); `company` is the first of them. */
  companies?: CompanyRef[];
  industry?: string;
  industryName?: string;
  skill?: string;
  school?: string;
  degree?: string;
}

export type Table = Map<string, Entry[]>;
