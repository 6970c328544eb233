import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startEmbeddedPostgres } from '../../server/src/db/embedded';
import { createLogger } from '../../server/src/common/logger';
import { startLocalOidcProvider } from '../../server/src/cli/local-oidc-provider';
import { startHunterStandIn, startPdlStandIn } from '../../server/src/cli/local-providers';
import { testAccountClaims } from '../../server/test/oidc-accounts';

const root = path.resolve(__dirname, '..', '..');
const STAFF_PASSWORD_COST = '14';

/**
 * One embedded PostgreSQL, one real OpenID Connect provider (the app's Google, LinkedIn and company
 * sign-in, at oidc-provider's own login and consent pages), the stand-in of People Data Labs' person
 * API (its synthetic people, for opening a link the index does not hold), that of Hunter's Email
 * Verifier (checks before a reveal) and one built server
 * (`node server/dist/main.js`) for all journeys.
 */
export default async function globalSetup(): Promise<void> {
  for (const file of ['server/dist/main.js', 'client/dist/index.html']) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does).`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'talentlens-e2e-'));
  const db = await startEmbeddedPostgres({ dataDir, logger: createLogger('warn') });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const providers = ['google', 'linkedin', 'sso'] as const;
  const oidc = await startLocalOidcProvider({
    accountClaims: testAccountClaims,
    clients: providers.map((id) => ({
      clientId: `e2e-${id}`,
      clientSecret: `e2e-${id}-secret`,
      redirectUris: [`${baseUrl}/api/users/auth/${id}/callback`],
    })),
  });
  const pdl = await startPdlStandIn();
  const hunter = await startHunterStandIn();
  const social = Object.fromEntries(
    providers.flatMap((id) => {
      const prefix = { google: 'GOOGLE', linkedin: 'LINKEDIN', sso: 'OIDC' }[id];
      return [
        [`${prefix}_ISSUER`, oidc.issuer],
        [`${prefix}_CLIENT_ID`, `e2e-${id}`],
        [`${prefix}_CLIENT_SECRET`, `e2e-${id}-secret`],
      ];
    }),
  );
  const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      ...social,
      OIDC_BUTTON_LABEL: 'Acme SSO',
      PDL_API_KEY: pdl.apiKey,
      PDL_BASE_URL: pdl.baseUrl,
      HUNTER_API_KEY: hunter.apiKey,
      HUNTER_BASE_URL: hunter.baseUrl,
      OIDC_ALLOWED_DOMAINS: 'acme.io',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      OTP_LIMIT_PER_CLIENT: '1000',
      // scrypt's lowest allowed cost, as the server tests use: the journeys sign staff in often, and
      // production's cost (17, 128 MiB) is the staff burst test's business, not theirs.
      STAFF_PASSWORD_COST: STAFF_PASSWORD_COST,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // The first start seeds the sample index: on a 2-core machine running the server tests and the
  // builds beside it, that can take well over 20 s, so the wait is long; a server that exits ends it at once.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start for the browser tests');
    await new Promise((r) => setTimeout(r, 100));
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_STAFF_PASSWORD_COST = STAFF_PASSWORD_COST;
  process.env.E2E_DATABASE_URL = db.url;
  process.env.E2E_OIDC_ISSUER = oidc.issuer;
  process.env.E2E_PDL_BASE_URL = pdl.baseUrl;
  process.env.E2E_PDL_API_KEY = pdl.apiKey;
  (globalThis as Record<string, unknown>).__E2E__ = { db, server, dataDir, oidc, pdl, hunter };
}
