import fc from 'fast-check';
import { parseCsv } from '../../../test/csv-parse';
import { csvCell, safeFileName, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text as it is and writes null as an empty cell', () => {
    expect(csvCell('Jane Doe')).toBe('Jane Doe');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "Best" Team')).toBe('"The ""Best"" Team"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('"')).toBe('""""');
  });

  it('prefixes a cell that a spreadsheet would read as a formula with a single quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+44 20 7946 0958')).toBe("'+44 20 7946 0958");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a=1')).toBe('a=1');
    expect(csvCell("O'Brien")).toBe("O'Brien");
  });
});

describe('toCsv', () => {
  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Company'],
        ['Jane', 'Acme, Inc.'],
        [null, ''],
      ]),
    ).toBe('Name,Company\r\nJane,"Acme, Inc."\r\n,\r\n');
  });

  it('reads back as the same cells (formula cells with their quote)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r', '\n', '=', '+', '-', '@', "'", 'é', '\t') });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0].length;
        const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const expected = table.map((r) => r.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)));
        expect(parseCsv(toCsv(table))).toEqual(expected);
      }),
    );
  });
});

describe('safeFileName', () => {
  it('keeps letters, digits, - and _, drops accents and turns other runs into one -', () => {
    expect(safeFileName('Backend engineers, Berlin', 'list')).toBe('Backend-engineers-Berlin');
    expect(safeFileName('Café "Ops" / Q3 2026', 'list')).toBe('Cafe-Ops-Q3-2026');
    expect(safeFileName('../../etc/passwd', 'list')).toBe('etc-passwd');
    expect(safeFileName('a\r\nContent-Type: text/html', 'list')).toBe('a-Content-Type-text-html');
  });

  it('falls back when nothing safe is left and keeps at most 80 characters', () => {
    expect(safeFileName('«»', 'list')).toBe('list');
    expect(safeFileName('北京 招聘', 'list')).toBe('list');
    expect(safeFileName('x'.repeat(200), 'list')).toHaveLength(80);
    expect(safeFileName(`${'y'.repeat(79)} z`, 'list')).toBe('y'.repeat(79));
  });
});
