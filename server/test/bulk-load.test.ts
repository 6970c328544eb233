import type { DataSource } from 'typeorm';
import { createLogger } from '../src/common/logger';
import { upsertProfile } from '../src/modules/profiles/profile-writer.repository';
import { SEARCH_INDEXES } from '../src/modules/profiles/search-indexes';
import { countProfiles, IndexNotEmptyError, loadProfiles } from '../src/seed/bulk-load';
import { generateCompanies } from '../src/seed/companies';
import { seedIfEmpty } from '../src/seed/first-start';
import { generateProfile } from '../src/seed/generator';
import { ownDatabase, type OwnDatabase } from './own-database';
import { limit } from './time-limits';

/**
 * The bulk loader against a real PostgreSQL, in a database of its own (created here, dropped at
 * the end) so the shared test database stays empty of profiles. That database belongs to the
 * app's role and the loader runs as that role (not a superuser), as the server does.
 */
const SEED = 7;
const COUNT = 3000;
/** The day the loaded contacts' checks run up to (a load's own day unless told). */
const CHECKS_UP_TO = '2026-06-30';
const logger = createLogger('silent');
let own: OwnDatabase;
let ds: DataSource;

async function scalar<T = string>(sql: string, params: unknown[] = []): Promise<T> {
  const rows: Array<Record<string, T>> = await ds.query(sql, params);
  return Object.values(rows[0])[0];
}

async function indexNames(): Promise<string[]> {
  const rows: Array<{ indexname: string }> = await ds.query(
    `SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename IN ('profiles', 'profile_search', 'profile_contacts')`,
  );
  return rows.map((r) => r.indexname);
}

beforeAll(async () => {
  own = await ownDatabase('tl_bulk');
  ds = own.ds;
}, limit(60_000));

afterAll(async () => {
  await own?.drop();
}, limit(60_000));

