import { DeleteOutlined, LinkedinOutlined } from '@ant-design/icons';
import { Avatar, Button, Grid, Pagination, Table, Tooltip, Typography, theme, type PaginationProps } from 'antd';
import { NumberedCards } from '../common/NumberedCards';
import type { ListProfilesTableRowFragment as Entry } from '../../graphql/generated';
import { EntryAttribution, EntryContacts, EntryTags, NotesEditor, StageSelect } from './EntryWork';

const NOT_FOUND = 'Not found';

/** How an entry is named in labels: a person who asked to be removed is not named. */
function nameOf(entry: Entry): string {
  return entry.removedNote ? 'a removed person' : (entry.fullName ?? entry.linkedinUsername);
}

/** A cell's text: 'Not found' for an entry whose profile is gone, 'N/A' for a missing value. */
function cell(entry: Entry, value: string | null | undefined) {
  if (entry.error) return <Typography.Text type="secondary">{NOT_FOUND}</Typography.Text>;
  return value ? <span style={{ overflowWrap: 'anywhere' }}>{value}</span> : <Typography.Text type="secondary">N/A</Typography.Text>;
}

function LinkCell({ entry }: { entry: Entry }) {
  if (entry.error) return <Typography.Text type="secondary">{NOT_FOUND}</Typography.Text>;
  if (!entry.linkedinLink) return <Typography.Text type="secondary">No link</Typography.Text>;
  return (
    <Tooltip title="Open the LinkedIn profile">
      <a
        href={entry.linkedinLink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`LinkedIn profile of ${nameOf(entry)} (opens in a new tab)`}
      >
        <LinkedinOutlined style={{ fontSize: 20 }} />
      </a>
    </Tooltip>
  );
}

