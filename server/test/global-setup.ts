import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDataSource } from '../src/db/data-source';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { createLogger } from '../src/common/logger';
import { seedIfEmpty } from '../src/seed/first-start';
import { startLocalOidcProvider } from '../src/cli/local-oidc-provider';
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
 */
export default async function globalSetup(): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  if (!process.env.DATABASE_URL) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'talentlens-test-'));
    const db = await startEmbeddedPostgres({ dataDir, logger: createLogger('warn') });
    process.env.DATABASE_URL = db.url;
    process.env.TEST_ADMIN_DATABASE_URL = db.adminUrl;
    (globalThis as Record<string, unknown>).__TEST_DB__ = { db, dataDir };
  }
  process.env.TEST_ADMIN_DATABASE_URL ??= process.env.DATABASE_URL;
  const oidc = await startLocalOidcProvider({
    accountClaims: testAccountClaims,
    clients: [
      ...Object.entries(TEST_OIDC_CLIENTS).map(([id, c]) => ({ ...c, redirectUris: [`${TEST_APP_URL}/api/users/auth/${id}/callback`] })),
      { clientId: OTHER_CLIENT.clientId, clientSecret: OTHER_CLIENT.clientSecret, redirectUris: [OTHER_CLIENT.redirectUri] },
    ],
  });
  process.env.TEST_OIDC_ISSUER = oidc.issuer;
  process.env.TEST_OIDC_SIGNING_KEY = JSON.stringify(oidc.signingKey);
  (globalThis as Record<string, unknown>).__TEST_OIDC__ = oidc;
  const ds = createDataSource(process.env.DATABASE_URL);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  // The same index a first start seeds: 20,000 generated profiles (seed 42).
  await seedIfEmpty(ds, { count: Number(process.env.TEST_PROFILES ?? 20_000), seed: 42, logger: createLogger('warn') });
  await ds.destroy();
}
