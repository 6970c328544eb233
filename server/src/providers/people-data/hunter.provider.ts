import type { FindTarget } from '../../modules/contacts/contact-facts';
import type { EmailVerifier, FoundEmail, Verification, VerifierStatus } from '../../modules/people-data/email-verifier';
import { ProviderFailure } from '../../modules/people-data/person-provider';

export interface HunterSettings {
  apiKey: string;
  /** The API's base URL with its version: https://api.hunter.io/v2, or a local stand-in's. */
  baseUrl: string;
  requestsPerMinute: number;
}

const STATUSES: readonly VerifierStatus[] = ['valid', 'invalid', 'accept_all', 'webmail', 'disposable', 'unknown'];

const asStatus = (v: unknown): VerifierStatus | null => (STATUSES.includes(v as VerifierStatus) ? (v as VerifierStatus) : null);
const asDay = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);

/** The newest `sources[].last_seen_on` of an answer. */
function lastSeenOf(data: Record<string, unknown>): string | null {
  const seen = Array.isArray(data.sources)
    ? (data.sources as Array<{ last_seen_on?: unknown }>)
        .map((s) => asDay(s?.last_seen_on))
        .filter((d): d is string => d !== null)
        .sort()
    : [];
  return seen.at(-1) ?? null;
}

/**
 * Hunter's v2 API over fetch (Hunter ships no official Node client): the Email Verifier
 * (`GET /v2/email-verifier?email=…`) and the Email Finder (`GET /v2/email-finder?domain=…&first_name=…&last_name=…`),
 * with `api_key`. As documented: 200 the answer; 202 still verifying (asked again shortly); 222 the
 * verification failed (unknown); 401 the key refused; 403 the rate limit reached (asked again after
 * a wait); 429 the plan's usage limit reached (refused until the plan renews); 451 the person asked
 * Hunter not to process the address (treated as nothing found); 5xx unavailable.
 */
export class HunterEmailVerifier implements EmailVerifier {
  readonly name = 'hunter';
  readonly requestsPerMinute: number;

  constructor(private readonly settings: HunterSettings) {
    this.requestsPerMinute = settings.requestsPerMinute;
  }

  async verify(email: string, signal: AbortSignal): Promise<Verification> {
    const res = await this.get('email-verifier', { email }, signal);
    if (res.status === 222 || res.status === 451) return { status: 'unknown', score: null, lastSeenOn: null };
    const data = await dataOf(res);
    const status = asStatus(data?.status);
    if (!data || !status) throw new ProviderFailure('unavailable', 'Hunter answered something that is not a verification');
    return { status, score: typeof data.score === 'number' ? data.score : null, lastSeenOn: lastSeenOf(data) };
  }

  async find(target: FindTarget, signal: AbortSignal): Promise<FoundEmail | null> {
    const res = await this.get('email-finder', { domain: target.domain, first_name: target.firstName, last_name: target.lastName }, signal);
    if (res.status === 404 || res.status === 451) return null;
    const data = await dataOf(res);
    if (!data) throw new ProviderFailure('unavailable', 'Hunter answered something that is not a finding');
    if (typeof data.email !== 'string' || !data.email.includes('@')) return null;
    const verification = (data.verification ?? {}) as Record<string, unknown>;
    return {
      email: data.email.trim().toLowerCase(),
      score: typeof data.score === 'number' ? data.score : null,
      verification: asStatus(verification.status),
      verifiedOn: asDay(verification.date),
      lastSeenOn: lastSeenOf(data),
    };
  }

  /** One GET; the answers every endpoint shares become failures here (202, 401, 403, 429, 5xx). */
  private async get(endpoint: string, params: Record<string, string>, signal: AbortSignal): Promise<Response> {
    const url = new URL(`${this.settings.baseUrl.replace(/\/+$/, '')}/${endpoint}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('api_key', this.settings.apiKey);
    let res: Response;
    try {
      res = await fetch(url, { signal, headers: { accept: 'application/json' } });
    } catch (err) {
      if (signal.aborted) throw new ProviderFailure('timeout', 'Hunter did not answer within the time limit');
      throw new ProviderFailure('unavailable', `Hunter could not be reached: ${(err as Error).message}`);
    }
    if (res.status === 202) throw new ProviderFailure('rate_limited', 'Hunter is still verifying the address', 1000);
    if (res.status === 403) throw new ProviderFailure('rate_limited', 'Hunter answered 403: its rate limit is reached');
    if (res.status === 401) throw new ProviderFailure('refused', 'Hunter answered 401: the key is refused');
    if (res.status === 429) throw new ProviderFailure('refused', "Hunter answered 429: the plan's usage limit is reached");
    if (res.status >= 500) throw new ProviderFailure('unavailable', `Hunter answered ${res.status}`);
    if (![200, 222, 404, 451].includes(res.status)) throw new ProviderFailure('unavailable', `Hunter answered ${res.status}`);
    return res;
  }
}

async function dataOf(res: Response): Promise<Record<string, unknown> | null> {
  if (res.status !== 200) throw new ProviderFailure('unavailable', `Hunter answered ${res.status}`);
  const body = (await res.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
  return body?.data && typeof body.data === 'object' ? body.data : null;
}
