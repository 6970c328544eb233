import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../src/db/data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { createLogger } from '../src/common/logger';
import { seedIfEmpty } from '../src/seed/first-start';
import { startLocalOidcProvider, type LocalOidcProvider } from '../src/cli/local-oidc-provider';
import { OTHER_CLIENT, TEST_APP_URL, TEST_OIDC_CLIENTS, testAccountClaims } from './oidc-accounts';

/**
 * One real PostgreSQL for the whole run, outside jest's sandbox: started here, migrated and seeded
 * with the generated profile index once, handed to every test file through DATABASE_URL (the app's
 * own role, not a superuser, as the server runs), stopped in global-teardown. Tests that create
 * databases of their own use TEST_ADMIN_DATABASE_URL (the cluster's superuser).
 * With DATABASE_URL already set (a PostgreSQL of your own), that one is used and migrated, and
 * TEST_ADMIN_DATABASE_URL defaults to it.
 * Beside it, one real OpenID Connect provider (oidc-provider, an ES module, so started here too)
 * that knows the app as Google's, LinkedIn's and the company's client: TEST_OIDC_ISSUER, and its
 * signing key in TEST_OIDC_SIGNING_KEY for tests that forge what it would sign.
 *
 * `jest --watch` runs this before every run and global-teardown after it, in the same process:
 * the teardown stops what this started and puts back every variable this set, so the next run
 * starts a fresh database and provider instead of reading the URL of a stopped one.
 */
export default async function globalSetup(): Promise<void> {
  // A run whose teardown never came (its setup failed half-way): finish it first.
  await stopTestResources();
  const state: TestResources = { env: {} };
  (globalThis as Record<string, unknown>)[STATE] = state;
  try {
    await startTestResources(state);
  } catch (err) {
    await stopTestResources();
    throw err;
  }
}

/** What one run started, and the variables as they were before it set them. */
interface TestResources {
  env: Record<string, string | undefined>;
  db?: { db: EmbeddedDatabase; dataDir: string };
  oidc?: LocalOidcProvider;
  /** The migrated template database ownDatabase() copies. */
  template?: string;
}

const STATE = '__TALENTLENS_TEST_RESOURCES__';

function setEnv(state: TestResources, name: string, value: string): void {
  if (!(name in state.env)) state.env[name] = process.env[name];
  process.env[name] = value;
}

async function startTestResources(state: TestResources): Promise<void> {
  if (!process.env.LOG_LEVEL) setEnv(state, 'LOG_LEVEL', 'silent');
  if (!process.env.DATABASE_URL) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'talentlens-test-'));
    state.db = { db: await startEmbeddedPostgres({ dataDir, logger: createLogger('warn') }), dataDir };
    setEnv(state, 'DATABASE_URL', state.db.db.url);
    setEnv(state, 'TEST_ADMIN_DATABASE_URL', state.db.db.adminUrl);
  }
  if (!process.env.TEST_ADMIN_DATABASE_URL) setEnv(state, 'TEST_ADMIN_DATABASE_URL', process.env.DATABASE_URL!);
  state.oidc = await startLocalOidcProvider({
    accountClaims: testAccountClaims,
    clients: [
      ...Object.entries(TEST_OIDC_CLIENTS).map(([id, c]) => ({ ...c, redirectUris: [`${TEST_APP_URL}/api/users/auth/${id}/callback`] })),
      { clientId: OTHER_CLIENT.clientId, clientSecret: OTHER_CLIENT.clientSecret, redirectUris: [OTHER_CLIENT.redirectUri] },
    ],
  });
  setEnv(state, 'TEST_OIDC_ISSUER', state.oidc.issuer);
  setEnv(state, 'TEST_OIDC_SIGNING_KEY', JSON.stringify(state.oidc.signingKey));
  const ds = createDataSource(process.env.DATABASE_URL!);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    // The same index a first start seeds: 20,000 generated profiles (seed 42).
    await seedIfEmpty(ds, { count: Number(process.env.TEST_PROFILES ?? 20_000), seed: 42, logger: createLogger('warn') });
  } finally {
    await ds.destroy();
  }
  // An empty, migrated database that ownDatabase() copies (CREATE DATABASE ... TEMPLATE), so a test
  // file's own database costs a file copy instead of every migration again.
  const template = `tl_template_${process.pid}`;
  const appRole = decodeURIComponent(new URL(process.env.DATABASE_URL!).username);
  await adminQuery(`CREATE DATABASE ${template} OWNER "${appRole}"`);
  state.template = template;
  const templateUrl = new URL(process.env.DATABASE_URL!);
  templateUrl.pathname = `/${template}`;
  const tds = createDataSource(templateUrl.toString());
  await tds.initialize();
  try {
    await tds.runMigrations({ transaction: 'each' });
  } finally {
    await tds.destroy();
  }
  setEnv(state, 'TEST_TEMPLATE_DATABASE', template);
  if (state.db) {
    // On the embedded cluster, nobody else connects to the seeded index yet: a copy of it (files
    // copied, no statement run again) for the files that need the seeded index in a database of
    // their own (ownDatabase's `seeded`), instead of generating the same people again.
    const seeded = `tl_seeded_${process.pid}`;
    const source = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    await adminQuery(`CREATE DATABASE ${seeded} TEMPLATE "${source}" STRATEGY FILE_COPY OWNER "${appRole}"`);
    setEnv(state, 'TEST_SEEDED_TEMPLATE_DATABASE', seeded);
    setEnv(state, 'TEST_SEEDED_PROFILES', String(Number(process.env.TEST_PROFILES ?? 20_000)));
  }
}

/** One statement as the cluster's superuser (TEST_ADMIN_DATABASE_URL). */
async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: process.env.TEST_ADMIN_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Stops what the last setup started and puts the variables it set back as they were (global-teardown). */
export async function stopTestResources(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)[STATE] as TestResources | undefined;
  if (!state) return;
  delete (globalThis as Record<string, unknown>)[STATE];
  try {
    await state.oidc?.close();
    if (state.template && !state.db) await adminQuery(`DROP DATABASE IF EXISTS ${state.template} WITH (FORCE)`).catch(() => undefined);
    if (state.db) {
      await state.db.db.stop();
      await fs.rm(state.db.dataDir, { recursive: true, force: true });
    }
  } finally {
    for (const [name, value] of Object.entries(state.env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
