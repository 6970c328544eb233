import { AuthLayout } from '../../features/auth/AuthLayout';
import { OtpSignIn } from '../../features/auth/OtpSignIn';

export function Component() {
  return (
    <AuthLayout title="Sign in" subtitle="We'll e-mail you a 6-digit code.">
      <OtpSignIn mode="login" />
    </AuthLayout>
  );
}
