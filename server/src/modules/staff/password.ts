import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { AppError } from '../../common/errors';

/**
 * Staff passwords, hashed with scrypt from Node's crypto at OWASP's parameters (N = 2^17, r = 8,
 * p = 1: 128 MiB and a few hundred milliseconds a hash, on libuv's thread pool, never blocking the
 * event loop). Stored as `scrypt$N$r$p$salt$hash`, so the parameters can be raised later and old
 * hashes still verify. The cost (log2 N) is STAFF_PASSWORD_COST: 17 by default and at least 17 in
 * production; the tests' servers use 14 (16 MiB) where the hashing itself is not what they test.
 */
export const DEFAULT_PASSWORD_COST = 17;
const paramsFor = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1 });
const KEY_LENGTH = 32;

/**
 * At most this many hashes run at once (2, or 1 on a machine with fewer than 4 cores: each hash
 * keeps a core busy for its few hundred milliseconds), and at most MAX_WAITING_HASHES wait; past
 * that a hash is refused at once with RATE_LIMITED (docs/decisions.md, "Staff"). Why a cap and not
 * a worker pool: the async scrypt runs on libuv's thread pool (4 threads by default), which the
 * database driver needs too (pg's connects resolve their host there, and fs and zlib use it). A
 * burst of sign-ins used to take all 4 threads for seconds, new connections timed out and the app
 * took the database for down. With 2 hashes at most, 2 threads stay free whatever the burst, memory
 * stays at 2 x 128 MiB, and nothing needs a worker file that both the tests (SWC) and the built server must
 * find.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2)));
export const MAX_WAITING_HASHES = 8;
export const HASHING_BUSY_MESSAGE = 'Too many sign-in attempts right now. Please try again in a few seconds.';
const HASHING_BUSY_RETRY_SECONDS = 5;

/** A counting semaphore with a bounded queue: `run` waits its turn, or is refused when the queue is full. */
export class HashGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** How many hashes have started, and the most that ever ran at once: for tests. */
  started = 0;
  peak = 0;

  constructor(
    private readonly maxRunning: number,
    private readonly maxWaiting: number,
  ) {}

  /** Whether a hash asked for now would be refused. */
  get full(): boolean {
    return this.running >= this.maxRunning && this.waiting.length >= this.maxWaiting;
  }

  /** Refuses at once while the gate is full: a sign-in checks this first, before any database work. */
  refuseWhileFull(): void {
    if (this.full) throw new AppError('RATE_LIMITED', HASHING_BUSY_MESSAGE, { retryAfterSeconds: HASHING_BUSY_RETRY_SECONDS });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.maxRunning) {
      this.refuseWhileFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    this.started += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes straight to the next in line
      else this.running -= 1;
    }
  }
}

export const hashGate = new HashGate(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return hashGate.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const params = paramsFor(cost);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) || N > 2 ** 20) return false;
  const expected = Buffer.from(parts[5], 'base64');
  const actual = await derive(password, Buffer.from(parts[4], 'base64'), { N, r, p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of nothing anyone knows, checked when no account matches, so that an unknown account
 * takes as long to refuse as a wrong password and the timing says nothing of who has one. It is a
 * fixed string in the stored format (salt and key random at start): no hash is spent making it,
 * and checking against it goes through the same gate as a real check.
 */
const dummyHashes = new Map<number, string>();

export function dummyHash(cost = DEFAULT_PASSWORD_COST): string {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    const { N, r, p } = paramsFor(cost);
    hash = `scrypt$${N}$${r}$${p}$${randomBytes(16).toString('base64')}$${randomBytes(KEY_LENGTH).toString('base64')}`;
    dummyHashes.set(cost, hash);
  }
  return hash;
}
