import { ComingSoon } from '../../features/common/ComingSoon';

export function Component() {
  return <ComingSoon title="Admin area" description="The staff area (admin sign-in, admin users) is not built yet." back="/" />;
}
