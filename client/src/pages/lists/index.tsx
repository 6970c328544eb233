import { ComingSoon } from '../../features/common/ComingSoon';

export function Component() {
  return <ComingSoon title="My Lists" description="Named lists of the profiles you save." />;
}
