import { AuthLayout } from '../../features/auth/AuthLayout';
import { OtpSignIn } from '../../features/auth/OtpSignIn';
import { PUBLIC_PAGES } from '../../features/public/publicPages';
import { usePageTitle } from '../../features/public/usePageTitle';

export function Component() {
  usePageTitle(PUBLIC_PAGES.register.title);
  return (
    <AuthLayout title="Create your account" subtitle="Start on Starter: 5 credits and 5 days of AI insights, no card needed.">
      <OtpSignIn mode="register" />
    </AuthLayout>
  );
}
