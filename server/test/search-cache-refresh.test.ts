import { createLogger } from '../src/common/logger';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../src/config';
import { upsertProfile } from '../src/modules/profiles/profile-writer.repository';
import { generateCompanies } from '../src/seed/companies';
import { generateProfile, type GeneratedProfile } from '../src/seed/generator';
import type { ProfileRefreshSource } from '../src/modules/profiles/profile-refresh';
import { SearchTypeEnum } from '../src/modules/search/search-definition.types';
import type { SearchInput } from '../src/modules/search/search.types';
import type { StructuredQuery } from '../src/modules/search/structured-query';
import { LocalIndexSource } from '../src/modules/search/engine/local-index.source';
import type { PeopleCount, PeopleSearchPage, PeopleSource, ResultChecks, SearchOptions } from '../src/modules/search/people-source';
import { createServices, type Services } from '../src/services';
import { TestClock } from './helpers';
import { ownDatabase, type OwnDatabase } from './own-database';
import { limit } from './time-limits';

/**
 * A refresh that rewrites a profile through its source drops the search answers cached before it:
 * the next search finds the profile as it now is. The services are wired as services.ts wires them,
 * over a provider adapter whose searches are the local index's (answers cached) and whose
 * fetchProfile writes the profile it is given. In a database of its own (created here, dropped at
 * the end), so that the changed profile never shows in the shared index other files search.
 */
const SEED = 11;
let own: OwnDatabase;
let ds: DataSource;
let services: Services;
let source: FeedSource;
let userId: string;
let before: GeneratedProfile;
let after: GeneratedProfile;

/** A data provider's adapter: searches the local index, re-reads a person by writing `next` into it. */
class FeedSource implements PeopleSource, ProfileRefreshSource {
  readonly name = 'feed';
  next: GeneratedProfile | null = null;
  private readonly index: LocalIndexSource;

  constructor(private readonly db: DataSource) {
    this.index = new LocalIndexSource(db, { cacheTtlMs: 60_000 });
  }

  search(query: StructuredQuery, page: number, pageSize: number, opts?: SearchOptions): Promise<PeopleSearchPage> {
    return this.index.search(query, page, pageSize, opts);
  }

  count(query: StructuredQuery, opts?: SearchOptions): Promise<PeopleCount> {
    return this.index.count(query, opts);
  }

  explain(query: StructuredQuery, ids: string[], opts?: SearchOptions): Promise<Map<string, ResultChecks>> {
    return this.index.explain(query, ids, opts);
  }

  async fetchProfile(linkedinUsername: string): Promise<boolean> {
    if (!this.next || this.next.profile.linkedinUsername !== linkedinUsername) return false;
    await upsertProfile(this.db.manager, this.next);
    return true;
  }

  invalidate(): void {
    this.index.invalidate();
  }
}

/** The same profile from the source, now with a title the index has not seen. */
function fromFeed(title?: string): GeneratedProfile {
  const g = generateProfile(SEED, 0, generateCompanies(SEED));
  g.profile.source = 'feed';
  if (title) {
    g.profile.currentTitle = title;
    g.search.titleText = title;
  }
  return g;
}

const zeppelinOfficers: SearchInput = { type: SearchTypeEnum.build, filters: { titles: ['zeppelin officer'] }, page: 1 };

beforeAll(async () => {
  own = await ownDatabase('tl_refresh');
  ds = own.ds;

  before = fromFeed();
  after = fromFeed('Chief Zeppelin Officer');
  await upsertProfile(ds.manager, before);
  const [user]: Array<{ id: string }> = await ds.query('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    `refresh-${own.name}@acme.io`,
  ]);
  userId = user.id;

  source = new FeedSource(ds);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: own.url, LOG_LEVEL: 'silent' });
  const mailer = { kind: 'outbox' as const, send: () => Promise.resolve() };
  services = createServices({
    ds,
    config,
    clock: new TestClock(),
    mailer,
    secret: `test-secret-${randomUUID()}`,
    people: source,
    logger: createLogger('silent'),
  });
}, limit(60_000));

afterAll(async () => {
  await own?.drop();
}, limit(60_000));

describe('a profile refresh and the search answer cache', () => {
  it('shows the refreshed profile in the next search, where a write the app did not make waits for the cache', async () => {
    expect((await services.search.search(userId, zeppelinOfficers)).totalResults).toBe(0);

    // Written behind the app's back (as the seed command, in its own process, would): the cached answer stands.
    await upsertProfile(ds.manager, after);
    expect((await services.search.search(userId, zeppelinOfficers)).totalResults).toBe(0);

    // Refreshed through the app: the source re-reads the profile, and the cache is dropped.
    source.next = after;
    const refreshed = await services.profiles.refresh(userId, { id: before.profile.id });
    expect(refreshed.currentTitle).toBe('Chief Zeppelin Officer');

    const found = await services.search.search(userId, zeppelinOfficers);
    expect(found.totalResults).toBe(1);
    expect(found.profiles.map((p) => [p.id, p.currentTitle])).toEqual([[before.profile.id, 'Chief Zeppelin Officer']]);
  });
});
