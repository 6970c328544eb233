import type { StructuredQuery } from '../../modules/search/structured-query';

export interface PeopleSearchPage {
  /** Profile ids of this page, best first. */
  ids: string[];
  /** Exact when `approximate` is false. */
  total: number;
  approximate: boolean;
}

/**
 * The people-data edge (decisions.md). The embedded default answers from the local profile index
 * in PostgreSQL; a web data provider's adapter implements the same interface, bringing its
 * profiles into the index so that opening, revealing and listing work the same way.
 */
export interface PeopleSource {
  readonly name: string;
  search(query: StructuredQuery, page: number, pageSize: number): Promise<PeopleSearchPage>;
}
