import type { Logger } from '../common/logger';
import { DatabaseMonitor, STORAGE_FAILURE_HOLD_MS } from './monitor';

/** What the monitor makes of the errors the pool's connections report (the probes are tested on a real database). */
describe('DatabaseMonitor and storage failures', () => {
  const logged: string[] = [];
  const logger = {
    error: (_o: unknown, msg: string) => logged.push(msg),
    warn: (_o: unknown, msg: string) => logged.push(msg),
  } as unknown as Logger;
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  afterEach(() => jest.useRealTimers());

  it('fails readiness for a while after a write refused for lack of space, logging it once', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    logged.length = 0;
    const monitor = new DatabaseMonitor('postgres://unused', logger);
    expect(monitor.storageFailure).toBeNull();
    monitor.watcher.onQueryError!(withCode('could not extend file: No space left on device', '53100'));
    monitor.watcher.onQueryError!(withCode('could not extend file: No space left on device', '53100'));
    expect(monitor.storageFailure).toEqual(expect.any(String));
    expect(monitor.available).toBe(true); // reads go on: not "down"
    expect(logged).toEqual(['the database cannot store writes: readiness fails until it can']);
    jest.setSystemTime(1_000_000 + STORAGE_FAILURE_HOLD_MS - 1);
    expect(monitor.storageFailure).not.toBeNull();
    jest.setSystemTime(1_000_000 + STORAGE_FAILURE_HOLD_MS);
    expect(monitor.storageFailure).toBeNull();
    monitor.stop();
  });

  it.each([
    ['a read-only transaction', '25006', true],
    ['an I/O error', '58030', true],
    ['a unique violation', '23505', false],
    ['a cancelled statement', '57014', false],
  ])('counts %s (%s) as a storage failure: %s', (_name, code, counts) => {
    const monitor = new DatabaseMonitor('postgres://unused', logger);
    monitor.watcher.onQueryError!(withCode('x', code));
    expect(monitor.storageFailure !== null).toBe(counts);
    monitor.stop();
  });
});
