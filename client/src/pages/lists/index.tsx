import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { App, Button, Empty, Flex, Modal, Result, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { handled } from '../../app/handled';
import { serverMessage } from '../../features/common/errors';
import { RetryButton } from '../../features/common/RetryButton';
import { CreateListFields } from '../../features/lists/CreateListFields';
import { ListsTable } from '../../features/lists/ListsTable';
import { useListMutations } from '../../features/lists/useLists';
import { RouterButton } from '../../features/public/RouterButton';
import { useMyListsQuery } from '../../graphql/generated';

/** A small dialog to create an empty list from /lists. */
function CreateListButton() {
  const { message } = App.useApp();
  const { createList, busy } = useListMutations();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setName('');
    setDescription('');
    setFailure(null);
  };
  const submit = async () => {
    const created = await createList(name, description);
    if (!created.list) return setFailure(created.error);
    message.success(`List “${created.list.name}” created.`);
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
          <CreateListFields name={name} description={description} onName={setName} onDescription={setDescription} autoFocus />
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

/** /lists, My Lists (spec section 2): the user's lists, newest first, each a link to its profiles. */
export function Component() {
  const { token } = theme.useToken();
  const { data, loading, error, refetch } = useMyListsQuery({ fetchPolicy: 'cache-and-network' });
  const lists = data?.lists ?? [];

  let body;
  if (!data && loading) {
    body = (
      <div role="status" aria-label="Loading your lists">
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      </div>
    );
  } else if (!data && error) {
    body = (
      <Result
        status="warning"
        title={<h2 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>Your lists could not be loaded</h2>}
        subTitle={serverMessage(error, 'Check your connection and try again.')}
        extra={<RetryButton onRetry={refetch} />}
      />
    );
  } else if (lists.length === 0) {
    body = (
      <Empty
        image={<UnorderedListOutlined aria-hidden style={{ fontSize: 48, color: token.colorTextSecondary }} />}
        description={
          <Flex vertical gap={token.marginXS} align="center">
            <Typography.Text strong>No lists yet</Typography.Text>
            <Typography.Text style={{ color: token.colorTextSecondary }}>
              Save profiles from your search results with 'Add to List'.
            </Typography.Text>
          </Flex>
        }
      >
        <RouterButton type="primary" to="/dashboard">
          Start a search
        </RouterButton>
      </Empty>
    );
  } else {
    body = <ListsTable lists={lists} />;
  }

  return (
    <Flex vertical gap={token.marginLG} style={{ width: '100%', maxWidth: 1000, margin: '0 auto', minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={token.margin} wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          My Lists
        </Typography.Title>
        <CreateListButton />
      </Flex>
      {body}
    </Flex>
  );
}
