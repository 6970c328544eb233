import { untimedWork } from '../../common/untimed-work';
import { setImmediate } from 'node:timers/promises';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { personKeys } from '../privacy/person-keys';
import { suppressedAmong } from '../privacy/suppressions.repository';
import { SAMPLE_SOURCE, type Profile } from '../profiles/profile.entity';
import { addJobTitles, replaceContacts, upsertProfileRows, writeSearchRows } from '../profiles/profile-writer.repository';
import { historyCompanies, rowsOf, type Rows } from './index-rows';
import type { CompanyFact, PersonRecord } from './person-record';
import {
  companyKey,
  keyed,
  keyNames,
  mergePerson,
  recordFacts,
  sameNamedPerson,
  type IdentityKey,
  type Keyed,
  type Merge,
  type Origin,
  type StoredContact,
  type WriteOutcome,
} from './person-merge';
import { unknownCompanyDomain } from '../profiles/company.entity';

export type { Origin, WriteOutcome } from './person-merge';

/**
 * Writes imported people into the people index, a batch at a time: finds the profile each record
 * names, merges it (person-merge.ts) and writes the result, keeping where each fact came from.
 */

/**
 * The company ids one import has found or added, kept across its batches so that a company named
 * again is not looked up again: `resolved` collects what a batch's transaction found, and moves to
 * `committed` (which look-ups read) only once that transaction has committed (`commit()`), so an
 * undone batch leaves no id of a company that was never written. At most `max` are kept.
 */
export class CompanyIds {
  resolved = new Map<string, number>();
  constructor(
    private readonly max = 100_000,
    readonly committed = new Map<string, number>(),
  ) {}

  /** The ids of one batch's transaction: its own `resolved`, the import's `committed`. */
  fork(): CompanyIds {
    return new CompanyIds(this.max, this.committed);
  }

  commit(): void {
    if (this.committed.size + this.resolved.size > this.max) this.committed.clear();
    for (const [key, id] of this.resolved) this.committed.set(key, id);
    this.resolved = new Map();
  }

  /** Forgets what an undone transaction found. */
  discard(): void {
    this.resolved = new Map();
  }
}

/**
 * The ids of the companies records name, found or added in a few statements for the whole set: by
 * domain, else by name (the oldest company of that name). With `add`, the missing ones are added (a
 * company without a known website gets unknownCompanyDomain, which can reach no one);
 * without, they are left out of the answer.
 */
async function companyIds(
  tx: EntityManager,
  wanted: Array<{ company: CompanyFact; countryCode: string }>,
  known: Pick<ReadonlyMap<string, number>, 'get'>,
  add: boolean,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const first = new Map<string, { company: CompanyFact; countryCode: string }>();
  for (const w of wanted) {
    const key = companyKey(w.company);
    const id = known.get(key);
    if (id !== undefined) ids.set(key, id);
    else if (!first.has(key)) first.set(key, w);
  }
  if (!first.size) return ids;
  const domains = [...first.values()].filter((w) => w.company.domain).map((w) => w.company.domain!);
  const names = [...first.values()].filter((w) => !w.company.domain).map((w) => w.company.name);
  const found: Array<{ key: string; id: number }> = await tx.query(
    `SELECT 'd:' || domain AS key, id FROM companies WHERE domain = ANY($1::varchar[])
     UNION ALL
     SELECT 'n:' || n.name, c.id FROM unnest($2::varchar[]) AS n(name)
       CROSS JOIN LATERAL (SELECT id FROM companies WHERE lower(name) = lower(n.name) ORDER BY id LIMIT 1) c`,
    [domains, names],
  );
  for (const f of found) ids.set(f.key, Number(f.id));
  const missing = [...first.entries()].filter(([key]) => !ids.has(key));
  if (!missing.length || !add) return ids;
  const fresh: Array<{ id: string }> = await tx.query(`SELECT nextval('imported_company_ids') AS id FROM generate_series(1, $1::int)`, [
    missing.length,
  ]);
  const rows = missing.map(([key, { company, countryCode }], i) => ({
    key,
    id: Number(fresh[i].id),
    name: company.name,
    domain: company.domain ?? unknownCompanyDomain(fresh[i].id),
    industry: company.industry ?? '',
    size: company.size ?? '',
    country_code: countryCode.slice(0, 2),
  }));
  await tx.query(
    `INSERT INTO companies (id, name, domain, industry, size, country_code)
     SELECT id, name, domain, industry, size, country_code FROM jsonb_populate_recordset(NULL::companies, $1::jsonb)
     ON CONFLICT (domain) DO NOTHING`,
    [JSON.stringify(rows)],
  );
  const added: Array<{ domain: string; id: number }> = await tx.query(
    `SELECT domain, id FROM companies WHERE domain = ANY($1::varchar[])`,
    [rows.map((r) => r.domain)],
  );
  const byDomain = new Map(added.map((a) => [a.domain, Number(a.id)]));
  for (const r of rows) ids.set(r.key, byDomain.get(r.domain)!);
  return ids;
}

