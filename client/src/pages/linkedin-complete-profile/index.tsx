import { SocialCallback } from '../../features/auth/SocialCallback';

/**
 * /linkedin-complete-profile (docs/product-spec.md §2, "Second professional-network completion page"): the
 * same as /linkedin-callback under the heading 'Complete Your Profile', with no form.
 */
export function Component() {
  return <SocialCallback provider={{ id: 'linkedin', name: 'LinkedIn' }} heading="Complete Your Profile" />;
}
