// Part of `npm test` (test:checks): the house rules that ESLint enforces (eslint.config.mjs) do fail on
// a planted violation, and pass on the same code where the rules allow it. Nothing is written to disk.
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The planted files exist nowhere, so no tsconfig knows them: the rules checked here need no type information.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

const longFile = Array.from({ length: 700 }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
const service = [
  "import type { DataSource } from 'typeorm';",
  'export async function countLists(ds: DataSource): Promise<number> {',
  "  const [row] = await ds.query('SELECT count(*)::int AS n FROM profile_lists');",
  '  return row.n;',
  '}',
  '',
].join('\n');

const cases = [
  { what: 'a 700-line file', file: 'server/src/modules/lists/planted.ts', code: longFile, rule: 'max-lines', fails: true },
  { what: 'a 700-line data table', file: 'server/src/modules/vocabulary/planted.ts', code: longFile, rule: 'max-lines', fails: false },
  {
    what: '.query( in a service',
    file: 'server/src/modules/lists/planted.service.ts',
    code: service,
    rule: 'no-restricted-syntax',
    fails: true,
  },
  {
    what: 'SQL in a repository',
    file: 'server/src/modules/lists/planted.repository.ts',
    code: service,
    rule: 'no-restricted-syntax',
    fails: false,
  },
  {
    what: 'SQL in the search engine',
    file: 'server/src/modules/search/engine/planted.ts',
    code: service,
    rule: 'no-restricted-syntax',
    fails: false,
  },
];

let wrong = 0;
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file });
  const hits = result.messages.filter((m) => m.ruleId === c.rule);
  const fatal = result.messages.filter((m) => m.fatal);
  const ok = fatal.length === 0 && (c.fails ? hits.length > 0 : hits.length === 0);
  if (!ok) wrong += 1;
  const said = hits[0]?.message ?? fatal[0]?.message ?? 'no error';
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${c.what} (${c.file}): ${c.fails ? 'refused' : 'allowed'} expected; ESLint: ${said}`);
}
if (wrong) {
  console.error(`${wrong} house rule check(s) did not behave as the rules say`);
  process.exit(1);
}