/**
 * The profile each record names, if the index has it: by username, else the record id, else an
 * e-mail address; `byEmail`, the records found by an address alone.
 */
async function findProfiles(tx: EntityManager, round: Keyed[]): Promise<{ found: Map<number, string>; byEmail: Set<number> }> {
  const byUsername: Array<{ id: string; linkedin_username: string }> = await tx.query(
    `SELECT id, linkedin_username FROM profiles WHERE linkedin_username = ANY($1::varchar[]) AND source <> $2`,
    [round.map((k) => k.username), SAMPLE_SOURCE],
  );
  const keys = round.flatMap((k) => k.keys);
  const byKey: Array<{ kind: string; key: string; profile_id: string }> = keys.length
    ? await tx.query(
        `SELECT kind, key, profile_id FROM profile_identities WHERE (kind, key) IN (SELECT * FROM unnest($1::varchar[], $2::varchar[]))`,
        [keys.map((k) => k.kind), keys.map((k) => k.key)],
      )
    : [];
  const usernames = new Map(byUsername.map((p) => [p.linkedin_username, String(p.id)]));
  const identities = new Map(byKey.map((i) => [`${i.kind}:${i.key}`, String(i.profile_id)]));
  const found = new Map<number, string>();
  const byEmail = new Set<number>();
  for (const k of round) {
    const holder = (kind: IdentityKey['kind']) =>
      k.keys
        .filter((i) => i.kind === kind)
        .map((i) => identities.get(`${i.kind}:${i.key}`))
        .find(Boolean);
    const named = usernames.get(k.username) ?? holder('record');
    const addressed = named ? undefined : holder('email');
    const id = named ?? addressed;
    if (id) found.set(k.index, id);
    if (addressed) byEmail.add(k.index);
  }
  return { found, byEmail };
}

/** What a written batch touched: the key names of its records and the profiles they went to. */
export interface Touched {
  keys: Set<string>;
  ids: Set<string>;
}

export interface Written {
  /** Each record's outcome, in order. */
  outcomes: WriteOutcome[];
  touched: Touched;
  /** The current titles of the people written, for job_titles (addJobTitles, once at the end). */
  titles: string[];
  /** How many records were written while a batch before was still being written (applyPlan). */
  alongside: number;
}

const nothingWritten = (n: number): Written => ({
  outcomes: new Array<WriteOutcome>(n),
  touched: { keys: new Set(), ids: new Set() },
  titles: [],
  alongside: 0,
});

/** How many records a plan merges between two turns of the event loop. */
const SLICE = 50;

/** One record merged and ready to write, with the id of its profile (a new one's from the sequence). */
interface Prepared {
  k: Keyed;
  existing: Profile | null;
  merge: Merge;
  id: string;
  /** Its rows, when it changed anything. */
  rows: Rows | null;
  /** Whether a sample person may hold a new profile's username (known when planned ahead). */
  sampleHolds: boolean;
  /**
   * Planned ahead, for a stored profile: every key name it can be found by (its username and
   * identities, as keyNames spells them), so that a batch written meanwhile can be seen not to reach it.
   */
  reach: string[];
}

/**
 * Merges people into the index (person-merge.ts), in the caller's transaction, as a set: each
 * statement covers the whole set (its look-ups, profiles, contacts, search rows and identity keys).
 * Records of the same person (a key in common, or the same stored profile) are merged one after
 * the other, in file order, as separate rounds. A record that cannot be written fails the whole
 * call; the caller retries its records one by one.
 */
