/**
 * Unit tests of the client (client/test/): the pure modules (*.test.ts: the search address, the
 * formatting of dates, durations and counts, the sign-in rules) and a few components (*.test.tsx:
 * rendered to HTML in Node with react-dom/server, Apollo's MockedProvider answering their queries;
 * no browser, no DOM). Dates are read and shown in UTC, so the expected texts do not depend on the
 * machine.
 */
process.env.TZ = 'UTC';

const { typescript, javascript } = require('../jest.swc.cjs');

/** The same SWC transform as the rest, with JSX (React's automatic runtime, as Vite builds it). */
const [swcJest, swcOptions] = typescript;
const tsx = [
  swcJest,
  {
    ...swcOptions,
    jsc: {
      ...swcOptions.jsc,
      parser: { ...swcOptions.jsc.parser, tsx: true },
      transform: { ...swcOptions.jsc.transform, react: { runtime: 'automatic' } },
    },
  },
];

module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // A component test's first render loads antd: seconds on a busy machine (over jest's 5 s default
  // once, beside the other suites on 2 cores). TEST_TIME_SCALE, set by `npm test` then, multiplies it.
  testTimeout: 20000 * Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1),
  transform: { '^.+\\.ts$': typescript, '^.+\\.tsx$': tsx, '^.+\\.js$': javascript },
  // antd's icons reach into one ES-module-only folder of a dependency: that folder is compiled too.
  transformIgnorePatterns: ['/node_modules/(?!@ant-design/colors/es/)'],
  // CSS modules (a public page's styles): their class names, as written.
  moduleNameMapper: { '\\.module\\.css$': '<rootDir>/test/styleStub.cjs' },
};