describe('loadProfiles', () => {
  let result: Awaited<ReturnType<typeof loadProfiles>>;
  const progress: number[] = [];
  const phases: string[] = [];

  beforeAll(async () => {
    result = await loadProfiles(ds, {
      count: COUNT,
      seed: SEED,
      checksUpTo: CHECKS_UP_TO,
      batchSize: 700,
      logger,
      onProgress: (done, total) => {
        expect(total).toBe(COUNT);
        progress.push(done);
      },
      onPhase: (phase) => phases.push(phase),
    });
  }, limit(120_000));

  it('loads the companies, profiles, contacts and search rows', async () => {
    expect(result.profiles).toBe(COUNT);
    expect(await countProfiles(ds)).toBe(COUNT);
    expect(Number(await scalar('SELECT count(*) FROM profile_search'))).toBe(COUNT);
    expect(Number(await scalar('SELECT count(*) FROM companies'))).toBe(result.companies);
    expect(result.companies).toBe(2000);
    expect(Number(await scalar('SELECT count(*) FROM profile_contacts'))).toBe(result.contacts);
    expect(result.contacts).toBeGreaterThan(COUNT);
    expect(Number(await scalar('SELECT min(id) FROM profiles'))).toBe(1);
    expect(Number(await scalar('SELECT max(id) FROM profiles'))).toBe(COUNT);
    // Every profile has its search row and an e-mail.
    expect(
      Number(await scalar('SELECT count(*) FROM profiles p LEFT JOIN profile_search s ON s.profile_id = p.id WHERE s.profile_id IS NULL')),
    ).toBe(0);
    expect(Number(await scalar(`SELECT count(DISTINCT profile_id) FROM profile_contacts WHERE kind = 'email'`))).toBe(COUNT);
    // The contacts' id sequence continues after the loaded rows.
    expect(Number(await scalar('SELECT last_value FROM profile_contacts_id_seq'))).toBe(result.contacts);
    expect(progress[progress.length - 1]).toBe(COUNT);
    expect(phases).toEqual(['companies', 'copy', 'search', 'indexes', 'analyze']);
  });

  it('stores each profile as generated', async () => {
    const companies = generateCompanies(SEED);
    for (const index of [0, 1, 1499, COUNT - 1]) {
      const g = generateProfile(SEED, index, companies, CHECKS_UP_TO);
      const [row] = await ds.query('SELECT * FROM profiles WHERE id = $1', [g.profile.id]);
      expect(row.linkedin_username).toBe(g.profile.linkedinUsername);
      expect(row.first_name).toBe(g.profile.firstName);
      expect(row.summary).toBe(g.profile.summary);
      expect(row.skills).toEqual(g.profile.skills);
      expect(row.work_experiences).toEqual(g.profile.workExperiences);
      expect(row.academic_credentials).toEqual(g.profile.academicCredentials);
      expect(row.social_profiles).toEqual(g.profile.socialProfiles);
      expect(Number(row.seniority)).toBe(g.profile.seniority);
      const [search] = await ds.query('SELECT * FROM profile_search WHERE profile_id = $1', [g.profile.id]);
      expect(search.skill_keys).toEqual(g.search.skillKeys);
      expect(search.company_ids).toEqual(g.search.companyIds);
      expect(search.school_keys).toEqual(g.search.schoolKeys);
      expect(search.degree_levels).toEqual(g.search.degreeLevels);
      expect(search.city_key).toBe(g.search.cityKey);
      expect(search.years).toBe(g.search.years);
      const contacts = await ds.query(
        `SELECT kind, value, status, type, source, to_char(last_verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "lastVerifiedAt"
           FROM profile_contacts WHERE profile_id = $1 ORDER BY id`,
        [g.profile.id],
      );
      expect(contacts).toEqual(g.contacts);
    }
  });

  it('builds every search index, the unique username index and the foreign keys again', async () => {
    const names = await indexNames();
    for (const index of SEARCH_INDEXES) expect(names).toContain(index.name);
    expect(names).toContain('UQ_profiles_linkedin_username');
    expect(names).toContain('IDX_profile_contacts_profile_id');
    const fks: Array<{ conname: string; def: string }> = await ds.query(
      `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE contype = 'f' AND confrelid = 'profiles'::regclass ORDER BY conname`,
    );
    expect(fks.map((f) => f.conname)).toEqual([
      'FK_contact_reveals_profile_id',
      'FK_privacy_requests_profile_id',
      'FK_profile_analyses_profile_id',
      'FK_profile_contacts_profile_id',
      'FK_profile_identities_profile_id',
      'FK_profile_search_profile_id',
      'FK_reveal_log_profile_id',
      'FK_team_reveals_profile_id',
    ]);
    // Privacy's records outlive the profile they were about; everything else goes with it.
    const outliving = new Set(['FK_privacy_requests_profile_id', 'FK_reveal_log_profile_id']);
    for (const fk of fks)
      expect(fk.def).toBe(
        `FOREIGN KEY (profile_id) REFERENCES profiles(id) ON DELETE ${outliving.has(fk.conname) ? 'SET NULL' : 'CASCADE'}`,
      );
    const [unique] = await ds.query(`SELECT indexdef FROM pg_indexes WHERE indexname = 'UQ_profiles_linkedin_username'`);
    expect(unique.indexdef).toContain('CREATE UNIQUE INDEX');
    // The staging table is gone, and the search table has its visibility map set by VACUUM.
    expect(await scalar(`SELECT to_regclass('profile_search_load')::text`)).toBeNull();
    expect(Number(await scalar(`SELECT relallvisible FROM pg_class WHERE relname = 'profile_search'`))).toBeGreaterThan(0);
  });

  it('finds a known profile by full text', async () => {
    const g = generateProfile(SEED, 0, generateCompanies(SEED));
    const lastWord = g.profile.lastName.split(/\s+/).pop()!;
    expect(await scalar(`SELECT doc @@ plainto_tsquery('english', $1) FROM profile_search WHERE profile_id = 1`, [lastWord])).toBe(true);
    // Name and current title weigh A, the title is title_key (lower-cased), read as words by to_tsvector.
    expect(
      await scalar(`SELECT ts_filter(doc, '{a}') @@ plainto_tsquery('english', $1) FROM profile_search WHERE profile_id = 1`, [
        g.profile.lastName,
      ]),
    ).toBe(true);
    expect(
      await scalar(`SELECT ts_filter(doc, '{a}') @@ plainto_tsquery('english', $1) FROM profile_search WHERE profile_id = 1`, [
        g.profile.academicCredentials[0].school,
      ]),
    ).toBe(false);
    expect(
      await scalar(`SELECT to_tsvector('english', title_key) @@ plainto_tsquery('english', $1) FROM profile_search WHERE profile_id = 1`, [
        g.profile.currentTitle,
      ]),
    ).toBe(true);
    const ids: Array<{ profile_id: string }> = await ds.query(
      `SELECT profile_id FROM profile_search WHERE doc @@ plainto_tsquery('english', $1) AND city_key = $2`,
      [`${g.profile.firstName} ${g.profile.lastName}`, g.search.cityKey],
    );
    expect(ids.map((r) => r.profile_id)).toContain('1');
    // A skill search through the GIN index finds engineers.
    const k8s = Number(await scalar(`SELECT count(*) FROM profile_search WHERE skill_keys @> ARRAY['kubernetes']`));
    expect(k8s).toBeGreaterThan(20);
  });

  it('refuses to load into a non-empty index without reset, leaving it intact', async () => {
    await expect(loadProfiles(ds, { count: 10, seed: SEED, logger })).rejects.toBeInstanceOf(IndexNotEmptyError);
    expect(await countProfiles(ds)).toBe(COUNT);
    const names = await indexNames();
    for (const index of SEARCH_INDEXES) expect(names).toContain(index.name);
    expect(await seedIfEmpty(ds, { count: 10, logger })).toBe(0);
    expect(await countProfiles(ds)).toBe(COUNT);
  });

  it('writes one profile with upsertProfile (insert, then replace)', async () => {
    const companies = generateCompanies(SEED);
    const fresh = generateProfile(SEED, COUNT, companies); // id COUNT + 1
    await upsertProfile(ds.manager, fresh);
    expect(await countProfiles(ds)).toBe(COUNT + 1);
    expect(Number(await scalar('SELECT count(*) FROM profile_contacts WHERE profile_id = $1', [fresh.profile.id]))).toBe(
      fresh.contacts.length,
    );

    const changed = generateProfile(SEED, COUNT, companies);
    changed.profile.summary = 'Now also a zeppelin pilot.';
    changed.search.textC += ' zeppelin';
    changed.contacts = [{ kind: 'email', value: 'only@example.com', status: 'verified' }];
    await upsertProfile(ds.manager, changed);
    expect(await countProfiles(ds)).toBe(COUNT + 1);
    expect(await scalar('SELECT summary FROM profiles WHERE id = $1', [fresh.profile.id])).toBe('Now also a zeppelin pilot.');
    expect(
      await scalar(`SELECT doc @@ to_tsquery('english', 'zeppelin') FROM profile_search WHERE profile_id = $1`, [fresh.profile.id]),
    ).toBe(true);
    expect(await ds.query('SELECT kind, value, status FROM profile_contacts WHERE profile_id = $1', [fresh.profile.id])).toEqual(
      changed.contacts,
    );

    // A title the index has not seen joins the job-title dictionary.
    changed.profile.currentTitle = 'Chief Zeppelin Officer';
    changed.search.titleText = 'Chief Zeppelin Officer';
    await upsertProfile(ds.manager, changed);
    expect(await scalar('SELECT title_key FROM profile_search WHERE profile_id = $1', [fresh.profile.id])).toBe('chief zeppelin officer');
    expect(await scalar(`SELECT count(*)::int FROM job_titles WHERE doc @@ phraseto_tsquery('english', 'zeppelin officer')`)).toBe(1);
  });

  it('fills the job-title dictionary with every current title of the load', async () => {
    const missing = await scalar(`SELECT count(*)::int FROM (SELECT DISTINCT title_key FROM profile_search WHERE title_key <> '') t
      WHERE NOT EXISTS (SELECT 1 FROM job_titles j WHERE j.title_key = t.title_key)`);
    expect(missing).toBe(0);
    expect(await scalar('SELECT count(*)::int FROM job_titles')).toBeGreaterThan(50);
  });

  it(
    'replaces the index with reset',
    async () => {
      const again = await loadProfiles(ds, { count: 500, seed: SEED + 1, reset: true, logger });
      expect(again.profiles).toBe(500);
      expect(await countProfiles(ds)).toBe(500);
      expect(Number(await scalar('SELECT count(*) FROM profile_search'))).toBe(500);
      expect(Number(await scalar('SELECT count(*) FROM companies'))).toBe(2000);
      const names = await indexNames();
      for (const index of SEARCH_INDEXES) expect(names).toContain(index.name);
      const first = generateProfile(SEED + 1, 0, generateCompanies(SEED + 1));
      expect(await scalar('SELECT linkedin_username FROM profiles WHERE id = 1')).toBe(first.profile.linkedinUsername);
      // Deleting a profile cascades to its search row and contacts (the foreign keys are back).
      await ds.query('DELETE FROM profiles WHERE id = 1');
      expect(Number(await scalar('SELECT count(*) FROM profile_search WHERE profile_id = 1'))).toBe(0);
      expect(Number(await scalar('SELECT count(*) FROM profile_contacts WHERE profile_id = 1'))).toBe(0);
    },
    limit(60_000),
  );
});

