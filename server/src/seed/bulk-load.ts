import { setImmediate as nextTick } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { Logger } from '../common/logger';
import { DOC_COLUMNS, SEARCH_KEY_COLUMNS } from '../modules/profiles/profile-search-row';
import { addJobTitlesSql, docValuesSql, weightedTextsSql } from '../modules/profiles/profile-writer.repository';
import { contactColumnValues, PROFILE_COLUMNS } from '../modules/profiles/profile-writer.repository';
import { createIndexSql, SEARCH_INDEXES } from '../modules/profiles/search-indexes';
import { generateCompanies, type GeneratedCompany } from './companies';
import { withoutTimeouts } from '../db/data-source';
import { copyText, CopySink, profileLine, stagingLine } from './copy';
import { generateProfile } from './generator';

/**
 * The bulk loader of the people index: generated profiles go in with COPY (profiles,
 * profile_contacts and an unlogged staging table for the search rows), with the secondary indexes
 * and foreign keys dropped for the load; profile_search is then filled from the staging table
 * (the tsvectors computed by PostgreSQL, in two concurrent statements), every index and constraint
 * is built again and the tables are analysed.
 */

// ---------------------------------------------------------------------------------------------
// Tables and constraints of the load
// ---------------------------------------------------------------------------------------------

const STAGING = 'profile_search_load';

