import { UnorderedListOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Typography, theme } from 'antd';
import { CreditHistory } from '../credits/CreditHistory';
import { useCurrentUser } from '../session/useSession';
import { ProfileForm } from './ProfileForm';
import { fullNameOf, UserAvatar } from './UserAvatar';

/**
 * The profile page (spec section 2, "Profile page"): /account, /account/{userId} and /profile.
 * It always shows the signed-in user's own account, whatever id the address names: the server
 * never serves anyone else's.
 */
export function AccountPage() {
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  const sectionTitle = { margin: 0, fontSize: token.fontSizeHeading4 } as const;

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 960, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading2 }}>
        Profile
      </Typography.Title>

      <Card
        title={
          <Typography.Title level={2} style={sectionTitle}>
            Profile details
          </Typography.Title>
        }
      >
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
            <ProfileForm key={user.id} user={user} withDesignation columns={2} submitLabel="Save" />
          </>
        ) : (
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        )}
      </Card>

      <Card
        title={
          <Typography.Title level={2} style={sectionTitle}>
            Credit history
          </Typography.Title>
        }
        extra={user ? <Typography.Text type="secondary">{`${user.remainingCredits} of ${user.totalCredits} credits left`}</Typography.Text> : null}
      >
        <CreditHistory />
      </Card>

      <Card
        title={
          <Typography.Title level={2} style={sectionTitle}>
            My Lists
          </Typography.Title>
        }
      >
        <Flex gap={token.margin} align="flex-start">
          <UnorderedListOutlined aria-hidden style={{ fontSize: token.fontSizeHeading3, color: token.colorTextSecondary }} />
          <div>
            <Typography.Paragraph style={{ marginBottom: token.marginXS }}>
              Saved lists are coming soon.
            </Typography.Paragraph>
            <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: 0 }}>
              Saving profiles into named lists is not available yet. Once it is, your lists and the number of profiles in
              each will appear here.
            </Typography.Paragraph>
          </div>
        </Flex>
      </Card>
    </Flex>
  );
}