describe('seedIfEmpty', () => {
  it(
    'seeds an empty index once',
    async () => {
      await ds.query('TRUNCATE companies, profiles, profile_search, profile_contacts RESTART IDENTITY CASCADE');
      expect(await seedIfEmpty(ds, { count: 200, seed: SEED, logger })).toBe(200);
      expect(await countProfiles(ds)).toBe(200);
      expect(await seedIfEmpty(ds, { count: 200, seed: SEED, logger })).toBe(0);
      // Its sample contacts are dated from the day it loads them: none checked in the future, and
      // none of those checked this year (the generator's year of checks) older than CONTACT_HIDE_DAYS' 365 days.
      const [dates] = await ds.query(
        `SELECT max(last_verified_at) AS newest, count(*) FILTER (WHERE last_verified_at >= now() - interval '365 days')::int AS recent,
              count(last_verified_at)::int AS checked
         FROM profile_contacts`,
      );
      expect(new Date(dates.newest).getTime()).toBeLessThanOrEqual(Date.now());
      expect(new Date(dates.newest).getTime()).toBeGreaterThan(Date.now() - 7 * 86_400_000);
      // Only the addresses at a former employer keep the day they were checked there (about 1 in 20 of the checked).
      expect(dates.recent).toBeGreaterThan(dates.checked * 0.85);
    },
    limit(60_000),
  );
});

