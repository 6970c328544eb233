import { Client } from 'pg';
import { DatabaseUnavailableError, isDatabaseUnavailable, isStorageFailure } from '../common/database-errors';
import type { Logger } from '../common/logger';
import type { ConnectionWatcher } from './data-source';

/** First probe at once, then every 100 ms, doubling up to a second, until the database answers. */
const PROBE_FIRST_DELAY_MS = 100;
const PROBE_MAX_DELAY_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;
/** How long readiness fails after the database last refused a write for lack of space (or read-only). */
export const STORAGE_FAILURE_HOLD_MS = 15_000;

type ConnectCallback = (err: Error | undefined, client?: unknown, release?: (err?: Error) => void) => void;

/** The part of pg-pool's Pool the monitor wraps: connect() with a callback, or as a promise. */
export interface PgPool {
  connect: (callback?: ConnectCallback) => unknown;
}

/**
 * Knows whether the database is reachable, so that requests fail at once while it is not,
 * instead of each waiting for a connection attempt (up to the pool's 5 s connect timeout).
 *
 * Down when a new connection fails for a reason that says the database is away (refused,
 * reset, timed out, starting up or shutting down), or when told (the embedded server exited).
 * While down, the pool's connect() fails at once with DatabaseUnavailableError, and a probe on
 * its own connection (never through the pool) tries again, 100 ms apart doubling to 1 s; the
 * first probe that answers makes it up again. Broken pooled connections are dropped by pg-pool
 * itself: a client that saw a connection error is never handed out again.
 *
 * A statement that got no answer at all (the pool's query timeout, db/data-source.ts: the server's
 * processes stopped, a network that drops packets) makes it probe at once, with its own short
 * timeouts: a server that does not answer the probe either is marked down, so that other requests
 * fail at once instead of each waiting for its own timeout.
 *
 * It also remembers when the database last refused a write because it cannot store it (disk full,
 * I/O error, read-only): readiness fails for STORAGE_FAILURE_HOLD_MS after that, while reads go on.
 */
export class DatabaseMonitor {
  private downSince: number | null = null;
  private reason = '';
  private delay = PROBE_FIRST_DELAY_MS;
  private timer: NodeJS.Timeout | undefined;
  private probing = false;
  private stopped = false;
  private storageFailedAt: number | null = null;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {}

  /** False while the database is known to be away. */
  get available(): boolean {
    return this.downSince === null;
  }

  /** Why the database cannot take writes now (a write refused less than STORAGE_FAILURE_HOLD_MS ago), or null. */
  get storageFailure(): string | null {
    if (this.storageFailedAt === null || Date.now() - this.storageFailedAt >= STORAGE_FAILURE_HOLD_MS) return null;
    return 'the database refused a write (disk full, I/O error or read-only)';
  }

  /** What the pool's connections tell the monitor (given to createDataSource). */
  readonly watcher: ConnectionWatcher = {
    onQueryTimeout: (err) => {
      this.logger.warn({ err }, 'a database statement got no answer in time: probing the database');
      this.check();
    },
    onQueryError: (err) => {
      if (!isStorageFailure(err) || this.stopped) return;
      if (this.storageFailure === null) this.logger.error({ err }, 'the database cannot store writes: readiness fails until it can');
      this.storageFailedAt = Date.now();
    },
  };

  markDown(reason: string): void {
    if (this.stopped) return;
    if (this.downSince === null) {
      this.downSince = Date.now();
      this.reason = reason;
      this.delay = PROBE_FIRST_DELAY_MS;
      this.logger.warn({ reason }, 'database unavailable: requests answer 503 until it is back');
    }
    this.schedule(0);
  }

  /** Something looked wrong (a pooled connection broke): probe once, down only if the probe fails. */
  check(): void {
    if (this.stopped || this.probing || this.timer) return;
    this.probeHandled();
  }

  /** Probe now rather than at the next tick of the backoff (the embedded server says it is back). */
  checkNow(): void {
    if (this.stopped || this.downSince === null) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.delay = PROBE_FIRST_DELAY_MS;
    this.schedule(0);
  }

  /**
   * Wraps the pool's connect(): fails at once while down, and a connection attempt that fails
   * because the database is away marks it down. pg-pool's own wait for a free client ("timeout
   * exceeded when trying to connect") says the pool is busy, not that the database is away.
   */
  attach(pool: PgPool): void {
    const connect = pool.connect.bind(pool);
    const failed = (err: unknown) => {
      if (isDatabaseUnavailable(err) && (err as Error).message !== 'timeout exceeded when trying to connect') {
        this.markDown((err as Error).message || String((err as { code?: string }).code));
      }
    };
    pool.connect = (callback?: ConnectCallback) => {
      if (this.downSince !== null) {
        const err = new DatabaseUnavailableError(this.reason);
        if (!callback) return Promise.reject(err);
        process.nextTick(() => callback(err, undefined, () => undefined));
        return undefined;
      }
      if (!callback) {
        return (connect() as Promise<unknown>).catch((err: unknown) => {
          failed(err);
          throw err;
        });
      }
      return connect((err: Error | undefined, client?: unknown, release?: (err?: Error) => void) => {
        if (err) failed(err);
        callback(err, client, release);
      });
    };
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(delay: number): void {
    if (this.stopped || this.timer || this.probing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.probeHandled();
    }, delay);
    this.timer.unref();
  }

  /** A probe started from a timer or a callback: whatever it throws is logged here. */
  private probeHandled(): void {
    this.probe().catch((err: unknown) => this.logger.error({ err }, 'database probe failed'));
  }

  private async probe(): Promise<void> {
    this.probing = true;
    const startedAt = Date.now();
    let error: unknown;
    const client = new Client({
      connectionString: this.url,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
      application_name: 'talentlens-monitor',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (err) {
      error = err ?? new Error('probe failed');
    } finally {
      void client.end().catch(() => undefined);
      this.probing = false;
    }
    if (this.stopped) return;
    if (!error) {
      // A probe that started before the database went down says nothing about now.
      if (this.downSince !== null && startedAt >= this.downSince) {
        this.logger.info({ downMs: Date.now() - this.downSince }, 'database available again');
        this.downSince = null;
      } else if (this.downSince !== null) {
        this.schedule(0);
      }
      return;
    }
    if (this.downSince === null) {
      if (isDatabaseUnavailable(error)) this.markDown((error as Error).message || String((error as { code?: string }).code));
      return;
    }
    this.logger.debug({ err: error }, 'database still unavailable');
    this.schedule(this.delay);
    this.delay = Math.min(PROBE_MAX_DELAY_MS, this.delay * 2);
  }
}
