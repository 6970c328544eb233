/**
 * npm run oidc:local -- [--port 4010] [--app http://localhost:4000]
 *
 * A real OpenID Connect provider on this machine (panva's oidc-provider, the certified reference
 * implementation), to try Google, LinkedIn and company sign-in without an account anywhere. It
 * registers three clients (google, linkedin, sso) whose redirect URIs point at the app, prints the
 * variables to start the app with, and signs in anyone who types an e-mail address on its own
 * login page (any password), vouching for that address. The tests start it too, in-process.
 * It is a development tool: oidc-provider is a development dependency, never loaded by the app.
 */
import 'reflect-metadata';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type * as OidcProvider from 'oidc-provider';
import { importEsm } from '../common/import-esm';

/** A private RSA key as a JWK, with its key id. */
export type SigningJwk = { kid: string } & Record<string, unknown>;

export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

/** The claims of whoever typed `login` on the provider's login page; null: no such person. */
export type LocalAccountClaims = (login: string) => Record<string, unknown> | null;

export interface LocalOidcProviderOptions {
  port?: number;
  clients: LocalOidcClient[];
  /** The provider's signing key (a private RSA JWK); a new one when not given. */
  signingKey?: SigningJwk;
  accountClaims?: LocalAccountClaims;
}

export interface LocalOidcProvider {
  issuer: string;
  /** The private signing key, so tests can sign what the provider would (expired tokens and the like). */
  signingKey: SigningJwk;
  close(): Promise<void>;
}

function titleCase(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1).toLowerCase() : word;
}

/** Anyone who types an e-mail address: that address, verified, and a name from its local part (jane.doe@ -> Jane Doe). */
export const emailAccountClaims: LocalAccountClaims = (login) => {
  const email = login.trim().toLowerCase();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return null;
  const [given, ...family] = email
    .split('@')[0]
    .split(/[._+-]+/)
    .filter(Boolean);
  return {
    email,
    email_verified: true,
    given_name: titleCase(given ?? ''),
    family_name: family.map(titleCase).join(' ') || undefined,
    name: [given, ...family].map(titleCase).join(' '),
  };
};

export function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

/** Starts the provider on 127.0.0.1 (port 0: any free one); its issuer is http://127.0.0.1:{port}. */
export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const { default: Provider } = await importEsm<{ default: typeof OidcProvider.default }>('oidc-provider');
  const signingKey = options.signingKey ?? newSigningKey();
  const accountClaims = options.accountClaims ?? emailAccountClaims;
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingKey as OidcProvider.JWK] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Like Google's: the ID token itself carries the e-mail and the name.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 3600, Session: 86400, Grant: 86400 },
    features: {
      devInteractions: { enabled: true },
      // A client learns about its own tokens only; another application's are inactive to it.
      introspection: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
    },
    async findAccount(_ctx, id) {
      const claims = accountClaims(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ ...claims, sub: id }) };
    },
  });
  provider.on('server_error', (_ctx, err) => console.error('local OpenID provider error:', err));
  const callback = provider.callback();
  handler = (req, res) => {
    callback(req, res).catch((err: unknown) => {
      console.error('local OpenID provider error:', err);
      if (!res.headersSent) res.writeHead(500).end();
    });
  };

  return {
    issuer,
    signingKey,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function argValue(argv: string[], name: string): string | undefined {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i === -1) return undefined;
  return argv[i].includes('=') ? argv[i].split('=', 2)[1] : argv[i + 1];
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const port = Number(argValue(argv, '--port') ?? 4010);
  const app = (argValue(argv, '--app') ?? process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/+$/, '');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('usage: oidc:local [--port 4010] [--app http://localhost:4000]');
  const clients = (['google', 'linkedin', 'sso'] as const).map((id) => ({
    clientId: `local-${id}`,
    clientSecret: `local-${id}-secret`,
    redirectUris: [`${app}/api/users/auth/${id}/callback`],
  }));
  const local = await startLocalOidcProvider({ port, clients });
  const env = clients.flatMap((c, i) => {
    const prefix = ['GOOGLE', 'LINKEDIN', 'OIDC'][i];
    return [`${prefix}_ISSUER=${local.issuer}`, `${prefix}_CLIENT_ID=${c.clientId}`, `${prefix}_CLIENT_SECRET=${c.clientSecret}`];
  });
  console.log(`Local OpenID Connect provider at ${local.issuer} (test mode: any e-mail address signs in, any password).`);
  console.log(
    `Start the app (at ${app}) with:\n\n  ${env.join(' \\\n  ')} \\\n  OIDC_ALLOWED_DOMAINS=acme.io OIDC_BUTTON_LABEL="Company SSO" npm start\n`,
  );
  const stop = () =>
    void local.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
