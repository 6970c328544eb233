import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseUnavailableError,
  databaseFailure,
  databaseUnavailable,
  isDatabaseUnavailable,
  isStorageFailure,
  isTooSlow,
  STORAGE_FAILURE_MESSAGE,
  STORAGE_RETRY_AFTER_SECONDS,
  TOO_SLOW_MESSAGE,
} from './database-errors';
import { AppError } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const queryFailed = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('databaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a lost connection (pg, no code)', new Error('Connection terminated unexpectedly')],
    ["pg's connect timeout", new Error('Connection terminated due to connection timeout')],
    ["the pool's wait for a client", new Error('timeout exceeded when trying to connect')],
    ['admin shutdown (57P01) inside a query', queryFailed(withCode('terminating connection due to administrator command', '57P01'))],
    ['crash shutdown (57P02)', withCode('terminating connection because of crash of another server process', '57P02')],
    ['cannot connect now (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['the monitor saying the database is down', new DatabaseUnavailableError('the embedded PostgreSQL exited')],
    ['a query runner TypeORM released after its connection broke', new QueryRunnerAlreadyReleasedError()],
    ["a statement through that query runner's manager", new QueryRunnerProviderAlreadyReleasedError()],
    ['an AggregateError of refused connections', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['a cause', new Error('wrapped', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('maps %s to SERVICE_UNAVAILABLE with a Retry-After', (_name, err) => {
    const mapped = databaseUnavailable(err);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped!.code).toBe('SERVICE_UNAVAILABLE');
    expect(mapped!.httpStatus).toBe(503);
    expect(mapped!.details?.retryAfterSeconds).toEqual(expect.any(Number));
    expect(mapped!.message).not.toMatch(/ECONN|postgres|127\.0\.0\.1/i); // nothing internal reaches the user
  });

  it.each([
    ['a unique violation', queryFailed(withCode('duplicate key value violates unique constraint', '23505'))],
    ['a serialization failure', queryFailed(withCode('could not serialize access', '40001'))],
    ['a syntax error', queryFailed(withCode('syntax error at or near "x"', '42601'))],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['an AppError', new AppError('NOT_FOUND', 'Connection terminated')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(databaseUnavailable(err)).toBeNull();
  });
});

describe('databaseFailure', () => {
  it.each([
    ["node-postgres' query timeout (the server does not answer)", queryFailed(new Error('Query read timeout'))],
    [
      'the server ending a session left idle in a transaction (25P03)',
      withCode('terminating connection due to idle-in-transaction timeout', '25P03'),
    ],
  ])('maps %s to "briefly unavailable", as the database being away', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    const mapped = databaseFailure(err);
    expect(mapped).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(mapped!.details?.retryAfterSeconds).toBe(DATABASE_RETRY_AFTER_SECONDS);
  });

  it.each([
    ['a full disk (53100)', queryFailed(withCode('could not extend file "base/16384/16999": No space left on device', '53100'))],
    ['insufficient resources (53000)', withCode('insufficient resources', '53000')],
    ['an I/O error (58030)', queryFailed(withCode('could not write block 7 of relation base/1/2', '58030'))],
    ['a read-only transaction (25006)', queryFailed(withCode('cannot execute INSERT in a read-only transaction', '25006'))],
    [
      'a full disk as the cause of another error',
      new Error('history write failed', { cause: withCode('No space left on device', '53100') }),
    ],
  ])('maps %s to "cannot save changes", 503 with Retry-After', (_name, err) => {
    expect(isStorageFailure(err)).toBe(true);
    expect(isDatabaseUnavailable(err)).toBe(false); // the database answers: no monitor probe, reads go on
    const mapped = databaseFailure(err);
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: STORAGE_FAILURE_MESSAGE, httpStatus: 503 });
    expect(mapped!.details?.retryAfterSeconds).toBe(STORAGE_RETRY_AFTER_SECONDS);
    expect(mapped!.message).not.toMatch(/disk|device|block|relation/i);
  });

  it.each([
    ['a statement cancelled by statement_timeout (57014)', queryFailed(withCode('canceling statement due to statement timeout', '57014'))],
    ['a lock not granted in time (55P03)', queryFailed(withCode('canceling statement due to lock timeout', '55P03'))],
    ['out of memory (53200)', withCode('out of memory', '53200')],
  ])('maps %s to "too busy", 503 with Retry-After', (_name, err) => {
    expect(isTooSlow(err)).toBe(true);
    const mapped = databaseFailure(err);
    expect(mapped).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: TOO_SLOW_MESSAGE, httpStatus: 503 });
    expect(mapped!.details?.retryAfterSeconds).toBe(DATABASE_RETRY_AFTER_SECONDS);
  });

  it.each([
    ['a unique violation', queryFailed(withCode('duplicate key value violates unique constraint', '23505'))],
    ['a check violation', queryFailed(withCode('new row violates check constraint', '23514'))],
    ['a raised exception (P0001)', queryFailed(withCode('no', 'P0001'))],
    ['a Node.js file error that is not SQL', withCode('ENOSPC: no space left on device, write', 'ENOSPC')],
    ['an AppError wrapping a full disk', new AppError('CONFLICT', 'x', { cause: withCode('full', '53100') })],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, err) => {
    expect(databaseFailure(err)).toBeNull();
  });
});
