/**
 * The TypeORM DataSource for the migration CLI, with the server's own options:
 *   npm run typeorm -- migration:generate server/src/db/migrations/Name
 *   npm run typeorm -- migration:run
 * It uses DATABASE_URL, or else the running embedded database of DATA_DIR (default ./.data),
 * whose app-role URL the server writes to DATA_DIR/database-url while it runs (`npm run db:url`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createDataSource } from './server/src/db/data-source';
import { DATABASE_URL_FILE } from './server/src/db/embedded';

function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const file = path.resolve(process.env.DATA_DIR || '.data', DATABASE_URL_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(
      `Set DATABASE_URL, or start the server (npm start) so that its embedded PostgreSQL runs and writes its URL to ${file}.`,
    );
  }
}

export default createDataSource(databaseUrl());
