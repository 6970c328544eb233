import type { EmailVerifier, Verification, VerifierStatus } from '../../modules/people-data/email-verifier';
import { ProviderFailure } from '../../modules/people-data/person-provider';

export interface HunterSettings {
  apiKey: string;
  /** The API's base URL with its version: https://api.hunter.io/v2, or a local stand-in's. */
  baseUrl: string;
  requestsPerMinute: number;
}

const STATUSES: readonly VerifierStatus[] = ['valid', 'invalid', 'accept_all', 'webmail', 'disposable', 'unknown'];

/**
 * Hunter's v2 Email Verifier (`GET /v2/email-verifier?email=…&api_key=…`), over fetch (Hunter ships
 * no official Node client). 200: the verdict; 202: still verifying (asked again shortly); 222: the
 * verification failed (unknown); 401/403: the key or plan refused; 429: too many requests; 5xx:
 * unavailable.
 */
export class HunterEmailVerifier implements EmailVerifier {
  readonly name = 'hunter';
  readonly requestsPerMinute: number;

  constructor(private readonly settings: HunterSettings) {
    this.requestsPerMinute = settings.requestsPerMinute;
  }

  async verify(email: string, signal: AbortSignal): Promise<Verification> {
    const url = new URL(`${this.settings.baseUrl.replace(/\/+$/, '')}/email-verifier`);
    url.searchParams.set('email', email);
    url.searchParams.set('api_key', this.settings.apiKey);
    let res: Response;
    try {
      res = await fetch(url, { signal, headers: { accept: 'application/json' } });
    } catch (err) {
      if (signal.aborted) throw new ProviderFailure('timeout', 'Hunter did not answer within the time limit');
      throw new ProviderFailure('unavailable', `Hunter could not be reached: ${(err as Error).message}`);
    }
    if (res.status === 202) throw new ProviderFailure('rate_limited', 'Hunter is still verifying the address', 1000);
    if (res.status === 222) return { status: 'unknown', score: null, lastSeenOn: null };
    if (res.status === 429) throw new ProviderFailure('rate_limited', 'Hunter answered 429: too many requests');
    if (res.status === 401 || res.status === 403)
      throw new ProviderFailure('refused', `Hunter answered ${res.status}: the key or plan refused`);
    if (res.status !== 200) throw new ProviderFailure('unavailable', `Hunter answered ${res.status}`);
    const body = (await res.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
    const data = body?.data;
    const status = data?.status as VerifierStatus | undefined;
    if (!data || !status || !STATUSES.includes(status))
      throw new ProviderFailure('unavailable', 'Hunter answered something that is not a verification');
    const seen = Array.isArray(data.sources)
      ? (data.sources as Array<{ last_seen_on?: unknown }>)
          .map((s) => (typeof s.last_seen_on === 'string' ? s.last_seen_on.slice(0, 10) : null))
          .filter((d): d is string => d !== null)
          .sort()
      : [];
    return { status, score: typeof data.score === 'number' ? data.score : null, lastSeenOn: seen.at(-1) ?? null };
  }
}
