import type { IdentityProviderSettings } from '../../config';
import type { IdentityProvider } from '../../modules/auth/identity-provider';
import type { OpenIdConnectProvider } from './openid-connect.provider';

/**
 * The sign-in edge (docs/decisions.md, "Edges to the outside world"): one OpenID Connect adapter
 * per configured provider (Google, LinkedIn, a company's); none configured, no social buttons.
 */
export function createIdentityProviders(settings: IdentityProviderSettings[]): IdentityProvider[] {
  if (settings.length === 0) return [];
  // Loaded only when a provider is configured: openid-client and jose are ES modules that jest
  // turns into CommonJS for every test file that would load them otherwise.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const oidc = require('./openid-connect.provider') as { OpenIdConnectProvider: typeof OpenIdConnectProvider };
  return settings.map((s) => new oidc.OpenIdConnectProvider(s));
}
