import { startPaymentsReconciler } from './payments-reconciler';
import type { ReconcileOptions, ReconcileOutcome } from './fulfilment.service';

const DONE: ReconcileOutcome = { checked: 0, fulfilled: 0, expired: 0, skipped: false };

/** A reconcile whose rounds the test finishes by hand, one at a time. */
function manualRounds() {
  const rounds: Array<{ options: ReconcileOptions; finish: (err?: Error) => void }> = [];
  const reconcile = (options: ReconcileOptions) =>
    new Promise<ReconcileOutcome>((resolve, reject) => rounds.push({ options, finish: (err) => (err ? reject(err) : resolve(DONE)) }));
  return { rounds, reconcile };
}

const flush = () => new Promise<void>((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

describe('the payments reconciler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a round at start, then one per interval, never two at once, with the default age and batch', async () => {
    const { rounds, reconcile } = manualRounds();
    const stop = startPaymentsReconciler({ reconcile }, { warn: jest.fn() }, { intervalSeconds: 60 });
    expect(rounds.map((r) => r.options)).toEqual([{ minAgeSeconds: 60, batchSize: 50 }]);
    // The first round is still running: the next tick does not start another.
    jest.advanceTimersByTime(60_000);
    expect(rounds).toHaveLength(1);
    rounds[0].finish();
    await flush();
    jest.advanceTimersByTime(60_000);
    expect(rounds).toHaveLength(2);
    rounds[1].finish();
    await stop();
  });

  it('logs a failed round and tries again at the next interval', async () => {
    const { rounds, reconcile } = manualRounds();
    const warn = jest.fn();
    const stop = startPaymentsReconciler({ reconcile }, { warn }, { intervalSeconds: 5 });
    rounds[0].finish(new Error('database away'));
    await flush();
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining('tries again'));
    jest.advanceTimersByTime(5_000);
    expect(rounds).toHaveLength(2);
    rounds[1].finish();
    await stop();
  });

  it('stops: waits for the running round, and starts none after', async () => {
    const { rounds, reconcile } = manualRounds();
    const stop = startPaymentsReconciler({ reconcile }, { warn: jest.fn() }, { intervalSeconds: 1 });
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await flush();
    expect(stopped).toBe(false);
    rounds[0].finish();
    await stopping;
    jest.advanceTimersByTime(10_000);
    expect(rounds).toHaveLength(1);
  });

  it('runs none with an interval of 0', async () => {
    const { rounds, reconcile } = manualRounds();
    await startPaymentsReconciler({ reconcile }, { warn: jest.fn() }, { intervalSeconds: 0 })();
    expect(rounds).toEqual([]);
  });
});
