import { AppError } from '../../common/errors';
import { HASHING_BUSY_MESSAGE, HashGate, dummyHash, hashPassword, verifyPassword } from './password';

/** A piece of work the test finishes by hand. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('the hashing gate', () => {
  it('runs at most its limit at once, queues a bounded number in order, and refuses the rest at once with 429', async () => {
    const gate = new HashGate(2, 2);
    const order: number[] = [];
    const works = Array.from({ length: 4 }, () => deferred());
    const runs = works.map((w, i) =>
      gate.run(async () => {
        order.push(i);
        await w.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([0, 1]);
    const refused = await gate.run(async () => 'never').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: HASHING_BUSY_MESSAGE, details: { retryAfterSeconds: 5 } });

    works[0].finish();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    for (const w of works) w.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.peak).toBe(2);
    expect(gate.started).toBe(4);
  });

  it('frees its slot when the work fails', async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('passwords', () => {
  it('verify against their hash, and nothing verifies against the dummy hash', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('wrong horse battery staple', hash)).toBe(false);
    expect(await verifyPassword('', dummyHash())).toBe(false);
  });
});
