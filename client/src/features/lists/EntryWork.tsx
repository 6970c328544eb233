import { CheckOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, Select, Tag, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { handled } from '../../lib/handled';
import type { ListProfilesTableRowFragment as Entry, ListStage } from '../../graphql/generated';
import { serverMessage } from '../common/errors';
import { entryAttribution, stageHistoryLines } from './sharingText';
import { STAGE_LABELS } from './stageLabels';
import { useListMutations } from './useLists';
import { SampleTag } from '../people/SampleTag';

const STAGE_OPTIONS = (Object.keys(STAGE_LABELS) as ListStage[]).map((value) => ({ value, label: STAGE_LABELS[value] }));

export const NOTES_MAX = 2000;

// Keyed by the stored string, so a status the contacts module adds later still shows (as itself).
const STATUS: Record<string, { label: string; color: string }> = {
  verified: { label: 'Verified', color: 'green' },
  likely: { label: 'Likely', color: 'gold' },
  unverified: { label: 'Unverified', color: 'default' },
  outdated: { label: 'Outdated', color: 'default' },
};

const nameOf = (entry: Entry) => entry.fullName ?? entry.linkedinUsername;

/** The stage select of one person: saved as soon as it changes. */
export function StageSelect({ listId, entry }: { listId: string; entry: Entry }) {
  const { message } = App.useApp();
  const { updateListEntry } = useListMutations();
  const [saving, setSaving] = useState(false);
  const change = async (stage: ListStage) => {
    setSaving(true);
    try {
      await updateListEntry(listId, entry.linkedinUsername, { stage });
      message.success(`${nameOf(entry)}: ${STAGE_LABELS[stage]}.`);
    } catch (err) {
      message.error(serverMessage(err, 'The stage could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Select<ListStage>
      value={entry.stage}
      options={STAGE_OPTIONS}
      onChange={(stage) => handled(change(stage), 'Saving the stage')}
      loading={saving}
      aria-label={`Stage of ${nameOf(entry)}`}
      style={{ minWidth: 140, width: '100%' }}
    />
  );
}

/** The notes of one person: edit, then Save (up to 2,000 characters); 'Saved' says it worked. */
export function NotesEditor({ listId, entry }: { listId: string; entry: Entry }) {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const { updateListEntry } = useListMutations();
  const [text, setText] = useState(entry.notes ?? '');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  // The saved notes (from the server) replace the draft when they change.
  useEffect(() => setText(entry.notes ?? ''), [entry.notes]);
  const dirty = text.trim() !== (entry.notes ?? '');

  const save = async () => {
    setSaving(true);
    setSaved(false);
    try {
      await updateListEntry(listId, entry.linkedinUsername, { notes: text });
      setSaved(true);
    } catch (err) {
      message.error(serverMessage(err, 'The notes could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ display: 'grid', gap: token.marginXXS, minWidth: 0 }}>
      <Input.TextArea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setSaved(false);
        }}
        maxLength={NOTES_MAX}
        autoSize={{ minRows: 1, maxRows: 5 }}
        placeholder="Notes"
        aria-label={`Notes on ${nameOf(entry)}`}
      />
      <Flex align="center" gap={token.marginXS} wrap>
        <Button
          size="small"
          disabled={!dirty}
          loading={saving}
          onClick={() => handled(save(), 'Saving the notes')}
          aria-label={`Save notes on ${nameOf(entry)}`}
        >
          Save
        </Button>
        <span role="status" style={{ color: token.colorSuccess, fontSize: token.fontSizeSM }}>
          {saved && !dirty && (
            <>
              <CheckOutlined aria-hidden /> Saved
            </>
          )}
        </span>
      </Flex>
    </div>
  );
}

/**
 * On a list shared with the team, who added the person and who last set the stage, as small
 * secondary lines ('Added by Ann Lee', 'Stage set by Ben Roe · Nov 27'); nothing when unknown.
 * When the stage changed more than once, every change opens below ('Stage history (3)').
 */
export function EntryAttribution({ entry }: { entry: Entry }) {
  const { token } = theme.useToken();
  const lines = entry.error ? [] : entryAttribution(entry);
  if (lines.length === 0) return null;
  const history = entry.stageHistory ?? [];
  const small = { fontSize: token.fontSizeSM, overflowWrap: 'anywhere' } as const;
  return (
    <div style={{ display: 'grid', minWidth: 0 }}>
      {lines.map((line) => (
        <Typography.Text key={line} type="secondary" style={small}>
          {line}
        </Typography.Text>
      ))}
      {history.length > 1 && (
        <details style={{ ...small, color: token.colorTextSecondary }}>
          <summary style={{ cursor: 'pointer' }}>{`Stage history (${history.length})`}</summary>
          <ol style={{ margin: 0, paddingInlineStart: token.paddingMD }}>
            {stageHistoryLines(history).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

/** 'Sample' (a generated person), 'Revealed' and 'In N lists', as tags. */
export function EntryTags({ entry }: { entry: Entry }) {
  if (entry.error) return null;
  return (
    <Flex wrap gap={4}>
      {entry.sample && <SampleTag />}
      {entry.revealed && (
        <Tag color="green" style={{ margin: 0 }}>
          Revealed
        </Tag>
      )}
      <Tag style={{ margin: 0 }}>
        In {entry.listCount} {entry.listCount === 1 ? 'list' : 'lists'}
      </Tag>
    </Flex>
  );
}

/** The contacts this user revealed, best first, each with its status; 'Not revealed' otherwise. */
export function EntryContacts({ entry }: { entry: Entry }) {
  const { token } = theme.useToken();
  if (entry.error) return null;
  if (!entry.revealed) return <Typography.Text type="secondary">Not revealed</Typography.Text>;
  const items = [
    ...entry.emails.map((e) => ({ key: e.address, icon: <MailOutlined aria-label="E-mail" />, status: e.status as string })),
    ...entry.phoneNumbers.map((p) => ({ key: p.number, icon: <PhoneOutlined aria-label="Phone" />, status: p.status as string })),
  ];
  if (items.length === 0) return <Typography.Text type="secondary">No contacts found</Typography.Text>;
  return (
    <ul
      aria-label={`Contacts of ${nameOf(entry)}`}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginXXS }}
    >
      {items.map((item) => (
        <li key={item.key} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.marginXXS, minWidth: 0 }}>
          {item.icon}
          <Typography.Text copyable={{ text: item.key, tooltips: ['Copy', 'Copied'] }} style={{ overflowWrap: 'anywhere' }}>
            {item.key}
          </Typography.Text>
          <Tag color={STATUS[item.status]?.color ?? 'default'} style={{ margin: 0 }}>
            {STATUS[item.status]?.label ?? item.status}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