describe('a load that fails', () => {
  it(
    'rejects, leaves an empty index and builds its indexes and constraints again',
    async () => {
      await ds.query('TRUNCATE companies, profiles, profile_search, profile_contacts RESTART IDENTITY CASCADE');
      // Contacts of profile 1500 and later break a constraint in the middle of the COPY.
      await ds.query('ALTER TABLE profile_contacts ADD CONSTRAINT "CHK_test_fail" CHECK (profile_id < 1500)');
      try {
        await expect(loadProfiles(ds, { count: COUNT, seed: SEED, batchSize: 100, logger })).rejects.toThrow(/CHK_test_fail/);
      } finally {
        await ds.query('ALTER TABLE profile_contacts DROP CONSTRAINT "CHK_test_fail"');
      }
      expect(await countProfiles(ds)).toBe(0);
      expect(Number(await scalar('SELECT count(*) FROM profile_contacts'))).toBe(0);
      expect(await scalar(`SELECT to_regclass('profile_search_load')::text`)).toBeNull();
      const names = await indexNames();
      for (const index of SEARCH_INDEXES) expect(names).toContain(index.name);
      expect(names).toContain('UQ_profiles_linkedin_username');
      expect(
        Number(
          await scalar(
            `SELECT count(*) FROM pg_constraint WHERE conname IN ('FK_profile_contacts_profile_id', 'FK_profile_search_profile_id')`,
          ),
        ),
      ).toBe(2);
      // And the next load works.
      await loadProfiles(ds, { count: 300, seed: SEED, logger });
      expect(await countProfiles(ds)).toBe(300);
    },
    limit(60_000),
  );

  it(
    'rejects when the database ends its connections in the middle (an operator kill, a restart), and the next load works',
    async () => {
      await ds.query('TRUNCATE companies, profiles, profile_search, profile_contacts RESTART IDENTITY CASCADE');
      const kill: { done?: Promise<Array<{ n: string }>> } = {};
      const load = loadProfiles(ds, {
        count: COUNT,
        seed: SEED,
        batchSize: 100,
        logger,
        // Half-way: every other connection of this database that this role may end is ended, the
        // load's lock and its COPYs among them (an autovacuum worker of the database is not ours to end).
        onProgress: (done) => {
          if (done >= COUNT / 2 && !kill.done)
            kill.done = ds.query(
              `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
                WHERE datname = current_database() AND pid <> pg_backend_pid() AND usename = current_user`,
            );
        },
      });
      // It says so (in the app, pg's 'error' event on a held connection ended the process: bulk-load.ts keeps it quiet).
      await expect(load).rejects.toThrow();
      expect(kill.done).toBeDefined();
      expect(Number((await kill.done!)[0].n)).toBeGreaterThan(0);
      // And the next load works.
      await loadProfiles(ds, { count: 300, seed: SEED, logger, reset: true });
      expect(await countProfiles(ds)).toBe(300);
    },
    limit(60_000),
  );
});
