// npm run db:url — prints the URL the server's embedded PostgreSQL is reached with, as the app's
// own role (not a superuser), while the server runs: DATA_DIR/database-url (DATA_DIR defaults to ./.data).
import fs from 'node:fs';
import path from 'node:path';

const file = path.resolve(process.env.DATA_DIR || '.data', 'database-url');
try {
  process.stdout.write(fs.readFileSync(file, 'utf8'));
} catch {
  console.error(`No ${file}: the embedded PostgreSQL is not running. Start the server (npm start) first.`);
  process.exit(1);
}