export async function writePeople(
  tx: EntityManager,
  records: readonly PersonRecord[],
  origin: Origin,
  companies: CompanyIds = new CompanyIds(),
): Promise<Written> {
  const written = nothingWritten(records.length);
  const allowed = await withoutSuppressed(
    tx,
    records.map((r, i) => keyed(r, i, origin.source)),
    origin.source,
    written,
  );
  await writeInRounds(tx, allowed, origin, companies, written);
  await addJobTitles(tx, written.titles);
  return written;
}

/**
 * The records whose person is not on the suppression list (modules/privacy: they asked to be
 * removed, or a provider's or the state's list names them); the others are 'suppressed' in
 * `written` and nothing of them is written. One statement for the set.
 */
async function withoutSuppressed(db: EntityManager, records: Keyed[], source: string, written: Written): Promise<Keyed[]> {
  const blocked = await suppressedAmong(
    db,
    records.map((k) =>
      personKeys({
        linkedinUsernames: k.r.linkedinUsername ? [k.r.linkedinUsername] : [],
        emails: k.r.emails.map((e) => e.value),
        phones: k.r.phones.map((p) => p.value),
        records: k.r.recordId ? [`${source}:${k.r.recordId}`] : [],
      }),
    ),
  );
  return records.filter((k, i) => {
    if (blocked[i]) written.outcomes[k.index] = 'suppressed';
    return !blocked[i];
  });
}

/** The records that share no key with an earlier one (a round), and the rest. */
function firstRound(pending: readonly Keyed[]): { round: Keyed[]; later: Keyed[] } {
  const round: Keyed[] = [];
  const later: Keyed[] = [];
  const seen = new Set<string>();
  for (const k of pending) {
    const names = keyNames(k);
    if (names.some((n) => seen.has(n))) later.push(k);
    else round.push(k);
    for (const n of names) seen.add(n);
  }
  return { round, later };
}

async function writeInRounds(tx: EntityManager, records: Keyed[], origin: Origin, known: CompanyIds, written: Written): Promise<void> {
  let pending = records;
  while (pending.length) {
    const { round, later } = firstRound(pending);
    const { ready, deferred } = await prepareRound(tx, round, origin, known.committed, false);
    for (const [key, id] of ready.companies) known.resolved.set(key, id);
    await writePrepared(tx, ready.records, origin, written);
    pending = [...deferred, ...later].sort((a, b) => a.index - b.index);
  }
}

/**
 * Looks up and merges one round (no two records share a key) on `db`. Records whose stored profile
 * an earlier record of the round also names are deferred. `ahead`: planned outside the writing
 * transaction (planPeople), so records that name a company the index does not have yet are deferred
 * too, rather than the company added.
 */
