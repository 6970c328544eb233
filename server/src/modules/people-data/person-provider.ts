/**
 * The people-data provider port: what the product asks a live provider of person records (People Data
 * Labs; providers/people-data holds the adapter). Calls go through ProviderGuard, which bounds them
 * (time limit, budgets, cache, rate limit, circuit breaker) and records what each cost.
 */

/** A provider's answer that names no person: PDL's 404, which costs nothing. */
export interface NoMatch {
  match: false;
}

/** One person record in the provider's own schema (PDL's person schema), read by the importer's reader. */
export interface Match {
  match: true;
  record: unknown;
  /** PDL's likelihood (1-10) that the record is the person asked for (null for a retrieve). */
  likelihood: number | null;
  /** What the answer cost in the provider's credits (an enrichment match 1; a retrieve 1 when PDL billed it). */
  cost: number;
}

export type Enrichment = NoMatch | Match;

/** Why a call failed, in the terms the guard acts on. */
export type ProviderFailureKind =
  /** 429: too many requests; retried after the provider's wait when the time limit allows. */
  | 'rate_limited'
  /** 402 (out of credits), 401 or 403 (the key): the operator must act; no retry. */
  | 'refused'
  /** 5xx, a network error, an answer that cannot be read. */
  | 'unavailable'
  /** No answer within the time limit. */
  | 'timeout';

export class ProviderFailure extends Error {
  constructor(
    readonly kind: ProviderFailureKind,
    message: string,
    /** For rate_limited: how long the provider asked us to wait, when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

export interface PersonProvider {
  /** The provider's name as the index records it as a source ('pdl'). */
  readonly name: string;
  /** Requests a minute the provider's plan allows (PDL's default plan: 10 for enrichment). */
  readonly requestsPerMinute: number;
  /**
   * Person Enrichment by LinkedIn username: the record when the provider's likelihood is at least its
   * minimum, else no match. Credits: 1 for a match, 0 for none. Rejects with ProviderFailure.
   */
  enrichByLinkedin(username: string, signal: AbortSignal): Promise<Enrichment>;
  /**
   * Person Retrieve by the provider's record id: the record as the provider holds it now, or no
   * match when it no longer has it. Credits: 1 when it answers a record, 0 for none.
   */
  retrieve(recordId: string, signal: AbortSignal): Promise<Enrichment>;
  /**
   * Person Search with an Elasticsearch query over the provider's person schema: up to `size` (at
   * most 100) records and how many match in all; with `scrollToken` (a previous answer's), the
   * records after that answer's. Credits: 1 per record returned; none found costs nothing.
   */
  search(query: Record<string, unknown>, size: number, signal: AbortSignal, scrollToken?: string): Promise<SearchAnswer>;
  /**
   * The provider's record ids of the people who opted out of its data (PDL's Subject Request API,
   * free): they are kept out of the index too (modules/privacy).
   */
  optOuts(signal: AbortSignal): Promise<string[]>;
}

export interface SearchAnswer {
  records: unknown[];
  /** How many records match at the provider in all. */
  total: number;
  /** Where the next records start (PDL's `scroll_token`); null or absent when there are no more. */
  scrollToken?: string | null;
}
