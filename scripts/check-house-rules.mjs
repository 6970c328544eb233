// Part of `npm test` (test:checks): the house rules that `npm run lint` enforces do fail on a planted
// violation, and pass on the same code where the rules allow it. ESLint's (eslint.config.mjs) are checked
// on text that exists nowhere; oxlint's type-aware ones (.oxlintrc.json) need a program, so their planted
// files go to a temporary folder with a tsconfig.json of its own, removed at the end.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';

const eslint = new ESLint();

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
function report(ok, c, tool, said) {
  if (!ok) wrong += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${c.what} (${c.file}): ${c.fails ? 'refused' : 'allowed'} expected; ${tool}: ${said}`);
}

for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file });
  const hits = result.messages.filter((m) => m.ruleId === c.rule);
  const fatal = result.messages.filter((m) => m.fatal);
  const ok = fatal.length === 0 && (c.fails ? hits.length > 0 : hits.length === 0);
  report(ok, c, 'ESLint', hits[0]?.message ?? fatal[0]?.message ?? 'no error');
}

const save = 'export async function save(): Promise<void> {}\n';
const typeCases = [
  {
    what: 'a floating promise',
    file: 'floating.ts',
    code: `${save}export function submit(): void {\n  save();\n}\n`,
    rule: 'no-floating-promises',
    fails: true,
  },
  {
    what: 'a promise left with void',
    file: 'voided.ts',
    code: `${save}export function submit(): void {\n  void save();\n}\n`,
    rule: 'no-floating-promises',
    fails: true,
  },
  {
    what: 'an awaited promise',
    file: 'awaited.ts',
    code: `${save}export async function submit(): Promise<void> {\n  await save();\n}\n`,
    rule: 'no-floating-promises',
    fails: false,
  },
  {
    what: 'a promise handed where a callback returns nothing',
    file: 'misused.ts',
    code: `${save}export const all = [1].forEach(async () => save());\n`,
    rule: 'no-misused-promises',
    fails: true,
  },
  {
    what: 'await on a number',
    file: 'thenable.ts',
    code: 'export async function f(): Promise<number> {\n  return await 1;\n}\n',
    rule: 'await-thenable',
    fails: true,
  },
];
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'house-rules-'));
try {
  await fs.writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', module: 'nodenext', noEmit: true }, include: ['*.ts'] }),
  );
  for (const c of typeCases) await fs.writeFile(path.join(dir, c.file), c.code);
  const oxlint = path.resolve('node_modules/.bin/oxlint');
  const args = ['-c', path.resolve('.oxlintrc.json'), '--type-aware', '--format', 'json', ...typeCases.map((c) => c.file)];
  // oxlint looks for tsgolint under its working folder's node_modules unless told where it is.
  const env = { ...process.env, OXLINT_TSGOLINT_PATH: path.resolve('node_modules/.bin/tsgolint') };
  const run = await promisify(execFile)(oxlint, args, { cwd: dir, env }).catch((err) => err);
  if (!run.stdout?.startsWith('{')) throw new Error(`oxlint did not answer: ${run.stdout}${run.stderr}`);
  const diagnostics = JSON.parse(run.stdout).diagnostics;
  for (const c of typeCases) {
    const hits = diagnostics.filter((d) => d.filename.endsWith(c.file) && d.code === `typescript(${c.rule})`);
    const other = diagnostics.filter((d) => d.filename.endsWith(c.file) && !d.code.startsWith('typescript('));
    report(
      other.length === 0 && (c.fails ? hits.length > 0 : hits.length === 0),
      c,
      'oxlint',
      hits[0]?.message ?? other[0]?.message ?? 'no error',
    );
  }
} finally {
  await fs.rm(dir, { recursive: true, force: true });
}
if (wrong) {
  console.error(`${wrong} house rule check(s) did not behave as the rules say`);
  process.exit(1);
}
