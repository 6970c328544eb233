import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { DatabaseUnavailableError, databaseUnavailable, isDatabaseUnavailable } from './database-errors';
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
