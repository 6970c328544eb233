/**
 * The e-mail verification port: what the product asks a live verifier (Hunter's Email Verifier;
 * providers/people-data holds the adapter) about one address. Calls go through ProviderGuard.
 */

/** Hunter's verdicts, as its API writes them. */
export type VerifierStatus = 'valid' | 'invalid' | 'accept_all' | 'webmail' | 'disposable' | 'unknown';

export interface Verification {
  status: VerifierStatus;
  /** Hunter's confidence, 0-100; null when it gave none. */
  score: number | null;
  /** The newest `sources[].last_seen_on` (YYYY-MM-DD): where the address was last seen on the web; null when none. */
  lastSeenOn: string | null;
}

export interface EmailVerifier {
  /** The verifier's name as the ledger records it ('hunter'). */
  readonly name: string;
  readonly requestsPerMinute: number;
  /** Rejects with ProviderFailure (202 still verifying is rate_limited: asked again shortly). */
  verify(email: string, signal: AbortSignal): Promise<Verification>;
}
