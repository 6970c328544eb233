import { fileText } from '../src/lib/fileText';

describe('the text of a chosen file', () => {
  it('is read as UTF-8 when it is, without its byte order mark, also when cut in the middle of a letter', async () => {
    const bytes = new TextEncoder().encode('\uFEFFName;Firma\nJana Nováková;Müller GmbH\n');
    expect(await fileText(new Blob([bytes]))).toBe('Name;Firma\nJana Nováková;Müller GmbH\n');
    const cut = new TextEncoder().encode('Jana Nová');
    expect(await fileText(new Blob([cut.slice(0, cut.length - 1)]))).toBe('Jana Nov');
  });

  it("is read as Windows-1252 when it is not UTF-8 (Excel's plain CSV on Windows)", async () => {
    const bytes = new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x3b, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x80]);
    expect(await fileText(new Blob([bytes]))).toBe('José;Müller;€');
  });

  it('is read as UTF-16 when it starts with its byte order mark (Excel\'s "Unicode Text"), also when cut in a letter', async () => {
    const text = 'Name\tFirma\nJosé Müller\tCafé €\n';
    const le = new Uint8Array(2 + text.length * 2);
    le.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) le.set([text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8], 2 + i * 2);
    expect(await fileText(new Blob([le]))).toBe(text);
    expect(await fileText(new Blob([le.slice(0, le.length - 1)]))).toBe(text.slice(0, -1));
    const be = le.map((_, i) => le[i % 2 === 0 ? i + 1 : i - 1]);
    expect(await fileText(new Blob([be]))).toBe(text);
  });
});

describe('the text of a chosen gzip-compressed file', () => {
  it('is its uncompressed text, also from the first bytes of it only', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `Person ${i};Firma ${i};person${i}@firma.example`).join('\n');
    const gz = await new Response(
      new Blob([`Name;Firma;E-Mail\n${rows}\n`]).stream().pipeThrough(new CompressionStream('gzip')),
    ).arrayBuffer();
    expect(await fileText(new Blob([gz]))).toBe(`Name;Firma;E-Mail\n${rows}\n`);
    const start = await fileText(new Blob([gz]).slice(0, 4096));
    expect(start.startsWith('Name;Firma;E-Mail\nPerson 0;Firma 0;')).toBe(true);
  });
});
