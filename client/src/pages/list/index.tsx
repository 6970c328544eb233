import { ComingSoon } from '../../features/common/ComingSoon';

export function Component() {
  return <ComingSoon title="List" description="The profiles saved in one list, ready to export." />;
}
