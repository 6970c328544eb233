import { AuthLayout } from '../../features/auth/AuthLayout';
import { OtpSignIn } from '../../features/auth/OtpSignIn';
import { PUBLIC_PAGES } from '../../features/public/publicPages';
import { usePageTitle } from '../../features/public/usePageTitle';

export function Component() {
  usePageTitle(PUBLIC_PAGES.login.title);
  return (
    <AuthLayout title="Sign in" subtitle="We'll e-mail you a 6-digit code.">
      <OtpSignIn mode="login" />
    </AuthLayout>
  );
}
