import { skipToken } from '@apollo/client/react';
import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, type DescriptionsProps, Flex, Grid, Result, Typography, theme } from 'antd';
import { useState } from 'react';
import { type JoinTeamPreviewQuery, useJoinTeamPreviewQuery } from '../../graphql/generated';
import { handled, useAppNavigate } from '../../lib/handled';
import { isServerAnswer, serverMessage } from '../common/errors';
import { QueryState } from '../common/QueryState';
import { RouterButton } from '../common/RouterButton';
import { usePageTitle } from '../public/usePageTitle';
import { useCurrentUser } from '../session/useSession';
import { invitationStatusText, roleLabel } from './teamText';
import { useTeamActions } from './useTeamActions';
import { formatWhen } from '../../lib/dates';

type Preview = JoinTeamPreviewQuery['teamInvitation'];

const heading = { margin: 0, font: 'inherit', color: 'inherit' } as const;

/** The link cannot be used: why, and the way to the team page. */
function Unusable({ title, message }: { title: string; message: string }) {
  const { token } = theme.useToken();
  return (
    <Result
      status="warning"
      title={<h1 style={heading}>{title}</h1>}
      subTitle={<span style={{ color: token.colorTextSecondary }}>{message}</span>}
      extra={<RouterButton to="/team">Go to the team page</RouterButton>}
    />
  );
}

/** What the role lets the user do, in a sentence. */
function roleLine(role: Preview['role']): string {
  return role === 'admin'
    ? 'As an admin you invite colleagues, set roles and monthly limits, and remove members.'
    : "As a member your contact reveals are paid from the team's pool, and you work on its shared lists.";
}

/** The invitation: the team, who sent it, the role, the address, until when; Accept while it is open. */
function Invitation({ token: inviteToken, preview }: { token: string; preview: Preview }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const navigate = useAppNavigate();
  const { user } = useCurrentUser();
  const actions = useTeamActions();
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = preview.status === 'open';
  const signedInAs = user && user.email.toLowerCase() !== preview.email.toLowerCase() ? user.email : null;

  const accept = async () => {
    setRefusal(null);
    const team = await actions.accept(inviteToken, setRefusal);
    if (team) navigate('/team');
  };

  const items: DescriptionsProps['items'] = [
    { key: 'team', label: 'Team', children: preview.teamName },
    { key: 'by', label: 'Invited by', children: preview.invitedBy ?? 'A team admin' },
    { key: 'role', label: 'Role', children: roleLabel(preview.role) },
    { key: 'for', label: 'For the address', children: <span style={{ overflowWrap: 'anywhere' }}>{preview.email}</span> },
    { key: 'expires', label: open ? 'Expires' : 'Expiry', children: formatWhen(preview.expiresAt) },
  ];

  return (
    <Card>
      <Flex vertical gap={token.margin}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3, overflowWrap: 'anywhere' }}>
          {`Join ${preview.teamName}`}
        </Typography.Title>
        <Descriptions size="small" column={1} layout={screens.sm ? 'horizontal' : 'vertical'} items={items} />
        {open ? (
          <>
            <Typography.Text>{roleLine(preview.role)}</Typography.Text>
            <Typography.Text style={{ color: token.colorTextSecondary }}>{invitationStatusText(preview)}</Typography.Text>
            {signedInAs && (
              <Alert
                type="warning"
                showIcon
                title={`You are signed in as ${signedInAs}`}
                description={`This invitation is for ${preview.email}. Sign out and sign in with that address to accept it.`}
              />
            )}
            {refusal && <Alert type="error" showIcon title="The invitation was not accepted" description={refusal} />}
            <Flex gap={token.marginSM} wrap>
              <Button
                type="primary"
                icon={<CheckOutlined aria-hidden />}
                loading={actions.pending === 'accept'}
                onClick={() => handled(accept(), 'Accepting an invitation')}
              >
                Accept invitation
              </Button>
              <RouterButton to="/dashboard">Not now</RouterButton>
            </Flex>
          </>
        ) : (
          <Alert type="warning" showIcon title={invitationStatusText(preview)} />
        )}
      </Flex>
    </Card>
  );
}

/**
 * /team/join?token=… (issue 33): the invitation its link holds, and 'Accept invitation'; then the
 * team page. A link without a token, or one the server does not know, says so plainly; the
 * server's reasons for refusing (another address, already in a team, no free seat) show on the page.
 */
export function JoinTeam({ token: inviteToken }: { token: string | null }) {
  usePageTitle('Join a team · TalentLens');
  const { data, loading, error, refetch } = useJoinTeamPreviewQuery(
    inviteToken ? { variables: { token: inviteToken }, fetchPolicy: 'network-only' } : skipToken,
  );

  let body;
  if (!inviteToken) {
    body = (
      <Unusable
        title="This link holds no invitation"
        message="Open the link from the invitation e-mail again, all of it, or ask your team for a new invitation."
      />
    );
  } else if (!data && error && isServerAnswer(error)) {
    body = (
      <Unusable
        title="This invitation cannot be opened"
        message={serverMessage(error, 'This invitation link is not valid. Ask your team for a new one.')}
      />
    );
  } else {
    body = (
      <QueryState
        loading={!data && loading}
        failed={!data && Boolean(error)}
        loadingView={{ skeleton: { label: 'Loading the invitation', rows: 5, title: true } }}
        errorView={{
          as: 'h1',
          title: 'The invitation could not be loaded',
          message: 'Check your connection and try again.',
          onRetry: refetch,
        }}
      >
        {data && <Invitation token={inviteToken} preview={data.teamInvitation} />}
      </QueryState>
    );
  }

  return <div style={{ width: '100%', maxWidth: 640, margin: '0 auto', minWidth: 0 }}>{body}</div>;
}
