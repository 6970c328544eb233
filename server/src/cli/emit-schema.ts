import 'reflect-metadata';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildGraphQLSchema, printSchemaFile } from '../graphql/schema';
import { resolvers } from '../resolvers';

/** Writes schema.graphql at the repository root (npm run schema). */
async function main() {
  const file = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');
  await fs.writeFile(file, printSchemaFile(await buildGraphQLSchema(resolvers)));
  console.log(`wrote ${file}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
