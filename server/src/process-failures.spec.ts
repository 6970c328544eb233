import { isTerminatedConnection } from './process-failures';

describe('isTerminatedConnection', () => {
  const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

  it('knows the errors of a connection the database ended', () => {
    expect(isTerminatedConnection(pgError('57P01', 'terminating connection due to unexpected postmaster exit'))).toBe(true);
    expect(isTerminatedConnection(pgError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isTerminatedConnection(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves every other failure to the shutdown', () => {
    expect(isTerminatedConnection(pgError('42P01', 'relation "x" does not exist'))).toBe(false);
    expect(isTerminatedConnection(Object.assign(new Error('57P01 look-alike'), { code: '57P01' }))).toBe(false);
    expect(isTerminatedConnection(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isTerminatedConnection('57P01')).toBe(false);
  });
});
