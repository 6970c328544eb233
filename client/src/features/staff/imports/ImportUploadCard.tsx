import { CloudUploadOutlined, InboxOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Card, Flex, Form, Input, Progress, Select, Typography, Upload, theme } from 'antd';
import { useId, useState } from 'react';
import { type CsvField, type ImportFormat, ImportJobsDocument } from '../../../graphql/generated';
import { fileText } from '../../../lib/fileText';
import { handled } from '../../../lib/handled';
import { serverMessage } from '../../common/errors';
import { CsvMappingStep, useCsvGuess } from './CsvMappingStep';
import {
  ACCEPTED_FILES,
  DEFAULT_SOURCE,
  fileProblem,
  FORMAT_CHOICES,
  formatLabel,
  guessFormat,
  presetOf,
  SAMPLE_BYTES,
  sizeText,
  sourceProblem,
  uploadProblem,
  uploadQuery,
  type MappingEdits,
  type PresetChoice,
  type UploadAnswer,
  type UploadChoices,
} from './importsText';
import { uploadFailureText, uploadImportFile } from './uploadImport';

/** The format select's words: what each format holds. */
const FORMAT_OPTIONS = FORMAT_CHOICES.map((value) => ({
  value,
  label: value === 'pdl' ? 'People Data Labs (JSON)' : value === 'jsonresume' ? 'JSON Resume' : formatLabel(value),
}));

type Outcome = UploadAnswer | { ok: false; message: string; code: null };

/**
 * The upload card of the imports page: a file (picked or dropped), its format (guessed from the
 * name), the source its facts are kept under and, for a CSV file, the mapping step; then 'Upload
 * and import', with the share of the file sent. The file goes to POST /api/admin/imports; the
 * server's answer is shown as it is and the jobs table is asked again.
 */
