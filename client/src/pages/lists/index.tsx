import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { App, Button, Flex, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { handled } from '../../lib/handled';
import { serverMessage } from '../../features/common/errors';
import { QueryState } from '../../features/common/QueryState';
import { CreateListFields } from '../../features/lists/CreateListFields';
import { ListsTable } from '../../features/lists/ListsTable';
import { useTeamRole } from '../../features/lists/ListSharing';
import { MatchFileButton } from '../../features/lists/MatchFileButton';
import { useListMutations } from '../../features/lists/useLists';
import { RouterButton } from '../../features/common/RouterButton';
import { useMyListsQuery } from '../../graphql/generated';

/** A small dialog to create an empty list from /lists; a user in a team may share it with the team at once. */
function CreateListButton() {
  const { message } = App.useApp();
  const { createList, busy } = useListMutations();
  const inTeam = useTeamRole() !== null;
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [shared, setShared] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setName('');
    setDescription('');
    setShared(false);
    setFailure(null);
  };
  const submit = async () => {
    const created = await createList(name, description, inTeam && shared);
    if (!created.list) return setFailure(created.error);
    message.success(`List “${created.list.name}” created${created.list.shared ? ' and shared with your team' : ''}.`);
    close();
  };
  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)}>
        New list
      </Button>
      <Modal
        open={open}
        title="Create a new list"
        okText="Create List"
        confirmLoading={busy}
        onOk={() => handled(submit(), 'Creating the list')}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <CreateListFields
            name={name}
            description={description}
            onName={setName}
            onDescription={setDescription}
            shared={shared}
            onShared={inTeam ? setShared : undefined}
            autoFocus
          />
          {failure && (
            <Typography.Text type="danger" role="alert">
              {failure}
            </Typography.Text>
          )}
        </Flex>
      </Modal>
    </>
  );
}

/**
 * /lists, My Lists (docs/product-spec.md §2): the user's lists and those their team shares, newest
 * first, each a link to its profiles.
 */
export function Component() {
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useMyListsQuery({ fetchPolicy: 'cache-and-network' });
  const lists = data?.lists ?? [];

  const body = (
    <QueryState
      loading={!data && loading}
      failed={!data && Boolean(error)}
      empty={lists.length === 0}
      loadingView={{ skeleton: { label: 'Loading your lists', rows: 4 } }}
      errorView={{
        as: 'h2',
        title: 'Your lists could not be loaded',
        message: serverMessage(error, 'Check your connection and try again.'),
        onRetry: refetch,
      }}
      emptyView={{
        icon: <UnorderedListOutlined aria-hidden />,
        title: 'No lists yet',
        description: "Save profiles from your search results with 'Add to List'.",
        action: (
          <RouterButton type="primary" to="/dashboard">
            Start a search
          </RouterButton>
        ),
      }}
    >
      <ListsTable lists={lists} />
    </QueryState>
  );

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 1000, margin: '0 auto', minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={token.margin} wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          My Lists
        </Typography.Title>
        <Flex gap={token.marginSM} wrap>
          <MatchFileButton />
          <CreateListButton />
        </Flex>
      </Flex>
      {body}
    </Flex>
  );
}
