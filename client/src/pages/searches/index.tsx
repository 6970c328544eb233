import { ComingSoon } from '../../features/common/ComingSoon';

export function Component() {
  return <ComingSoon title="My Searches" description="Your search history, with every search one click from running again." />;
}
