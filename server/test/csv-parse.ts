import { parse } from 'csv-parse/sync';

/**
 * A strict RFC 4180 reader for tests (csv-parse, the reader of the family whose csv-stringify
 * writes our files): quoted fields with doubled quotes, commas and line breaks inside quotes;
 * a stray quote or rows of different widths throw, so a writer's mistake shows.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: false, relax_quotes: false }) as string[][];
}
