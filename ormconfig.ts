/**
 * The TypeORM DataSource for the migration CLI, with the server's own options:
 *   npm run typeorm -- migration:generate server/src/db/migrations/Name
 *   npm run typeorm -- migration:run
 * It needs DATABASE_URL (the running server prints the embedded database's URL at start).
 */
import { createDataSource } from './server/src/db/data-source';

if (!process.env.DATABASE_URL) {
  throw new Error('Set DATABASE_URL to the PostgreSQL the migration CLI should use.');
}

export default createDataSource(process.env.DATABASE_URL);
