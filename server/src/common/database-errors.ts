import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { AppError } from './errors';

/**
 * "The database is away" in one place. While PostgreSQL restarts or cannot be reached, every
 * request that needs it fails the same way: REST answers 503 with Retry-After, GraphQL
 * `SERVICE_UNAVAILABLE`. Nothing was written by such a request (a transaction that lost its
 * connection rolls back), so trying again later is safe.
 */

/** Thrown without touching the network while the database monitor knows the database is down (db/monitor.ts). */
export class DatabaseUnavailableError extends Error {
  constructor(reason: string) {
    super(`The database is unavailable: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres reports a lost or timed-out connection without a code, only with these messages
 * (pg's client and pg-pool); matched exactly, as the library words them.
 */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  // query_timeout (db/data-source.ts): the server did not answer a statement at all.
  'Query read timeout',
];

/**
 * SQLSTATE: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now (starting up, shutting down, in recovery), 57P04/57P05 (the
 * connection was ended), 53300 too many connections, 25P03 (the server ended a session whose
 * transaction was left idle).
 */
function unavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0\d$/.test(code) || code === '53300' || code === '25P03';
}

/**
 * The database cannot keep what it is asked to write: 53100 disk full, 53000 insufficient
 * resources, 58030 an I/O error, 25006 a read-only transaction (a standby, or
 * default_transaction_read_only). Reads still work, so readiness fails but searches go on.
 */
const STORAGE_SQL_STATES = new Set(['53100', '53000', '58030', '25006']);

/**
 * Too slow or too busy to answer now: 57014 a statement cancelled (statement_timeout, see
 * db/data-source.ts), 55P03 a lock not granted in time (lock_timeout), 53200 out of memory.
 * Nothing was kept (the statement and its transaction rolled back), so trying again is safe.
 */
const TOO_SLOW_SQL_STATES = new Set(['57014', '55P03', '53200']);

function isUnavailableOne(err: object): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  // TypeORM gives a connection back to the pool as soon as it reports an error; the next statement
  // of that transaction then fails with one of these. The app never releases a query runner by hand.
  if (err instanceof QueryRunnerAlreadyReleasedError || err instanceof QueryRunnerProviderAlreadyReleasedError) return true;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || unavailableSqlState(code))) return true;
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.includes(message);
}

/** Whether an error (or what it wraps: TypeORM's driverError, a cause, an AggregateError's errors) says the database is away. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  if (err instanceof AppError) return false;
  if (isUnavailableOne(err)) return true;
  const { driverError, cause, errors } = err as { driverError?: unknown; cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}

/** The AppError both transports answer with when the database is away; null for any other error. */
export function databaseUnavailable(err: unknown): AppError | null {
  if (!isDatabaseUnavailable(err)) return null;
  return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
}

export const STORAGE_RETRY_AFTER_SECONDS = 30;
export const STORAGE_FAILURE_MESSAGE = 'The service cannot save changes right now. Please try again later.';
export const TOO_SLOW_MESSAGE = 'The service is too busy to answer in time. Please try again in a few seconds.';

/** The SQLSTATE of an error or of what it wraps (TypeORM's driverError, a cause). */
export function sqlStateOf(err: unknown, depth = 0): string | undefined {
  if (!err || typeof err !== 'object' || depth > 4 || err instanceof AppError) return undefined;
  const { code, driverError, cause } = err as { code?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlStateOf(driverError, depth + 1) ?? sqlStateOf(cause, depth + 1);
}

/** Whether an error says the database cannot write (disk full, I/O error, read-only). */
export function isStorageFailure(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state !== undefined && STORAGE_SQL_STATES.has(state);
}

/** Whether an error says a statement was stopped for taking too long (or the server lacked memory for it). */
export function isTooSlow(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state !== undefined && TOO_SLOW_SQL_STATES.has(state);
}

/**
 * What both transports answer for an error of the database, all 503 SERVICE_UNAVAILABLE with
 * Retry-After: away (or not answering), cannot write, too slow. Null for any other error.
 */
export function databaseFailure(err: unknown): AppError | null {
  const away = databaseUnavailable(err);
  if (away) return away;
  if (isStorageFailure(err)) {
    return new AppError('SERVICE_UNAVAILABLE', STORAGE_FAILURE_MESSAGE, { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS });
  }
  if (isTooSlow(err)) return new AppError('SERVICE_UNAVAILABLE', TOO_SLOW_MESSAGE, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
  return null;
}
