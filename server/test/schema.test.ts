import fs from 'node:fs';
import path from 'node:path';
import { createDataSource } from '../src/db/data-source';
import { buildGraphQLSchema, printSchemaFile } from '../src/graphql/schema';
import { resolvers } from '../src/resolvers';

describe('checked-in artefacts stay in step with the code', () => {
  it('schema.graphql is what the resolvers emit (run `npm run schema` after changing the API)', async () => {
    const file = path.resolve(__dirname, '..', '..', 'schema.graphql');
    const emitted = printSchemaFile(await buildGraphQLSchema(resolvers));
    expect(fs.readFileSync(file, 'utf8')).toBe(emitted);
  });

  it('the migrations create exactly what the entities describe', async () => {
    const ds = createDataSource(process.env.DATABASE_URL!);
    await ds.initialize();
    try {
      expect(await ds.showMigrations()).toBe(false); // every migration has run
      const pending = await ds.driver.createSchemaBuilder().log();
      // Anything listed here is a difference: generate a migration with `npm run migration:generate`.
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await ds.destroy();
    }
  });
});
