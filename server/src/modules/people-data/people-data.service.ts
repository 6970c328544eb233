import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import type { Logger } from '../../common/logger';
import { writePeople, type Written } from '../imports/import-writer.repository';
import { readPdlPerson } from '../imports/pdl.format';
import { RecordRejected, type PersonRecord } from '../imports/person-record';
import { personKeys } from '../privacy/person-keys';
import { suppressedAmong } from '../privacy/suppressions.repository';
import { notifyIndexChanged } from '../profiles/index-changes.repository';
import { findProfileByUsername, usernameOfRef } from '../profiles/profile-lookup';
import type { ProfileFetcher } from '../profiles/profile-refresh';
import type { Profile } from '../profiles/profile.entity';
import type { StructuredQuery } from '../search/structured-query';
import { pdlQueryOf, type PdlQueryNames } from './pdl-query';
import type { Enrichment, PersonProvider, SearchAnswer } from './person-provider';
import type { ProviderGuard } from './provider-guard';

/** People asked for by one "Search the open web for more" (PDL charges 1 credit for each returned). */
export const OPEN_WEB_SIZE = 10;
/** How many pages of one search the open web goes through, asked one at a time (100 people at most). */
const OPEN_WEB_PAGES = 10;

/** One page of a Person Search: the question as it is asked and kept (the first page has no scroll token). */
interface SearchPage {
  query: Record<string, unknown>;
  size: number;
  scrollToken?: string;
}
export const NO_PROVIDER = 'No live data provider is configured: the index is all there is to search.';

export interface OpenWebResult {
  /** How many people match at the provider in all. */
  total: number;
  /** How many it returned (and charged for). */
  returned: number;
  /** New to the index. */
  added: number;
  /** Already in the index (the same person): merged with what the provider has. */
  updated: number;
  /** The provider has no more people for this search after these (asking again brings no one new). */
  exhausted: boolean;
}

/**
 * People from a live provider, written into the index through the importer's writer with their
 * provenance (the provider as the source, its record id, when it was fetched), so that identity,
 * merging and later opt-outs apply to them as to imported people. Without a provider configured it
 * does nothing, and the product works from the index alone.
 */
