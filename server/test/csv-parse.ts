/**
 * A strict RFC 4180 reader for tests: CRLF (or LF) line ends, quoted fields with doubled quotes,
 * commas and line breaks inside quotes. Throws on a stray quote, so a writer's mistake shows.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && !',\r\n'.includes(text[i])) throw new Error(`text after a closing quote at ${i}`);
      } else {
        field += ch;
        i += 1;
      }
    } else if (ch === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (ch === ',') {
      endField();
      i += 1;
    } else if (ch === '\r' || ch === '\n') {
      endField();
      rows.push(row);
      row = [];
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += ch;
      i += 1;
    }
  }
  if (quoted) throw new Error('an unterminated quoted field');
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}
