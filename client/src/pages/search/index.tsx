import { ComingSoon } from '../../features/common/ComingSoon';

export function Component() {
  return <ComingSoon title="Search results" description="Searching by AI, by filters and by persona, with results you can page through." />;
}