export class PeopleDataService implements ProfileFetcher {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly guard: ProviderGuard,
    private readonly provider: PersonProvider | null,
    private readonly logger: Logger,
    /** Drops this process's cached search answers (others learn of the change by NOTIFY). */
    private readonly forgetSearches: () => void = () => undefined,
  ) {}

  get enabled(): boolean {
    return this.provider !== null;
  }

  /**
   * The person the provider knows by this LinkedIn link or username, written into the index: their profile id,
   * or null when the provider has no such person (which costs nothing). Asked at most once per cache
   * period, whoever asks. Throws AppError when a budget is spent or the provider cannot answer.
   */
  async fetchByLinkedin(userId: string | null, link: string): Promise<string | null> {
    const provider = this.provider;
    if (!provider) return null;
    const asked = usernameOfRef(link).toLowerCase();
    // A person who asked to be removed is not looked up again: they stay out, and nobody pays for it.
    const [suppressed] = await suppressedAmong(this.ds, [personKeys({ linkedinUsernames: [asked] })]);
    if (suppressed) return null;
    const answer = await this.person(provider, userId, 'enrich', { linkedin: asked }, false, (signal) =>
      provider.enrichByLinkedin(asked, signal),
    );
    return answer.match ? this.writeOne(provider, answer.record, asked) : null;
  }

  async refetch(userId: string, profile: Pick<Profile, 'id' | 'linkedinUsername' | 'provenance'>): Promise<'updated' | 'gone'> {
    const provider = this.provider;
    if (!provider) return 'gone';
    // PDL's own id of the record this profile holds, when a fact came from it: Retrieve is exact, and billed only when it changed.
    const recordId = Object.values(profile.provenance ?? {}).find((o) => o?.source === provider.name && o.recordId)?.recordId ?? null;
    const username = profile.linkedinUsername.startsWith('~') ? null : profile.linkedinUsername.toLowerCase();
    // Past the kept answer: a refresh wants the person as they are now.
    let answer: Enrichment;
    if (recordId)
      answer = await this.person(provider, userId, 'retrieve', { id: recordId }, true, (signal) => provider.retrieve(recordId, signal));
    else if (username)
      answer = await this.person(provider, userId, 'enrich', { linkedin: username }, true, (signal) =>
        provider.enrichByLinkedin(username, signal),
      );
    else return 'gone';
    if (!answer.match) return 'gone';
    return (await this.writeOne(provider, answer.record, username ?? '')) ? 'updated' : 'gone';
  }

  /**
   * Searches the provider for people the index may not hold (PDL's Person Search, compiled from the
   * search's structured query, `size` records at most), and writes every record it returns through
   * the importer's writer with PDL as the source, merged with the people the index already holds.
   */
  async searchOpenWeb(userId: string, query: StructuredQuery, names: PdlQueryNames, size = OPEN_WEB_SIZE): Promise<OpenWebResult> {
    const provider = this.provider;
    if (!provider) throw new AppError('SERVICE_UNAVAILABLE', NO_PROVIDER);
    const esQuery = pdlQueryOf(query, names);
    if (!esQuery) throw AppError.badInput('This search names nothing to look for outside the index.');
    const page = await this.nextPage(provider, esQuery, size);
    if ('done' in page) return { total: page.total, returned: 0, added: 0, updated: 0, exhausted: true };
    const answer = await this.guard.call<SearchAnswer>({
      provider: provider.name,
      operation: 'search',
      args: page,
      userId,
      requestsPerMinute: provider.requestsPerMinute,
      maxCost: size,
      run: (signal) => provider.search(esQuery, size, signal, page.scrollToken),
      cost: (a) => a.records.length,
      outcome: (a) => (a.records.length ? 'match' : 'no_match'),
    });
    const exhausted = !answer.scrollToken;
    const { people, written } = await this.write(provider, answer.records);
    if (!written) return { total: answer.total, returned: 0, added: 0, updated: 0, exhausted };
    const added = written.outcomes.filter((o) => o === 'created').length;
    // People the index holds already (merged: updated, or unchanged when nothing was new); a suppressed person is neither.
    const updated = written.outcomes.filter((o) => o === 'updated' || o === 'unchanged').length;
    return { total: answer.total, returned: people.length, added, updated, exhausted };
  }

  /**
   * The page of the provider's answer to ask for next: the first, or, when earlier pages are kept
   * (asked within PROVIDER_CACHE_HOURS, by anyone), the one after the last of them, so that asking
   * again brings the next people rather than the same ones. Done (with the provider's total) when
   * it said it has no more, or after OPEN_WEB_PAGES pages.
   */
  private async nextPage(
    provider: PersonProvider,
    query: Record<string, unknown>,
    size: number,
  ): Promise<SearchPage | { done: true; total: number }> {
    let page: SearchPage = { query, size };
    let total = 0;
    for (let n = 0; n < OPEN_WEB_PAGES; n++) {
      const kept = await this.guard.kept<SearchAnswer>(provider.name, 'search', page);
      if (!kept) return page;
      total = kept.total;
      if (!kept.scrollToken) break;
      page = { query, size, scrollToken: kept.scrollToken };
    }
    return { done: true, total };
  }

  /** One guarded call for one person (an enrichment or a retrieve): 1 credit for a match PDL charges for, none for no match. */
  private person(
    provider: PersonProvider,
    userId: string | null,
    operation: 'enrich' | 'retrieve',
    args: Record<string, string>,
    fresh: boolean,
    run: (signal: AbortSignal) => Promise<Enrichment>,
  ): Promise<Enrichment> {
    return this.guard.call<Enrichment>({
      provider: provider.name,
      operation,
      args,
      userId,
      requestsPerMinute: provider.requestsPerMinute,
      fresh,
      run,
      cost: (a) => (a.match ? a.cost : 0),
      outcome: (a) => (a.match ? 'match' : 'no_match'),
    });
  }

  /**
   * The provider's records read as people (a record that cannot be read is logged and left out) and
   * written in one transaction through the importer's writer; every server then drops its cached
   * search answers. `written` is null when no record could be read.
   */
  private async write(provider: PersonProvider, records: readonly unknown[]): Promise<{ people: PersonRecord[]; written: Written | null }> {
    const people: PersonRecord[] = [];
    for (const record of records) {
      try {
        people.push(readPdlPerson(record));
      } catch (err) {
        if (!(err instanceof RecordRejected)) throw err;
        this.logger.warn({ provider: provider.name, reason: err.message }, 'a provider record could not be read');
      }
    }
    if (!people.length) return { people, written: null };
    const written = await this.ds.transaction(async (tx) => {
      const w = await writePeople(tx, people, { source: provider.name, fetchedAt: this.clock.now() });
      await notifyIndexChanged(tx, `provider:${provider.name}`);
      return w;
    });
    this.forgetSearches();
    return { people, written };
  }

  /** One record written; the profile id it went into (a new one, or the one it was matched to), or null when it cannot be read. */
  private async writeOne(provider: PersonProvider, record: unknown, asked: string): Promise<string | null> {
    const { people, written } = await this.write(provider, [record]);
    if (!written || written.outcomes[0] === 'suppressed') return null;
    const [id] = [...written.touched.ids];
    if (id) return id;
    const username = people[0].linkedinUsername ?? asked;
    if (!username) return null;
    const profile = await findProfileByUsername(this.ds, username, { id: true }).catch(() => null);
    return profile?.id ?? null;
  }
}
