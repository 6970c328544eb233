import { SocialCallback } from '../../features/auth/SocialCallback';

/** /google-callback: where Google sign-in comes back to. */
export function Component() {
  return <SocialCallback provider={{ id: 'google', name: 'Google' }} />;
}
