import { emailAccountClaims, type LocalAccountClaims } from '../src/cli/local-oidc-provider';

/**
 * Who can sign in at the tests' OpenID Connect provider (any password): every e-mail address,
 * verified, except these kinds, for the refusals:
 * - `unverified.*@...`: the provider does not say the address is verified (no email_verified);
 * - `nomail.*`: no e-mail at all (the login is not an address).
 */
export const testAccountClaims: LocalAccountClaims = (login) => {
  if (login.startsWith('nomail.')) return { name: 'No Mail' };
  const claims = emailAccountClaims(login);
  if (claims && login.startsWith('unverified.')) delete claims.email_verified;
  return claims;
};

/** The clients the server tests' app is registered as; the app's public address is APP_URL (TEST_APP_URL). */
export const TEST_APP_URL = 'http://app.test';
export const TEST_OIDC_CLIENTS = {
  google: { clientId: 'test-google', clientSecret: 'test-google-secret' },
  linkedin: { clientId: 'test-linkedin', clientSecret: 'test-linkedin-secret' },
  sso: { clientId: 'test-sso', clientSecret: 'test-sso-secret' },
} as const;
/** Another application at the same provider: its tokens are not for us. */
export const OTHER_CLIENT = { clientId: 'test-other-app', clientSecret: 'test-other-secret', redirectUri: 'http://other.test/cb' } as const;
