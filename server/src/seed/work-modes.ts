/**
 * Which sample people work remotely and which say they would relocate (issue 34: "remote" and
 * "open to relocation" where the data says so). Drawn from the person's index by a hash, not from
 * the generator's random stream, so every other generated value stays as it was.
 */

/** Functions whose roles are often remote; nurses, teachers, trades and the like are not. */
const REMOTE_FUNCTIONS = new Set([
  'engineering',
  'product',
  'design',
  'data',
  'marketing',
  'sales',
  'customer_success',
  'people',
  'finance',
]);
/** Of those, the share whose current role is remote (percent). */
const REMOTE_PERCENT = 15;
/** Of everyone, the share who say they are open to relocation (percent). */
const RELOCATION_PERCENT = 8;

/** A well-mixed 32-bit hash of an index (Knuth's multiplicative hash, then xor-shift). */
function mix(index: number, salt: number): number {
  let h = Math.imul(index + 1, 2654435761) ^ salt;
  h ^= h >>> 15;
  h = Math.imul(h, 2246822519);
  h ^= h >>> 13;
  return h >>> 0;
}

export function sampleWorkModes(index: number, functionKey: string): { remote: boolean; relocates: boolean } {
  return {
    remote: REMOTE_FUNCTIONS.has(functionKey) && mix(index, 0x5eed) % 100 < REMOTE_PERCENT,
    relocates: mix(index, 0x70fe) % 100 < RELOCATION_PERCENT,
  };
}
