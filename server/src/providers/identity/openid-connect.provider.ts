import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as oidc from 'openid-client';
import type { AuthorizationChecks, IdentityClaims, IdentityProvider, IdentityProviderId } from '../../modules/auth/identity-provider';
import { IdentityProviderUnavailable, IdentityRejected } from '../../modules/auth/identity-provider';

/** One OpenID Connect provider: where it is, who we are at it. */
export interface OpenIdProviderSettings {
  id: IdentityProviderId;
  name: string;
  /** The issuer; its discovery document is `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The e-mail domains it may vouch for (a company's provider); undefined: any (Google, LinkedIn have their own rules). */
  allowedDomains?: string[];
  /** Every call to the provider gives up after this long (10 s unless said). */
  timeoutMs?: number;
}

const SCOPE = 'openid email profile';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** Claims longer than this are not a name or an address anybody has. */
const MAX_CLAIM_LENGTH = 254;

function text(value: unknown, max = MAX_CLAIM_LENGTH): string | null {
  return typeof value === 'string' && value.trim() !== '' && value.trim().length <= max ? value.trim() : null;
}

/** A picture is kept only as an http(s) address of a sane length. */
function pictureOf(value: unknown): string | null {
  const url = text(value, 2000);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/**
 * What the provider vouched for, from a verified ID token or its userinfo answer. Only a boolean
 * true (or the string "true", which some providers send) counts as a verified e-mail.
 */
export function claimsOf(payload: Record<string, unknown>): IdentityClaims {
  const subject = text(payload.sub, 255);
  if (!subject) throw new IdentityRejected('the provider named no subject');
  const name = text(payload.name, 200);
  const [first, ...rest] = name ? name.split(/\s+/) : [];
  return {
    subject,
    email: text(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    givenName: text(payload.given_name, 100) ?? (first ? first.slice(0, 100) : null),
    familyName: text(payload.family_name, 100) ?? (rest.length > 0 ? rest.join(' ').slice(0, 100) : null),
    picture: pictureOf(payload.picture),
  };
}

function rejected(err: unknown): IdentityRejected {
  if (err instanceof IdentityRejected) return err;
  // Not reached or timed out: the provider did not refuse anybody.
  const name = (err as { name?: unknown }).name;
  if ((err instanceof TypeError && /fetch failed/i.test(err.message)) || name === 'TimeoutError' || name === 'AbortError') {
    return new IdentityProviderUnavailable(`the provider did not answer (${String(name)})`);
  }
  const e = err as { code?: unknown; message?: unknown; error?: unknown; error_description?: unknown };
  const parts = [e.code, e.error, e.error_description ?? e.message].filter((p) => typeof p === 'string' && p !== '');
  return new IdentityRejected(parts.join(': ') || 'the provider refused');
}

/**
 * The OpenID Connect edge on openid-client (a certified relying party library) and jose (its JWT
 * verifier): discovery from the issuer, the authorization code flow with PKCE, `state` and `nonce`,
 * and ID tokens verified against the provider's JWKS (enableNonRepudiationChecks, so also the ones
 * from the token endpoint) for issuer, audience, expiry and nonce. Plain http is allowed only for
 * an issuer on this machine (a local or test provider).
 */
export class OpenIdConnectProvider implements IdentityProvider {
  readonly id: IdentityProviderId;
  readonly name: string;
  readonly allowedDomains?: readonly string[];
  private readonly timeoutMs: number;
  private config?: Promise<oidc.Configuration>;
  private jwks?: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly settings: OpenIdProviderSettings) {
    this.id = settings.id;
    this.name = settings.name;
    this.allowedDomains = settings.allowedDomains;
    this.timeoutMs = settings.timeoutMs ?? 10_000;
  }

  async authorizationUrl(redirectUri: string, checks: AuthorizationChecks): Promise<string> {
    const config = await this.configuration();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.toString();
  }

  async completeAuthorization(callbackUrl: URL, redirectUri: string, checks: AuthorizationChecks): Promise<IdentityClaims> {
    const config = await this.configuration();
    try {
      const tokens = await oidc.authorizationCodeGrant(
        config,
        callbackUrl,
        { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true },
        { redirect_uri: redirectUri },
      );
      const idToken = tokens.claims();
      if (!idToken) throw new IdentityRejected('no ID token');
      let claims = claimsOf(idToken);
      // Many providers put the profile in userinfo rather than the ID token; asked for the same subject.
      if (!claims.email) claims = claimsOf(await oidc.fetchUserInfo(config, tokens.access_token, claims.subject));
      return claims;
    } catch (err) {
      throw rejected(err);
    }
  }

  async verifyIdToken(idToken: string): Promise<IdentityClaims> {
    const config = await this.configuration();
    const metadata = config.serverMetadata();
    try {
      if (!metadata.jwks_uri) throw new IdentityRejected('the provider publishes no keys');
      this.jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: this.timeoutMs });
      const { payload } = await jwtVerify(idToken, this.jwks, {
        issuer: metadata.issuer,
        audience: this.settings.clientId,
        algorithms: metadata.id_token_signing_alg_values_supported?.filter((alg) => alg !== 'none') ?? ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      this.checkAuthorizedParty(payload);
      return claimsOf(payload as Record<string, unknown>);
    } catch (err) {
      throw rejected(err);
    }
  }

  async verifyAccessToken(accessToken: string): Promise<IdentityClaims> {
    const config = await this.configuration();
    try {
      if (!config.serverMetadata().introspection_endpoint) {
        throw new IdentityRejected('the provider cannot introspect access tokens; send its ID token instead');
      }
      const introspection = await oidc.tokenIntrospection(config, accessToken);
      const audiences = Array.isArray(introspection.aud) ? introspection.aud : [introspection.aud];
      if (!introspection.active) throw new IdentityRejected('the access token is not active');
      if (introspection.client_id !== this.settings.clientId && !audiences.includes(this.settings.clientId)) {
        throw new IdentityRejected('the access token was issued to another client');
      }
      if (typeof introspection.sub !== 'string') throw new IdentityRejected('the access token names no subject');
      return claimsOf(await oidc.fetchUserInfo(config, accessToken, introspection.sub));
    } catch (err) {
      throw rejected(err);
    }
  }

  /** An ID token for several audiences must name us as the party it was issued to. */
  private checkAuthorizedParty(payload: JWTPayload): void {
    const multiple = Array.isArray(payload.aud) && payload.aud.length > 1;
    if ((multiple || payload.azp !== undefined) && payload.azp !== this.settings.clientId) {
      throw new IdentityRejected('the ID token was issued to another party');
    }
  }

  /** Discovery, once; a failed attempt is forgotten so the next sign-in tries again. */
  private configuration(): Promise<oidc.Configuration> {
    this.config ??= this.discover().catch((err: unknown) => {
      this.config = undefined;
      throw new IdentityProviderUnavailable(`discovery of ${this.settings.issuer} failed: ${rejected(err).reason}`);
    });
    return this.config;
  }

  private async discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    // The timeout (seconds) also becomes the configuration's, for every later call.
    return oidc.discovery(issuer, this.settings.clientId, this.settings.clientSecret, undefined, {
      execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      timeout: Math.ceil(this.timeoutMs / 1000),
    });
  }
}