function Picture({ entry }: { entry: Entry }) {
  if (entry.error) return <Typography.Text type="secondary">{NOT_FOUND}</Typography.Text>;
  const initials = nameOf(entry)
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
 * The name: a button that opens the profile dialog, with its tags below. A profile no longer in the
 * index (a sample person removed) keeps its row: the username it was saved as; a person who asked
 * to be removed, only "Removed at the person's request".
 */
function NameCell({ entry, onOpen }: { entry: Entry; onOpen: (entry: Entry) => void }) {
  const { token } = theme.useToken();
  // A person who asked to be removed: the entry holds nothing of them, and says why.
  if (entry.removedNote) return <Typography.Text type="secondary">{entry.removedNote}</Typography.Text>;
  if (entry.error)
    return (
      <div style={{ display: 'grid', minWidth: 0 }}>
        <span style={{ overflowWrap: 'anywhere' }}>{entry.fullName ?? entry.linkedinUsername}</span>
        <Typography.Text type="secondary">Removed from the index</Typography.Text>
      </div>
    );
  if (!entry.profileId) return cell(entry, entry.fullName);
  return (
    <div style={{ display: 'grid', gap: token.marginXXS, justifyItems: 'start', minWidth: 0 }}>
      <Button
        type="link"
        aria-haspopup="dialog"
        onClick={() => onOpen(entry)}
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {entry.fullName}
      </Button>
      <EntryTags entry={entry} />
    </div>
  );
}

/** The stage select, and on a list shared with the team who added the person and last set the stage. */
function StageCell({ listId, entry, shared }: { listId: string; entry: Entry; shared: boolean }) {
  const { token } = theme.useToken();
  if (!shared) return <StageSelect listId={listId} entry={entry} />;
  return (
    <div style={{ display: 'grid', gap: token.marginXXS, minWidth: 0 }}>
      <StageSelect listId={listId} entry={entry} />
      <EntryAttribution entry={entry} />
    </div>
  );
}

/** Which page of a list's profiles is shown, of how many profiles, and how to go to another. */
export interface ListPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/** Page sizes a recruiter may choose; the first is the default. */
export const LIST_PAGE_SIZES = [25, 50, 100] as const;

function paginationOf(paging: ListPaging): PaginationProps | false {
  if (paging.total <= LIST_PAGE_SIZES[0]) return false;
  return {
    current: paging.page,
    pageSize: paging.pageSize,
    total: paging.total,
    showSizeChanger: true,
    pageSizeOptions: LIST_PAGE_SIZES.map(String),
    onChange: paging.onChange,
    showTotal: (total, [from, to]) => `${from}-${to} of ${total.toLocaleString('en-US')}`,
  };
}

/**
 * A page of the profiles of one list (docs/product-spec.md §2, /list/{listId}), in the order they were added: S.No,
 * picture, LinkedIn link, name (opens the profile; 'Revealed' and 'In N lists' below it),
 * position, company, location, then the recruiter's stage, the revealed contacts with their
 * status, notes and a remove button each. On a list shared with the team, below each stage: who
 * added the person and who last set the stage. Below 1200 px the rows become a list of cards.
 */
export function ListProfilesTable({
  listId,
  shared = false,
  entries,
  paging,
  loading,
  onRemove,
  onOpen,
}: {
  listId: string;
  /** The list is shared with the team: each entry says who added the person and last set the stage. */
  shared?: boolean;
  /** The profiles of the page shown. */
  entries: readonly Entry[];
  paging: ListPaging;
  /** Another page is on its way. */
  loading?: boolean;
  onRemove: (entry: Entry) => void;
  /** Opens the profile dialog for this entry. */
  onOpen: (entry: Entry) => void;
}) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();

  const removeButton = (entry: Entry) => (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Remove ${nameOf(entry)} from the list`}
      onClick={() => onRemove(entry)}
    />
  );

  const first = (paging.page - 1) * paging.pageSize + 1;
  const pagination = paginationOf(paging);

  if (!screens.lg) {
    return (
      <div style={{ display: 'grid', gap: token.margin }} aria-busy={loading || undefined}>
        <NumberedCards label="Profiles in this list" items={entries} start={first} keyOf={(entry) => entry.linkedinUsername}>
          {(entry) => (
            <>
              <Picture entry={entry} />
              <div style={{ display: 'grid', gap: 2, minWidth: 0, flex: 1 }}>
                <NameCell entry={entry} onOpen={onOpen} />
                <span>{cell(entry, entry.currentPosition)}</span>
                <span>{cell(entry, entry.company)}</span>
                <Typography.Text type="secondary">{cell(entry, entry.location)}</Typography.Text>
                <LinkCell entry={entry} />
                <div style={{ display: 'grid', gap: token.marginXS, marginTop: token.marginXS }}>
                  <StageCell listId={listId} entry={entry} shared={shared} />
                  <EntryContacts entry={entry} />
                  <NotesEditor listId={listId} entry={entry} />
                </div>
              </div>
              {removeButton(entry)}
            </>
          )}
        </NumberedCards>
        {pagination && <Pagination {...pagination} simple align="center" />}
      </div>
    );
  }

  return (
    <Table<Entry>
      rowKey="linkedinUsername"
      dataSource={entries as Entry[]}
      loading={loading}
      pagination={pagination}
      // Eleven columns need about 1,500 px: narrower, the table scrolls inside itself (never the page),
      // the person's columns and the remove button staying in view.
      scroll={{ x: 1540 }}
      columns={[
        { title: 'S.No', key: 'sno', width: 72, fixed: 'left', render: (_v, e) => first + entries.indexOf(e) },
        { title: 'Picture', key: 'picture', width: 92, fixed: 'left', render: (_v, e) => <Picture entry={e} /> },
        { title: 'LinkedIn', key: 'link', width: 96, fixed: 'left', render: (_v, e) => <LinkCell entry={e} /> },
        { title: 'Name', key: 'name', width: 170, fixed: 'left', render: (_v, e) => <NameCell entry={e} onOpen={onOpen} /> },
        { title: 'Position', key: 'position', width: 170, render: (_v, e) => cell(e, e.currentPosition) },
        { title: 'company', key: 'company', width: 130, render: (_v, e) => cell(e, e.company) },
        { title: 'Location', key: 'location', width: 130, render: (_v, e) => cell(e, e.location) },
        { title: 'Stage', key: 'stage', width: 160, render: (_v, e) => <StageCell listId={listId} entry={e} shared={shared} /> },
        { title: 'Contacts', key: 'contacts', width: 240, render: (_v, e) => <EntryContacts entry={e} /> },
        { title: 'Notes', key: 'notes', width: 240, render: (_v, e) => <NotesEditor listId={listId} entry={e} /> },
        { title: 'Action', key: 'action', width: 92, align: 'center', fixed: 'right', render: (_v, e) => removeButton(e) },
      ]}
    />
  );
}