/** Indexes outside SEARCH_INDEXES that the load drops, exactly as the migration defines them. */
const OTHER_INDEXES: ReadonlyArray<{ name: string; create: string }> = [
  {
    name: 'UQ_profiles_linkedin_username',
    create: 'CREATE UNIQUE INDEX IF NOT EXISTS "UQ_profiles_linkedin_username" ON "profiles" ("linkedin_username")',
  },
  {
    name: 'IDX_profiles_created_at',
    create: 'CREATE INDEX IF NOT EXISTS "IDX_profiles_created_at" ON "profiles" ("created_at")',
  },
  {
    name: 'IDX_profile_contacts_profile_id',
    create: 'CREATE INDEX IF NOT EXISTS "IDX_profile_contacts_profile_id" ON "profile_contacts" ("profile_id")',
  },
];
const FOREIGN_KEYS: ReadonlyArray<{ name: string; table: string; add: string }> = [
  {
    name: 'FK_profile_contacts_profile_id',
    table: 'profile_contacts',
    add: 'ALTER TABLE "profile_contacts" ADD CONSTRAINT "FK_profile_contacts_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  },
  {
    name: 'FK_profile_search_profile_id',
    table: 'profile_search',
    add: 'ALTER TABLE "profile_search" ADD CONSTRAINT "FK_profile_search_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  },
  // Emptied with the profiles (TRUNCATE ... CASCADE); dropped so the profiles' COPY can write frozen rows.
  {
    name: 'FK_contact_reveals_profile_id',
    table: 'contact_reveals',
    add: 'ALTER TABLE "contact_reveals" ADD CONSTRAINT "FK_contact_reveals_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  },
  {
    name: 'FK_profile_analyses_profile_id',
    table: 'profile_analyses',
    add: 'ALTER TABLE "profile_analyses" ADD CONSTRAINT "FK_profile_analyses_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  },
  {
    name: 'FK_profile_identities_profile_id',
    table: 'profile_identities',
    add: 'ALTER TABLE "profile_identities" ADD CONSTRAINT "FK_profile_identities_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  },
  {
    name: 'FK_team_reveals_profile_id',
    table: 'team_reveals',
    add: 'ALTER TABLE "team_reveals" ADD CONSTRAINT "FK_team_reveals_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
  },
  // Privacy's records outlive a profile (the link becomes null); a reset empties them with the profiles.
  {
    name: 'FK_reveal_log_profile_id',
    table: 'reveal_log',
    add: 'ALTER TABLE "reveal_log" ADD CONSTRAINT "FK_reveal_log_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
  },
  {
    name: 'FK_privacy_requests_profile_id',
    table: 'privacy_requests',
    add: 'ALTER TABLE "privacy_requests" ADD CONSTRAINT "FK_privacy_requests_profile_id" FOREIGN KEY ("profile_id") REFERENCES "profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
  },
];

/** Held while a load runs, so two processes never load into the same database at once. */
const LOAD_LOCK_KEY = 7_345_001;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

export class IndexNotEmptyError extends Error {
  constructor(readonly existing: number) {
    super(`The people index already holds ${existing} profiles; loading needs an empty index (use reset to replace it).`);
    this.name = 'IndexNotEmptyError';
  }
}

function poolOf(ds: DataSource): Pool {
  const pool = (ds.driver as unknown as { master?: Pool }).master;
  if (!pool) throw new Error('bulk load: the data source is not initialised (no pg pool)');
  return pool;
}

/**
 * A connection the load holds: the database going away while it sits between statements (the lock's
 * connection, a COPY's while another writes) makes pg emit 'error' on it, which with no listener
 * would end the process; kept quiet here, the load's next statement on it fails and says why.
 */
const whileHeld = () => undefined;

async function take(pool: Pool): Promise<PoolClient> {
  const client = await pool.connect();
  client.on('error', whileHeld);
  return client;
}

function giveBack(client: PoolClient, broken?: Error): void {
  client.off('error', whileHeld);
  client.release(broken);
}

async function withClient<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await take(pool);
  let broken: Error | undefined;
  try {
    return await fn(client);
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    // A client that failed mid-COPY or mid-transaction is not given back to the pool.
    if (broken) giveBack(client, broken);
    else {
      await client.query('RESET ALL').catch(() => undefined);
      giveBack(client);
    }
  }
}

function elapsed(since: bigint): number {
  return Number(process.hrtime.bigint() - since) / 1e6;
}

export async function countProfiles(ds: DataSource): Promise<number> {
  const rows: Array<{ n: string }> = await ds.query('SELECT count(*)::bigint AS n FROM profiles');
  return Number(rows[0].n);
}

export async function hasProfiles(ds: DataSource): Promise<boolean> {
  const rows: Array<{ e: boolean }> = await ds.query('SELECT EXISTS (SELECT 1 FROM profiles) AS e');
  return rows[0].e;
}

// ---------------------------------------------------------------------------------------------
// The load
// ---------------------------------------------------------------------------------------------

export type LoadPhase = 'companies' | 'copy' | 'search' | 'indexes' | 'analyze';

export interface LoadOptions {
  count: number;
  seed: number;
  /** Empty the index (companies, profiles, search rows, contacts) first. */
  reset?: boolean;
  /**
   * The newest day ('YYYY-MM-DD') the generated contacts' checks fall on: the load's own day (UTC)
   * by default, so that the sample contacts are dated from the day they are loaded (generator.ts).
   */
  checksUpTo?: string;
  /** Profiles per COPY batch (default 1,000); the output is the same whatever the batch size. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Called as each phase ends, with its duration. */
  onPhase?: (phase: LoadPhase, ms: number) => void;
  /**
   * Stops the load between batches and phases: the index is left empty with its indexes and
   * constraints built again, and the load rejects with the signal's reason.
   */
  signal?: AbortSignal;
  logger: Logger;
}

export interface LoadResult {
  profiles: number;
  contacts: number;
  companies: number;
  timings: Record<LoadPhase | 'total', number>;
}

/**
 * Loads `count` generated profiles (ids 1..count) into an empty index, or into a reset one.
 * Refuses with IndexNotEmptyError when profiles exist and reset is not asked for.
 */
export async function loadProfiles(ds: DataSource, opts: LoadOptions): Promise<LoadResult> {
  const { count } = opts;
  if (!Number.isInteger(count) || count < 0) throw new Error(`bulk load: count must be a whole number >= 0, got ${count}`);
  // COPY, the search rows and the index builds take minutes at a million profiles: they run on a
  // pool of their own without the request pool's time limits (db/data-source.ts).
  return withoutTimeouts(ds, (untimed) => loadLocked(untimed, opts));
}

async function loadLocked(ds: DataSource, opts: LoadOptions): Promise<LoadResult> {
  const { count, seed, logger } = opts;
  const pool = poolOf(ds);
  const lock = await take(pool);
  try {
    const got = await lock.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [LOAD_LOCK_KEY]);
    if (!got.rows[0].ok) throw new Error('Another load of the people index is running on this database.');
    try {
      return await runLoad(ds, pool, opts, count, seed, logger);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    giveBack(lock);
  }
}

async function runLoad(ds: DataSource, pool: Pool, opts: LoadOptions, count: number, seed: number, logger: Logger): Promise<LoadResult> {
  const timings: Record<LoadPhase | 'total', number> = { companies: 0, copy: 0, search: 0, indexes: 0, analyze: 0, total: 0 };
  const started = process.hrtime.bigint();
  const phase = (name: LoadPhase, since: bigint) => {
    timings[name] = elapsed(since);
    opts.onPhase?.(name, timings[name]);
    logger.debug({ phase: name, ms: Math.round(timings[name]) }, 'bulk load phase done');
  };

  if (opts.reset) {
    // Imported people go with the rest, so their files' jobs go too: importing such a file again brings them back.
    await ds.query('TRUNCATE companies, profiles, profile_search, profile_contacts, job_titles, import_jobs RESTART IDENTITY CASCADE');
  } else if (await hasProfiles(ds)) {
    throw new IndexNotEmptyError(await countProfiles(ds));
  }

  opts.signal?.throwIfAborted();
  // Companies
  let t = process.hrtime.bigint();
  const companies = generateCompanies(seed);
  await insertCompanies(ds, companies);
  phase('companies', t);

  await dropForLoad(ds);
  let contacts: number;
  try {
    t = process.hrtime.bigint();
    contacts = await copyAll(pool, opts, companies);
    phase('copy', t);

    opts.signal?.throwIfAborted();
    t = process.hrtime.bigint();
    await fillSearch(pool, count);
    await ds.query(addJobTitlesSql());
    phase('search', t);
  } catch (err) {
    if (opts.signal?.aborted) logger.warn('bulk load stopped; emptying the index and restoring its indexes');
    else logger.error({ err }, 'bulk load failed; emptying the index and restoring its indexes');
    await ds.query('TRUNCATE profiles, profile_search, profile_contacts, job_titles RESTART IDENTITY CASCADE').catch(() => undefined);
    await ds.query(`DROP TABLE IF EXISTS ${STAGING}`).catch(() => undefined);
    await restoreIndexes(pool).catch((e) => logger.error({ err: e }, 'restoring the indexes failed'));
    throw err;
  }

  t = process.hrtime.bigint();
  await restoreIndexes(pool);
  phase('indexes', t);

  t = process.hrtime.bigint();
  await withClient(pool, async (client) => {
    await client.query('ANALYZE companies');
    await client.query('ANALYZE profiles');
    await client.query('ANALYZE profile_contacts');
    // Sets the visibility map so index-only and bitmap scans skip heap fetches.
    await client.query('VACUUM (ANALYZE) profile_search');
    // The values and counts suggestions read (a moment at 20,000 profiles, seconds at a million).
    await client.query('REFRESH MATERIALIZED VIEW search_terms');
  });
  phase('analyze', t);

  timings.total = elapsed(started);
  return { profiles: count, contacts, companies: companies.length, timings };
}

async function insertCompanies(ds: DataSource, companies: GeneratedCompany[]): Promise<void> {
  const chunk = 1000;
  for (let i = 0; i < companies.length; i += chunk) {
    const part = companies.slice(i, i + chunk);
    const params: unknown[] = [];
    const values = part.map((c, k) => {
      params.push(c.id, c.name, c.domain, c.industry, c.size, c.countryCode);
      const b = k * 6;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6})`;
    });
    await ds.query(
      `INSERT INTO companies (id, name, domain, industry, size, country_code) VALUES ${values.join(', ')}
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, domain = EXCLUDED.domain, industry = EXCLUDED.industry,
         size = EXCLUDED.size, country_code = EXCLUDED.country_code`,
      params,
    );
  }
}

async function dropForLoad(ds: DataSource): Promise<void> {
  for (const fk of FOREIGN_KEYS) await ds.query(`ALTER TABLE "${fk.table}" DROP CONSTRAINT IF EXISTS "${fk.name}"`);
  for (const index of SEARCH_INDEXES) await ds.query(`DROP INDEX IF EXISTS "${index.name}"`);
  for (const index of OTHER_INDEXES) await ds.query(`DROP INDEX IF EXISTS "${index.name}"`);
}

/** True when no foreign key (other than the ones the load dropped) points at the table. */
async function unreferenced(client: PoolClient, table: string): Promise<boolean> {
  const r = await client.query(`SELECT 1 FROM pg_constraint WHERE contype = 'f' AND confrelid = $1::regclass LIMIT 1`, [table]);
  return r.rowCount === 0;
}

/**
 * Opens a COPY in its own transaction. When the table can be emptied inside that transaction
 * (it is empty already) COPY FREEZE writes the rows frozen and all-visible.
 */
async function openCopy(client: PoolClient, table: string, columns: readonly string[], prepare: 'truncate' | 'create'): Promise<Writable> {
  await client.query('SET synchronous_commit = off');
  await client.query('BEGIN');
  let freeze = false;
  if (prepare === 'create') freeze = true;
  else if (await unreferenced(client, table)) {
    await client.query(`TRUNCATE ${table}`);
    freeze = true;
  }
  return client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT text${freeze ? ', FREEZE' : ''})`));
}

async function copyAll(pool: Pool, opts: LoadOptions, companies: GeneratedCompany[]): Promise<number> {
  const { count, seed } = opts;
  const batchSize = opts.batchSize ?? 1000;
  const checksUpTo = opts.checksUpTo ?? new Date().toISOString().slice(0, 10);
  const clients: PoolClient[] = [];
  let failed: Error | undefined;
  try {
    for (let i = 0; i < 3; i++) clients.push(await take(pool));
    const [pc, cc, sc] = clients;
    // The staging table: unlogged (no WAL), created inside the COPY's transaction.
    await sc.query(`DROP TABLE IF EXISTS ${STAGING}`);
    const profilesT = new CopySink(await openCopy(pc, 'profiles', PROFILE_COLUMNS, 'truncate'));
    const contactsT = new CopySink(
      await openCopy(
        cc,
        'profile_contacts',
        ['id', 'profile_id', 'kind', 'value', 'status', 'type', 'source', 'last_verified_at'],
        'truncate',
      ),
    );
    await sc.query('SET synchronous_commit = off');
    await sc.query('BEGIN');
    await sc.query(`CREATE UNLOGGED TABLE ${STAGING} (
      profile_id bigint NOT NULL, seniority smallint, job_function varchar(40), city_key varchar(100) NOT NULL, country_code char(2) NOT NULL,
      current_company_id integer, company_ids integer[] NOT NULL, industry varchar(64), industries text[] NOT NULL, skill_keys text[] NOT NULL,
      years smallint NOT NULL, school_keys text[] NOT NULL, degree_levels text[] NOT NULL, quality smallint NOT NULL,
      remote boolean NOT NULL, relocates boolean NOT NULL, region_key varchar(100),
      text_a text NOT NULL, text_b text NOT NULL, text_c text NOT NULL, title_text text NOT NULL
    )`);
    const stagingT = new CopySink(
      sc.query(
        copyFrom(
          `COPY ${STAGING} (profile_id, ${SEARCH_KEY_COLUMNS.join(', ')}, text_a, text_b, text_c, title_text) FROM STDIN WITH (FORMAT text, FREEZE)`,
        ),
      ),
    );
    const sinks = [profilesT, contactsT, stagingT];

    let contactId = 0;
    for (let start = 0; start < count; start += batchSize) {
      const end = Math.min(count, start + batchSize);
      let profiles = '';
      let contacts = '';
      let staging = '';
      for (let i = start; i < end; i++) {
        const g = generateProfile(seed, i, companies, checksUpTo);
        profiles += profileLine(g.profile);
        staging += stagingLine(g.search);
        for (const c of g.contacts) {
          const [kind, value, status, type, source, checked] = contactColumnValues(c);
          contacts += `${++contactId}\t${g.profile.id}\t${kind}\t${copyText(value)}\t${status}\t${type}\t${source}\t${checked ?? '\\N'}\n`;
        }
      }
      await Promise.all([profilesT.write(profiles), contactsT.write(contacts), stagingT.write(staging)]);
      opts.onProgress?.(end, count);
      await nextTick();
      opts.signal?.throwIfAborted();
    }
    await Promise.all(sinks.map((sink) => sink.end()));
    await Promise.all(clients.map((client) => client.query('COMMIT')));
    await cc.query(`SELECT setval(pg_get_serial_sequence('profile_contacts', 'id'), $1, $2)`, [Math.max(contactId, 1), contactId > 0]);
    return contactId;
  } catch (err) {
    failed = err as Error;
    throw err;
  } finally {
    for (const client of clients) {
      if (failed) giveBack(client, failed);
      else {
        await client.query('RESET ALL').catch(() => undefined);
        giveBack(client);
      }
    }
  }
}

/** profile_search from the staging table, in two id ranges at once (one per core). */
async function fillSearch(pool: Pool, count: number): Promise<void> {
  const columns = ['profile_id', ...DOC_COLUMNS, ...SEARCH_KEY_COLUMNS].join(', ');
  const select = `SELECT s.profile_id, ${docValuesSql('s.title_text')}, ${SEARCH_KEY_COLUMNS.map((c) => `s.${c}`).join(', ')}
    FROM ${STAGING} s, ${weightedTextsSql('s.text_a', 's.text_b', 's.text_c')}`;
  const half = Math.ceil(count / 2);
  const ranges: Array<[number, number]> =
    count > 2000
      ? [
          [0, half],
          [half, count],
        ]
      : [[0, count]];
  await Promise.all(
    ranges.map(([lo, hi]) =>
      withClient(pool, async (client) => {
        await client.query('SET synchronous_commit = off');
        await client.query('SET jit = off');
        await client.query(`INSERT INTO profile_search (${columns}) ${select} WHERE s.profile_id > $1 AND s.profile_id <= $2`, [lo, hi]);
      }),
    ),
  );
  await withClient(pool, (client) => client.query(`DROP TABLE IF EXISTS ${STAGING}`));
}

/**
 * Builds every dropped index again on two connections at once (largest first), then the foreign
 * keys (one at a time: both lock the profiles table).
 */
async function restoreIndexes(pool: Pool): Promise<void> {
  const jobs: string[] = [
    ...SEARCH_INDEXES.filter((i) => i.sql.startsWith('USING gin')).map(createIndexSql),
    ...OTHER_INDEXES.map((i) => i.create),
    ...SEARCH_INDEXES.filter((i) => !i.sql.startsWith('USING gin')).map(createIndexSql),
  ];
  let next = 0;
  const worker = () =>
    withClient(pool, async (client) => {
      await client.query(`SET maintenance_work_mem = '1GB'`);
      await client.query('SET max_parallel_maintenance_workers = 1');
      await client.query('SET synchronous_commit = off');
      while (next < jobs.length) {
        const sql = jobs[next++];
        await client.query(sql);
      }
    });
  await Promise.all([worker(), worker()]);
  await withClient(pool, async (client) => {
    await client.query(`SET work_mem = '256MB'`);
    await client.query(`SET maintenance_work_mem = '1GB'`);
    for (const fk of FOREIGN_KEYS) {
      const exists = await client.query('SELECT 1 FROM pg_constraint WHERE conname = $1', [fk.name]);
      if (exists.rowCount === 0) await client.query(fk.add);
    }
  });
}
