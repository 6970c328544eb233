/**
 * The port of social and company sign-in (docs/decisions.md, "Social and company sign-in"):
 * an OpenID Connect provider that the server itself talks to. providers/identity implements it on
 * openid-client; the domain never sees a provider's profile unless the provider vouched for it
 * (a verified ID token, or the provider's own userinfo answer for a token it issued to us).
 */

/** The providers the product knows: Google, LinkedIn, and one company identity provider. */
export const IDENTITY_PROVIDER_IDS = ['google', 'linkedin', 'sso'] as const;
export type IdentityProviderId = (typeof IDENTITY_PROVIDER_IDS)[number];

/** Who the provider says signed in: its subject, and what it vouches for. */
export interface IdentityClaims {
  /** The provider's stable id for the person (`sub`). */
  subject: string;
  email: string | null;
  /** True only when the provider said so (`email_verified: true`). */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
}

/** What the authorization request carries and the callback must match. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface IdentityProvider {
  readonly id: IdentityProviderId;
  /** The button's label ('Google', 'LinkedIn', or the company's). */
  readonly name: string;
  /**
   * The e-mail domains this provider may vouch for (a company's provider: OIDC_ALLOWED_DOMAINS);
   * an address at any other domain is refused. Undefined: Google and LinkedIn, which vouch for their own users' addresses.
   */
  readonly allowedDomains?: readonly string[];
  /** Where to send the browser: the authorization code flow with PKCE, `state` and `nonce`. */
  authorizationUrl(redirectUri: string, checks: AuthorizationChecks): Promise<string>;
  /**
   * The provider sent the browser back to `callbackUrl`: the code is exchanged (with the PKCE
   * verifier) and the ID token verified (signature from the provider's JWKS, issuer, audience,
   * expiry, nonce). Throws IdentityRejected when anything does not hold.
   */
  completeAuthorization(callbackUrl: URL, redirectUri: string, checks: AuthorizationChecks): Promise<IdentityClaims>;
  /** An ID token a client holds: verified like the callback's (without a nonce the server chose). */
  verifyIdToken(idToken: string): Promise<IdentityClaims>;
  /**
   * An access token a client holds: accepted only when the provider's introspection endpoint says
   * it is active and was issued to this client, then the person is read from the userinfo endpoint.
   */
  verifyAccessToken(accessToken: string): Promise<IdentityClaims>;
}

/**
 * The provider did not vouch for anyone: a bad or replayed code, a token that is forged, expired,
 * for another client or from another issuer, or a provider that did not answer. `reason` is for the
 * log; the user sees the product's message for the provider.
 */
export class IdentityRejected extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'IdentityRejected';
  }
}

/** The provider could not be reached or described itself wrongly (discovery failed): nobody was refused. */
export class IdentityProviderUnavailable extends IdentityRejected {
  constructor(reason: string) {
    super(reason);
    this.name = 'IdentityProviderUnavailable';
  }
}
