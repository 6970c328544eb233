import fs from 'node:fs';
import path from 'node:path';
import { createDataSource } from '../src/db/data-source';
import { buildGraphQLSchema, printSchemaFile } from '../src/graphql/schema';
import { LIST_STAGES } from '../src/modules/lists/list-stages';
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

  // The schema builder compares CHECK constraints by name only, so a stage added to LIST_STAGES
  // without a migration would pass the test above and fail at the first insert.
  it("the database's CHECK on list stages allows exactly LIST_STAGES (a new stage needs a migration)", async () => {
    const ds = createDataSource(process.env.DATABASE_URL!);
    await ds.initialize();
    try {
      const [check] = (await ds.query(
        `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
          WHERE c.conrelid = 'profile_list_items'::regclass AND c.conname = 'CHK_profile_list_items_stage'`,
      )) as Array<{ def: string }>;
      expect(check?.def).toMatch(/\bstage\b/);
      const allowed = [...check.def.matchAll(/'([^']*)'/g)].map((m) => m[1]);
      expect([...allowed].sort()).toEqual([...LIST_STAGES].sort());
    } finally {
      await ds.destroy();
    }
  });
});
