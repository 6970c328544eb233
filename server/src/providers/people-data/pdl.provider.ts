import PDLJS from 'peopledatalabs';
import { ProviderFailure, type Enrichment, type PersonProvider, type SearchAnswer } from '../../modules/people-data/person-provider';

export interface PdlSettings {
  apiKey: string;
  /** The API's base URL with its version: https://api.peopledatalabs.com/v5, the sandbox's, or a local stand-in's. */
  baseUrl: string;
  /** Records below this likelihood (1-10) are no match: PDL charges nothing for them. */
  minLikelihood: number;
  requestsPerMinute: number;
}

/**
 * People Data Labs' v5 person API through its official client (`peopledatalabs`): Person Enrichment
 * by LinkedIn profile, Person Retrieve by PDL's record id, and Person Search with an Elasticsearch query. A 404 is no match and costs nothing; 402 (out of credits), 401 and 403 are
 * refused; 429 is rate-limited; 5xx and network errors are the provider unavailable.
 */
export class PdlPersonProvider implements PersonProvider {
  readonly name = 'pdl';
  readonly requestsPerMinute: number;
  private readonly client: PDLJS;

  constructor(private readonly settings: PdlSettings) {
    this.requestsPerMinute = settings.requestsPerMinute;
    this.client = new PDLJS({ apiKey: settings.apiKey, basePath: settings.baseUrl.replace(/\/+$/, '') });
  }

  enrichByLinkedin(username: string, signal: AbortSignal): Promise<Enrichment> {
    return asked<Enrichment>(signal, { match: false }, async () => {
      const answer = await this.client.person.enrichment(
        { profile: `linkedin.com/in/${username}`, min_likelihood: this.settings.minLikelihood },
        { signal },
      );
      return { match: true, record: answer.data, likelihood: answer.likelihood ?? null, cost: 1 };
    });
  }

  search(query: Record<string, unknown>, size: number, signal: AbortSignal, scrollToken?: string): Promise<SearchAnswer> {
    return asked<SearchAnswer>(signal, { records: [], total: 0, scrollToken: null }, async () => {
      const answer = await this.client.person.search.elastic(
        { searchQuery: query, size: Math.min(100, size), dataset: 'all', ...(scrollToken ? { scroll_token: scrollToken } : {}) },
        { signal },
      );
      return { records: answer.data ?? [], total: answer.total ?? 0, scrollToken: answer.scroll_token || null };
    });
  }

  /**
   * `GET /v5/person/subjectrequest` (not in the official client): a CSV of the PDL person ids that
   * opted out, one a line (a header line, if any, is not an id).
   */
  async optOuts(signal: AbortSignal): Promise<string[]> {
    let res: Response;
    try {
      res = await fetch(`${this.settings.baseUrl.replace(/\/+$/, '')}/person/subjectrequest`, {
        signal,
        headers: { 'x-api-key': this.settings.apiKey, accept: 'text/csv' },
      });
    } catch (err) {
      if (signal.aborted) throw new ProviderFailure('timeout', 'People Data Labs did not answer within the time limit');
      throw new ProviderFailure('unavailable', `People Data Labs could not be reached: ${(err as Error).message}`);
    }
    if (!res.ok) throw failureOf(res.status, await res.text().catch(() => ''));
    return (await res.text())
      .split(/\r?\n/)
      .map((line) => line.split(',')[0].replace(/^"|"$/g, '').trim())
      .filter((id) => /^[A-Za-z0-9_-]{6,128}$/.test(id) && !/^(id|pdl_id|person_id)$/i.test(id));
  }

  retrieve(recordId: string, signal: AbortSignal): Promise<Enrichment> {
    return asked<Enrichment>(signal, { match: false }, async () => {
      const answer = await this.client.person.retrieve({ id: recordId }, { signal });
      // PDL bills a retrieve only when the record changed since the key last retrieved it.
      return { match: true, record: answer.data, likelihood: null, cost: answer.billed === false ? 0 : 1 };
    });
  }
}

/**
 * The client's answer; PDL's 404 (no match, or no record for a search, which costs nothing) as
 * `none`; its other failures as the guard's kinds.
 */
async function asked<T>(signal: AbortSignal, none: T, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (err) {
    if (signal.aborted) throw new ProviderFailure('timeout', 'People Data Labs did not answer within the time limit');
    const status = (err as { status?: number }).status;
    if (status === 404) return none;
    throw failureOf(status, (err as { message?: string }).message ?? String(err));
  }
}

function failureOf(status: number | undefined, message: string): ProviderFailure {
  const said = `People Data Labs answered ${status ?? 'nothing'}: ${message}`;
  if (status === 429) return new ProviderFailure('rate_limited', said);
  if (status === 401 || status === 402 || status === 403) return new ProviderFailure('refused', said);
  return new ProviderFailure('unavailable', said);
}
