import type { DataSource } from 'typeorm';
import { isDatabaseUnavailable } from '../common/database-errors';
import type { Logger } from '../common/logger';
import type { ReadQueries } from '../common/read-queries';
import { createDataSource, type DatabaseTimeouts } from './data-source';
import { describeUrl } from './embedded';

/**
 * Read replicas (DATABASE_REPLICA_URLS, docs/scaling.md): streaming standbys of the primary that
 * take the searches' reads (the index's pages, counts, closest matches, explanations and
 * suggestions), so the primary keeps its time for writes and for the reads that must see them.
 *
 * Every `checkMs` the primary's WAL position is noted with the time, and each replica is asked how
 * far it has replayed. A replica's lag is how long ago the primary had first written past that
 * point (0 when it has replayed everything): measured on the primary's side, so the two machines'
 * clocks never meet, and a quiet primary does not make a replica look behind. A replica is in the
 * rotation while it answers, is a standby no further behind than `maxLagMs`, and has replayed the
 * last fence; otherwise reads go to the primary, without an error, and it comes back on its own at
 * a later check.
 *
 * A fence (after a change to the people index: an import, a new or removed person) keeps every
 * read on the primary until a replica has replayed the primary's position at the fence, so a
 * search run just after a change, whose answer is then cached, never misses it.
 *
 * A read that fails on a replica because the replica went away, or because its replay cancelled
 * the statement (SQLSTATE 40001, a conflict with recovery), runs again on the primary; reads have
 * no side effects, so running one twice is safe.
 */

export interface ReplicaState {
  /** host:port/database, never the password. */
  name: string;
  state: 'ready' | 'behind' | 'down';
  /** How far behind the primary it was at the last check (ms); null while it does not answer. */
  lagMs: number | null;
  /** Why it is down or behind. */
  reason?: string;
}

export interface ReadReplicasOptions {
  primary: DataSource;
  urls: readonly string[];
  maxLagMs: number;
  logger: Logger;
  timeouts?: DatabaseTimeouts;
  /** How often the primary's position and each replica are read (default 250 ms). */
  checkMs?: number;
}

interface Replica {
  name: string;
  url: string;
  ds: DataSource | null;
  /** Its data source being opened (a probe that gave up on it leaves it to the next). */
  opening: Promise<DataSource> | null;
  state: ReplicaState['state'];
  lagMs: number | null;
  replayed: bigint | null;
  reason?: string;
}

/** A WAL position ('16/B374D848') as a number. */
export function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * How far behind a replica that replayed up to `replayed` is, from the primary's positions noted
 * over time (oldest first): since the first noted position past it, or 0 when none is.
 */
export function replicaLagMs(samples: ReadonlyArray<{ at: number; lsn: bigint }>, replayed: bigint, now: number): number {
  const first = samples.find((s) => s.lsn > replayed);
  return first ? Math.max(0, now - first.at) : 0;
}

/** Errors after which a read is run again on the primary: the replica is away, or its replay cancelled the read. */
function primaryMayAnswer(err: unknown): boolean {
  return isDatabaseUnavailable(err) || (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '40001');
}

const PROBE_SQL = `SELECT pg_is_in_recovery() AS standby, COALESCE(pg_last_wal_replay_lsn(), '0/0')::text AS replayed`;

export class ReadReplicas {
  private readonly replicas: Replica[];
  private readonly checkMs: number;
  /** The primary's WAL positions at recent checks, oldest first. */
  private samples: Array<{ at: number; lsn: bigint }> = [];
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private checkAgain = false;
  private next = 0;
  private stopped = false;
  /** Fences asked for, and the last one whose primary position is known (fenceLsn). */
  private fencesAsked = 0;
  private fencesKnown = 0;
  private fenceLsn = 0n;

  constructor(private readonly opts: ReadReplicasOptions) {
    this.checkMs = opts.checkMs ?? 250;
    this.replicas = opts.urls.map((url) => {
      const { host, port, database } = describeUrl(url);
      return {
        name: `${host}:${port}/${database}`,
        url,
        ds: null,
        opening: null,
        state: 'down',
        lagMs: null,
        replayed: null,
        reason: 'not checked yet',
      };
    });
  }

  /** The first check (so a replica that is there serves the first search), then one every checkMs. */
  async start(): Promise<void> {
    if (this.replicas.length === 0) return;
    await this.check();
    this.timer = setInterval(() => {
      this.check().catch(() => undefined);
    }, this.checkMs);
    this.timer.unref();
  }

  /** Runs a read-only piece of work on a replica in the rotation, else on the primary. */
  readonly read: ReadQueries = async (work) => {
    const replica = this.pick();
    if (!replica?.ds) return work(this.opts.primary);
    try {
      return await work(replica.ds);
    } catch (err) {
      if (!primaryMayAnswer(err)) throw err;
      if (isDatabaseUnavailable(err)) this.takeOut(replica, 'down', (err as Error).message);
      return work(this.opts.primary);
    }
  };

