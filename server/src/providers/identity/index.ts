import type { IdentityProviderSettings } from '../../config';
import type { IdentityProvider } from '../../modules/auth/identity-provider';
import { OpenIdConnectProvider } from './openid-connect.provider';

/**
 * The sign-in edge (docs/decisions.md, "Edges to the outside world"): one OpenID Connect adapter
 * per configured provider (Google, LinkedIn, a company's); none configured, no social buttons.
 */
export function createIdentityProviders(settings: IdentityProviderSettings[]): IdentityProvider[] {
  return settings.map((s) => new OpenIdConnectProvider(s));
}