async function prepareRound(
  db: EntityManager,
  round: Keyed[],
  origin: Origin,
  knownCompanies: ReadonlyMap<string, number>,
  ahead: boolean,
): Promise<{ ready: { records: Prepared[]; companies: Map<string, number> }; deferred: Keyed[] }> {
  const { found, byEmail } = await findProfiles(db, round);
  const deferred: Keyed[] = [];
  const claimed = new Set<string>();
  const claiming: Keyed[] = [];
  for (const k of round) {
    const id = found.get(k.index);
    if (id && claimed.has(id)) deferred.push(k);
    else {
      if (id) claimed.add(id);
      claiming.push(k);
    }
  }
  const companies = await companyIds(
    db,
    claiming.filter((k) => k.r.company).map((k) => ({ company: k.r.company!, countryCode: k.r.location?.countryCode ?? '' })),
    knownCompanies,
    !ahead,
  );
  const writing: Keyed[] = [];
  for (const k of claiming) {
    if (k.r.company && !companies.has(companyKey(k.r.company))) deferred.push(k);
    else writing.push(k);
  }
  const ids = [...new Set(writing.map((k) => found.get(k.index)).filter((id): id is string => Boolean(id)))];
  const stored = ids.length ? await db.getRepository<Profile>('Profile').find({ where: { id: In(ids) } }) : [];
  const profiles = new Map(stored.map((p) => [String(p.id), p]));
  // An address alone names someone else when the names differ: a shared inbox (info@, jobs@) that a
  // CRM gives several contacts, an assistant's. That record is a person of their own.
  for (const k of writing) {
    const id = found.get(k.index);
    const holder = id ? profiles.get(id) : undefined;
    if (byEmail.has(k.index) && holder && !sameNamedPerson(holder, k.r)) found.delete(k.index);
  }
  const contactRows: Array<StoredContact & { profile_id: string }> = ids.length
    ? await db.query(
        `SELECT profile_id, kind, value, status, type, source, last_verified_at, origin, origin_record_id, fetched_at
         FROM profile_contacts WHERE profile_id = ANY($1::bigint[]) ORDER BY id`,
        [ids],
      )
    : [];
  const contactsOf = new Map<string, StoredContact[]>();
  for (const { profile_id, ...c } of contactRows) contactsOf.set(String(profile_id), [...(contactsOf.get(String(profile_id)) ?? []), c]);

  const merges: Prepared[] = [];
  for (const k of writing) {
    // Planned ahead, the merging gives way now and then: the writing connection's answers wait on this thread.
    if (ahead && merges.length % SLICE === SLICE - 1) await setImmediate();
    const id = found.get(k.index);
    const existing = id ? (profiles.get(id) ?? null) : null;
    const merge = mergePerson(existing, id ? (contactsOf.get(id) ?? []) : [], k.r, recordFacts(k.r, companies), origin);
    merges.push({ k, existing, merge, id: existing ? String(existing.id) : '', rows: null, sampleHolds: true, reach: [] });
  }
  // Each changed person's companies, for a search by a past company (company_ids). Planned ahead, a
  // record naming one the index does not have yet waits for the writing, as for a current company.
  const histories = new Map(merges.filter((m) => m.merge.outcome !== 'unchanged').map((m) => [m, historyCompanies(m.merge)]));
  const past = await companyIds(
    db,
    [...histories.values()].flat().map((company) => ({ company, countryCode: '' })),
    { get: (key: string) => companies.get(key) ?? knownCompanies.get(key) },
    !ahead,
  );
  for (const [key, id] of past) companies.set(key, id);
  for (const [m, history] of histories)
    if (history.some((c) => !companies.has(companyKey(c)))) {
      deferred.push(m.k);
      merges.splice(merges.indexOf(m), 1);
    }
  const created = merges.filter((m) => m.merge.outcome === 'created');
  const fresh: Array<{ id: string }> = created.length
    ? await db.query(`SELECT nextval('imported_profile_ids') AS id FROM generate_series(1, $1::int)`, [created.length])
    : [];
  created.forEach((m, i) => (m.id = String(fresh[i].id)));
  if (ahead && created.length) {
    // Which new people's usernames a sample person holds (imports add no sample people meanwhile).
    const held: Array<{ linkedin_username: string }> = await db.query(
      `SELECT linkedin_username FROM profiles WHERE linkedin_username = ANY($1::varchar[]) AND source = $2`,
      [created.map((m) => m.merge.facts.linkedinUsername), SAMPLE_SOURCE],
    );
    const holders = new Set(held.map((h) => h.linkedin_username));
    for (const m of created) m.sampleHolds = holders.has(m.merge.facts.linkedinUsername);
  }
  const onStored = merges.filter((m) => m.existing);
  if (ahead && onStored.length) {
    const identities: Array<{ profile_id: string; kind: string; key: string }> = await db.query(
      `SELECT profile_id, kind, key FROM profile_identities WHERE profile_id = ANY($1::bigint[])`,
      [onStored.map((m) => m.id)],
    );
    const reach = new Map<string, string[]>();
    for (const i of identities) reach.set(String(i.profile_id), [...(reach.get(String(i.profile_id)) ?? []), `${i.kind}:${i.key}`]);
    for (const m of onStored) m.reach = [`username:${m.existing!.linkedinUsername}`, ...(reach.get(m.id) ?? [])];
  }
  for (const [i, m] of merges.entries()) {
    if (ahead && i % SLICE === SLICE - 1) await setImmediate();
    if (m.merge.outcome !== 'unchanged') m.rows = rowsOf(m.id, m.existing, m.merge, origin, companies);
  }
  return { ready: { records: merges, companies }, deferred };
}

