import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CSV_FIELDS, CSV_PRESETS, type CsvField } from '../imports/csv.format';
import { IMPORT_FORMATS, IMPORT_JOB_STATUSES, type ImportFormat, type ImportJob, type ImportJobStatus } from '../imports/import-job.entity';
import type { SampleProfilesState } from '../profiles/sample-profiles.service';

/** A GraphQL enum whose names are its values. */
function enumOf<T extends string>(values: readonly T[]): { [K in T]: K } {
  return Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };
}

export const ImportFormatEnum = enumOf(IMPORT_FORMATS);
registerEnumType(ImportFormatEnum, {
  name: 'ImportFormat',
  description:
    'pdl: People Data Labs person records (JSON lines or a JSON array); jsonresume: JSON Resume documents; csv: a CSV file read through a column mapping.',
});

export const ImportJobStatusEnum = enumOf(IMPORT_JOB_STATUSES);
registerEnumType(ImportJobStatusEnum, {
  name: 'ImportJobStatus',
  description: 'queued: waiting for the background worker; running; finished; failed (see error).',
});

export const CSV_PRESET_NAMES = Object.keys(CSV_PRESETS) as Array<keyof typeof CSV_PRESETS>;
export const CsvPresetEnum = enumOf(CSV_PRESET_NAMES);
registerEnumType(CsvPresetEnum, {
  name: 'CsvPreset',
  description: "The exports a CSV mapping is known for: LinkedIn's connections, a HubSpot contacts export, a Greenhouse candidates export.",
});

export const CsvFieldEnum = enumOf(CSV_FIELDS);
registerEnumType(CsvFieldEnum, { name: 'CsvField', description: 'A field of a person a CSV column can hold.' });

@ObjectType('ImportJob', { description: 'One import of one file (from the staff page or the command line), with its progress.' })
export class ImportJobView {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: "The file's name as it was given." })
  fileName: string;

  @Field(() => ImportFormatEnum)
  format: ImportFormat;

  @Field(() => String, { description: 'The name the facts of this file are kept under.' })
  source: string;

  @Field(() => ImportJobStatusEnum)
  status: ImportJobStatus;

  @Field(() => Int, { description: 'Records read and settled (written, unchanged or rejected).' })
  recordsDone: number;

  @Field(() => Int)
  created: number;

  @Field(() => Int)
  updated: number;

  @Field(() => Int)
  unchanged: number;

  @Field(() => Int)
  rejected: number;

  @Field(() => Int, {
    description: 'Records not written because their person asked to be removed and stays out (nothing of them is kept).',
  })
  suppressed: number;

  @Field(() => Number, { description: 'Bytes of the file read so far.' })
  bytesDone: number;

  @Field(() => Number, { description: "The file's size in bytes (0 until the import starts, for the command line)." })
  bytesTotal: number;

  @Field(() => String, { nullable: true, description: 'Why the import failed.' })
  error: string | null;

  @Field(() => GraphQLDateTimeISO)
  startedAt: Date;

  @Field(() => GraphQLDateTimeISO, { nullable: true })
  finishedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Where the rejected records can be downloaded (JSON lines), when there are any.' })
  rejectsUrl: string | null;

  @Field(() => Boolean, { description: 'Uploaded from the staff page (false: the command line).' })
  uploaded: boolean;
}

export function toImportJobView(job: ImportJob): ImportJobView {
  return {
    id: job.id,
    fileName: job.fileName,
    format: job.format as ImportFormat,
    source: job.source,
    status: job.status,
    recordsDone: job.recordsDone,
    created: job.created,
    updated: job.updated,
    unchanged: job.unchanged,
    rejected: job.rejected,
    suppressed: job.suppressed,
    bytesDone: job.bytesDone,
    bytesTotal: job.bytesTotal,
    error: job.error,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
    rejectsUrl: job.rejected > 0 && job.rejectsPath ? `/api/admin/imports/${job.id}/rejects` : null,
    uploaded: job.storedPath !== null,
  };
}

@ObjectType('CsvColumnGuess', { description: 'The column a field would be read from (null: none).' })
export class CsvColumnGuess {
  @Field(() => CsvFieldEnum)
  field: CsvField;

  @Field(() => Int, { nullable: true, description: 'The column, counted from 0 in header.' })
  column: number | null;
}

@ObjectType('CsvMappingGuess', { description: "A CSV file's header row and the column each field would be read from." })
export class CsvMappingGuess {
  @Field(() => [String], {
    description: 'The header row found (the first of the first 20 rows that names two fields; else the first row).',
  })
  header: string[];

  @Field(() => [CsvColumnGuess])
  columns: CsvColumnGuess[];
}

@ArgsType()
export class CsvMappingGuessArgs {
  @Field(() => String, { description: 'The first part of the file, up to 64 KiB of text.' })
  @IsString()
  @MaxLength(65_536)
  sample: string;

  @Field(() => CsvPresetEnum, { nullable: true, description: 'Read the header by this preset; default: a guess from every preset.' })
  @IsOptional()
  @IsIn(CSV_PRESET_NAMES)
  preset?: keyof typeof CSV_PRESETS | null;
}

@ArgsType()
export class ImportJobsArgs {
  @Field(() => Int, { defaultValue: 20, description: 'How many of the newest jobs (1-100).' })
  @IsInt()
  @Min(1)
  @Max(100)
  first: number;
}

@ObjectType('SampleProfiles', { description: 'The generated sample people in the index.' })
export class SampleProfilesView implements SampleProfilesState {
  @Field(() => Int, { description: 'How many are still in the index.' })
  count: number;

  @Field(() => Boolean, { description: 'Their removal was asked for; it runs in the background until count is 0.' })
  removalRequested: boolean;
}
