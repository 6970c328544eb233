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
];

/**
 * SQLSTATE: class 08 (connection exception), 57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now (starting up, shutting down, in recovery), 57P04/57P05 (the
 * connection was ended), 53300 too many connections.
 */
function unavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0\d$/.test(code) || code === '53300';
}

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
