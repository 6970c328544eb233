import { SocialCallback } from '../../features/auth/SocialCallback';

/** /linkedin-callback: where LinkedIn sign-in comes back to (docs/product-spec.md §2, "Professional-network callback"). */
export function Component() {
  return <SocialCallback provider={{ id: 'linkedin', name: 'LinkedIn' }} />;
}
