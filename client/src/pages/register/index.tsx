import { SignInForm } from '../../features/auth/SignInForm';
import { SignInLayout } from '../../features/auth/SignInLayout';
import { PUBLIC_PAGES } from '../../features/public/publicPages';

/** Sign-up, route `/register` (docs/product-spec.md §2): plain elements and plain fetch, no antd, no Apollo Client. */
export function Component() {
  return (
    <SignInLayout
      title="Create your account"
      pageTitle={PUBLIC_PAGES.register.title}
      subtitle="Start on Starter: 5 credits and 5 days of AI insights, no card needed."
    >
      <SignInForm mode="register" />
    </SignInLayout>
  );
}