export function ImportUploadCard() {
  const { token } = theme.useToken();
  const client = useApolloClient();
  const fileId = useId();
  const formatId = useId();
  const sourceId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sample, setSample] = useState<{ file: File; text: string } | null>(null);
  const [format, setFormat] = useState<ImportFormat>('pdl');
  const [source, setSource] = useState(DEFAULT_SOURCE);
  // Until the source is typed, a preset names it: HubSpot's Record IDs and Greenhouse's Candidate IDs must not meet under one source.
  const [sourceTyped, setSourceTyped] = useState(false);
  const [preset, setPreset] = useState<PresetChoice>('guess');
  const [edits, setEdits] = useState<MappingEdits>({});
  const [percent, setPercent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** The upload the server answered with "imported before": what "Read it again" sends anew. */
  const [imported, setImported] = useState<{ file: File; choices: UploadChoices } | null>(null);
  const uploading = percent !== null;

  const csvFile = format === 'csv' && file !== null && fileProblem(file.name, 'csv') === null;
  const sampleText = csvFile && sample?.file === file && sample.text !== '' ? sample.text : null;
  const { guess, loading: guessing, error: guessError } = useCsvGuess(sampleText, preset);

  const choose = (chosen: File) => {
    setFile(chosen);
    setFormat(guessFormat(chosen.name));
    setEdits({});
    setOutcome(null);
    setImported(null);
    setSample(null);
    // The mapping step reads the first 64 KiB in the browser; the server guesses the header from it.
    handled(
      fileText(chosen.slice(0, SAMPLE_BYTES)).then((text) => setSample({ file: chosen, text })),
      'Reading the start of the chosen file',
    );
  };

  const choices = file
    ? {
        fileName: file.name,
        format,
        source,
        csv: format === 'csv' && guess ? { preset, guess, edits } : undefined,
      }
    : null;
  const sourceError = sourceProblem(source);
  const fileError = file ? fileProblem(file.name, format) : null;
  const emptyFile = csvFile && sample?.file === file && sample.text === '';

  const upload = async () => {
    if (!file || !choices) return;
    const problem = emptyFile
      ? 'The file is empty.'
      : format === 'csv' && guessError && !guess
        ? serverMessage(guessError, 'The columns of the file could not be read.')
        : uploadProblem(choices);
    if (problem) {
      setOutcome({ ok: false, message: problem, code: null });
      return;
    }
    await send(file, choices);
  };

  const send = async (sent: File, sentChoices: UploadChoices) => {
    setOutcome(null);
    setImported(null);
    setPercent(0);
    let answer: Outcome;
    try {
      answer = await uploadImportFile(sent, uploadQuery(sentChoices), setPercent);
    } catch (error) {
      answer = { ok: false, message: uploadFailureText(error), code: null };
    }
    setPercent(null);
    setOutcome(answer);
    if (answer.ok) {
      if (answer.alreadyImported) setImported({ file: sent, choices: sentChoices });
      setFile(null);
      setSample(null);
      setEdits({});
      // The new job (or the one that had this file) shows at once; the table follows its progress.
      await client.refetchQueries({ include: [ImportJobsDocument] }).catch(() => undefined);
    }
  };

  const field = { flex: '1 1 240px', minWidth: 0, maxWidth: 420, marginBottom: 0 } as const;

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>Upload a file</h2>} styles={{ body: { minWidth: 0 } }}>
      <Form layout="vertical" name="import-upload" onFinish={() => handled(upload(), 'Uploading a file to import')} disabled={uploading}>
        <Flex vertical gap={token.marginLG} style={{ minWidth: 0 }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            People Data Labs records or JSON Resume documents (.json, .jsonl, .ndjson), or a CSV file read through a column mapping. The
            import runs in the background; its progress shows in the jobs below.
          </Typography.Paragraph>
          <Form.Item label="File to import" htmlFor={fileId} required style={{ marginBottom: 0 }}>
            <Upload.Dragger
              id={fileId}
              aria-label="File to import"
              accept={ACCEPTED_FILES}
              multiple={false}
              maxCount={1}
              showUploadList={false}
              disabled={uploading}
              beforeUpload={(chosen) => {
                choose(chosen);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">Choose a file or drop it here</p>
              <p className="ant-upload-hint">One .csv, .tsv, .txt, .json, .jsonl or .ndjson file.</p>
            </Upload.Dragger>
            <div role="status" style={{ marginTop: file ? token.marginSM : 0 }}>
              {file && (
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                  Chosen file: <strong>{file.name}</strong> ({sizeText(file.size)})
                </Typography.Text>
              )}
            </div>
          </Form.Item>
          <Flex gap={token.margin} wrap align="flex-start">
            <Form.Item
              label="Format"
              htmlFor={formatId}
              style={field}
              validateStatus={fileError ? 'error' : undefined}
              help={fileError ?? undefined}
            >
              <Select<ImportFormat>
                id={formatId}
                value={format}
                onChange={(value) => {
                  setFormat(value);
                  setOutcome(null);
                }}
                options={FORMAT_OPTIONS}
              />
            </Form.Item>
            <Form.Item
              label="Source"
              htmlFor={sourceId}
              required
              style={field}
              validateStatus={sourceError ? 'error' : undefined}
              help={sourceError ?? 'The name the facts of this file are kept under, such as upload or crm-export.'}
            >
              <Input
                id={sourceId}
                value={source}
                maxLength={32}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => {
                  setSource(e.target.value);
                  setSourceTyped(true);
                }}
              />
            </Form.Item>
          </Flex>
          {csvFile && (
            <section aria-labelledby={`${fileId}-mapping`} style={{ minWidth: 0 }}>
              <h3 id={`${fileId}-mapping`} style={{ margin: `0 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading5 }}>
                Columns of the file
              </h3>
              {emptyFile ? (
                <Alert type="error" showIcon title="The file is empty." />
              ) : (
                <CsvMappingStep
                  preset={preset}
                  onPreset={(value) => {
                    setPreset(value);
                    setEdits({});
                    if (!sourceTyped) setSource(presetOf(value) ?? DEFAULT_SOURCE);
                  }}
                  guess={guess}
                  loading={guessing || (sample?.file !== file && !guessError)}
                  error={guessError}
                  edits={edits}
                  onEdit={(f: CsvField, column: number) => setEdits((e) => ({ ...e, [f]: column }))}
                  disabled={uploading}
                />
              )}
            </section>
          )}
          <Flex vertical gap={token.marginSM} align="flex-start" style={{ minWidth: 0 }}>
            <Button type="primary" htmlType="submit" icon={<CloudUploadOutlined aria-hidden />} loading={uploading} disabled={!file}>
              Upload and import
            </Button>
            {percent !== null && (
              <Progress percent={percent} status="active" aria-label="Upload progress" style={{ width: '100%', maxWidth: 420 }} />
            )}
            {outcome &&
              (outcome.ok ? (
                <Alert
                  type={outcome.alreadyImported ? 'info' : 'success'}
                  showIcon
                  role="status"
                  title={outcome.message}
                  description={imported && 'Read it again to take every record anew: the people whose reading changed are written again.'}
                  action={
                    imported && (
                      <Button
                        size="small"
                        onClick={() => handled(send(imported.file, { ...imported.choices, again: true }), 'Reading an imported file again')}
                      >
                        Read it again
                      </Button>
                    )
                  }
                  style={{ width: '100%', maxWidth: 640 }}
                />
              ) : (
                <Alert type="error" showIcon role="alert" title={outcome.message} />
              ))}
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
