/**
 * Small PDF files written by hand for the tests (the job description's PDF route, and the browser
 * journey that opens one): each page a Helvetica text object with one line of text a line, the
 * cross-reference table at the byte offsets a reader checks. `passwordProtected` adds a standard
 * security handler whose passwords no one knows, as a PDF locked with a password to open it is.
 */
export function pdfFile(pages: string[][], opts: { passwordProtected?: boolean } = {}): Buffer {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) + 0; // the object's number
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, once its kids are known
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids = pages.map((lines) => {
    const content = `BT /F1 12 Tf 14 TL 50 750 Td ${lines.map((l) => `(${escape(l)}) Tj T*`).join(' ')} ET`;
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    return add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${stream} 0 R >>`);
  });
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const hex = (byte: string) => byte.repeat(32);
  const encrypt = opts.passwordProtected ? add(`<< /Filter /Standard /V 1 /R 2 /O <${hex('5a')}> /U <${hex('a5')}> /P -4 >>`) : 0;

  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, '0')} 00000 n \n`;
  const locked = encrypt ? ` /Encrypt ${encrypt} 0 R /ID [<${hex('01')}> <${hex('01')}>]` : '';
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${locked} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