  /** Reads go to the primary until a replica has replayed what the primary has written by now. */
  fence(): void {
    if (this.replicas.length === 0) return;
    this.fencesAsked++;
    this.check().catch(() => undefined);
  }

  status(): ReplicaState[] {
    return this.replicas.map(({ name, state, lagMs, reason }) => ({ name, state, lagMs, ...(reason ? { reason } : {}) }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.checking?.catch(() => undefined);
    for (const r of this.replicas) if (r.ds?.isInitialized) await r.ds.destroy().catch(() => undefined);
  }

  private pick(): Replica | undefined {
    if (this.fencesKnown < this.fencesAsked) return undefined;
    const ready = this.replicas.filter((r) => r.state === 'ready' && r.replayed !== null && r.replayed >= this.fenceLsn);
    if (ready.length === 0) return undefined;
    this.next = (this.next + 1) % ready.length;
    return ready[this.next];
  }

  private takeOut(replica: Replica, state: 'down' | 'behind', reason: string): void {
    if (replica.state === 'ready')
      this.opts.logger.warn({ replica: replica.name, reason }, 'a read replica left the rotation; its reads go to the primary');
    replica.state = state;
    replica.reason = reason;
    if (state === 'down') replica.lagMs = null;
  }

  /** One check at a time; a fence asked for during one is answered by the next, started right after. */
  private check(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    this.checking = this.checkOnce()
      .catch((err: unknown) => this.opts.logger.warn({ err }, 'checking the read replicas failed'))
      .finally(() => {
        this.checking = null;
        if (this.checkAgain && !this.stopped) {
          this.checkAgain = false;
          this.check().catch(() => undefined);
        }
      });
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    const fenceAsked = this.fencesAsked;
    let primaryLsn: bigint;
    try {
      const [row] = await this.opts.primary.query<Array<{ lsn: string }>>('SELECT pg_current_wal_lsn()::text AS lsn');
      primaryLsn = lsnValue(row.lsn);
    } catch {
      // The primary is away: its requests fail on their own (db/monitor.ts); the replicas keep their state.
      return;
    }
    const now = Date.now();
    this.samples.push({ at: now, lsn: primaryLsn });
    const keepAfter = now - this.opts.maxLagMs - 10 * this.checkMs;
    while (this.samples.length > 1 && this.samples[0].at < keepAfter) this.samples.shift();
    if (fenceAsked > this.fencesKnown) {
      this.fenceLsn = primaryLsn;
      this.fencesKnown = fenceAsked;
    }
    await Promise.all(this.replicas.map((r) => this.probe(r)));
  }

  private async open(url: string): Promise<DataSource> {
    const ds = createDataSource(url, this.opts.timeouts);
    await ds.initialize();
    // A replica's pool that loses a connection must not end the process: the next read or check notices.
    (ds.driver as unknown as { master?: NodeJS.EventEmitter }).master?.on('error', () => undefined);
    if (this.stopped) {
      await ds.destroy();
      throw new Error('stopped');
    }
    return ds;
  }

  private async probe(r: Replica): Promise<void> {
    const limitMs = Math.max(1000, 4 * this.checkMs);
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = (async () => {
        if (!r.ds) {
          r.opening ??= this.open(r.url).finally(() => (r.opening = null));
          r.ds = await r.opening;
        }
        return (await r.ds.query<Array<{ standby: boolean; replayed: string }>>(PROBE_SQL))[0];
      })();
      const row = await Promise.race([
        answer,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
        }),
      ]);
      // A server that is not in recovery is a primary (the replica URL names the primary, or a
      // promoted standby): its data is its own, so it has no lag to measure.
      const replayed = row.standby ? lsnValue(row.replayed) : this.fenceLsn;
      const lagMs = row.standby ? replicaLagMs(this.samples, replayed, Date.now()) : 0;
      r.replayed = replayed;
      r.lagMs = lagMs;
      if (lagMs > this.opts.maxLagMs) {
        this.takeOut(r, 'behind', `${lagMs} ms behind the primary (DATABASE_REPLICA_MAX_LAG_MS=${this.opts.maxLagMs})`);
      } else if (r.state !== 'ready') {
        this.opts.logger.info({ replica: r.name, lagMs }, 'a read replica is in the rotation');
        r.state = 'ready';
        r.reason = undefined;
      }
    } catch (err) {
      this.takeOut(r, 'down', (err as Error).message);
    } finally {
      if (timer) clearTimeout(timer);
    }
  }
}

/** No replicas: every read on the primary. */
export function primaryReads(primary: DataSource): ReadQueries {
  return (work) => work(primary);
}
