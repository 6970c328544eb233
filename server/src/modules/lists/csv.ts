import { stringify } from 'csv-stringify/sync';

/**
 * CSV as RFC 4180 writes it (csv-stringify: comma-separated, CRLF line ends, fields with a comma,
 * quote or line break in double quotes, quotes doubled), made safe to open in a spreadsheet:
 * csv-stringify's `escape_formulas` gives a cell that starts with a character a spreadsheet reads
 * as the start of a formula (= + - @, tab, carriage return, and their full-width forms) a leading
 * single quote, so it is shown as text and never evaluated.
 *
 * One exception, so phone numbers reach a CRM as they are: in a phone column, a value made only of
 * '+', digits, spaces, dashes, dots and parentheses (with at least one digit) is written unchanged.
 * It has no letters, so it can name no function and carry no link: at worst a spreadsheet reads
 * '+49 30 1234' as a number, never as anything that runs.
 */

export type CsvValue = string | number | null | undefined;

const PHONE_NUMBER = /^[+0-9 ().-]*[0-9][+0-9 ().-]*$/;

/** Whether a value is a plain phone number (written unchanged in a phone column). */
export function isPhoneNumber(value: string): boolean {
  return PHONE_NUMBER.test(value);
}

/**
 * The whole file: one line per row, each ended by CRLF; null and undefined are empty cells.
 * `phoneColumns`: the indexes of the columns whose phone numbers are written unchanged.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>, options: { phoneColumns?: ReadonlySet<number> } = {}): string {
  const phoneColumns = options.phoneColumns ?? new Set<number>();
  return stringify(
    rows.map((row) => row.map((value) => (value === null || value === undefined ? '' : String(value)))),
    {
      record_delimiter: '\r\n',
      // Any line break, not only a whole CRLF, goes inside quotes (RFC 4180 readers split on a lone one).
      quote_record_delimiter: true,
      escape_formulas: true,
      cast: {
        string: (value, context) => (phoneColumns.has(context.index) && isPhoneNumber(value) ? { value, escape_formulas: false } : value),
      },
    },
  );
}

/**
 * A file name made of the given text's safe characters: ASCII letters, digits, '-' and '_' (accents
 * dropped, every other run of characters one '-'), at most 80 characters; `fallback` when nothing is left.
 */
export function safeFileName(text: string, fallback: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 80)
    .replace(/[-_]+$/g, '');
  return base || fallback;
}
