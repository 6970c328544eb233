import { csvDelimiter, csvEncoding } from './csv-dialect';

describe("a CSV file's delimiter", () => {
  it.each([
    ['First Name,Last Name,URL\nAda,Lovelace,https://x.example\n', ','],
    // Excel in a German, French or Dutch locale.
    ['First Name;Last Name;Company\nJana;Nováková;"Firma, s.r.o."\n', ';'],
    ['name\temail\tcompany\nAda\tada@x.example\tAcme\n', '\t'],
    // Commas inside quotes do not count; the header has more semicolons than any line has commas.
    ['"Lovelace, Ada";"Analyst, Senior";Acme\n"a,b,c,d,e";x;y\n', ';'],
    // LinkedIn's export: notes first, then the header.
    [
      'Notes:\n"When exporting your connection data, you may notice, that some, addresses are missing."\n\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected On\n',
      ',',
    ],
    ['one column\nada\n', ','],
    ['', ','],
  ])('of %j is %j', (text, delimiter) => {
    expect(csvDelimiter(text)).toBe(delimiter);
  });
});

describe("a CSV file's encoding", () => {
  it('is UTF-8 when the bytes are, also with a character cut at the end', () => {
    const bytes = Buffer.from('Jana Nováková, Geschäftsführerin', 'utf8');
    expect(csvEncoding(bytes)).toBe('utf-8');
    expect(csvEncoding(bytes.subarray(0, bytes.length - 1))).toBe('utf-8');
    expect(csvEncoding(Buffer.from('plain ascii'))).toBe('utf-8');
  });

  it("is Windows-1252 when they are not UTF-8 (Excel's plain CSV on Windows)", () => {
    const bytes = Buffer.from([0x4a, 0x6f, 0x73, 0xe9, 0x2c, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x2c, 0x20, 0x80]);
    expect(csvEncoding(bytes)).toBe('windows-1252');
    expect(new TextDecoder('windows-1252').decode(bytes)).toBe('José, Müller, €');
  });

  it('is UTF-16 when they start with its byte order mark (Excel\'s "Unicode Text"), little- or big-endian', () => {
    const text = '\uFEFFName\tFirma\nJosé Müller\tCafé €\n';
    const le = Buffer.from(text, 'utf16le');
    expect(csvEncoding(le)).toBe('utf-16le');
    expect(new TextDecoder('utf-16le').decode(le)).toBe('Name\tFirma\nJosé Müller\tCafé €\n');
    const be = Buffer.from(le).swap16();
    expect(csvEncoding(be)).toBe('utf-16be');
    expect(new TextDecoder('utf-16be').decode(be)).toBe('Name\tFirma\nJosé Müller\tCafé €\n');
    // Without the mark, ASCII in UTF-16 is valid UTF-8 (with NUL bytes): not guessed.
    expect(csvEncoding(Buffer.from('Name', 'utf16le'))).toBe('utf-8');
  });
});
