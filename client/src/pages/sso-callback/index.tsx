import { SocialCallback } from '../../features/auth/SocialCallback';

/** /sso-callback: where the company's sign-in (OpenID Connect) comes back to; its name is the server's. */
export function Component() {
  return <SocialCallback provider={{ id: 'sso', name: 'Company SSO' }} />;
}
