/**
 * ESLint for the whole repository (`npm run lint`, part of `npm test`): the rules that need only the
 * syntax. The rules that need types run in oxlint's type-aware mode (.oxlintrc.json, the second half
 * of `npm run lint`), which builds each tsconfig's program with typescript-go, as `npm run typecheck`
 * does: no floating promises (every started promise is awaited or handled where it starts; `void
 * promise` does not count as handled, its rejection would still be unhandled), no promise where a
 * callback must return nothing, no `await` on what is not a promise. Their disable comments are
 * `// oxlint-disable-next-line typescript/<rule>`.
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    'client/src/graphql/generated.ts',
    'examples/integrator/generated.ts',
    'test-results/',
    '.data/',
    '.scratch/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // require-await stays off: the few async functions without an await implement a
      // Promise-returning interface, and `async` makes their synchronous throws rejections.
      // `const { phone: _phone, ...rest } = body` is how a field is left out.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },

  // One concern per file: at most 600 lines. Data tables (word lists, vocabularies, the relevance
  // queries) are exempt by path; generated files are not linted at all.
  {
    rules: { 'max-lines': ['error', { max: 600 }] },
  },
  {
    files: ['server/src/seed/name-pools.ts', 'server/src/modules/vocabulary/**', 'server/test/relevance-queries.ts'],
    rules: { 'max-lines': 'off' },
  },

  // Raw SQL (a `.query(` call, a string that starts a statement) only where the architecture puts it:
  // repositories, the search engine, db/ and seed/ (docs/architecture.md, "House rules"), and the
  // benchmark scripts, which read the database to measure it. scripts/check-house-rules.mjs shows
  // this rule and max-lines failing on planted violations.
  {
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/**/*.repository.ts',
      'server/src/modules/search/engine/**',
      'server/src/db/**',
      'server/src/seed/**',
      'server/src/cli/bench-*.ts',
      'server/src/**/*.spec.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'Raw SQL belongs in a *.repository.ts, the search engine (modules/search/engine), db/ or seed/.',
        },
        {
          selector: 'Literal[value=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/]',
          message: 'Raw SQL belongs in a *.repository.ts, the search engine (modules/search/engine), db/ or seed/.',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/]',
          message: 'Raw SQL belongs in a *.repository.ts, the search engine (modules/search/engine), db/ or seed/.',
        },
      ],
    },
  },

  // Tests (and the benches, which drive the API like a client) read JSON answers and SQL rows whose
  // shape is what they assert: `any` is their honest type.
  {
    files: ['server/test/**', '**/*.spec.ts', 'client/e2e/**', 'server/src/cli/bench-*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // Node: the server, the scripts, the tools' configuration, the browser tests' own code.
  {
    files: ['**/*.{js,cjs,mjs}', 'server/**/*.ts', 'client/e2e/**/*.ts', 'client/vite.config.ts', '*.ts'],
    languageOptions: { globals: globals.node },
  },
  // CommonJS files (the tools' configuration) load each other with require().
  {
    files: ['**/*.cjs', 'server/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // The browser tests also hand functions to the page (page.evaluate).
  { files: ['client/e2e/**/*.ts'], languageOptions: { globals: globals.browser } },

  // The web client.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
