import 'reflect-metadata';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildGraphQLSchema, printSchemaFile } from '../graphql/schema';
import { resolvers } from '../resolvers';

/**
 * schema.graphql at the repository root, from the resolvers (no database involved):
 *   npm run schema          writes it (when it changed: a watcher of the file sees only real changes)
 *   npm run schema:check    compares, writes nothing, and fails naming the first difference
 *   --stdout                prints it
 * Run from the sources with ts-node (transpile only: a few seconds, no build needed) or from dist.
 */
async function main(argv: string[]) {
  const file = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');
  const emitted = printSchemaFile(await buildGraphQLSchema(resolvers));
  if (argv.includes('--stdout')) {
    process.stdout.write(emitted);
  } else if (argv.includes('--check')) {
    const current = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (current === emitted) {
      console.log(`schema.graphql is what the resolvers emit`);
      return;
    }
    console.error(
      current === undefined
        ? `schema.graphql is missing.`
        : `schema.graphql is stale: it is not what the resolvers emit.\n${firstDifference(current, emitted)}`,
    );
    console.error('Run `npm run schema` to write it, then `npm run codegen` for the client, and commit both.');
    process.exitCode = 1;
  } else if ((await fs.readFile(file, 'utf8').catch(() => undefined)) === emitted) {
    console.log('schema.graphql is up to date');
  } else {
    await fs.writeFile(file, emitted);
    console.log(`wrote ${file}`);
  }
}

/** Where the checked-in file and the emitted schema part, with a few lines of each. */
function firstDifference(current: string, emitted: string): string {
  const a = current.split('\n');
  const b = emitted.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const show = (lines: string[], sign: string) =>
    lines
      .slice(i, i + 5)
      .map((l) => `  ${sign} ${l}`)
      .join('\n') || `  ${sign} (end of file)`;
  return `First difference at line ${i + 1}:\n  checked in:\n${show(a, '-')}\n  emitted:\n${show(b, '+')}`;
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err);
  process.exit(1);
});
