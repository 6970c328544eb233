import { ComingSoon } from '../../features/common/ComingSoon';

export function Component() {
  return <ComingSoon title="Complete Your Profile" description="Signing in with LinkedIn is not configured on this server yet." back="/" />;
}
