import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Flex, Grid, Popconfirm, Table, Tag, Typography, theme } from 'antd';
import { Link } from 'react-router';
import { NumberedCards } from '../common/NumberedCards';
import type { ListsTableRowFragment, TeamRole } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { SharedMarks, ShareListButton, useTeamRole } from './ListSharing';
import { canManageList } from './sharingText';
import { useListMutations } from './useLists';

/** Total Profiles: how many profiles the list holds, 0 when absent (docs/product-spec.md §2). */
export const totalProfiles = (list: Pick<ListsTableRowFragment, 'profileCount'>) => list.profileCount ?? 0;

/** The List Name chip: a link to /list/{id}. */
function NameChip({ list }: { list: ListsTableRowFragment }) {
  const { token } = theme.useToken();
  return (
    <Tag style={{ margin: 0, padding: 0, maxWidth: '100%', whiteSpace: 'normal', fontSize: token.fontSize }}>
      <Link
        to={`/list/${list.id}`}
        style={{
          display: 'inline-block',
          padding: `${token.paddingXXS}px ${token.paddingXS}px`,
          color: token.colorText,
          overflowWrap: 'anywhere',
        }}
      >
        {list.name}
      </Link>
    </Tag>
  );
}

function DeleteButton({ list }: { list: ListsTableRowFragment }) {
  const { message } = App.useApp();
  const { deleteList } = useListMutations();
  return (
    <Popconfirm
      title="Delete this list?"
      description={`“${list.name}” and its saved profiles will be removed. This cannot be undone.`}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      // antd's Popconfirm awaits the promise onConfirm returns (its typing says void): the Delete
      // button spins and the popup stays open until the delete ends. The action handles its own failure.
      // oxlint-disable-next-line typescript/no-misused-promises
      onConfirm={async () => {
        try {
          await deleteList(list.id);
          message.success(`List “${list.name}” deleted.`);
        } catch (err) {
          message.error(serverMessage(err, 'The list could not be deleted. Please try again.'));
        }
      }}
    >
      <Button type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`Delete list ${list.name}`} />
    </Popconfirm>
  );
}

/** The name chip, and below it 'Shared with team' (with its owner when a teammate's). */
function NameCell({ list }: { list: ListsTableRowFragment }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'grid', gap: token.marginXXS, justifyItems: 'start', minWidth: 0 }}>
      <NameChip list={list} />
      <SharedMarks list={list} />
    </div>
  );
}

/** Share or make private, and delete: each only for whoever may (the list's owner, or a team admin for a shared list). */
function Actions({ list, role }: { list: ListsTableRowFragment; role: TeamRole | null }) {
  return (
    <Flex gap={4} justify="center">
      <ShareListButton list={list} role={role} compact />
      {canManageList(list, role) && <DeleteButton list={list} />}
    </Flex>
  );
}

/**
 * My Lists (docs/product-spec.md §2, on /lists and the account page): S.No, List Name (a chip linking to
 * /list/{id}; 'Shared with team' below a list the team sees, with its owner when a teammate's),
 * Description, Total Profiles, Action (share with the team or make private; delete, after a
 * confirmation). Below 600 px the rows become a list.
 */
export function ListsTable({ lists, loading }: { lists: readonly ListsTableRowFragment[]; loading?: boolean }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const role = useTeamRole();

  if (!screens.sm) {
    return (
      <NumberedCards label="Your lists" items={lists} keyOf={(list) => list.id}>
        {(list) => (
          <>
            <div style={{ display: 'grid', gap: token.marginXXS, minWidth: 0, flex: 1 }}>
              <NameCell list={list} />
              {list.description && <Typography.Text style={{ overflowWrap: 'anywhere' }}>{list.description}</Typography.Text>}
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {totalProfiles(list)} {totalProfiles(list) === 1 ? 'profile' : 'profiles'}
              </Typography.Text>
            </div>
            <Actions list={list} role={role} />
          </>
        )}
      </NumberedCards>
    );
  }

  return (
    <Table<ListsTableRowFragment>
      rowKey="id"
      dataSource={lists as ListsTableRowFragment[]}
      loading={loading}
      pagination={lists.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: true }}
      columns={[
        { title: 'S.No', key: 'sno', width: 72, render: (_v, list) => lists.indexOf(list) + 1 },
        { title: 'List Name', key: 'name', render: (_v, list) => <NameCell list={list} /> },
        {
          title: 'Description',
          dataIndex: 'description',
          render: (v: string | null) =>
            v ? <span style={{ overflowWrap: 'anywhere' }}>{v}</span> : <Typography.Text type="secondary">—</Typography.Text>,
        },
        { title: 'Total Profiles', key: 'total', width: 130, align: 'right', render: (_v, list) => totalProfiles(list) },
        { title: 'Action', key: 'action', width: 110, align: 'center', render: (_v, list) => <Actions list={list} role={role} /> },
      ]}
    />
  );
}
