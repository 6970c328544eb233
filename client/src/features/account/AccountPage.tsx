import { Alert, Card, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useMyListsQuery } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { ListsTable } from '../lists/ListsTable';
import { RouterButton } from '../common/RouterButton';
import { CreditHistory } from '../credits/CreditHistory';
import { OrderHistory } from '../payments/OrderHistory';
import { useCurrentUser } from '../session/useSession';
import { PlanCard } from '../subscriptions/PlanCard';
import { AccountForm } from './AccountForm';
import { ApiKeys } from './ApiKeys';
import { SignInMethods } from './SignInMethods';
import { ApiPlaygroundLink } from './ApiPlaygroundLink';
import { fullNameOf, UserAvatar } from './UserAvatar';

/** The account page's My Lists: the same table as /lists. */
function MyListsSection() {
  const { data, loading, error } = useMyListsQuery({ fetchPolicy: 'cache-and-network' });
  if (!data && loading) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (!data && error) return <Alert type="error" showIcon title={serverMessage(error, 'Your lists could not be loaded.')} />;
  const lists = data?.lists ?? [];
  if (lists.length === 0) {
    return (
      <Flex vertical gap={8} align="flex-start">
        <Typography.Text>No lists yet. Save profiles from your search results with 'Add to List'.</Typography.Text>
        <RouterButton to="/dashboard">Start a search</RouterButton>
      </Flex>
    );
  }
  return <ListsTable lists={lists} />;
}

/** One card of the account page, titled as a second-level heading. */
function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}

/**
 * The account page (the spec's "Profile page", section 2; its title says Profile): /account,
 * /account/{userId} and /profile. Besides the spec's details and lists: the plan (Starter, or Pro
 * with its billing and invoices), sign-in methods, API keys, credit history and orders.
 * It always shows the signed-in user's own account, whatever id the address names: the server
 * never serves anyone else's.
 */
export function AccountPage() {
  const { token } = theme.useToken();
  const { user } = useCurrentUser();

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 960, margin: '0 auto' }}>
      <Flex align="center" justify="space-between" gap={token.margin} wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading2 }}>
          Profile
        </Typography.Title>
        <ApiPlaygroundLink />
      </Flex>

      <Section title="Profile details">
        {user ? (
          <>
            <Flex align="center" gap={token.margin} wrap style={{ marginBottom: token.marginLG, minWidth: 0 }}>
              <UserAvatar user={user} size={88} />
              <div style={{ minWidth: 0 }}>
                <Typography.Text strong style={{ display: 'block', fontSize: token.fontSizeLG }} ellipsis>
                  {fullNameOf(user) || 'Your name'}
                </Typography.Text>
                <Typography.Text style={{ color: token.colorTextSecondary, display: 'block', wordBreak: 'break-all' }}>
                  {user.email}
                </Typography.Text>
              </div>
            </Flex>
            <AccountForm key={user.id} user={user} withDesignation columns={2} submitLabel="Save" />
          </>
        ) : (
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        )}
      </Section>

      <Section title="Plan">
        <PlanCard />
      </Section>

      <Section title="Sign-in methods">
        <SignInMethods />
      </Section>

      <Section title="API keys">
        <ApiKeys />
      </Section>

      <Section title="My Lists">
        <MyListsSection />
      </Section>

      <Section
        title="Credit history"
        extra={
          user ? (
            <Typography.Text type="secondary">{`${user.remainingCredits} of ${user.totalCredits} credits left`}</Typography.Text>
          ) : null
        }
      >
        <CreditHistory />
      </Section>

      <Section title="Orders">
        <OrderHistory />
      </Section>
    </Flex>
  );
}
