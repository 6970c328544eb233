/**
 * The e-mail port: what the product asks a live verifier (Hunter; providers/people-data holds the
 * adapter) about one address, and where it asks it to find a person's work address. Calls go
 * through ProviderGuard.
 */
import type { FindTarget } from '../contacts/contact-facts';

/** Hunter's verdicts, as its API writes them. */
export type VerifierStatus = 'valid' | 'invalid' | 'accept_all' | 'webmail' | 'disposable' | 'unknown';

export interface Verification {
  status: VerifierStatus;
  /** Hunter's confidence, 0-100; null when it gave none. */
  score: number | null;
  /** The newest `sources[].last_seen_on` (YYYY-MM-DD): where the address was last seen on the web; null when none. */
  lastSeenOn: string | null;
}

/** An address a finder found for a person (Hunter's Email Finder): its score and, when it verified it, its verdict and day. */
export interface FoundEmail {
  email: string;
  score: number | null;
  /** `verification.status`; null when the finder did not verify the address. */
  verification: VerifierStatus | null;
  /** `verification.date` (YYYY-MM-DD), when it verified it. */
  verifiedOn: string | null;
  lastSeenOn: string | null;
}

/** Hunter's verdicts it does not charge a verification for (its documentation: webmail, unknown and disposable are skipped). */
export const FREE_VERDICTS: ReadonlySet<VerifierStatus> = new Set(['webmail', 'unknown', 'disposable']);

export interface EmailVerifier {
  /** The verifier's name as the ledger records it ('hunter'). */
  readonly name: string;
  readonly requestsPerMinute: number;
  /** Rejects with ProviderFailure (202 still verifying is rate_limited: asked again shortly). */
  verify(email: string, signal: AbortSignal): Promise<Verification>;
  /** The person's most likely address at the domain, or null when it finds none (which costs nothing). */
  find(target: FindTarget, signal: AbortSignal): Promise<FoundEmail | null>;
}
