import { FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, Spin, Typography, theme } from 'antd';
import { useId, useRef, useState } from 'react';
import { type ReadJobDescriptionQuery, useReadJobDescriptionLazyQuery } from '../../graphql/generated';
import { fileText } from '../../lib/fileText';
import { useAppNavigate } from '../../lib/handled';
import { useAutoFocus } from '../../lib/useAutoFocus';
import { serverMessage } from '../common/errors';
import {
  JOB_DESCRIPTION_BUTTON,
  JOB_DESCRIPTION_HINT,
  JOB_DESCRIPTION_LABEL,
  JOB_DESCRIPTION_MAX,
  FILE_UNREADABLE,
  NOT_A_TEXT_FILE,
  OPEN_FILE_LABEL,
  READING_PDF,
  readingSummary,
} from './jobDescriptionText';
import { isPdfFile, readPdfText } from './jobDescriptionPdf';
import { searchPath } from './searchParams';

/**
 * "Start from a job description" (issue 34): a dialog to paste a job description (or open a text
 * file, or a PDF file whose text the server reads into the box), read by the server into an AI query and its must-haves, shown for the recruiter to adjust
 * (the query is editable; on the results page each chip can still be made a nice-to-have or
 * removed) before searching.
 */
export function JobDescriptionButton() {
  const { token } = theme.useToken();
  const navigate = useAppNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [readingPdf, setReadingPdf] = useState(false);
  /** Counts the files opened and the dialog's closings: a PDF's answer that arrives after either is dropped. */
  const fileTurn = useRef(0);
  const textId = useId();
  const queryId = useId();
  const focusRef = useAutoFocus(open);
  const [read, { loading }] = useReadJobDescriptionLazyQuery({ fetchPolicy: 'network-only' });
  const [reading, setReading] = useState<ReadJobDescriptionQuery['readJobDescription'] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    fileTurn.current++;
    setOpen(false);
    setText('');
    setQuery('');
    setFileError(null);
    setReadingPdf(false);
    setReading(null);
    setFailure(null);
  };
  const readText = async () => {
    if (!text.trim()) return;
    setFailure(null);
    try {
      const answer = await read({ variables: { text } });
      if (answer.error || !answer.data) throw answer.error ?? new Error('no answer');
      setReading(answer.data.readJobDescription);
      setQuery(answer.data.readJobDescription.query);
    } catch (err) {
      setFailure(serverMessage(err, 'The job description could not be read.'));
    }
  };
  const openFile = (file: File) => {
    const turn = ++fileTurn.current;
    setFileError(null);
    if (isPdfFile(file)) {
      setReadingPdf(true);
      readPdfText(file).then(
        (content) => {
          if (turn !== fileTurn.current) return;
          setText(content);
          setReadingPdf(false);
        },
        (err: unknown) => {
          if (turn !== fileTurn.current) return;
          setFileError(err instanceof Error ? err.message : FILE_UNREADABLE);
          setReadingPdf(false);
        },
      );
      return;
    }
    setReadingPdf(false);
    if (file.type && !file.type.startsWith('text/')) {
      setFileError(NOT_A_TEXT_FILE);
      return;
    }
    void fileText(file).then(
      (content) => {
        if (turn === fileTurn.current) setText(content.slice(0, JOB_DESCRIPTION_MAX));
      },
      () => {
        if (turn === fileTurn.current) setFileError(FILE_UNREADABLE);
      },
    );
  };
  const search = () => {
    if (!reading || !query.trim()) return;
    close();
    navigate(searchPath({ type: 'ai', page: 1, query: query.trim(), mustHave: reading.mustHave }));
  };

  return (
    <>
      <Button
        type="link"
        icon={<FileTextOutlined aria-hidden />}
        onClick={() => setOpen(true)}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {JOB_DESCRIPTION_BUTTON}
      </Button>
      <Modal
        open={open}
        title={JOB_DESCRIPTION_BUTTON}
        onCancel={close}
        destroyOnHidden
        width={720}
        footer={
          reading ? (
            <Flex justify="flex-end" gap={token.marginXS} wrap>
              <Button onClick={() => setReading(null)}>Edit the description</Button>
              <Button type="primary" onClick={search} disabled={!query.trim()}>
                Search
              </Button>
            </Flex>
          ) : (
            <Flex justify="flex-end" gap={token.marginXS} wrap>
              <Button onClick={close}>Cancel</Button>
              <Button type="primary" loading={loading} onClick={() => void readText()} disabled={!text.trim() || readingPdf}>
                Read it
              </Button>
            </Flex>
          )
        }
      >
        {reading ? (
          <Flex vertical gap={token.marginSM}>
            <label htmlFor={queryId} style={{ fontWeight: token.fontWeightStrong }}>
              Search for
            </label>
            <Input.TextArea
              id={queryId}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoSize={{ minRows: 2, maxRows: 4 }}
              maxLength={500}
            />
            <Typography.Text role="status" style={{ color: token.colorTextSecondary }}>
              {readingSummary(reading)} On the results, each part can be made a nice-to-have or removed.
            </Typography.Text>
          </Flex>
        ) : (
          <Flex vertical gap={token.marginSM}>
            <label htmlFor={textId} style={{ fontWeight: token.fontWeightStrong }}>
              {JOB_DESCRIPTION_LABEL}
            </label>
            <Input.TextArea
              id={textId}
              ref={focusRef}
              value={text}
              onChange={(e) => setText(e.target.value)}
              readOnly={readingPdf}
              autoSize={{ minRows: 8, maxRows: 16 }}
              maxLength={JOB_DESCRIPTION_MAX}
              showCount
              aria-describedby={`${textId}-hint`}
            />
            <Typography.Text id={`${textId}-hint`} style={{ color: token.colorTextSecondary }}>
              {JOB_DESCRIPTION_HINT}
            </Typography.Text>
            <label style={{ color: token.colorTextSecondary }}>
              {OPEN_FILE_LABEL}{' '}
              <input
                type="file"
                accept=".txt,.md,.pdf,text/plain,text/markdown,application/pdf"
                disabled={readingPdf}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) openFile(file);
                }}
              />
            </label>
            {readingPdf && (
              <Flex role="status" align="center" gap={token.marginXS}>
                <Spin size="small" /> {READING_PDF}
              </Flex>
            )}
            {fileError && <Alert type="warning" showIcon role="alert" title={fileError} />}
            {failure && <Alert type="error" showIcon role="alert" title={failure} />}
          </Flex>
        )}
      </Modal>
    </>
  );
}
