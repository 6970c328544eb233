/**
 * The generator's PRNG: sfc32, seeded from (seed, stream) through splitmix32 and re-seeded per
 * profile, so profile i depends only on (seed, i). Never Math.random.
 */

function mix32(x: number): number {
  x = (x + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
  x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
  return (x ^ (x >>> 15)) >>> 0;
}

export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 1;

  constructor(seed = 0, stream = 0) {
    this.reset(seed, stream);
  }

  /** Re-seeds in place: the stream is keyed by both numbers (e.g. the seed and a profile index). */
  reset(seed: number, stream: number): this {
    const s = mix32(seed | 0);
    const lo = stream >>> 0;
    const hi = Math.floor(stream / 4294967296) >>> 0;
    this.a = mix32(s ^ lo);
    this.b = mix32(this.a ^ hi ^ 0x5bd1e995);
    this.c = mix32(this.b ^ s);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextU32();
    return this;
  }

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** [0, 1) */
  next(): number {
    return this.nextU32() / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** An index into a cumulative-weight table. */
  weighted(cumulative: Float64Array): number {
    const x = this.next() * cumulative[cumulative.length - 1];
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Index biased to the front of a list (for "most common first" lists). */
  front(n: number, power = 1.7): number {
    return Math.floor(Math.pow(this.next(), power) * n);
  }
}

/** Running sums of the weights: the table Rng.weighted draws an index from. */
export function cumulative(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i];
    out[i] = sum;
  }
  return out;
}
