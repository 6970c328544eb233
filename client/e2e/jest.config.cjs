/**
 * Browser journeys: Debian's Chromium (its headless shell, else /usr/bin/chromium; helpers.ts) driven by playwright-core against the
 * built server and client, on a real embedded PostgreSQL. `npm test` builds both first.
 */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  transform: { '^.+\\.ts$': require('../../jest.swc.cjs').typescript },
  globalSetup: '<rootDir>/global-setup.ts',
  globalTeardown: '<rootDir>/global-teardown.ts',
  // Long: a journey that takes 30 s alone has taken over 60 s beside the server tests on 2 cores;
  // TEST_TIME_SCALE (set by `npm test` on few cores) multiplies it.
  testTimeout: 180000 * Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1),
  // Two beside the other suites; `npm test` asks for three when the journeys run alone on 2 cores
  // (E2E_WORKERS), where two left half the machine idle.
  maxWorkers: Number(process.env.E2E_WORKERS) || 2,
  // The longest journeys first (jest.sequencer.cjs), also on a clean clone with no timings cached.
  testSequencer: require.resolve('../../jest.sequencer.cjs'),
};
