import { FileSearchOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Alert, Button, Checkbox, Flex, Input, Modal, Table, Tag, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fileText } from '../../lib/fileText';
import { handled } from '../../lib/handled';
import { serverMessage } from '../common/errors';
import { useAddProfilesToListMutation, useMatchPeopleLazyQuery, type MatchPeopleQuery } from '../../graphql/generated';
import { SampleTag } from '../people/SampleTag';
import { fileProblem, listNameForFile, MATCH_STATUS_TAG, matchSummary, saveMatchesLabel } from './matchText';
import { useListMutations } from './useLists';

type Result = MatchPeopleQuery['matchPeople'];
type Row = Result['rows'][number];

/** The profiles a list can take at once (addProfilesToList). */
const ADD_CHUNK = 100;

/**
 * "Match a file" on My Lists: a recruiter's CSV of people (LinkedIn links, e-mails, or names with
 * companies) matched against the index, each row shown as exact, probable (with why) or not found,
 * and the matches saved as a new list. Nothing is charged: contacts are revealed from the list as
 * from anywhere else.
 */
export function MatchFileButton() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [listName, setListName] = useState('');
  const [onlyUnmatched, setOnlyUnmatched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [match, { loading }] = useMatchPeopleLazyQuery({ fetchPolicy: 'no-cache' });
  const [result, setResult] = useState<Result | undefined>();
  const { createList } = useListMutations();
  const [addProfiles] = useAddProfilesToListMutation();
  // Every match is saved unless the user unticks its row (a probable match they know is someone else).
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  const matched = (result?.rows ?? []).filter((r) => r.person);
  const kept = matched.filter((r) => !leftOut.has(r.line));
  const keptIds = [...new Set(kept.map((r) => r.person!.id))];

  const close = () => {
    setOpen(false);
    setFileName(null);
    setProblem(null);
    setOnlyUnmatched(false);
    setResult(undefined);
    setLeftOut(new Set());
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const refused = fileProblem(file);
    setProblem(refused);
    setFileName(file.name);
    setResult(undefined);
    setLeftOut(new Set());
    if (refused) return;
    setListName(listNameForFile(file.name));
    try {
      const answer = await match({ variables: { csv: await fileText(file) } });
      setResult(answer.data?.matchPeople);
      if (answer.error) setProblem(serverMessage(answer.error, 'The file could not be matched. Please try again.'));
    } catch (err) {
      setProblem(serverMessage(err, 'The file could not be matched. Please try again.'));
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      const created = await createList(listName, `Matched from ${fileName ?? 'a file'}`);
      if (!created.list) return setProblem(created.error);
      const ids = keptIds;
      for (let i = 0; i < ids.length; i += ADD_CHUNK)
        await addProfiles({ variables: { listId: created.list.id, profileIds: ids.slice(i, i + ADD_CHUNK) } });
      message.success(`${ids.length === 1 ? '1 person' : `${ids.length} people`} saved in “${created.list.name}”.`);
      close();
      await navigate(`/list/${created.list.id}`);
    } catch (err) {
      setProblem(`The list could not be saved: ${serverMessage(err, 'please try again.')}`);
    } finally {
      setSaving(false);
    }
  };

  const rows = (result?.rows ?? []).filter((r) => !onlyUnmatched || !r.person);
  return (
    <>
      <Button icon={<FileSearchOutlined aria-hidden />} onClick={() => setOpen(true)}>
        Match a file
      </Button>
      <Modal
        open={open}
        title="Match your own list of people"
        width={900}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button
            key="save"
            type="primary"
            disabled={!keptIds.length || !listName.trim()}
            loading={saving}
            onClick={() => handled(save(), 'Saving the matches')}
          >
            {saveMatchesLabel(keptIds.length)}
          </Button>,
        ]}
      >
        <Flex vertical gap={token.margin}>
          <Typography.Paragraph style={{ margin: 0 }}>
            Upload a CSV with a row per person: a LinkedIn link, an e-mail, or a name with a company (with a header such as First Name, Last
            Name, Company, or none). Each row is matched against the index; nothing is charged until you reveal contacts.
          </Typography.Paragraph>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv,.txt"
            aria-label="CSV file of people"
            style={{ display: 'none' }}
            onChange={(e) => {
              handled(choose(e.target.files?.[0]), 'Matching the file');
              e.target.value = '';
            }}
          />
          <Flex gap={token.marginSM} align="center" wrap>
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()} loading={loading}>
              {fileName ? 'Choose another file' : 'Choose a CSV file'}
            </Button>
            {fileName && <Typography.Text type="secondary">{fileName}</Typography.Text>}
          </Flex>
          {problem && <Alert type="error" showIcon message={problem} role="alert" />}
          {result && (
            <>
              <Flex justify="space-between" align="center" gap={token.margin} wrap>
                <Typography.Text strong role="status">
                  {matchSummary(result)}
                </Typography.Text>
                <Checkbox checked={onlyUnmatched} onChange={(e) => setOnlyUnmatched(e.target.checked)} disabled={!result.notFound}>
                  Show only rows not found
                </Checkbox>
              </Flex>
              <Table<Row>
                size="small"
                rowKey="line"
                dataSource={rows}
                rowSelection={{
                  selectedRowKeys: kept.map((r) => r.line),
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => {
                    const ticked = new Set(keys.map(Number));
                    setLeftOut(new Set(matched.filter((r) => !ticked.has(r.line)).map((r) => r.line)));
                  },
                  getCheckboxProps: (r) => ({
                    disabled: !r.person,
                    'aria-label': r.person ? `Save line ${r.line}, ${r.person.fullName}` : `Line ${r.line}, not found`,
                  }),
                }}
                pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
                scroll={{ x: 640 }}
                columns={[
                  { title: 'Line', dataIndex: 'line', width: 60 },
                  {
                    title: 'In your file',
                    dataIndex: 'given',
                    render: (v: string) => <span style={{ overflowWrap: 'anywhere' }}>{v}</span>,
                  },
                  {
                    title: 'Match',
                    key: 'status',
                    width: 110,
                    render: (_v, r) => <Tag color={MATCH_STATUS_TAG[r.status].color}>{MATCH_STATUS_TAG[r.status].label}</Tag>,
                  },
                  {
                    title: 'Person in the index',
                    key: 'person',
                    render: (_v, r) =>
                      r.person ? (
                        <Flex vertical gap={2}>
                          <Flex gap={token.marginXS} align="center" wrap>
                            <Typography.Text strong>{r.person.fullName}</Typography.Text>
                            {r.person.sample && <SampleTag />}
                          </Flex>
                          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                            {r.reason}
                          </Typography.Text>
                        </Flex>
                      ) : (
                        <Typography.Text type="secondary">{r.reason}</Typography.Text>
                      ),
                  },
                ]}
              />
              {matched.length > 0 && (
                <Typography.Text type="secondary">Every match is saved; untick a row to leave its person out.</Typography.Text>
              )}
              <Flex vertical gap={token.marginXXS}>
                <Typography.Text strong>
                  <label htmlFor="match-list-name">Name of the new list</label>
                </Typography.Text>
                <Input id="match-list-name" value={listName} maxLength={100} onChange={(e) => setListName(e.target.value)} />
              </Flex>
            </>
          )}
        </Flex>
      </Modal>
    </>
  );
}
