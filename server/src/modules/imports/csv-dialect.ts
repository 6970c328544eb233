/**
 * How a CSV file is written, read from its first part: the field delimiter and the text encoding.
 * Spreadsheets save CSV as their locale says: with ';' where the decimal mark is a comma (Germany,
 * France, the Netherlands, Spain and most of Europe) and, for Excel's plain "CSV" on Windows, in
 * Windows-1252 rather than UTF-8; Excel's "Unicode Text" is UTF-16 with tabs between fields. The import, the mapping step and the recruiters' list matching
 * read every such file as its author saw it.
 */

export type CsvDelimiter = ',' | ';' | '\t';
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const CANDIDATES: CsvDelimiter[] = [',', ';', '\t'];
/** The lines the delimiter is read from (LinkedIn's export has notes before its header). */
const SNIFFED_LINES = 20;

/**
 * The delimiter that splits the first lines most: the most fields one of them has by it, counted
 * outside quotes. A comma when nothing splits them (one column) or on a tie.
 */
export function csvDelimiter(text: string): CsvDelimiter {
  const most = new Map<CsvDelimiter, number>(CANDIDATES.map((d) => [d, 0]));
  let quoted = false;
  let lines = 0;
  const counts = new Map<CsvDelimiter, number>(CANDIDATES.map((d) => [d, 0]));
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) {
      for (const d of CANDIDATES) most.set(d, Math.max(most.get(d)!, counts.get(d)!));
      for (const d of CANDIDATES) counts.set(d, 0);
      if (ch === '\n' && ++lines >= SNIFFED_LINES) break;
    } else if (!quoted && counts.has(ch as CsvDelimiter)) counts.set(ch as CsvDelimiter, counts.get(ch as CsvDelimiter)! + 1);
  }
  for (const d of CANDIDATES) most.set(d, Math.max(most.get(d)!, counts.get(d)!));
  return CANDIDATES.reduce((best, d) => (most.get(d)! > most.get(best)! ? d : best), ',' as CsvDelimiter);
}

/**
 * UTF-16 when the file starts with its byte order mark (Excel's "Unicode Text" always writes one),
 * else UTF-8 when its first bytes are (a character cut at their end is no sign of anything else),
 * else Windows-1252, which any byte is: the Western European text a spreadsheet wrote.
 */
export function csvEncoding(head: Uint8Array): CsvEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}
