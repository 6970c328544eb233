import type { DataSource } from 'typeorm';
import type { Clock } from '../../common/clock';
import type { Logger } from '../../common/logger';
import { writePeople } from '../imports/import-writer.repository';
import { readPdlPerson } from '../imports/pdl.format';
import { RecordRejected } from '../imports/person-record';
import { notifyIndexChanged } from '../profiles/index-changes.repository';
import { findProfileByUsername, usernameOfRef } from '../profiles/profile-lookup';
import type { ProfileFetcher } from '../profiles/profile-refresh';
import type { Profile } from '../profiles/profile.entity';
import type { Enrichment, PersonProvider } from './person-provider';
import type { ProviderGuard } from './provider-guard';

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
    const answer = await this.guard.call<Enrichment>({
      provider: provider.name,
      operation: 'enrich',
      args: { linkedin: asked },
      userId,
      requestsPerMinute: provider.requestsPerMinute,
      run: (signal) => provider.enrichByLinkedin(asked, signal),
      cost: (a) => (a.match ? a.cost : 0),
      outcome: (a) => (a.match ? 'match' : 'no_match'),
    });
    return answer.match ? this.write(provider, answer.record, asked) : null;
  }

  async refetch(userId: string, profile: Pick<Profile, 'id' | 'linkedinUsername' | 'provenance'>): Promise<'updated' | 'gone'> {
    const provider = this.provider;
    if (!provider) return 'gone';
    // PDL's own id of the record this profile holds, when a fact came from it: Retrieve is exact, and billed only when it changed.
    const recordId = Object.values(profile.provenance ?? {}).find((o) => o?.source === provider.name && o.recordId)?.recordId ?? null;
    const username = profile.linkedinUsername.startsWith('~') ? null : profile.linkedinUsername.toLowerCase();
    if (!recordId && !username) return 'gone';
    const answer = await this.guard.call<Enrichment>({
      provider: provider.name,
      operation: recordId ? 'retrieve' : 'enrich',
      args: recordId ? { id: recordId } : { linkedin: username },
      userId,
      requestsPerMinute: provider.requestsPerMinute,
      fresh: true,
      run: (signal) => (recordId ? provider.retrieve(recordId, signal) : provider.enrichByLinkedin(username!, signal)),
      cost: (a) => (a.match ? a.cost : 0),
      outcome: (a) => (a.match ? 'match' : 'no_match'),
    });
    if (!answer.match) return 'gone';
    return (await this.write(provider, answer.record, username ?? '')) ? 'updated' : 'gone';
  }

  /** The provider's record written through the importer's writer; the profile id it went into, or null when it cannot be read. */
  private async write(provider: PersonProvider, record: unknown, asked: string): Promise<string | null> {
    let person;
    try {
      person = readPdlPerson(record);
    } catch (err) {
      if (!(err instanceof RecordRejected)) throw err;
      this.logger.warn({ provider: provider.name, reason: err.message }, 'a provider record could not be read');
      return null;
    }
    const fetchedAt = this.clock.now();
    const written = await this.ds.transaction(async (tx) => {
      const w = await writePeople(tx, [person], { source: provider.name, fetchedAt });
      await notifyIndexChanged(tx, `provider:${provider.name}`);
      return w;
    });
    // The profile the record went into: a new one, or the one it was matched to (by link, record id or e-mail).
    const [id] = [...written.touched.ids];
    if (id) return id;
    if (!person.linkedinUsername && !asked) return null;
    const profile = await findProfileByUsername(this.ds, person.linkedinUsername ?? asked, { id: true }).catch(() => null);
    return profile?.id ?? null;
  }
}
