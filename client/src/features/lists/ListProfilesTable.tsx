import { DeleteOutlined, LinkedinOutlined } from '@ant-design/icons';
import { Avatar, Button, Grid, Table, Tooltip, Typography } from 'antd';
import { NumberedCards } from '../common/NumberedCards';
import type { ListProfilesTableRowFragment as Entry } from '../../graphql/generated';

const NOT_FOUND = 'Not found';

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
        aria-label={`LinkedIn profile of ${entry.fullName ?? entry.linkedinUsername} (opens in a new tab)`}
      >
        <LinkedinOutlined style={{ fontSize: 20 }} />
      </a>
    </Tooltip>
  );
}

function Picture({ entry }: { entry: Entry }) {
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
 * The profiles of one list (spec section 2, /list/{listId}), in the order they were added: S.No,
 * picture, LinkedIn link, name, position, company, location and a remove button each. Below
 * 900 px the rows become a list.
 */
export function ListProfilesTable({ entries, onRemove }: { entries: readonly Entry[]; onRemove: (entry: Entry) => void }) {
  const screens = Grid.useBreakpoint();

  const removeButton = (entry: Entry) => (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Remove ${entry.fullName ?? entry.linkedinUsername} from the list`}
      onClick={() => onRemove(entry)}
    />
  );

  if (!screens.md) {
    return (
      <NumberedCards label="Profiles in this list" items={entries} keyOf={(entry) => entry.linkedinUsername}>
        {(entry) => (
          <>
            <Picture entry={entry} />
            <div style={{ display: 'grid', gap: 2, minWidth: 0, flex: 1 }}>
              <Typography.Text strong>{cell(entry, entry.fullName)}</Typography.Text>
              <span>{cell(entry, entry.currentPosition)}</span>
              <span>{cell(entry, entry.company)}</span>
              <Typography.Text type="secondary">{cell(entry, entry.location)}</Typography.Text>
              <LinkCell entry={entry} />
            </div>
            {removeButton(entry)}
          </>
        )}
      </NumberedCards>
    );
  }

  return (
    <Table<Entry>
      rowKey="linkedinUsername"
      dataSource={entries as Entry[]}
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
