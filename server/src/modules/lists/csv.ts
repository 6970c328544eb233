/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, fields with a comma, quote or line
 * break in double quotes, quotes doubled), made safe to open in a spreadsheet: a cell that starts
 * with a character a spreadsheet reads as the start of a formula (= + - @, tab, carriage return)
 * gets a leading single quote, so it is shown as text and never evaluated.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | null | undefined;

/** One cell: empty for null, neutralised against formulas, quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: one line per row, each ended by CRLF. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('');
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