/** Writes merged records (no two share a key or a profile) and notes their outcomes and what they touched. */
async function writePrepared(tx: EntityManager, ready: Prepared[], origin: Origin, written: Written): Promise<void> {
  const taken = ready.filter((m) => m.merge.outcome === 'created' && m.sampleHolds);
  if (taken.length)
    // A sample person holding a real person's LinkedIn username gives it up (theirs was invented).
    await tx.query(
      `UPDATE profiles SET linkedin_username = left(linkedin_username, 80) || '-sample-' || id WHERE linkedin_username = ANY($1::varchar[]) AND source = $2`,
      [taken.map((m) => m.merge.facts.linkedinUsername), SAMPLE_SOURCE],
    );
  const changed = ready.filter((m) => m.merge.outcome !== 'unchanged');
  if (changed.length) await writeProfiles(tx, changed);
  const identities = ready.flatMap((m) => m.k.keys.map((i) => ({ ...i, profileId: m.id })));
  if (identities.length)
    await tx.query(
      `INSERT INTO profile_identities (kind, key, profile_id)
       SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::bigint[]) ON CONFLICT DO NOTHING`,
      [identities.map((i) => i.kind), identities.map((i) => i.key), identities.map((i) => i.profileId)],
    );
  for (const m of ready) {
    written.outcomes[m.k.index] = m.merge.outcome;
    for (const n of keyNames(m.k)) written.touched.keys.add(n);
    written.touched.ids.add(m.id);
    if (m.rows) written.titles.push(m.rows.title);
  }
}

/**
 * A batch looked up and merged ahead (planPeople), outside any transaction, while the batches before
 * it are being written: `ready` holds the first round's records with no company to add; the rest,
 * and any that a batch written meanwhile touched (applyPlan), go the way of writePeople when it is applied.
 */
export interface Plan {
  records: Keyed[];
  ready: Prepared[];
  companies: Map<string, number>;
  later: Keyed[];
  /** What writing it may touch: its records' key names, and the stored profiles it found. */
  footprint: Touched;
}

/** Looks up and merges a batch ahead, on `db` (no transaction: it reads what is committed). */
export async function planPeople(db: EntityManager, records: readonly PersonRecord[], origin: Origin, known: CompanyIds): Promise<Plan> {
  const all = records.map((r, i) => keyed(r, i, origin.source));
  const { round, later } = firstRound(all);
  const { ready, deferred } = await prepareRound(db, round, origin, known.committed, true);
  const footprint: Touched = {
    keys: new Set(all.flatMap(keyNames)),
    ids: new Set(ready.records.filter((m) => m.existing).map((m) => m.id)),
  };
  return { records: all, ready: ready.records, companies: ready.companies, later: [...deferred, ...later], footprint };
}

/**
 * A batch of the same import before the one being applied, that had not committed when that one's
 * plan was begun (so the plan may not have seen what it wrote). It may still be being written.
 */
export interface Earlier {
  /** Its plan; null when it had none (what it touches is then unknown). */
  plan: Promise<Plan | null>;
  /** What it touched, set once it has committed. */
  touched: Touched | null;
  /** Settles once it has committed; rejects when it failed or the import stopped after it. */
  done: Promise<unknown>;
}

/** Whether what `since` touched could change what a planned record was merged from. */
const isStale = (m: Prepared, since: Touched) =>
  (m.existing !== null && since.ids.has(m.id)) || keyNames(m.k).some((n) => since.keys.has(n));

/**
 * Whether writing a planned record cannot meet a batch still being written (its footprint): they share
 * no key, and that batch can reach the record's stored profile neither by the plan's look-up nor by
 * any key the profile is found by. Whatever that batch writes, it finds only through its own keys.
 */
const isApart = (m: Prepared, running: Touched) =>
  !keyNames(m.k).some((n) => running.keys.has(n)) &&
  (m.existing === null || (!running.ids.has(m.id) && !m.reach.some((n) => running.keys.has(n))));

