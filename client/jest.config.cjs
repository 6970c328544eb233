/**
 * Unit tests of the client's pure modules (client/test/*.test.ts): the search address, the
 * formatting of dates, durations and counts, the sign-in rules. Node is enough: no browser, no
 * React. Dates are read and shown in UTC, so the expected texts do not depend on the machine.
 */
process.env.TZ = 'UTC';

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': require('../jest.swc.cjs').typescript },
};
