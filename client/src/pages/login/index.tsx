import { SignInForm } from '../../features/auth/SignInForm';
import { SignInLayout } from '../../features/auth/SignInLayout';
import { PUBLIC_PAGES } from '../../features/public/publicPages';

/** Sign-in, route `/login` (docs/product-spec.md §2): plain elements and plain fetch, no antd, no Apollo Client. */
export function Component() {
  return (
    <SignInLayout title="Sign in" pageTitle={PUBLIC_PAGES.login.title} subtitle="We'll e-mail you a 6-digit code.">
      <SignInForm mode="login" />
    </SignInLayout>
  );
}
