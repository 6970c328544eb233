/**
 * Two projects:
 *   unit         the *.spec.ts files beside the code (src/): no database, no global setup, seconds;
 *   integration  the HTTP-level tests of test/*.test.ts against a real PostgreSQL and a real OpenID
 *                Connect provider, both started by test/global-setup.ts (once per run, also per
 *                re-run of `--watch`) and stopped by test/global-teardown.ts.
 * `npx jest` runs both; `--selectProjects unit` or `integration` one of them. Jest runs a project's
 * global setup only when some of its test files are part of the run.
 */
const swc = require('../jest.swc.cjs');

const transform = {
  '^.+\\.ts$': swc.typescript,
  // openid-client and its jose and oauth4webapi are ES modules only: Node requires them as they
  // are (require(esm)), jest's sandbox needs them turned into CommonJS.
  '^.+\\.js$': swc.javascript,
};

const shared = {
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns: ['/node_modules/(?!(openid-client|oauth4webapi|jose)/)'],
  setupFiles: ['reflect-metadata', '<rootDir>/test/fast-check-seed.ts', '<rootDir>/test/graphql-checks.ts'],
  // Both folders, so that `--watch` sees a change to any file a test imports.
  roots: ['<rootDir>/src', '<rootDir>/test'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
  // Long: on a busy 2-core run (the browser journeys and the checks beside it) a test that passes in
  // seconds alone has taken over 30 s; a hang still ends, and the time says nothing about speed.
  // TEST_TIME_SCALE (set by `npm test` on few cores) multiplies it, as test/time-limits.ts does the
  // limits a test sets itself.
  testTimeout: 90000 * Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1),
  // Three on the 2-core machine: many files wait on purpose (a stalled or full database, a server
  // process starting), and a third worker keeps both cores busy meanwhile. The suite alone: 126 s
  // with three, 146 s with two, 136 s with four (docs/benchmarks.md, CI).
  maxWorkers: 3,
  // The longest files first (jest.sequencer.cjs), also on a clean clone with no timings cached.
  testSequencer: require.resolve('../jest.sequencer.cjs'),
};
