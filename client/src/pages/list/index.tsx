import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, LinkedinOutlined } from '@ant-design/icons';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, App, Avatar, Button, Empty, Flex, Grid, Result, Skeleton, Table, Tooltip, Typography, theme } from 'antd';
import { useParams } from 'react-router';
import { handled, useAppNavigate } from '../../app/handled';
import { serverMessage } from '../../features/common/errors';
import { RetryButton } from '../../features/common/RetryButton';
import { useListMutations } from '../../features/lists/useLists';
import { RouterButton } from '../../features/public/RouterButton';
import { type ListEntryFragment, useListDetailQuery } from '../../graphql/generated';

const NOT_FOUND = 'Not found';

/** A cell's text: 'Not found' for an entry whose profile is gone, 'N/A' for a missing value. */
function cell(entry: ListEntryFragment, value: string | null | undefined) {
  if (entry.error) return <Typography.Text type="secondary">{NOT_FOUND}</Typography.Text>;
  return value ? <span style={{ overflowWrap: 'anywhere' }}>{value}</span> : <Typography.Text type="secondary">N/A</Typography.Text>;
}

function LinkCell({ entry }: { entry: ListEntryFragment }) {
  if (entry.error) return <Typography.Text type="secondary">{NOT_FOUND}</Typography.Text>;
  if (!entry.linkedinLink) return <Typography.Text type="secondary">No link</Typography.Text>;
  return (
    <Tooltip title="Open the LinkedIn profile">
      <a
        href={entry.linkedinLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`LinkedIn profile of ${entry.fullName ?? entry.linkedinUsername} (opens in a new tab)`}
      >
        <LinkedinOutlined style={{ fontSize: 20 }} />
      </a>
    </Tooltip>
  );
}

function Picture({ entry }: { entry: ListEntryFragment }) {
  if (entry.error) return <Typography.Text type="secondary">{NOT_FOUND}</Typography.Text>;
  const initials = (entry.fullName ?? entry.linkedinUsername)
    .split(/\s+/)
    .map((p) => p.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Avatar
      src={entry.profilePicture || undefined}
      alt={entry.profilePicture ? `Picture of ${entry.fullName}` : undefined}
      aria-hidden={entry.profilePicture ? undefined : true}
    >
      {initials}
    </Avatar>
  );
}

/**
 * /list/{listId}, one list (spec section 2): back button, the name, 'Profiles (count)' and the
 * table of its profiles in the order they were added; remove one (saved on the server) and export
 * the list as CSV (with the contacts this user has revealed).
 */
export function Component() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const navigate = useAppNavigate();
  const { listId = '' } = useParams();
  const { data, loading, error, refetch } = useListDetailQuery({ variables: { id: listId }, fetchPolicy: 'cache-and-network' });
  const { removeFromList } = useListMutations();
  const list = data?.list;

  const notFound =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT');

  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/lists'))}>
      Back
    </Button>
  );

  if (!list && loading) {
    return (
      <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 1100, margin: '0 auto' }}>
        {back}
        <div role="status" aria-label="Loading the list">
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      </Flex>
    );
  }
  if (!list && notFound) {
    return (
      <Result
        status="404"
        title={<h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>List not found</h1>}
        subTitle="It may have been deleted, or it belongs to another account."
        extra={<RouterButton to="/lists">Back to My Lists</RouterButton>}
      />
    );
  }
  if (!list) {
    return (
      <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 1100, margin: '0 auto' }}>
        {back}
        <Alert type="error" showIcon title="Failed to load list details" action={<RetryButton onRetry={refetch} />} />
      </Flex>
    );
  }

  const remove = async (entry: ListEntryFragment) => {
    try {
      await removeFromList(list.id, entry.linkedinUsername);
      message.success(`${entry.fullName ?? entry.linkedinUsername} removed from the list.`);
    } catch (err) {
      message.error(serverMessage(err, 'The profile could not be removed. Please try again.'));
    }
  };
  const removeButton = (entry: ListEntryFragment) => (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Remove ${entry.fullName ?? entry.linkedinUsername} from the list`}
      onClick={() => handled(remove(entry), 'Removing from the list')}
    />
  );

  const entries = list.profiles;
  let body;
  if (entries.length === 0) {
    body = <Empty description="No profiles found in this list" />;
  } else if (!screens.md) {
    body = (
      <ol aria-label="Profiles in this list" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
        {entries.map((entry, index) => (
          <li
            key={entry.linkedinUsername}
            style={{
              display: 'flex',
              gap: token.marginSM,
              alignItems: 'flex-start',
              padding: token.paddingSM,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              minWidth: 0,
            }}
          >
            <span style={{ color: token.colorTextSecondary, minWidth: '2ch' }}>{index + 1}.</span>
            <Picture entry={entry} />
            <div style={{ display: 'grid', gap: 2, minWidth: 0, flex: 1 }}>
              <Typography.Text strong>{cell(entry, entry.fullName)}</Typography.Text>
              <span>{cell(entry, entry.currentPosition)}</span>
              <span>{cell(entry, entry.company)}</span>
              <Typography.Text type="secondary">{cell(entry, entry.location)}</Typography.Text>
              <LinkCell entry={entry} />
            </div>
            {removeButton(entry)}
          </li>
        ))}
      </ol>
    );
  } else {
    body = (
      <Table<ListEntryFragment>
        rowKey="linkedinUsername"
        dataSource={entries as ListEntryFragment[]}
        pagination={entries.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
        scroll={{ x: true }}
        columns={[
          { title: 'S.No', key: 'sno', width: 64, render: (_v, e) => entries.indexOf(e) + 1 },
          { title: 'Picture', key: 'picture', width: 80, render: (_v, e) => <Picture entry={e} /> },
          { title: 'LinkedIn', key: 'link', width: 90, render: (_v, e) => <LinkCell entry={e} /> },
          { title: 'Name', key: 'name', render: (_v, e) => cell(e, e.fullName) },
          { title: 'Position', key: 'position', render: (_v, e) => cell(e, e.currentPosition) },
          { title: 'company', key: 'company', render: (_v, e) => cell(e, e.company) },
          { title: 'Location', key: 'location', render: (_v, e) => cell(e, e.location) },
          { title: 'Action', key: 'action', width: 80, align: 'center', render: (_v, e) => removeButton(e) },
        ]}
      />
    );
  }

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 1100, margin: '0 auto', minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={token.margin} wrap>
        {back}
        <Button icon={<DownloadOutlined aria-hidden />} href={`/api/profile/list/${encodeURIComponent(list.id)}/export`} download>
          Export CSV
        </Button>
      </Flex>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3, overflowWrap: 'anywhere' }}>
          {list.name}
        </Typography.Title>
        {list.description && (
          <Typography.Paragraph style={{ color: token.colorTextSecondary, margin: `${token.marginXXS}px 0 0` }}>
            {list.description}
          </Typography.Paragraph>
        )}
      </div>
      <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading5 }}>
        Profiles ({list.linkedinUsernames.length})
      </Typography.Title>
      {body}
    </Flex>
  );
}
