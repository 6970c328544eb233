import fc from 'fast-check';
import { parseCsv } from '../../../test/csv-parse';
import { isPhoneNumber, safeFileName, toCsv } from './csv';

/** One row's cells as the file writes them. */
const line = (cells: Array<string | null | undefined>, phoneColumns?: Set<number>) => toCsv([cells], { phoneColumns });

describe('toCsv', () => {
  it('leaves plain text as it is, writes null as an empty cell and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['Name', 'Company'],
        ['Jane', 'Acme, Inc.'],
        [null, ''],
        [undefined, 'x'],
      ]),
    ).toBe('Name,Company\r\nJane,"Acme, Inc."\r\n,\r\n,x\r\n');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling the quotes', () => {
    expect(line(['The "Best" Team', 'line one\nline two', 'a\r\nb', '"'])).toBe(
      '"The ""Best"" Team","line one\nline two","a\r\nb",""""\r\n',
    );
  });

  it('prefixes a cell that a spreadsheet would read as a formula with a single quote', () => {
    expect(line(['=HYPERLINK("http://evil.example","click")'])).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"\r\n`);
    expect(line(['+44 20 7946 0958'])).toBe("'+44 20 7946 0958\r\n");
    expect(line(['-2+3'])).toBe("'-2+3\r\n");
    expect(line(['@SUM(A1:A2)'])).toBe("'@SUM(A1:A2)\r\n");
    expect(line(['\t=1'])).toBe("'\t=1\r\n");
    expect(line(['\r=1'])).toBe(`"'\r=1"\r\n`);
    expect(line(['＝1+1'])).toBe("'＝1+1\r\n");
    expect(line(['a=1', "O'Brien"])).toBe("a=1,O'Brien\r\n");
  });

  it('writes a phone number in a phone column as it is, and neutralises anything else there', () => {
    const phone = new Set([1]);
    expect(line(['+44 20 7946 0958', '+44 20 7946 0958'], phone)).toBe("'+44 20 7946 0958,+44 20 7946 0958\r\n");
    expect(line([null, '+1 (415) 555-0100'], phone)).toBe(',+1 (415) 555-0100\r\n');
    expect(line([null, '-030.1234'], phone)).toBe(',-030.1234\r\n');
    // Letters, a formula sign or a tab make it no phone number: quoted as any other cell.
    expect(line([null, '+1+cmd|calc'], phone)).toBe(",'+1+cmd|calc\r\n");
    expect(line([null, '=1+2'], phone)).toBe(",'=1+2\r\n");
    expect(line([null, '-1+HYPERLINK("x")'], phone)).toBe(`,"'-1+HYPERLINK(""x"")"\r\n`);
    expect(line([null, '\t+49 30 1234'], phone)).toBe(",'\t+49 30 1234\r\n");
    expect(line([null, '+'], phone)).toBe(",'+\r\n");
  });

  it('reads back as the same cells (formula cells with their quote, phone numbers in phone columns as they are)', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\r', '\n', '=', '+', '-', '@', "'", 'é', '\t', '1', '(', '.', '＋'),
    });
    const formula = /^[=+\-@\t\r＝＋－＠]/;
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0].length;
        const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const phoneColumns = new Set([1]);
        const expected = table.map((r) => r.map((c, i) => (formula.test(c) && !(phoneColumns.has(i) && isPhoneNumber(c)) ? `'${c}` : c)));
        expect(parseCsv(toCsv(table, { phoneColumns }))).toEqual(expected);
      }),
    );
  });
});

describe('isPhoneNumber', () => {
  it('is +, digits, spaces, dashes, dots and parentheses with at least one digit', () => {
    for (const yes of ['+44 20 7946 0958', '(030) 123-45.67', '12', '-1']) expect(isPhoneNumber(yes)).toBe(true);
    for (const no of ['', '+', '()', '+1 ext 2', '+1\t2', '=1', '1,2', '١٢٣']) expect(isPhoneNumber(no)).toBe(false);
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
