import { AuthLayout } from '../../features/auth/AuthLayout';
import { OtpSignIn } from '../../features/auth/OtpSignIn';

export function Component() {
  return (
    <AuthLayout title="Create your account" subtitle="Start on Starter: 5 credits and 5 days of AI insights, no card needed.">
      <OtpSignIn mode="register" />
    </AuthLayout>
  );
}
