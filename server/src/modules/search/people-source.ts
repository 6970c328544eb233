import type { ConstraintKindName } from '../vocabulary/constraint-kind';
import type { StructuredQuery } from './structured-query';

export interface PeopleSearchPage {
  /** Profile ids of this page, best first: the exact matches, then the closest matches. */
  ids: string[];
  /** How many of `ids`, from the first, meet every constraint. */
  exactOnPage: number;
  /** Profiles that meet every constraint: exact when `approximate` is false. */
  exactTotal: number;
  approximate: boolean;
  /** Closest matches listed after the exact ones; 0 until a page reaches past the exact matches (or when not asked for). */
  closestTotal: number;
  /** More closest matches than `closestTotal`: only the candidates ranked were counted. */
  closestApproximate?: boolean;
}

export interface SearchOptions {
  /**
   * Answers kept for a search (and its title phrases' resolutions) are shared only within this
   * scope (a saved search's run): nothing kept before the run is read, and the pages of one run
   * agree with each other.
   */
  cacheScope?: string;
}

export interface PeopleCount {
  exactTotal: number;
  approximate: boolean;
  closestTotal: number;
}

/** One constraint of a search checked on one profile (kind and value as the people source compiled them). */
export interface ConstraintResult {
  kind: ConstraintKindName;
  value: string;
  /** A must-have of the search: closest matches keep it. */
  required: boolean;
  met: boolean;
  /** 0..1: how nearly a missed constraint is met (1 when met). */
  grade: number;
}

export interface ResultChecks {
  exact: boolean;
  checks: ConstraintResult[];
}

/**
 * The people-data edge (docs/decisions.md, "Edges to the outside world"). The embedded default answers from the local profile index
 * in PostgreSQL; a web data provider's adapter implements the same interface, bringing its
 * profiles into the index so that opening, revealing and listing work the same way. The search
 * module owns this port; its default is the search engine (engine/, LocalIndexSource), an outside
 * provider's adapter goes in providers/people-source/, and services.ts picks one.
 */
export interface PeopleSource {
  readonly name: string;
  /**
   * One page of a search: its exact matches ranked, then, once they run out, the closest matches:
   * profiles that keep every must-have and miss some nice-to-have, best first.
   */
  search(query: StructuredQuery, page: number, pageSize: number, opts?: SearchOptions): Promise<PeopleSearchPage>;
  /**
   * How many profiles a search lists: its exact matches (exact up to 10,000, an estimate beyond),
   * and its closest matches (counted only when the exact total is exact), with the same SQL as
   * `search`.
   */
  count(query: StructuredQuery, opts?: SearchOptions): Promise<PeopleCount>;
  /** Each constraint of the query checked on each of these profiles. */
  explain(query: StructuredQuery, ids: string[], opts?: SearchOptions): Promise<Map<string, ResultChecks>>;
}
