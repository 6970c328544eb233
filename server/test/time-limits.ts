/**
 * A test's time limit, scaled by TEST_TIME_SCALE: `npm test` sets it above 1 when it runs every
 * suite at once on a machine with few cores (scripts/test-all.mjs), where a test that passes in
 * seconds alone can take minutes. A limit only ends a hang; speed is measured by the benchmarks.
 */
export const TIME_SCALE = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

export function limit(ms: number): number {
  return Math.round(ms * TIME_SCALE);
}