/** Adds what `from` touched to `into`. */
export function addTouched(into: Touched, from: Touched): void {
  from.keys.forEach((k) => into.keys.add(k));
  from.ids.forEach((id) => into.ids.add(id));
}

function union(all: readonly Touched[]): Touched {
  const out: Touched = { keys: new Set(), ids: new Set() };
  for (const t of all) addTouched(out, t);
  return out;
}

/**
 * Writes a planned batch in the caller's transaction, which then commits only after the batches
 * before it (`earlier`), so an import's progress stays a clean resume point:
 * - first, while a batch before is still being written, the planned records that are apart from it
 *   and that no batch committed since the plan touched;
 * - then, once every batch before has committed, the other planned records, merged again (the way
 *   of writePeople) where one of those batches touched their keys or their profile, with the records
 *   the plan left; and the batch's titles (job_titles).
 * So two batches are written at once without either changing what the other reads, and neither waits
 * on a row or a key the other holds while the other waits for it. Records whose person is suppressed
 * (checked here, in the writing transaction) are not written. Outcomes and the rest as writePeople's.
 */
export async function applyPlan(
  tx: EntityManager,
  plan: Plan,
  origin: Origin,
  known: CompanyIds,
  earlier: readonly Earlier[],
): Promise<Written> {
  const written = nothingWritten(plan.records.length);
  const allowed = new Set((await withoutSuppressed(tx, plan.records, origin.source, written)).map((k) => k.index));
  const ready = plan.ready.filter((m) => allowed.has(m.k.index));
  for (const [key, id] of plan.companies) known.resolved.set(key, id);

  const committed = union(earlier.flatMap((e) => (e.touched ? [e.touched] : [])));
  const running = earlier.filter((e) => !e.touched);
  const footprints = await Promise.all(running.map((e) => e.plan.then((p) => p?.footprint ?? null)));
  const now = ready.filter((m) => !isStale(m, committed) && footprints.every((f) => f !== null && isApart(m, f)));
  await writePrepared(tx, now, origin, written);
  if (running.length) written.alongside = now.length;

  // Every one: one that has committed may still end the import (stopped after it).
  for (const e of earlier) await e.done;
  const since = union(earlier.map((e) => e.touched!));
  const first = new Set(now);
  const rest = ready.filter((m) => !first.has(m));
  await writePrepared(
    tx,
    rest.filter((m) => !isStale(m, since)),
    origin,
    written,
  );
  const again = [...plan.later.filter((k) => allowed.has(k.index)), ...rest.filter((m) => isStale(m, since)).map((m) => m.k)].sort(
    (a, b) => a.index - b.index,
  );
  await writeInRounds(tx, again, origin, known, written);
  await addJobTitles(tx, written.titles);
  return written;
}

/** Writes the profiles, contacts and search rows of the merged records that changed, one statement each. */
async function writeProfiles(tx: EntityManager, changed: Prepared[]): Promise<void> {
  const rows = changed.map((m) => m.rows!);
  await upsertProfileRows(
    tx,
    rows.map((r) => r.profile),
    ['provenance'],
  );
  await replaceContacts(
    tx,
    // A new profile has no contacts to replace.
    changed.filter((m) => m.existing).map((m) => m.id),
    rows.flatMap((r) => r.contacts),
  );
  await writeSearchRows(
    tx,
    rows.map((r) => r.search),
  );
}

/**
 * After a large import: vacuums the search rows (which sets the visibility map the index-only scans
 * of search read, and empties the GIN indexes' pending lists) and refreshes the planner's statistics
 * of the tables it grew. Without it searches stay about twice as slow until autovacuum gets there.
 * The two at once, on two connections (a second core: about 2.5 s at 300,000 records), without the
 * requests' time limits (untimedWork: at a million records the vacuum outlasts them), each
 * outside a transaction on a connection of the untimed pool.
 */
export async function tidyIndex(ds: DataSource): Promise<void> {
  await untimedWork(ds, async (untimed) => {
    const outcomes = await Promise.allSettled([
      untimed.query('VACUUM (ANALYZE) profile_search'),
      untimed.query('ANALYZE profiles, profile_contacts, profile_identities, companies, job_titles'),
    ]);
    for (const o of outcomes) if (o.status === 'rejected') throw o.reason;
  });
}
