import { parse } from 'csv-parse/sync';

/** A downloaded CSV file's rows (csv-parse: RFC 4180, the byte order mark dropped; a malformed file throws). */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true }) as string[][];
}
