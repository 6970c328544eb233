import type { StructuredQuery } from './structured-query';

export interface PeopleSearchPage {
  /** Profile ids of this page, best first. */
  ids: string[];
  /** Exact when `approximate` is false. */
  total: number;
  approximate: boolean;
  /** True when nothing matched every constraint and these are the profiles that match the most of them. */
  closest?: boolean;
}

/**
 * The people-data edge (docs/decisions.md, "Edges to the outside world"). The embedded default answers from the local profile index
 * in PostgreSQL; a web data provider's adapter implements the same interface, bringing its
 * profiles into the index so that opening, revealing and listing work the same way. The search
 * module owns this port; the adapters live in providers/people-source/ and are chosen in services.ts.
 */
export interface PeopleSource {
  readonly name: string;
  search(query: StructuredQuery, page: number, pageSize: number): Promise<PeopleSearchPage>;
  /**
   * When nothing matches every constraint: the profiles that match the most of them, best first
   * (null when the source cannot rank partial matches, or the query has a single constraint).
   */
  closest?(query: StructuredQuery, page: number, pageSize: number): Promise<PeopleSearchPage | null>;
}
