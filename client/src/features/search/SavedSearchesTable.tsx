import { DeleteOutlined, EditOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { App, Button, Flex, Grid, Popconfirm, Table, Typography, theme } from 'antd';
import { useState } from 'react';
import { TIMINGS } from '../../lib/theme';
import {
  type SavedSearchRowFragment as Saved,
  SavedSearchesDocument,
  useDeleteSavedSearchMutation,
  useRenameSavedSearchMutation,
} from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { RouterButton } from '../common/RouterButton';
import { RowCards } from '../common/RowCards';
import { ALERT_LABEL } from './alertText';
import { mustHaveSummary } from './mustHaveText';
import { SavedSearchAlertSelect } from './SavedSearchAlertSelect';
import { SearchNameDialog } from './SearchNameDialog';
import { savedSearchPath } from './searchParams';
import { formatRunTime } from './searchText';
import { SEARCH_TABS } from './searchTypes';

const typeLabel = (saved: Saved) => SEARCH_TABS.find((tab) => tab.type === saved.type)?.label ?? saved.type;

/** The search a saved search runs, its type and the must-haves it keeps (unless the defaults), under its name. */
function SearchOf({ saved }: { saved: Saved }) {
  const { token } = theme.useToken();
  const mustHave = mustHaveSummary(saved.mustHave);
  return (
    <Typography.Text style={{ color: token.colorTextSecondary, overflowWrap: 'anywhere' }}>
      {saved.searchTerm} · {typeLabel(saved)}
      {mustHave && ` · ${mustHave}`}
    </Typography.Text>
  );
}

/** Run, Rename and Delete (with a confirmation) of one saved search. */
function Actions({ saved, onRename }: { saved: Saved; onRename: (saved: Saved) => void }) {
  const { message } = App.useApp();
  const [remove, { loading }] = useDeleteSavedSearchMutation({ refetchQueries: [SavedSearchesDocument] });
  const confirmDelete = async () => {
    try {
      await remove({ variables: { id: saved.id } });
      message.success({ content: `Deleted "${saved.name}".`, duration: TIMINGS.snackbar / 1000 });
    } catch (err) {
      message.error({ content: serverMessage(err, 'The search could not be deleted.'), duration: TIMINGS.snackbar / 1000 });
    }
  };
  return (
    <Flex wrap gap="small">
      <RouterButton
        type="primary"
        size="small"
        icon={<PlayCircleOutlined aria-hidden />}
        to={savedSearchPath(saved)}
        aria-label={`Run ${saved.name}`}
      >
        Run
      </RouterButton>
      <Button size="small" icon={<EditOutlined aria-hidden />} onClick={() => onRename(saved)} aria-label={`Rename ${saved.name}`}>
        Rename
      </Button>
      <Popconfirm
        title={`Delete "${saved.name}"?`}
        description="The saved search goes; the profiles stay."
        okText="Delete"
        cancelText="Cancel"
        okButtonProps={{ danger: true, loading }}
        // antd's Popconfirm awaits the promise onConfirm returns (its typing says void): the popup stays
        // open until the delete ends. confirmDelete handles its own failure.
        // oxlint-disable-next-line typescript/no-misused-promises
        onConfirm={confirmDelete}
      >
        {/* Not red itself: small red text on the dark theme falls short of the contrast ratio; the confirmation's button is. */}
        <Button size="small" icon={<DeleteOutlined aria-hidden />} aria-label={`Delete ${saved.name}`}>
          Delete
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/** The rename dialog: the name, trimmed, 1 to 100 characters; a taken name says so. */
function RenameDialog({ saved, onClose }: { saved: Saved | null; onClose: () => void }) {
  const [rename] = useRenameSavedSearchMutation();
  const submit = async (name: string): Promise<string | null> => {
    if (!saved) return null;
    try {
      await rename({ variables: { id: saved.id, name } });
      onClose();
      return null;
    } catch (err) {
      return serverMessage(err, 'The search could not be renamed. Please try again.');
    }
  };
  return (
    <SearchNameDialog
      open={saved !== null}
      title="Rename the saved search"
      okText="Rename"
      initialName={saved?.name ?? ''}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

/**
 * Saved searches on /searches: name, the search, when it last ran, whether it e-mails new people
 * (Off, Daily, Weekly), and Run (opens /search with the saved search's state, its must-haves
 * included, and `saved={id}`: a new run, marking who is new), Rename, Delete. Below 600 px the rows
 * become a list, so nothing overflows.
 */
export function SavedSearchesTable({ items }: { items: readonly Saved[] }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const [renaming, setRenaming] = useState<Saved | null>(null);
  const dialog = <RenameDialog saved={renaming} onClose={() => setRenaming(null)} />;

  if (!screens.sm) {
    return (
      <>
        <RowCards
          as="ul"
          label="Your saved searches"
          items={items}
          rowKey={(saved) => saved.id}
          itemStyle={{ display: 'grid', gap: token.marginXS, background: token.colorBgContainer }}
          render={(saved) => (
            <>
              <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                {saved.name}
              </Typography.Text>
              <SearchOf saved={saved} />
              <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
                Last run <time dateTime={saved.lastRunAt}>{formatRunTime(saved.lastRunAt)}</time>
              </Typography.Text>
              <Flex wrap align="center" gap="small">
                <Typography.Text style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }} aria-hidden>
                  {ALERT_LABEL}
                </Typography.Text>
                <SavedSearchAlertSelect saved={saved} />
              </Flex>
              <Actions saved={saved} onRename={setRenaming} />
            </>
          )}
        />
        {dialog}
      </>
    );
  }

  return (
    <div style={{ width: '100%', minWidth: 0 }}>
      <Table<Saved>
        rowKey="id"
        dataSource={items as Saved[]}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          {
            title: 'Name',
            key: 'name',
            render: (_value, saved) => (
              <div style={{ display: 'grid', gap: token.marginXXS, minWidth: 0 }}>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {saved.name}
                </Typography.Text>
                <SearchOf saved={saved} />
              </div>
            ),
          },
          {
            title: 'Last run',
            key: 'lastRun',
            width: 200,
            render: (_value, saved) => <time dateTime={saved.lastRunAt}>{formatRunTime(saved.lastRunAt)}</time>,
          },
          {
            title: ALERT_LABEL,
            key: 'alert',
            width: 150,
            render: (_value, saved) => <SavedSearchAlertSelect saved={saved} />,
          },
          { title: 'Actions', key: 'actions', width: 280, render: (_value, saved) => <Actions saved={saved} onRename={setRenaming} /> },
        ]}
      />
      {dialog}
    </div>
  );
}
