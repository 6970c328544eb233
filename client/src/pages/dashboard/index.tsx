import { Flex, theme } from 'antd';
import { ActivityStats } from '../../features/account/ActivityStats';
import { CompleteAccountDialog } from '../../features/account/CompleteAccountDialog';
import { SearchHeader } from '../../features/search/SearchHeader';
import { useCurrentUser } from '../../features/session/useSession';

/** /dashboard: the search entry, the user's own figures (searches, lists, saved profiles, reveals, credits) and, when needed, the account completion dialog. */
export function Component() {
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  return (
    <Flex vertical gap={token.marginXL} style={{ width: '100%', maxWidth: 1000, margin: '0 auto', paddingTop: token.paddingLG }}>
      <SearchHeader />
      <ActivityStats />
      {user && <CompleteAccountDialog user={user} />}
    </Flex>
  );
}
