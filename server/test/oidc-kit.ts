import { createHash, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { OTHER_CLIENT, TEST_APP_URL, TEST_OIDC_CLIENTS } from './oidc-accounts';
import type { TestServer } from './helpers';

/** The tests' OpenID Connect provider (test/global-setup.ts). */
export const OIDC_ISSUER = process.env.TEST_OIDC_ISSUER ?? '';

/** The one e-mail domain the tests' company provider may vouch for (OIDC_ALLOWED_DOMAINS). */
export const SSO_DOMAIN = 'acme-sso.io';

/** The app's configuration for all three providers at the tests' provider. */
export function socialEnv(): Record<string, string> {
  const { google, linkedin, sso } = TEST_OIDC_CLIENTS;
  return {
    APP_URL: TEST_APP_URL,
    GOOGLE_ISSUER: OIDC_ISSUER,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    LINKEDIN_ISSUER: OIDC_ISSUER,
    LINKEDIN_CLIENT_ID: linkedin.clientId,
    LINKEDIN_CLIENT_SECRET: linkedin.clientSecret,
    OIDC_ISSUER,
    OIDC_CLIENT_ID: sso.clientId,
    OIDC_CLIENT_SECRET: sso.clientSecret,
    OIDC_BUTTON_LABEL: 'Acme SSO',
    OIDC_ALLOWED_DOMAINS: SSO_DOMAIN,
  };
}

/** Cookies by name, as a browser would keep them for one site (paths ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function go(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: jar.header() } });
  jar.take(res);
  return res;
}

function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
  return match[1].replace(/&amp;/g, '&');
}

/**
 * A person at the provider's own pages: follows the authorization URL, signs in as `login` (any
 * password) and consents, or aborts. Returns the URL the provider sends the browser back to.
 */
export async function authorizeAtProvider(authUrl: string, login: string, opts: { abort?: boolean } = {}): Promise<URL> {
  const jar = new CookieJar();
  let url = authUrl;
  for (let step = 0; step < 12; step++) {
    const res = await go(jar, url);
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location') ?? '', url);
      if (next.origin !== new URL(OIDC_ISSUER).origin) return next;
      url = next.toString();
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`the provider answered ${res.status}: ${html.slice(0, 300)}`);
    const action = new URL(formAction(html), url).toString();
    const prompt = /name="prompt" value="login"/.test(html) ? 'login' : 'consent';
    const body = prompt === 'login' ? new URLSearchParams({ prompt, login, password: 'any password' }) : new URLSearchParams({ prompt });
    const submitted = opts.abort
      ? await go(jar, action.replace(/\/?$/, '/abort'))
      : await go(jar, action, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    url = new URL(submitted.headers.get('location') ?? '', action).toString();
  }
  throw new Error('the provider never sent the browser back');
}

/** The app's callback URL as the provider wrote it (APP_URL is http://app.test), sent to the test server instead. */
export function onTestServer(t: TestServer, callback: URL): string {
  return `${t.url}${callback.pathname}${callback.search}`;
}

export interface BrowserFlow {
  jar: CookieJar;
  authUrl: string;
  /** The provider's redirect back to the app. */
  callback: URL;
}

/** GET /api/users/auth/{provider}, then the person at the provider: what the browser holds when it comes back. */
export async function startAndAuthorize(
  t: TestServer,
  provider: string,
  login: string,
  query: Record<string, string> = { intent: 'register', termsAccepted: 'true' },
  opts: { abort?: boolean } = {},
): Promise<BrowserFlow> {
  const jar = new CookieJar();
  const started = await go(jar, `${t.url}/api/users/auth/${provider}?${new URLSearchParams(query)}`, {
    headers: { 'x-forwarded-for': t.clientIp },
  });
  const body = (await started.json()) as { authUrl?: string; message?: string };
  if (!body.authUrl) throw new Error(`no authUrl: ${JSON.stringify(body)}`);
  return { jar, authUrl: body.authUrl, callback: await authorizeAtProvider(body.authUrl, login, opts) };
}

/** The browser arrives at the app's callback: the redirect to the callback page and the cookies it set. */
export async function arriveAtCallback(t: TestServer, jar: CookieJar, callback: URL): Promise<{ status: number; location: URL }> {
  const res = await go(jar, onTestServer(t, callback), { headers: { 'x-forwarded-for': t.clientIp } });
  return { status: res.status, location: new URL(res.headers.get('location') ?? '', TEST_APP_URL) };
}

/**
 * Tokens from the provider as another client of it would get them: the code flow with PKCE on the
 * provider's pages, then the token endpoint. `client` is one of ours (an ID token for this app) or
 * another application's.
 */
export async function tokensFor(
  login: string,
  client: { clientId: string; clientSecret: string; redirectUri: string } = {
    ...TEST_OIDC_CLIENTS.google,
    redirectUri: `${TEST_APP_URL}/api/users/auth/google/callback`,
  },
): Promise<{ id_token: string; access_token: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authUrl = `${OIDC_ISSUER}/auth?${new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
  const back = await authorizeAtProvider(authUrl, login);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code: ${back.toString()}`);
  const res = await fetch(`${OIDC_ISSUER}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      code_verifier: verifier,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
  });
  const tokens = (await res.json()) as { id_token?: string; access_token?: string; error?: string };
  if (!tokens.id_token || !tokens.access_token) throw new Error(`no tokens: ${JSON.stringify(tokens)}`);
  return { id_token: tokens.id_token, access_token: tokens.access_token };
}

export const OTHER_APP = OTHER_CLIENT;

/** Signs claims as the provider would (with its own key unless `key` says otherwise). */
export function signIdToken(claims: Record<string, unknown>, key: 'provider' | 'foreign' = 'provider'): string {
  const jwk = JSON.parse(process.env.TEST_OIDC_SIGNING_KEY ?? '{}') as { kid: string };
  const privateKey =
    key === 'provider'
      ? createPrivateKey({ key: jwk as never, format: 'jwk' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign({ iss: OIDC_ISSUER, aud: TEST_OIDC_CLIENTS.google.clientId, iat: now, exp: now + 600, ...claims }, privateKey, {
    algorithm: 'RS256',
    keyid: jwk.kid,
  });
}
