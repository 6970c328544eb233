import { Alert, Flex, Grid, Select, Skeleton, Table, Typography, theme } from 'antd';
import { useId } from 'react';
import { type CsvField, type CsvMappingGuessQuery, useCsvMappingGuessQuery } from '../../../graphql/generated';
import { skipToken } from '@apollo/client/react';
import { serverMessage } from '../../common/errors';
import {
  chosenColumns,
  fieldLabel,
  mappingProblem,
  NO_HEADER,
  noHeaderFound,
  NOT_IN_FILE,
  NOT_IN_FILE_LABEL,
  PRESET_CHOICES,
  presetOf,
  type MappingEdits,
  type PresetChoice,
} from './importsText';

export type Guess = CsvMappingGuessQuery['csvMappingGuess'];

/**
 * The server's reading of a CSV file's first 64 KiB (`sample`; null: nothing to read yet): its header
 * row and each field's column, by the preset chosen or by the guess from every preset's names.
 * Nothing is cached: the sample is the file's own text.
 */
export function useCsvGuess(sample: string | null, preset: PresetChoice) {
  const { data, loading, error, refetch } = useCsvMappingGuessQuery(
    sample ? { variables: { sample, preset: presetOf(preset) }, fetchPolicy: 'no-cache' } : skipToken,
  );
  return { guess: data?.csvMappingGuess ?? null, loading, error, refetch };
}

interface Row {
  field: CsvField;
  column: number | null;
}

/**
 * The mapping step of a CSV upload: the preset, then each field with the column of the file it is
 * read from (the guess preselected; '— not in the file —' for none). A field changed by hand makes
 * the upload send the whole mapping of the table; untouched, the preset (or the guess) is sent.
 */
export function CsvMappingStep({
  preset,
  onPreset,
  guess,
  loading,
  error,
  edits,
  onEdit,
  disabled,
}: {
  preset: PresetChoice;
  onPreset: (preset: PresetChoice) => void;
  guess: Guess | null;
  loading: boolean;
  error: unknown;
  edits: MappingEdits;
  onEdit: (field: CsvField, column: number) => void;
  disabled: boolean;
}) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const presetId = useId();
  const selectId = useId();
  const rows: Row[] = guess ? chosenColumns(guess, edits) : [];
  const problem = guess ? mappingProblem(guess.header, rows) : null;
  const options = [
    { value: NOT_IN_FILE, label: NOT_IN_FILE_LABEL },
    ...(guess?.header ?? []).map((name, i) => ({
      value: i,
      label: name.trim() === '' ? `Column ${i + 1} (no name)` : name,
      // The server reads a column by its name: one without a name cannot be chosen.
      disabled: name.trim() === '',
    })),
  ];

  const columnSelect = (row: Row, width: number | string) => (
    <Select<number>
      id={`${selectId}-${row.field}`}
      value={row.column ?? NOT_IN_FILE}
      onChange={(column) => onEdit(row.field, column)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      disabled={disabled}
      style={{ width, maxWidth: '100%' }}
      popupMatchSelectWidth={false}
    />
  );

  return (
    <Flex vertical gap={token.margin} style={{ minWidth: 0 }}>
      <div style={{ display: 'grid', gap: token.marginXXS, maxWidth: 320 }}>
        <label htmlFor={presetId}>CSV preset</label>
        <Select<PresetChoice> id={presetId} value={preset} onChange={onPreset} options={PRESET_CHOICES} disabled={disabled} />
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          The export this file comes from, or a guess from its headers.
        </Typography.Text>
      </div>
      {loading && !guess ? (
        <div role="status" aria-label="Reading the columns of the file">
          <Skeleton active paragraph={{ rows: 4 }} title={false} />
        </div>
      ) : error && !guess ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={serverMessage(error, 'The columns of the file could not be read. Check your connection and try again.')}
        />
      ) : guess ? (
        <>
          {noHeaderFound(guess) && <Alert type="warning" showIcon title="No header row found" description={NO_HEADER} />}
          {!screens.sm ? (
            // Phones: each field above its select, the whole width.
            <ul aria-label="Columns of the file" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginSM }}>
              {rows.map((row) => (
                <li key={row.field} style={{ display: 'grid', gap: token.marginXXS }}>
                  <label htmlFor={`${selectId}-${row.field}`}>{fieldLabel(row.field)}</label>
                  {columnSelect(row, '100%')}
                </li>
              ))}
            </ul>
          ) : (
            <Table<Row>
              rowKey="field"
              size="small"
              dataSource={rows}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: 'Field',
                  dataIndex: 'field',
                  render: (field: CsvField) => (
                    <label htmlFor={`${selectId}-${field}`} style={{ whiteSpace: 'nowrap' }}>
                      {fieldLabel(field)}
                    </label>
                  ),
                },
                {
                  title: 'Column in the file',
                  key: 'column',
                  render: (_: unknown, row) => columnSelect(row, 240),
                },
              ]}
            />
          )}
          {problem && <Alert type="warning" showIcon role="alert" title={problem} />}
        </>
      ) : null}
    </Flex>
  );
}
